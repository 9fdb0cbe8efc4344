CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_name" text NOT NULL,
	"city_name_en" text DEFAULT '' NOT NULL,
	"city_code" text NOT NULL,
	"province_name" text DEFAULT '' NOT NULL,
	"province_name_en" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_name" text NOT NULL,
	"region_name_en" text NOT NULL,
	"region_code" text NOT NULL,
	"three_region_code" text NOT NULL,
	"quan_pin" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"symbol" text DEFAULT '' NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rate_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"old_rate" numeric(20, 8) NOT NULL,
	"new_rate" numeric(20, 8) NOT NULL,
	"changed_by_user_id" integer,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_id" integer NOT NULL,
	"value" text NOT NULL,
	"label" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currency_rate_history" ADD CONSTRAINT "currency_rate_history_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_dict_id_dict_types_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."dict_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_city_code_uq" ON "cities" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_region_code_uq" ON "countries" USING btree ("region_code");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_uq" ON "currencies" USING btree ("code");--> statement-breakpoint
CREATE INDEX "currency_rate_history_currency_idx" ON "currency_rate_history" USING btree ("currency_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_dict_value_uq" ON "dict_items" USING btree ("dict_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_types_name_uq" ON "dict_types" USING btree ("name");