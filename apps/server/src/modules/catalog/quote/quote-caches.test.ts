import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../../platform/db";
import { newYorkCarton } from "../../../test/fixtures";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { orgs } from "../../identity";
import { currencies, REFERENCE_CHANNEL } from "../../reference";
import { productSignings, products, quotePlans } from "../catalog.tables";
import { QUOTE_PROFILE_CHANNEL } from "./quote-profiles";

// A trial reads currencies, countries and the org's products from caches kept in each process (quote-profiles.ts,
// reference.cache.ts). Every change below is made through the API of one process: that process prices it at the
// next trial, another process once the change's notification has reached it.

let t: TestApp;
let customer: string;
let admin: string;
let demoOrgId: number;
// How often this process has heard each quote-profile payload.
const heard = new Map<string, number>();
openTestAppForFile(async (app) => {
  t = app;
  await t.database.listen(QUOTE_PROFILE_CHANNEL, (payload) =>
    heard.set(payload, (heard.get(payload) ?? 0) + 1),
  );
  customer = await t.login("customer", "Customer2026");
  admin = await t.login("admin", "Admin2026");
  const [demo] = await t.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.name, "Demo Trading Co."));
  demoOrgId = demo!.id;
});

const parcel = newYorkCarton;

type Answer = {
  served: Array<{ productCode: string; totalInWalletCurrency: string }>;
  notServed: Array<{ productCode: string; reason: { code: string } }>;
};

/** The customer's trial in `app` (this process by default): served product → total in the wallet currency. */
const trial = async (app: FastifyInstance = t.app, body: unknown = parcel()) => {
  const response = await app.inject({
    method: "POST",
    url: "/api/freightTrial",
    headers: { authorization: `Bearer ${customer}` },
    payload: body as Record<string, unknown>,
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as Answer;
  return Object.fromEntries(answer.served.map((row) => [row.productCode, row.totalInWalletCurrency]));
};

const listed = async (app?: FastifyInstance) => {
  const response = await (app ?? t.app).inject({
    method: "POST",
    url: "/api/freightTrial",
    headers: { authorization: `Bearer ${customer}` },
    payload: parcel(),
  });
  const answer = response.json() as Answer;
  return [...answer.served, ...answer.notServed].map((row) => row.productCode);
};

const ok = async (method: "POST" | "PUT", url: string, token: string, body?: unknown) => {
  const response = await t.call(method, url, { token, ...(body === undefined ? {} : { body }) });
  expect(response.statusCode, response.body).toBe(200);
};

/**
 * Announces a quote-profile change as a write does, and waits until this process has heard it every way it will:
 * the writer hears its own notification at once and, on PostgreSQL, once more when its LISTEN connection delivers
 * it. A check of what stays cached must not be cut by that second delivery.
 */
const announceProfiles = async (payload: string) => {
  const before = heard.get(payload) ?? 0;
  await notify(t.db, QUOTE_PROFILE_CHANNEL, payload);
  const deliveries = t.database.kind === "postgres" ? 2 : 1;
  await expect.poll(() => heard.get(payload) ?? 0).toBe(before + deliveries);
};

const productId = async (code: string) =>
  (await t.db.select({ id: products.id }).from(products).where(eq(products.code, code)))[0]!.id;

const currencyId = async (code: string) =>
  (await t.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, code)))[0]!.id;

const setUsdRate = async (rate: string) =>
  ok("PUT", `/api/reference/currencies/${await currencyId("USD")}/rate`, admin, { rate });

