import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken } from "../../platform/crypto";
import { sandboxMessages } from "../../schema";
import { createCustomerAccount } from "../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { sessions, users } from "./identity.tables";

let t: TestApp;
openTestAppForFile(async (app) => {
  t = app;
});

const latestCode = async (recipient: string) => {
  const rows = await t.db.select().from(sandboxMessages).where(eq(sandboxMessages.recipient, recipient));
  return /(\d{6})/.exec(rows.at(-1)?.body ?? "")?.[1] ?? "";
};

let phoneSerial = 0;
const newPhone = () => `139${String(Date.now()).slice(-6)}${String(phoneSerial++).padStart(2, "0")}`;

describe("profile", () => {
  it("shows own details with phone and e-mail masked, and saves the nick name", async () => {
    const token = await t.login("customer", "Customer2026");
    const profile = (await t.call("GET", "/api/users/profile", { token })).json();
    expect(profile).toMatchObject({
      username: "customer",
      roles: ["customer"],
      maskedPhone: "138***04",
      maskedEmail: "cus***om",
      isSubAccount: false,
    });
    const saved = await t.call("PUT", "/api/users/profile", { token, body: { nickName: "Acme buyer" } });
    expect(saved.json().nickName).toBe("Acme buyer");
    expect((await t.call("GET", "/api/auth/info", { token })).json().user.nickName).toBe("Acme buyer");
  });

  it("changes the e-mail with a code sent to the new address only", async () => {
    const account = await createCustomerAccount(t);
    const email = `new${Date.now()}@example.com`;
    const sent = await t.call("POST", "/api/users/sendEmailCode", { token: account.token, body: { email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.call("POST", `/api/users/updateEmail/${code === "000000" ? "111111" : "000000"}`, {
      token: account.token,
      body: { email },
    });
    expect(wrong.json().code).toBe("CODE_INVALID");
    // A code for one address does not change the e-mail to another.
    const other = await t.call("POST", `/api/users/updateEmail/${code}`, {
      token: account.token,
      body: { email: `other${email}` },
    });
    expect(other.json().code).toBe("CODE_INVALID");
    const done = await t.call("POST", `/api/users/updateEmail/${code}`, {
      token: account.token,
      body: { email },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(row!.email).toBe(email);
    const again = await t.call("POST", `/api/users/updateEmail/${code}`, {
      token: account.token,
      body: { email },
    });
    expect(again.json().code).toBe("CODE_INVALID");
  });

  it("a code is bound to the account that asked for it", async () => {
    const asker = await createCustomerAccount(t);
    const thief = await createCustomerAccount(t);
    const email = `bound${Date.now()}@example.com`;
    await t.call("POST", "/api/users/sendEmailCode", { token: asker.token, body: { email } });
    const code = await latestCode(email);
    const stolen = await t.call("POST", `/api/users/updateEmail/${code}`, {
      token: thief.token,
      body: { email },
    });
    expect(stolen.json().code).toBe("CODE_INVALID");
  });

  it("changes the mobile number with an SMS code, refuses a number in use, and rate-limits sending", async () => {
    const account = await createCustomerAccount(t);
    const taken = await t.call("POST", "/api/users/sendPhoneCode", {
      token: account.token,
      body: { phone: "13800000000" },
    });
    expect(taken.json().code).toBe("PHONE_TAKEN");
    const phone = newPhone();
    expect(
      (await t.call("POST", "/api/users/sendPhoneCode", { token: account.token, body: { phone } }))
        .statusCode,
    ).toBe(200);
    const tooSoon = await t.call("POST", "/api/users/sendPhoneCode", {
      token: account.token,
      body: { phone },
    });
    expect(tooSoon.statusCode).toBe(429);
    const code = await latestCode(phone);
    const done = await t.call("POST", `/api/users/updatePhone/${code}`, {
      token: account.token,
      body: { phone },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().maskedPhone).toBe(`${phone.slice(0, 3)}***${phone.slice(-2)}`);
    const bad = await t.call("POST", "/api/users/sendPhoneCode", {
      token: account.token,
      body: { phone: "123" },
    });
    expect(bad.json().details[0].field).toBe("phone");
  });

  it("lists own sessions with the current one marked, and revokes one at once", async () => {
    const account = await createCustomerAccount(t);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
    const second = await t.login(row!.username, "Tenant2026");
    const list = (await t.call("GET", "/api/users/sessions", { token: account.token })).json();
    expect(list).toHaveLength(2);
    expect(list.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    const [secondSession] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(second)));
    const revoked = await t.call("DELETE", `/api/users/sessions/${secondSession!.id}`, {
      token: account.token,
    });
    expect(revoked.json()).toEqual({ ok: true, wasCurrent: false });
    expect((await t.call("GET", "/api/auth/info", { token: second })).statusCode).toBe(401);
    const current = list.find((s: { isCurrent: boolean }) => s.isCurrent);
    const self = await t.call("DELETE", `/api/users/sessions/${current.id}`, { token: account.token });
    expect(self.json()).toEqual({ ok: true, wasCurrent: true });
    expect((await t.call("GET", "/api/auth/info", { token: account.token })).statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, account.userId), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
  });
});
