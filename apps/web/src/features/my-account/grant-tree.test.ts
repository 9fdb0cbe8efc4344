import type { GrantNode } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { checkedKeysFor, countGrantable, grantsFromChecked, toTreeData } from "./grant-tree";

const node = (name: string, type: GrantNode["type"], children: GrantNode[] = []): GrantNode => ({
  menuId: name.length,
  name,
  type,
  hidden: false,
  titles: { zh: `${name}-zh`, en: `${name}-en`, ko: `${name}-ko` },
  children,
});

const tree = [
  node("home", "menu"),
  node("orders", "directory", [
    node("orders/list", "menu", [node("orders/list:export", "button"), node("orders/list:cancel", "button")]),
    node("orders/tracking", "menu"),
  ]),
];

describe("grant tree", () => {
  it("titles nodes in the interface language", () => {
    expect(toTreeData(tree, "ko")[1]?.children[0]?.title).toBe("orders/list-ko");
  });

  it("checks only leaves, so a saved menu does not pull in all its buttons", () => {
    expect(checkedKeysFor(tree, ["orders/list", "orders/list:export", "home"])).toEqual([
      "home",
      "orders/list:export",
    ]);
  });

  it("saves half-checked menus but never directories", () => {
    expect(grantsFromChecked(tree, ["orders/list:export"], ["orders", "orders/list"])).toEqual([
      "orders/list",
      "orders/list:export",
    ]);
    expect(grantsFromChecked(tree, ["orders", "orders/tracking"], [])).toEqual(["orders/tracking"]);
  });

  it("counts screens and permissions, not directories", () => {
    expect(countGrantable(tree)).toBe(5);
  });
});
