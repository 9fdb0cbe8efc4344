import {
  CANCEL_REQUEST_STATUSES,
  CARGO_TYPES,
  DERIVED_TRACK_STATES,
  type DerivedTrackState,
  declarationIssues,
  deliveryNumberIssues,
  isHsCode,
  isPositiveMoney,
  LABEL_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PARCEL_MAX_PIECES,
  SELLER_MARKETPLACES,
  SUBMISSION_STATUSES,
  TRACK_STATUSES,
  toSingleLine,
  validateOrderAddress,
} from "@pp/domain";
import { z } from "zod";
import { addressFieldsSchema } from "./addresses.contract";
import { cursorQuerySchema, dateRangeQuerySchema, idCursorQuerySchema, pageOf } from "./common.contract";
import { idempotencyKeyText, moneyText, optionalText, requiredText } from "./fields.contract";
import { quotePieceSchema, quoteResultLineSchema } from "./quote.contract";

// Orders (issue 12; spec §2 single order wizard, order list, order detail; §3 Box and declaration; §4 order and
// payment statuses; §5 order rules). Money, weights and sizes travel as decimal text; issue messages are message
// keys on the field they concern (the country rules come from @pp/domain's order.rules.ts and customs.rules.ts).

export {
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  type OrderPaymentStatus,
  type OrderStatus,
} from "@pp/domain";

const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: "CATALOG_CURRENCY_FORMAT" });
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: "countryCode" });
const line = (max: number) => z.string().overwrite(toSingleLine).trim().max(max).default("");

/** A sender or receiver as the order keeps it: the address book's fields, and the house number where needed. */
export const orderPartySchema = addressFieldsSchema.extend({ houseNumber: line(20) });
export type OrderParty = z.infer<typeof orderPartySchema>;

