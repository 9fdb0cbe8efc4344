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
  minorUnitOf,
  normalizeRate,
  type Quote,
  type QuoteContext,
  type QuoteInput,
  quoteAll,
  type ServedQuote,
  translateNotServed,
} from "@pp/domain";
import { Decimal } from "decimal.js";
import { type Actor, isPlatformStaff } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { findCountryByCode, listCurrencies } from "../reference";
import type { PricingCache } from "./pricing-loader";
import {
  costVersions,
  findOrgCurrencies,
  isCustomerOrg,
  listCustomerOrgNames,
  listQuotableProducts,
  type QuotableProduct,
} from "./quote.repository";

// The freight trial's one quote function: the screen uses it now, orders and the open API will use it to price
// a parcel for an org exactly as the org is charged.

const invalid = (field: string, messageKey: string) =>
  new AppError("VALIDATION_FAILED", { params: { messageKey }, details: [{ field, message: messageKey }] });

/**
 * Currency → units of CNY per 1 unit, and the date each rate last changed, as the engine's context wants them.
 * A currency's updatedAt moves only with its rate (reference.service writes the rate history row alongside).
 */
const currencyRates = async (db: Executor): Promise<Pick<QuoteContext, "rates" | "rateDates">> => {
  const rows = await listCurrencies(db);
  return {
    rates: Object.fromEntries(rows.map((row) => [row.code, normalizeRate(row.rate)])),
    rateDates: Object.fromEntries(rows.map((row) => [row.code, row.updatedAt.toISOString().slice(0, 10)])),
  };
};

/** The org's settlement currency (its quotes' default) and the currencies it holds a wallet in. */
const orgCurrencies = async (db: Executor, orgId: number) => {
  const found = await findOrgCurrencies(db, orgId);
  if (!found) throw new AppError("NOT_FOUND");
  return found;
};

// Input rules the schema cannot tell alone: a real destination country, and a declared-value currency and a
// currency to show with a rate.
const checkInput = (input: QuoteRequestParsed, isKnownCountry: boolean, rates: Record<string, string>) => {
  if (input.destination.country === EU_GROUP_CODE)
    throw invalid("destination.country", "QUOTE_COUNTRY_GROUP");
  if (!isKnownCountry) throw invalid("destination.country", "CATALOG_COUNTRY_UNKNOWN");
  if (!(input.declaredValue.currency in rates))
    throw invalid("declaredValue.currency", "CATALOG_CURRENCY_UNKNOWN");
  if (input.currency !== undefined && !(input.currency in rates))
    throw invalid("currency", "CATALOG_CURRENCY_UNKNOWN");
};

const toEngineInput = (input: QuoteRequestParsed): QuoteInput => ({
  destination: {
    country: input.destination.country,
    ...(input.destination.postcode ? { postcode: input.destination.postcode } : {}),
    ...(input.destination.city ? { city: input.destination.city } : {}),
  },
  pieces: input.pieces,
  declaredValue: input.declaredValue,
  cargoType: input.cargoType,
  premiumPackageCodes: input.premiumPackageCodes,
  insured: input.insured,
  date: new Date().toISOString().slice(0, 10),
});

const productFields = (quote: Quote, lang: Language) => ({
  productId: Number(quote.product.id),
  productCode: quote.product.code,
  productName: quote.product.name[lang],
});

