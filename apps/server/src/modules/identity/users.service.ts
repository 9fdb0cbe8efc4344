import type {
  AdminResetPasswordRequest,
  createUserSchema,
  OrgOption,
  UserQuery,
  UserRow,
  UserStatus,
  updateUserSchema,
} from "@pp/contracts";
import { maskText } from "@pp/domain";
import type { z } from "zod";
import { type Actor, canSeeOrg, hasRole, isPlatformStaff } from "../../platform/actor";
import { hashPassword } from "../../platform/crypto";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { scopeFilter, visibleOrNotFound } from "../../platform/scope";
import { revokeUserSessions, updatePassword } from "./identity.repository";
import { orgs, users } from "./identity.tables";
import { assertPasswordPolicy } from "./password-policy";
import type { SessionStore } from "./session-store";
import * as repo from "./users.repository";

type Deps = { db: Db; sessions: SessionStore };
type CreateUser = z.output<typeof createUserSchema>;
type UpdateUser = z.output<typeof updateUserSchema>;

/** Users administration is a platform screen: other orgs manage their people as sub-accounts. */
export const requirePlatformStaff = (actor: Actor) => {
  if (!isPlatformStaff(actor)) throw new AppError("FORBIDDEN");
};

/** Only admins see phone numbers and e-mails in full; everyone else sees them masked (spec §9). */
export const seesContactsInFull = (actor: Actor) => hasRole(actor, "admin");

export const contactOf = (actor: Actor, value: string | null) =>
  value === null || seesContactsInFull(actor) ? value : maskText(value);

/** The most powerful level the caller holds; nobody hands out more than that. */
export const actorLevelOf = (db: Executor, actor: Actor) => repo.bestLevelOf(db, actor.roles);

// Asking for a role above one's level is a mistake on a form field; acting on a more powerful user is refused.
const levelTooHigh = (field: string) =>
  new AppError("VALIDATION_FAILED", {
    params: { messageKey: "ROLE_LEVEL_TOO_HIGH" },
    details: [{ field, message: "ROLE_LEVEL_TOO_HIGH" }],
  });

type UserWithOrg = NonNullable<Awaited<ReturnType<typeof repo.findUserWithOrg>>>;

