ALTER TABLE "ledger_entries" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reason_params" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_reason" CHECK (("ledger_entries"."reason" is null) <> ("ledger_entries"."reason_code" is null));--> statement-breakpoint
-- data: the reasons the platform wrote as English sentences become reason codes with parameters (walletLabels.reasons in @pp/domain); what staff typed stays as typed. The ledger refuses changes (0007), so its guard steps aside for this one rewrite of the reason columns only.
ALTER TABLE "ledger_entries" DISABLE TRIGGER ledger_entries_append_only;--> statement-breakpoint
UPDATE "ledger_entries" SET "reason_code" = 'rechargeOnline', "reason_params" = jsonb_build_object('method', substring("reason" from '^Online recharge \((alipay|wechat)\)$')), "reason" = NULL WHERE "reference_type" = 'recharge' AND "reason" IN ('Online recharge (alipay)', 'Online recharge (wechat)');--> statement-breakpoint
UPDATE "ledger_entries" SET "reason_code" = 'rechargeBankTransfer', "reason" = NULL WHERE "reference_type" = 'recharge' AND "reason" = 'Bank transfer recharge';--> statement-breakpoint
UPDATE "ledger_entries" SET "reason_code" = 'demoOpeningBalance', "reason" = NULL WHERE "reference_type" = 'recharge' AND "reason" = 'Demo opening balance / 演示期初余额';--> statement-breakpoint
UPDATE "ledger_entries" SET "reason_code" = 'withdrawalHeld', "reason" = NULL WHERE "reference_type" = 'withdrawal' AND "reason" = 'Withdrawal application';--> statement-breakpoint
UPDATE "ledger_entries" SET "reason_code" = 'withdrawalPaidOut', "reason" = NULL WHERE "reference_type" = 'withdrawal' AND "reason" = 'Withdrawal paid out';--> statement-breakpoint
UPDATE "ledger_entries" SET "reason_code" = 'withdrawalRejected', "reason" = NULL WHERE "reference_type" = 'withdrawal' AND "reason" = 'Withdrawal rejected';--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER ledger_entries_append_only;
