import { ORDER_ABNORMAL_KINDS, ORDER_STATUSES } from "@pp/domain";
import { z } from "zod";
import { dateRangeQuerySchema, idCursorQuerySchema, pageOf } from "./common.contract";

// Abnormal orders (异常件, issue 13, spec §2): orders flagged by a rule, a failed submission, arrears or an alerting
// tracking event, each with its reason, in one list.

/** Which abnormalities a list shows: the open ones (the default), the cleared ones, or both. */
export const ABNORMAL_STATES = ["open", "cleared", "all"] as const;
export type AbnormalState = (typeof ABNORMAL_STATES)[number];

export const abnormalQuerySchema = idCursorQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  kind: z.enum(ORDER_ABNORMAL_KINDS).optional(),
  state: z.enum(ABNORMAL_STATES).default("open"),
  /** An order number (exact). */
  orderNo: z.string().trim().max(64).optional(),
});
export type AbnormalQuery = z.infer<typeof abnormalQuerySchema>;

export const orderAbnormalitySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orgName: z.string(),
  kind: z.enum(ORDER_ABNORMAL_KINDS),
  /** In the caller's language when the platform gave the reason, else as whoever flagged it wrote it. */
  reason: z.string(),
  raisedAt: z.string(),
  clearedAt: z.string().nullable(),
});
export type OrderAbnormality = z.infer<typeof orderAbnormalitySchema>;

/** Open abnormalities per kind in the caller's scope (the list's tabs). */
export const abnormalKindCountsSchema = z.record(z.enum(ORDER_ABNORMAL_KINDS), z.number().int());
export type AbnormalKindCounts = z.infer<typeof abnormalKindCountsSchema>;

export const orderAbnormalPageSchema = pageOf(orderAbnormalitySchema).extend({
  openCounts: abnormalKindCountsSchema,
});
export type OrderAbnormalPage = z.infer<typeof orderAbnormalPageSchema>;

/** An order's abnormalities, open and cleared, newest first (the order detail). */
export const orderAbnormalitiesSchema = z.array(orderAbnormalitySchema);
