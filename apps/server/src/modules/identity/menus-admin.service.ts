import type { AdminMenuNode, saveMenuSchema } from "@pp/contracts";
import type { z } from "zod";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import * as repo from "./menus-admin.repository";
import type { SessionStore } from "./session-store";

type Deps = { db: Db; sessions: SessionStore };
type SaveMenu = z.output<typeof saveMenuSchema>;
type MenuRow = Awaited<ReturnType<typeof repo.listMenus>>[number];

/** Which kind of node may sit under which: buttons belong to a screen, screens to a directory. */
const ALLOWED_PARENTS: Record<SaveMenu["type"], ReadonlyArray<MenuRow["type"] | null>> = {
  directory: [null, "directory"],
  menu: [null, "directory"],
  page: [null, "directory"],
  button: ["menu", "page"],
};

/** The whole tree for administration (hidden pages and buttons included), marking what the caller holds. */
export const buildAdminTree = (rows: MenuRow[], screens: ReadonlySet<string>): AdminMenuNode[] => {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): AdminMenuNode[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      path: row.path,
      component: row.component,
      type: row.type,
      icon: row.icon,
      sort: row.sort,
      hidden: row.hidden,
      titles: { zh: row.titleZh, en: row.titleEn, ko: row.titleKo },
      activeMenu: row.activeMenu,
      affix: row.affix,
      grantable: screens.has(row.name),
      children: build(row.id),
    }));
  return build(null);
};

export const createMenusAdminService = ({ db, sessions }: Deps) => {
  const tree = async (actor: Actor) => {
    requireCan(actor, "administerAccounts");
    return buildAdminTree(await repo.listMenus(db), actor.screens);
  };

  const checkPlacement = async (tx: Executor, input: SaveMenu, selfId?: number) => {
    const taken = await repo.findMenuByName(tx, input.name);
    if (taken && taken.id !== selfId)
      throw AppError.field("name", "MENU_NAME_TAKEN", { code: "NAME_TAKEN", headline: true });
    const all = await repo.listMenus(tx);
    const parent = input.parentId === null ? null : all.find((m) => m.id === input.parentId);
    if (parent === undefined) throw AppError.field("parentId", "NOT_FOUND", { headline: true });
    if (!ALLOWED_PARENTS[input.type].includes(parent?.type ?? null))
      throw AppError.field("parentId", "MENU_BAD_PARENT", { headline: true });
    // A node cannot move under itself or one of its own descendants.
    for (let at = parent; at && selfId !== undefined; at = all.find((m) => m.id === at?.parentId) ?? null) {
      if (at.id === selfId) throw AppError.field("parentId", "MENU_BAD_PARENT", { headline: true });
    }
    if (input.type !== "directory" && input.type !== "button" && !input.path.startsWith("/")) {
      throw AppError.field("path", "MENU_PATH_FORMAT", { headline: true });
    }
  };

  const valuesOf = (input: SaveMenu): repo.MenuValues => ({
    parentId: input.parentId,
    name: input.name,
    path: input.path,
    component: input.type === "menu" || input.type === "page" ? (input.component ?? input.name) : null,
    type: input.type,
    icon: input.icon,
    sort: input.sort,
    // Pages are reached from other screens, never from the menu; buttons are permissions, not entries.
    hidden: input.type === "page" || input.type === "button" ? true : input.hidden,
    titleZh: input.titles.zh,
    titleEn: input.titles.en,
    titleKo: input.titles.ko,
    activeMenu: input.activeMenu,
    affix: input.affix,
  });

  const create = async (actor: Actor, input: SaveMenu) => {
    requireCan(actor, "manageMenus");
    const id = await db.transaction(async (tx) => {
      await checkPlacement(tx, input);
      const row = await repo.insertMenu(tx, valuesOf(input));
      await sessions.announce(tx, { everyone: true });
      return row.id;
    });
    return { id };
  };

  const update = async (actor: Actor, menuId: number, input: SaveMenu) => {
    requireCan(actor, "manageMenus");
    await db.transaction(async (tx) => {
      if (!(await repo.findMenu(tx, menuId))) throw new AppError("NOT_FOUND");
      await checkPlacement(tx, input, menuId);
      await repo.updateMenu(tx, menuId, valuesOf(input));
      await sessions.announce(tx, { everyone: true });
    });
    return { id: menuId };
  };

  const remove = async (actor: Actor, menuId: number) => {
    requireCan(actor, "manageMenus");
    await db.transaction(async (tx) => {
      if (!(await repo.findMenu(tx, menuId))) throw new AppError("NOT_FOUND");
      if ((await repo.countChildren(tx, menuId)) > 0) {
        throw new AppError("IN_USE", { params: { messageKey: "MENU_HAS_CHILDREN" } });
      }
      await repo.deleteMenu(tx, menuId);
      await sessions.announce(tx, { everyone: true });
    });
  };

  return { tree, create, update, remove };
};

export type MenusAdminService = ReturnType<typeof createMenusAdminService>;
