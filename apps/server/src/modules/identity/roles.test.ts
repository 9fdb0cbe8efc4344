import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverMessages } from "../../platform/i18n.messages";
import { createTestApp, type TestApp } from "../../test/test-app";
import { menus, roleDataOrgs, roleMenus, roles } from "./identity.tables";

let t: TestApp;
let admin: string;
let operator: string;
const menuId: Record<string, number> = {};
const roleId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin", "Admin2026");
  operator = await t.login("operator", "Operator2026");
  for (const m of await t.db.select().from(menus)) menuId[m.name] = m.id;
  for (const r of await t.db.select().from(roles)) roleId[r.code] = r.id;
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const newRole = (overrides: Record<string, unknown> = {}) => {
  serial++;
  return {
    name: `Desk ${serial}`,
    code: `desk_${serial}_${Date.now().toString(36)}`,
    level: 3,
    description: "Order desk",
    dataScope: "org",
    dataOrgIds: [],
    menuIds: [menuId.home!, menuId["orders/list"]!],
    ...overrides,
  };
};

describe("roles", () => {
  it("lists roles with their menus and number of users", async () => {
    const list = (await t.call("GET", "/api/roles", { token: admin })).json();
    const customer = list.find((r: { code: string }) => r.code === "customer");
    expect(customer).toMatchObject({ builtIn: true, level: 3, dataScope: "org" });
    expect(customer.menuIds).toContain(menuId["orders/list"]);
    expect(customer.userCount).toBeGreaterThanOrEqual(2);
  });

  it("creates a role with menus; directories are not stored, a group shows through its screens", async () => {
    const response = await t.call("POST", "/api/roles", {
      token: admin,
      body: newRole({ menuIds: [menuId.home!, menuId.orders!, menuId["orders/list"]!] }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().menuIds.sort()).toEqual([menuId.home, menuId["orders/list"]].sort());
  });

  it("refuses a level above the caller's own, on create and on edit", async () => {
    const create = await t.call("POST", "/api/roles", { token: operator, body: newRole({ level: 1 }) });
    expect(create.statusCode).toBe(400);
    expect(create.json().details).toEqual([
      { field: "level", message: serverMessages.zh.ROLE_LEVEL_TOO_HIGH },
    ]);
    const edit = await t.call("PUT", `/api/roles/${roleId.admin}`, {
      token: operator,
      body: newRole({ code: "admin", level: 2 }),
    });
    expect(edit.statusCode).toBe(403);
    const [adminRole] = await t.db.select().from(roles).where(eq(roles.id, roleId.admin!));
    expect(adminRole!.level).toBe(1);
  });

  it("refuses to grant menus the caller does not have", async () => {
    // Platform operators do not have the menu administration screen (only admins do).
    const response = await t.call("POST", "/api/roles", {
      token: operator,
      body: newRole({ menuIds: [menuId["system/menus"]!] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: "menuIds", message: serverMessages.zh.MENU_NOT_GRANTABLE },
    ]);
    const ok = await t.call("POST", "/api/roles", { token: operator, body: newRole() });
    expect(ok.statusCode).toBe(200);
  });

  it("keeps menus a role already had when an editor without them saves it", async () => {
    const created = (
      await t.call("POST", "/api/roles", {
        token: admin,
        body: newRole({ menuIds: [menuId["system/menus"]!] }),
      })
    ).json();
    const edit = await t.call("PUT", `/api/roles/${created.id}`, {
      token: operator,
      body: newRole({ code: created.code, menuIds: [menuId["system/menus"]!, menuId.home!] }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it("saves a custom data scope with its orgs and refuses one without orgs", async () => {
    const [org] = (await t.call("GET", "/api/users/org-options", { token: admin })).json();
    const response = await t.call("POST", "/api/roles", {
      token: admin,
      body: newRole({ dataScope: "custom", dataOrgIds: [org.id] }),
    });
    expect(response.json().dataOrgIds).toEqual([org.id]);
    const rows = await t.db.select().from(roleDataOrgs).where(eq(roleDataOrgs.roleId, response.json().id));
    expect(rows).toHaveLength(1);
    const missing = await t.call("POST", "/api/roles", {
      token: admin,
      body: newRole({ dataScope: "custom" }),
    });
    expect(missing.json().details[0].field).toBe("dataOrgIds");
  });

  it("refuses a taken code", async () => {
    const response = await t.call("POST", "/api/roles", { token: admin, body: newRole({ code: "finance" }) });
    expect(response.statusCode).toBe(409);
  });

  it("never deletes a built-in role; deletes an unused one", async () => {
    const builtIn = await t.call("DELETE", `/api/roles/${roleId.customer}`, { token: admin });
    expect(builtIn.statusCode).toBe(403);
    expect(builtIn.json().message).toBe(serverMessages.zh.ROLE_BUILT_IN);
    const created = (await t.call("POST", "/api/roles", { token: admin, body: newRole() })).json();
    expect((await t.call("DELETE", `/api/roles/${created.id}`, { token: admin })).statusCode).toBe(200);
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, created.id))).toEqual([]);
  });

  it("a changed role's menus reach its users on their next load", async () => {
    const created = (await t.call("POST", "/api/roles", { token: admin, body: newRole() })).json();
    const [org] = (await t.call("GET", "/api/users/org-options", { token: admin })).json();
    const username = `roleuser_${Date.now().toString(36)}`;
    await t.call("POST", "/api/users", {
      token: admin,
      body: { username, password: "Staff2026x", nickName: "R", orgId: org.id, roleIds: [created.id] },
    });
    const token = await t.login(username, "Staff2026x");
    const names = async () => {
      const tree = (await t.call("GET", "/api/menus/build", { token })).json();
      const flat: string[] = [];
      const walk = (nodes: Array<{ name: string; children: unknown[] }>) => {
        for (const n of nodes) {
          flat.push(n.name);
          walk(n.children as typeof nodes);
        }
      };
      walk(tree);
      return flat;
    };
    expect(await names()).toEqual(["home", "orders", "orders/list"]);
    await t.call("PUT", `/api/roles/${created.id}`, {
      token: admin,
      body: newRole({ code: created.code, menuIds: [menuId.home!, menuId["system/tasks"]!] }),
    });
    expect(await names()).toEqual(["home", "system", "system/tasks"]);
    // An in-use role cannot be deleted.
    expect((await t.call("DELETE", `/api/roles/${created.id}`, { token: admin })).statusCode).toBe(409);
    expect(
      await t.db
        .select()
        .from(roles)
        .where(inArray(roles.id, [created.id])),
    ).toHaveLength(1);
  });
});
