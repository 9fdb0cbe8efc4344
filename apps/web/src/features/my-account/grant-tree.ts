import type { GrantNode } from "@pp/contracts";
import type { Language } from "@pp/domain";

export type GrantTreeData = {
  key: string;
  title: string;
  type: GrantNode["type"];
  hidden: boolean;
  children: GrantTreeData[];
};

/** The antd Tree data of the grantable screens, titled in the interface language. */
export const toTreeData = (nodes: GrantNode[], lang: Language): GrantTreeData[] =>
  nodes.map((node) => ({
    key: node.name,
    title: node.titles[lang],
    type: node.type,
    hidden: node.hidden,
    children: toTreeData(node.children, lang),
  }));

const walk = (nodes: GrantNode[], visit: (node: GrantNode) => void) => {
  for (const node of nodes) {
    visit(node);
    walk(node.children, visit);
  }
};

/**
 * What the tree shows as checked for saved grants. Only leaves are set: a checked parent would make the
 * tree check all its children, granting more than was saved.
 */
export const checkedKeysFor = (tree: GrantNode[], grants: readonly string[]): string[] => {
  const granted = new Set(grants);
  const keys: string[] = [];
  walk(tree, (node) => {
    if (node.children.length === 0 && granted.has(node.name)) keys.push(node.name);
  });
  return keys;
};

/**
 * The grants to save from the tree's checked and half-checked keys: a menu with only some of its button
 * permissions checked is still granted itself; directories carry no permission and are left out.
 */
export const grantsFromChecked = (
  tree: GrantNode[],
  checked: readonly string[],
  halfChecked: readonly string[],
): string[] => {
  const picked = new Set([...checked, ...halfChecked]);
  const grants: string[] = [];
  walk(tree, (node) => {
    if (node.type !== "directory" && picked.has(node.name)) grants.push(node.name);
  });
  return grants;
};

/** How many screens (not directories) the tree offers: the "n of m" next to the tree. */
export const countGrantable = (tree: GrantNode[]): number => {
  let total = 0;
  walk(tree, (node) => {
    if (node.type !== "directory") total++;
  });
  return total;
};
