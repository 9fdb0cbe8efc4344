import { DOCKING_REQUEST_STATUSES, isHttpUrl } from "@pp/domain";
import { z } from "zod";
import {
  dateRangeQuerySchema,
  idCursorQuerySchema,
  localizedTextSchema,
  pageOf,
  pageQuerySchema,
} from "./common.contract";
import { idempotencyKeyText, optionalText, requiredText } from "./fields.contract";

// Carriers (issue 15; spec §3 Docking provider, §7 api/dockingProvider, apiLog): the provider types the
// platform can talk to, the docking providers (provider accounts) built on them, and the API log of every call.

const id = z.number().int().positive();

export const CARRIER_SETTING_KINDS = ["text", "secret", "url", "number", "select", "boolean"] as const;

/** A provider type of the registry, with the form its accounts are configured by. */
export const carrierTypeSchema = z.object({
  serviceClass: z.string(),
  interfaceType: z.enum(["api", "manual"]),
  names: localizedTextSchema,
  sandbox: z.boolean(),
  unverified: z.boolean(),
  settings: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(CARRIER_SETTING_KINDS),
      label: localizedTextSchema,
      help: localizedTextSchema.optional(),
      required: z.boolean(),
      options: z.array(z.object({ value: z.string(), label: localizedTextSchema })).optional(),
      default: z.string().optional(),
    }),
  ),
  capabilities: z.object({
    cancel: z.boolean(),
    tracking: z.boolean(),
    asyncLabels: z.boolean(),
    labelFormats: z.array(z.enum(["pdf", "zpl"])),
  }),
});
export type CarrierType = z.infer<typeof carrierTypeSchema>;

export const BREAKER_STATES = ["closed", "open", "halfOpen"] as const;
export type BreakerState = (typeof BREAKER_STATES)[number];

/** Whose account a docking provider is (spec §3 provider attribute): the platform's, or a customer's own. */
export const PROVIDER_ATTRIBUTES = ["platform", "customer"] as const;

export const dockingProviderSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  serviceClass: z.string(),
  interfaceType: z.enum(["api", "manual"]),
  sandbox: z.boolean(),
  isPublic: z.boolean(),
  attribute: z.enum(PROVIDER_ATTRIBUTES),
  ownerOrgId: id.nullable(),
  ownerOrgName: z.string().nullable(),
  linkedProviderId: id.nullable(),
  enabled: z.boolean(),
  /** The settings that are not secret, as stored. */
  settings: z.record(z.string(), z.string()),
  /** The keys of the secret settings that hold a value (their values never leave the server). */
  secretsSet: z.array(z.string()),
  customerOrgIds: z.array(id),
  /** Share of the calls of the last 7 days that succeeded, 0 to 1; null without calls. */
  successRate: z.number().nullable(),
  calls: z.number().int(),
  /** Average milliseconds of the calls of the last 7 days that brought a label; null without any. */
  averageLabelMs: z.number().int().nullable(),
  /** A manual provider's enabled number pools at or below their low-stock threshold. */
  lowNumberPools: z.number().int(),
  breaker: z.object({
    state: z.enum(BREAKER_STATES),
    openedAt: z.string().nullable(),
    reason: z.string(),
  }),
  updatedAt: z.string(),
});
export type DockingProvider = z.infer<typeof dockingProviderSchema>;

/** A connection check's answer: whether the provider answered as it should, in how long, and the provider after. */
export const connectionCheckSchema = z.object({
  ok: z.boolean(),
  /** The provider's words, or why no call went (an open circuit); "" when ok. */
  message: z.string(),
  durationMs: z.number().int(),
  provider: dockingProviderSchema,
});
export type ConnectionCheck = z.infer<typeof connectionCheckSchema>;

export const dockingProviderListSchema = pageOf(dockingProviderSchema);

export const dockingProviderQuerySchema = z.object({
  keyword: z.string().trim().max(60).optional(),
  serviceClass: z.string().max(60).optional(),
});

/** Adds a provider without `id`, else changes it. A secret setting left empty keeps the stored one. */
export const dockingProviderInputSchema = z.object({
  id: id.optional(),
  code: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/, { message: "code" }),
  name: requiredText(60),
  serviceClass: requiredText(60),
  isPublic: z.boolean().default(false),
  linkedProviderId: id.nullable().default(null),
  enabled: z.boolean().default(true),
  settings: z.record(z.string(), z.string().max(2000)).default({}),
});
export type DockingProviderInput = z.infer<typeof dockingProviderInputSchema>;
export type DockingProviderRequest = z.input<typeof dockingProviderInputSchema>;

