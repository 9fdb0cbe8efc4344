import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp, testConfig } from "../test/test-app";
import { userLimitsOf } from "./user-rate-limit";

const USER_LIMITS = userLimitsOf(testConfig());

let t: TestApp;
openTestAppForFile(async (app) => {
  t = app;
});

const EXPORT = "/api/finance/wallet-flow/export";

const exportFlow = (app: FastifyInstance, token: string) =>
  app.inject({
    method: "GET",
    url: EXPORT,
    headers: { authorization: `Bearer ${token}` },
  });

const exportTimes = async (app: FastifyInstance, token: string, times: number) => {
  for (let i = 0; i < times; i++) {
    const response = await exportFlow(app, token);
    expect(response.statusCode, response.body).toBe(200);
  }
};

describe("per-user limits on expensive calls", () => {
  it("refuses the call after the limit for that user only, with Retry-After and a translated message", async () => {
    const [customer, finance] = await Promise.all([
      t.login("customer", "Customer2026"),
      t.login("finance", "Finance2026"),
    ]);
    // A signed-in user's saved language is the one answers use.
    expect((await t.call("POST", "/api/customerInfo/i18n/en", { token: customer })).statusCode).toBe(200);
    await exportTimes(t.app, customer, USER_LIMITS.export.max);
    const refused = await exportFlow(t.app, customer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(refused.json().message).toMatch(/^Too many requests, try again in \d+ seconds$/);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(USER_LIMITS.export.windowSeconds);
    expect((await exportFlow(t.app, finance)).statusCode).toBe(200);
  });

  it("holds across two server processes on one database once their counts are flushed", async () => {
    const second = await t.secondProcess();
    try {
      const admin = await t.login("admin", "Admin2026");
      const half = USER_LIMITS.export.max / 2;
      await exportTimes(t.app, admin, half);
      await t.rateLimits.flush();
      await exportTimes(second.app, admin, half);
      expect((await exportFlow(second.app, admin)).statusCode).toBe(429);
      await second.rateLimits.flush();
      await t.rateLimits.flush();
      expect((await exportFlow(t.app, admin)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("limits the freight trial at its endpoint and leaves cheap calls alone", async () => {
    const admin = await t.login("admin", "Admin2026");
    for (let i = 0; i < USER_LIMITS.export.max + 5; i++) {
      expect((await t.call("GET", "/api/auth/info", { token: admin })).statusCode).toBe(200);
    }
    const trial = () => t.call("POST", "/api/freightTrial", { token: admin, body: {} });
    for (let i = 0; i < USER_LIMITS.freightTrial.max; i++) expect((await trial()).statusCode).not.toBe(429);
    expect((await trial()).statusCode).toBe(429);
  });
});
