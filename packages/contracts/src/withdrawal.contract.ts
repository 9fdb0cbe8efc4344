import { WITHDRAWAL_STATUSES } from "@pp/domain";
import { z } from "zod";
import { idCursorQuerySchema, pageOf } from "./common.contract";
import { positiveMoneySchema, requiredText } from "./fields.contract";

// Withdrawals (spec §3 Withdrawal, §4 pending / approved / rejected; a pending request blocks a new one).

export const WITHDRAWAL_METHODS = ["bank", "alipay", "wechat"] as const;

// The statuses live in @pp/domain with their transitions table.
export { WITHDRAWAL_STATUSES, type WithdrawalStatus } from "@pp/domain";

export const withdrawalApplySchema = z.object({
  amount: positiveMoneySchema,
  method: z.enum(WITHDRAWAL_METHODS, { message: "WITHDRAWAL_METHOD_UNKNOWN" }),
  accountName: requiredText(100),
  accountNo: requiredText(64),
  /** The bank's name, for the bank method. */
  bankName: z.string().trim().max(100).default(""),
  remark: z.string().trim().max(200).default(""),
});
export type WithdrawalApplyRequest = z.input<typeof withdrawalApplySchema>;
export type WithdrawalApply = z.infer<typeof withdrawalApplySchema>;

/** Finance's proof of payment: the transaction reference of the transfer made to the customer. */
export const withdrawalApproveSchema = z.object({ proofReference: requiredText(100) });
export const withdrawalRejectSchema = z.object({ reason: requiredText(200) });

export const withdrawalSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  currency: z.string(),
  amount: z.string(),
  method: z.enum(WITHDRAWAL_METHODS),
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  remark: z.string().nullable(),
  status: z.enum(WITHDRAWAL_STATUSES),
  proofReference: z.string().nullable(),
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalPageSchema = pageOf(withdrawalSchema);

export const withdrawalQuerySchema = idCursorQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export type WithdrawalQuery = z.infer<typeof withdrawalQuerySchema>;
