CREATE TABLE "formula_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"calc_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"references_surcharges" boolean DEFAULT false NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_on_invoice" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"org_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formulas" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"formula_type_id" integer,
	"expression" text NOT NULL,
	"constants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"test_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcode_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"matchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"calc" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_signings" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"status" text NOT NULL,
	"quote_plan_id" integer,
	"assigned_by_platform" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_surcharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"calc" jsonb NOT NULL,
	"formula_id" integer,
	"show_on_statement" boolean DEFAULT false NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"references_earlier" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"postcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"postcode_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"side" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost_product_id" integer,
	"supplier_org_id" integer,
	"owner_org_id" integer,
	"report_price_type" text DEFAULT 'public' NOT NULL,
	"business_type" text DEFAULT 'parcel' NOT NULL,
	"currency" text NOT NULL,
	"origin_country" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"volumetric_divisor" numeric(10, 0) NOT NULL,
	"bubble_way" text NOT NULL,
	"bubble_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"bubble_threshold_cm" numeric(8, 1) DEFAULT '0' NOT NULL,
	"charge_basis" text DEFAULT 'order' NOT NULL,
	"carry" jsonb NOT NULL,
	"rounding" text DEFAULT 'halfUp' NOT NULL,
	"minimum_charge" numeric(14, 2) DEFAULT '0' NOT NULL,
	"rate_model" text NOT NULL,
	"bands" jsonb NOT NULL,
	"limits" jsonb NOT NULL,
	"cargo_types" jsonb NOT NULL,
	"postcode_rule" jsonb DEFAULT '{"remoteGroupIds":[],"nonRemoteGroupIds":[],"blockedGroupIds":[]}'::jsonb NOT NULL,
	"premium_package_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"offline_by_platform" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_cells" (
	"plan_id" integer NOT NULL,
	"zone_code" text NOT NULL,
	"band_index" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"additional_price" numeric(14, 4),
	"first_weight_kg" numeric(12, 3),
	"additional_step_kg" numeric(12, 3),
	"registration_fee" numeric(14, 2),
	CONSTRAINT "rate_cells_plan_id_zone_code_band_index_pk" PRIMARY KEY("plan_id","zone_code","band_index")
);
--> statement-breakpoint
ALTER TABLE "formulas" ADD CONSTRAINT "formulas_formula_type_id_formula_types_id_fk" FOREIGN KEY ("formula_type_id") REFERENCES "public"."formula_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_signings" ADD CONSTRAINT "product_signings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_signings" ADD CONSTRAINT "product_signings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_signings" ADD CONSTRAINT "product_signings_quote_plan_id_quote_plans_id_fk" FOREIGN KEY ("quote_plan_id") REFERENCES "public"."quote_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_surcharges" ADD CONSTRAINT "product_surcharges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_surcharges" ADD CONSTRAINT "product_surcharges_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_zones" ADD CONSTRAINT "product_zones_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_org_id_orgs_id_fk" FOREIGN KEY ("supplier_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_org_id_orgs_id_fk" FOREIGN KEY ("owner_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_plans" ADD CONSTRAINT "quote_plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cells" ADD CONSTRAINT "rate_cells_plan_id_quote_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."quote_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "formulas_code_key" ON "formulas" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "postcode_groups_name_key" ON "postcode_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "premium_packages_code_key" ON "premium_packages" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_signings_key" ON "product_signings" USING btree ("product_id","org_id");--> statement-breakpoint
CREATE INDEX "product_signings_org_idx" ON "product_signings" USING btree ("org_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "product_surcharges_code_key" ON "product_surcharges" USING btree ("product_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_zones_code_key" ON "product_zones" USING btree ("product_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_key" ON "products" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "products_side_status_idx" ON "products" USING btree ("side","status","id");--> statement-breakpoint
CREATE INDEX "products_owner_idx" ON "products" USING btree ("owner_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_plans_name_key" ON "quote_plans" USING btree ("product_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "quote_plans_one_default_key" ON "quote_plans" USING btree ("product_id") WHERE "quote_plans"."is_default";