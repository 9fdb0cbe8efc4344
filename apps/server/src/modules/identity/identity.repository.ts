import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { rateLimits } from "../../platform/platform.tables";
import {
  captchas,
  menus,
  orgs,
  roleDataOrgs,
  roleMenus,
  roles,
  sessions,
  subAccountGrants,
  userRoles,
  users,
  verificationCodes,
} from "./identity.tables";

export type MenuRow = typeof menus.$inferSelect;

export const findUserByUsername = async (db: Executor, username: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
};

export const findUserByPhoneOrEmail = async (db: Executor, channel: "sms" | "email", target: string) => {
  const where = channel === "sms" ? eq(users.phone, target) : sql`lower(${users.email}) = lower(${target})`;
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
};

export const findUserById = async (db: Executor, userId: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
};

/** The live session behind a token hash with its user and org, or nothing. */
export const findLiveSession = async (db: Executor, tokenHash: string) => {
  const [row] = await db
    .select({ session: sessions, user: users, org: orgs })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row;
};

export const listRolesOf = (db: Executor, userId: number) =>
  db
    .select({ id: roles.id, code: roles.code, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.level), asc(roles.code));

/** An org and every org below it in the tree. */
export const listOrgAndDescendants = async (db: Executor, orgId: number) => {
  const result = await db.execute(sql`
    with recursive tree(id) as (
      select ${orgId}::int
      union select o.id from ${orgs} o join tree on o.parent_id = tree.id
    ) select id from tree`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
};

export const listCustomScopeOrgIds = async (db: Executor, roleIds: number[]) => {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ orgId: roleDataOrgs.orgId })
    .from(roleDataOrgs)
    .where(inArray(roleDataOrgs.roleId, roleIds));
  return rows.map((r) => r.orgId);
};

export const listMenuNames = async (db: Executor, menuIds: number[]) => {
  if (menuIds.length === 0) return [];
  const rows = await db.select({ name: menus.name }).from(menus).where(inArray(menus.id, menuIds));
  return rows.map((r) => r.name);
};

export const listGrantedMenuNames = async (db: Executor, userId: number) => {
  const rows = await db
    .select({ name: menus.name })
    .from(subAccountGrants)
    .innerJoin(menus, eq(menus.id, subAccountGrants.menuId))
    .where(eq(subAccountGrants.userId, userId))
    .orderBy(asc(menus.name));
  return rows.map((r) => r.name);
};

export const listAllMenus = (db: Executor) => db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));

export const listRoleMenuIds = async (db: Executor, roleIds: number[]) => {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, roleIds));
  return rows.map((r) => r.menuId);
};

export const listSubGrantMenuIds = async (db: Executor, userId: number) => {
  const rows = await db
    .select({ menuId: subAccountGrants.menuId })
    .from(subAccountGrants)
    .where(eq(subAccountGrants.userId, userId));
  return rows.map((r) => r.menuId);
};

export const insertSession = async (
  db: Executor,
  values: { tokenHash: string; userId: number; ip: string; userAgent: string | null; ttlMs: number },
) => {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: values.tokenHash,
      userId: values.userId,
      ip: values.ip,
      userAgent: values.userAgent,
      expiresAt: sql`now() + make_interval(secs => ${values.ttlMs / 1000})`,
    })
    .returning({ expiresAt: sessions.expiresAt });
  return row!;
};

export const revokeSession = (db: Executor, tokenHash: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));

export const revokeUserSessions = (db: Executor, userId: number, keepTokenHash?: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );

export const updatePassword = (db: Executor, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash, passwordChangedAt: sql`now()` }).where(eq(users.id, userId));

export const updateLanguage = (db: Executor, userId: number, lang: "zh" | "en" | "ko") =>
  db.update(users).set({ lang }).where(eq(users.id, userId));

export const insertVerificationCode = (
  db: Executor,
  values: {
    channel: "sms" | "email";
    target: string;
    purpose: "register" | "reset";
    codeHash: string;
    ttlMs: number;
  },
) =>
  db.insert(verificationCodes).values({
    channel: values.channel,
    target: values.target,
    purpose: values.purpose,
    codeHash: values.codeHash,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlMs / 1000})`,
  });

/** The newest unexpired, unspent code for a target, locked for the check. */
export const findLatestCode = async (db: Executor, target: string, purpose: "register" | "reset") => {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for("update");
  return row;
};

export const countCodeAttempt = (db: Executor, id: number) =>
  db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));

export const consumeCode = (db: Executor, id: number) =>
  db.update(verificationCodes).set({ consumedAt: sql`now()` }).where(eq(verificationCodes.id, id));

export const insertOrg = async (db: Executor, values: typeof orgs.$inferInsert) => {
  const [row] = await db.insert(orgs).values(values).returning();
  return row!;
};

export const insertUser = async (db: Executor, values: typeof users.$inferInsert) => {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
};

export const assignRoles = async (db: Executor, userId: number, roleCodes: string[]) => {
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.code, roleCodes));
  if (found.length) await db.insert(userRoles).values(found.map((r) => ({ userId, roleId: r.id })));
};

export type NewOrgAccount = {
  type: "customer" | "supplier";
  orgName: string;
  user: Omit<typeof users.$inferInsert, "orgId">;
};

/**
 * A new customer or supplier org with its main account holding the type's default role ("customer" or
 * "supplier"). Customer orgs start on the free edition, whoever opens them (self-registration or staff).
 */
export const insertOrgWithMainUser = async (db: Executor, input: NewOrgAccount) => {
  const org = await insertOrg(db, {
    type: input.type,
    name: input.orgName,
    ...(input.type === "customer" ? { edition: "free" as const } : {}),
  });
  const user = await insertUser(db, { ...input.user, orgId: org.id });
  await assignRoles(db, user.id, [input.type]);
  return { org, user };
};

/** An org of the given type with this name, ignoring case. */
export const findOrgByName = async (db: Executor, type: "customer" | "supplier", name: string) => {
  const [row] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.type, type), sql`lower(${orgs.name}) = lower(${name})`))
    .limit(1);
  return row;
};

/** Deletes what has expired; answers how many of each went. */
export const deleteExpired = async (db: Executor) => {
  const codes = await db
    .delete(verificationCodes)
    .where(sql`${verificationCodes.expiresAt} < now() - interval '1 day'`)
    .returning({ id: verificationCodes.id });
  const spentCaptchas = await db
    .delete(captchas)
    .where(sql`${captchas.expiresAt} < now() - interval '1 hour'`)
    .returning({ id: captchas.id });
  const oldSessions = await db
    .delete(sessions)
    .where(sql`${sessions.expiresAt} < now() - interval '7 days'`)
    .returning({ id: sessions.id });
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '2 days'`);
  return { codes: codes.length, captchas: spentCaptchas.length, sessions: oldSessions.length };
};
