import type {
  costProductQuerySchema,
  costProductSaveSchema,
  ProductDetail,
  ProductRow,
  ProductSettings,
  ProductSurcharge,
  ProductZone,
  productBasicSchema,
  productBillingSchema,
  productCreateSchema,
  productLimitsSchema,
  productQuerySchema,
  productRestrictionsSchema,
  QuotePlan,
  RateGrid,
  surchargeInputSchema,
  zonesSaveSchema,
} from "@pp/contracts";
import {
  compileFormula,
  FORMULA_VARIABLES,
  isConstantError,
  type Language,
  OWN_PRODUCT_LIMITS,
  type ServiceLimits,
  type SurchargeCalc,
  translateFormulaError,
} from "@pp/domain";
import type { z } from "zod";
import { type Actor, canSeeOrg, isPlatformStaff, requireRole } from "../../platform/actor";
import { type Db, type Executor, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { mapPage } from "../../platform/paging";
import { scopeFilter } from "../../platform/scope";
import { touchProducts } from "./catalog.changes";
import { products } from "./catalog.tables";
import {
  codeTaken,
  deleteProduct,
  deleteSurcharge,
  findOrg,
  findProductWithNames,
  findSurcharge,
  formulaExists,
  insertProduct,
  insertSurcharge,
  knownCountries,
  knownCurrency,
  knownPostcodeGroups,
  knownPremiumPackages,
  listProducts,
  listSurcharges,
  listZones,
  lockOrg,
  lockProduct,
  ownProductCount,
  type ProductRecord,
  type ProductValues,
  type ProductWithNames,
  replaceZones,
  type SurchargeRow,
  salesProductsOfCost,
  updateProduct,
  updateSurcharge,
  visibleProducts,
  type ZoneRow,
} from "./products.repository";
import {
  copyCells,
  findDefaultPlan,
  insertPlan,
  listCells,
  pruneCells,
  type QuotePlanRow,
  type RateCellRow,
} from "./quote-plans.repository";

type CostSave = z.output<typeof costProductSaveSchema>;
type CostQuery = z.output<typeof costProductQuerySchema>;
type SalesQuery = z.output<typeof productQuerySchema>;
type SalesCreate = z.output<typeof productCreateSchema>;
type Basic = z.output<typeof productBasicSchema>;
type Billing = z.output<typeof productBillingSchema>;
type Limits = z.output<typeof productLimitsSchema>;
type Restrictions = z.output<typeof productRestrictionsSchema>;
type ZonesSave = z.output<typeof zonesSaveSchema>;
type SurchargeSave = z.output<typeof surchargeInputSchema>;
type Side = ProductRecord["side"];
type FieldIssue = { field: string; message: string };

const DEFAULT_PLAN_NAME: Record<Language, string> = { zh: "默认方案", en: "Default plan", ko: "기본 플랜" };

// ---- answers

const nameIn = (lang: Language, names: { zh: string | null; en: string | null; ko: string | null }) =>
  names[lang] ?? null;

export const productRowDto = ({ product, ...names }: ProductWithNames, lang: Language): ProductRow => ({
  id: product.id,
  side: product.side,
  code: product.code,
  nameZh: product.nameZh,
  nameEn: product.nameEn,
  nameKo: product.nameKo,
  supplierOrgId: product.supplierOrgId,
  supplierName: names.supplierName,
  costProductId: product.costProductId,
  costProductName: nameIn(lang, { zh: names.costNameZh, en: names.costNameEn, ko: names.costNameKo }),
  ownerOrgId: product.ownerOrgId,
  reportPriceType: product.reportPriceType,
  currency: product.currency,
  originCountry: product.originCountry,
  rateModel: product.rateModel,
  status: product.status,
  offlineByPlatform: product.offlineByPlatform,
  version: product.version,
  updatedAt: product.updatedAt.toISOString(),
});

const settingsDto = (found: ProductWithNames, lang: Language): ProductSettings => {
  const { product } = found;
  return {
    ...productRowDto(found, lang),
    description: product.description,
    businessType: product.businessType,
    minDays: product.minDays,
    maxDays: product.maxDays,
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
    bands: product.bands,
    limits: product.limits,
    cargoTypes: product.cargoTypes,
    postcodeRule: product.postcodeRule,
    premiumPackageIds: product.premiumPackageIds,
    createdAt: product.createdAt.toISOString(),
  };
};

const zoneDto = (row: ZoneRow): ProductZone => ({
  id: row.id,
  code: row.code,
  name: row.name,
  country: row.country,
  sort: row.sort,
  postcodes: row.postcodes,
  postcodeGroupIds: row.postcodeGroupIds,
});

const surchargeDto = (row: SurchargeRow): ProductSurcharge => ({
  id: row.id,
  productId: row.productId,
  code: row.code,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  nameKo: row.nameKo,
  description: row.description,
  calc: row.calc,
  formulaId: row.formulaId,
  showOnStatement: row.showOnStatement,
  sortNumber: row.sortNumber,
  referencesEarlier: row.referencesEarlier,
});

export const planDto = (row: QuotePlanRow): QuotePlan => ({
  id: row.id,
  productId: row.productId,
  name: row.name,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

/** A plan's grid: the product's zones (rows) × weight bands (columns), with the cells that have a price. */
export const rateGridOf = (
  product: ProductRecord,
  plan: QuotePlanRow,
  zones: ZoneRow[],
  cells: RateCellRow[],
): RateGrid => ({
  plan: planDto(plan),
  rateModel: product.rateModel,
  currency: product.currency,
  bands: product.bands,
  zones: zones.map((zone) => ({ code: zone.code, name: zone.name, country: zone.country })),
  cells: cells.map(({ planId: _planId, ...cell }) => cell),
});

// ---- who may do what

/** Reading the catalogue's administration is for platform staff; the route's screen check comes first. */
const requireReader = (actor: Actor) => {
  if (!isPlatformStaff(actor)) throw new AppError("FORBIDDEN");
};

/** Changing it is for admin and platform roles. */
export const requireManager = (actor: Actor) => {
  requireReader(actor);
  requireRole(actor, "admin", "platform");
};

/** A customer-owned product exists only for callers who may see its owner org. */
const ownerVisible = (actor: Actor, product: ProductRecord) =>
  product.ownerOrgId === null || canSeeOrg(actor, product.ownerOrgId);

const invalid = (issues: FieldIssue[]) => {
  if (issues.length) throw new AppError("VALIDATION_FAILED", { details: issues });
};

const conflict = (messageKey: string, params: Record<string, string | number> = {}) =>
  new AppError("CONFLICT", { params: { ...params, messageKey } });

/** Two saves racing for one code: the unique index answers, and the caller hears which field. */
const guardUnique = async <T>(field: string, messageKey: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("VALIDATION_FAILED", { details: [{ field, message: messageKey }] });
    throw error;
  }
};

export type ProductWrite = {
  /** Expected side; another side's product does not exist for this call. */
  side?: Side;
  /** Rate cells may change while the product is online (read mode); nothing else may. */
  quotesOnly?: boolean;
};

/**
 * Runs a write on one product in a transaction: locks the product, refuses what the caller may not see and,
 * unless only quotes change, any change while the product is online (read mode); records the change (version
 * bump and notice, both undone with the transaction if the work fails) and does the work.
 */
export const writeProduct = <T>(
  db: Db,
  actor: Actor,
  productId: number,
  options: ProductWrite,
  work: (tx: Executor, product: ProductRecord) => Promise<T>,
): Promise<T> => {
  requireManager(actor);
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product || (options.side && product.side !== options.side) || !ownerVisible(actor, product)) {
      throw new AppError("NOT_FOUND");
    }
    if (!options.quotesOnly && product.status === "online") throw conflict("CATALOG_READ_MODE");
    await touchProducts(tx, [productId]);
    return work(tx, product);
  });
};

