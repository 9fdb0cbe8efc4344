CREATE TABLE "number_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"starts_with" text DEFAULT '' NOT NULL,
	"ends_with" text DEFAULT '' NOT NULL,
	"only_rule" boolean DEFAULT false NOT NULL,
	"length" integer,
	"substring_start" integer DEFAULT 0 NOT NULL,
	"substring_end" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "number_rules_position_idx" ON "number_rules" USING btree ("position");