import { ORDER_EDIT_FIELDS, ORDER_STATUSES, PARCEL_MAX_PIECES } from "@pp/domain";
import { z } from "zod";
import { orderDraftSchema, orderLineSchema, orderPartySchema } from "./orders.contract";
import { quotePieceSchema } from "./quote.contract";

// Editing an order before it is handed over (issue 13, spec §7 getOrderEditParam / updateOrderEditParam): the
// product names the groups of fields an edit may change (ORDER_EDIT_FIELDS); a request carries only the groups it
// changes, each whole. The order is priced again and the difference to what the wallet paid is charged or refunded.

const draft = orderDraftSchema.shape;

/** The tax numbers group. */
export const orderTaxNumbersSchema = z.object({
  vatNo: draft.vatNo,
  eoriNo: draft.eoriNo,
  hmrcNo: draft.hmrcNo,
  iossNo: draft.iossNo,
});

/** The declaration group: its currency and each box's lines, in the order of the boxes. */
export const orderDeclarationSchema = z.object({
  declaredCurrency: draft.declaredCurrency,
  lines: z.array(z.array(orderLineSchema).min(1).max(100)).min(1).max(PARCEL_MAX_PIECES),
});

const groups = {
  /** The receiver; its country, province, city and postcode are the order's destination. */
  receiver: orderPartySchema,
  /** The sender; its country is the order's origin and never changes. */
  sender: orderPartySchema,
  // Without the draft's defaults: a group left out of the request stays as it is.
  referenceNo: draft.referenceNo.unwrap(),
  remarks: draft.remarks.unwrap(),
  /** Each box's size and weight, as many boxes as the order has. */
  boxes: z.array(quotePieceSchema).min(1).max(PARCEL_MAX_PIECES),
  declaration: orderDeclarationSchema,
  taxNumbers: orderTaxNumbersSchema,
  /** The premium package codes. */
  premiumPackages: draft.premiumPackageCodes.unwrap(),
} satisfies Record<(typeof ORDER_EDIT_FIELDS)[number], z.ZodType>;

const KNOWN = new Set<string>([...ORDER_EDIT_FIELDS, "idempotencyKey"]);

/** A field that is no edit group (the origin country, the product, the status...) is refused by name. */
const refuseUnknown = (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const key of Object.keys(body))
    if (!KNOWN.has(key))
      ctx.addIssue({ code: "custom", path: [key], message: "ORDER_EDIT_FIELD_NOT_ALLOWED" });
};

/** The groups an edit changes, each optional: what the preview prices. */
export const orderEditChangesSchema = z
  .object({
    receiver: groups.receiver.optional(),
    sender: groups.sender.optional(),
    referenceNo: groups.referenceNo.optional(),
    remarks: groups.remarks.optional(),
    boxes: groups.boxes.optional(),
    declaration: groups.declaration.optional(),
    taxNumbers: groups.taxNumbers.optional(),
    premiumPackages: groups.premiumPackages.optional(),
  })
  .catchall(z.unknown())
  .superRefine(refuseUnknown);
export type OrderEditChanges = z.output<typeof orderEditChangesSchema>;
export type OrderEditChangesRequest = z.input<typeof orderEditChangesSchema>;

/** An edit as it is saved: its groups and the key that makes a repeated submit change the order once. */
export const orderEditRequestSchema = orderEditChangesSchema.safeExtend({
  idempotencyKey: draft.idempotencyKey,
});
export type OrderEditRequest = z.output<typeof orderEditRequestSchema>;
export type OrderEditRequestBody = z.input<typeof orderEditRequestSchema>;

/** What an order holds of every group, as the edit form starts from it. */
export const orderEditValuesSchema = z.object({
  receiver: orderPartySchema,
  sender: orderPartySchema,
  referenceNo: z.string(),
  remarks: z.string(),
  boxes: z.array(quotePieceSchema),
  declaration: orderDeclarationSchema,
  taxNumbers: orderTaxNumbersSchema,
  premiumPackages: z.array(z.string()),
});
export type OrderEditValues = z.infer<typeof orderEditValuesSchema>;

/**
 * What may be edited on an order: the product's groups, whether the order still may be (before hand-over, not
 * weighed) and why not in the caller's language, whether a difference moves money (a paid order; a draft is
 * only priced again), and the current values.
 */
export const orderEditParamSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  version: z.number().int(),
  editable: z.boolean(),
  notEditableReason: z.string().nullable(),
  fields: z.array(z.enum(ORDER_EDIT_FIELDS)),
  paid: z.boolean(),
  originCountry: z.string(),
  charge: z.object({ amount: z.string(), currency: z.string() }),
  values: orderEditValuesSchema,
});
export type OrderEditParam = z.infer<typeof orderEditParamSchema>;

/**
 * An edit priced (the preview) or saved: the price before and after in the wallet currency and the difference
 * (positive: charged, negative: refunded; a draft's difference moves no money, `paid` is false).
 */
export const orderEditQuoteSchema = z.object({
  charge: z.object({ from: z.string(), to: z.string(), currency: z.string() }),
  difference: z.string(),
  paid: z.boolean(),
});
export type OrderEditQuote = z.infer<typeof orderEditQuoteSchema>;

export const orderEditedSchema = orderEditQuoteSchema.extend({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  version: z.number().int(),
});
export type OrderEdited = z.infer<typeof orderEditedSchema>;