/** One declaration line of a box (spec §3 Box and declaration). Unit values are in the order's declared currency. */
export const orderLineSchema = z.object({
  goodsNameZh: requiredText(200),
  goodsNameEn: requiredText(200),
  quantity: z.number().int().min(1, { message: "positive" }).max(999_999),
  unitValue: moneyText.refine(isPositiveMoney, { message: "positive" }),
  hsCode: requiredText(20).refine(isHsCode, { message: "orderHsCode" }),
  originCountry: countryCode.default("CN"),
  sku: optionalText(100),
  brand: optionalText(100),
  model: optionalText(100),
  material: optionalText(100),
  usage: optionalText(100),
  /** The product page or the Amazon ASIN. */
  link: optionalText(500),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A box: size in cm (1 decimal), weight in kg (3 decimals), and its declaration lines (the draft needs one or more). */
export const orderBoxSchema = quotePieceSchema.extend({
  lines: z.array(orderLineSchema).max(100),
});
export type OrderBox = z.infer<typeof orderBoxSchema>;

/**
 * An order as the wizard (and later bulk import and the open API) hands it in. The server prices it again: a
 * client's price is never read. `idempotencyKey` names this submission: the same key answers the first order.
 */

/** The seller's own label as an order carries it: the marketplace that issued it and its tracking number. */
export const sellerLabelSchema = z.object({
  marketplace: z.enum(SELLER_MARKETPLACES),
  trackingNumber: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(50)
    .regex(/^[A-Za-z0-9-]+$/, { message: "VALIDATION_FAILED" }),
});
export type SellerLabel = z.infer<typeof sellerLabelSchema>;

/** The draft's fields before the rules across them (`refineDraft`); the open API takes them without the key. */
export const orderDraftFieldsSchema = z.object({
  idempotencyKey: idempotencyKeyText,
  /** A sales product the caller's org has signed. */
  productId: z.number().int().positive(),
  destination: z.object({
    country: countryCode,
    /** ISO subdivision code where the country has them (US, CA, AU, MX). */
    state: line(100),
    city: line(100),
    postcode: line(12),
  }),
  sender: orderPartySchema,
  receiver: orderPartySchema,
  cargoType: z.enum(CARGO_TYPES).default("general"),
  remarks: optionalText(500),
  /** The courier type (dictionary `courier_type`); bulk import asks for it, the wizard leaves it empty. */
  courierType: optionalText(30),
  premiumPackageCodes: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  insured: z.boolean().default(false),
  boxes: z
    .array(orderBoxSchema)
    .min(1, { message: "QUOTE_PIECES_RANGE" })
    .max(PARCEL_MAX_PIECES, { message: "QUOTE_PIECES_RANGE" }),
  declaredCurrency: currencyCode.default("USD"),
  /** The total the customer states; when given it must equal Σ quantity × unit value. */
  declaredTotal: moneyText.optional(),
  /** Cash on delivery; empty for none. */
  codAmount: z.union([z.literal(""), moneyText]).default(""),
  codCurrency: z.union([z.literal(""), currencyCode]).default(""),
  vatNo: optionalText(30),
  eoriNo: optionalText(30),
  hmrcNo: optionalText(30),
  iossNo: optionalText(30),
  /** The customer's own reference, unique among its org's orders that are not cancelled. */
  referenceNo: optionalText(50),
  /** Domestic inbound courier numbers, one per box (or none yet). */
  deliveryNumbers: z
    .array(z.string().trim().min(1, { message: "required" }).max(50))
    .max(PARCEL_MAX_PIECES)
    .default([]),
  /**
   * The seller's own label (a marketplace's, spec §3 usePreRecordedType): its marketplace and tracking number;
   * the PDF is uploaded to the placed order (POST /api/orders/orders/:id/seller-label). Null for none.
   */
  sellerLabel: sellerLabelSchema.nullable().default(null),
  /** Keep it as a draft (created, unpaid): no charge until it is paid from the list. */
  saveAsDraft: z.boolean().default(false),
  /** The wallet currency to pay from; missing = the org's settlement currency. */
  currency: currencyCode.optional(),
});

/** The rules across a draft's fields. */
export const refineDraft = (
  draft: Omit<z.output<typeof orderDraftFieldsSchema>, "idempotencyKey">,
  ctx: z.RefinementCtx,
) => {
  for (const [party, type] of [
    ["sender", "sender"],
    ["receiver", "consignee"],
  ] as const)
    for (const issue of validateOrderAddress({ ...draft[party], type }))
      ctx.addIssue({ code: "custom", path: [party, issue.field], message: issue.key });
  const { receiver, destination } = draft;
  if (receiver.countryCode && receiver.countryCode !== destination.country)
    ctx.addIssue({
      code: "custom",
      path: ["receiver", "countryCode"],
      message: "orderReceiverDestination",
    });
  else if (destination.postcode && receiver.postcode && receiver.postcode !== destination.postcode)
    ctx.addIssue({ code: "custom", path: ["receiver", "postcode"], message: "orderReceiverDestination" });
  for (const issue of [
    ...declarationIssues({ boxes: draft.boxes, statedTotal: draft.declaredTotal }),
    ...deliveryNumberIssues(draft.boxes.length, draft.deliveryNumbers),
  ])
    ctx.addIssue({ code: "custom", path: issue.field.split(".").map(pathPart), message: issue.key });
  if (draft.codAmount && !draft.codCurrency)
    ctx.addIssue({ code: "custom", path: ["codCurrency"], message: "required" });
};

export const orderDraftSchema = orderDraftFieldsSchema.superRefine(refineDraft);
const pathPart = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);
export type OrderDraftRequest = z.input<typeof orderDraftSchema>;
export type OrderDraft = z.output<typeof orderDraftSchema>;

/** A note the server adds to an accepted order (the EU flat duty), in the caller's language. */
export const orderNoteSchema = z.object({ field: z.string(), message: z.string() });

/** The answer to placing (or paying) one order. */
export const orderPlaceResultSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  version: z.number().int(),
  /** What the wallet was charged; null for a draft. */
  charged: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  /** The wallet's available balance after the charge; null for a draft. */
  walletAvailable: z.string().nullable(),
  notes: z.array(orderNoteSchema),
});
export type OrderPlaceResult = z.infer<typeof orderPlaceResultSchema>;

/** Drafts one bulk placement may carry (spec §1 placement single and bulk): well inside the JSON body limit. */
export const ORDER_BATCH_MAX = 500;

/** Bulk placement: many drafts in one request, each placed or refused on its own as the single call would. */
export const orderBatchRequestSchema = z.object({
  drafts: z.array(orderDraftSchema).min(1).max(ORDER_BATCH_MAX),
});
export type OrderBatchRequest = z.input<typeof orderBatchRequestSchema>;

/** One answer per draft, in the request's order (`index` into `drafts`): placed, or refused with its message. */
export const orderBatchResultSchema = z.object({
  results: z.array(
    z.discriminatedUnion("ok", [
      z.object({ index: z.number().int(), ok: z.literal(true), order: orderPlaceResultSchema }),
      z.object({ index: z.number().int(), ok: z.literal(false), code: z.string(), message: z.string() }),
    ]),
  ),
});
export type OrderBatchResult = z.infer<typeof orderBatchResultSchema>;

