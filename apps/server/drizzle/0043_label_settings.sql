CREATE TABLE "label_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer,
	"product_id" integer,
	"print_label_type" text DEFAULT 'carrier' NOT NULL,
	"label_id" text DEFAULT '4x6' NOT NULL,
	"delivery_label_rule" text DEFAULT 'notReady' NOT NULL,
	"format" text DEFAULT 'pdf' NOT NULL,
	"dpi" integer DEFAULT 203 NOT NULL,
	"printer_font" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "label_settings" ADD CONSTRAINT "label_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_settings" ADD CONSTRAINT "label_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "label_settings_scope_uq" ON "label_settings" USING btree (coalesce("org_id", 0),coalesce("product_id", 0));--> statement-breakpoint
CREATE INDEX "shipments_unprinted_idx" ON "shipments" USING btree ("org_id","order_id") WHERE "shipments"."print_count" = 0;--> statement-breakpoint
CREATE INDEX "shipments_reprinted_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."print_count" >= 2;