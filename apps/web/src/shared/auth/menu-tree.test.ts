import type { MenuNode } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { buildMenuEntries, findEntryByPath, firstMenuPath, screenTitleOf, visibleLeaves } from "./menu-tree";

let nextId = 1;
const node = (partial: Partial<MenuNode> & Pick<MenuNode, "path" | "type">): MenuNode => {
  const id = nextId++;
  return {
    menuId: id,
    pId: null,
    name: partial.path,
    component: partial.type === "directory" ? null : partial.path,
    icon: null,
    sort: id,
    hidden: false,
    meta: {
      title: partial.path,
      titles: { zh: partial.path, en: partial.path, ko: partial.path },
      icon: null,
      activeMenu: null,
      affix: false,
    },
    children: [],
    ...partial,
  };
};

const tree = (): MenuNode[] => [
  node({
    path: "/system",
    type: "directory",
    sort: 2,
    children: [
      node({ path: "tasks", type: "menu", component: "system/tasks", sort: 2 }),
      node({
        path: "/system/sandbox-messages",
        type: "menu",
        component: "system/sandbox-messages",
        sort: 1,
        children: [
          node({ path: "detail", type: "page", component: "system/sandbox-messages-detail", hidden: true }),
          node({ path: "delete", type: "button", component: null }),
        ],
      }),
    ],
  }),
  node({ path: "/home", type: "menu", component: "home", sort: 1 }),
  node({ path: "/hidden", type: "menu", component: "x", sort: 0, hidden: true }),
];

describe("menu tree", () => {
  it("joins relative child paths to their parent and keeps absolute ones", () => {
    const entries = buildMenuEntries(tree());
    expect(findEntryByPath(entries, "/system/tasks")?.node.component).toBe("system/tasks");
    expect(findEntryByPath(entries, "/system/sandbox-messages/")?.node.component).toBe(
      "system/sandbox-messages",
    );
    expect(findEntryByPath(entries, "/system/sandbox-messages/detail")?.parentPaths).toEqual([
      "/system",
      "/system/sandbox-messages",
    ]);
  });

  it("orders by sort and leaves out hidden entries, pages and buttons from the menu", () => {
    const leaves = visibleLeaves(buildMenuEntries(tree())).map((entry) => entry.fullPath);
    expect(leaves).toEqual(["/home", "/system/sandbox-messages", "/system/tasks"]);
  });

  it("never routes to a directory or a button", () => {
    const entries = buildMenuEntries(tree());
    expect(findEntryByPath(entries, "/system")).toBeNull();
    expect(findEntryByPath(entries, "/system/sandbox-messages/delete")).toBeNull();
  });

  it("starts at the first screen of the first group", () => {
    expect(firstMenuPath(buildMenuEntries(tree()))).toBe("/home");
    expect(firstMenuPath([])).toBeNull();
  });

  it("gives a list page the title its menu entry has, in the reader's language: one term for menu and page", () => {
    const surcharges = node({
      path: "/catalog/surcharges",
      type: "menu",
      meta: {
        title: "附加费",
        titles: { zh: "附加费", en: "Surcharges", ko: "부가 요금" },
        icon: null,
        activeMenu: null,
        affix: false,
      },
    });
    const menus = [node({ path: "/catalog", type: "directory", children: [surcharges] })];
    expect(screenTitleOf(menus, "/catalog/surcharges", "ko")).toBe("부가 요금");
    expect(screenTitleOf(menus, "/catalog/surcharges/", "en")).toBe("Surcharges");
    expect(screenTitleOf(menus, "/not/on/the/menu", "zh")).toBeNull();
  });
});
