import { WITHDRAWAL_STATUSES } from "@pp/domain";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Withdrawals (spec §3 Withdrawal, §4 states). The amount is held on the wallet while pending; approval pays
// the hold out, rejection releases it. At most one pending request per org: a partial unique index says so.
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    /** The applicant. */
    userId: integer("user_id").notNull(),
    currency: text("currency").notNull(),
    amount: numeric("amount", { precision: 16, scale: 2 }).notNull(),
    method: text("method", { enum: ["bank", "alipay", "wechat"] }).notNull(),
    accountName: text("account_name").notNull(),
    accountNo: text("account_no").notNull(),
    bankName: text("bank_name").notNull().default(""),
    status: text("status", { enum: WITHDRAWAL_STATUSES }).notNull().default("pending"),
    /** The wallet hold reserving the amount. */
    holdId: integer("hold_id"),
    /** The applicant's Idempotency-Key: a repeat of the application gets this row back. */
    applyKey: text("apply_key").notNull(),
    /** Finance's proof of payment: the bank / gateway transaction reference. */
    proofReference: text("proof_reference"),
    remark: text("remark"),
    rejectReason: text("reject_reason"),
    decidedBy: integer("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("withdrawals_one_pending_uq").on(t.orgId).where(sql`${t.status} = 'pending'`),
    uniqueIndex("withdrawals_apply_key_uq").on(t.orgId, t.applyKey),
    index("withdrawals_org_created_idx").on(t.orgId, t.createdAt),
    check("withdrawals_amount_positive", sql`${t.amount} > 0`),
  ],
);