/** Pays drafts of the caller's org, each priced again and charged on its own. */
export const orderPayRequestSchema = z.object({
  orderIds: z.array(z.number().int().positive()).min(1).max(100),
});
export type OrderPayRequest = z.infer<typeof orderPayRequestSchema>;

/** A batch of orders answered per order, in the request's order: done, or refused with its code and message. */
const perOrderResults = <T extends z.ZodType>(order: T) =>
  z.object({
    results: z.array(
      z.discriminatedUnion("ok", [
        z.object({ orderId: z.number().int(), ok: z.literal(true), order }),
        z.object({ orderId: z.number().int(), ok: z.literal(false), code: z.string(), message: z.string() }),
      ]),
    ),
  });

/** One answer per draft: paid, or refused. */
export const orderPayResultSchema = perOrderResults(orderPlaceResultSchema);
export type OrderPayResult = z.infer<typeof orderPayResultSchema>;

/** Cancels orders not yet handed over (the caller's own org's, or any for staff), each on its own. */
export const orderCancelRequestSchema = orderPayRequestSchema;
export type OrderCancelRequest = z.infer<typeof orderCancelRequestSchema>;

/** Copies an order into a new draft; the same key answers the draft the first copy made (a double click). */
export const orderCopyRequestSchema = z.object({ idempotencyKey: idempotencyKeyText });
export type OrderCopyRequest = z.infer<typeof orderCopyRequestSchema>;

/**
 * A cancelled order, its charge refunded in full to the wallet (null when it was never charged); or, for a
 * handed-over order, the cancel request opened for platform staff to answer (`requested`, the order unchanged).
 */
export const orderCancelledSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  version: z.number().int(),
  refunded: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  requested: z.boolean(),
});
export type OrderCancelled = z.infer<typeof orderCancelledSchema>;

/** One answer per order: cancelled, or refused. */
export const orderCancelResultSchema = perOrderResults(orderCancelledSchema);
export type OrderCancelResult = z.infer<typeof orderCancelResultSchema>;

/**
 * The warehouse's weigh-in of an order (issue 13): the measured weight and sizes of each of its boxes, in the
 * order of its boxes. The order is priced again with them and the difference charged or refunded.
 */
export const orderWeighInRequestSchema = z.object({
  boxes: z.array(quotePieceSchema).min(1).max(PARCEL_MAX_PIECES),
});
export type OrderWeighInRequest = z.infer<typeof orderWeighInRequestSchema>;
export type WeighedBox = OrderWeighInRequest["boxes"][number];

/**
 * A weighed order: its chargeable weight and price before and after, the difference (positive: charged,
 * negative: refunded, in the wallet currency) and the arrears the wallet could not pay (null when none; the order
 * then cannot ship until the customer pays them).
 */
export const orderWeighedSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  version: z.number().int(),
  chargeableKg: z.object({ from: z.string(), to: z.string() }),
  charge: z.object({ from: z.string(), to: z.string(), currency: z.string() }),
  difference: z.string(),
  arrears: z.string().nullable(),
});
export type OrderWeighed = z.infer<typeof orderWeighedSchema>;

/** Platform staff's list of cancel requests, newest first, optionally of one status. */
export const cancelRequestQuerySchema = idCursorQuerySchema.extend({
  status: z.enum(CANCEL_REQUEST_STATUSES).optional(),
});
export type CancelRequestQuery = z.infer<typeof cancelRequestQuerySchema>;

export const cancelRequestSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orgName: z.string(),
  requesterName: z.string(),
  requestedAt: z.string(),
  status: z.enum(CANCEL_REQUEST_STATUSES),
  answeredAt: z.string().nullable(),
  refusal: z.string(),
  /** What confirming gives back to the wallet (null for an order never charged). */
  charged: z.object({ amount: z.string(), currency: z.string() }).nullable(),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;
export const cancelRequestPageSchema = pageOf(cancelRequestSchema);

/** An order's latest cancel request as its detail page shows it (null when none was made). */
export const orderCancelRequestStateSchema = z
  .object({
    status: z.enum(CANCEL_REQUEST_STATUSES),
    requestedAt: z.string(),
    answeredAt: z.string().nullable(),
    refusal: z.string(),
  })
  .nullable();
export type OrderCancelRequestState = z.infer<typeof orderCancelRequestStateSchema>;

/** Staff refuse a cancel request with the reason the customer reads. */
export const cancelRequestRefusalSchema = z.object({ reason: requiredText(200) });