const toServed = (quote: ServedQuote, lang: Language): ServedQuoteResult => ({
  ...productFields(quote, lang),
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

const compiledFor = (pricing: PricingCache, products: QuotableProduct[]) =>
  Promise.all(products.map((p) => pricing.get(p.id, p.planId, p.version).then((entry) => entry.compiled)));

/**
 * Prices one parcel with every product the org may use (its signed online sales products at its quote plan,
 * and its own products): served results cheapest first in the currency shown (the one asked for, else the
 * org's settlement currency), then the products that do not serve the parcel with the reason in `lang`.
 * Throws VALIDATION_FAILED naming the field for an unknown country or currency.
 */
export const quoteForOrg = async (
  db: Executor,
  pricing: PricingCache,
  { orgId, input, lang, withCost = false }: QuoteForOrgOptions,
): Promise<QuoteResponse> => {
  // Independent reads, sent together: the answer waits for one round trip, not four.
  const [{ rates, rateDates }, country, products, { settlementCurrency }] = await Promise.all([
    currencyRates(db),
    findCountryByCode(db, input.destination.country),
    listQuotableProducts(db, orgId),
    orgCurrencies(db, orgId),
  ]);
  checkInput(input, country !== undefined, rates);
  const context: QuoteContext = { rates, rateDates, walletCurrency: input.currency ?? settlementCurrency };
  const engineInput = toEngineInput(input);

  const quotes = quoteAll(await compiledFor(pricing, products), engineInput, context);
  const costs = withCost ? await quoteCosts(db, pricing, products, engineInput, context) : undefined;

  const served: Array<{ quote: ServedQuote; result: ServedQuoteResult }> = [];
  const notServed: NotServedQuoteResult[] = [];
  quotes.forEach((quote, index) => {
    if (!quote.served) {
      notServed.push({
        ...productFields(quote, lang),
        reason: { code: quote.reason.code, message: translateNotServed(lang, quote.reason) },
      });
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
  };
};

/** Each product's cost record (its default plan) for the same parcel, aligned with `products`. */
const quoteCosts = async (
  db: Executor,
  pricing: PricingCache,
  products: QuotableProduct[],
  input: QuoteInput,
  context: QuoteContext,
): Promise<Array<ServedQuote | undefined>> => {
  const versions = await costVersions(
    db,
    products.flatMap((p) => (p.costProductId === null ? [] : [p.costProductId])),
  );
  const compiled: Array<CompiledProduct | undefined> = await Promise.all(
    products.map(async (p) => {
      const version = p.costProductId === null ? undefined : versions.get(p.costProductId);
      if (p.costProductId === null || version === undefined) return undefined;
      return (await pricing.get(p.costProductId, null, version)).compiled;
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

/** The org a trial prices for: platform staff name a customer; a customer quotes as its own org only. */
export const resolveQuoteOrg = async (db: Executor, actor: Actor, orgId: number | undefined) => {
  if (!isPlatformStaff(actor)) {
    if (actor.orgType !== "customer") throw new AppError("FORBIDDEN");
    if (orgId !== undefined && orgId !== actor.orgId) throw new AppError("FORBIDDEN");
    return { orgId: actor.orgId, withCost: false };
  }
  if (orgId === undefined) throw invalid("orgId", "QUOTE_ORG_REQUIRED");
  if (!(await isCustomerOrg(db, orgId))) throw invalid("orgId", "SIGNING_ORG_NOT_CUSTOMER");
  return { orgId, withCost: true };
};

export const createQuoteService = (db: Executor, pricing: PricingCache) => ({
  quote: async (actor: Actor, input: QuoteRequestParsed) => {
    const { orgId, withCost } = await resolveQuoteOrg(db, actor, input.orgId);
    return quoteForOrg(db, pricing, { orgId, input, lang: actor.lang, withCost });
  },

  /**
   * The form's choices: the premium packages the org's products offer, currencies (the org's settlement
   * currency as the default and its wallets' first), and (platform) customers.
   */
  options: async (actor: Actor, orgId: number | undefined): Promise<QuoteOptions> => {
    const isStaff = isPlatformStaff(actor);
    const customers = isStaff ? await listCustomerOrgNames(db) : undefined;
    const { rates } = await currencyRates(db);
    const forOrg = isStaff ? orgId : (await resolveQuoteOrg(db, actor, orgId)).orgId;
    const premiumPackages = new Map<string, string>();
    if (forOrg !== undefined) {
      const products = await listQuotableProducts(db, forOrg);
      for (const product of products) {
        const { pricing: settings } = await pricing.get(product.id, product.planId, product.version);
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
