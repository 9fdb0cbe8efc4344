import { and, asc, eq, sql } from "drizzle-orm";
import { type Executor, executePrepared } from "../../../platform/db";
import { wallets } from "../../finance";
import { orgs } from "../../identity";
import { productSignings, products } from "../catalog.tables";

/**
 * A product the org may quote with, the plan it pays (null = default), its version for the pricing cache, and its
 * cost record with that record's version and the supplier who charges it (null when it has none).
 */
export type QuotableProduct = {
  id: number;
  version: number;
  planId: number | null;
  costProductId: number | null;
  costVersion: number | null;
  supplierOrgId: number | null;
};

// Online sales products the org signed (the platform's), plus its own online products, with their cost records'
// versions; one query, run when a process (re)reads an org's quote profile, as a prepared statement: PostgreSQL
// took longer to plan it (about 0.6 ms) than to run it.
export const listQuotableProducts = (db: Executor, orgId: number): Promise<QuotableProduct[]> =>
  executePrepared<QuotableProduct>(
    db,
    sql`
      select p.id, p.version, s.quote_plan_id as "planId", p.cost_product_id as "costProductId",
        c.version as "costVersion", c.supplier_org_id as "supplierOrgId"
      from ${products} p
      left join ${productSignings} s on s.product_id = p.id and s.org_id = ${orgId}::int and s.status = 'signed'
      left join ${products} c on c.id = p.cost_product_id and c.side = 'cost'
      where p.side = 'sales' and p.status = 'online'
        and (p.owner_org_id = ${orgId}::int or (p.owner_org_id is null and s.id is not null))
      order by p.code`,
  );

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

/** The currency an org's quotes answer in by default, and the currencies it holds a wallet in. */
export const findOrgCurrencies = async (db: Executor, orgId: number) => {
  const [row] = await db
    .select({
      settlementCurrency: orgs.settlementCurrency,
      walletCurrencies: sql<
        string[]
      >`coalesce(array_agg(${wallets.currency} order by ${wallets.currency}) filter (where ${wallets.id} is not null), '{}')`,
    })
    .from(orgs)
    .leftJoin(wallets, eq(wallets.orgId, orgs.id))
    .where(eq(orgs.id, orgId))
    .groupBy(orgs.id);
  return row;
};

/** A product's id by its code (codes are unique over both sides); the demo orders' seed names products so. */
export const findProductIdByCode = async (db: Executor, code: string) =>
  (await db.select({ id: products.id }).from(products).where(eq(products.code, code)))[0]?.id;