/** Loads a product the caller may read (platform staff; customer-owned ones only within its data scope). */
export const readableProduct = async (db: Executor, actor: Actor, productId: number, side?: Side) => {
  requireReader(actor);
  const found = await findProductWithNames(db, productId);
  if (!found || (side && found.product.side !== side) || !ownerVisible(actor, found.product)) {
    throw new AppError("NOT_FOUND");
  }
  return found;
};

// ---- settings to columns

const basicValues = (input: Omit<Basic, "reportPriceType" | "ownerOrgId">) => ({
  code: input.code,
  nameZh: input.nameZh,
  nameEn: input.nameEn,
  nameKo: input.nameKo,
  description: input.description,
  currency: input.currency,
  originCountry: input.originCountry,
  minDays: input.minDays,
  maxDays: input.maxDays,
});

const billingValues = (input: Billing) => ({
  volumetricDivisor: input.volumetricDivisor,
  bubbleWay: input.bubble.way,
  bubblePercentage: input.bubble.percentage,
  bubbleThresholdCm: input.bubble.thresholdCm,
  chargeBasis: input.chargeBasis,
  carry: input.carry,
  rounding: input.rounding,
  minimumCharge: input.minimumCharge,
  bandFloor: input.bandFloor,
  rateModel: input.rateModel,
  bands: input.bands,
});

