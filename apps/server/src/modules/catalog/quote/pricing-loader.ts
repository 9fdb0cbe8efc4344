import {
  type CompiledProduct,
  compileProduct,
  type OrderCancelMode,
  type OrderChargeMode,
  type PostcodeMatcher,
  type PremiumPackage,
  type ProductPricing,
  type RateCell,
  type SurchargeRule,
} from "@pp/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { CATALOG_CHANNEL } from "../catalog.changes";
import { findPostcodeGroupMatchers } from "../catalog.lookups";
import {
  formulas,
  premiumPackages,
  productSurcharges,
  products,
  productZones,
  quotePlans,
  rateCells,
} from "../catalog.tables";

// Turns the catalogue tables into the engine's ProductPricing (packages/domain/src/pricing), and keeps the
// compiled result per process until the product's version moves.

const expand = (groups: Map<number, PostcodeMatcher[]>, ids: number[]) =>
  ids.flatMap((id) => groups.get(id) ?? []);

// Only the columns a cell has: the engine tells "no additional price" from "additional price 0".
const toRateCell = (row: typeof rateCells.$inferSelect): RateCell => ({
  price: row.price,
  ...(row.additionalPrice !== null ? { additionalPrice: row.additionalPrice } : {}),
  ...(row.firstWeightKg !== null ? { firstWeightKg: row.firstWeightKg } : {}),
  ...(row.additionalStepKg !== null ? { additionalStepKg: row.additionalStepKg } : {}),
  ...(row.registrationFee !== null ? { registrationFee: row.registrationFee } : {}),
});

/** The plan a price comes from: the one asked for (it must be the product's), else the product's default. */
const findPlanId = async (db: Executor, productId: number, planId: number | null) => {
  const [plan] = await db
    .select({ id: quotePlans.id })
    .from(quotePlans)
    .where(
      and(
        eq(quotePlans.productId, productId),
        planId === null ? eq(quotePlans.isDefault, true) : eq(quotePlans.id, planId),
      ),
    );
  return plan?.id ?? null;
};

/**
 * Everything the engine needs about one product at one quote plan (null = the default plan), with postcode
 * groups expanded into matchers and saved formulas resolved. Reads in one snapshot, returning the version read.
 */
export const loadProductPricing = async (
  db: Executor,
  productId: number,
  planId: number | null,
): Promise<ProductPricing & { version: number; handling: OrderHandling }> => {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new AppError("NOT_FOUND");
  const zones = await db
    .select()
    .from(productZones)
    .where(eq(productZones.productId, productId))
    .orderBy(asc(productZones.sort), asc(productZones.id));
  const rule = product.postcodeRule;
  const groups = await findPostcodeGroupMatchers(db, [
    ...zones.flatMap((zone) => zone.postcodeGroupIds),
    ...rule.remoteGroupIds,
    ...rule.nonRemoteGroupIds,
    ...rule.blockedGroupIds,
  ]);

  // A missing plan leaves every cell empty: the engine then answers "no rate", never a zero price.
  const cells: Record<string, (RateCell | null)[]> = Object.fromEntries(
    zones.map((zone) => [zone.code, product.bands.map(() => null)]),
  );
  const resolvedPlanId = await findPlanId(db, productId, planId);
  if (planId !== null && resolvedPlanId === null) throw new AppError("NOT_FOUND");
  if (resolvedPlanId !== null) {
    const rows = await db.select().from(rateCells).where(eq(rateCells.planId, resolvedPlanId));
    for (const row of rows) {
      const line = cells[row.zoneCode];
      if (line && row.bandIndex >= 0 && row.bandIndex < line.length) line[row.bandIndex] = toRateCell(row);
    }
  }

  const surchargeRows = await db
    .select({ surcharge: productSurcharges, formula: formulas })
    .from(productSurcharges)
    .leftJoin(formulas, eq(formulas.id, productSurcharges.formulaId))
    .where(eq(productSurcharges.productId, productId))
    .orderBy(asc(productSurcharges.sortNumber), asc(productSurcharges.id));
  const surcharges: SurchargeRule[] = surchargeRows.map(({ surcharge, formula }) => ({
    id: String(surcharge.id),
    code: surcharge.code,
    name: { zh: surcharge.nameZh, en: surcharge.nameEn, ko: surcharge.nameKo },
    showOnStatement: surcharge.showOnStatement,
    sortNumber: surcharge.sortNumber,
    referencesEarlier: surcharge.referencesEarlier,
    // A surcharge built on a saved cost formula always prices with the formula as saved now.
    calc:
      formula && surcharge.calc.kind === "formula"
        ? { kind: "formula", expression: formula.expression, constants: formula.constants }
        : surcharge.calc,
  }));

  const packageRows = product.premiumPackageIds.length
    ? await db
        .select()
        .from(premiumPackages)
        .where(and(inArray(premiumPackages.id, product.premiumPackageIds), eq(premiumPackages.enabled, true)))
        .orderBy(asc(premiumPackages.id))
    : [];
  const packages: PremiumPackage[] = packageRows.map((row) => ({
    id: String(row.id),
    code: row.code,
    name: { zh: row.nameZh, en: row.nameEn, ko: row.nameKo },
    calc: row.calc,
  }));

  return {
    version: product.version,
    handling: { chargeMode: product.chargeMode, cancelMode: product.cancelMode },
    id: String(product.id),
    code: product.code,
    name: { zh: product.nameZh, en: product.nameEn, ko: product.nameKo },
    currency: product.currency,
    leadTime: { minDays: product.minDays, maxDays: product.maxDays },
    originCountry: product.originCountry,
    volumetricDivisor: product.volumetricDivisor,
    bubble: {
      way: product.bubbleWay,
      percentage: product.bubblePercentage,
      thresholdCm: product.bubbleThresholdCm,
    },
    chargeBasis: product.chargeBasis,
    carry: product.carry,
    rounding: product.rounding,
    minimumCharge: product.minimumCharge,
    bandFloor: product.bandFloor,
    zones: zones.map((zone) => ({
      code: zone.code,
      name: zone.name,
      country: zone.country,
      postcodes: [...zone.postcodes, ...expand(groups, zone.postcodeGroupIds)],
    })),
    rateCard: { model: product.rateModel, bands: product.bands, cells },
    limits: product.limits,
    cargoTypes: product.cargoTypes,
    postcodeRules: {
      blocked: expand(groups, rule.blockedGroupIds),
      remote: expand(groups, rule.remoteGroupIds),
      nonRemote: expand(groups, rule.nonRemoteGroupIds),
    },
    surcharges,
    premiumPackages: packages,
  };
};

