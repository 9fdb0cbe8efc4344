import type { AdminMenuNode } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { checkedFromMenuIds, menuIdsFromChecked, parentChoices, toTreeData } from "./menu-tree";

const node = (
  id: number,
  type: AdminMenuNode["type"],
  grantable: boolean,
  children: AdminMenuNode[] = [],
): AdminMenuNode => ({
  id,
  parentId: null,
  name: `n${id}`,
  path: `/n${id}`,
  component: null,
  type,
  icon: null,
  sort: id,
  hidden: false,
  titles: { zh: `中${id}`, en: `En${id}`, ko: `한${id}` },
  activeMenu: null,
  affix: false,
  grantable,
  children,
});

const tree = [
  node(1, "menu", true),
  node(2, "directory", false, [node(3, "menu", true, [node(5, "button", true)]), node(4, "menu", false)]),
  node(6, "directory", false, [node(7, "menu", false)]),
];

describe("menu tree helpers", () => {
  it("titles nodes in the language and disables what the caller cannot grant", () => {
    const data = toTreeData(tree, "en");
    expect(data.map((d) => [d.title, d.disabled])).toEqual([
      ["En1", false],
      ["En2", false],
      ["En6", true],
    ]);
    expect(data[1]!.children.map((c) => c.disabled)).toEqual([false, true]);
  });

  it("stores screens and buttons, never directories", () => {
    expect(menuIdsFromChecked(tree, [2, 3, "5", 1])).toEqual([1, 3, 5]);
  });

  it("checks only leaves so a directory shows half-checked by itself", () => {
    expect(checkedFromMenuIds(tree, [2, 4, 99])).toEqual([4]);
  });

  it("offers directories as parents of screens and screens as parents of buttons, never the node itself", () => {
    expect(parentChoices(tree, "menu").map((n) => n.id)).toEqual([2, 6]);
    expect(parentChoices(tree, "button").map((n) => n.id)).toEqual([1, 3, 4, 7]);
    expect(parentChoices(tree, "directory", 2).map((n) => n.id)).toEqual([6]);
  });
});
