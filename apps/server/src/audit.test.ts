import { randomUUID } from "node:crypto";
import { secret } from "@pp/contracts";
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { INPUT_CAP, withoutSecretFields } from "./platform/audit";
import { ledgerEntries, operationLogs } from "./schema";
import { usConsignee } from "./test/fixtures";
import { openTestAppForFile, type TestApp } from "./test/test-app";

let t: TestApp;
let customer: string;
let admin: string;
let finance: string;
let customerOrgId: number;
openTestAppForFile(async (app) => {
  t = app;
  [customer, admin, finance] = await Promise.all([
    t.login("customer", "Customer2026"),
    t.login("admin", "Admin2026"),
    t.login("finance", "Finance2026"),
  ]);
  customerOrgId = (await t.call("GET", "/api/auth/info", { token: customer })).json().user.orgId;
});

const lastRow = async (action: string) => {
  const [row] = await t.db
    .select()
    .from(operationLogs)
    .where(eq(operationLogs.action, action))
    .orderBy(desc(operationLogs.id))
    .limit(1);
  return row;
};

const address = usConsignee("Ada");

describe("what the operation log records of a write", () => {
  it("keeps postcodes, country, product and HS codes and drops exactly the fields the contract marks secret", () => {
    const schema = z.object({
      postcode: z.string(),
      countryCode: z.string(),
      productCode: z.string(),
      hsCode: z.string().optional(),
      password: secret(z.string()),
      parcels: z.array(z.object({ hsCode: z.string(), smsCode: secret(z.string()).optional() })),
      login: z.union([z.object({ captchaToken: secret(z.string()) }), z.object({ code: z.string() })]),
    });
    const input = {
      postcode: "94105",
      countryCode: "US",
      productCode: "P-1",
      hsCode: "8471.30",
      password: "Secret2026",
      parcels: [{ hsCode: "6109.10", smsCode: "123456" }],
      login: { captchaToken: "tok" },
    };
    expect(withoutSecretFields(schema, input)).toEqual({
      postcode: "94105",
      countryCode: "US",
      productCode: "P-1",
      hsCode: "8471.30",
      parcels: [{ hsCode: "6109.10" }],
      login: {},
    });
  });

  it("records the validated input: normalised values, no fields the contract does not know", async () => {
    const response = await t.call("POST", "/api/customerAddress/saveAddress", {
      token: customer,
      body: { ...address, injected: "x".repeat(600_000) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await lastRow("address.save");
    expect(row).toMatchObject({ success: true, status: 200, targetId: String(response.json().id) });
    expect(row?.changes).toMatchObject({ countryCode: "US", postcode: "94105", city: "San Francisco" });
    expect(JSON.stringify(row?.changes)).not.toContain("injected");
  });

  it("records a rejected request with its outcome and without its body", async () => {
    const response = await t.call("POST", "/api/customerAddress/saveAddress", {
      token: customer,
      body: { ...address, city: "x".repeat(650_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(await lastRow("address.save")).toMatchObject({ success: false, status: 400, changes: null });
  });

  it("cuts a long input at the cap and says so", async () => {
    const matchers = Array.from({ length: 3000 }, (_, i) => String(10_000 + i));
    const response = await t.call("POST", "/api/catalog/postcode-groups", {
      token: admin,
      body: { name: `Long ${randomUUID()}`, kind: "zone", country: "US", matchers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const changes = (await lastRow("postcodeGroup.create"))?.changes as Record<string, unknown>;
    expect(changes).toMatchObject({ truncated: true });
    expect(changes.length).toBeGreaterThan(INPUT_CAP);
    expect((changes.head as string).length).toBe(INPUT_CAP);
  });

  it("never records passwords, captcha tokens or codes, and keeps the other fields", async () => {
    const token = await t.login("customer", "Customer2026");
    await t.call("POST", "/api/users/updatePass", {
      token,
      body: { oldPass: "not-it-2026", newPass: "Customer2027", confirmPass: "Customer2027" },
    });
    const changePassword = await lastRow("user.changePassword");
    expect(changePassword).toMatchObject({ status: 400, changes: {} });
    const login = await lastRow("auth.login");
    expect(login).toMatchObject({ success: true, changes: { username: "customer" } });
    expect(JSON.stringify([changePassword, login])).not.toMatch(/Customer202[67]|not-it|captchaToken/);
  });
});

describe("what the operation log leaves out", () => {
  it("writes no row for a query sent as a POST (an address search, a freight trial, a formula test)", async () => {
    const rowCount = async () => (await t.db.select({ id: operationLogs.id }).from(operationLogs)).length;
    const before = await rowCount();
    const search = await t.call("POST", "/api/customerAddress/findByDto", { token: customer, body: {} });
    expect(search.statusCode, search.body).toBe(200);
    const formula = await t.call("POST", "/api/catalog/formulas/test", { token: admin, body: {} });
    expect(formula.statusCode).toBeLessThan(500);
    expect(await rowCount()).toBe(before);
  });
});

describe("a change cannot happen without its record", () => {
  const adjust = (body: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/finance/wallets/adjust",
      headers: { authorization: `Bearer ${finance}`, "idempotency-key": randomUUID() },
      payload: body,
    });
  const entries = async () =>
    (
      await t.db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orgId, customerOrgId))
    ).length;

  it("does not make the change when its operation-log row cannot be written", async () => {
    const before = await entries();
    await t.db.execute(
      sql`alter table operation_logs add constraint refuse_adjust_rows check (action <> 'wallet.adjust')`,
    );
    try {
      const response = await adjust({
        orgId: customerOrgId,
        currency: "CNY",
        amount: "5",
        reason: "goodwill",
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().code).toBe("INTERNAL");
      expect(response.body).not.toMatch(/operation_logs|insert/i);
    } finally {
      await t.db.execute(sql`alter table operation_logs drop constraint refuse_adjust_rows`);
    }
    expect(await entries()).toBe(before);
  });

  it("writes the row before the change and gives it the outcome", async () => {
    const response = await adjust({ orgId: customerOrgId, currency: "CNY", amount: "5", reason: "goodwill" });
    expect(response.statusCode, response.body).toBe(200);
    expect(await lastRow("wallet.adjust")).toMatchObject({
      userId: expect.any(Number),
      username: "finance",
      targetType: "wallet",
      targetId: String(response.json().walletId),
      success: true,
      status: 200,
      changes: { orgId: customerOrgId, currency: "CNY", amount: "5", reason: "goodwill" },
    });
  });
});
