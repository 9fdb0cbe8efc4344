import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serverMessages } from "../../platform/i18n.messages";
import { usConsignee } from "../../test/fixtures";
import { createCustomerAccount } from "../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { menus, roleDataOrgs, roleMenus, roles } from "./identity.tables";

let t: TestApp;
let admin: string;
let operator: string;
const menuId: Record<string, number> = {};
const roleId: Record<string, number> = {};

openTestAppForFile(async (app) => {
  t = app;
  admin = await t.login("admin", "Admin2026");
  operator = await t.login("operator", "Operator2026");
  for (const m of await t.db.select().from(menus)) menuId[m.name] = m.id;
  for (const r of await t.db.select().from(roles)) roleId[r.code] = r.id;
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

describe("who may change which role (the access table, through the API)", () => {
  type RoleRow = { id: number; code: string; name: string; level: number; description: string } & Record<
    string,
    unknown
  >;
  const current = async (code: string) =>
    ((await t.call("GET", "/api/roles", { token: admin })).json() as RoleRow[]).find((r) => r.code === code)!;
  const bodyOf = (role: RoleRow, overrides: Record<string, unknown> = {}) => ({
    name: role.name,
    code: role.code,
    level: role.level,
    description: role.description,
    dataScope: role.dataScope,
    dataOrgIds: role.dataOrgIds,
    menuIds: role.menuIds,
    ...overrides,
  });
  const refused = (key: keyof typeof serverMessages.zh, field?: string) => ({
    code: "FORBIDDEN",
    message: serverMessages.zh[key],
    ...(field ? { details: [{ field, message: serverMessages.zh[key] }] } : {}),
  });

  it("nobody widens the customer role's data to every org: each customer keeps seeing only its own", async () => {
    const customer = await createCustomerAccount(t);
    const rival = await createCustomerAccount(t);
    for (const [token, name] of [
      [customer.token, "Own Consignee"],
      [rival.token, "Rival Consignee"],
    ] as const) {
      const saved = await t.call("POST", "/api/customerAddress/saveAddress", {
        token,
        body: usConsignee(name),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const role = await current("customer");
    for (const token of [operator, admin]) {
      const widen = await t.call("PUT", `/api/roles/${role.id}`, {
        token,
        body: bodyOf(role, { dataScope: "all" }),
      });
      expect(widen.statusCode).toBe(403);
      expect(widen.json()).toEqual(refused("ROLE_TENANT_LOCKED", "dataScope"));
      const raise = await t.call("PUT", `/api/roles/${role.id}`, { token, body: bodyOf(role, { level: 2 }) });
      expect(raise.json()).toEqual(refused("ROLE_TENANT_LOCKED", "level"));
    }
    const [stored] = await t.db.select().from(roles).where(eq(roles.id, role.id));
    expect(stored).toMatchObject({ dataScope: "org", level: 3 });
    const seen = (
      await t.call("GET", "/api/customerAddress/findByUserId?type=consignee", { token: customer.token })
    ).json() as Array<{ name: string }>;
    expect(seen.map((a) => a.name)).toEqual(["Own Consignee"]);
    // Its name, description and menus stay editable.
    const renamed = await t.call("PUT", `/api/roles/${role.id}`, {
      token: operator,
      body: bodyOf(role, { description: "E-commerce sellers (their own org's data)" }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it("a role customers hold keeps its data within their org; one seeing every org is never given to them", async () => {
    const customer = await createCustomerAccount(t);
    const deskRole = (
      await t.call("POST", "/api/roles", { token: admin, body: newRole({ name: "Tenant desk" }) })
    ).json() as RoleRow;
    const given = await t.call("PUT", `/api/users/${customer.userId}/roles`, {
      token: admin,
      body: { roleIds: [roleId.customer, deskRole.id] },
    });
    expect(given.statusCode, given.body).toBe(200);
    for (const dataScope of ["all", "org_and_children"]) {
      const widen = await t.call("PUT", `/api/roles/${deskRole.id}`, {
        token: admin,
        body: bodyOf(await current(deskRole.code), { dataScope }),
      });
      expect(widen.json()).toEqual(refused("ROLE_TENANT_SCOPE", "dataScope"));
    }
    const auditor = (
      await t.call("POST", "/api/roles", {
        token: admin,
        body: newRole({ name: "Auditor", dataScope: "all" }),
      })
    ).json() as RoleRow;
    const refusedGrant = await t.call("PUT", `/api/users/${customer.userId}/roles`, {
      token: admin,
      body: { roleIds: [roleId.customer, auditor.id] },
    });
    expect(refusedGrant.json()).toEqual(refused("ROLE_NOT_FOR_TENANT", "roleIds"));
    // Unheld by customers, the same role may see every org.
    const free = await t.call("PUT", `/api/roles/${auditor.id}`, {
      token: admin,
      body: bodyOf(await current(auditor.code), { dataScope: "org_and_children" }),
    });
    expect(free.statusCode, free.body).toBe(200);
  });

  it("only an admin changes the finance and admin roles", async () => {
    const finance = await current("finance");
    const byOperator = await t.call("PUT", `/api/roles/${finance.id}`, {
      token: operator,
      body: bodyOf(finance, { level: 3 }),
    });
    expect(byOperator.json()).toEqual(refused("ROLE_GUARDED"));
    const [stored] = await t.db.select().from(roles).where(eq(roles.id, finance.id));
    expect(stored!.level).toBe(2);
    const byAdmin = await t.call("PUT", `/api/roles/${finance.id}`, {
      token: admin,
      body: bodyOf(finance, { description: "Wallets, bills, withdrawals" }),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it("lists every role with whether the caller may change it and what stays fixed", async () => {
    const list = (await t.call("GET", "/api/roles", { token: operator })).json() as RoleRow[];
    const of = (code: string) => list.find((r) => r.code === code)!;
    expect(of("finance")).toMatchObject({ manageable: false, lockedBecause: serverMessages.zh.ROLE_GUARDED });
    expect(of("admin")).toMatchObject({ manageable: false });
    expect(of("platform")).toMatchObject({ manageable: true, lockedBecause: null, scopeLocked: false });
    expect(of("customer")).toMatchObject({ manageable: true, scopeLocked: true, levelLocked: true });
  });
});