// ---- list -------------------------------------------------------------------------------------------

/** The list's status tabs: every status and "all". */
export const ORDER_TABS = ["all", ...ORDER_STATUSES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ORDER_PRINT_FILTERS = ["notPrinted", "printed", "reprinted"] as const;
export type OrderPrintFilter = (typeof ORDER_PRINT_FILTERS)[number];

export const orderListQuerySchema = cursorQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  cursor: z.coerce.number().int().positive().optional(),
  /** Numbers pasted one per line (or separated by commas or spaces): any kind of number an order has. */
  numbers: z.string().max(20_000).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  productId: z.coerce.number().int().positive().optional(),
  country: countryCode.optional(),
  /** The user who created the order (any account of the visible orgs). */
  creatorId: z.coerce.number().int().positive().optional(),
  /** A sub-account of the caller's org: the orders it created. */
  subAccountId: z.coerce.number().int().positive().optional(),
  /** Platform staff and suppliers: one customer org. */
  orgId: z.coerce.number().int().positive().optional(),
  /** By its label's prints: pushed and never printed, printed at least once, printed more than once. */
  print: z.enum(ORDER_PRINT_FILTERS).optional(),
  /** Issue 17: orders whose parcel is in one of the derived tracking states (the dashboard's counts). */
  trackState: z.enum(DERIVED_TRACK_STATES).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** Money the viewer may see: customers the sales amount, suppliers the cost, staff both. */
const visibleMoney = z.object({ amount: z.string(), currency: z.string() }).nullable();

export const orderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  referenceNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  orgId: z.number().int(),
  orgName: z.string(),
  creatorName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  destinationCountry: z.string(),
  receiverName: z.string(),
  boxCount: z.number().int(),
  chargeableWeightKg: z.string(),
  /** The sales total in the wallet currency; null for suppliers. */
  amount: visibleMoney,
  /** The cost total; null for customers. */
  cost: visibleMoney,
  /** The last-mile carrier and its number, what a seller uploads to its marketplace; null until known. */
  finalLogisticsName: z.string().nullable(),
  tracknetCode: z.string().nullable(),
  /** How often its label was printed (above 1: reprinted). */
  printCount: z.number().int(),
  /** The parcel's track status (issue 17); null while it has none. */
  trackStatus: z.enum(TRACK_STATUSES).nullable(),
  createdAt: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** Orders per status tab in the caller's scope (not narrowed by the other filters), from kept counters. */
export const orderTabCountsSchema = z.object(
  Object.fromEntries(ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<OrderTab, z.ZodNumber>,
);
export type OrderTabCounts = z.infer<typeof orderTabCountsSchema>;

export const orderPageSchema = pageOf(orderRowSchema).extend({ tabCounts: orderTabCountsSchema });
export type OrderPage = z.infer<typeof orderPageSchema>;

/** The dashboard's tracking counts (spec §2): orders in each derived state, scoped as the list. */
export const trackStateCountsSchema = z.object(
  Object.fromEntries(DERIVED_TRACK_STATES.map((state) => [state, z.number().int()])) as Record<
    DerivedTrackState,
    z.ZodNumber
  >,
);
export type TrackStateCounts = z.infer<typeof trackStateCountsSchema>;

export const trackStateCountsQuerySchema = z.object({
  /** Platform staff: one customer org. */
  orgId: z.coerce.number().int().positive().optional(),
});

// ---- detail -----------------------------------------------------------------------------------------

export const ORDER_NUMBER_KINDS = [
  "domesticInbound",
  "customer",
  "carrierMaster",
  "carrierPiece",
  "transfer",
  /** The tracking number of the seller's own label (a marketplace's: spec §3 usePreRecordedType). */
  "sellerTracking",
] as const;
export type OrderNumberKind = (typeof ORDER_NUMBER_KINDS)[number];

export const orderNumberSchema = z.object({
  kind: z.enum(ORDER_NUMBER_KINDS),
  number: z.string(),
  /** 1-based box number; null for the whole order. */
  boxNo: z.number().int().nullable(),
  carrier: z.string(),
  source: z.string(),
  createdAt: z.string(),
});

/** The stored quote, as the viewer may see it. */
export const orderBillingSchema = z.object({
  productVersion: z.number().int(),
  zone: z.object({ code: z.string(), name: z.string() }),
  weights: z.object({ actualKg: z.string(), volumetricKg: z.string(), chargeableKg: z.string() }),
  /** Customers and staff; null for suppliers. */
  sales: z
    .object({
      baseFreight: z.string(),
      lines: z.array(quoteResultLineSchema),
      total: z.string(),
      currency: z.string(),
      charged: z.object({ amount: z.string(), currency: z.string() }),
      exchange: z.object({ rate: z.string(), date: z.string().nullable() }),
      /** What a weigh-in left unpaid (the order cannot ship until its customer pays it); null when nothing. */
      arrears: z.object({ amount: z.string(), currency: z.string() }).nullable(),
    })
    .nullable(),
  /** Suppliers and staff; null for customers (and when the product has no cost record serving the parcel). */
  cost: z
    .object({
      costProductId: z.number().int(),
      version: z.number().int(),
      total: z.string(),
      currency: z.string(),
    })
    .nullable(),
  /** Staff only: sales less cost in the wallet currency. */
  margin: z.string().nullable(),
});
export type OrderBilling = z.infer<typeof orderBillingSchema>;

export const orderLogSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userName: z.string(),
  event: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string(),
});
export type OrderLog = z.infer<typeof orderLogSchema>;
export const orderLogPageSchema = pageOf(orderLogSchema);
export const orderLogQuerySchema = cursorQuerySchema.extend({
  cursor: z.coerce.number().int().positive().optional(),
});

