import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { offsetPage } from "../../platform/paging";
import { scopeFilter } from "../../platform/scope";
import { subAccountProfiles } from "./api-tokens.tables";
import { menus, orgs, subAccountGrants, users } from "./identity.tables";

const mainUsers = alias(users, "main_users");

const columns = {
  id: users.id,
  orgId: users.orgId,
  mainUserId: users.mainUserId,
  name: users.nickName,
  username: users.username,
  status: users.status,
  createdAt: users.createdAt,
  code: subAccountProfiles.code,
  mainUsername: mainUsers.username,
  orgName: orgs.name,
};

export type SubAccountRow = {
  id: number;
  orgId: number;
  mainUserId: number | null;
  name: string;
  username: string;
  status: "enabled" | "disabled";
  createdAt: Date;
  code: string | null;
  mainUsername: string | null;
  orgName: string;
};

const baseQuery = (db: Executor) =>
  db
    .select(columns)
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .leftJoin(mainUsers, eq(mainUsers.id, users.mainUserId))
    .leftJoin(subAccountProfiles, eq(subAccountProfiles.userId, users.id));

/**
 * The sub-accounts the caller may see: in its data scope, and for a customer only its own
 * (a main account never sees another main account's sub-accounts, even in the same org).
 */
const visibleTo = (actor: Actor): SQL | undefined =>
  and(
    isNotNull(users.mainUserId),
    scopeFilter(actor.scope, users.orgId),
    actor.orgType === "customer" ? eq(users.mainUserId, actor.userId) : undefined,
  );

export const listSubAccounts = async (
  db: Executor,
  actor: Actor,
  query: {
    page: number;
    size: number;
    keyword?: string | undefined;
    status?: "enabled" | "disabled" | undefined;
  },
) => {
  const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const where = and(
    visibleTo(actor),
    query.status ? eq(users.status, query.status) : undefined,
    keyword
      ? or(
          ilike(users.username, keyword),
          ilike(users.nickName, keyword),
          ilike(subAccountProfiles.code, keyword),
        )
      : undefined,
  );
  return offsetPage<SubAccountRow>(
    baseQuery(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(subAccountProfiles, eq(subAccountProfiles.userId, users.id))
      .where(where),
  );
};

/** One sub-account the caller may see, or nothing (which the service answers with 404). */
export const findVisibleSubAccount = async (db: Executor, actor: Actor, id: number) => {
  const [row]: SubAccountRow[] = await baseQuery(db)
    .where(and(eq(users.id, id), visibleTo(actor)))
    .limit(1);
  return row;
};

export const listGrantNames = async (db: Executor, userIds: number[]) => {
  if (userIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ userId: subAccountGrants.userId, name: menus.name })
    .from(subAccountGrants)
    .innerJoin(menus, eq(menus.id, subAccountGrants.menuId))
    .where(inArray(subAccountGrants.userId, userIds))
    .orderBy(asc(menus.sort), asc(menus.id));
  const byUser = new Map<number, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
  return byUser;
};

export const findCodeOwner = async (db: Executor, mainUserId: number, code: string) => {
  const [row] = await db
    .select({ userId: subAccountProfiles.userId })
    .from(subAccountProfiles)
    .where(
      and(
        eq(subAccountProfiles.mainUserId, mainUserId),
        sql`lower(${subAccountProfiles.code}) = lower(${code})`,
      ),
    )
    .limit(1);
  return row;
};

export const saveProfile = (db: Executor, values: { userId: number; mainUserId: number; code: string }) =>
  db
    .insert(subAccountProfiles)
    .values(values)
    .onConflictDoUpdate({ target: subAccountProfiles.userId, set: { code: values.code } });

export const updateName = (db: Executor, userId: number, name: string) =>
  db.update(users).set({ nickName: name }).where(eq(users.id, userId));

export const updateStatus = (db: Executor, userId: number, status: "enabled" | "disabled") =>
  db.update(users).set({ status }).where(eq(users.id, userId));

/** Replaces the authorisation list of one sub-account. */
export const replaceGrants = async (db: Executor, userId: number, menuIds: number[]) => {
  await db.delete(subAccountGrants).where(eq(subAccountGrants.userId, userId));
  if (menuIds.length) await db.insert(subAccountGrants).values(menuIds.map((menuId) => ({ userId, menuId })));
};
