import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { humanTrack, solveCaptcha } from "../../test/captcha-solver";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sandboxMessages } from "../system/system.tables";
import { sessions, users } from "./identity.tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const latestCode = async (recipient: string) => {
  const rows = await t.db.select().from(sandboxMessages).where(eq(sandboxMessages.recipient, recipient));
  const body = rows.at(-1)?.body ?? "";
  return /(\d{6})/.exec(body)?.[1] ?? "";
};

describe("slider puzzle", () => {
  it("hands out a 310×155 puzzle with a 42 px piece", async () => {
    const challenge = (await t.call("GET", "/api/auth/code")).json();
    expect(challenge).toMatchObject({ width: 310, height: 155, pieceSize: 42 });
    expect(challenge.background).toMatch(/^data:image\/png;base64,/);
    expect(challenge.piece).toMatch(/^data:image\/png;base64,/);
  });

  it("refuses a drag that misses the hole, and the puzzle cannot be tried again", async () => {
    const challenge = (await t.call("GET", "/api/auth/code")).json();
    const x = solveCaptcha(challenge);
    const wrong = await t.call("POST", "/api/auth/code/verify", {
      body: { captchaId: challenge.captchaId, x: x + 20, track: humanTrack(x + 20) },
      lang: "en",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "CAPTCHA_INVALID",
      message: "Slider verification failed, please drag again",
    });
    const retry = await t.call("POST", "/api/auth/code/verify", {
      body: { captchaId: challenge.captchaId, x, track: humanTrack(x) },
    });
    expect(retry.json().code).toBe("CAPTCHA_EXPIRED");
  });

  it("accepts a drag within the 5 px tolerance but not 6 px off", async () => {
    for (const [offset, ok] of [
      [5, true],
      [-5, true],
      [6, false],
    ] as const) {
      const challenge = (await t.call("GET", "/api/auth/code")).json();
      const x = solveCaptcha(challenge) + offset;
      const response = await t.call("POST", "/api/auth/code/verify", {
        body: { captchaId: challenge.captchaId, x, track: humanTrack(x) },
      });
      expect(response.statusCode === 200).toBe(ok);
    }
  });

  it("refuses a perfectly straight (machine) drag even at the right x", async () => {
    const challenge = (await t.call("GET", "/api/auth/code")).json();
    const x = solveCaptcha(challenge);
    const straight = humanTrack(x).map((p) => ({ ...p, y: 0 }));
    const response = await t.call("POST", "/api/auth/code/verify", {
      body: { captchaId: challenge.captchaId, x, track: straight },
    });
    expect(response.json().code).toBe("CAPTCHA_INVALID");
  });

  it("lets a solved puzzle's token be used once only", async () => {
    const captchaToken = await t.captchaToken();
    const first = await t.call("POST", "/api/auth/login", {
      body: { username: "customer", password: "Customer2026", captchaToken },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.call("POST", "/api/auth/login", {
      body: { username: "customer", password: "Customer2026", captchaToken },
    });
    expect(second.json().code).toBe("CAPTCHA_EXPIRED");
  });
});

describe("sign-in", () => {
  it("returns a long random token, sets the HD-TOEKN cookie and accepts header or cookie", async () => {
    const response = await t.call("POST", "/api/auth/login", {
      body: { username: "admin", password: "Admin2026", captchaToken: await t.captchaToken() },
    });
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json();
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const hours = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(String(response.headers["set-cookie"])).toContain(`HD-TOEKN=${token}`);
    const stored = await t.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);

    const viaBearer = await t.call("GET", "/api/auth/info", { token });
    expect(viaBearer.json().user.username).toBe("admin");
    const viaBare = await t.app.inject({
      method: "GET",
      url: "/api/auth/info",
      headers: { authorization: token },
    });
    expect(viaBare.statusCode).toBe(200);
    const viaCookie = await t.app.inject({
      method: "GET",
      url: "/api/auth/info",
      cookies: { "HD-TOEKN": token },
    });
    expect(viaCookie.statusCode).toBe(200);
  });

  it("answers a wrong password with 400 in the caller's language, never 401", async () => {
    const response = await t.call("POST", "/api/auth/login", {
      body: { username: "admin", password: "wrong-password", captchaToken: await t.captchaToken() },
      lang: "ko",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "계정 또는 비밀번호가 올바르지 않습니다",
    });
  });

  it("names each invalid field in a validation error", async () => {
    const response = await t.call("POST", "/api/auth/login", {
      body: { username: "a!", password: "", captchaToken: "x" },
      lang: "zh",
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["username", "password"]));
    expect(response.json().details[0].message).toContain("账号");
  });

  it("describes the user, its roles and edition in auth/info", async () => {
    const token = await t.login("customer", "Customer2026");
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    expect(info).toMatchObject({
      user: { username: "customer", orgType: "customer", orgName: "Demo Trading Co." },
      roles: ["customer"],
      isFree: true,
      isSubLogin: false,
      currentSubscribe: "free",
      authList: [],
    });
  });

  it("gives a sub-account its authorisation list", async () => {
    const token = await t.login("customer_sub", "SubAccount2026");
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    expect(info.isSubLogin).toBe(true);
    expect(info.subUsername).toBe("customer_sub");
    expect(info.authList).toEqual(["catalog/freight-trial", "home", "orders/list", "orders/tracking"]);
  });

  it("gives a user without roles ROLE_SYSTEM_DEFAULT", async () => {
    const [customer] = await t.db.select().from(users).where(eq(users.username, "customer"));
    await t.db.insert(users).values({
      orgId: customer!.orgId,
      username: "noroles",
      passwordHash: customer!.passwordHash,
      nickName: "No roles",
    });
    const token = await t.login("noroles", "Customer2026");
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    expect(info.roles).toEqual(["ROLE_SYSTEM_DEFAULT"]);
    expect((await t.call("GET", "/api/menus/build", { token })).json()).toEqual([]);
  });

  it("refuses a disabled account", async () => {
    const [customer] = await t.db.select().from(users).where(eq(users.username, "customer"));
    await t.db.insert(users).values({
      orgId: customer!.orgId,
      username: "disabled1",
      passwordHash: customer!.passwordHash,
      nickName: "Off",
      status: "disabled",
    });
    const response = await t.call("POST", "/api/auth/login", {
      body: { username: "disabled1", password: "Customer2026", captchaToken: await t.captchaToken() },
    });
    expect(response.json().code).toBe("ACCOUNT_DISABLED");
  });
});

describe("sessions", () => {
  it("logout revokes the token at once", async () => {
    const token = await t.login("operator", "Operator2026");
    expect((await t.call("GET", "/api/auth/info", { token })).statusCode).toBe(200);
    expect((await t.call("DELETE", "/api/auth/logout", { token })).statusCode).toBe(200);
    const after = await t.call("GET", "/api/auth/info", { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("UNAUTHENTICATED");
  });

  it("a token stops working when it expires, cached or not", async () => {
    const token = await t.login("supplier", "Supplier2026");
    const [supplier] = await t.db.select().from(users).where(eq(users.username, "supplier"));
    await t.db.execute(
      sql`update sessions set expires_at = now() + interval '1 second' where user_id = ${supplier!.id}`,
    );
    await t.sessions.announce(t.db, { userId: supplier!.id });
    expect((await t.call("GET", "/api/auth/info", { token })).statusCode).toBe(200);
    await new Promise((done) => setTimeout(done, 1100));
    expect((await t.call("GET", "/api/auth/info", { token })).statusCode).toBe(401);
  });

  it("changing the password keeps this session and ends the others", async () => {
    const keep = await t.login("finance", "Finance2026");
    const other = await t.login("finance", "Finance2026");
    const wrongOld = await t.call("POST", "/api/users/updatePass", {
      token: keep,
      body: { oldPass: "nope", newPass: "NewFinance2027", confirmPass: "NewFinance2027" },
      lang: "en",
    });
    expect(wrongOld.statusCode).toBe(400);
    // A signed-in caller is answered in its saved language, whatever the header says.
    expect(wrongOld.json().details).toEqual([{ field: "oldPass", message: "旧密码不正确" }]);
    const mismatch = await t.call("POST", "/api/users/updatePass", {
      token: keep,
      body: { oldPass: "Finance2026", newPass: "NewFinance2027", confirmPass: "Other2027xx" },
    });
    expect(mismatch.json().details[0].field).toBe("confirmPass");
    const changed = await t.call("POST", "/api/users/updatePass", {
      token: keep,
      body: { oldPass: "Finance2026", newPass: "NewFinance2027", confirmPass: "NewFinance2027" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.call("GET", "/api/auth/info", { token: other })).statusCode).toBe(401);
    expect((await t.call("GET", "/api/auth/info", { token: keep })).statusCode).toBe(200);
    await expect(t.login("finance", "Finance2026")).rejects.toThrow();
    expect(await t.login("finance", "NewFinance2027")).toBeTruthy();
  });

  it("keeps the chosen language on the server and answers in it", async () => {
    const token = await t.login("supplier", "Supplier2026");
    expect((await t.call("POST", "/api/customerInfo/i18n/ko", { token })).json()).toEqual({ lang: "ko" });
    expect((await t.call("GET", "/api/customerInfo/i18n", { token })).json()).toEqual({ lang: "ko" });
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    expect(info.user.lang).toBe("ko");
    const forbidden = await t.call("GET", "/api/system/sandbox-messages", { token });
    expect(forbidden.json().message).toBe("이 작업을 수행할 권한이 없습니다");
    expect((await t.call("POST", "/api/customerInfo/i18n/fr", { token })).statusCode).toBe(400);
  });
});

describe("menus per role", () => {
  const paths = (tree: Array<{ path: string; children: unknown[] }>): string[] =>
    tree.flatMap((n) => [n.path, ...paths(n.children as Array<{ path: string; children: unknown[] }>)]);

  it("admin sees every area, hidden pages left out", async () => {
    const token = await t.login("admin", "Admin2026");
    const tree = (await t.call("GET", "/api/menus/build", { token })).json();
    const all = paths(tree);
    expect(tree[0].path).toBe("/home");
    expect(all).toEqual(
      expect.arrayContaining(["/system/menus", "/warehouse/robots", "/finance/withdrawal-approval"]),
    );
    expect(all).not.toContain("/orders/detail");
  });

  it("an operator gets every screen but menu management", async () => {
    const token = await t.login("operator", "Operator2026");
    const all = paths((await t.call("GET", "/api/menus/build", { token })).json());
    expect(all).toEqual(
      expect.arrayContaining(["/system/users", "/warehouse/robots", "/finance/withdrawal-approval"]),
    );
    expect(all).not.toContain("/system/menus");
    expect((await t.call("GET", "/api/menus/check?path=/system/menus", { token })).statusCode).toBe(403);
  });

  it("a customer sees its own screens and not the platform's", async () => {
    const token = await t.login("customer", "Customer2026");
    const all = paths((await t.call("GET", "/api/menus/build", { token })).json());
    expect(all).toEqual(
      expect.arrayContaining(["/orders/list", "/finance/recharge", "/catalog/freight-trial"]),
    );
    expect(all).not.toContain("/system/users");
    expect(all).not.toContain("/finance/withdrawal-approval");
    expect(all).not.toContain("/orders/rules");
  });

  it("a sub-account sees only what its main account granted", async () => {
    const token = await t.login("customer_sub", "SubAccount2026");
    const tree = (await t.call("GET", "/api/menus/build", { token })).json();
    expect(paths(tree).filter((p) => p.split("/").length > 2)).toEqual([
      "/orders/list",
      "/orders/tracking",
      "/catalog/freight-trial",
    ]);
    const check = await t.call("GET", `/api/menus/check?path=${encodeURIComponent("/finance/recharge")}`, {
      token,
    });
    expect(check.statusCode).toBe(403);
  });

  it("menus/check answers 200 with the screen, 403 when not granted, 404 when unknown", async () => {
    const token = await t.login("customer", "Customer2026");
    const ok = await t.call("GET", "/api/menus/check?path=/orders/detail", { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().component).toBe("orders/detail");
    expect((await t.call("GET", "/api/menus/check?path=/system/users", { token })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/menus/check?path=/nowhere", { token })).statusCode).toBe(404);
  });
});

describe("registration", () => {
  it("registers a customer with an SMS code from its sandbox inbox and lets it sign in", async () => {
    const phone = "13912345678";
    const sent = await t.call("POST", `/api/account/sendSms/${phone}`, {
      body: { captchaToken: await t.captchaToken(), purpose: "register" },
    });
    expect(sent.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    const code = await latestCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    const bad = await t.call("POST", "/api/account/commitRegist", {
      body: {
        username: "newseller",
        password: "Seller2026",
        confirmPassword: "Seller2026",
        phone,
        smsCode: "000000",
        agreed: true,
      },
    });
    expect(bad.json().code).toBe("CODE_INVALID");

    const ok = await t.call("POST", "/api/account/commitRegist", {
      body: {
        username: "newseller",
        password: "Seller2026",
        confirmPassword: "Seller2026",
        phone,
        smsCode: code,
        agreed: true,
      },
    });
    expect(ok.statusCode).toBe(200);
    const token = await t.login("newseller", "Seller2026");
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    expect(info).toMatchObject({
      roles: ["customer"],
      currentSubscribe: "free",
      user: { orgType: "customer" },
    });

    const again = await t.call("POST", "/api/account/commitRegist", {
      body: {
        username: "NewSeller",
        password: "Seller2026",
        confirmPassword: "Seller2026",
        phone: "13912345679",
        smsCode: code,
        agreed: true,
      },
    });
    expect(again.json().code).toBe("ACCOUNT_TAKEN");
  });

  it("checks every field with the shared rules", async () => {
    const response = await t.call("POST", "/api/account/commitRegist", {
      body: {
        username: "ab",
        password: "onlyletters",
        confirmPassword: "different",
        phone: "23812345678",
        smsCode: "12",
        agreed: false,
      },
      lang: "en",
    });
    const fields = response
      .json()
      .details.map((d: { field: string }) => d.field)
      .sort();
    expect(fields).toEqual(["agreed", "confirmPassword", "password", "phone", "smsCode", "username"]);
  });

  it("limits code sending to one per minute per phone", async () => {
    const phone = "13712345678";
    const first = await t.call("POST", `/api/account/sendSms/${phone}`, {
      body: { captchaToken: await t.captchaToken(), purpose: "register" },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.call("POST", `/api/account/sendSms/${phone}`, {
      body: { captchaToken: await t.captchaToken(), purpose: "register" },
      lang: "en",
    });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/try again in \d+ seconds/);
  });

  it("needs a solved slider before it sends a code", async () => {
    const response = await t.call("POST", "/api/account/sendSms/13612345678", {
      body: { captchaToken: "made-up", purpose: "register" },
    });
    expect(response.json().code).toBe("CAPTCHA_EXPIRED");
    expect(await latestCode("13612345678")).toBe("");
  });
});

describe("forgotten password", () => {
  it("resets by email code and revokes existing sessions", async () => {
    const before = await t.login("supplier", "Supplier2026");
    const email = "supplier@demo.example.com";
    const sent = await t.call("POST", "/api/account/sendEmail", {
      body: { email, captchaToken: await t.captchaToken(), purpose: "reset" },
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(email);
    const weak = await t.call("POST", "/api/account/resetPassword", {
      body: { channel: "email", target: email, code, newPassword: "ABCDEFGH1", confirmPassword: "ABCDEFGH1" },
    });
    expect(weak.json().details[0].field).toBe("newPassword");
    const reset = await t.call("POST", "/api/account/resetPassword", {
      body: {
        channel: "email",
        target: email,
        code,
        newPassword: "supplier2027",
        confirmPassword: "supplier2027",
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.call("GET", "/api/auth/info", { token: before })).statusCode).toBe(401);
    expect(await t.login("supplier", "supplier2027")).toBeTruthy();
    const reused = await t.call("POST", "/api/account/resetPassword", {
      body: {
        channel: "email",
        target: email,
        code,
        newPassword: "supplier2028",
        confirmPassword: "supplier2028",
      },
    });
    expect(reused.json().code).toBe("CODE_INVALID");
  });

  it("sends nothing to an unknown phone but does not reveal it", async () => {
    const phone = "13599998888";
    const sent = await t.call("POST", `/api/account/sendSms/${phone}`, {
      body: { captchaToken: await t.captchaToken(), purpose: "reset" },
    });
    expect(sent.statusCode).toBe(200);
    expect(await latestCode(phone)).toBe("");
  });
});

describe("brute force", () => {
  it("locks an account after 10 login attempts in 15 minutes, with a clear message", async () => {
    for (let n = 0; n < 10; n++) {
      const response = await t.call("POST", "/api/auth/login", {
        body: {
          username: "operator",
          password: `wrong${n}`,
          captchaToken: await t.captchaToken(`10.0.0.${n}`),
        },
        ip: `10.0.0.${n}`,
      });
      expect(response.json().code).toBe("INVALID_CREDENTIALS");
    }
    const locked = await t.call("POST", "/api/auth/login", {
      body: {
        username: "operator",
        password: "Operator2026",
        captchaToken: await t.captchaToken("10.0.1.1"),
      },
      ip: "10.0.1.1",
      lang: "en",
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many login attempts, try again in 1[45] minutes/);
  });
});

describe("several server processes", () => {
  it("a logout in one process ends the session in the other at once", async () => {
    const second = await t.secondProcess();
    try {
      const token = await t.login("customer", "Customer2026");
      const infoOn = (app: typeof t.app) =>
        app.inject({ method: "GET", url: "/api/auth/info", headers: { authorization: `Bearer ${token}` } });
      expect((await infoOn(second.app)).statusCode).toBe(200);
      expect((await infoOn(t.app)).statusCode).toBe(200);
      expect((await t.call("DELETE", "/api/auth/logout", { token })).statusCode).toBe(200);
      expect((await infoOn(t.app)).statusCode).toBe(401);
      // The other process hears of it through PostgreSQL's NOTIFY, delivered on commit.
      let status = 200;
      for (let n = 0; n < 200 && status === 200; n++) {
        status = (await infoOn(second.app)).statusCode;
        if (status === 200) await new Promise((done) => setTimeout(done, 5));
      }
      expect(status).toBe(401);
    } finally {
      await second.close();
    }
  });
});
