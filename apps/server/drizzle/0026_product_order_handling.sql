ALTER TABLE "products" ADD COLUMN "charge_mode" text DEFAULT 'chargeAtPlacement' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cancel_mode" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "editable_fields" jsonb DEFAULT '["receiver","remarks","taxNumbers"]'::jsonb NOT NULL;