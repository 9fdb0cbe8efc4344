DROP INDEX "orders_org_id_idx";--> statement-breakpoint
DROP INDEX "orders_org_status_id_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_id_idx";--> statement-breakpoint
DROP INDEX "orders_status_id_idx";--> statement-breakpoint
CREATE INDEX "orders_reference_no_idx" ON "orders" USING btree ("reference_no");--> statement-breakpoint
CREATE INDEX "orders_org_id_idx" ON "orders" USING btree ("org_id","id","dest_country","product_id","created_by","created_at","status");--> statement-breakpoint
CREATE INDEX "orders_org_status_id_idx" ON "orders" USING btree ("org_id","status","id","dest_country","product_id","created_by","created_at");--> statement-breakpoint
CREATE INDEX "orders_supplier_id_idx" ON "orders" USING btree ("supplier_org_id","id","dest_country","product_id","created_by","created_at","org_id","status");--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("status","id","dest_country","product_id","created_by","created_at","org_id");