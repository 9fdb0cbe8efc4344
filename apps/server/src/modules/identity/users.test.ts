import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serverMessages } from "../../platform/i18n.messages";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { orgs, roles, users } from "./identity.tables";

let t: TestApp;
let admin: string;
let operator: string;
let platformOrgId: number;
let customerOrgId: number;
let deskRoleId: number;
const roleId: Record<string, number> = {};

openTestAppForFile(async (app) => {
  t = app;
  admin = await t.login("admin", "Admin2026");
  operator = await t.login("operator", "Operator2026");
  for (const role of await t.db.select().from(roles)) roleId[role.code] = role.id;
  platformOrgId = (await t.db.select().from(orgs).where(eq(orgs.type, "platform")))[0]!.id;
  customerOrgId = (await t.db.select().from(orgs).where(eq(orgs.name, "Demo Trading Co.")))[0]!.id;
  // A level-3 staff role, below operators and finance.
  const desk = await t.call("POST", "/api/roles", {
    token: admin,
    body: { name: "Desk", code: "desk", level: 3, dataScope: "org", menuIds: [] },
  });
  deskRoleId = desk.json().id;
});

let serial = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  serial++;
  return {
    username: `staff${serial}_${Date.now().toString(36)}`,
    password: "Staff2026x",
    nickName: `Staff ${serial}`,
    email: `staff${serial}.${Date.now()}@example.com`,
    phone: `139${String(Date.now()).slice(-6)}${serial % 10}${serial % 10}`,
    orgId: platformOrgId,
    roleIds: [roleId.finance],
    ...overrides,
  };
};

