import {
  DATE_PRESET_KEYS,
  WALLET_DIRECTIONS,
  WALLET_ENTRY_KINDS,
  WALLET_REASON_CODES,
  WALLET_REFERENCE_TYPES,
} from "@pp/domain";
import { z } from "zod";
import { dateRangeQuerySchema, pageOf, pageQuerySchema } from "./common.contract";
import { moneyText, requiredText, signedMoneySchema } from "./fields.contract";

// Wallets and their ledger (spec §2 recharge, wallet flow; §8 balance / refundable deposit insufficient).
// Amounts travel as decimal strings with 2 places; issue messages are message keys on the field they concern.

// The wallet's kinds, directions and reference types live in @pp/domain with their labels.
export {
  WALLET_DIRECTIONS,
  WALLET_ENTRY_KINDS,
  WALLET_REFERENCE_TYPES,
  type WalletDirection,
  type WalletEntryKind,
  type WalletReferenceType,
} from "@pp/domain";

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: "FINANCE_CURRENCY_FORMAT" });

/** Every money-moving request names itself: a repeat with the same key gets the first answer and moves nothing. */
export const idempotencyHeaderSchema = z.object({
  "idempotency-key": z
    .string({ message: "FINANCE_IDEMPOTENCY_KEY_REQUIRED" })
    .regex(/^[\x21-\x7e]{1,100}$/, { message: "FINANCE_IDEMPOTENCY_KEY_REQUIRED" }),
});

export const walletSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  currency: z.string(),
  balance: z.string(),
  held: z.string(),
  /** balance − held: what may be spent now. */
  available: z.string(),
  /** The refundable deposit the platform requires the customer to keep. */
  deposit: z.string(),
  updatedAt: z.string(),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletListSchema = z.array(walletSchema);
export const walletPageSchema = pageOf(walletSchema);

export const walletQuerySchema = pageQuerySchema.extend({
  orgId: z.coerce.number().int().positive().optional(),
  currency: currencyCodeSchema.optional(),
});
export type WalletQuery = z.infer<typeof walletQuerySchema>;

export const walletReferenceSchema = z.object({
  type: z.enum(WALLET_REFERENCE_TYPES),
  id: z.string().trim().max(64),
});
export type WalletReference = z.infer<typeof walletReferenceSchema>;

/** One row of the wallet flow: a ledger entry seen from the wallet it moved. */
export const walletEntrySchema = z.object({
  id: z.number().int(),
  walletId: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  currency: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  direction: z.enum(WALLET_DIRECTIONS),
  amount: z.string(),
  balanceAfter: z.string(),
  heldAfter: z.string(),
  availableAfter: z.string(),
  /** The reason in the caller's language: systemReason's text, or what staff typed. */
  reason: z.string(),
  /** The reason code the platform wrote, with its parameters: each reader's console shows it in their language. */
  systemReason: z
    .object({ code: z.enum(WALLET_REASON_CODES), params: z.record(z.string(), z.string()).optional() })
    .nullable(),
  reference: walletReferenceSchema,
  holdId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;
export const walletFlowPageSchema = pageOf(walletEntrySchema);

export const walletFlowQuerySchema = pageQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  /** A date preset of spec §2, resolved on the server; `from` / `to` win when given. */
  preset: z.enum(DATE_PRESET_KEYS).optional(),
  currency: currencyCodeSchema.optional(),
  referenceType: z.enum(WALLET_REFERENCE_TYPES).optional(),
  direction: z.enum(WALLET_DIRECTIONS).optional(),
  kind: z.enum(WALLET_ENTRY_KINDS).optional(),
  /** Platform staff only: one customer's flow. */
  orgId: z.coerce.number().int().positive().optional(),
});
export type WalletFlowQuery = z.infer<typeof walletFlowQuerySchema>;
export const walletFlowExportQuerySchema = walletFlowQuerySchema.omit({ page: true, size: true });

/** The answer of every money movement (and of its repeats with the same idempotency key). */
export const walletMovementSchema = z.object({
  entryId: z.number().int(),
  walletId: z.number().int(),
  orgId: z.number().int(),
  currency: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  amount: z.string(),
  balance: z.string(),
  held: z.string(),
  available: z.string(),
  holdId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

/** Platform finance corrects a wallet: positive adds money, negative takes it away; always with a reason. */
export const walletAdjustSchema = z.object({
  orgId: z.number().int().positive(),
  currency: currencyCodeSchema,
  amount: signedMoneySchema,
  reason: requiredText(200),
  /** A ticket or voucher number the adjustment answers, if any. */
  referenceId: z.string().trim().max(64).default(""),
});

/** The refundable deposit a customer must keep in a currency (0 for none). */
export const walletDepositSchema = z.object({
  orgId: z.number().int().positive(),
  currency: currencyCodeSchema,
  deposit: moneyText,
});

export const ledgerProblemSchema = z.object({
  walletId: z.number().int(),
  orgId: z.number().int(),
  currency: z.string(),
  balance: z.string(),
  held: z.string(),
  /** Sum of the wallet's available and held ledger lines. */
  ledgerBalance: z.string(),
  /** Sum of the wallet's held ledger lines. */
  ledgerHeld: z.string(),
  /** Sum of the wallet's open holds. */
  openHolds: z.string(),
});

/** Reconciliation: every wallet against its ledger lines and open holds; `drift` must be "0.00". */
export const ledgerCheckSchema = z.object({
  checkedAt: z.string(),
  wallets: z.number().int(),
  entries: z.number().int(),
  /** Entries whose lines do not sum to zero. */
  unbalancedEntries: z.number().int(),
  /** Sum of every absolute difference found. */
  drift: z.string(),
  problems: z.array(ledgerProblemSchema),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;
