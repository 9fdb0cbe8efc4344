import { spawnSync } from "node:child_process";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, orgs } from "./modules/identity";
import {
  DEV_APP_SECRET,
  DEV_CARRIER_CREDENTIALS_KEY,
  DEV_PAYMENT_GATEWAY_SECRET,
  DEV_WEBHOOK_SECRETS_KEY,
  isSandboxMounted,
  loadConfig,
} from "./platform/config";
import { seedDatabase } from "./seed";
import { createTestApp, openEmptyTestDatabase, type TestApp } from "./test/test-app";

const SECRETS = {
  APP_SECRET: "a-production-app-secret-of-at-least-32-characters",
  PAYMENT_GATEWAY_SECRET: "a-production-gateway-secret",
  CARRIER_CREDENTIALS_KEY: "a-production-key-for-carrier-credentials",
  WEBHOOK_SECRETS_KEY: "a-production-key-for-webhook-signing-secrets",
};
const PRODUCTION = { NODE_ENV: "production", ...SECRETS };

const refusalOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return "";
};

/** Sandbox routes, each with a request that reaches it when mounted. */
const SANDBOX_ROUTES = [
  { method: "GET", url: "/sandbox-pay/x" },
  { method: "POST", url: "/sandbox-pay/x/pay" },
  { method: "POST", url: "/api/finance/recharges/notify/sandbox" },
  { method: "GET", url: "/api/system/sandbox-messages" },
  { method: "GET", url: "/sandbox-inbox/13800000000" },
  { method: "POST", url: "/sandbox-carrier/v1/shipments" },
  { method: "GET", url: "/sandbox-carrier/v1/shipments?orderNo=PP1" },
] as const;

describe("production start-up settings", () => {
  it("names every missing secret, and a requested demo seed, and stops", () => {
    const message = refusalOf({ NODE_ENV: "production", SEED_DEMO: "true" });
    expect(message).toMatch(/SEED_DEMO/);
    expect(message).toMatch(/APP_SECRET: must be set/);
    expect(message).toMatch(/PAYMENT_GATEWAY_SECRET: must be set/);
    expect(message).toMatch(/CARRIER_CREDENTIALS_KEY: must be set/);
    expect(message).toMatch(/WEBHOOK_SECRETS_KEY: must be set/);
  });

  it("refuses each development default secret by name", () => {
    const withDefaults = refusalOf({
      NODE_ENV: "production",
      APP_SECRET: DEV_APP_SECRET,
      PAYMENT_GATEWAY_SECRET: DEV_PAYMENT_GATEWAY_SECRET,
      CARRIER_CREDENTIALS_KEY: DEV_CARRIER_CREDENTIALS_KEY,
      WEBHOOK_SECRETS_KEY: DEV_WEBHOOK_SECRETS_KEY,
    });
    expect(withDefaults).toMatch(/APP_SECRET: the development default is refused/);
    expect(withDefaults).toMatch(/PAYMENT_GATEWAY_SECRET: the development default is refused/);
    expect(withDefaults).toMatch(/CARRIER_CREDENTIALS_KEY: the development default is refused/);
    expect(withDefaults).toMatch(/WEBHOOK_SECRETS_KEY: the development default is refused/);
    expect(refusalOf({ ...PRODUCTION, APP_SECRET: DEV_APP_SECRET })).not.toMatch(/PAYMENT_GATEWAY_SECRET/);
  });

  it("starts with its own secrets: no demo data and no sandbox unless ALLOW_SANDBOX", () => {
    const config = loadConfig(PRODUCTION);
    expect(config.SEED_DEMO).toBe(false);
    expect(isSandboxMounted(config)).toBe(false);
    expect(isSandboxMounted(loadConfig({ ...PRODUCTION, ALLOW_SANDBOX: "true" }))).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
  });

  it("makes the server process print the refusals and exit 1", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: new URL("../../../", import.meta.url).pathname,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", DATA_DIR: "/nonexistent/never-opened" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/APP_SECRET/);
    expect(run.stderr).toMatch(/PAYMENT_GATEWAY_SECRET/);
  });
});