/** The limits as stored: a declared-value limit without a currency is in the product currency. */
const limitValues = (input: Limits, productCurrency: string) => ({
  limits: {
    ...input.limits,
    maxDeclaredValueCurrency: input.limits.maxDeclaredValueCurrency ?? productCurrency,
  },
  cargoTypes: input.cargoTypes,
});

const restrictionValues = (input: Restrictions) => ({
  postcodeRule: input.postcodeRule,
  premiumPackageIds: input.premiumPackageIds,
});

/** Copied from a cost record into a new sales product: every pricing setting. */
const pricingOf = (cost: ProductRecord) => ({
  currency: cost.currency,
  originCountry: cost.originCountry,
  minDays: cost.minDays,
  maxDays: cost.maxDays,
  businessType: cost.businessType,
  volumetricDivisor: cost.volumetricDivisor,
  bubbleWay: cost.bubbleWay,
  bubblePercentage: cost.bubblePercentage,
  bubbleThresholdCm: cost.bubbleThresholdCm,
  chargeBasis: cost.chargeBasis,
  carry: cost.carry,
  rounding: cost.rounding,
  minimumCharge: cost.minimumCharge,
  bandFloor: cost.bandFloor,
  rateModel: cost.rateModel,
  bands: cost.bands,
  limits: cost.limits,
  cargoTypes: cost.cargoTypes,
  postcodeRule: cost.postcodeRule,
  premiumPackageIds: cost.premiumPackageIds,
});

// ---- checks against other tables

const checkBasicRefs = async (tx: Executor, input: { currency: string; originCountry: string }) => {
  const issues: FieldIssue[] = [];
  if (!(await knownCurrency(tx, input.currency))) {
    issues.push({ field: "currency", message: "CATALOG_CURRENCY_UNKNOWN" });
  }
  if (!(await knownCountries(tx, [input.originCountry])).has(input.originCountry)) {
    issues.push({ field: "originCountry", message: "CATALOG_COUNTRY_UNKNOWN" });
  }
  return issues;
};

/** Every money limit's currency must be a currency of the reference table. */
const checkLimitRefs = async (tx: Executor, limits: ServiceLimits): Promise<FieldIssue[]> =>
  (await knownCurrency(tx, limits.maxDeclaredValueCurrency))
    ? []
    : [{ field: "limits.maxDeclaredValueCurrency", message: "CATALOG_CURRENCY_UNKNOWN" }];

