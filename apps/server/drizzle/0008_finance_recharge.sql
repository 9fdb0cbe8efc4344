CREATE TABLE "recharge_bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"transfer_date" date NOT NULL,
	"proof" "bytea" NOT NULL,
	"proof_name" text NOT NULL,
	"proof_type" text NOT NULL,
	"proof_size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"gateway" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"fee" numeric(16, 2) NOT NULL,
	"payable" numeric(16, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trade_no" text,
	"paid_late" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_payments_payable" CHECK ("recharge_payments"."payable" = "recharge_payments"."amount" + "recharge_payments"."fee")
);
--> statement-breakpoint
CREATE INDEX "recharge_bank_transfers_org_idx" ON "recharge_bank_transfers" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_bank_transfers_status_idx" ON "recharge_bank_transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "recharge_payments_org_idx" ON "recharge_payments" USING btree ("org_id","created_at");