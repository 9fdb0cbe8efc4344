import type { AdminMenuNode } from "@pp/contracts";
import type { Language } from "@pp/domain";

// The pure parts of the role and menu screens: turning the server's menu tree into antd Tree data, and
// checked keys into the menu ids a role stores.

export type MenuTreeData = {
  key: number;
  title: string;
  disabled: boolean;
  node: AdminMenuNode;
  children: MenuTreeData[];
};

/** Tree data for antd; nodes the caller does not hold are shown but cannot be ticked (or unticked). */
export const toTreeData = (nodes: AdminMenuNode[], lang: Language): MenuTreeData[] =>
  nodes.map((node) => {
    const children = toTreeData(node.children, lang);
    // A directory is tickable when any screen under it is: ticking it ticks those.
    const disabled = node.type === "directory" ? children.every((c) => c.disabled) : !node.grantable;
    return { key: node.id, title: node.titles[lang], disabled, node, children };
  });

export const flattenMenus = (nodes: AdminMenuNode[]): AdminMenuNode[] =>
  nodes.flatMap((node) => [node, ...flattenMenus(node.children)]);

/**
 * The ids a role stores from the tree's checked keys: screens and buttons only (a directory shows by
 * itself when one of its screens is granted), in tree order.
 */
export const menuIdsFromChecked = (
  nodes: AdminMenuNode[],
  checked: readonly (string | number)[],
): number[] => {
  const wanted = new Set(checked.map(Number));
  return flattenMenus(nodes)
    .filter((node) => node.type !== "directory" && wanted.has(node.id))
    .map((node) => node.id);
};

/** Checked keys for a role's stored ids: leaves only, so antd works out each directory's state itself. */
export const checkedFromMenuIds = (nodes: AdminMenuNode[], menuIds: readonly number[]): number[] => {
  const held = new Set(menuIds);
  return flattenMenus(nodes)
    .filter((node) => node.type !== "directory" && held.has(node.id))
    .map((node) => node.id);
};

/** Parent choices for a node of a given type: buttons under screens, everything else under directories. */
export const parentChoices = (nodes: AdminMenuNode[], type: AdminMenuNode["type"], selfId?: number) => {
  const excluded = new Set<number>();
  const markSubtree = (node: AdminMenuNode) => {
    excluded.add(node.id);
    for (const child of node.children) markSubtree(child);
  };
  const self = selfId === undefined ? undefined : flattenMenus(nodes).find((n) => n.id === selfId);
  if (self) markSubtree(self);
  const allowed = type === "button" ? ["menu", "page"] : ["directory"];
  return flattenMenus(nodes).filter((node) => allowed.includes(node.type) && !excluded.has(node.id));
};
