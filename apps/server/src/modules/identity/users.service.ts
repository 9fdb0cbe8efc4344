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
import { can, requireCan } from "../../platform/access";
import { type Actor, canSeeOrg } from "../../platform/actor";
import { hashPassword } from "../../platform/crypto";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { translateKey } from "../../platform/i18n";
import { mapPage } from "../../platform/paging";
import { scopeFilter, visibleOrNotFound } from "../../platform/scope";
import {
  type ActorFacts,
  assertAllowed,
  isTenantRole,
  mayGrant,
  type RoleFacts,
  refusalOfManaging,
  refusalOfUserChange,
  type UserFacts,
} from "./access";
import { revokeUserSessions, updatePassword } from "./identity.repository";
import { orgs, users } from "./identity.tables";
import { assertPasswordPolicy } from "./password-policy";
import type { SessionStore } from "./session-store";
import * as repo from "./users.repository";

type Deps = { db: Db; sessions: SessionStore };
type CreateUser = z.output<typeof createUserSchema>;
type UpdateUser = z.output<typeof updateUserSchema>;

export const contactOf = (actor: Actor, value: string | null) =>
  value === null || can(actor, "seeContactsInFull") ? value : maskText(value);

const toRoleFacts = (rows: Array<Pick<RoleFacts, "code" | "level" | "dataScope">>): RoleFacts[] =>
  rows.map((r) => ({ code: r.code, level: r.level, dataScope: r.dataScope }));

/** The caller as the access rules see it: its roles with their levels and data scopes. */
export const actorFactsOf = async (db: Executor, actor: Actor): Promise<ActorFacts> => ({
  userId: actor.userId,
  orgType: actor.orgType,
  roles: toRoleFacts(await repo.findRolesByCodes(db, actor.roles)),
  isSubAccount: actor.isSubAccount,
  seesAllData: actor.scope.all,
  screens: actor.screens,
});

type UserWithOrg = NonNullable<Awaited<ReturnType<typeof repo.findUserWithOrg>>>;
type RolesOfUsers = Awaited<ReturnType<typeof repo.listRolesOfUsers>>;

const factsOf = (row: UserWithOrg, roleRows: RolesOfUsers): UserFacts => ({
  userId: row.user.id,
  orgType: row.org.type,
  roles: toRoleFacts(roleRows.filter((r) => r.userId === row.user.id)),
});