describe("a trial after a change", () => {
  it("converts at a new currency rate at once, and in another process once notified", async () => {
    const second = await t.secondProcess();
    try {
      // PP-US-EXP: 40.83 USD × 7.12 = 290.7096 → 290.71 CNY, read into both processes' caches.
      expect((await trial())["PP-US-EXP"]).toBe("290.71");
      expect((await trial(second.app))["PP-US-EXP"]).toBe("290.71");
      await setUsdRate("7.5");
      // 40.83 × 7.5 = 306.225 → 306.23.
      expect((await trial())["PP-US-EXP"]).toBe("306.23");
      await vi.waitFor(async () => expect((await trial(second.app))["PP-US-EXP"]).toBe("306.23"));
    } finally {
      await setUsdRate("7.12");
      await second.close();
    }
    expect((await trial())["PP-US-EXP"]).toBe("290.71");
  });

  it("lists a product the customer cancels no longer, and again once staff sign it for the customer", async () => {
    const second = await t.secondProcess();
    try {
      const fba = await productId("PP-US-FBA");
      expect(await listed()).toContain("PP-US-FBA");
      expect(await listed(second.app)).toContain("PP-US-FBA");

      await ok("POST", "/api/product/signing/cancel", customer, { productId: fba });
      expect(await listed()).not.toContain("PP-US-FBA");
      await vi.waitFor(async () => expect(await listed(second.app)).not.toContain("PP-US-FBA"));

      await ok("POST", "/api/product/signing/allot", admin, { productId: fba, orgId: demoOrgId });
      expect((await trial())["PP-US-FBA"]).toBe("212.00");
      await vi.waitFor(async () => expect((await trial(second.app))["PP-US-FBA"]).toBe("212.00"));

      await ok("POST", "/api/product/signing/unallot", admin, { productId: fba, orgId: demoOrgId });
      expect(await listed()).not.toContain("PP-US-FBA");
      await ok("POST", "/api/product/signing/sign", customer, { productId: fba });
      expect(await listed()).toContain("PP-US-FBA");
    } finally {
      await second.close();
    }
  });

  it("prices at the quote plan staff set for the customer at once", async () => {
    const express = await productId("PP-US-EXP");
    const [vip] = await t.db.select().from(quotePlans).where(eq(quotePlans.name, "VIP"));
    expect(vip?.productId).toBe(express);
    // The default plan "Standard" (the cost record's prices are three quarters of it): first 0.5 kg 26,
    // 6.5 per further 0.5 kg; 1.5 kg → 26 + 2 × 6.5 = 39.00; fuel 18% = 7.02; 46.02 USD × 7.12 = 327.6624 → 327.66.
    await ok("POST", "/api/product/signing/plan", admin, {
      productId: express,
      orgId: demoOrgId,
      quotePlanId: null,
    });
    expect((await trial())["PP-US-EXP"]).toBe("327.66");
    await ok("POST", "/api/product/signing/plan", admin, {
      productId: express,
      orgId: demoOrgId,
      quotePlanId: vip!.id,
    });
    expect((await trial())["PP-US-EXP"]).toBe("290.71");
  });

  it("drops a product taken offline from the trial, in another process once notified, and lists it again online", async () => {
    const second = await t.secondProcess();
    try {
      const post = await productId("PP-US-POST");
      expect((await trial(second.app))["PP-US-POST"]).toBe("133.49");
      await ok("POST", `/api/product/changeStatus/${post}/offline`, admin);
      expect(await listed()).not.toContain("PP-US-POST");
      await vi.waitFor(async () => expect(await listed(second.app)).not.toContain("PP-US-POST"));
      await ok("POST", `/api/product/changeStatus/${post}/online`, admin);
      expect((await trial())["PP-US-POST"]).toBe("133.49");
      await vi.waitFor(async () => expect((await trial(second.app))["PP-US-POST"]).toBe("133.49"));
    } finally {
      await second.close();
    }
  });

  it("accepts a destination country created after the countries were read", async () => {
    const kosovo = parcel({ destination: { country: "XK", postcode: "10000" } });
    const unknown = await t.call("POST", "/api/freightTrial", { token: customer, body: kosovo, lang: "en" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe("destination.country");
    await ok("POST", "/api/reference/countries", admin, {
      regionName: "科索沃",
      regionNameEn: "Kosovo",
      regionCode: "XK",
      threeRegionCode: "XKX",
    });
    // Known now; no demo product has a zone there.
    expect(await trial(t.app, kosovo)).toEqual({});
  });

  it("serves what it read until a change is announced: a write that skips the announcement is not seen", async () => {
    expect((await trial())["PP-US-EXP"]).toBe("290.71");
    await t.db.update(currencies).set({ rate: "7.5" }).where(eq(currencies.code, "USD"));
    try {
      expect((await trial())["PP-US-EXP"]).toBe("290.71");
      await notify(t.db, REFERENCE_CHANNEL, "currencies");
      expect((await trial())["PP-US-EXP"]).toBe("306.23");
    } finally {
      await t.db.update(currencies).set({ rate: "7.12" }).where(eq(currencies.code, "USD"));
      await notify(t.db, REFERENCE_CHANNEL, "currencies");
    }
  });

  it("drops the profiles of the orgs a notification names, and every profile on an empty one (a reconnect)", async () => {
    const fba = await productId("PP-US-FBA");
    const cancelFba = () =>
      t.db.update(productSignings).set({ status: "cancelled" }).where(eq(productSignings.productId, fba));
    expect(await listed()).toContain("PP-US-FBA");
    await cancelFba();
    try {
      // Written straight into the table: not seen until announced, and only for the org named.
      expect(await listed()).toContain("PP-US-FBA");
      await announceProfiles(String(demoOrgId + 1000));
      expect(await listed()).toContain("PP-US-FBA");
      await announceProfiles(String(demoOrgId));
      expect(await listed()).not.toContain("PP-US-FBA");

      await t.db.update(productSignings).set({ status: "signed" }).where(eq(productSignings.productId, fba));
      expect(await listed()).not.toContain("PP-US-FBA");
      await announceProfiles("");
      expect(await listed()).toContain("PP-US-FBA");
    } finally {
      await t.db.update(productSignings).set({ status: "signed" }).where(eq(productSignings.productId, fba));
      await announceProfiles("");
    }
  });
});
