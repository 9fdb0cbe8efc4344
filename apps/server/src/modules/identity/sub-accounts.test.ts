import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { users } from "./identity.tables";

let t: TestApp;
let main: string;
let serial = 0;
openTestAppForFile(async (app) => {
  t = app;
  main = await t.login("customer", "Customer2026");
});

const unique = () => {
  serial++;
  return `sub${serial}_${Date.now().toString(36)}`;
};

const createSub = async (grants: string[] = ["orders/list", "catalog/freight-trial"]) => {
  const username = unique();
  const response = await t.call("POST", "/api/subAccounts", {
    token: main,
    body: { name: "Warehouse clerk", code: username.toUpperCase(), username, password: "Clerk2026x", grants },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...response.json(), password: "Clerk2026x" } as { id: number; username: string; password: string };
};

describe("sub-accounts", () => {
  it("creates a sub-account in the main account's org with role customer and only its grants", async () => {
    const sub = await createSub();
    const [row] = await t.db.select().from(users).where(eq(users.id, sub.id));
    const [mainRow] = await t.db.select().from(users).where(eq(users.username, "customer"));
    expect(row).toMatchObject({
      orgId: mainRow!.orgId,
      mainUserId: mainRow!.id,
      nickName: "Warehouse clerk",
    });
    const token = await t.login(sub.username, sub.password);
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    expect(info).toMatchObject({ isSubLogin: true, roles: ["customer"] });
    expect(info.authList.sort()).toEqual(["catalog/freight-trial", "orders/list"]);
    const authList = await t.call("GET", "/api/subProduct/getAuthList", { token });
    expect(authList.json().sort()).toEqual(["catalog/freight-trial", "orders/list"]);
    const menus = (await t.call("GET", "/api/menus/build", { token })).json();
    const names = JSON.stringify(menus);
    expect(names).toContain('"orders/list"');
    expect(names).toContain('"catalog/freight-trial"');
    expect(names).not.toContain('"home"');
    expect(names).not.toContain('"orders/create"');
  });

  it("lists the main account's sub-accounts with search, and platform staff may look", async () => {
    const sub = await createSub();
    const list = await t.call("GET", `/api/subAccounts?keyword=${sub.username}`, { token: main });
    expect(list.json()).toMatchObject({ total: 1, rows: [{ id: sub.id, mainUsername: "customer" }] });
    const admin = await t.login("admin", "Admin2026");
    const seen = await t.call("GET", `/api/subAccounts?keyword=${sub.username}`, { token: admin });
    expect(seen.json().total).toBe(1);
    expect((await t.call("GET", `/api/subAccounts/${sub.id}`, { token: admin })).statusCode).toBe(200);
    // Looking is all: only the customer main account changes sub-accounts.
    const edit = await t.call("PUT", `/api/subAccounts/${sub.id}`, {
      token: admin,
      body: { name: "x", code: "ADMINX" },
    });
    expect(edit.statusCode).toBe(403);
  });

  it("refuses a taken account platform-wide and a taken code of the same main account", async () => {
    const taken = await t.call("POST", "/api/subAccounts", {
      token: main,
      body: { name: "n", code: "FRESH1", username: "ADMIN", password: "Clerk2026x", grants: [] },
      lang: "en",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([{ field: "username", message: expect.any(String) }]);
    const sub = await createSub();
    const sameCode = await t.call("POST", "/api/subAccounts", {
      token: main,
      body: { name: "n", code: sub.username.toLowerCase(), username: unique(), password: "Clerk2026x" },
      lang: "en",
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().details[0]).toEqual({
      field: "code",
      message: "该子账号编码已被使用",
    });
  });

  it("applies the shared field rules", async () => {
    const bad = await t.call("POST", "/api/subAccounts", {
      token: main,
      body: { name: "", code: "a b", username: "x", password: "short" },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(["code", "name", "password", "username"]);
  });

  it("never grants what the main account does not have, nor sub-account management", async () => {
    for (const grants of [["system/users"], ["system/sub-accounts"], ["no-such-screen"]]) {
      const response = await t.call("POST", "/api/subAccounts", {
        token: main,
        body: { name: "n", code: unique(), username: unique(), password: "Clerk2026x", grants },
        lang: "en",
      });
      expect(response.statusCode, grants[0]).toBe(403);
      expect(response.json().message).toBe("只能授权您自己拥有的菜单和权限");
    }
    const tree = (await t.call("GET", "/api/subAccounts/grantTree", { token: main })).json();
    const text = JSON.stringify(tree);
    expect(text).toContain('"orders/list"');
    expect(text).not.toContain('"system/users"');
    expect(text).not.toContain('"system/sub-accounts"');
  });

  it("changing grants applies to the sub-account's next request", async () => {
    const sub = await createSub(["orders/list"]);
    const token = await t.login(sub.username, sub.password);
    expect((await t.call("GET", "/api/menus/check?path=/orders/tracking", { token })).statusCode).toBe(403);
    const saved = await t.call("PUT", `/api/subAccounts/${sub.id}/grants`, {
      token: main,
      body: { grants: ["orders/tracking"] },
    });
    expect(saved.json().grants).toEqual(["orders/tracking"]);
    expect((await t.call("GET", "/api/menus/check?path=/orders/tracking", { token })).statusCode).toBe(200);
    expect((await t.call("GET", "/api/menus/check?path=/orders/list", { token })).statusCode).toBe(403);
  });

  it("disabling signs the sub-account out at once; enabling lets it sign in again", async () => {
    const sub = await createSub();
    const token = await t.login(sub.username, sub.password);
    expect((await t.call("GET", "/api/auth/info", { token })).statusCode).toBe(200);
    const disabled = await t.call("POST", `/api/subAccounts/${sub.id}/disable`, { token: main });
    expect(disabled.json().status).toBe("disabled");
    expect((await t.call("GET", "/api/auth/info", { token })).statusCode).toBe(401);
    await expect(t.login(sub.username, sub.password)).rejects.toThrow(/ACCOUNT_DISABLED/);
    await t.call("POST", `/api/subAccounts/${sub.id}/enable`, { token: main });
    expect(await t.login(sub.username, sub.password)).toBeTruthy();
  });

  it("edits name and code, and resets the password (signing it out)", async () => {
    const sub = await createSub();
    const token = await t.login(sub.username, sub.password);
    const edited = await t.call("PUT", `/api/subAccounts/${sub.id}`, {
      token: main,
      body: { name: "Renamed", code: `R${sub.username}`.slice(0, 20) },
    });
    expect(edited.json()).toMatchObject({ name: "Renamed" });
    expect((await t.call("GET", "/api/auth/info", { token })).json().user.nickName).toBe("Renamed");
    const reset = await t.call("POST", `/api/subAccounts/${sub.id}/resetPassword`, {
      token: main,
      body: { password: "NewPass2026" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.call("GET", "/api/auth/info", { token })).statusCode).toBe(401);
    expect(await t.login(sub.username, "NewPass2026")).toBeTruthy();
  });

  it("a sub-account cannot manage sub-accounts even when it has the screen's menus", async () => {
    const sub = await createSub(["orders/list"]);
    const token = await t.login(sub.username, sub.password);
    expect((await t.call("GET", "/api/subAccounts", { token })).statusCode).toBe(403);
    const create = await t.call("POST", "/api/subAccounts", {
      token,
      body: { name: "n", code: unique(), username: unique(), password: "Clerk2026x" },
    });
    expect(create.statusCode).toBe(403);
  });
});
