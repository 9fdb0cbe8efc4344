import { and, asc, count, desc, eq, ilike, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DataScope } from "../../../platform/actor";
import type { Executor } from "../../../platform/db";
import { offsetPage } from "../../../platform/paging";
import { scopeFilter } from "../../../platform/scope";
import { orgs } from "../../identity";
import { countries, currencies } from "../../reference";
import {
  formulas,
  postcodeGroups,
  premiumPackages,
  productSurcharges,
  products,
  productZones,
} from "../catalog.tables";

// Products of both sides (cost records and sales products), their zones and surcharges. The caller decides who
// may see what: `visible` is the data-scope condition on a customer-owned product's owner org.

export type ProductRecord = typeof products.$inferSelect;
export type ProductValues = typeof products.$inferInsert;
export type ZoneRow = typeof productZones.$inferSelect;
export type SurchargeRow = typeof productSurcharges.$inferSelect;

const costRecords = alias(products, "cost_records");

const withNames = {
  product: products,
  supplierName: orgs.name,
  costNameZh: costRecords.nameZh,
  costNameEn: costRecords.nameEn,
  costNameKo: costRecords.nameKo,
};

export type ProductWithNames = {
  product: ProductRecord;
  supplierName: string | null;
  costNameZh: string | null;
  costNameEn: string | null;
  costNameKo: string | null;
};

const selectWithNames = (db: Executor) =>
  db
    .select(withNames)
    .from(products)
    .leftJoin(orgs, eq(orgs.id, products.supplierOrgId))
    .leftJoin(costRecords, eq(costRecords.id, products.costProductId));

const escapeLike = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type ProductFilter = {
  side: "cost" | "sales";
  keyword?: string | undefined;
  status?: "online" | "offline" | undefined;
  supplierOrgId?: number | undefined;
  costProductId?: number | undefined;
  reportPriceType?: "own" | "public" | "internal" | undefined;
  page: number;
  size: number;
};

/** Platform products, and customers' own products of the orgs in `scope`. */
export const visibleProducts = (scope: DataScope) => {
  const owners = scopeFilter(scope, products.ownerOrgId);
  return owners ? or(isNull(products.ownerOrgId), owners) : undefined;
};

export const listProducts = async (db: Executor, filter: ProductFilter, visible: SQL | undefined) => {
  const pattern = filter.keyword ? escapeLike(filter.keyword) : undefined;
  const where = and(
    eq(products.side, filter.side),
    visible,
    pattern
      ? or(
          ilike(products.code, pattern),
          ilike(products.nameZh, pattern),
          ilike(products.nameEn, pattern),
          ilike(products.nameKo, pattern),
        )
      : undefined,
    filter.status ? eq(products.status, filter.status) : undefined,
    filter.supplierOrgId ? eq(products.supplierOrgId, filter.supplierOrgId) : undefined,
    filter.costProductId ? eq(products.costProductId, filter.costProductId) : undefined,
    filter.reportPriceType ? eq(products.reportPriceType, filter.reportPriceType) : undefined,
  );
  return offsetPage(
    selectWithNames(db)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(products).where(where),
  );
};

export const findProductWithNames = async (db: Executor, id: number) =>
  (await selectWithNames(db).where(eq(products.id, id)))[0];

/** The product row, locked until the transaction ends: writes to one product and its parts run one at a time. */
export const lockProduct = async (db: Executor, id: number) =>
  (await db.select().from(products).where(eq(products.id, id)).for("update"))[0];

export const codeTaken = async (db: Executor, code: string, exceptId?: number) =>
  (
    await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          sql`lower(${products.code}) = lower(${code})`,
          exceptId === undefined ? undefined : not(eq(products.id, exceptId)),
        ),
      )
  ).length > 0;

export const insertProduct = async (db: Executor, values: ProductValues) =>
  (await db.insert(products).values(values).returning())[0]!;

export const updateProduct = (db: Executor, id: number, values: Partial<ProductValues>) =>
  db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));

export const deleteProduct = (db: Executor, id: number) => db.delete(products).where(eq(products.id, id));

