import type { Role, saveRoleSchema } from "@pp/contracts";
import type { z } from "zod";
import { requireCan } from "../../platform/access";
import { type Actor, canSeeOrg } from "../../platform/actor";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { translateKey } from "../../platform/i18n";
import {
  assertAllowed,
  isBuiltInTenantRole,
  isTenantBound,
  type RoleFacts,
  refusalOfEditingRole,
  refusalOfRoleChange,
  type StoredRole,
} from "./access";
import { listMenus } from "./menus-admin.repository";
import * as repo from "./roles.repository";
import type { SessionStore } from "./session-store";
import { actorFactsOf } from "./users.service";

type Deps = { db: Db; sessions: SessionStore };
type SaveRole = z.output<typeof saveRoleSchema>;

type RoleRow = Awaited<ReturnType<typeof repo.findRole>> & {};

const storedRole = (role: RoleRow, heldByTenants: ReadonlySet<number>): StoredRole => ({
  code: role.code,
  level: role.level,
  dataScope: role.dataScope,
  builtIn: role.builtIn,
  heldByTenants: heldByTenants.has(role.id),
});

const factsOfInput = (input: SaveRole): RoleFacts => ({
  code: input.code,
  level: input.level,
  dataScope: input.dataScope,
});

export const createRolesService = ({ db, sessions }: Deps) => {
  const list = async (actor: Actor): Promise<Role[]> => {
    requireCan(actor, "administerAccounts");
    const facts = await actorFactsOf(db, actor);
    const heldByTenants = await repo.listRoleIdsHeldByTenants(db);
    return (await repo.listRolesWithGrants(db)).map((role) => {
      const stored = storedRole(role, heldByTenants);
      const refusal = refusalOfEditingRole(facts, stored);
      return {
        id: role.id,
        code: role.code,
        name: role.name,
        level: role.level,
        description: role.description,
        dataScope: role.dataScope,
        dataOrgIds: role.dataOrgIds,
        menuIds: role.menuIds,
        builtIn: role.builtIn,
        userCount: role.userCount,
        manageable: refusal === undefined,
        lockedBecause: refusal?.key ? translateKey(actor.lang, refusal.key) : null,
        scopeLocked: isTenantBound(stored),
        levelLocked: isBuiltInTenantRole(stored),
        createdAt: role.createdAt.toISOString(),
      };
    });
  };

  /**
   * The menus a role will hold: known ids only, directories dropped (a group shows when one of its
   * screens is granted); also the names of those it did not hold before, for the access rules.
   */
  const resolveMenus = async (tx: Executor, wanted: number[], kept: number[]) => {
    const all = new Map((await listMenus(tx)).map((m) => [m.id, m]));
    const ids = [...new Set(wanted)];
    if (ids.some((id) => !all.has(id))) {
      throw AppError.field("menuIds", "NOT_FOUND");
    }
    const already = new Set(kept);
    return {
      ids: ids.filter((id) => all.get(id)!.type !== "directory"),
      added: ids.filter((id) => !already.has(id)).map((id) => all.get(id)!.name),
    };
  };

  const checkDataOrgs = async (tx: Executor, actor: Actor, input: SaveRole) => {
    if (input.dataScope !== "custom") return [];
    const ids = [...new Set(input.dataOrgIds)];
    // Nobody widens a role's data beyond the orgs they can see themselves.
    if ((await repo.countExistingOrgs(tx, ids)) !== ids.length || ids.some((id) => !canSeeOrg(actor, id))) {
      throw AppError.field("dataOrgIds", "NOT_FOUND");
    }
    return ids;
  };

  const refuseCodeTaken = async (tx: Executor, code: string, exceptId?: number) => {
    const other = await repo.findRoleByCode(tx, code);
    if (other && other.id !== exceptId) {
      throw AppError.field("code", "ROLE_CODE_TAKEN", { code: "NAME_TAKEN", headline: true });
    }
  };

  const existingRole = async (tx: Executor, actor: Actor, roleId: number) => {
    requireCan(actor, "administerAccounts");
    const role = await repo.findRole(tx, roleId);
    if (!role) throw new AppError("NOT_FOUND");
    return { role, stored: storedRole(role, await repo.listRoleIdsHeldByTenants(tx, roleId)) };
  };

  const create = async (actor: Actor, input: SaveRole) => {
    requireCan(actor, "administerAccounts");
    const id = await db.transaction(async (tx) => {
      const menus = await resolveMenus(tx, input.menuIds, []);
      assertAllowed(
        refusalOfRoleChange({
          action: "create",
          actor: await actorFactsOf(tx, actor),
          after: factsOfInput(input),
          addedMenus: menus.added,
        }),
      );
      await refuseCodeTaken(tx, input.code);
      const dataOrgIds = await checkDataOrgs(tx, actor, input);
      const role = await repo.insertRole(tx, {
        code: input.code,
        name: input.name,
        level: input.level,
        description: input.description,
        dataScope: input.dataScope,
      });
      await repo.replaceRoleMenus(tx, role.id, menus.ids);
      await repo.replaceRoleDataOrgs(tx, role.id, dataOrgIds);
      await sessions.announce(tx, { everyone: true });
      return role.id;
    });
    return (await list(actor)).find((r) => r.id === id)!;
  };

  const update = async (actor: Actor, roleId: number, input: SaveRole) => {
    await db.transaction(async (tx) => {
      const { role, stored } = await existingRole(tx, actor, roleId);
      // Built-in codes are what the code checks by (admin, platform…): they never change.
      const code = role.builtIn ? role.code : input.code;
      const menus = await resolveMenus(tx, input.menuIds, await repo.listMenuIdsOfRole(tx, roleId));
      assertAllowed(
        refusalOfRoleChange({
          action: "edit",
          actor: await actorFactsOf(tx, actor),
          role: stored,
          after: { ...factsOfInput(input), code },
          addedMenus: menus.added,
        }),
      );
      await refuseCodeTaken(tx, code, roleId);
      const dataOrgIds = await checkDataOrgs(tx, actor, input);
      await repo.updateRole(tx, roleId, {
        code,
        name: input.name,
        level: input.level,
        description: input.description,
        dataScope: input.dataScope,
      });
      await repo.replaceRoleMenus(tx, roleId, menus.ids);
      await repo.replaceRoleDataOrgs(tx, roleId, dataOrgIds);
      await sessions.announce(tx, { everyone: true });
    });
    return (await list(actor)).find((r) => r.id === roleId)!;
  };

  /** Built-in roles stay; a role still held by users is taken off them first, deliberately. */
  const remove = async (actor: Actor, roleId: number) => {
    await db.transaction(async (tx) => {
      const { stored } = await existingRole(tx, actor, roleId);
      assertAllowed(
        refusalOfRoleChange({ action: "delete", actor: await actorFactsOf(tx, actor), role: stored }),
      );
      if ((await repo.countUsersOfRole(tx, roleId)) > 0) {
        throw new AppError("IN_USE", { params: { messageKey: "ROLE_IN_USE" } });
      }
      await repo.deleteRole(tx, roleId);
      await sessions.announce(tx, { everyone: true });
    });
  };

  return { list, create, update, remove };
};

export type RolesService = ReturnType<typeof createRolesService>;
