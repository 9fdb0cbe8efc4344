CREATE TABLE "order_rule_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer NOT NULL,
	"scope" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_rule_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"strategy" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"required_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"switch_product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_rules" ADD CONSTRAINT "order_rules_group_id_order_rule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_rule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_rule_words_word_key" ON "order_rule_words" USING btree (lower("word"));--> statement-breakpoint
CREATE INDEX "order_rules_group_idx" ON "order_rules" USING btree ("group_id","position");