export const salesProductsOfCost = async (db: Executor, costProductId: number) =>
  (
    await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.side, "sales"), eq(products.costProductId, costProductId)))
  )[0]?.n ?? 0;

export const ownProductCount = async (db: Executor, orgId: number, exceptId?: number) =>
  (
    await db
      .select({ n: count() })
      .from(products)
      .where(
        and(
          eq(products.ownerOrgId, orgId),
          eq(products.reportPriceType, "own"),
          exceptId === undefined ? undefined : not(eq(products.id, exceptId)),
        ),
      )
  )[0]?.n ?? 0;

/** An org, locked: counting its own products and adding one happen as one step. */
export const lockOrg = async (db: Executor, id: number) =>
  (await db.select().from(orgs).where(eq(orgs.id, id)).for("update"))[0];

export const findOrg = async (db: Executor, id: number) =>
  (await db.select().from(orgs).where(eq(orgs.id, id)))[0];

// ---- references a product's settings point at

const existing = async <T>(ids: T[], load: (ids: T[]) => Promise<T[]>) => {
  const unique = [...new Set(ids)];
  return new Set(unique.length ? await load(unique) : []);
};

export const knownCountries = (db: Executor, codes: string[]) =>
  existing(codes, async (wanted) =>
    (
      await db
        .select({ code: countries.regionCode })
        .from(countries)
        .where(inArray(countries.regionCode, wanted))
    ).map((row) => row.code),
  );

export const knownCurrency = async (db: Executor, code: string) =>
  (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, code))).length > 0;

export const knownPostcodeGroups = (db: Executor, ids: number[]) =>
  existing(ids, async (wanted) =>
    (
      await db
        .select({ id: postcodeGroups.id })
        .from(postcodeGroups)
        .where(inArray(postcodeGroups.id, wanted))
    ).map((row) => row.id),
  );

export const knownPremiumPackages = (db: Executor, ids: number[]) =>
  existing(ids, async (wanted) =>
    (
      await db
        .select({ id: premiumPackages.id })
        .from(premiumPackages)
        .where(inArray(premiumPackages.id, wanted))
    ).map((row) => row.id),
  );

export const formulaExists = async (db: Executor, id: number) =>
  (await db.select({ id: formulas.id }).from(formulas).where(eq(formulas.id, id))).length > 0;

// ---- zones

export const listZones = (db: Executor, productId: number) =>
  db
    .select()
    .from(productZones)
    .where(eq(productZones.productId, productId))
    .orderBy(asc(productZones.sort), asc(productZones.id));

export const replaceZones = async (
  db: Executor,
  productId: number,
  zones: Omit<typeof productZones.$inferInsert, "productId" | "id">[],
) => {
  await db.delete(productZones).where(eq(productZones.productId, productId));
  if (zones.length) await db.insert(productZones).values(zones.map((zone) => ({ ...zone, productId })));
};

// ---- surcharges

export const listSurcharges = (db: Executor, productId: number) =>
  db
    .select()
    .from(productSurcharges)
    .where(eq(productSurcharges.productId, productId))
    .orderBy(asc(productSurcharges.sortNumber), asc(productSurcharges.id));

export const findSurcharge = async (db: Executor, productId: number, id: number) =>
  (
    await db
      .select()
      .from(productSurcharges)
      .where(and(eq(productSurcharges.productId, productId), eq(productSurcharges.id, id)))
  )[0];

export const insertSurcharge = async (db: Executor, values: typeof productSurcharges.$inferInsert) =>
  (await db.insert(productSurcharges).values(values).returning())[0]!;

export const updateSurcharge = async (
  db: Executor,
  id: number,
  values: Partial<typeof productSurcharges.$inferInsert>,
) => (await db.update(productSurcharges).set(values).where(eq(productSurcharges.id, id)).returning())[0]!;

export const deleteSurcharge = (db: Executor, id: number) =>
  db.delete(productSurcharges).where(eq(productSurcharges.id, id));

/** How a product's orders are cancelled (its order-handling cancel mode); undefined for no such product. */
export const findCancelMode = async (db: Executor, id: number) =>
  (await db.select({ cancelMode: products.cancelMode }).from(products).where(eq(products.id, id)))[0]
    ?.cancelMode;
