CREATE TABLE "sandbox_carrier_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"order_no" text NOT NULL,
	"tracking_number" text NOT NULL,
	"service_code" text NOT NULL,
	"path" text NOT NULL,
	"label_mode" text NOT NULL,
	"label_ready_at" timestamp with time zone NOT NULL,
	"clock" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"request" jsonb NOT NULL,
	CONSTRAINT "sandbox_carrier_shipments_tracking_number_unique" UNIQUE("tracking_number")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_carrier_shipments_order_key" ON "sandbox_carrier_shipments" USING btree ("key_hash","order_no");