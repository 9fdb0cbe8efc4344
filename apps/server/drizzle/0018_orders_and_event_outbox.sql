CREATE TABLE "order_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"box_no" smallint NOT NULL,
	"length_cm" numeric(6, 1) NOT NULL,
	"width_cm" numeric(6, 1) NOT NULL,
	"height_cm" numeric(6, 1) NOT NULL,
	"weight_kg" numeric(12, 3) NOT NULL,
	"declared_value" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_declaration_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"box_no" smallint NOT NULL,
	"line_no" smallint NOT NULL,
	"goods_name_zh" text NOT NULL,
	"goods_name_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_value" numeric(16, 2) NOT NULL,
	"hs_code" text NOT NULL,
	"origin_country" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"usage" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_declaration_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"box_no" smallint,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"org_id" integer NOT NULL,
	"supplier_org_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_status_counts_org_id_supplier_org_id_status_pk" PRIMARY KEY("org_id","supplier_org_id","status"),
	CONSTRAINT "order_status_counts_nonnegative" CHECK ("order_status_counts"."n" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference_no" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_name" jsonb NOT NULL,
	"product_version" integer NOT NULL,
	"plan_id" integer,
	"supplier_org_id" integer,
	"origin_country" text NOT NULL,
	"dest_country" text NOT NULL,
	"dest_state" text DEFAULT '' NOT NULL,
	"dest_city" text DEFAULT '' NOT NULL,
	"dest_postcode" text DEFAULT '' NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"cargo_type" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"premium_package_codes" jsonb NOT NULL,
	"insured" boolean DEFAULT false NOT NULL,
	"declared_currency" text NOT NULL,
	"declared_total" numeric(16, 2) NOT NULL,
	"cod_amount" numeric(16, 2),
	"cod_currency" text,
	"vat_no" text DEFAULT '' NOT NULL,
	"eori_no" text DEFAULT '' NOT NULL,
	"hmrc_no" text DEFAULT '' NOT NULL,
	"ioss_no" text DEFAULT '' NOT NULL,
	"box_count" smallint NOT NULL,
	"zone_code" text NOT NULL,
	"zone_name" text NOT NULL,
	"actual_kg" numeric(12, 3) NOT NULL,
	"volumetric_kg" numeric(12, 3) NOT NULL,
	"chargeable_kg" numeric(12, 3) NOT NULL,
	"base_freight" numeric(16, 2) NOT NULL,
	"quote_lines" jsonb NOT NULL,
	"sales_total" numeric(16, 2) NOT NULL,
	"sales_currency" text NOT NULL,
	"charge_amount" numeric(16, 2) NOT NULL,
	"wallet_currency" text NOT NULL,
	"charge_key" text,
	"exchange_rate" text NOT NULL,
	"rate_date" text,
	"customs_rates" jsonb NOT NULL,
	"cost_product_id" integer,
	"cost_version" integer,
	"cost_total" numeric(16, 2),
	"cost_currency" text,
	"cost_in_wallet_currency" numeric(16, 2),
	"notes" jsonb NOT NULL,
	"final_logistics_name" text,
	"tracknet_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_charge_amount_nonnegative" CHECK ("orders"."charge_amount" >= 0),
	CONSTRAINT "orders_box_count_positive" CHECK ("orders"."box_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"aggregate_type" text NOT NULL,
	"aggregate_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_boxes" ADD CONSTRAINT "order_boxes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_declaration_lines" ADD CONSTRAINT "order_declaration_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_boxes_order_box_uq" ON "order_boxes" USING btree ("order_id","box_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_box_line_uq" ON "order_declaration_lines" USING btree ("order_id","box_no","line_no");--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_numbers_live_uq" ON "order_numbers" USING btree ("org_id","number") WHERE "order_numbers"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "order_numbers_number_idx" ON "order_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "order_numbers_order_idx" ON "order_numbers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("org_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_uq" ON "orders" USING btree ("org_id","reference_no") WHERE "orders"."reference_no" <> '' and "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_org_id_idx" ON "orders" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "orders_org_status_id_idx" ON "orders" USING btree ("org_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_id_idx" ON "orders" USING btree ("supplier_org_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "event_outbox_undelivered_idx" ON "event_outbox" USING btree ("id") WHERE "event_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "event_outbox_aggregate_idx" ON "event_outbox" USING btree ("aggregate_type","aggregate_id","version");