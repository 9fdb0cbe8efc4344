import { validationMessages } from "@pp/domain";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { sandboxMessages } from "../../schema";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { orgs, roles } from "./identity.tables";

// Every way a password is set follows the one policy of packages/domain: too simple, common, or the
// account name itself is refused, with the reason under the password field.

let t: TestApp;
let admin: string;
let main: string;
let platformOrgId: number;
let financeRoleId: number;
openTestAppForFile(async (app) => {
  t = app;
  admin = await t.login("admin", "Admin2026");
  main = await t.login("customer", "Customer2026");
  platformOrgId = (await t.db.select().from(orgs).where(eq(orgs.type, "platform")))[0]!.id;
  financeRoleId = (await t.db.select().from(roles).where(eq(roles.code, "finance")))[0]!.id;
});

type Key = "password" | "passwordIsAccount" | "passwordCommon";

const expectRefused = (response: LightMyRequestResponse, field: string, key: Key) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().code).toBe("VALIDATION_FAILED");
  const detail = response.json().details.find((d: { field: string }) => d.field === field);
  expect(detail, response.body).toBeDefined();
  expect(Object.values(validationMessages).map((texts) => texts[key])).toContain(detail.message);
};

/** Tries the three refused kinds of password on one path: too simple, common, the account name. */
const refusesTheThree = async (
  field: string,
  account: string,
  attempt: (password: string) => Promise<LightMyRequestResponse>,
) => {
  expectRefused(await attempt("aaaaaaaa"), field, "password");
  expectRefused(await attempt("password1"), field, "passwordCommon");
  expectRefused(await attempt("Password1"), field, "passwordCommon");
  expectRefused(await attempt(account.toUpperCase()), field, "passwordIsAccount");
};

const createStaff = async (username: string) => {
  const response = await t.call("POST", "/api/users", {
    token: admin,
    body: {
      username,
      password: "Fine2026pass",
      nickName: username,
      email: `${username}@example.com`,
      orgId: platformOrgId,
      roleIds: [financeRoleId],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
};

describe("one password policy on every path", () => {
  it("registration", async () => {
    await refusesTheThree("password", "reg2026user", (password) =>
      t.call("POST", "/api/account/commitRegist", {
        body: {
          username: "reg2026user",
          password,
          confirmPassword: password,
          phone: "13811112222",
          smsCode: "123456",
          agreed: true,
        },
      }),
    );
  });

  it("forgotten-password reset, keeping the code usable for a better password", async () => {
    await createStaff("reset2026user");
    const email = "reset2026user@example.com";
    const sent = await t.call("POST", "/api/account/sendEmail", {
      body: { email, captchaToken: await t.captchaToken(), purpose: "reset" },
    });
    expect(sent.statusCode).toBe(200);
    const rows = await t.db.select().from(sandboxMessages).where(eq(sandboxMessages.recipient, email));
    const code = /(\d{6})/.exec(rows.at(-1)?.body ?? "")?.[1] ?? "";
    const reset = (newPassword: string) =>
      t.call("POST", "/api/account/resetPassword", {
        body: { channel: "email", target: email, code, newPassword, confirmPassword: newPassword },
      });
    await refusesTheThree("newPassword", "reset2026user", reset);
    expect((await reset("Better2026pass")).statusCode).toBe(200);
    expect(await t.login("reset2026user", "Better2026pass")).toBeTruthy();
  });

  it("changing one's own password, in the profile and the change dialog alike", async () => {
    await createStaff("change2026user");
    const token = await t.login("change2026user", "Fine2026pass");
    await refusesTheThree("newPass", "change2026user", (newPass) =>
      t.call("POST", "/api/users/updatePass", {
        token,
        body: { oldPass: "Fine2026pass", newPass, confirmPass: newPass },
      }),
    );
  });

  it("an admin creating a user or resetting a user's password", async () => {
    await refusesTheThree("password", "new2026staff", (password) =>
      t.call("POST", "/api/users", {
        token: admin,
        body: {
          username: "new2026staff",
          password,
          nickName: "New staff",
          orgId: platformOrgId,
          roleIds: [financeRoleId],
        },
      }),
    );
    const id = await createStaff("admreset2026");
    await refusesTheThree("newPassword", "admreset2026", (newPassword) =>
      t.call("POST", `/api/users/${id}/reset-password`, {
        token: admin,
        body: { newPassword, confirmPassword: newPassword },
      }),
    );
  });

  it("a main account creating a sub-account or resetting its password", async () => {
    await refusesTheThree("password", "sub2026clerk", (password) =>
      t.call("POST", "/api/subAccounts", {
        token: main,
        body: { name: "Clerk", code: "CLERK2026", username: "sub2026clerk", password, grants: [] },
      }),
    );
    const created = await t.call("POST", "/api/subAccounts", {
      token: main,
      body: {
        name: "Clerk",
        code: "CLERK2026",
        username: "sub2026clerk",
        password: "Clerk2026x",
        grants: [],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    await refusesTheThree("password", "sub2026clerk", (password) =>
      t.call("POST", `/api/subAccounts/${created.json().id}/resetPassword`, {
        token: main,
        body: { password },
      }),
    );
  });

  it("opening a customer or supplier org with its main account", async () => {
    await refusesTheThree("password", "org2026main", (password) =>
      t.call("POST", "/api/orgs", {
        token: admin,
        body: {
          type: "supplier",
          orgName: "Policy Freight",
          username: "org2026main",
          password,
          nickName: "Boss",
        },
      }),
    );
  });
});
