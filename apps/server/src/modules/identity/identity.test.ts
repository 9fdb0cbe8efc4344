import { createHash, createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { sandboxMessages } from "../../schema";
import { humanTrack, solveCaptcha } from "../../test/captcha-solver";
import { openTestAppForFile, type TestApp, testConfig } from "../../test/test-app";
import { ROLE_MENU_SEED } from "./identity.menu-seed";
import { sessions, users, verificationCodes } from "./identity.tables";

let t: TestApp;
openTestAppForFile(async (app) => {
  t = app;
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

  it("defeats a bot that scans for the old fixed outline colour and drags in three points", async () => {
    // The bot: the hole is where the background has the outline's colour (235, 235, 235); drag there at once.
    const outlineX = (background: string) => {
      const png = PNG.sync.read(Buffer.from(background.split(",")[1]!, "base64"));
      let left = Number.POSITIVE_INFINITY;
      for (let at = 0; at < png.data.length; at += 4) {
        const [r, g, b] = [png.data[at], png.data[at + 1], png.data[at + 2]];
        if (r === 235 && g === 235 && b === 235) left = Math.min(left, (at / 4) % png.width);
      }
      return Number.isFinite(left) ? left : undefined;
    };
    let passed = 0;
    let found = 0;
    for (let n = 0; n < 100; n++) {
      const ip = `10.4.${Math.floor(n / 50)}.${n % 50}`;
      const challenge = (await t.call("GET", "/api/auth/code", { ip })).json();
      const x = outlineX(challenge.background) ?? 0;
      if (Math.abs(x - solveCaptcha(challenge)) <= 5) found++;
      const track = [
        { x: 0, y: 0, t: 0 },
        { x: Math.round(x / 2), y: 1, t: 60 },
        { x, y: 0, t: 120 },
      ];
      const verdict = await t.call("POST", "/api/auth/code/verify", {
        body: { captchaId: challenge.captchaId, x, track },
        ip,
      });
      if (verdict.statusCode === 200) passed++;
    }
    expect(passed, "bot passes").toBeLessThanOrEqual(5);
    expect(found, "outline colour scans that find the hole").toBeLessThanOrEqual(10);
  });

  it("lets a person's drag through, and refuses the right x dragged evenly or in a flash", async () => {
    for (let n = 0; n < 10; n++) expect(await t.captchaToken(`10.3.0.${n}`)).toBeTruthy();
    const even = (x: number) =>
      Array.from({ length: 12 }, (_, k) => ({ x: (x * k) / 11, y: k % 2, t: k * 30 }));
    const flash = (x: number) => humanTrack(x).map((p) => ({ ...p, t: p.t / 10 }));
    for (const drag of [even, flash]) {
      const challenge = (await t.call("GET", "/api/auth/code", { ip: "10.3.1.1" })).json();
      const x = solveCaptcha(challenge);
      const verdict = await t.call("POST", "/api/auth/code/verify", {
        body: { captchaId: challenge.captchaId, x, track: drag(x) },
        ip: "10.3.1.1",
      });
      expect(verdict.json().code).toBe("CAPTCHA_INVALID");
    }
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

  it("an operator gets every screen but menu management, the money desks and the API key", async () => {
    const token = await t.login("operator", "Operator2026");
    const all = paths((await t.call("GET", "/api/menus/build", { token })).json());
    expect(all).toEqual(expect.arrayContaining(["/system/users", "/warehouse/robots"]));
    for (const path of [
      "/system/menus",
      "/finance/recharge",
      "/finance/withdrawal-approval",
      "/finance/bank-transfers",
      "/carriers/api-docking",
    ]) {
      expect(all).not.toContain(path);
      expect((await t.call("GET", `/api/menus/check?path=${path}`, { token })).statusCode).toBe(403);
    }
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

  it("platform staff have no wallet of their own: no recharge or withdrawal form, the staff screens stay", async () => {
    for (const [username, password] of [
      ["admin", "Admin2026"],
      ["operator", "Operator2026"],
    ] as const) {
      const token = await t.login(username, password);
      const all = paths((await t.call("GET", "/api/menus/build", { token })).json());
      expect(all, username).not.toContain("/finance/recharge");
      expect(all, username).not.toContain("/finance/withdrawals");
      expect(all, username).toContain(
        username === "operator" ? "/system/users" : "/finance/withdrawal-approval",
      );
    }
    expect(ROLE_MENU_SEED.finance).not.toContain("finance/recharge");
    expect(ROLE_MENU_SEED.finance).toContain("finance/withdrawal-approval");
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
      body: { channel: "email", target: email, code, newPassword: "aaaaaaaa", confirmPassword: "aaaaaaaa" },
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
  const wrongLogin = (username: string, ip: string, password = "Wrong2026pw", lang = "en") =>
    t
      .captchaToken(ip)
      .then((captchaToken) =>
        t.call("POST", "/api/auth/login", { body: { username, password, captchaToken }, ip, lang }),
      );
  /** Moves the last failure on keys like `pattern` into the past, as if the caller had waited. */
  const waitOut = (pattern: string, seconds: number) =>
    t.db.execute(
      sql`update rate_limits set window_start = window_start - make_interval(secs => ${seconds}) where key like ${pattern}`,
    );

  it("made-up captcha tokens never count against an account, from any address", async () => {
    for (let n = 0; n < 12; n++) {
      const bogus = await t.call("POST", "/api/auth/login", {
        body: { username: "admin", password: `guess${n}`, captchaToken: `made-up-${n}` },
        ip: "10.9.0.1",
      });
      expect(bogus.json().code).toBe("CAPTCHA_EXPIRED");
    }
    expect(await t.login("admin", "Admin2026", "10.9.0.2")).toBeTruthy();
    expect(await t.login("admin", "Admin2026", "10.9.0.1")).toBeTruthy();
  });

  it("wrong passwords from one address never stop the right password from another", async () => {
    const codes = [];
    for (let n = 0; n < 10; n++) codes.push((await wrongLogin("operator", "10.8.0.1")).json().code);
    expect(codes).toEqual([...Array(5).fill("INVALID_CREDENTIALS"), ...Array(5).fill("RATE_LIMITED")]);
    expect(await t.login("operator", "Operator2026", "10.8.0.2")).toBeTruthy();
  });

  it("answers repeated wrong passwords from one address with growing delays, saying how long", async () => {
    for (let n = 0; n < 5; n++) expect((await wrongLogin("operator", "10.7.0.1")).statusCode).toBe(400);
    const first = await wrongLogin("operator", "10.7.0.1");
    expect(first.statusCode).toBe(429);
    expect(first.json().message).toBe("Too many wrong passwords, try again in 30 seconds");
    // Even the right password waits: the delay is about the guesses, not about who is guessing. The wait counts
    // down from the sixth guess, so on a slow machine a second or two may already have gone.
    const right = await wrongLogin("operator", "10.7.0.1", "Operator2026", "zh");
    const [, left] = /^密码错误次数过多，请(\d+)秒后再试$/.exec(right.json().message) ?? [];
    expect(Number(left)).toBeGreaterThan(20);
    expect(Number(left)).toBeLessThanOrEqual(30);

    await waitOut("login:fail:operator:10.7.0.1", 30);
    expect((await wrongLogin("operator", "10.7.0.1")).json().code).toBe("INVALID_CREDENTIALS");
    expect((await wrongLogin("operator", "10.7.0.1")).json().message).toBe(
      "Too many wrong passwords, try again in 60 seconds",
    );
    await waitOut("login:fail:operator:10.7.0.1", 60);
    expect((await wrongLogin("operator", "10.7.0.1")).json().code).toBe("INVALID_CREDENTIALS");
    expect((await wrongLogin("operator", "10.7.0.1", "x", "ko")).json().message).toBe(
      "비밀번호를 너무 많이 틀렸습니다. 2분 후에 다시 시도하세요",
    );

    // Doubling stops at 15 minutes; after the wait the right password gets in and the slate is clean.
    await t.db.execute(
      sql`update rate_limits set hits = 30, window_start = now() where key = 'login:fail:operator:10.7.0.1'`,
    );
    expect((await wrongLogin("operator", "10.7.0.1")).json().message).toBe(
      "Too many wrong passwords, try again in 15 minutes",
    );
    await waitOut("login:fail:operator:10.7.0.1", 15 * 60);
    expect(await t.login("operator", "Operator2026", "10.7.0.1")).toBeTruthy();
    expect((await wrongLogin("operator", "10.7.0.1")).json().code).toBe("INVALID_CREDENTIALS");
  });

  it("limits wrong old passwords in change-password the same way, per user", async () => {
    const token = await t.login("customer", "Customer2026", "10.6.0.1");
    const change = (oldPass: string) =>
      t.call("POST", "/api/users/updatePass", {
        token,
        body: { oldPass, newPass: "Customer2027x", confirmPass: "Customer2027x" },
      });
    for (let n = 0; n < 5; n++)
      expect((await change(`Wrong${n}pass`)).json().code).toBe("OLD_PASSWORD_WRONG");
    const limited = await change("Customer2026");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("密码错误次数过多，请30秒后再试");
    await waitOut("password-change:fail:%", 30);
    expect((await change("Customer2026")).statusCode).toBe(200);
    // Back to the demo password for the other tests; the slate was wiped by the success.
    const back = await t.call("POST", "/api/users/updatePass", {
      token,
      body: { oldPass: "Customer2027x", newPass: "Customer2026", confirmPass: "Customer2026" },
    });
    expect(back.statusCode).toBe(200);
  });
});

describe("verification codes at rest", () => {
  it("stores a keyed hash, not the SHA-256 of target and code, and the code still works", async () => {
    const phone = "13711112222";
    await t.call("POST", `/api/account/sendSms/${phone}`, {
      body: { captchaToken: await t.captchaToken("10.5.0.1"), purpose: "register" },
      ip: "10.5.0.1",
    });
    const code = await latestCode(phone);
    const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, phone));
    expect(stored!.codeHash).not.toBe(createHash("sha256").update(`${phone}:${code}`).digest("hex"));
    expect(stored!.codeHash).toBe(
      createHmac("sha256", testConfig().APP_SECRET).update(`${phone}:${code}`).digest("hex"),
    );
    const registered = await t.call("POST", "/api/account/commitRegist", {
      body: {
        username: "hmac_user",
        password: "Hmac2026pw",
        confirmPassword: "Hmac2026pw",
        phone,
        smsCode: code,
        agreed: true,
      },
    });
    expect(registered.statusCode).toBe(200);
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
