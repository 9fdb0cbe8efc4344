import type { Role, saveRoleSchema } from "@pp/contracts";
import type { z } from "zod";
import { type Actor, canSeeOrg } from "../../platform/actor";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { listMenus } from "./menus-admin.repository";
import * as repo from "./roles.repository";
import type { SessionStore } from "./session-store";
import { actorLevelOf, requirePlatformStaff } from "./users.service";

type Deps = { db: Db; sessions: SessionStore };
type SaveRole = z.output<typeof saveRoleSchema>;

const levelTooHigh = () =>
  new AppError("VALIDATION_FAILED", {
    params: { messageKey: "ROLE_LEVEL_TOO_HIGH" },
    details: [{ field: "level", message: "ROLE_LEVEL_TOO_HIGH" }],
  });

export const createRolesService = ({ db, sessions }: Deps) => {
  const list = async (actor: Actor): Promise<Role[]> => {
    requirePlatformStaff(actor);
    const level = await actorLevelOf(db, actor);
    return (await repo.listRolesWithGrants(db)).map((role) => ({
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
      manageable: role.level >= level,
      createdAt: role.createdAt.toISOString(),
    }));
  };

  /**
   * The menus a role will hold: known ids only, directories dropped (a group shows when one of its
   * screens is granted), and nothing newly added that the caller does not have itself.
   */
  const grantableMenuIds = async (tx: Executor, actor: Actor, wanted: number[], kept: number[]) => {
    const all = new Map((await listMenus(tx)).map((m) => [m.id, m]));
    const ids = [...new Set(wanted)];
    if (ids.some((id) => !all.has(id))) {
      throw new AppError("VALIDATION_FAILED", { details: [{ field: "menuIds", message: "NOT_FOUND" }] });
    }
    const already = new Set(kept);
    const refused = ids.filter((id) => !already.has(id) && !actor.screens.has(all.get(id)!.name));
    if (refused.length) {
      throw new AppError("VALIDATION_FAILED", {
        params: { messageKey: "MENU_NOT_GRANTABLE" },
        details: [{ field: "menuIds", message: "MENU_NOT_GRANTABLE" }],
      });
    }
    return ids.filter((id) => all.get(id)!.type !== "directory");
  };

  const checkDataOrgs = async (tx: Executor, actor: Actor, input: SaveRole) => {
    if (input.dataScope !== "custom") return [];
    const ids = [...new Set(input.dataOrgIds)];
    // Nobody widens a role's data beyond the orgs they can see themselves.
    if ((await repo.countExistingOrgs(tx, ids)) !== ids.length || ids.some((id) => !canSeeOrg(actor, id))) {
      throw new AppError("VALIDATION_FAILED", { details: [{ field: "dataOrgIds", message: "NOT_FOUND" }] });
    }
    return ids;
  };

  const refuseCodeTaken = async (tx: Executor, code: string, exceptId?: number) => {
    const other = await repo.findRoleByCode(tx, code);
    if (other && other.id !== exceptId) {
      throw new AppError("CONFLICT", {
        params: { messageKey: "ROLE_CODE_TAKEN" },
        details: [{ field: "code", message: "ROLE_CODE_TAKEN" }],
      });
    }
  };

  /** An existing role the caller may change: not above their own level. */
  const manageableRole = async (tx: Executor, actor: Actor, roleId: number) => {
    requirePlatformStaff(actor);
    const role = await repo.findRole(tx, roleId);
    if (!role) throw new AppError("NOT_FOUND");
    if (role.level < (await actorLevelOf(tx, actor))) {
      throw new AppError("FORBIDDEN", { params: { messageKey: "ROLE_LEVEL_TOO_HIGH" } });
    }
    return role;
  };

  const create = async (actor: Actor, input: SaveRole) => {
    requirePlatformStaff(actor);
    const id = await db.transaction(async (tx) => {
      if (input.level < (await actorLevelOf(tx, actor))) throw levelTooHigh();
      await refuseCodeTaken(tx, input.code);
      const menuIds = await grantableMenuIds(tx, actor, input.menuIds, []);
      const dataOrgIds = await checkDataOrgs(tx, actor, input);
      const role = await repo.insertRole(tx, {
        code: input.code,
        name: input.name,
        level: input.level,
        description: input.description,
        dataScope: input.dataScope,
      });
      await repo.replaceRoleMenus(tx, role.id, menuIds);
      await repo.replaceRoleDataOrgs(tx, role.id, dataOrgIds);
      await sessions.announce(tx, { everyone: true });
      return role.id;
    });
    return (await list(actor)).find((r) => r.id === id)!;
  };

  const update = async (actor: Actor, roleId: number, input: SaveRole) => {
    await db.transaction(async (tx) => {
      const role = await manageableRole(tx, actor, roleId);
      if (input.level < (await actorLevelOf(tx, actor))) throw levelTooHigh();
      // Built-in codes are what the code checks by (admin, platform…): they never change.
      const code = role.builtIn ? role.code : input.code;
      await refuseCodeTaken(tx, code, roleId);
      const menuIds = await grantableMenuIds(
        tx,
        actor,
        input.menuIds,
        await repo.listMenuIdsOfRole(tx, roleId),
      );
      const dataOrgIds = await checkDataOrgs(tx, actor, input);
      await repo.updateRole(tx, roleId, {
        code,
        name: input.name,
        level: input.level,
        description: input.description,
        dataScope: input.dataScope,
      });
      await repo.replaceRoleMenus(tx, roleId, menuIds);
      await repo.replaceRoleDataOrgs(tx, roleId, dataOrgIds);
      await sessions.announce(tx, { everyone: true });
    });
    return (await list(actor)).find((r) => r.id === roleId)!;
  };

  /** Built-in roles stay; a role still held by users is taken off them first, deliberately. */
  const remove = async (actor: Actor, roleId: number) => {
    await db.transaction(async (tx) => {
      const role = await manageableRole(tx, actor, roleId);
      if (role.builtIn) throw new AppError("FORBIDDEN", { params: { messageKey: "ROLE_BUILT_IN" } });
      if ((await repo.countUsersOfRole(tx, roleId)) > 0) {
        throw new AppError("CONFLICT", { params: { messageKey: "ROLE_IN_USE" } });
      }
      await repo.deleteRole(tx, roleId);
      await sessions.announce(tx, { everyone: true });
    });
  };

  return { list, create, update, remove };
};

export type RolesService = ReturnType<typeof createRolesService>;
