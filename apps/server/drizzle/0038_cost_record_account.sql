ALTER TABLE "products" ADD COLUMN "push_on" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "docking_provider_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "final_logistics_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sync_labels" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_docking_provider_id_docking_providers_id_fk" FOREIGN KEY ("docking_provider_id") REFERENCES "public"."docking_providers"("id") ON DELETE no action ON UPDATE no action;