/** How the product's orders are paid and cancelled: read with its pricing, so placing an order asks no more. */
export type OrderHandling = { chargeMode: OrderChargeMode; cancelMode: OrderCancelMode };

export type CompiledPricing = {
  version: number;
  pricing: ProductPricing;
  compiled: CompiledProduct;
  handling: OrderHandling;
};

const MAX_ENTRIES = 5_000;

/**
 * Compiled products of this process, keyed by (product, plan). An entry serves only while the product's
 * version is the one it was built from; NOTIFY on CATALOG_CHANNEL drops entries at once in every process,
 * so memory never holds long what another process changed.
 */
export const createPricingCache = async (database: Database) => {
  const cache = new Map<string, CompiledPricing>();
  // Bumped by every notification: a load that raced a change is served but not kept.
  let generation = 0;
  const keyOf = (productId: number, planId: number | null) => `${productId}:${planId ?? "default"}`;

  await database.listen(CATALOG_CHANNEL, (payload) => {
    generation++;
    if (!payload) {
      cache.clear();
      return;
    }
    const changed = new Set(payload.split(","));
    for (const key of cache.keys()) if (changed.has(key.split(":")[0]!)) cache.delete(key);
  });

  const currentVersion = async (productId: number) => {
    const [row] = await database.db
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, productId));
    if (!row) throw new AppError("NOT_FOUND");
    return row.version;
  };

  const build = async (productId: number, planId: number | null): Promise<CompiledPricing> => {
    const seen = generation;
    const { version, handling, ...pricing } = await database.db.transaction(
      (tx) => loadProductPricing(tx, productId, planId),
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const entry = { version, pricing, compiled: compileProduct(pricing), handling };
    if (seen === generation) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(keyOf(productId, planId), entry);
    }
    return entry;
  };

  return {
    /**
     * The compiled product at a plan (null = default). `knownVersion` (read by the caller with the product
     * list) spares the version query; without it the current version is read, so a change committed by any
     * process is priced at once even before its notification arrives.
     */
    get: async (
      productId: number,
      planId: number | null,
      knownVersion?: number,
    ): Promise<CompiledPricing> => {
      const hit = cache.get(keyOf(productId, planId));
      const version = knownVersion ?? (await currentVersion(productId));
      if (hit && hit.version === version) return hit;
      return build(productId, planId);
    },
  };
};

export type PricingCache = Awaited<ReturnType<typeof createPricingCache>>;

declare module "fastify" {
  interface FastifyInstance {
    /** This process's compiled products (app.ts); routes that quote read prices through it. */
    pricing: PricingCache;
  }
}
