ALTER TABLE "order_logs" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrears_amount" numeric(16, 2);