import { type Database, type Executor, notify } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { createNotifiedCache } from "../../../platform/notified-cache";
import { ORG_CHANNEL } from "../../identity";
import { CATALOG_CHANNEL } from "../catalog.changes";
import { findOrgCurrencies, listQuotableProducts, type QuotableProduct } from "./quote.repository";

/** Heard by every server process: the quote profiles of these orgs (comma-separated ids) are stale. */
export const QUOTE_PROFILE_CHANNEL = "quote_profile_changed";

/**
 * Records that something an org's quotes depend on changed (a signing, its plan); every such write calls this in
 * its transaction. Product changes need not: `touchProducts` already makes every profile stale.
 */
export const announceQuoteProfileChange = (tx: Executor, orgIds: number[]) =>
  notify(tx, QUOTE_PROFILE_CHANNEL, orgIds.join(","));

/** What pricing a parcel for an org needs to know about the org; one read per process until it changes. */
export type QuoteProfile = {
  /** The products it may quote with, by code, each with the plan it pays and its version. */
  products: QuotableProduct[];
  /** The currency its quotes answer in unless it asks for another. */
  settlementCurrency: string;
};

// A safety net only: every change announces itself.
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

const loadQuoteProfile = async (db: Executor, orgId: number): Promise<QuoteProfile> => {
  const [products, currencies] = await Promise.all([
    listQuotableProducts(db, orgId),
    findOrgCurrencies(db, orgId),
  ]);
  if (!currencies) throw new AppError("NOT_FOUND");
  return { products, settlementCurrency: currencies.settlementCurrency };
};

/**
 * Each org's quote profile as this process last read it. A signing change or a change of the org's terms drops
 * that org's profile; any product change drops them all, since it can put a product on an org's list or take it
 * off, and moves versions.
 */
export const createQuoteProfileCache = async (database: Database) => {
  const cache = await createNotifiedCache<number, QuoteProfile>(database, {
    invalidations: [
      { channel: QUOTE_PROFILE_CHANNEL, keysOf: (payload) => payload.split(",").map(Number) },
      { channel: ORG_CHANNEL, keysOf: (payload) => payload.split(",").map(Number) },
      { channel: CATALOG_CHANNEL, keysOf: () => "all" },
    ],
    load: (orgId) => loadQuoteProfile(database.db, orgId),
    maxAgeMs: MAX_AGE_MS,
    maxEntries: MAX_ENTRIES,
  });
  return { get: (orgId: number) => cache.get(orgId) };
};

export type QuoteProfileCache = Awaited<ReturnType<typeof createQuoteProfileCache>>;