describe("a new production installation", () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await openEmptyTestDatabase();
    await seedDatabase(database.db, { demo: loadConfig(PRODUCTION).SEED_DEMO });
    t = await createTestApp(PRODUCTION, undefined, undefined, database);
  });
  afterAll(async () => {
    await t.close();
  });

  it("has no demo account and no org until the first admin is created", async () => {
    const [orgCount] = await t.db.select({ n: count() }).from(orgs);
    expect(orgCount?.n).toBe(0);
    const login = await t.call("POST", "/api/auth/login", {
      body: { username: "admin", password: "Admin2026", captchaToken: await t.captchaToken() },
    });
    expect(login.statusCode).toBe(400);
    expect(login.body).not.toContain("token");
  });

  it("mounts no sandbox route", async () => {
    for (const route of SANDBOX_ROUTES) {
      const response = await t.app.inject({ ...route, payload: route.method === "POST" ? {} : undefined });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      // The router's own answer, not a sandbox page saying it knows no such payment.
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ code: "NOT_FOUND" });
    }
    // The sign-up and reset forms do not point to sandbox inboxes.
    expect((await t.call("GET", "/api/brand")).json()).toMatchObject({ sandboxMessages: false });
  });

  it("creates the first admin with `npm run admin:create`'s function, who then signs in", async () => {
    expect(await createAdmin(t.db, { username: "root-admin", password: "short" })).toMatchObject({
      problem: expect.stringMatching(/8-64/),
    });
    expect(await createAdmin(t.db, { username: "root-admin", password: "Forwarder2026!" })).toMatchObject({
      userId: expect.any(Number),
    });
    expect(await createAdmin(t.db, { username: "root-admin", password: "Forwarder2026!" })).toMatchObject({
      problem: "The username root-admin already exists",
    });
    const token = await t.login("root-admin", "Forwarder2026!");
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    expect(info.roles).toContain("admin");
  });
});

describe("production without a payment gateway or SMS/email sender", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION);
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses online recharge with a clear answer, in the caller's language", async () => {
    const token = await t.login("customer", "Customer2026");
    const settings = (await t.call("GET", "/api/finance/recharges/settings", { token })).json();
    expect(settings).toMatchObject({ gateway: null, sandbox: false });
    const body = { method: "alipay", amount: "100.00" };
    const zh = await t.call("POST", "/api/finance/recharges/payments", { token, body });
    expect(zh.statusCode).toBe(503);
    expect(zh.json()).toMatchObject({ code: "NOT_CONFIGURED", message: expect.stringContaining("银行转账") });
    await t.call("POST", "/api/customerInfo/i18n/en", { token });
    const en = await t.call("POST", "/api/finance/recharges/payments", { token, body });
    expect(en.json().message).toMatch(/No online payment gateway is configured/);
    expect((await t.call("GET", "/api/finance/recharges/payments", { token })).json().rows).toEqual([]);
  });

  it("says that no verification code can be sent, for a known and an unknown phone alike", async () => {
    for (const phone of ["13800000000", "13912345678"]) {
      const response = await t.call("POST", `/api/account/sendSms/${phone}`, {
        body: { captchaToken: await t.captchaToken(), purpose: "reset" },
        lang: "en",
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/No SMS or email sender is configured/);
    }
  });
});

describe("production with ALLOW_SANDBOX=true (a staging installation)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...PRODUCTION, ALLOW_SANDBOX: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("mounts the sandbox gateway, its page and notification URL, and the sandbox messages", async () => {
    const token = await t.login("customer", "Customer2026");
    const payment = (
      await t.call("POST", "/api/finance/recharges/payments", {
        token,
        body: { method: "alipay", amount: "100.00" },
      })
    ).json();
    expect(payment.payUrl).toMatch(/^\/sandbox-pay\//);
    // The page speaks the payer's language: the demo customer's is Chinese.
    expect((await t.call("GET", payment.payUrl)).body).toContain("沙箱");
    const forged = await t.call("POST", "/api/finance/recharges/notify/sandbox", {
      body: {
        paymentId: payment.id,
        tradeNo: "X",
        status: "success",
        amount: "100.60",
        paidAt: "2026-01-01",
      },
    });
    expect(forged.statusCode).toBe(400);
    const admin = await t.login("admin", "Admin2026");
    expect((await t.call("GET", "/api/system/sandbox-messages", { token: admin })).statusCode).toBe(200);
    expect((await t.call("GET", "/sandbox-inbox/13800000000")).statusCode).toBe(200);
    expect((await t.call("GET", "/api/brand")).json()).toMatchObject({ sandboxMessages: true });
  });
});
