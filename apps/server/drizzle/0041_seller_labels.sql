CREATE TABLE "seller_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"label_file" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "use_pre_recorded_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_marketplace" text;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_labels_order_uq" ON "seller_labels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seller_labels_org_idx" ON "seller_labels" USING btree ("org_id","id");