const checkRestrictionRefs = async (tx: Executor, input: Restrictions) => {
  const issues: FieldIssue[] = [];
  const rule = input.postcodeRule;
  const lists = {
    remoteGroupIds: rule.remoteGroupIds,
    nonRemoteGroupIds: rule.nonRemoteGroupIds,
    blockedGroupIds: rule.blockedGroupIds,
  };
  const groups = await knownPostcodeGroups(tx, Object.values(lists).flat());
  for (const [list, ids] of Object.entries(lists)) {
    ids.forEach((id, index) => {
      if (!groups.has(id))
        issues.push({ field: `postcodeRule.${list}.${index}`, message: "CATALOG_GROUP_UNKNOWN" });
    });
  }
  const packages = await knownPremiumPackages(tx, input.premiumPackageIds);
  input.premiumPackageIds.forEach((id, index) => {
    if (!packages.has(id))
      issues.push({ field: `premiumPackageIds.${index}`, message: "CATALOG_PACKAGE_UNKNOWN" });
  });
  return issues;
};

const checkCode = async (tx: Executor, code: string, exceptId?: number): Promise<FieldIssue[]> =>
  (await codeTaken(tx, code, exceptId)) ? [{ field: "code", message: "CATALOG_CODE_TAKEN" }] : [];

/** A customer's own products are limited by its edition (spec §9: 2, 5, unlimited). */
const checkOwnLimit = async (tx: Executor, ownerOrgId: number, exceptProductId?: number) => {
  const org = await lockOrg(tx, ownerOrgId);
  if (org?.type !== "customer") {
    throw new AppError("VALIDATION_FAILED", {
      details: [{ field: "ownerOrgId", message: "CATALOG_OWNER_UNKNOWN" }],
    });
  }
  const limit = OWN_PRODUCT_LIMITS[org.edition];
  if (limit !== null && (await ownProductCount(tx, ownerOrgId, exceptProductId)) >= limit) {
    throw conflict("CATALOG_OWN_LIMIT", { limit });
  }
};

/** The engine's variables, and the codes of earlier surcharges when this one may read their results. */
const formulaVariables = async (tx: Executor, productId: number, input: SurchargeSave, selfId?: number) => {
  if (!input.referencesEarlier) return [...FORMULA_VARIABLES];
  const earlier = (await listSurcharges(tx, productId)).filter(
    (row) => row.id !== selfId && row.sortNumber < input.sortNumber,
  );
  return [...FORMULA_VARIABLES, ...earlier.map((row) => row.code)];
};

const checkSurcharge = async (
  tx: Executor,
  actor: Actor,
  productId: number,
  input: SurchargeSave,
  selfId?: number,
) => {
  const issues: FieldIssue[] = [];
  const siblings = await listSurcharges(tx, productId);
  if (siblings.some((row) => row.id !== selfId && row.code.toLowerCase() === input.code.toLowerCase())) {
    issues.push({ field: "code", message: "CATALOG_SURCHARGE_CODE_TAKEN" });
  }
  if (input.formulaId !== null && !(await formulaExists(tx, input.formulaId))) {
    issues.push({ field: "formulaId", message: "CATALOG_FORMULA_UNKNOWN" });
  }
  const { calc } = input;
  if (
    calc.kind === "declaredValue" &&
    calc.overValueCurrency &&
    !(await knownCurrency(tx, calc.overValueCurrency))
  ) {
    issues.push({ field: "calc.overValueCurrency", message: "CATALOG_CURRENCY_UNKNOWN" });
  }
  if (input.calc.kind === "formula") {
    const compiled = compileFormula(input.calc.expression, {
      constants: input.calc.constants,
      knownVariables: await formulaVariables(tx, productId, input, selfId),
    });
    if (!compiled.ok) {
      issues.push({
        field: isConstantError(compiled.code) ? "calc.constants" : "calc.expression",
        message: translateFormulaError(actor.lang, compiled.code, compiled.position),
      });
    }
  }
  invalid(issues);
};

/** The calculator as stored: a declared-value threshold without a currency is in the product currency. */
const calcOf = ({ calc }: SurchargeSave, productCurrency: string): SurchargeCalc =>
  calc.kind === "declaredValue"
    ? { ...calc, overValueCurrency: calc.overValueCurrency ?? productCurrency }
    : (calc as SurchargeCalc);