/** The customers a provider that is not public serves. */
export const dockingProviderCustomersSchema = z.object({ orgIds: z.array(id).max(1000) });

export const API_CALL_OUTCOMES = ["ok", "rejected", "unavailable", "notFound", "refused"] as const;
export type ApiCallOutcome = (typeof API_CALL_OUTCOMES)[number];

/** "outbound": the platform called a provider; "inbound": a customer called the open API. */
export const API_CALL_DIRECTIONS = ["outbound", "inbound"] as const;
export type ApiCallDirection = (typeof API_CALL_DIRECTIONS)[number];

export const apiLogRowSchema = z.object({
  id,
  at: z.string(),
  direction: z.enum(API_CALL_DIRECTIONS),
  providerId: id.nullable(),
  providerName: z.string().nullable(),
  /** The customer the call was for (whose order was pushed, whose open-API token called). */
  orgId: id.nullable(),
  orgName: z.string().nullable(),
  /** The open-API token an inbound call came with, and its name (none for a call refused for its token). */
  apiTokenId: id.nullable(),
  apiTokenName: z.string().nullable(),
  /** What was called: an adapter operation (`createShipment`) or an open-API endpoint (`orders.create`). */
  operation: z.string(),
  orderNo: z.string().nullable(),
  method: z.string(),
  url: z.string(),
  status: z.number().int(),
  outcome: z.enum(API_CALL_OUTCOMES),
  durationMs: z.number().int(),
});
export const apiLogDetailSchema = apiLogRowSchema.extend({
  request: z.string(),
  response: z.string(),
  /** The label the answer carried, kept in the file store instead of the log. */
  labelFile: z.string().nullable(),
});
export type ApiLogRow = z.infer<typeof apiLogRowSchema>;
export type ApiLogDetail = z.infer<typeof apiLogDetailSchema>;

export const apiLogPageSchema = pageOf(apiLogRowSchema);

/** A customer's own open-API calls: filtered by token, endpoint, outcome, time and order number. */
export const myApiLogQuerySchema = idCursorQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  apiTokenId: z.coerce.number().int().positive().optional(),
  operation: z.string().max(40).optional(),
  outcome: z.enum(API_CALL_OUTCOMES).optional(),
  orderNo: z.string().trim().max(40).optional(),
});
export type MyApiLogQuery = z.infer<typeof myApiLogQuerySchema>;

/** Platform staff read every call, also by direction, provider and customer. */
export const apiLogQuerySchema = myApiLogQuerySchema.extend({
  direction: z.enum(API_CALL_DIRECTIONS).optional(),
  providerId: z.coerce.number().int().positive().optional(),
  orgId: z.coerce.number().int().positive().optional(),
});
export type ApiLogQuery = z.infer<typeof apiLogQuerySchema>;

/** A token the API log can be filtered by: the caller's (a customer's), or one customer's (staff). */
export const apiLogTokenSchema = z.object({
  id,
  name: z.string(),
  prefix: z.string(),
  revoked: z.boolean(),
});
export type ApiLogToken = z.infer<typeof apiLogTokenSchema>;
export const apiLogTokensSchema = z.object({ tokens: z.array(apiLogTokenSchema) });
export type ApiLogTokens = z.infer<typeof apiLogTokensSchema>;
export const apiLogTokensQuerySchema = z.object({ orgId: z.coerce.number().int().positive() });

/** The longest window the statistics cover; a longer one is cut to its last this many days. */
export const API_LOG_STATS_MAX_DAYS = 31;
/** The window the statistics cover when none is given. */
export const API_LOG_STATS_DEFAULT_DAYS = 7;
export const API_LOG_STATS_GROUPS = ["operation", "provider"] as const;

/** The API log's statistics: by endpoint (operation) or provider, per day or over the whole window. */
export const myApiLogStatsQuerySchema = dateRangeQuerySchema.extend({
  /** Per day, or one row per endpoint or provider over the whole window. */
  byDay: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  /** The reader's offset from UTC in minutes (UTC+8: 480): a day runs from its midnight to the next. */
  offsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
});
export const apiLogStatsQuerySchema = myApiLogStatsQuerySchema.extend({
  groupBy: z.enum(API_LOG_STATS_GROUPS).default("operation"),
  direction: z.enum(API_CALL_DIRECTIONS).optional(),
  providerId: z.coerce.number().int().positive().optional(),
  orgId: z.coerce.number().int().positive().optional(),
});
export type MyApiLogStatsQuery = z.infer<typeof myApiLogStatsQuerySchema>;
export type ApiLogStatsQuery = z.infer<typeof apiLogStatsQuerySchema>;

