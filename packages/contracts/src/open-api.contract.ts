import { TRACK_STATUSES } from "@pp/domain";
import { z } from "zod";
import { dateRangeQuerySchema, pageOf } from "./common.contract";
import { walletSchema } from "./finance.contract";
import { orderEditChangesSchema, orderEditedSchema } from "./order-edit.contract";
import {
  ORDER_STATUSES,
  orderCancelledSchema,
  orderDetailSchema,
  orderDraftFieldsSchema,
  orderDraftSchema,
  orderPlaceResultSchema,
  orderRowSchema,
  refineDraft,
} from "./orders.contract";
import { quoteRequestSchema, quoteResponseSchema } from "./quote.contract";
import { trackEventSchema } from "./track-events.contract";

// The open API (issue 16, `/open/v1`): what an ERP or a shop system calls with an API token. It answers the
// console's own shapes wherever one exists (an order, a quote, a wallet), so both stay one contract.

/** A product the token's org has signed: an ERP maps its shipping methods to these codes. */
export const openProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.object({ zh: z.string(), en: z.string(), ko: z.string() }),
  businessType: z.string(),
});
export const openProductListSchema = z.object({ products: z.array(openProductSchema) });

/** The freight trial's parcel as the token's org; `productCode` prices one product instead of all. */
export const openQuoteRequestSchema = quoteRequestSchema.omit({ orgId: true }).extend({
  productCode: z.string().trim().min(1).max(64).optional(),
});
export const openQuoteResponseSchema = quoteResponseSchema;

/** The wizard's draft; its idempotency key comes in the `Idempotency-Key` header. */
export const openOrderDraftSchema = orderDraftFieldsSchema
  .omit({ idempotencyKey: true })
  .superRefine(refineDraft);
export type OpenOrderDraft = z.infer<typeof openOrderDraftSchema>;

export const openIdempotencyHeadersSchema = z.object({
  "idempotency-key": z.string().trim().min(1).max(100).optional(),
});

export const openOrderSchema = orderPlaceResultSchema;

/** The most orders, labels or numbers one open-API call takes. */
export const OPEN_BATCH_MAX = 100;

/** Up to 100 drafts, each with its own `idempotencyKey` (a retry of the batch answers each first order). */
export const openOrderBatchRequestSchema = z.object({
  orders: z.array(orderDraftSchema).min(1).max(OPEN_BATCH_MAX),
});
export const openOrderBatchResultSchema = z.object({
  results: z.array(
    z.object({
      index: z.number().int(),
      ok: z.boolean(),
      order: orderPlaceResultSchema.optional(),
      error: z.object({ code: z.string(), message: z.string() }).optional(),
    }),
  ),
});

/** An order by its order number, its reference or any of its numbers (carrier, last mile, seller...). */
export const openOrderRefParamsSchema = z.object({ ref: z.string().trim().min(1).max(100) });

export const openOrderListQuerySchema = dateRangeQuerySchema.extend({
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(ORDER_STATUSES).optional(),
  /** Numbers separated by commas or spaces: any kind of number an order has. */
  numbers: z.string().max(20_000).optional(),
});
export const openOrderPageSchema = pageOf(orderRowSchema);

export const openOrderDetailSchema = orderDetailSchema;
export const openOrderCancelledSchema = orderCancelledSchema;

export const openWalletsSchema = z.object({ wallets: z.array(walletSchema) });

/** The edit's groups (those the order's product allows); the key comes in the `Idempotency-Key` header. */
export const openOrderUpdateSchema = orderEditChangesSchema;
export const openOrderUpdatedSchema = orderEditedSchema;

/** Up to 100 orders (each by its order number, reference or any number) whose labels print as one PDF. */
export const openMergeLabelsRequestSchema = z.object({
  orders: z.array(z.string().trim().min(1).max(100)).min(1).max(OPEN_BATCH_MAX),
});

/** Up to 100 numbers (order numbers, references or any number of an order). */
export const openTrackingRequestSchema = z.object({
  numbers: z.array(z.string().trim().min(1).max(100)).min(1).max(OPEN_BATCH_MAX),
});
export const openTrackingResultSchema = z.object({
  results: z.array(
    z.object({
      number: z.string(),
      found: z.boolean(),
      orderNo: z.string().nullable(),
      status: z.enum(ORDER_STATUSES).nullable(),
      /** The parcel's tracking status (null: no mapped event yet) and its text in the caller's language. */
      trackingStatus: z.enum(TRACK_STATUSES).nullable(),
      trackingStatusText: z.string(),
      /** The parcel's timeline merged across the order's numbers, newest first (the console's tracking events). */
      events: z.array(trackEventSchema),
    }),
  ),
});
