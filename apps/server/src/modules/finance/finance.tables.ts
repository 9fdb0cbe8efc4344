import { WALLET_REASON_CODES } from "@pp/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// The wallet ledger (docs/architecture.md "Ledger"). A wallet's figures change only in the transaction that
// writes the journal entry explaining the change, under the wallet's row lock; the CHECKs below make the
// database itself refuse a negative available balance whatever the code does.

const money = (name: string) => numeric(name, { precision: 16, scale: 2 });

/** One per (customer org, currency), created on the first movement. */
export const wallets = pgTable(
  "wallets",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    currency: text("currency").notNull(),
    /** Everything the customer has with us: available plus held. */
    balance: money("balance").notNull().default("0"),
    /** Reserved by open holds (a pending withdrawal, an order being priced). */
    held: money("held").notNull().default("0"),
    /** The refundable deposit the platform requires the customer to keep; ordinary debits stay above it. */
    deposit: money("deposit").notNull().default("0"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallets_org_currency_uq").on(t.orgId, t.currency),
    check("wallets_available_not_negative", sql`${t.balance} - ${t.held} >= 0`),
    check("wallets_held_not_negative", sql`${t.held} >= 0`),
    check("wallets_deposit_not_negative", sql`${t.deposit} >= 0`),
  ],
);

/**
 * Money reserved on a wallet until it is released back or captured (charged). Orders may draw from a hold (a bulk
 * import holds its total first): `drawn` grows, what is left (`amount - drawn`) stays held, and the draw that
 * takes the last of it closes the hold as `drawn`.
 */
export const walletHolds = pgTable(
  "wallet_holds",
  {
    id: serial("id").primaryKey(),
    walletId: integer("wallet_id").notNull(),
    orgId: integer("org_id").notNull(),
    amount: money("amount").notNull(),
    /** What orders have drawn from it so far; the hold keeps `amount - drawn` reserved. */
    drawn: money("drawn").notNull().default("0"),
    status: text("status", { enum: ["open", "released", "captured", "drawn"] })
      .notNull()
      .default("open"),
    referenceType: text("reference_type").notNull(),
    referenceId: text("reference_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("wallet_holds_open_idx").on(t.walletId).where(sql`${t.status} = 'open'`),
    check("wallet_holds_amount_positive", sql`${t.amount} > 0`),
    check("wallet_holds_drawn_within_amount", sql`${t.drawn} >= 0 and ${t.drawn} <= ${t.amount}`),
  ],
);

/** One journal entry per movement: what happened to which wallet, why, and the wallet's figures after it. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    walletId: integer("wallet_id").notNull(),
    orgId: integer("org_id").notNull(),
    currency: text("currency").notNull(),
    kind: text("kind", {
      enum: ["credit", "hold", "release", "capture", "payout", "charge", "refund", "adjust"],
    }).notNull(),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    /** Always positive; `direction` says which way. */
    amount: money("amount").notNull(),
    balanceAfter: money("balance_after").notNull(),
    heldAfter: money("held_after").notNull(),
    /** What staff typed (an adjustment); null when the platform wrote a reason code. */
    reason: text("reason"),
    /** Why the platform itself moved the money, shown in each reader's language (walletLabels.reasons). */
    reasonCode: text("reason_code", { enum: WALLET_REASON_CODES }),
    /** The reason code's parameters ({ "method": "alipay" }). */
    reasonParams: jsonb("reason_params").$type<Record<string, string>>(),
    referenceType: text("reference_type").notNull(),
    referenceId: text("reference_id").notNull(),
    holdId: integer("hold_id"),
    /** Who asked for it (null for the system, e.g. the demo seed). */
    userId: integer("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_org_created_idx").on(t.orgId, t.createdAt),
    index("ledger_entries_wallet_idx").on(t.walletId, t.id),
    check("ledger_entries_amount_positive", sql`${t.amount} > 0`),
    check("ledger_entries_one_reason", sql`(${t.reason} is null) <> (${t.reasonCode} is null)`),
  ],
);

/**
 * Double entry: each entry's lines sum to zero. A positive amount credits the account (its balance rises),
 * a negative one debits it. Accounts: `wallet:<id>:available`, `wallet:<id>:held`, and the platform's
 * `platform:cash:<CUR>`, `platform:revenue:<CUR>`, `platform:adjustment:<CUR>` (see ledger.ts).
 */
export const ledgerLines = pgTable(
  "ledger_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryId: bigint("entry_id", { mode: "number" }).notNull(),
    account: text("account").notNull(),
    /** The wallet of a wallet account, so reconciliation sums by wallet without parsing codes. */
    walletId: integer("wallet_id"),
    amount: money("amount").notNull(),
  },
  (t) => [
    index("ledger_lines_entry_idx").on(t.entryId),
    index("ledger_lines_wallet_idx").on(t.walletId, t.account),
    check("ledger_lines_amount_not_zero", sql`${t.amount} <> 0`),
  ],
);

/**
 * Money-moving requests by (org, idempotency key): the request's fingerprint and the journal entry it posted,
 * which is its answer. The key is inserted in the movement's transaction, so a repeat either finds the
 * committed entry or waits for it.
 */
export const financeIdempotency = pgTable(
  "finance_idempotency",
  {
    orgId: integer("org_id").notNull(),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    entryId: bigint("entry_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] })],
);
