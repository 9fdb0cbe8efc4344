CREATE TABLE "finance_idempotency" (
	"org_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_idempotency_org_id_key_pk" PRIMARY KEY("org_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"balance_after" numeric(16, 2) NOT NULL,
	"held_after" numeric(16, 2) NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"hold_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account" text NOT NULL,
	"wallet_id" integer,
	"amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "ledger_lines_amount_not_zero" CHECK ("ledger_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "wallet_holds_amount_positive" CHECK ("wallet_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" numeric(16, 2) DEFAULT '0' NOT NULL,
	"held" numeric(16, 2) DEFAULT '0' NOT NULL,
	"deposit" numeric(16, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_available_not_negative" CHECK ("wallets"."balance" - "wallets"."held" >= 0),
	CONSTRAINT "wallets_held_not_negative" CHECK ("wallets"."held" >= 0),
	CONSTRAINT "wallets_deposit_not_negative" CHECK ("wallets"."deposit" >= 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_org_created_idx" ON "ledger_entries" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_idx" ON "ledger_entries" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_wallet_idx" ON "ledger_lines" USING btree ("wallet_id","account");--> statement-breakpoint
CREATE INDEX "wallet_holds_open_idx" ON "wallet_holds" USING btree ("wallet_id") WHERE "wallet_holds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_org_currency_uq" ON "wallets" USING btree ("org_id","currency");