export const createUsersService = ({ db, sessions }: Deps) => {
  const toRow = (
    actor: Actor,
    row: UserWithOrg,
    roleRows: Awaited<ReturnType<typeof repo.listRolesOfUsers>>,
  ): UserRow => ({
    id: row.user.id,
    username: row.user.username,
    nickName: row.user.nickName,
    email: contactOf(actor, row.user.email),
    phone: contactOf(actor, row.user.phone),
    masked: !seesContactsInFull(actor),
    orgId: row.org.id,
    orgName: row.org.name,
    orgType: row.org.type,
    isSubAccount: row.user.mainUserId !== null,
    status: row.user.status,
    roles: roleRows
      .filter((r) => r.userId === row.user.id)
      .map((r) => ({ id: r.id, code: r.code, name: r.name })),
    createdAt: row.user.createdAt.toISOString(),
  });

  /** A user the caller may manage: in scope (else 404) and not holding a role above the caller's level. */
  const manageableUser = async (tx: Executor, actor: Actor, userId: number) => {
    requirePlatformStaff(actor);
    const found = await repo.findUserWithOrg(tx, userId);
    const row = found ? { ...found, orgId: found.user.orgId } : undefined;
    const visible = visibleOrNotFound(actor, row);
    const level = await actorLevelOf(tx, actor);
    const theirRoles = await repo.listRolesOfUsers(tx, [userId]);
    if (theirRoles.some((r) => r.level < level)) {
      throw new AppError("FORBIDDEN", { params: { messageKey: "ROLE_LEVEL_TOO_HIGH" } });
    }
    return visible;
  };

  /** The roles to give: all must exist and none may be above the caller's own level. */
  const assignableRoles = async (tx: Executor, actor: Actor, roleIds: number[]) => {
    const unique = [...new Set(roleIds)];
    const found = await repo.findRolesByIds(tx, unique);
    if (found.length !== unique.length) {
      throw new AppError("VALIDATION_FAILED", { details: [{ field: "roleIds", message: "NOT_FOUND" }] });
    }
    const level = await actorLevelOf(tx, actor);
    if (found.some((r) => r.level < level)) throw levelTooHigh("roleIds");
    return unique;
  };

  const visibleOrg = async (tx: Executor, actor: Actor, orgId: number) => {
    const org = await repo.findOrg(tx, orgId);
    if (!org || !canSeeOrg(actor, org.id)) {
      throw new AppError("VALIDATION_FAILED", { details: [{ field: "orgId", message: "NOT_FOUND" }] });
    }
    return org;
  };

  const refusePhoneTaken = async (tx: Executor, phone: string | null, exceptUserId?: number) => {
    if (phone && (await repo.isPhoneTaken(tx, phone, exceptUserId))) {
      throw new AppError("PHONE_TAKEN", { details: [{ field: "phone", message: "PHONE_TAKEN" }] });
    }
  };

  const list = async (actor: Actor, query: UserQuery) => {
    requirePlatformStaff(actor);
    const page = await repo.listUsers(db, scopeFilter(actor, users.orgId), query);
    const roleRows = await repo.listRolesOfUsers(
      db,
      page.rows.map((r) => r.user.id),
    );
    return { total: page.total, rows: page.rows.map((row) => toRow(actor, row, roleRows)) };
  };

  const get = async (actor: Actor, userId: number) => {
    requirePlatformStaff(actor);
    const found = await repo.findUserWithOrg(db, userId);
    visibleOrNotFound(actor, found ? { orgId: found.user.orgId } : undefined);
    return toRow(actor, found!, await repo.listRolesOfUsers(db, [userId]));
  };

  const create = async (actor: Actor, input: CreateUser) => {
    requirePlatformStaff(actor);
    assertPasswordPolicy(input.password, input.username, "password");
    const passwordHash = await hashPassword(input.password);
    const id = await db.transaction(async (tx) => {
      await visibleOrg(tx, actor, input.orgId);
      const roleIds = await assignableRoles(tx, actor, input.roleIds);
      if (await repo.isUsernameTaken(tx, input.username)) {
        throw new AppError("ACCOUNT_TAKEN", { details: [{ field: "username", message: "ACCOUNT_TAKEN" }] });
      }
      await refusePhoneTaken(tx, input.phone ?? null);
      const user = await repo.insertUser(tx, {
        orgId: input.orgId,
        username: input.username,
        passwordHash,
        nickName: input.nickName,
        email: input.email ?? null,
        phone: input.phone ?? null,
      });
      await repo.replaceUserRoles(tx, user.id, roleIds);
      return user.id;
    });
    return get(actor, id);
  };

  const update = async (actor: Actor, userId: number, input: UpdateUser) => {
    await db.transaction(async (tx) => {
      await manageableUser(tx, actor, userId);
      await visibleOrg(tx, actor, input.orgId);
      const roleIds = await assignableRoles(tx, actor, input.roleIds);
      if (input.phone) await refusePhoneTaken(tx, input.phone, userId);
      // Left-out contacts stay as stored: a caller who sees them masked cannot send them back.
      await repo.updateUser(tx, userId, {
        nickName: input.nickName,
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        orgId: input.orgId,
      });
      await repo.replaceUserRoles(tx, userId, roleIds);
      await sessions.announce(tx, { userId });
    });
    return get(actor, userId);
  };

  const assignRoles = async (actor: Actor, userId: number, roleIds: number[]) => {
    await db.transaction(async (tx) => {
      await manageableUser(tx, actor, userId);
      await repo.replaceUserRoles(tx, userId, await assignableRoles(tx, actor, roleIds));
      await sessions.announce(tx, { userId });
    });
    return get(actor, userId);
  };

  /** Disabling signs the user out everywhere at once; nobody disables themselves. */
  const setStatus = async (actor: Actor, userId: number, status: UserStatus) => {
    if (userId === actor.userId) {
      throw new AppError("FORBIDDEN", { params: { messageKey: "USER_SELF_DISABLE" } });
    }
    await db.transaction(async (tx) => {
      await manageableUser(tx, actor, userId);
      await repo.updateUser(tx, userId, { status });
      if (status === "disabled") await revokeUserSessions(tx, userId);
      await sessions.announce(tx, { userId });
    });
    return get(actor, userId);
  };

  /** An admin sets a new password; every session of the user ends. */
  const resetPassword = async (actor: Actor, userId: number, input: AdminResetPasswordRequest) => {
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      const target = await manageableUser(tx, actor, userId);
      assertPasswordPolicy(input.newPassword, target.user.username, "newPassword");
      await updatePassword(tx, userId, passwordHash);
      await revokeUserSessions(tx, userId);
      await sessions.announce(tx, { userId });
    });
  };

  const orgOptions = async (actor: Actor): Promise<OrgOption[]> => {
    requirePlatformStaff(actor);
    return repo.listOrgOptions(db, scopeFilter(actor, orgs.id));
  };

  /** Roles for the user form, each saying whether the caller may hand it out. */
  const roleOptions = async (actor: Actor) => {
    requirePlatformStaff(actor);
    const level = await actorLevelOf(db, actor);
    return (await repo.listAllRoles(db)).map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      level: r.level,
      assignable: r.level >= level,
    }));
  };

  return { list, get, create, update, assignRoles, setStatus, resetPassword, orgOptions, roleOptions };
};

export type UsersService = ReturnType<typeof createUsersService>;