const surchargeValues = (input: SurchargeSave, productCurrency: string) => ({
  code: input.code,
  nameZh: input.nameZh,
  nameEn: input.nameEn,
  nameKo: input.nameKo,
  description: input.description,
  calc: calcOf(input, productCurrency),
  formulaId: input.formulaId,
  showOnStatement: input.showOnStatement,
  sortNumber: input.sortNumber,
  referencesEarlier: input.referencesEarlier,
});

export const createProductService = (db: Db) => {
  const visibleTo = (actor: Actor) => visibleProducts(scopeFilter(actor, products.ownerOrgId));

  const settingsOf = async (tx: Executor, actor: Actor, id: number) =>
    settingsDto((await findProductWithNames(tx, id))!, actor.lang);

  const detailOf = async (actor: Actor, found: ProductWithNames): Promise<ProductDetail> => {
    const id = found.product.id;
    const [zones, surcharges, plan] = await Promise.all([
      listZones(db, id),
      listSurcharges(db, id),
      findDefaultPlan(db, id),
    ]);
    if (!plan) throw new AppError("INTERNAL");
    return {
      product: settingsDto(found, actor.lang),
      zones: zones.map(zoneDto),
      rates: rateGridOf(found.product, plan, zones, await listCells(db, plan.id)),
      surcharges: surcharges.map(surchargeDto),
    };
  };

  const createDefaultPlan = (tx: Executor, actor: Actor, productId: number) =>
    insertPlan(tx, { productId, name: DEFAULT_PLAN_NAME[actor.lang], isDefault: true });

  const list = async (actor: Actor, filter: Parameters<typeof listProducts>[1]) => {
    requireReader(actor);
    return mapPage(await listProducts(db, filter, visibleTo(actor)), (row) => productRowDto(row, actor.lang));
  };

  return {
    // ---- cost records

    listCost: (actor: Actor, query: CostQuery) => list(actor, { side: "cost", ...query }),

    getCost: async (actor: Actor, id: number) =>
      detailOf(actor, await readableProduct(db, actor, id, "cost")),

    saveCost: async (actor: Actor, input: CostSave) => {
      requireManager(actor);
      const { id: existingId, supplierOrgId, ...rest } = input;
      const values = {
        ...basicValues(rest),
        ...billingValues(rest),
        ...limitValues(rest, rest.currency),
        ...restrictionValues(rest),
        supplierOrgId,
      };
      const check = async (tx: Executor) => {
        const supplier = await findOrg(tx, supplierOrgId);
        invalid([
          ...(supplier?.type === "supplier"
            ? []
            : [{ field: "supplierOrgId", message: "CATALOG_SUPPLIER_UNKNOWN" }]),
          ...(await checkCode(tx, input.code, existingId)),
          ...(await checkBasicRefs(tx, input)),
          ...(await checkLimitRefs(tx, values.limits)),
          ...(await checkRestrictionRefs(tx, input)),
        ]);
      };
      const savedId = await guardUnique("code", "CATALOG_CODE_TAKEN", () =>
        existingId === undefined
          ? db.transaction(async (tx) => {
              await check(tx);
              const created = await insertProduct(tx, { ...values, side: "cost", createdBy: actor.userId });
              await createDefaultPlan(tx, actor, created.id);
              await touchProducts(tx, [created.id]);
              return created.id;
            })
          : writeProduct(db, actor, existingId, { side: "cost" }, async (tx, product) => {
              await check(tx);
              await updateProduct(tx, product.id, values);
              const zones = await listZones(tx, product.id);
              await pruneCells(
                tx,
                product.id,
                zones.map((zone) => zone.code),
                values.bands.length,
              );
              return product.id;
            }),
      );
      return detailOf(actor, await readableProduct(db, actor, savedId, "cost"));
    },

    deleteCost: (actor: Actor, id: number) =>
      writeProduct(db, actor, id, { side: "cost" }, async (tx, product) => {
        if ((await salesProductsOfCost(tx, product.id)) > 0) throw conflict("CATALOG_COST_IN_USE");
        await deleteProduct(tx, product.id);
        return { ok: true as const };
      }),

    setCostStatus: async (actor: Actor, id: number, status: "online" | "offline") => {
      requireManager(actor);
      return db.transaction(async (tx) => {
        const product = await lockProduct(tx, id);
        if (product?.side !== "cost") throw new AppError("NOT_FOUND");
        await updateProduct(tx, id, { status });
        await touchProducts(tx, [id]);
        return settingsOf(tx, actor, id);
      });
    },

    // ---- sales products

    listSales: (actor: Actor, query: SalesQuery) => list(actor, { side: "sales", ...query }),

    getSales: async (actor: Actor, id: number) =>
      detailOf(actor, await readableProduct(db, actor, id, "sales")),

    createSales: async (actor: Actor, input: SalesCreate) => {
      requireManager(actor);
      const ownerOrgId = input.reportPriceType === "own" ? input.ownerOrgId : null;
      const createdId = await guardUnique("code", "CATALOG_CODE_TAKEN", () =>
        db.transaction(async (tx) => {
          const source = await lockProduct(tx, input.costProductId);
          if (source?.side !== "cost") {
            throw new AppError("VALIDATION_FAILED", {
              details: [{ field: "costProductId", message: "CATALOG_COST_UNKNOWN" }],
            });
          }
          invalid(await checkCode(tx, input.code));
          if (ownerOrgId !== null) await checkOwnLimit(tx, ownerOrgId);
          const created = await insertProduct(tx, {
            ...pricingOf(source),
            side: "sales",
            code: input.code,
            nameZh: input.nameZh,
            nameEn: input.nameEn,
            nameKo: input.nameKo,
            description: input.description,
            costProductId: source.id,
            supplierOrgId: source.supplierOrgId,
            ownerOrgId,
            reportPriceType: input.reportPriceType,
            createdBy: actor.userId,
          } satisfies ProductValues);
          const zones = await listZones(tx, source.id);
          await replaceZones(
            tx,
            created.id,
            zones.map(({ id: _id, productId: _productId, ...zone }) => zone),
          );
          const plan = await createDefaultPlan(tx, actor, created.id);
          const costPlan = await findDefaultPlan(tx, source.id);
          if (costPlan) await copyCells(tx, costPlan.id, plan.id);
          await touchProducts(tx, [created.id]);
          return created.id;
        }),
      );
      return detailOf(actor, await readableProduct(db, actor, createdId, "sales"));
    },

    editBasic: (actor: Actor, id: number, input: Basic) =>
      guardUnique("code", "CATALOG_CODE_TAKEN", () =>
        writeProduct(db, actor, id, { side: "sales" }, async (tx, product) => {
          invalid([...(await checkCode(tx, input.code, id)), ...(await checkBasicRefs(tx, input))]);
          const ownerOrgId = input.reportPriceType === "own" ? input.ownerOrgId : null;
          if (ownerOrgId !== null && ownerOrgId !== product.ownerOrgId)
            await checkOwnLimit(tx, ownerOrgId, id);
          await updateProduct(tx, id, {
            ...basicValues(input),
            reportPriceType: input.reportPriceType,
            ownerOrgId,
          });
          return settingsOf(tx, actor, id);
        }),
      ),

    editBilling: (actor: Actor, id: number, input: Billing) =>
      writeProduct(db, actor, id, { side: "sales" }, async (tx) => {
        await updateProduct(tx, id, billingValues(input));
        const zones = await listZones(tx, id);
        await pruneCells(
          tx,
          id,
          zones.map((zone) => zone.code),
          input.bands.length,
        );
        return settingsOf(tx, actor, id);
      }),

    editLimits: (actor: Actor, id: number, input: Limits) =>
      writeProduct(db, actor, id, { side: "sales" }, async (tx, product) => {
        const values = limitValues(input, product.currency);
        invalid(await checkLimitRefs(tx, values.limits));
        await updateProduct(tx, id, values);
        return settingsOf(tx, actor, id);
      }),

    editRestrictions: (actor: Actor, id: number, input: Restrictions) =>
      writeProduct(db, actor, id, { side: "sales" }, async (tx) => {
        invalid(await checkRestrictionRefs(tx, input));
        await updateProduct(tx, id, restrictionValues(input));
        return settingsOf(tx, actor, id);
      }),

    /**
     * Online or offline. The platform taking a customer's own product offline is final (offlineByPlatform):
     * such a product never goes online again.
     */
    changeStatus: async (actor: Actor, id: number, status: "online" | "offline") => {
      requireManager(actor);
      return db.transaction(async (tx) => {
        const product = await lockProduct(tx, id);
        if (product?.side !== "sales" || !ownerVisible(actor, product)) throw new AppError("NOT_FOUND");
        if (status === "online" && product.offlineByPlatform) throw conflict("CATALOG_OFFLINE_BY_PLATFORM");
        const takenOffline = status === "offline" && product.status === "online";
        await updateProduct(tx, id, {
          status,
          ...(takenOffline && product.ownerOrgId !== null ? { offlineByPlatform: true } : {}),
        });
        await touchProducts(tx, [id]);
        return settingsOf(tx, actor, id);
      });
    },

    // ---- zones and surcharges of any product

    listZones: async (actor: Actor, id: number) => {
      await readableProduct(db, actor, id);
      return (await listZones(db, id)).map(zoneDto);
    },

    saveZones: (actor: Actor, id: number, input: ZonesSave) =>
      writeProduct(db, actor, id, {}, async (tx, product) => {
        const countries = await knownCountries(
          tx,
          input.zones.map((zone) => zone.country),
        );
        const groups = await knownPostcodeGroups(
          tx,
          input.zones.flatMap((zone) => zone.postcodeGroupIds),
        );
        const issues: FieldIssue[] = [];
        input.zones.forEach((zone, index) => {
          if (!countries.has(zone.country)) {
            issues.push({ field: `zones.${index}.country`, message: "CATALOG_COUNTRY_UNKNOWN" });
          }
          zone.postcodeGroupIds.forEach((groupId, at) => {
            if (!groups.has(groupId)) {
              issues.push({
                field: `zones.${index}.postcodeGroupIds.${at}`,
                message: "CATALOG_GROUP_UNKNOWN",
              });
            }
          });
        });
        invalid(issues);
        await replaceZones(
          tx,
          id,
          input.zones.map((zone, sort) => ({ ...zone, sort })),
        );
        await pruneCells(
          tx,
          id,
          input.zones.map((zone) => zone.code),
          product.bands.length,
        );
        return (await listZones(tx, id)).map(zoneDto);
      }),

    listSurcharges: async (actor: Actor, id: number) => {
      await readableProduct(db, actor, id);
      return (await listSurcharges(db, id)).map(surchargeDto);
    },

    addSurcharge: (actor: Actor, id: number, input: SurchargeSave) =>
      writeProduct(db, actor, id, {}, async (tx, product) => {
        await checkSurcharge(tx, actor, id, input);
        return surchargeDto(
          await insertSurcharge(tx, { ...surchargeValues(input, product.currency), productId: id }),
        );
      }),

    editSurcharge: (actor: Actor, id: number, surchargeId: number, input: SurchargeSave) =>
      writeProduct(db, actor, id, {}, async (tx, product) => {
        if (!(await findSurcharge(tx, id, surchargeId))) throw new AppError("NOT_FOUND");
        await checkSurcharge(tx, actor, id, input, surchargeId);
        return surchargeDto(await updateSurcharge(tx, surchargeId, surchargeValues(input, product.currency)));
      }),

    deleteSurcharge: (actor: Actor, id: number, surchargeId: number) =>
      writeProduct(db, actor, id, {}, async (tx) => {
        if (!(await findSurcharge(tx, id, surchargeId))) throw new AppError("NOT_FOUND");
        await deleteSurcharge(tx, surchargeId);
        return { ok: true as const };
      }),
  };
};

export type ProductService = ReturnType<typeof createProductService>;
