import {
  CARGO_TYPES,
  NOT_SERVED_CODES,
  PARCEL_MAX_PIECES,
  PIECE_SIZE_PATTERN,
  PIECE_WEIGHT_PATTERN,
  QUOTE_LINE_KINDS,
} from "@pp/domain";
import { z } from "zod";
import { moneyText } from "./fields.contract";

// Freight trial (spec §2 "freight trial", issue 4): one parcel priced with every product the customer may use.
// Weights, sizes and amounts travel as decimal strings; issue messages are message keys on the field they
// concern. Texts in the answer (product, zone, surcharge names, not-served reasons) are in the caller's language.

const decimal = (pattern: RegExp, key: string) =>
  z
    .string()
    .trim()
    .min(1, { message: "required", abort: true })
    .regex(pattern, { message: key, abort: true })
    .refine((value) => /[1-9]/.test(value), { message: "positive" });

/** Kilograms, greater than 0, up to 3 decimals (spec §5 weight), at most PIECE_WEIGHT_MAX_KG. */
const weightKg = decimal(PIECE_WEIGHT_PATTERN, "QUOTE_WEIGHT_RANGE");
/** Centimetres, greater than 0, up to 1 decimal, at most PIECE_SIZE_MAX_CM. */
const sizeCm = decimal(PIECE_SIZE_PATTERN, "QUOTE_SIZE_RANGE");

/** At most this many pieces in one trial (one order's boxes). */
export const QUOTE_MAX_PIECES = PARCEL_MAX_PIECES;

export const quotePieceSchema = z.object({
  lengthCm: sizeCm,
  widthCm: sizeCm,
  heightCm: sizeCm,
  weightKg,
});

export const quoteRequestSchema = z.object({
  /** Platform staff: the customer org to quote as (required). Customers: must be absent or their own org. */
  orgId: z.number().int().positive().optional(),
  destination: z.object({
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { message: "countryCode" }),
    postcode: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])?)?$/, { message: "postcode" })
      .default(""),
    city: z.string().trim().max(100).default(""),
  }),
  pieces: z
    .array(quotePieceSchema)
    .min(1, { message: "QUOTE_PIECES_RANGE" })
    .max(QUOTE_MAX_PIECES, { message: "QUOTE_PIECES_RANGE" }),
  declaredValue: z.object({
    amount: moneyText,
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { message: "CATALOG_CURRENCY_FORMAT" }),
  }),
  /** The currency to show totals in (any with a rate); missing = the org's settlement currency. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { message: "CATALOG_CURRENCY_FORMAT" })
    .optional(),
  cargoType: z.enum(CARGO_TYPES).default("general"),
  premiumPackageCodes: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  insured: z.boolean().default(false),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type QuoteRequestParsed = z.output<typeof quoteRequestSchema>;

const moneySchema = z.string();

export const quoteResultLineSchema = z.object({
  kind: z
    .enum(QUOTE_LINE_KINDS)
    .describe("adjustment lines raise the base freight (band floor, minimum charge)"),
  code: z.string(),
  name: z.string(),
  amount: moneySchema,
  showOnStatement: z.boolean(),
});
export type QuoteResultLine = z.infer<typeof quoteResultLineSchema>;

/** Platform staff only: the sales product's cost record priced for the same parcel at its default plan. */
export const quoteCostSchema = z.object({
  total: moneySchema,
  currency: z.string(),
  totalInWalletCurrency: moneySchema,
});

/** How a total went from the product currency to the wallet currency (the rate an order stores with it). */
export const quoteExchangeSchema = z.object({
  /** Units of the wallet currency per 1 unit of the product currency, to 8 significant digits. */
  rate: z.string(),
  /** The base rates the conversion used exactly: units of CNY per 1 unit of each. */
  productRate: z.string(),
  walletRate: z.string(),
  /** ISO date of the later of the two rates' last change (CNY's never changes); null for one currency. */
  date: z.string().nullable(),
});
export type QuoteExchange = z.infer<typeof quoteExchangeSchema>;

const productFields = {
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
};

export const servedQuoteSchema = z.object({
  ...productFields,
  zone: z.object({ code: z.string(), name: z.string() }),
  weights: z.object({ actualKg: z.string(), volumetricKg: z.string(), chargeableKg: z.string() }),
  baseFreight: moneySchema,
  lines: z.array(quoteResultLineSchema),
  /** The base freight, the lines and the total are in the product currency, rounded to its minor unit. */
  total: moneySchema,
  currency: z.string(),
  /** The total in the response's walletCurrency, rounded half-up to that currency's minor unit. */
  totalInWalletCurrency: moneySchema,
  exchange: quoteExchangeSchema,
  leadTime: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
  /** Platform staff only; null when the product has no cost record or the record does not serve the parcel. */
  cost: quoteCostSchema.nullable().optional(),
  /** Platform staff only: sales − cost in the wallet currency; null without a cost. */
  margin: moneySchema.nullable().optional(),
});
export type ServedQuoteResult = z.infer<typeof servedQuoteSchema>;

export const notServedQuoteSchema = z.object({
  ...productFields,
  reason: z.object({ code: z.enum(NOT_SERVED_CODES), message: z.string() }),
});
export type NotServedQuoteResult = z.infer<typeof notServedQuoteSchema>;

export const quoteResponseSchema = z.object({
  orgId: z.number().int(),
  /** The org's settlement currency: what its quotes answer in unless another currency is asked for. */
  settlementCurrency: z.string(),
  /** The currency the totals are shown in: the request's currency, else the settlement currency. */
  walletCurrency: z.string(),
  /** Sorted by total in the wallet currency, cheapest first. */
  served: z.array(servedQuoteSchema),
  notServed: z.array(notServedQuoteSchema),
  /**
   * Units of the base currency per 1 unit of every currency, as this quote read them: the order wizard checks
   * the destination's customs rules (a value against EUR 150 or GBP 135) at the rates the order is priced at.
   */
  rates: z.record(z.string(), z.string()),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const quoteOptionsQuerySchema = z.object({ orgId: z.coerce.number().int().positive().optional() });

/** What the trial form offers: premium packages of the org's products, and for platform staff the customers. */
export const quoteOptionsSchema = z.object({
  premiumPackages: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Every currency with a rate: a trial may show any of them. */
  currencies: z.array(z.string()),
  /** When the org is known: the default currency of its quotes. */
  settlementCurrency: z.string().optional(),
  /** When the org is known: the currencies it holds a wallet in (it may pay from any of them). */
  walletCurrencies: z.array(z.string()).optional(),
  customers: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type QuoteOptions = z.infer<typeof quoteOptionsSchema>;
