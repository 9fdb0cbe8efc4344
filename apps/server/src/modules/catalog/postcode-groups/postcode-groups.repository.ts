import type { PostcodeMatcher } from "@pp/domain";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { offsetPage } from "../../../platform/paging";
import { postcodeGroups, products, productZones } from "../catalog.tables";

// Postcode groups are platform-wide library rows (no owner org): writes are guarded by role in the service.

export type PostcodeGroupFilter = {
  kind?: "zone" | "remote" | "nonRemote" | "blocked" | undefined;
  country?: string | undefined;
  keyword?: string | undefined;
};

const groupWhere = (filter: PostcodeGroupFilter): SQL | undefined => {
  const pattern = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    filter.kind ? eq(postcodeGroups.kind, filter.kind) : undefined,
    filter.country ? eq(postcodeGroups.country, filter.country.toUpperCase()) : undefined,
    pattern ? or(ilike(postcodeGroups.name, pattern), ilike(postcodeGroups.description, pattern)) : undefined,
  );
};

export const listGroups = async (
  db: Executor,
  filter: PostcodeGroupFilter & { page: number; size: number },
) => {
  const where = groupWhere(filter);
  return offsetPage(
    db
      .select()
      .from(postcodeGroups)
      .where(where)
      .orderBy(asc(postcodeGroups.country), asc(postcodeGroups.name))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(postcodeGroups).where(where),
  );
};

export const allGroups = (db: Executor, filter: PostcodeGroupFilter) =>
  db
    .select()
    .from(postcodeGroups)
    .where(groupWhere(filter))
    .orderBy(asc(postcodeGroups.country), asc(postcodeGroups.name));

export const findGroup = async (db: Executor, id: number) =>
  (await db.select().from(postcodeGroups).where(eq(postcodeGroups.id, id)))[0];

export const groupsByNames = (db: Executor, names: string[]) =>
  names.length
    ? db
        .select()
        .from(postcodeGroups)
        .where(
          inArray(
            sql`lower(${postcodeGroups.name})`,
            names.map((n) => n.toLowerCase()),
          ),
        )
    : Promise.resolve([]);

type GroupValues = {
  name: string;
  kind: "zone" | "remote" | "nonRemote" | "blocked";
  country: string;
  matchers: PostcodeMatcher[];
  description?: string;
};

/** Inserts a group; answers undefined when the name is taken (case-insensitive). */
export const insertGroup = async (db: Executor, values: GroupValues) =>
  (await db.insert(postcodeGroups).values(values).onConflictDoNothing().returning())[0];

export const updateGroup = async (db: Executor, id: number, values: Partial<GroupValues>) =>
  (
    await db
      .update(postcodeGroups)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(postcodeGroups.id, id))
      .returning()
  )[0];

export const deleteGroup = async (db: Executor, id: number) =>
  (await db.delete(postcodeGroups).where(eq(postcodeGroups.id, id)).returning({ id: postcodeGroups.id }))[0];

/** Codes of the products whose zones or postcode rule use the group. */
export const productCodesUsingGroup = async (db: Executor, id: number) => {
  const ids = sql`${JSON.stringify([id])}::jsonb`;
  const rows = await db
    .selectDistinct({ code: products.code })
    .from(products)
    .leftJoin(productZones, eq(productZones.productId, products.id))
    .where(
      or(
        sql`${productZones.postcodeGroupIds} @> ${ids}`,
        sql`${products.postcodeRule}->'remoteGroupIds' @> ${ids}`,
        sql`${products.postcodeRule}->'nonRemoteGroupIds' @> ${ids}`,
        sql`${products.postcodeRule}->'blockedGroupIds' @> ${ids}`,
      ),
    )
    .orderBy(asc(products.code));
  return rows.map((r) => r.code);
};
