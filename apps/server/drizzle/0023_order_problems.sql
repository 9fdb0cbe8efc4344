CREATE TABLE "order_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"raised_by" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_kind" text,
	"answer_text" text DEFAULT '' NOT NULL,
	"corrected_address" jsonb,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_problems_org_idx" ON "order_problems" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "order_problems_status_idx" ON "order_problems" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "order_problems_order_idx" ON "order_problems" USING btree ("order_id");