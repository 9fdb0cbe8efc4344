import { normalizeRate } from "@pp/domain";
import { type Database, type Executor, notify } from "../../platform/db";
import { createNotifiedCache } from "../../platform/notified-cache";
import { listCountryCodes, listCurrencies } from "./reference.repository";

/** Heard by every server process: currencies or countries changed (the payload names which). */
export const REFERENCE_CHANNEL = "reference_changed";

/** Records that currencies or countries changed; every write to them calls this in its transaction. */
export const announceReferenceChange = (tx: Executor, table: "currencies" | "countries") =>
  notify(tx, REFERENCE_CHANNEL, table);

/** The reference data every quote reads, as one snapshot. */
export type ReferenceData = {
  /** Currency → units of CNY per 1 unit in canonical text, as the pricing engine's context wants them. */
  rates: Readonly<Record<string, string>>;
  /**
   * Currency → the date (ISO, UTC) its rate was last set: the date a quote states beside the rate it used. A
   * currency's updatedAt moves only with its rate (reference.service writes the rate history row alongside).
   */
  rateDates: Readonly<Record<string, string>>;
  countryCodes: ReadonlySet<string>;
};

// A safety net only: every write announces itself.
const MAX_AGE_MS = 60_000;

const loadReferenceData = async (db: Executor): Promise<ReferenceData> => {
  const [currencies, countryCodes] = await Promise.all([listCurrencies(db), listCountryCodes(db)]);
  return {
    rates: Object.freeze(Object.fromEntries(currencies.map((row) => [row.code, normalizeRate(row.rate)]))),
    rateDates: Object.freeze(
      Object.fromEntries(currencies.map((row) => [row.code, row.updatedAt.toISOString().slice(0, 10)])),
    ),
    countryCodes: new Set(countryCodes),
  };
};

/** Currencies and countries as this process last read them, read again after every announced change. */
export const createReferenceCache = async (database: Database) => {
  const cache = await createNotifiedCache<"reference", ReferenceData>(database, {
    invalidations: [{ channel: REFERENCE_CHANNEL, keysOf: () => "all" }],
    load: () => loadReferenceData(database.db),
    maxAgeMs: MAX_AGE_MS,
    maxEntries: 1,
  });
  return { get: () => cache.get("reference") };
};

export type ReferenceCache = Awaited<ReturnType<typeof createReferenceCache>>;
