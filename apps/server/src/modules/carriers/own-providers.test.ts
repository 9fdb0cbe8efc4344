import type { DockingProvider, OwnProvider, Page } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openText } from "../../platform/crypto";
import { dockingProviders, orgs } from "../../schema";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import { openTestAppForFile, type TestApp, testConfig } from "../../test/test-app";

let t: TestApp;
let operator: string;
openTestAppForFile(async (app) => {
  t = app;
  operator = await t.login("operator", "Operator2026");
});

let codes = 0;
const account = (extra: Record<string, unknown> = {}) => ({
  code: `OWN-${++codes}`,
  name: `My 4PX ${codes}`,
  serviceClass: "FourPx",
  settings: {
    gatewayUrl: "https://open.4px.com/router/api/service",
    appKey: "my-key",
    appSecret: "my-secret",
  },
  ...extra,
});
const save = (caller: Caller | string, body: unknown) =>
  t.call("POST", "/api/carriers/own-providers", {
    token: typeof caller === "string" ? caller : caller.token,
    body,
  });
const saved = async (caller: Caller, body: unknown = account()) => {
  const answer = await save(caller, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<OwnProvider>();
};
const listOf = async (caller: Caller) =>
  (await t.call("GET", "/api/carriers/own-providers", { token: caller.token })).json<Page<OwnProvider>>()
    .rows;
const onEdition = async (edition: "free" | "standard" | "professional") => {
  const caller = await createCustomerAccount(t);
  await t.db.update(orgs).set({ edition }).where(eq(orgs.id, caller.orgId));
  return caller;
};

describe("a customer's own carrier accounts", () => {
  it("docks an account on a registry type, its secret sealed and never answered", async () => {
    const customer = await onEdition("standard");
    const types = await t.call("GET", "/api/carriers/own-providers/types", { token: customer.token });
    expect(types.json().map((type: { serviceClass: string }) => type.serviceClass)).toContain("FourPx");
    const mine = await saved(customer);
    expect(mine.settings).toEqual({
      gatewayUrl: "https://open.4px.com/router/api/service",
      appKey: "my-key",
    });
    expect(mine.secretsSet).toEqual(["appSecret"]);
    expect(JSON.stringify(mine)).not.toContain("my-secret");
    const [row] = await t.db.select().from(dockingProviders).where(eq(dockingProviders.id, mine.id));
    expect(row).toMatchObject({ attribute: "customer", ownerOrgId: customer.orgId, isPublic: false });
    expect(row!.sealedSecrets).not.toContain("my-secret");
    expect(JSON.parse(openText(testConfig().CARRIER_CREDENTIALS_KEY, row!.sealedSecrets))).toEqual({
      appSecret: "my-secret",
    });
    // An empty secret keeps the stored one; disabling is a save.
    const disabled = await saved(customer, {
      ...account(),
      id: mine.id,
      code: mine.code,
      enabled: false,
      settings: { gatewayUrl: "https://open.4px.com/router/api/service", appKey: "my-key", appSecret: "" },
    });
    expect(disabled).toMatchObject({ enabled: false, secretsSet: ["appSecret"] });
    expect((await listOf(customer)).map((provider) => provider.id)).toEqual([mine.id]);
    // Staff see it among the providers, as the customer's.
    const staff = await t.call("GET", "/api/carriers/providers", { token: operator });
    expect(
      staff.json<Page<DockingProvider>>().rows.find((provider) => provider.id === mine.id),
    ).toMatchObject({
      attribute: "customer",
      ownerOrgId: customer.orgId,
    });
  });

  it("names the field a setting fails on", async () => {
    const customer = await onEdition("standard");
    const refused = await save(customer, account({ settings: { gatewayUrl: "not a url", appKey: "k" } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toMatch(/^settings\./);
  });

  it("keeps another customer's accounts out of sight and out of reach", async () => {
    const owner = await onEdition("standard");
    const rival = await onEdition("standard");
    const mine = await saved(owner);
    expect(await listOf(rival)).toEqual([]);
    const takeover = await save(rival, { ...account(), id: mine.id });
    expect(takeover.statusCode).toBe(404);
    const platform = await t.db.select().from(dockingProviders).where(eq(dockingProviders.code, "SB-DEMO"));
    expect((await save(rival, { ...account(), id: platform[0]!.id })).statusCode).toBe(404);
    const [row] = await t.db.select().from(dockingProviders).where(eq(dockingProviders.id, mine.id));
    expect(row).toMatchObject({ ownerOrgId: owner.orgId, name: mine.name, version: 1 });
  });

  it("keeps the edition's own-service limit: 2 on free, unlimited on professional", async () => {
    const free = await onEdition("free");
    await saved(free);
    await saved(free);
    const third = await save(free, account());
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: "LIMIT_REACHED",
      message: "您的版本最多只能对接2个自有渠道账号",
    });
    expect(await listOf(free)).toHaveLength(2);
    const professional = await onEdition("professional");
    for (let n = 0; n < 3; n++) await saved(professional);
    expect(await listOf(professional)).toHaveLength(3);
  });

  it("is the customer's alone: staff cannot share it with other customers", async () => {
    const customer = await onEdition("standard");
    const other = await onEdition("standard");
    const mine = await saved(customer);
    const shared = await t.call("PUT", `/api/carriers/providers/${mine.id}/customers`, {
      token: operator,
      body: { orgIds: [other.orgId] },
    });
    expect(shared.statusCode).toBe(400);
    expect(shared.json().details[0]).toMatchObject({ field: "orgIds" });
    const madePublic = await t.call("POST", "/api/carriers/providers", {
      token: operator,
      body: { ...account(), id: mine.id, code: mine.code, isPublic: true },
    });
    expect(madePublic.statusCode, madePublic.body).toBe(200);
    expect(madePublic.json<DockingProvider>().isPublic).toBe(false);
  });

  it("is a customer's screen: staff use the providers screen instead", async () => {
    expect((await t.call("GET", "/api/carriers/own-providers", { token: operator })).statusCode).toBe(403);
    expect((await save(operator, account())).statusCode).toBe(403);
  });
});
