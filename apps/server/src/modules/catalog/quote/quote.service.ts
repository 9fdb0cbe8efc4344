import type {
  NotServedQuoteResult,
  QuoteOptions,
  QuoteRequestParsed,
  QuoteResponse,
  ServedQuoteResult,
} from "@pp/contracts";
import {
  type CompiledProduct,
  EU_GROUP_CODE,
  type Language,
  type LocalizedName,
  minorUnitOf,
  type NotServedQuote,
  type NotServedReason,
  type QuoteContext,
  type QuoteInput,
  quoteAll,
  type ServedQuote,
  translateNotServed,
} from "@pp/domain";
import { Decimal } from "decimal.js";
import { isPlatformStaff, requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import type { ReferenceCache } from "../../reference";
import type { OrderHandling, PricingCache } from "./pricing-loader";
import {
  findOrgCurrencies,
  isCustomerOrg,
  listCustomerOrgNames,
  type QuotableProduct,
} from "./quote.repository";
import type { QuoteProfileCache } from "./quote-profiles";

// The freight trial's one quote function: the screen uses it now, orders and the open API will use it to price
// a parcel for an org exactly as the org is charged.

/** The org's settlement currency (its quotes' default) and the currencies it holds a wallet in. */
const orgCurrencies = async (db: Executor, orgId: number) => {
  const found = await findOrgCurrencies(db, orgId);
  if (!found) throw new AppError("NOT_FOUND");
  return found;
};

// Input rules the schema cannot tell alone: a real destination country, and a declared-value currency and a
// currency to show with a rate.
const checkInput = (
  input: QuoteRequestParsed,
  isKnownCountry: boolean,
  rates: Readonly<Record<string, string>>,
) => {
  if (input.destination.country === EU_GROUP_CODE)
    throw AppError.field("destination.country", "QUOTE_COUNTRY_GROUP", { headline: true });
  if (!isKnownCountry)
    throw AppError.field("destination.country", "CATALOG_COUNTRY_UNKNOWN", { headline: true });
  if (!(input.declaredValue.currency in rates))
    throw AppError.field("declaredValue.currency", "CATALOG_CURRENCY_UNKNOWN", { headline: true });
  if (input.currency !== undefined && !(input.currency in rates))
    throw AppError.field("currency", "CATALOG_CURRENCY_UNKNOWN", { headline: true });
};

// Objects on this path are plain literals: on Node 20 a literal that spreads an object and then adds properties
// took 2-70 µs to build (more than pricing the product) and left garbage behind; a plain one takes about 0.1 µs.
// (A spread whose later properties only replace some of its own, as for the lines, stays fast.)

const toEngineInput = (input: QuoteRequestParsed): QuoteInput => {
  const { country, postcode, city } = input.destination;
  const destination: QuoteInput["destination"] = { country };
  if (postcode) destination.postcode = postcode;
  if (city) destination.city = city;
  return {
    destination,
    pieces: input.pieces,
    declaredValue: input.declaredValue,
    cargoType: input.cargoType,
    premiumPackageCodes: input.premiumPackageCodes,
    insured: input.insured,
    date: new Date().toISOString().slice(0, 10),
  };
};

const toNotServed = (quote: NotServedQuote, lang: Language): NotServedQuoteResult => ({
  productId: Number(quote.product.id),
  productCode: quote.product.code,
  productName: quote.product.name[lang],
  reason: { code: quote.reason.code, message: translateNotServed(lang, quote.reason) },
});

const toServed = (quote: ServedQuote, lang: Language): ServedQuoteResult => ({
  productId: Number(quote.product.id),
  productCode: quote.product.code,
  productName: quote.product.name[lang],
  zone: quote.zone,
  weights: quote.weights,
  baseFreight: quote.baseFreight,
  lines: quote.lines.map((line) => ({ ...line, name: line.name[lang] })),
  total: quote.total,
  currency: quote.currency,
  totalInWalletCurrency: quote.totalInWalletCurrency,
  exchange: quote.exchange,
  leadTime: quote.leadTime,
});

/** Sales − cost in the wallet currency: what the platform keeps on this parcel. */
const marginOf = (sales: ServedQuote, cost: ServedQuote) =>
  new Decimal(sales.totalInWalletCurrency)
    .minus(cost.totalInWalletCurrency)
    .toFixed(minorUnitOf(sales.walletCurrency), Decimal.ROUND_HALF_UP);

export type QuoteForOrgOptions = {
  orgId: number;
  input: QuoteRequestParsed;
  lang: Language;
  /** Platform staff only: also price each product's cost record and give the margin. */
  withCost?: boolean;
};

/**
 * Where a quote's facts come from, each kept per process and dropped when a change is announced: compiled
 * products, currencies and countries, and each org's quote profile (the products it may use).
 */
export type QuoteSources = { pricing: PricingCache; reference: ReferenceCache; profiles: QuoteProfileCache };

const compiledFor = (pricing: PricingCache, products: QuotableProduct[]) =>
  Promise.all(products.map((p) => pricing.get(p.id, p.planId, p.version).then((entry) => entry.compiled)));

/**
 * Prices one parcel with every product the org may use (its signed online sales products at its quote plan,
 * and its own products): served results cheapest first in the currency shown (the one asked for, else the
 * org's settlement currency), then the products that do not serve the parcel with the reason in `lang`.
 * Throws VALIDATION_FAILED naming the field for an unknown country or currency.
 */
export const quoteForOrg = async (
  { pricing, reference, profiles }: QuoteSources,
  { orgId, input, lang, withCost = false }: QuoteForOrgOptions,
): Promise<QuoteResponse> => {
  // Both from this process's caches: a trial reads the database only after a change was announced.
  const [{ rates, rateDates, countryCodes }, { products, settlementCurrency }] = await Promise.all([
    reference.get(),
    profiles.get(orgId),
  ]);
  checkInput(input, countryCodes.has(input.destination.country), rates);
  const context: QuoteContext = { rates, rateDates, walletCurrency: input.currency ?? settlementCurrency };
  const engineInput = toEngineInput(input);

  const quotes = quoteAll(await compiledFor(pricing, products), engineInput, context);
  const costs = withCost ? await quoteCosts(pricing, products, engineInput, context) : undefined;

  const served: Array<{ quote: ServedQuote; result: ServedQuoteResult }> = [];
  const notServed: NotServedQuoteResult[] = [];
  quotes.forEach((quote, index) => {
    if (!quote.served) {
      notServed.push(toNotServed(quote, lang));
      return;
    }
    const result = toServed(quote, lang);
    if (costs) {
      const cost = costs[index];
      result.cost = cost
        ? { total: cost.total, currency: cost.currency, totalInWalletCurrency: cost.totalInWalletCurrency }
        : null;
      result.margin = cost ? marginOf(quote, cost) : null;
    }
    served.push({ quote, result });
  });
  served.sort((a, b) => new Decimal(a.quote.totalInWalletCurrency).comparedTo(b.quote.totalInWalletCurrency));
  return {
    orgId,
    settlementCurrency,
    walletCurrency: context.walletCurrency,
    served: served.map((entry) => entry.result),
    notServed,
    rates,
  };
};

/** Each product's cost record (its default plan) for the same parcel, aligned with `products`. */
const quoteCosts = async (
  pricing: PricingCache,
  products: QuotableProduct[],
  input: QuoteInput,
  context: QuoteContext,
): Promise<Array<ServedQuote | undefined>> => {
  const compiled: Array<CompiledProduct | undefined> = await Promise.all(
    products.map(async (p) => {
      if (p.costProductId === null || p.costVersion === null) return undefined;
      return (await pricing.get(p.costProductId, null, p.costVersion)).compiled;
    }),
  );
  const present = compiled.filter((c): c is CompiledProduct => c !== undefined);
  const quoted = quoteAll(present, input, context);
  let next = 0;
  return compiled.map((c) => {
    if (!c) return undefined;
    const quote = quoted[next++];
    return quote?.served ? quote : undefined;
  });
};

/** One product priced for an order: the sales quote, its cost record's beside it, and what the order keeps. */
export type OrderQuote =
  | {
      served: true;
      product: {
        id: number;
        code: string;
        name: LocalizedName;
        version: number;
        planId: number | null;
        originCountry: string;
        supplierOrgId: number | null;
        /** How the order is paid and cancelled (the product's order-handling settings). */
        handling: OrderHandling;
      };
      sales: ServedQuote;
      /** Null when the product has no cost record or the record does not serve the parcel. */
      cost: { costProductId: number; version: number; quote: ServedQuote } | null;
      /** Every currency's rate (units of the base currency per unit), as the quote used them. */
      rates: Readonly<Record<string, string>>;
    }
  | { served: false; reason: NotServedReason };

/**
 * Prices a parcel for an order with one product the org may use, exactly as the trial would: the order's
 * price is always made here on the server, never taken from a client. Throws NOT_SIGNED on `productId` when
 * the org may not use the product (not signed, cancelled, offline), VALIDATION_FAILED for an unknown country
 * or currency.
 */
export const quoteProductForOrder = async (
  { pricing, reference, profiles }: QuoteSources,
  { orgId, productId, input }: { orgId: number; productId: number; input: QuoteRequestParsed },
): Promise<OrderQuote> => {
  const [{ rates, rateDates, countryCodes }, { products, settlementCurrency }] = await Promise.all([
    reference.get(),
    profiles.get(orgId),
  ]);
  const product = products.find((p) => p.id === productId);
  if (!product) throw AppError.field("productId", "NOT_SIGNED", { code: "NOT_SIGNED", headline: true });
  checkInput(input, countryCodes.has(input.destination.country), rates);
  const context: QuoteContext = { rates, rateDates, walletCurrency: input.currency ?? settlementCurrency };
  const engineInput = toEngineInput(input);
  const entry = await pricing.get(product.id, product.planId, product.version);
  const [sales] = quoteAll([entry.compiled], engineInput, context);
  if (!sales) throw new Error("the engine answered no quote");
  if (!sales.served) return { served: false, reason: sales.reason };
  const [cost] = await quoteCosts(pricing, [product], engineInput, context);
  return {
    served: true,
    product: {
      id: product.id,
      code: sales.product.code,
      name: sales.product.name,
      version: product.version,
      planId: product.planId,
      originCountry: entry.pricing.originCountry,
      supplierOrgId: product.supplierOrgId,
      handling: entry.handling,
    },
    sales,
    cost:
      cost && product.costProductId !== null && product.costVersion !== null
        ? { costProductId: product.costProductId, version: product.costVersion, quote: cost }
        : null,
    rates,
  };
};

/** The org a trial prices for: platform staff name a customer; a customer quotes as its own org only. */
export const resolveQuoteOrg = async (db: Executor, actor: Actor, orgId: number | undefined) => {
  if (!isPlatformStaff(actor)) {
    requireCan(actor, "buyForOwnOrg");
    if (orgId !== undefined && orgId !== actor.orgId) throw new AppError("FORBIDDEN");
    return { orgId: actor.orgId, withCost: false };
  }
  if (orgId === undefined) throw AppError.field("orgId", "QUOTE_ORG_REQUIRED", { headline: true });
  if (!(await isCustomerOrg(db, orgId)))
    throw AppError.field("orgId", "SIGNING_ORG_NOT_CUSTOMER", { headline: true });
  return { orgId, withCost: true };
};

export const createQuoteService = (db: Executor, sources: QuoteSources) => ({
  quote: async (actor: Actor, input: QuoteRequestParsed) => {
    const { orgId, withCost } = await resolveQuoteOrg(db, actor, input.orgId);
    return quoteForOrg(sources, { orgId, input, lang: actor.lang, withCost });
  },

  /**
   * The form's choices: the premium packages the org's products offer, currencies (the org's settlement
   * currency as the default and its wallets' first), and (platform) customers.
   */
  options: async (actor: Actor, orgId: number | undefined): Promise<QuoteOptions> => {
    const isStaff = isPlatformStaff(actor);
    const customers = isStaff ? await listCustomerOrgNames(db) : undefined;
    const { rates } = await sources.reference.get();
    const forOrg = isStaff ? orgId : (await resolveQuoteOrg(db, actor, orgId)).orgId;
    const premiumPackages = new Map<string, string>();
    if (forOrg !== undefined) {
      const { products } = await sources.profiles.get(forOrg);
      for (const product of products) {
        const { pricing: settings } = await sources.pricing.get(product.id, product.planId, product.version);
        for (const premium of settings.premiumPackages)
          premiumPackages.set(premium.code, premium.name[actor.lang]);
      }
    }
    return {
      premiumPackages: [...premiumPackages].map(([code, name]) => ({ code, name })),
      currencies: Object.keys(rates).sort(),
      ...(forOrg === undefined ? {} : await orgCurrencies(db, forOrg)),
      ...(customers ? { customers } : {}),
    };
  },
});
