CREATE TABLE "docking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"carrier_name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"api_docs_url" text NOT NULL,
	"contact" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"request_key" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"fee" numeric(16, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_id" integer,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "delivery_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"distributor_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"provider_service_code" text DEFAULT '' NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"tracking_url_template" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"service_code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"low_stock_threshold" integer DEFAULT 0 NOT NULL,
	"low_stock_noticed" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_numbers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer,
	"order_no" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "products" ADD COLUMN "delivery_service_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "use_pre_recorded_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_marketplace" text;--> statement-breakpoint
ALTER TABLE "docking_requests" ADD CONSTRAINT "docking_requests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docking_requests" ADD CONSTRAINT "docking_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docking_requests" ADD CONSTRAINT "docking_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_settings" ADD CONSTRAINT "label_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_settings" ADD CONSTRAINT "label_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_services" ADD CONSTRAINT "delivery_services_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_services" ADD CONSTRAINT "delivery_services_provider_id_docking_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."docking_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_services" ADD CONSTRAINT "delivery_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_pools" ADD CONSTRAINT "number_pools_provider_id_docking_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."docking_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_pools" ADD CONSTRAINT "number_pools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_numbers" ADD CONSTRAINT "pool_numbers_pool_id_number_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."number_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docking_requests_org_idx" ON "docking_requests" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "docking_requests_key_uq" ON "docking_requests" USING btree ("org_id","request_key");--> statement-breakpoint
CREATE INDEX "docking_requests_status_idx" ON "docking_requests" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "label_settings_scope_uq" ON "label_settings" USING btree (coalesce("org_id", 0),coalesce("product_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_services_code_key" ON "delivery_services" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "delivery_services_distributor_idx" ON "delivery_services" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "delivery_services_provider_idx" ON "delivery_services" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_code_key" ON "distributors" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "number_pools_provider_idx" ON "number_pools" USING btree ("provider_id","service_code");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_numbers_number_key" ON "pool_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "pool_numbers_unused_idx" ON "pool_numbers" USING btree ("pool_id","id") WHERE "pool_numbers"."order_id" is null;--> statement-breakpoint
CREATE INDEX "pool_numbers_order_idx" ON "pool_numbers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_labels_order_uq" ON "seller_labels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seller_labels_org_idx" ON "seller_labels" USING btree ("org_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_service_id_delivery_services_id_fk" FOREIGN KEY ("delivery_service_id") REFERENCES "public"."delivery_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_unprinted_idx" ON "shipments" USING btree ("org_id","order_id") WHERE "shipments"."print_count" = 0;--> statement-breakpoint
CREATE INDEX "shipments_reprinted_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."print_count" >= 2;