export const apiLogStatsRowSchema = z.object({
  /** The reader's day (yyyy-mm-dd), null over the whole window. */
  day: z.string().nullable(),
  direction: z.enum(API_CALL_DIRECTIONS),
  /** The endpoint, when grouped by it. */
  operation: z.string().nullable(),
  /** The provider, when grouped by it (null: calls that named none). */
  providerId: id.nullable(),
  providerName: z.string().nullable(),
  calls: z.number().int(),
  /** Calls whose outcome was not `ok`. */
  errors: z.number().int(),
  /** The median and the 95th percentile of the calls' durations (continuous percentiles, in ms). */
  p50Ms: z.number(),
  p95Ms: z.number(),
});
export type ApiLogStatsRow = z.infer<typeof apiLogStatsRowSchema>;
export const apiLogStatsSchema = z.object({
  /** The window the figures cover (after a missing or too long one was set). */
  from: z.string(),
  to: z.string(),
  rows: z.array(apiLogStatsRowSchema),
});
export type ApiLogStats = z.infer<typeof apiLogStatsSchema>;

/** Staff push orders to their carriers in batch, or push failed ones again (spec §4 re-push). */
export const submissionPushSchema = z.object({
  orderIds: z.array(id).min(1, { message: "orderSelectAtLeastOne" }).max(500),
});
export const SUBMISSION_PUSH_OUTCOMES = [
  "queued",
  "repushed",
  "already",
  "noProvider",
  "notPushable",
  /** It ships with the seller's own label: never pushed for a new one. */
  "sellerLabel",
] as const;
export const submissionPushResultSchema = z.object({
  results: z.array(z.object({ orderId: id, orderNo: z.string(), outcome: z.enum(SUBMISSION_PUSH_OUTCOMES) })),
});
export type SubmissionPushResult = z.infer<typeof submissionPushResultSchema>;

/** Staff mark a submission successful after confirming it with the carrier, entering its tracking number. */
export const submissionMarkSchema = z.object({
  orderId: id,
  trackingNumber: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .regex(/^[A-Za-z0-9-]{1,40}$/, { message: "orderTrackingNumberFormat" }),
});

/** The selected orders' labels printed as one PDF by a task (spec §7 batchPrintLabelPdf), each on its setting's page. */
export const labelBatchSchema = z.object({
  orderIds: z.array(id).min(1, { message: "orderSelectAtLeastOne" }).max(500),
});

/**
 * A customer's own carrier account (spec §3 provider attribute "customer"): what the customer sets; whether it is
 * public, its linked provider and its customers are the platform's to set and stay off this form.
 */
export const ownProviderInputSchema = dockingProviderInputSchema.pick({
  id: true,
  code: true,
  name: true,
  serviceClass: true,
  enabled: true,
  settings: true,
});
export type OwnProviderInput = z.infer<typeof ownProviderInputSchema>;
export type OwnProviderRequest = z.input<typeof ownProviderInputSchema>;

/** A customer's own carrier account as it reads it: the shared shape without the platform's figures. */
export const ownProviderSchema = dockingProviderSchema.pick({
  id: true,
  code: true,
  name: true,
  serviceClass: true,
  interfaceType: true,
  sandbox: true,
  enabled: true,
  settings: true,
  secretsSet: true,
  updatedAt: true,
});
export type OwnProvider = z.infer<typeof ownProviderSchema>;
export const ownProviderListSchema = pageOf(ownProviderSchema);

const urlText = z
  .string()
  .trim()
  .max(300)
  .regex(/^(https?:\/\/\S+)?$/, { message: "url" });

// Docking requests (spec §9: docking a provider API the platform lacks costs 3000 yuan each): the fee is held when
// the customer asks, captured when staff accept, released when they reject or the customer withdraws.
export { DOCKING_REQUEST_STATUSES, type DockingRequestStatus } from "@pp/domain";

