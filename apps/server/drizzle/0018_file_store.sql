CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recharge_bank_transfers" ADD COLUMN "proof_file" text;--> statement-breakpoint
-- data: every bank-transfer proof kept in its row moves into the file store's database backend, so it still downloads.
INSERT INTO "stored_files" ("key", "content_type", "name", "size", "sha256", "bytes", "created_at")
SELECT 'db:bank-transfer-proof-' || "id", "proof_type", "proof_name", octet_length("proof"), encode(sha256("proof"), 'hex'), "proof", "created_at"
FROM "recharge_bank_transfers";--> statement-breakpoint
UPDATE "recharge_bank_transfers" SET "proof_file" = 'db:bank-transfer-proof-' || "id";--> statement-breakpoint
ALTER TABLE "recharge_bank_transfers" ALTER COLUMN "proof_file" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_bank_transfers" DROP COLUMN "proof";