CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"provider_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"error_message" text DEFAULT '' NOT NULL,
	"error_code" text DEFAULT '' NOT NULL,
	"carrier_shipment_id" text DEFAULT '' NOT NULL,
	"tracking_number" text,
	"label_status" text DEFAULT 'none' NOT NULL,
	"label_file" text,
	"label_format" text,
	"label_deadline" timestamp with time zone,
	"by_hand" boolean DEFAULT false NOT NULL,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_provider_id_docking_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."docking_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_uq" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_due_idx" ON "shipments" USING btree ("next_attempt_at") WHERE "shipments"."status" = 'waiting' or "shipments"."label_status" = 'pending';--> statement-breakpoint
CREATE INDEX "shipments_org_idx" ON "shipments" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("tracking_number");