export const dockingRequestInputSchema = z.object({
  carrierName: requiredText(100),
  website: urlText.default(""),
  apiDocsUrl: urlText.min(1, { message: "required" }),
  contact: requiredText(100),
  note: z.string().trim().max(500).default(""),
  /** Names this submission: a repeat with the same key answers the first request and holds nothing more. */
  idempotencyKey: idempotencyKeyText,
});
export type DockingRequestInput = z.infer<typeof dockingRequestInputSchema>;
export type DockingRequestRequest = z.input<typeof dockingRequestInputSchema>;

export const dockingRequestRejectSchema = z.object({ reason: requiredText(200) });

export const dockingRequestSchema = z.object({
  id,
  orgId: id,
  orgName: z.string(),
  carrierName: z.string(),
  website: z.string(),
  apiDocsUrl: z.string(),
  contact: z.string(),
  note: z.string(),
  fee: z.string(),
  currency: z.string(),
  status: z.enum(DOCKING_REQUEST_STATUSES),
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DockingRequest = z.infer<typeof dockingRequestSchema>;
export const dockingRequestPageSchema = pageOf(dockingRequestSchema);

export const dockingRequestQuerySchema = idCursorQuerySchema.extend({
  status: z.enum(DOCKING_REQUEST_STATUSES).optional(),
});
export type DockingRequestQuery = z.infer<typeof dockingRequestQuerySchema>;

// ---- last mile: distributors and delivery services (spec §2 distributor and delivery service editing, §7
// api/tailLogistics) ------------------------------------------------------------------------------------

const lastMileCode = z
  .string()
  .trim()
  .min(1, { message: "required" })
  .max(30)
  .regex(/^[A-Za-z0-9_-]+$/, { message: "code" });
const countryCodes = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { message: "countryCode" }),
  )
  .max(300)
  .default([]);
const enabledFilter = z.enum(["true", "false"]).optional();

/** A last-mile carrier (末端派送商) that delivers parcels in its countries: USPS, Royal Mail, CJ대한통운, 顺丰. */
export const distributorSchema = z.object({
  id,
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
  countries: z.array(z.string()),
  website: z.string(),
  /** The tracking page with `{number}` where the tracking number goes; empty without one. */
  trackingUrlTemplate: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  /** How many delivery services it delivers (it cannot be deleted while any does). */
  serviceCount: z.number().int(),
  updatedAt: z.string(),
});
export type Distributor = z.infer<typeof distributorSchema>;
export const distributorPageSchema = pageOf(distributorSchema);

export const distributorQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(60).optional(),
  country: z.string().trim().max(2).optional(),
  enabled: enabledFilter,
});
export type DistributorQuery = z.infer<typeof distributorQuerySchema>;

export const distributorInputSchema = z.object({
  code: lastMileCode,
  nameZh: requiredText(100),
  nameEn: requiredText(100),
  nameKo: requiredText(100),
  countries: countryCodes,
  website: z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === "" || isHttpUrl(value), { message: "url" })
    .default(""),
  /** Checked by the server (`isTrackingUrlTemplate`), which names the field in the caller's language. */
  trackingUrlTemplate: z.string().trim().max(500).default(""),
  enabled: z.boolean().default(true),
  remark: optionalText(500),
});
export type DistributorInput = z.input<typeof distributorInputSchema>;

/** A service a distributor delivers behind a docking provider (尾程服务), under the provider's service code. */
export const deliveryServiceSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  distributorId: id,
  distributorCode: z.string(),
  distributorName: localizedTextSchema,
  providerId: id,
  providerCode: z.string(),
  providerName: z.string(),
  providerServiceCode: z.string(),
  countries: z.array(z.string()),
  enabled: z.boolean(),
  remark: z.string(),
  updatedAt: z.string(),
});
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;
export const deliveryServicePageSchema = pageOf(deliveryServiceSchema);

export const deliveryServiceQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(60).optional(),
  distributorId: z.coerce.number().int().positive().optional(),
  providerId: z.coerce.number().int().positive().optional(),
  country: z.string().trim().max(2).optional(),
  enabled: enabledFilter,
});
export type DeliveryServiceQuery = z.infer<typeof deliveryServiceQuerySchema>;

export const deliveryServiceInputSchema = z.object({
  code: lastMileCode,
  name: requiredText(100),
  distributorId: id,
  providerId: id,
  providerServiceCode: optionalText(60),
  countries: countryCodes,
  enabled: z.boolean().default(true),
  remark: optionalText(500),
});
export type DeliveryServiceInput = z.input<typeof deliveryServiceInputSchema>;

/** Turns a distributor or a delivery service on or off. */
export const lastMileStatusSchema = z.object({ enabled: z.boolean() });
