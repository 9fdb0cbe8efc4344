DROP INDEX "api_tokens_active_org_key";--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
UPDATE "api_tokens" SET "name" = 'default', "created_by_user_id" = "user_id";--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "created_by_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_org_name_key" ON "api_tokens" USING btree ("org_id",lower("name")) WHERE "api_tokens"."revoked_at" is null;