const createUser = async (token: string, overrides: Record<string, unknown> = {}) => {
  const body = newUser(overrides);
  const response = await t.call("POST", "/api/users", { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return { ...body, id: response.json().id as number };
};

describe("users list", () => {
  it("shows an admin phone numbers and e-mails in full", async () => {
    const response = await t.call("GET", "/api/users?username=customer&size=50", { token: admin });
    expect(response.statusCode).toBe(200);
    const customer = response.json().rows.find((r: { username: string }) => r.username === "customer");
    expect(customer).toMatchObject({
      email: "customer@demo.example.com",
      masked: false,
      orgName: "Demo Trading Co.",
    });
    expect(customer.roles.map((r: { code: string }) => r.code)).toEqual(["customer"]);
  });

  it("masks them for other platform staff", async () => {
    const response = await t.call("GET", "/api/users?username=customer&size=50", { token: operator });
    const customer = response.json().rows.find((r: { username: string }) => r.username === "customer");
    expect(customer.masked).toBe(true);
    expect(customer.email).toBe("cus***om");
    expect(customer.phone).not.toContain("1380000000");
  });

  it("filters by role, status, org and creation date", async () => {
    const byRole = (await t.call("GET", `/api/users?roleId=${roleId.supplier}`, { token: admin })).json();
    expect(byRole.rows.map((r: { username: string }) => r.username)).toEqual(["supplier"]);
    const byOrg = (await t.call("GET", `/api/users?orgId=${customerOrgId}`, { token: admin })).json();
    expect(byOrg.rows.map((r: { username: string }) => r.username).sort()).toEqual([
      "customer",
      "customer_sub",
    ]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = (
      await t.call("GET", `/api/users?from=${encodeURIComponent(future)}`, { token: admin })
    ).json();
    expect(none.total).toBe(0);
    const disabled = (
      await t.call("GET", "/api/users?status=disabled&username=customer", { token: admin })
    ).json();
    expect(disabled.total).toBe(0);
  });

  it("is refused to customers (not their screen)", async () => {
    const customer = await t.login("customer", "Customer2026");
    expect((await t.call("GET", "/api/users", { token: customer })).statusCode).toBe(403);
  });
});

describe("creating and editing users", () => {
  it("creates a user who can sign in with the given password and roles", async () => {
    const user = await createUser(admin);
    const token = await t.login(user.username, user.password);
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    expect(info.roles).toEqual(["finance"]);
  });

  it("applies the shared account and password rules, naming the fields", async () => {
    const response = await t.call("POST", "/api/users", {
      token: admin,
      body: newUser({ username: "a", password: "short", email: "not-mail" }),
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["username", "password", "email"]));
  });

  it("refuses a taken account name and a taken phone number", async () => {
    const taken = await t.call("POST", "/api/users", { token: admin, body: newUser({ username: "Admin" }) });
    expect(taken.json().code).toBe("ACCOUNT_TAKEN");
    const phone = await t.call("POST", "/api/users", {
      token: admin,
      body: newUser({ phone: "13800000000" }),
    });
    expect(phone.json().code).toBe("PHONE_TAKEN");
  });

  it("never lets anyone hand out a role above their own level", async () => {
    const response = await t.call("POST", "/api/users", {
      token: operator,
      body: newUser({ roleIds: [roleId.admin] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: "roleIds", message: serverMessages.zh.ROLE_LEVEL_TOO_HIGH },
    ]);
    const [adminUser] = await t.db.select().from(users).where(eq(users.username, "admin"));
    const edit = await t.call("PUT", `/api/users/${adminUser!.id}`, {
      token: operator,
      body: { nickName: "Hijacked", orgId: platformOrgId, roleIds: [roleId.platform] },
    });
    expect(edit.statusCode).toBe(403);
    const [after] = await t.db.select().from(users).where(eq(users.username, "admin"));
    expect(after!.nickName).toBe("Admin");
  });

  it("edits details and roles; a left-out masked contact stays as stored", async () => {
    const user = await createUser(admin, { roleIds: [deskRoleId] });
    const response = await t.call("PUT", `/api/users/${user.id}`, {
      token: operator,
      body: { nickName: "Renamed", orgId: platformOrgId, roleIds: [roleId.platform] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ nickName: "Renamed", email: user.email, phone: user.phone });
    const roles = await t.call("PUT", `/api/users/${user.id}/roles`, {
      token: admin,
      body: { roleIds: [roleId.finance, roleId.platform] },
    });
    expect(
      roles
        .json()
        .roles.map((r: { code: string }) => r.code)
        .sort(),
    ).toEqual(["finance", "platform"]);
  });

  it("takes new roles into effect on the user's next request", async () => {
    const user = await createUser(admin);
    const token = await t.login(user.username, user.password);
    expect((await t.call("GET", "/api/system/tasks", { token })).statusCode).toBe(200);
    await t.call("PUT", `/api/users/${user.id}/roles`, {
      token: admin,
      body: { roleIds: [roleId.supplier] },
    });
    expect((await t.call("GET", "/api/auth/info", { token })).json().roles).toEqual(["supplier"]);
  });
});

describe("disabling and passwords", () => {
  it("disabling ends the user's sessions at once and refuses new sign-ins; enabling lets them back", async () => {
    const user = await createUser(admin);
    const token = await t.login(user.username, user.password);
    expect((await t.call("GET", "/api/auth/info", { token })).statusCode).toBe(200);
    const disabled = await t.call("PUT", `/api/users/${user.id}/status`, {
      token: admin,
      body: { status: "disabled" },
    });
    expect(disabled.json().status).toBe("disabled");
    expect((await t.call("GET", "/api/auth/info", { token })).statusCode).toBe(401);
    await expect(t.login(user.username, user.password)).rejects.toThrow(/ACCOUNT_DISABLED/);
    await t.call("PUT", `/api/users/${user.id}/status`, { token: admin, body: { status: "enabled" } });
    expect(await t.login(user.username, user.password)).toBeTruthy();
  });

  it("disabling reaches a second server process too", async () => {
    const user = await createUser(admin);
    const token = await t.login(user.username, user.password);
    const second = await t.secondProcess();
    try {
      const ask = () =>
        second.app.inject({
          method: "GET",
          url: "/api/auth/info",
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await ask()).statusCode).toBe(200);
      await t.call("PUT", `/api/users/${user.id}/status`, { token: admin, body: { status: "disabled" } });
      await expect.poll(async () => (await ask()).statusCode, { timeout: 5000 }).toBe(401);
    } finally {
      await second.close();
    }
  });

  it("nobody disables themselves", async () => {
    const [me] = await t.db.select().from(users).where(eq(users.username, "admin"));
    const response = await t.call("PUT", `/api/users/${me!.id}/status`, {
      token: admin,
      body: { status: "disabled" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("an admin's new password works, the old one does not, and every session of the user ends", async () => {
    const user = await createUser(admin);
    const token = await t.login(user.username, user.password);
    const response = await t.call("POST", `/api/users/${user.id}/reset-password`, {
      token: admin,
      body: { newPassword: "Fresh2026y", confirmPassword: "Fresh2026y" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.call("GET", "/api/auth/info", { token })).statusCode).toBe(401);
    await expect(t.login(user.username, user.password)).rejects.toThrow(/INVALID_CREDENTIALS/);
    expect(await t.login(user.username, "Fresh2026y")).toBeTruthy();
  });

  it("a mismatched confirmation is named on its field", async () => {
    const user = await createUser(admin);
    const response = await t.call("POST", `/api/users/${user.id}/reset-password`, {
      token: admin,
      body: { newPassword: "Fresh2026y", confirmPassword: "Other2026y" },
      lang: "en",
    });
    expect(response.json().details).toEqual([expect.objectContaining({ field: "confirmPassword" })]);
  });

  it("records the writes in the operation log without the password", async () => {
    const user = await createUser(admin);
    await t.call("POST", `/api/users/${user.id}/reset-password`, {
      token: admin,
      body: { newPassword: "Fresh2026y", confirmPassword: "Fresh2026y" },
    });
    const logs = (await t.call("GET", "/api/system/operation-logs?action=user.", { token: admin })).json();
    const reset = logs.rows.find(
      (r: { action: string; targetId: string }) =>
        r.action === "user.resetPassword" && r.targetId === String(user.id),
    );
    expect(reset).toBeTruthy();
    expect(JSON.stringify(reset.changes ?? {})).not.toContain("Fresh2026y");
  });
});

describe("options", () => {
  it("lists orgs and roles for the form, marking roles above the caller's level", async () => {
    const orgsList = (await t.call("GET", "/api/users/org-options", { token: operator })).json();
    expect(orgsList.map((o: { name: string }) => o.name)).toContain("Demo Trading Co.");
    const roleList = (await t.call("GET", "/api/users/role-options", { token: operator })).json();
    const option = (code: string) => roleList.find((r: { code: string }) => r.code === code);
    expect(option("admin").assignable).toBe(false);
    // Only an admin hands out the finance role.
    expect(option("finance").assignable).toBe(false);
    expect(option("platform").assignable).toBe(true);
    expect(option("customer")).toMatchObject({ assignable: true, forTenants: true });
    expect(option("platform").forTenants).toBe(false);
    const forAdmin = (await t.call("GET", "/api/users/role-options", { token: admin })).json();
    expect(forAdmin.every((r: { assignable: boolean }) => r.assignable)).toBe(true);
  });
});

describe("who may do what to whom (the access table, through the API)", () => {
  const idOf = async (username: string) =>
    (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;
  const rolesOf = async (userId: number) =>
    (await t.call("GET", `/api/users/${userId}`, { token: admin }))
      .json()
      .roles.map((r: { code: string }) => r.code);
  const refusal = (response: { statusCode: number; json: () => { message: string } }) => ({
    status: response.statusCode,
    message: response.json().message,
  });
  const refused = (key: keyof typeof serverMessages.zh) => ({ status: 403, message: serverMessages.zh[key] });

  it("an operator cannot give itself the finance role, so it still cannot credit a wallet", async () => {
    const me = await idOf("operator");
    const grant = await t.call("PUT", `/api/users/${me}/roles`, {
      token: operator,
      body: { roleIds: [roleId.platform, roleId.finance] },
    });
    expect(refusal(grant)).toEqual(refused("USER_SELF_ROLES"));
    const edit = await t.call("PUT", `/api/users/${me}`, {
      token: operator,
      body: { nickName: "Operator", orgId: platformOrgId, roleIds: [roleId.platform, roleId.finance] },
    });
    expect(refusal(edit)).toEqual(refused("USER_SELF_ROLES"));
    expect(await rolesOf(me)).toEqual(["platform"]);
    const credit = await t.app.inject({
      method: "POST",
      url: "/api/finance/wallets/adjust",
      headers: { authorization: `Bearer ${operator}`, "idempotency-key": randomUUID() },
      payload: { orgId: customerOrgId, currency: "CNY", amount: "1500.00", reason: "Self-service" },
    });
    expect(credit.statusCode).toBe(403);
  });

  it("an operator cannot hand the finance role to anyone, nor create a finance user", async () => {
    const desk = await createUser(admin, { roleIds: [deskRoleId] });
    const grant = await t.call("PUT", `/api/users/${desk.id}/roles`, {
      token: operator,
      body: { roleIds: [deskRoleId, roleId.finance] },
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toMatchObject({
      code: "FORBIDDEN",
      message: serverMessages.zh.ROLE_GUARDED,
      details: [{ field: "roleIds", message: serverMessages.zh.ROLE_GUARDED }],
    });
    expect(await rolesOf(desk.id)).toEqual(["desk"]);
    const body = newUser({ roleIds: [roleId.finance] });
    const create = await t.call("POST", "/api/users", { token: operator, body });
    expect(refusal(create)).toEqual(refused("ROLE_GUARDED"));
    expect(await t.db.select().from(users).where(eq(users.username, body.username))).toEqual([]);
  });

  it("an admin grants the finance role and creates finance users", async () => {
    const desk = await createUser(admin, { roleIds: [deskRoleId] });
    const grant = await t.call("PUT", `/api/users/${desk.id}/roles`, {
      token: admin,
      body: { roleIds: [deskRoleId, roleId.finance] },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect((await rolesOf(desk.id)).sort()).toEqual(["desk", "finance"]);
    await createUser(admin, { roleIds: [roleId.finance] });
  });

  it("an operator cannot reset, edit or disable the admin or a finance user; both still sign in", async () => {
    for (const [username, password] of [
      ["admin", "Admin2026"],
      ["finance", "Finance2026"],
    ] as const) {
      const id = await idOf(username);
      const reset = await t.call("POST", `/api/users/${id}/reset-password`, {
        token: operator,
        body: { newPassword: "Hijack2026x", confirmPassword: "Hijack2026x" },
      });
      expect(refusal(reset)).toEqual(refused("USER_GUARDED"));
      const disable = await t.call("PUT", `/api/users/${id}/status`, {
        token: operator,
        body: { status: "disabled" },
      });
      expect(refusal(disable)).toEqual(refused("USER_GUARDED"));
      const edit = await t.call("PUT", `/api/users/${id}`, {
        token: operator,
        body: { nickName: "Taken over", orgId: platformOrgId, roleIds: [roleId.platform] },
      });
      expect(refusal(edit)).toEqual(refused("USER_GUARDED"));
      expect(await t.login(username, password)).toBeTruthy();
    }
  });

  it("nobody resets, edits or disables a user of their own level: an operator another operator", async () => {
    const peer = await createUser(admin, { roleIds: [roleId.platform] });
    const reset = await t.call("POST", `/api/users/${peer.id}/reset-password`, {
      token: operator,
      body: { newPassword: "Hijack2026x", confirmPassword: "Hijack2026x" },
    });
    expect(refusal(reset)).toEqual(refused("USER_LEVEL_NOT_BELOW"));
    const disable = await t.call("PUT", `/api/users/${peer.id}/status`, {
      token: operator,
      body: { status: "disabled" },
    });
    expect(refusal(disable)).toEqual(refused("USER_LEVEL_NOT_BELOW"));
    expect(await t.login(peer.username, peer.password)).toBeTruthy();
    // A user below the operator is the operator's to manage.
    const below = await createUser(admin, { roleIds: [deskRoleId] });
    const ok = await t.call("POST", `/api/users/${below.id}/reset-password`, {
      token: operator,
      body: { newPassword: "Fresh2026y", confirmPassword: "Fresh2026y" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("an admin resets a finance user's and another admin's password and disables them", async () => {
    for (const roleIds of [[roleId.finance], [roleId.admin]]) {
      const user = await createUser(admin, { roleIds });
      const reset = await t.call("POST", `/api/users/${user.id}/reset-password`, {
        token: admin,
        body: { newPassword: "Fresh2026y", confirmPassword: "Fresh2026y" },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(await t.login(user.username, "Fresh2026y")).toBeTruthy();
      const disable = await t.call("PUT", `/api/users/${user.id}/status`, {
        token: admin,
        body: { status: "disabled" },
      });
      expect(disable.json().status).toBe("disabled");
    }
  });

  it("nobody changes their own roles or resets their own password here, not even an admin", async () => {
    const me = await idOf("admin");
    const roles = await t.call("PUT", `/api/users/${me}/roles`, {
      token: admin,
      body: { roleIds: [roleId.admin, roleId.finance] },
    });
    expect(refusal(roles)).toEqual(refused("USER_SELF_ROLES"));
    const reset = await t.call("POST", `/api/users/${me}/reset-password`, {
      token: admin,
      body: { newPassword: "Fresh2026y", confirmPassword: "Fresh2026y" },
    });
    expect(refusal(reset)).toEqual(refused("USER_SELF_MANAGE"));
    expect(await rolesOf(me)).toEqual(["admin"]);
    expect(await t.login("admin", "Admin2026")).toBeTruthy();
  });

  it("customer and supplier accounts only get roles limited to their own org", async () => {
    const customerId = await idOf("customer");
    for (const code of ["platform", "finance"]) {
      const grant = await t.call("PUT", `/api/users/${customerId}/roles`, {
        token: admin,
        body: { roleIds: [roleId.customer, roleId[code]] },
      });
      expect(refusal(grant)).toEqual(refused("ROLE_NOT_FOR_TENANT"));
    }
    expect(await rolesOf(customerId)).toEqual(["customer"]);
    const wide = await t.call("POST", "/api/users", {
      token: admin,
      body: newUser({ orgId: customerOrgId, roleIds: [roleId.platform] }),
    });
    expect(refusal(wide)).toEqual(refused("ROLE_NOT_FOR_TENANT"));
    await createUser(admin, { orgId: customerOrgId, roleIds: [roleId.customer] });
  });

  it("lists each user with whether the caller may change them, and why not", async () => {
    const page = (await t.call("GET", "/api/users?size=100", { token: operator })).json();
    const row = (username: string) => page.rows.find((r: { username: string }) => r.username === username);
    expect(row("admin")).toMatchObject({ manageable: false, lockedBecause: serverMessages.zh.USER_GUARDED });
    expect(row("operator")).toMatchObject({
      manageable: false,
      lockedBecause: serverMessages.zh.USER_SELF_MANAGE,
    });
    expect(row("customer")).toMatchObject({ manageable: true, lockedBecause: null });
  });
});
