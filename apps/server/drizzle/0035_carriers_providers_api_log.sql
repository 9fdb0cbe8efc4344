CREATE TABLE "docking_provider_customers" (
	"provider_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "docking_provider_customers_provider_id_org_id_pk" PRIMARY KEY("provider_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "docking_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"service_class" text NOT NULL,
	"interface_type" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"attribute" text DEFAULT 'platform' NOT NULL,
	"owner_org_id" integer,
	"linked_provider_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sealed_secrets" text DEFAULT '' NOT NULL,
	"breaker_state" text DEFAULT 'closed' NOT NULL,
	"breaker_opened_at" timestamp with time zone,
	"breaker_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"direction" text NOT NULL,
	"provider_id" integer,
	"org_id" integer,
	"operation" text NOT NULL,
	"order_no" text,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"status" integer NOT NULL,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"request" text NOT NULL,
	"response" text NOT NULL,
	"label_file" text
);
--> statement-breakpoint
ALTER TABLE "docking_provider_customers" ADD CONSTRAINT "docking_provider_customers_provider_id_docking_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."docking_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docking_provider_customers" ADD CONSTRAINT "docking_provider_customers_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docking_providers" ADD CONSTRAINT "docking_providers_owner_org_id_orgs_id_fk" FOREIGN KEY ("owner_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docking_providers" ADD CONSTRAINT "docking_providers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docking_provider_customers_org_idx" ON "docking_provider_customers" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "docking_providers_code_key" ON "docking_providers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "docking_providers_owner_idx" ON "docking_providers" USING btree ("owner_org_id");--> statement-breakpoint
CREATE INDEX "api_calls_at_idx" ON "api_calls" USING btree ("at");--> statement-breakpoint
CREATE INDEX "api_calls_provider_idx" ON "api_calls" USING btree ("provider_id","at");--> statement-breakpoint
CREATE INDEX "api_calls_order_idx" ON "api_calls" USING btree ("order_no");