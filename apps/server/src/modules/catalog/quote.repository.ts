import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { orgs } from "../identity/identity.tables";
import { productSignings, products } from "./catalog.tables";

/** A product the org may quote with, the plan it pays (null = default) and its version for the cache. */
export type QuotableProduct = {
  id: number;
  version: number;
  planId: number | null;
  costProductId: number | null;
};

// Online sales products the org signed (the platform's), plus its own online products; one query.
export const listQuotableProducts = (db: Executor, orgId: number): Promise<QuotableProduct[]> =>
  db
    .select({
      id: products.id,
      version: products.version,
      planId: productSignings.quotePlanId,
      costProductId: products.costProductId,
    })
    .from(products)
    .leftJoin(
      productSignings,
      and(
        eq(productSignings.productId, products.id),
        eq(productSignings.orgId, orgId),
        eq(productSignings.status, "signed"),
      ),
    )
    .where(
      and(
        eq(products.side, "sales"),
        eq(products.status, "online"),
        or(
          eq(products.ownerOrgId, orgId),
          and(isNull(products.ownerOrgId), sql`${productSignings.id} is not null`),
        ),
      ),
    )
    .orderBy(asc(products.code));

/** Versions of cost records, to price them through the cache without another query each. */
export const costVersions = async (db: Executor, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: products.id, version: products.version })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.side, "cost")));
  return new Map(rows.map((row) => [row.id, row.version]));
};

export const isCustomerOrg = async (db: Executor, orgId: number) => {
  const [row] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.id, orgId), eq(orgs.type, "customer")));
  return row !== undefined;
};

export const listCustomerOrgNames = (db: Executor) =>
  db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.type, "customer"))
    .orderBy(asc(orgs.name), asc(orgs.id));
