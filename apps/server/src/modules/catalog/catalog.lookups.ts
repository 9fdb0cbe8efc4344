import type { PostcodeMatcher } from "@pp/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { postcodeGroups, products } from "./catalog.tables";
import { signedProductsOf } from "./signings/signed-products";

// Look-ups other modules make of the catalogue's libraries (the order rules name postcode groups and products, the
// label settings sales products).

/** The matchers of the postcode groups among `ids` that exist, by id. */
export const findPostcodeGroupMatchers = async (
  db: Executor,
  ids: number[],
): Promise<Map<number, PostcodeMatcher[]>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: postcodeGroups.id, matchers: postcodeGroups.matchers })
    .from(postcodeGroups)
    .where(inArray(postcodeGroups.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.matchers]));
};

/** Which of `ids` are products. */
export const existingProductIds = async (db: Executor, ids: number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
};

/** The sales products a setting may name: every one (orgId null, staff), else the customer's signed ones. */
export const salesProductOptions = async (db: Executor, orgId: number | null) =>
  (orgId === null
    ? await db
        .select({
          id: products.id,
          code: products.code,
          name: { zh: products.nameZh, en: products.nameEn, ko: products.nameKo },
        })
        .from(products)
        .where(eq(products.side, "sales"))
        .orderBy(asc(products.code))
    : await signedProductsOf(db, orgId)
  ).map(({ id, code, name }) => ({ id, code, name }));