const partyView = orderPartySchema.extend({ houseNumber: z.string() });

export const orderDetailSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  referenceNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  version: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  creatorName: z.string(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  origin: z.object({ country: z.string() }),
  destination: z.object({ country: z.string(), state: z.string(), city: z.string(), postcode: z.string() }),
  cargoType: z.enum(CARGO_TYPES),
  remarks: z.string(),
  premiumPackageCodes: z.array(z.string()),
  insured: z.boolean(),
  declaredCurrency: z.string(),
  declaredTotal: z.string(),
  cod: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  taxIds: z.object({ vatNo: z.string(), eoriNo: z.string(), hmrcNo: z.string(), iossNo: z.string() }),
  billing: orderBillingSchema,
  sender: partyView,
  receiver: partyView,
  boxes: z.array(
    z.object({
      boxNo: z.number().int(),
      lengthCm: z.string(),
      widthCm: z.string(),
      heightCm: z.string(),
      weightKg: z.string(),
      declaredValue: z.string(),
      lines: z.array(orderLineSchema.extend({ lineValue: z.string() })),
    }),
  ),
  numbers: z.array(orderNumberSchema),
  finalLogisticsName: z.string().nullable(),
  tracknetCode: z.string().nullable(),
  /**
   * The last-mile distributor of its cost record's delivery service, with the tracking page of the last-mile
   * number (tracknetCode) when the distributor has a template; null when the cost record names no delivery service.
   * The delivery service itself (how the platform routes it) only for platform staff.
   */
  lastMile: z
    .object({
      distributorCode: z.string(),
      distributorName: z.string(),
      deliveryServiceName: z.string().nullable(),
      trackingUrl: z.string().nullable(),
    })
    .nullable(),
  notes: z.array(orderNoteSchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The newest entries of the order log (the whole log: GET …/logs). */
  log: z.array(orderLogSchema),
  /**
   * The seller's own label: never pushed to a carrier, printed from the PDF the seller uploaded (null until then;
   * `printCount` counts its prints). Null for an order without one.
   */
  sellerLabel: sellerLabelSchema
    .extend({
      file: z.object({ name: z.string(), size: z.number().int(), printCount: z.number().int() }).nullable(),
    })
    .nullable(),
  /** Its submission to the carrier (spec §4), null before it is queued. */
  submission: z
    .object({
      status: z.enum(SUBMISSION_STATUSES),
      providerName: z.string(),
      trackingNumber: z.string().nullable(),
      labelStatus: z.enum(LABEL_STATUSES),
      /** The carrier's own words when it refused or failed. */
      errorMessage: z.string(),
      pushedAt: z.string().nullable(),
      byHand: z.boolean(),
    })
    .nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ---- list filter choices ------------------------------------------------------------------------------

/**
 * What the order list's filters offer the caller (GET /api/orders/filter-options): the products its visible
 * orders may carry, the accounts that may have created them (a customer's main account and sub-accounts;
 * empty for a sub-account), and for platform staff and suppliers the customer orgs of their data scope.
 */
export const orderFilterOptionsSchema = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  creators: z.array(z.object({ id: z.number().int(), name: z.string(), subAccount: z.boolean() })),
  customers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type OrderFilterOptions = z.infer<typeof orderFilterOptionsSchema>;
