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
ALTER TABLE "products" ADD COLUMN "delivery_service_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_services" ADD CONSTRAINT "delivery_services_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_services" ADD CONSTRAINT "delivery_services_provider_id_docking_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."docking_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_services" ADD CONSTRAINT "delivery_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_services_code_key" ON "delivery_services" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "delivery_services_distributor_idx" ON "delivery_services" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "delivery_services_provider_idx" ON "delivery_services" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_code_key" ON "distributors" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_service_id_delivery_services_id_fk" FOREIGN KEY ("delivery_service_id") REFERENCES "public"."delivery_services"("id") ON DELETE no action ON UPDATE no action;