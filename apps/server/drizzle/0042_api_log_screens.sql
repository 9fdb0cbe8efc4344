DROP INDEX "api_calls_at_idx";--> statement-breakpoint
DROP INDEX "api_calls_provider_idx";--> statement-breakpoint
CREATE INDEX "api_calls_at_stats_idx" ON "api_calls" USING btree ("at","direction","org_id","provider_id","operation","outcome","duration_ms","label_file");--> statement-breakpoint
CREATE INDEX "api_calls_org_idx" ON "api_calls" USING btree ("org_id","direction","id");--> statement-breakpoint
CREATE INDEX "api_calls_provider_idx" ON "api_calls" USING btree ("provider_id","id");