import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverMessages } from "../../platform/i18n.messages";
import { createTestApp, type TestApp } from "../../test/test-app";
import { orgs, roles, users } from "./identity.tables";

let t: TestApp;
let admin: string;
let operator: string;
let platformOrgId: number;
let customerOrgId: number;
const roleId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin", "Admin2026");
  operator = await t.login("operator", "Operator2026");
  for (const role of await t.db.select().from(roles)) roleId[role.code] = role.id;
  platformOrgId = (await t.db.select().from(orgs).where(eq(orgs.type, "platform")))[0]!.id;
  customerOrgId = (await t.db.select().from(orgs).where(eq(orgs.name, "Demo Trading Co.")))[0]!.id;
});
afterAll(async () => {
  await t.close();
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
    const user = await createUser(admin);
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
    expect(roleList.find((r: { code: string }) => r.code === "admin").assignable).toBe(false);
    expect(roleList.find((r: { code: string }) => r.code === "finance").assignable).toBe(true);
  });
});
