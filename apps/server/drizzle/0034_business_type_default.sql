ALTER TABLE "products" ALTER COLUMN "business_type" SET DEFAULT 'b2c';--> statement-breakpoint
UPDATE "products" SET "business_type" = 'b2c' WHERE "business_type" = 'parcel';