export const createUsersService = ({ db, sessions }: Deps) => {
  const toRow = (actor: Actor, facts: ActorFacts, row: UserWithOrg, roleRows: RolesOfUsers): UserRow => {
    const refusal = refusalOfManaging(facts, factsOf(row, roleRows));
    return {
      id: row.user.id,
      username: row.user.username,
      nickName: row.user.nickName,
      email: contactOf(actor, row.user.email),
      phone: contactOf(actor, row.user.phone),
      masked: !can(actor, "seeContactsInFull"),
      orgId: row.org.id,
      orgName: row.org.name,
      orgType: row.org.type,
      isSubAccount: row.user.mainUserId !== null,
      status: row.user.status,
      roles: roleRows
        .filter((r) => r.userId === row.user.id)
        .map((r) => ({ id: r.id, code: r.code, name: r.name })),
      manageable: refusal === undefined,
      lockedBecause: refusal?.key ? translateKey(actor.lang, refusal.key) : null,
      createdAt: row.user.createdAt.toISOString(),
    };
  };

  /** A user the caller may see (else 404), as the access rules see them, with the account name. */
  const visibleUser = async (tx: Executor, actor: Actor, userId: number) => {
    requireCan(actor, "administerAccounts");
    const found = await repo.findUserWithOrg(tx, userId);
    const row = visibleOrNotFound(actor, found ? { ...found, orgId: found.user.orgId } : undefined);
    return { ...factsOf(row, await repo.listRolesOfUsers(tx, [userId])), username: row.user.username };
  };

  /** The roles named on a form: all must exist. */
  const rolesByIds = async (tx: Executor, roleIds: number[]) => {
    const unique = [...new Set(roleIds)];
    const found = await repo.findRolesByIds(tx, unique);
    if (found.length !== unique.length) {
      throw AppError.field("roleIds", "NOT_FOUND");
    }
    return { ids: unique, facts: toRoleFacts(found) };
  };

  const visibleOrg = async (tx: Executor, actor: Actor, orgId: number) => {
    const org = await repo.findOrg(tx, orgId);
    if (!org || !canSeeOrg(actor, org.id)) {
      throw AppError.field("orgId", "NOT_FOUND");
    }
    return org;
  };

  const refusePhoneTaken = async (tx: Executor, phone: string | null, exceptUserId?: number) => {
    if (phone && (await repo.isPhoneTaken(tx, phone, exceptUserId))) {
      throw AppError.field("phone", "PHONE_TAKEN", { code: "PHONE_TAKEN" });
    }
  };

  const list = async (actor: Actor, query: UserQuery) => {
    requireCan(actor, "administerAccounts");
    const page = await repo.listUsers(db, scopeFilter(actor.scope, users.orgId), query);
    const roleRows = await repo.listRolesOfUsers(
      db,
      page.rows.map((r) => r.user.id),
    );
    const facts = await actorFactsOf(db, actor);
    return mapPage(page, (row) => toRow(actor, facts, row, roleRows));
  };

  const get = async (actor: Actor, userId: number) => {
    requireCan(actor, "administerAccounts");
    const found = await repo.findUserWithOrg(db, userId);
    visibleOrNotFound(actor, found ? { orgId: found.user.orgId } : undefined);
    return toRow(actor, await actorFactsOf(db, actor), found!, await repo.listRolesOfUsers(db, [userId]));
  };

  const create = async (actor: Actor, input: CreateUser) => {
    requireCan(actor, "administerAccounts");
    assertPasswordPolicy(input.password, input.username, "password");
    const passwordHash = await hashPassword(input.password);
    const id = await db.transaction(async (tx) => {
      const org = await visibleOrg(tx, actor, input.orgId);
      const roles = await rolesByIds(tx, input.roleIds);
      assertAllowed(
        refusalOfUserChange({
          action: "create",
          actor: await actorFactsOf(tx, actor),
          after: { orgType: org.type, roles: roles.facts },
        }),
      );
      if (await repo.isUsernameTaken(tx, input.username)) {
        throw AppError.field("username", "ACCOUNT_TAKEN", { code: "ACCOUNT_TAKEN" });
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
      await repo.replaceUserRoles(tx, user.id, roles.ids);
      return user.id;
    });
    return get(actor, id);
  };

  const update = async (actor: Actor, userId: number, input: UpdateUser) => {
    await db.transaction(async (tx) => {
      const target = await visibleUser(tx, actor, userId);
      const org = await visibleOrg(tx, actor, input.orgId);
      const roles = await rolesByIds(tx, input.roleIds);
      assertAllowed(
        refusalOfUserChange({
          action: "edit",
          actor: await actorFactsOf(tx, actor),
          target,
          after: { orgType: org.type, roles: roles.facts },
        }),
      );
      if (input.phone) await refusePhoneTaken(tx, input.phone, userId);
      // Left-out contacts stay as stored: a caller who sees them masked cannot send them back.
      await repo.updateUser(tx, userId, {
        nickName: input.nickName,
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        orgId: input.orgId,
      });
      await repo.replaceUserRoles(tx, userId, roles.ids);
      await sessions.announce(tx, { userId });
    });
    return get(actor, userId);
  };

  const assignRoles = async (actor: Actor, userId: number, roleIds: number[]) => {
    await db.transaction(async (tx) => {
      const target = await visibleUser(tx, actor, userId);
      const roles = await rolesByIds(tx, roleIds);
      assertAllowed(
        refusalOfUserChange({
          action: "setRoles",
          actor: await actorFactsOf(tx, actor),
          target,
          after: { orgType: target.orgType, roles: roles.facts },
        }),
      );
      await repo.replaceUserRoles(tx, userId, roles.ids);
      await sessions.announce(tx, { userId });
    });
    return get(actor, userId);
  };

  /** Disabling signs the user out everywhere at once. */
  const setStatus = async (actor: Actor, userId: number, status: UserStatus) => {
    await db.transaction(async (tx) => {
      const target = await visibleUser(tx, actor, userId);
      assertAllowed(
        refusalOfUserChange({ action: "setStatus", actor: await actorFactsOf(tx, actor), target }),
      );
      await repo.updateUser(tx, userId, { status });
      if (status === "disabled") await revokeUserSessions(tx, userId);
      await sessions.announce(tx, { userId });
    });
    return get(actor, userId);
  };

  /** An admin or operator sets a new password for a user below them; every session of the user ends. */
  const resetPassword = async (actor: Actor, userId: number, input: AdminResetPasswordRequest) => {
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      const target = await visibleUser(tx, actor, userId);
      assertAllowed(
        refusalOfUserChange({ action: "resetPassword", actor: await actorFactsOf(tx, actor), target }),
      );
      assertPasswordPolicy(input.newPassword, target.username, "newPassword");
      await updatePassword(tx, userId, passwordHash);
      await revokeUserSessions(tx, userId);
      await sessions.announce(tx, { userId });
    });
  };

  const orgOptions = async (actor: Actor): Promise<OrgOption[]> => {
    requireCan(actor, "administerAccounts");
    return repo.listOrgOptions(db, scopeFilter(actor.scope, orgs.id));
  };

  /** Roles for the user form, each saying whether the caller may hand it out and to whom. */
  const roleOptions = async (actor: Actor) => {
    requireCan(actor, "administerAccounts");
    const facts = await actorFactsOf(db, actor);
    return (await repo.listAllRoles(db)).map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      level: r.level,
      assignable: mayGrant(facts, r),
      forTenants: isTenantRole(r),
    }));
  };

  return { list, get, create, update, assignRoles, setStatus, resetPassword, orgOptions, roleOptions };
};

export type UsersService = ReturnType<typeof createUsersService>;
