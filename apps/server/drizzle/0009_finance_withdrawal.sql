CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"method" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_id" integer,
	"apply_key" text NOT NULL,
	"proof_reference" text,
	"remark" text,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending_uq" ON "withdrawals" USING btree ("org_id") WHERE "withdrawals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_apply_key_uq" ON "withdrawals" USING btree ("org_id","apply_key");--> statement-breakpoint
CREATE INDEX "withdrawals_org_created_idx" ON "withdrawals" USING btree ("org_id","created_at");