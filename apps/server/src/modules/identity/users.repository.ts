import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { offsetPage } from "../../platform/paging";
import { orgs, roles, userRoles, users } from "./identity.tables";

export type UserFilter = {
  page: number;
  size: number;
  username?: string | undefined;
  nickName?: string | undefined;
  orgId?: number | undefined;
  roleId?: number | undefined;
  status?: "enabled" | "disabled" | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of users with their org, inside the caller's data scope. */
export const listUsers = async (db: Executor, scope: SQL | undefined, filter: UserFilter) => {
  const conditions: SQL[] = [];
  if (scope) conditions.push(scope);
  if (filter.username) conditions.push(ilike(users.username, `%${escapeLike(filter.username)}%`));
  if (filter.nickName) conditions.push(ilike(users.nickName, `%${escapeLike(filter.nickName)}%`));
  if (filter.orgId) conditions.push(eq(users.orgId, filter.orgId));
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.from) conditions.push(gte(users.createdAt, new Date(filter.from)));
  if (filter.to) conditions.push(lte(users.createdAt, new Date(filter.to)));
  if (filter.roleId) {
    conditions.push(
      inArray(
        users.id,
        db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, filter.roleId)),
      ),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return offsetPage(
    db
      .select({ user: users, org: orgs })
      .from(users)
      .innerJoin(orgs, eq(orgs.id, users.orgId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(users).where(where),
  );
};

export const listRolesOfUsers = async (db: Executor, userIds: number[]) => {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userRoles.userId,
      id: roles.id,
      code: roles.code,
      name: roles.name,
      level: roles.level,
      dataScope: roles.dataScope,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.level), asc(roles.id));
};

export const findUserWithOrg = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ user: users, org: orgs })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
};

export const findOrg = async (db: Executor, orgId: number) => {
  const [row] = await db.select().from(orgs).where(eq(orgs.id, orgId)).limit(1);
  return row;
};

export const listOrgOptions = (db: Executor, scope: SQL | undefined) =>
  db
    .select({ id: orgs.id, name: orgs.name, type: orgs.type })
    .from(orgs)
    .where(scope)
    .orderBy(asc(orgs.type), asc(orgs.id));

export const findRolesByIds = (db: Executor, roleIds: number[]) =>
  roleIds.length
    ? db.select().from(roles).where(inArray(roles.id, roleIds))
    : Promise.resolve([] as Array<typeof roles.$inferSelect>);

export const listAllRoles = (db: Executor) =>
  db.select().from(roles).orderBy(asc(roles.level), asc(roles.id));

export const findRolesByCodes = (db: Executor, codes: string[]) =>
  codes.length
    ? db.select().from(roles).where(inArray(roles.code, codes))
    : Promise.resolve([] as Array<typeof roles.$inferSelect>);

export const isUsernameTaken = async (db: Executor, username: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
};

export const isPhoneTaken = async (db: Executor, phone: string, exceptUserId?: number) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined))
    .limit(1);
  return row !== undefined;
};

export const insertUser = async (db: Executor, values: typeof users.$inferInsert) => {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
};

export const updateUser = (
  db: Executor,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, "nickName" | "email" | "phone" | "orgId" | "status">>,
) => db.update(users).set(values).where(eq(users.id, userId));

export const replaceUserRoles = async (db: Executor, userId: number, roleIds: number[]) => {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
};
