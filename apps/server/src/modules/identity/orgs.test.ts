import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { orgs, roles, userRoles, users } from "./identity.tables";

let t: TestApp;
let admin: string;
openTestAppForFile(async (app) => {
  t = app;
  admin = await t.login("admin", "Admin2026");
});

const body = (overrides: Record<string, unknown> = {}) => ({
  type: "customer",
  orgName: "Harbour Imports",
  username: "harbour_main",
  password: "Harbour2026",
  nickName: "Harbour Boss",
  phone: "13900001111",
  email: "boss@harbour.example.com",
  ...overrides,
});

const rowCounts = async () => {
  const [orgCount] = await t.db.select({ n: count() }).from(orgs);
  const [userCount] = await t.db.select({ n: count() }).from(users);
  return { orgs: orgCount!.n, users: userCount!.n };
};

const roleCodesOf = async (userId: number) =>
  (
    await t.db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
  ).map((r) => r.code);

describe("create an org with its main account", () => {
  it("opens a customer org on the free edition whose main account signs in and is listed", async () => {
    const response = await t.call("POST", "/api/orgs", {
      token: admin,
      body: body({ orgName: "  Harbour Imports " }),
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({ username: "harbour_main" });

    const [org] = await t.db.select().from(orgs).where(eq(orgs.id, created.orgId));
    expect(org).toMatchObject({ type: "customer", name: "Harbour Imports", edition: "free" });
    const [user] = await t.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({ orgId: created.orgId, nickName: "Harbour Boss", mainUserId: null });
    expect(await roleCodesOf(created.userId)).toEqual(["customer"]);

    const token = await t.login("harbour_main", "Harbour2026");
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    expect(info.roles).toEqual(["customer"]);

    const page = (
      await t.call("GET", "/api/users/listCustomersByType?type=main&keyword=harbour", { token: admin })
    ).json();
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      username: "harbour_main",
      orgName: "Harbour Imports",
      edition: "free",
      email: "boss@harbour.example.com",
    });
  });

  it("opens a supplier org whose main account holds the supplier role", async () => {
    const operator = await t.login("operator", "Operator2026");
    const response = await t.call("POST", "/api/orgs", {
      token: operator,
      body: body({
        type: "supplier",
        orgName: "Fast Lane Freight",
        username: "fastlane",
        phone: "",
        email: "",
      }),
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    const [org] = await t.db.select().from(orgs).where(eq(orgs.id, created.orgId));
    expect(org).toMatchObject({ type: "supplier", name: "Fast Lane Freight" });
    const [user] = await t.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({ phone: null, email: null });
    expect(await roleCodesOf(created.userId)).toEqual(["supplier"]);
    const token = await t.login("fastlane", "Harbour2026");
    expect((await t.call("GET", "/api/auth/info", { token })).json().roles).toEqual(["supplier"]);
  });

  it("refuses a taken username, naming the field, and creates nothing", async () => {
    const before = await rowCounts();
    const response = await t.call("POST", "/api/orgs", {
      token: admin,
      body: body({ orgName: "Another Org", username: "CUSTOMER", phone: "" }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "ACCOUNT_TAKEN",
      details: [{ field: "username", message: "该账号已被注册" }],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses an org name taken by an org of the same type, naming the field, and creates nothing", async () => {
    const before = await rowCounts();
    const response = await t.call("POST", "/api/orgs", {
      token: admin,
      body: body({ orgName: "demo trading co.", username: "fresh_name", phone: "" }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "NAME_TAKEN",
      details: [{ field: "orgName", message: "该机构名称已存在" }],
    });
    expect(await rowCounts()).toEqual(before);

    // The same name is free for the other type.
    const supplier = await t.call("POST", "/api/orgs", {
      token: admin,
      body: body({ type: "supplier", orgName: "Demo Trading Co.", username: "demo_supplier", phone: "" }),
    });
    expect(supplier.statusCode).toBe(200);
  });

  it("refuses a weak password, a short org name and a taken phone, naming the fields", async () => {
    const before = await rowCounts();
    const weak = await t.call("POST", "/api/orgs", {
      token: admin,
      body: body({ orgName: "Weak Co", username: "weak_one", password: "short", phone: "" }),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([{ field: "password", message: expect.stringContaining("8-64") }]);

    const short = await t.call("POST", "/api/orgs", {
      token: admin,
      body: body({ orgName: " X ", username: "short_one", phone: "" }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([{ field: "orgName", message: "机构名称须为2-50个字符" }]);

    const phone = await t.call("POST", "/api/orgs", {
      token: admin,
      body: body({ orgName: "Phone Co", username: "phone_one", phone: "13900001111" }),
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toMatchObject({ code: "PHONE_TAKEN", details: [{ field: "phone" }] });
    expect(await rowCounts()).toEqual(before);
  });

  it("is refused to customers, suppliers and finance staff, creating nothing", async () => {
    const before = await rowCounts();
    for (const [user, password] of [
      ["customer", "Customer2026"],
      ["supplier", "Supplier2026"],
      ["finance", "Finance2026"],
    ] as const) {
      const token = await t.login(user, password);
      const response = await t.call("POST", "/api/orgs", {
        token,
        body: body({ orgName: `Probe of ${user}`, username: `probe_${user}`, phone: "" }),
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("records the creation in the operation log without the password", async () => {
    const logs = (await t.call("GET", "/api/system/operation-logs?size=50", { token: admin })).json();
    const entry = logs.rows.find(
      (r: { action: string; success: boolean }) => r.action === "org.create" && r.success,
    );
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain("Harbour2026");
  });
});
