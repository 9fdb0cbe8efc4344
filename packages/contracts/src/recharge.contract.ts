import { BANK_TRANSFER_STATUSES, RECHARGE_METHODS, RECHARGE_PAYMENT_STATUSES } from "@pp/domain";
import { z } from "zod";
import { cursorQuerySchema, idCursorQuerySchema, pageOf } from "./common.contract";
import { positiveMoneySchema } from "./fields.contract";

// Recharge (spec §2, §5 recharge amount / payable amount / proof uploads, §9 Alipay, WeChat Pay, bank transfer).
// Online payments go through a payment gateway; bank transfers are confirmed by platform finance.

// The methods live in @pp/domain with their names, which the wallet flow's reasons use too.
// The statuses live in @pp/domain with their transitions tables.
export {
  BANK_TRANSFER_STATUSES,
  type BankTransferStatus,
  RECHARGE_METHODS,
  RECHARGE_PAYMENT_STATUSES,
  type RechargeMethod,
  type RechargePaymentStatus,
} from "@pp/domain";

/** One of the platform's receiving accounts that a customer transfers to. */
export const bankAccountSchema = z.object({ bank: z.string(), holder: z.string(), number: z.string() });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * What the recharge screen shows before paying: platform minimum, fee rate, the gateway in use (null: none),
 * and the accounts a bank transfer goes to (empty: none configured).
 */
export const rechargeSettingsSchema = z.object({
  currency: z.string(),
  minimumAmount: z.string(),
  feeRate: z.string(),
  gateway: z.string().nullable(),
  sandbox: z.boolean(),
  proofMaxBytes: z.number().int(),
  bankAccounts: z.array(bankAccountSchema),
});
export type RechargeSettings = z.infer<typeof rechargeSettingsSchema>;

export const rechargeQuoteQuerySchema = z.object({ amount: positiveMoneySchema });
export const rechargeQuoteSchema = z.object({ amount: z.string(), fee: z.string(), payable: z.string() });
export type RechargeQuote = z.infer<typeof rechargeQuoteSchema>;

export const rechargePaymentCreateSchema = z.object({
  method: z.enum(RECHARGE_METHODS, { message: "RECHARGE_METHOD_UNKNOWN" }),
  amount: positiveMoneySchema,
});

export const rechargePaymentSchema = z.object({
  id: z.string(),
  orgId: z.number().int(),
  method: z.enum(RECHARGE_METHODS),
  currency: z.string(),
  /** What the wallet is credited with. */
  amount: z.string(),
  fee: z.string(),
  /** amount + fee: what the payer pays at the gateway. */
  payable: z.string(),
  status: z.enum(RECHARGE_PAYMENT_STATUSES),
  /** The gateway's page to pay on: given once, when the payment is created. */
  payUrl: z.string().nullable(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Paid after it had expired: credited all the same, since the payer's money was taken. */
  paidLate: z.boolean(),
  createdAt: z.string(),
});
export type RechargePayment = z.infer<typeof rechargePaymentSchema>;
export const rechargePaymentPageSchema = pageOf(rechargePaymentSchema);

/** The gateway's asynchronous notification, signed in the `x-gateway-signature` header. */
export const paymentNotificationSchema = z.object({
  paymentId: z.string().max(64),
  tradeNo: z.string().max(64),
  status: z.literal("success"),
  amount: z.string().max(20),
  paidAt: z.string().max(40),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

export const bankTransferSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  currency: z.string(),
  amount: z.string(),
  transferDate: z.string(),
  proofName: z.string(),
  proofType: z.string(),
  proofSize: z.number().int(),
  status: z.enum(BANK_TRANSFER_STATUSES),
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;
export const bankTransferPageSchema = pageOf(bankTransferSchema);

/** The text fields of the multipart submission (the proof is its `file` part). */
export const bankTransferFieldsSchema = z.object({
  amount: positiveMoneySchema,
  transferDate: z.iso.date({ message: "RECHARGE_TRANSFER_DATE" }),
});

/** The customer's own payments, newest first; the cursor is the last payment's id. */
export const rechargePaymentQuerySchema = cursorQuerySchema;

export const bankTransferQuerySchema = idCursorQuerySchema.extend({
  status: z.enum(BANK_TRANSFER_STATUSES).optional(),
});
export type BankTransferQuery = z.infer<typeof bankTransferQuerySchema>;

export const bankTransferRejectSchema = z.object({
  reason: z.string().trim().min(1, { message: "required" }).max(200),
});
