CREATE TABLE "order_abnormalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"supplier_org_id" integer,
	"kind" text NOT NULL,
	"rule_id" integer,
	"reason_key" text,
	"reason_params" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer
);
--> statement-breakpoint
ALTER TABLE "order_abnormalities" ADD CONSTRAINT "order_abnormalities_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_abnormalities_org_open_idx" ON "order_abnormalities" USING btree ("org_id","id") WHERE "order_abnormalities"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "order_abnormalities_supplier_open_idx" ON "order_abnormalities" USING btree ("supplier_org_id","id") WHERE "order_abnormalities"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "order_abnormalities_open_idx" ON "order_abnormalities" USING btree ("id") WHERE "order_abnormalities"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "order_abnormalities_order_idx" ON "order_abnormalities" USING btree ("order_id","id");