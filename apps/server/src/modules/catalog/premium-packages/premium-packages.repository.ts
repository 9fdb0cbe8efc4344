import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { offsetPage } from "../../../platform/paging";
import { premiumPackages, products } from "../catalog.tables";

// Premium packages are platform-wide library rows (no owner org): writes are guarded by role in the service.

export type PackageFilter = { keyword?: string | undefined; enabled?: boolean | undefined };

const packageWhere = (filter: PackageFilter): SQL | undefined => {
  const pattern = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    filter.enabled === undefined ? undefined : eq(premiumPackages.enabled, filter.enabled),
    pattern
      ? or(
          ilike(premiumPackages.code, pattern),
          ilike(premiumPackages.nameZh, pattern),
          ilike(premiumPackages.nameEn, pattern),
          ilike(premiumPackages.nameKo, pattern),
        )
      : undefined,
  );
};

export const listPackages = async (db: Executor, filter: PackageFilter & { page: number; size: number }) => {
  const where = packageWhere(filter);
  return offsetPage(
    db
      .select()
      .from(premiumPackages)
      .where(where)
      .orderBy(asc(premiumPackages.code))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(premiumPackages).where(where),
  );
};

export const findPackage = async (db: Executor, id: number) =>
  (await db.select().from(premiumPackages).where(eq(premiumPackages.id, id)))[0];

export const findPackageByCode = async (db: Executor, code: string) =>
  (
    await db.select().from(premiumPackages).where(sql`lower(${premiumPackages.code}) = ${code.toLowerCase()}`)
  )[0];

type PackageValues = typeof premiumPackages.$inferInsert;

/** Inserts a package; answers undefined when the code is taken (case-insensitive). */
export const insertPackage = async (db: Executor, values: PackageValues) =>
  (await db.insert(premiumPackages).values(values).onConflictDoNothing().returning())[0];

export const updatePackage = async (db: Executor, id: number, values: Partial<PackageValues>) =>
  (await db.update(premiumPackages).set(values).where(eq(premiumPackages.id, id)).returning())[0];

export const deletePackage = async (db: Executor, id: number) =>
  (
    await db.delete(premiumPackages).where(eq(premiumPackages.id, id)).returning({ id: premiumPackages.id })
  )[0];

/** Products that offer the package (products.premium_package_ids). */
export const productsUsingPackage = (db: Executor, id: number) =>
  db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(sql`${products.premiumPackageIds} @> ${JSON.stringify([id])}::jsonb`)
    .orderBy(asc(products.code));
