import { BANK_TRANSFER_STATUSES, RECHARGE_PAYMENT_STATUSES } from "@pp/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// Recharges: online payments through a payment gateway and bank transfers confirmed by finance. The money
// itself moves only through the wallet service (its idempotency key is the payment's id / the transfer's id).

const money = (name: string) => numeric(name, { precision: 16, scale: 2 });

/** One online payment: created by the customer, paid at the gateway, credited on its signed notification. */
export const rechargePayments = pgTable(
  "recharge_payments",
  {
    /** Random (a UUID): also the gateway's out-trade-number and the credit's idempotency key. */
    id: text("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    userId: integer("user_id").notNull(),
    method: text("method", { enum: ["alipay", "wechat"] }).notNull(),
    gateway: text("gateway").notNull(),
    currency: text("currency").notNull(),
    amount: money("amount").notNull(),
    fee: money("fee").notNull(),
    payable: money("payable").notNull(),
    status: text("status", { enum: RECHARGE_PAYMENT_STATUSES }).notNull().default("pending"),
    tradeNo: text("trade_no"),
    /** True when the notification came after the payment had expired (credited all the same: the money was taken). */
    paidLate: boolean("paid_late").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recharge_payments_org_idx").on(t.orgId, t.createdAt),
    check("recharge_payments_payable", sql`${t.payable} = ${t.amount} + ${t.fee}`),
  ],
);

/** A bank transfer the customer reports with its proof; finance confirms (credits) or rejects it. */
export const rechargeBankTransfers = pgTable(
  "recharge_bank_transfers",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    userId: integer("user_id").notNull(),
    currency: text("currency").notNull(),
    amount: money("amount").notNull(),
    transferDate: date("transfer_date").notNull(),
    /** The proof's key in the file store (platform/file-store.ts). */
    proofFile: text("proof_file").notNull(),
    proofName: text("proof_name").notNull(),
    proofType: text("proof_type").notNull(),
    proofSize: integer("proof_size").notNull(),
    status: text("status", { enum: BANK_TRANSFER_STATUSES }).notNull().default("pending"),
    rejectReason: text("reject_reason"),
    decidedBy: integer("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recharge_bank_transfers_org_idx").on(t.orgId, t.createdAt),
    index("recharge_bank_transfers_status_idx").on(t.status, t.createdAt),
  ],
);
