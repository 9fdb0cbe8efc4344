import type { MenuNode } from "@pp/contracts";
import type { Language } from "@pp/domain";

// The server's menu tree (spec §2) turned into what the console needs: absolute paths, sorted children,
// no permission buttons. Child paths may be absolute ("/system/sandbox-messages") or relative to the parent
// ("sandbox-messages"); both are accepted so the console does not depend on which one the seed data uses.

export type MenuEntry = {
  node: MenuNode;
  fullPath: string;
  /** Ancestor entries' full paths, outermost first (the keys of the submenus to open). */
  parentPaths: string[];
  children: MenuEntry[];
};

export const normalizePath = (path: string): string => {
  const cleaned = `/${path}`.replace(/\/{2,}/g, "/");
  return cleaned.length > 1 ? cleaned.replace(/\/$/, "") : cleaned;
};

const joinPath = (parent: string, child: string): string =>
  child.startsWith("/") ? normalizePath(child) : normalizePath(`${parent}/${child}`);

const bySort = (a: MenuNode, b: MenuNode) => a.sort - b.sort || a.menuId - b.menuId;

export const buildMenuEntries = (
  nodes: MenuNode[],
  parentPath = "",
  parentPaths: string[] = [],
): MenuEntry[] =>
  [...nodes]
    .filter((node) => node.type !== "button")
    .sort(bySort)
    .map((node) => {
      const fullPath = joinPath(parentPath, node.path);
      return {
        node,
        fullPath,
        parentPaths,
        children: buildMenuEntries(node.children, fullPath, [...parentPaths, fullPath]),
      };
    });

export const walkEntries = function* (entries: MenuEntry[]): Generator<MenuEntry> {
  for (const entry of entries) {
    yield entry;
    yield* walkEntries(entry.children);
  }
};

/** A routable screen: it has a component and is not a folder of other entries. */
export const isPageEntry = (entry: MenuEntry): boolean =>
  entry.node.type !== "directory" && entry.node.component !== null && entry.node.component !== "";

/** Entries the side menu shows under `entry`: third-level pages and hidden entries are routable only. */
export const menuChildren = (entries: MenuEntry[]): MenuEntry[] =>
  entries.filter(
    (entry) => !entry.node.hidden && (entry.node.type === "directory" || entry.node.type === "menu"),
  );

/** Screens shown in the side menu, in menu order. */
export const visibleLeaves = (entries: MenuEntry[]): MenuEntry[] =>
  menuChildren(entries).flatMap((entry) => {
    const children = menuChildren(entry.children);
    if (children.length > 0) return visibleLeaves(entry.children);
    return isPageEntry(entry) ? [entry] : [];
  });

/** Where "/" and a signed-in visit to /login lead: the first screen of the first menu group. */
export const firstMenuPath = (entries: MenuEntry[]): string | null =>
  visibleLeaves(entries)[0]?.fullPath ?? null;

export const findEntryByPath = (entries: MenuEntry[], pathname: string): MenuEntry | null => {
  const target = normalizePath(pathname);
  for (const entry of walkEntries(entries)) {
    if (entry.fullPath === target && isPageEntry(entry)) return entry;
  }
  return null;
};

export const menuTitle = (node: MenuNode, lang: Language): string =>
  node.meta.titles[lang] || node.meta.title;

/** The title of the menu screen at `pathname` (null off the menu): what its page header calls it. */
export const screenTitleOf = (menus: MenuNode[], pathname: string, lang: Language): string | null => {
  const entry = findEntryByPath(buildMenuEntries(menus), pathname);
  return entry ? menuTitle(entry.node, lang) : null;
};
