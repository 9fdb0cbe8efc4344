import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { offsetPage } from "../../../platform/paging";
import { orgs } from "../../identity";
import { productSignings, products, productZones, quotePlans } from "../catalog.tables";
import { announceQuoteProfileChange } from "../quote/quote-profiles";

export type SigningRow = typeof productSignings.$inferSelect;
export type SalesProductRow = typeof products.$inferSelect;

/** Which sales products a list shows: the customer's own view, or every sales product (platform's allot view). */
export type SignableAudience = { kind: "customer"; orgId: number } | { kind: "platform"; orgId: number };

const keywordFilter = (keyword: string | undefined): SQL | undefined => {
  if (!keyword) return undefined;
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(products.code, like),
    ilike(products.nameZh, like),
    ilike(products.nameEn, like),
    ilike(products.nameKo, like),
  );
};

// A customer sees online public products, online products signed to it (internal ones the platform allotted),
// and its own products; the platform sees every sales product except other customers' own.
const audienceFilter = (audience: SignableAudience): SQL | undefined => {
  const ownOrNoOwner = or(sql`${products.ownerOrgId} is null`, eq(products.ownerOrgId, audience.orgId));
  if (audience.kind === "platform") return ownOrNoOwner;
  return or(
    eq(products.ownerOrgId, audience.orgId),
    and(
      eq(products.status, "online"),
      sql`${products.ownerOrgId} is null`,
      or(eq(products.reportPriceType, "public"), eq(productSignings.status, "signed")),
    ),
  );
};

export const listSignableProducts = (db: Executor, audience: SignableAudience, keyword: string | undefined) =>
  db
    .select({ product: products, signing: productSignings })
    .from(products)
    .leftJoin(
      productSignings,
      and(eq(productSignings.productId, products.id), eq(productSignings.orgId, audience.orgId)),
    )
    .where(and(eq(products.side, "sales"), audienceFilter(audience), keywordFilter(keyword)))
    .orderBy(asc(products.code));

/** Destination countries per product, from its zones. */
export const listDestinations = async (db: Executor, productIds: number[]) => {
  if (productIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .selectDistinct({ productId: productZones.productId, country: productZones.country })
    .from(productZones)
    .where(inArray(productZones.productId, productIds))
    .orderBy(asc(productZones.productId), asc(productZones.country));
  const byProduct = new Map<number, string[]>();
  for (const row of rows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.country]);
  return byProduct;
};

export const listPlansOf = async (db: Executor, productIds: number[]) => {
  if (productIds.length === 0)
    return new Map<number, Array<{ id: number; name: string; isDefault: boolean }>>();
  const rows = await db
    .select({
      id: quotePlans.id,
      productId: quotePlans.productId,
      name: quotePlans.name,
      isDefault: quotePlans.isDefault,
    })
    .from(quotePlans)
    .where(inArray(quotePlans.productId, productIds))
    .orderBy(desc(quotePlans.isDefault), asc(quotePlans.id));
  const byProduct = new Map<number, Array<{ id: number; name: string; isDefault: boolean }>>();
  for (const { productId, ...plan } of rows)
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), plan]);
  return byProduct;
};

export const findSalesProduct = async (db: Executor, productId: number) => {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.side, "sales")));
  return row;
};

export const findPlanOfProduct = async (db: Executor, productId: number, planId: number) => {
  const [row] = await db
    .select({ id: quotePlans.id })
    .from(quotePlans)
    .where(and(eq(quotePlans.id, planId), eq(quotePlans.productId, productId)));
  return row;
};

export const findCustomerOrg = async (db: Executor, orgId: number) => {
  const [row] = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(and(eq(orgs.id, orgId), eq(orgs.type, "customer")));
  return row;
};

/** The org's contract row, locked for the rest of the transaction. */
export const findSigningForUpdate = async (db: Executor, productId: number, orgId: number) => {
  const [row] = await db
    .select()
    .from(productSignings)
    .where(and(eq(productSignings.productId, productId), eq(productSignings.orgId, orgId)))
    .for("update");
  return row;
};

/** Creates or rewrites the org's one contract for the product, and tells every process the org's quotes changed. */
export const saveSigning = async (
  db: Executor,
  values: {
    productId: number;
    orgId: number;
    status: "signed" | "cancelled";
    quotePlanId: number | null;
    assignedByPlatform: boolean;
  },
) => {
  const { productId, orgId, status, quotePlanId, assignedByPlatform } = values;
  const [row] = await db
    .insert(productSignings)
    .values({ productId, orgId, status, quotePlanId, assignedByPlatform })
    .onConflictDoUpdate({
      target: [productSignings.productId, productSignings.orgId],
      set: {
        status,
        quotePlanId,
        assignedByPlatform,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  await announceQuoteProfileChange(db, [orgId]);
  return row!;
};

export type SigningFilter = {
  productId?: number | undefined;
  orgId?: number | undefined;
  status?: "signed" | "cancelled" | undefined;
  page: number;
  size: number;
};

export const searchSignings = async (db: Executor, filter: SigningFilter) => {
  const where = and(
    filter.productId ? eq(productSignings.productId, filter.productId) : undefined,
    filter.orgId ? eq(productSignings.orgId, filter.orgId) : undefined,
    filter.status ? eq(productSignings.status, filter.status) : undefined,
  );
  return offsetPage(
    db
      .select({ signing: productSignings, product: products, orgName: orgs.name, planName: quotePlans.name })
      .from(productSignings)
      .innerJoin(products, eq(products.id, productSignings.productId))
      .innerJoin(orgs, eq(orgs.id, productSignings.orgId))
      .leftJoin(quotePlans, eq(quotePlans.id, productSignings.quotePlanId))
      .where(where)
      .orderBy(desc(productSignings.updatedAt), desc(productSignings.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(productSignings).where(where),
  );
};

/** Customer orgs with how many products each has signed, for the platform's allot view. */
export const listCustomerOrgs = (db: Executor) =>
  db
    .select({
      id: orgs.id,
      name: orgs.name,
      signedCount: sql<number>`count(${productSignings.id}) filter (where ${productSignings.status} = 'signed')::int`,
    })
    .from(orgs)
    .leftJoin(productSignings, eq(productSignings.orgId, orgs.id))
    .where(eq(orgs.type, "customer"))
    .groupBy(orgs.id, orgs.name)
    .orderBy(asc(orgs.name), asc(orgs.id));
