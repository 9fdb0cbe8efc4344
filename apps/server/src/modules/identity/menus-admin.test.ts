import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serverMessages } from "../../platform/i18n.messages";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { menus } from "./identity.tables";

let t: TestApp;
let admin: string;
let systemId: number;

openTestAppForFile(async (app) => {
  t = app;
  admin = await t.login("admin", "Admin2026");
  systemId = (await t.db.select().from(menus).where(eq(menus.name, "system")))[0]!.id;
});

const node = (overrides: Record<string, unknown> = {}) => ({
  parentId: systemId,
  type: "menu",
  name: `system/report-${Date.now().toString(36)}`,
  path: `/system/report-${Date.now().toString(36)}`,
  component: null,
  icon: "FileTextOutlined",
  sort: 500,
  hidden: false,
  titles: { zh: "报表", en: "Reports", ko: "보고서" },
  activeMenu: null,
  affix: false,
  ...overrides,
});

const namesIn = (tree: Array<{ name: string; children: unknown[] }>): string[] =>
  tree.flatMap((n) => [n.name, ...namesIn(n.children as typeof tree)]);

describe("menu administration", () => {
  it("answers the whole tree, hidden pages included, with what the caller may grant", async () => {
    const tree = (await t.call("GET", "/api/menus/tree", { token: admin })).json();
    expect(namesIn(tree)).toContain("orders/detail");
    const operator = await t.login("operator", "Operator2026");
    const theirs = (await t.call("GET", "/api/menus/tree", { token: operator })).json();
    const system = theirs.find((n: { name: string }) => n.name === "system");
    expect(system.children.find((n: { name: string }) => n.name === "system/menus").grantable).toBe(false);
    expect(system.children.find((n: { name: string }) => n.name === "system/users").grantable).toBe(true);
  });

  it("creates a menu that shows in the admin's menus on the next load, edits and deletes it", async () => {
    const body = node();
    const created = await t.call("POST", "/api/menus", { token: admin, body });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect(namesIn((await t.call("GET", "/api/menus/build", { token: admin })).json())).toContain(body.name);
    const [row] = await t.db.select().from(menus).where(eq(menus.id, id));
    expect(row!.component).toBe(body.name);

    const edited = await t.call("PUT", `/api/menus/${id}`, { token: admin, body: { ...body, hidden: true } });
    expect(edited.statusCode).toBe(200);
    expect(namesIn((await t.call("GET", "/api/menus/build", { token: admin })).json())).not.toContain(
      body.name,
    );

    const button = await t.call("POST", "/api/menus", {
      token: admin,
      body: node({ parentId: id, type: "button", name: `${body.name}:export`, path: "" }),
    });
    expect(button.statusCode, button.body).toBe(200);
    const refused = await t.call("DELETE", `/api/menus/${id}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(serverMessages.zh.MENU_HAS_CHILDREN);
    expect((await t.call("DELETE", `/api/menus/${button.json().id}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call("DELETE", `/api/menus/${id}`, { token: admin })).statusCode).toBe(200);
  });

  it("keeps names unique and parents sensible", async () => {
    const taken = await t.call("POST", "/api/menus", { token: admin, body: node({ name: "system/users" }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details[0].field).toBe("name");
    const buttonAtTop = await t.call("POST", "/api/menus", {
      token: admin,
      body: node({ parentId: null, type: "button", name: `top-${Date.now()}` }),
    });
    expect(buttonAtTop.json().details[0].field).toBe("parentId");
    const underItself = await t.call("PUT", `/api/menus/${systemId}`, {
      token: admin,
      body: node({ parentId: systemId, type: "directory", name: "system", path: "/system" }),
    });
    expect(underItself.json().details[0].field).toBe("parentId");
  });

  it("is for admins only", async () => {
    const operator = await t.login("operator", "Operator2026");
    expect((await t.call("POST", "/api/menus", { token: operator, body: node() })).statusCode).toBe(403);
    const [home] = await t.db.select().from(menus).where(eq(menus.name, "home"));
    expect((await t.call("DELETE", `/api/menus/${home!.id}`, { token: operator })).statusCode).toBe(403);
  });
});
