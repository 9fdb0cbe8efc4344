import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { orgs, roleDataOrgs, roleMenus, roles, userRoles, users } from "./identity.tables";

export type RoleValues = Pick<
  typeof roles.$inferInsert,
  "code" | "name" | "level" | "description" | "dataScope"
>;

/** Every role with its menus, custom data orgs and number of users. */
export const listRolesWithGrants = async (db: Executor) => {
  const [roleRows, menuRows, orgRows, userCounts] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.level), asc(roles.id)),
    db.select().from(roleMenus),
    db.select().from(roleDataOrgs),
    db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).groupBy(userRoles.roleId),
  ]);
  return roleRows.map((role) => ({
    ...role,
    menuIds: menuRows.filter((m) => m.roleId === role.id).map((m) => m.menuId),
    dataOrgIds: orgRows.filter((o) => o.roleId === role.id).map((o) => o.orgId),
    userCount: userCounts.find((u) => u.roleId === role.id)?.n ?? 0,
  }));
};

export const findRole = async (db: Executor, roleId: number) => {
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  return row;
};

export const findRoleByCode = async (db: Executor, code: string) => {
  const [row] = await db.select().from(roles).where(eq(roles.code, code)).limit(1);
  return row;
};

/** Roles held by some customer or supplier user (all of them, or just the one asked about). */
export const listRoleIdsHeldByTenants = async (db: Executor, roleId?: number) => {
  const rows = await db
    .selectDistinct({ roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(ne(orgs.type, "platform"), roleId === undefined ? undefined : eq(userRoles.roleId, roleId)));
  return new Set(rows.map((r) => r.roleId));
};

export const listMenuIdsOfRole = async (db: Executor, roleId: number) =>
  (await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId))).map(
    (r) => r.menuId,
  );

export const countUsersOfRole = async (db: Executor, roleId: number) => {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return row?.n ?? 0;
};

export const insertRole = async (db: Executor, values: RoleValues) => {
  const [row] = await db.insert(roles).values(values).returning();
  return row!;
};

export const updateRole = (db: Executor, roleId: number, values: Partial<RoleValues>) =>
  db.update(roles).set(values).where(eq(roles.id, roleId));

export const deleteRole = (db: Executor, roleId: number) => db.delete(roles).where(eq(roles.id, roleId));

export const replaceRoleMenus = async (db: Executor, roleId: number, menuIds: number[]) => {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
};

export const replaceRoleDataOrgs = async (db: Executor, roleId: number, orgIds: number[]) => {
  await db.delete(roleDataOrgs).where(eq(roleDataOrgs.roleId, roleId));
  if (orgIds.length) await db.insert(roleDataOrgs).values(orgIds.map((orgId) => ({ roleId, orgId })));
};

export const countExistingOrgs = async (db: Executor, orgIds: number[]) => {
  if (orgIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(orgs).where(inArray(orgs.id, orgIds));
  return row?.n ?? 0;
};
