import type { AddressType } from "@pp/domain";
import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { offsetPage } from "../../platform/paging";
import { addresses } from "./addresses.tables";

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  "id" | "orgId" | "userId" | "createdAt" | "updatedAt"
>;

// Every function takes the caller's data-scope filter (`scopeFilter(actor.scope, addresses.orgId)`), so no query
// can reach another tenant's rows.
const scoped = (scope: SQL | undefined, ...conditions: (SQL | undefined)[]) => and(scope, ...conditions);

export const findAddress = async (db: Executor, scope: SQL | undefined, id: number) => {
  const [row] = await db
    .select()
    .from(addresses)
    .where(scoped(scope, eq(addresses.id, id)));
  return row;
};

/** One org's addresses, defaults first, newest next. */
export const listOrgAddresses = (db: Executor, scope: SQL | undefined, orgId: number, type?: AddressType) =>
  db
    .select()
    .from(addresses)
    .where(scoped(scope, eq(addresses.orgId, orgId), type ? eq(addresses.type, type) : undefined))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const searchAddresses = async (
  db: Executor,
  scope: SQL | undefined,
  filter: {
    keyword?: string | undefined;
    type?: AddressType | undefined;
    countryCode?: string | undefined;
    page: number;
    size: number;
  },
) => {
  const pattern = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  const where = scoped(
    scope,
    filter.type ? eq(addresses.type, filter.type) : undefined,
    filter.countryCode ? eq(addresses.countryCode, filter.countryCode) : undefined,
    pattern
      ? or(
          ilike(addresses.name, pattern),
          ilike(addresses.phone, pattern),
          ilike(addresses.company, pattern),
          ilike(addresses.address1, pattern),
          ilike(addresses.address2, pattern),
          ilike(addresses.city, pattern),
          ilike(addresses.postcode, pattern),
        )
      : undefined,
  );
  return offsetPage(
    db
      .select()
      .from(addresses)
      .where(where)
      .orderBy(desc(addresses.isDefault), desc(addresses.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(addresses).where(where),
  );
};

/**
 * Serialises default changes of one org's book of one type: concurrent "set default" calls (or the first
 * two inserts) would otherwise each see no other default and collide on the partial unique index.
 */
export const lockAddressBook = async (db: Executor, orgId: number, type: AddressType) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${orgId}:${type}`}))`);
};

export const hasDefault = async (db: Executor, orgId: number, type: AddressType) => {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.orgId, orgId), eq(addresses.type, type), eq(addresses.isDefault, true)));
  return row !== undefined;
};

/** Clears the default of the book except for `keepId`. Call under `lockAddressBook`. */
export const clearDefault = async (db: Executor, orgId: number, type: AddressType, keepId?: number) => {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(addresses.orgId, orgId),
        eq(addresses.type, type),
        eq(addresses.isDefault, true),
        keepId === undefined ? undefined : ne(addresses.id, keepId),
      ),
    );
};

/** Makes the newest address of the book the default when it has none (after a delete or a type change). */
export const promoteNewestIfNoDefault = async (db: Executor, orgId: number, type: AddressType) => {
  if (await hasDefault(db, orgId, type)) return;
  const [newest] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.orgId, orgId), eq(addresses.type, type)))
    .orderBy(desc(addresses.id))
    .limit(1);
  if (newest) await markDefault(db, newest.id);
};

export const markDefault = async (db: Executor, id: number) => {
  await db.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, id));
};

export const insertAddress = async (
  db: Executor,
  values: AddressValues & { orgId: number; userId: number },
) => {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
};

export const updateAddress = async (
  db: Executor,
  scope: SQL | undefined,
  id: number,
  values: AddressValues,
) => {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(scoped(scope, eq(addresses.id, id)))
    .returning();
  return row;
};

export const deleteAddress = async (db: Executor, scope: SQL | undefined, id: number) => {
  await db.delete(addresses).where(scoped(scope, eq(addresses.id, id)));
};
