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
ALTER TABLE "number_pools" ADD CONSTRAINT "number_pools_provider_id_docking_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."docking_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_pools" ADD CONSTRAINT "number_pools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_numbers" ADD CONSTRAINT "pool_numbers_pool_id_number_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."number_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "number_pools_provider_idx" ON "number_pools" USING btree ("provider_id","service_code");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_numbers_number_key" ON "pool_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "pool_numbers_unused_idx" ON "pool_numbers" USING btree ("pool_id","id") WHERE "pool_numbers"."order_id" is null;--> statement-breakpoint
CREATE INDEX "pool_numbers_order_idx" ON "pool_numbers" USING btree ("order_id");