ALTER TABLE "finance_idempotency" ADD COLUMN "entry_id" bigint;--> statement-breakpoint
-- A key's answer is now the entry it posted; keys answered before keep theirs through the entry id they stored.
UPDATE "finance_idempotency" SET "entry_id" = ("response" ->> 'entryId')::bigint WHERE "response" IS NOT NULL;
