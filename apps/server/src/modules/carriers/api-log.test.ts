import type { ApiLogDetail, ApiLogRow, ApiLogStats, ApiLogTokens, Page } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { apiCalls } from "../../platform/platform.tables";
import { apiTokens, dockingProviders } from "../../schema";
import { createCustomerAccount, createParties, type Parties } from "../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../test/test-app";

// The API log's screens (issue 16): staff read every call with filters and statistics; a customer reads only its
// own org's open-API calls. Each test writes its rows in a window of its own, for orgs of its own.

let t: TestApp;
let parties: Parties;
let operator: string;
let providerId: number;
openTestAppForFile(async (app) => {
  t = app;
  parties = await createParties(t);
  operator = await t.login("operator", "Operator2026");
  const [provider] = await t.db
    .insert(dockingProviders)
    .values({
      code: `LOG-${Date.now()}`,
      name: "Log test provider",
      serviceClass: "SandboxCarrier",
      interfaceType: "api",
      settings: { baseUrl: "https://carrier.example" },
    })
    .returning();
  providerId = provider!.id;
});

const get = async <T>(token: string, url: string) => {
  const answer = await t.call("GET", url, { token });
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer.json() as T;
};

type Call = Partial<typeof apiCalls.$inferInsert> & { at: Date };
const log = async (calls: Call[]) =>
  (
    await t.db
      .insert(apiCalls)
      .values(
        calls.map((call) => ({
          direction: "inbound" as const,
          operation: "orders.create",
          method: "POST",
          url: "/open/v1/orders",
          status: 200,
          outcome: "ok" as const,
          durationMs: 10,
          request: '{"phone":"138****0000"}',
          response: "{}",
          ...call,
        })),
      )
      .returning({ id: apiCalls.id })
  ).map((row) => row.id);

const at = (iso: string) => new Date(iso);

describe("the API log's list", () => {
  it("filters by direction, customer, operation, outcome, time and order number, in keyset pages", async () => {
    const { owner, rival } = parties;
    const [pushed, created, failed, tracked, rivals] = await log([
      {
        at: at("2031-01-05T01:00:00Z"),
        direction: "outbound",
        providerId,
        orgId: owner.orgId,
        operation: "createShipment",
      },
      { at: at("2031-01-05T02:00:00Z"), orgId: owner.orgId, orderNo: "PP-LOG-1" },
      { at: at("2031-01-05T03:00:00Z"), orgId: owner.orgId, status: 422, outcome: "rejected" },
      { at: at("2031-01-06T03:00:00Z"), orgId: owner.orgId, operation: "tracking.get", method: "GET" },
      { at: at("2031-01-05T04:00:00Z"), orgId: rival.orgId },
    ]);
    const ids = async (query: string) =>
      (await get<Page<ApiLogRow>>(operator, `/api/carriers/api-log?size=50&${query}`)).rows.map(
        (row) => row.id,
      );

    expect(await ids(`orgId=${owner.orgId}`)).toEqual([tracked, failed, created, pushed]);
    expect(await ids(`orgId=${owner.orgId}&direction=inbound`)).toEqual([tracked, failed, created]);
    expect(await ids(`orgId=${owner.orgId}&direction=outbound&providerId=${providerId}`)).toEqual([pushed]);
    expect(await ids(`orgId=${owner.orgId}&operation=orders.create`)).toEqual([failed, created]);
    expect(await ids(`orgId=${owner.orgId}&outcome=rejected`)).toEqual([failed]);
    expect(await ids("orderNo=PP-LOG-1")).toContain(created);
    expect(await ids(`orgId=${owner.orgId}&from=2031-01-05T01:30:00Z&to=2031-01-06T00:00:00Z`)).toEqual([
      failed,
      created,
    ]);
    expect(await ids(`orgId=${rival.orgId}`)).toEqual([rivals]);

    const first = await get<Page<ApiLogRow>>(operator, `/api/carriers/api-log?size=2&orgId=${owner.orgId}`);
    expect(first).toMatchObject({ total: 4, nextCursor: String(failed) });
    expect(first.rows[0]).toMatchObject({
      direction: "inbound",
      orgName: expect.stringMatching(/^Tenant /),
      operation: "tracking.get",
    });
    const second = await get<Page<ApiLogRow>>(
      operator,
      `/api/carriers/api-log?size=2&orgId=${owner.orgId}&cursor=${first.nextCursor}`,
    );
    expect(second.rows.map((row) => row.id)).toEqual([created, pushed]);
    expect(second.nextCursor).toBeNull();

    const detail = await get<ApiLogDetail>(operator, `/api/carriers/api-log/${pushed}`);
    expect(detail).toMatchObject({ providerName: "Log test provider", direction: "outbound" });
  });

  it("shows a customer its own org's open-API calls only, never a call to a provider nor another's", async () => {
    const owner = await createCustomerAccount(t);
    const rival = await createCustomerAccount(t);
    const [pushed, mine, rivals] = await log([
      { at: at("2031-02-01T01:00:00Z"), direction: "outbound", providerId, orgId: owner.orgId },
      { at: at("2031-02-01T02:00:00Z"), orgId: owner.orgId, orderNo: "PP-MINE" },
      { at: at("2031-02-01T03:00:00Z"), orgId: rival.orgId, orderNo: "PP-MINE" },
    ]);
    const page = await get<Page<ApiLogRow>>(owner.token, "/api/carriers/my-api-log?size=50");
    expect(page.rows.map((row) => row.id)).toEqual([mine]);
    expect(page.total).toBe(1);
    // The staff's filters are not the customer's to set: another org's id changes nothing.
    const widened = await get<Page<ApiLogRow>>(
      owner.token,
      `/api/carriers/my-api-log?size=50&orderNo=PP-MINE&orgId=${rival.orgId}&direction=outbound`,
    );
    expect(widened.rows.map((row) => row.id)).toEqual([mine]);

    const detail = await get<ApiLogDetail>(owner.token, `/api/carriers/my-api-log/${mine}`);
    expect(detail.request).toContain("138****0000");
    for (const id of [pushed, rivals])
      expect((await t.call("GET", `/api/carriers/my-api-log/${id}`, { token: owner.token })).statusCode).toBe(
        404,
      );
    expect((await t.call("GET", "/api/carriers/api-log", { token: owner.token })).statusCode).toBe(403);
  });
});

describe("the API log's tokens", () => {
  const token = async (orgId: number, userId: number, name: string) =>
    (
      await t.db
        .insert(apiTokens)
        .values({
          orgId,
          userId,
          createdByUserId: userId,
          name,
          tokenHash: `hash-${name}-${Date.now()}-${Math.random()}`,
          prefix: "ppk_abc123",
        })
        .returning({ id: apiTokens.id })
    )[0]!.id;

  it("names each call's token and filters by it; a sub-account sees only the calls of the tokens it holds", async () => {
    const owner = await createCustomerAccount(t);
    const sub = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["carriers/my-api-log"],
    });
    const rival = await createCustomerAccount(t);
    const ownerToken = await token(owner.orgId, owner.userId, "ERP main");
    const subToken = await token(owner.orgId, sub.userId, "Shop of the sub-account");
    const rivalToken = await token(rival.orgId, rival.userId, "Rival ERP");
    const [byOwner, bySub, byRival, anonymous] = await log([
      { at: at("2031-04-01T01:00:00Z"), orgId: owner.orgId, apiTokenId: ownerToken },
      { at: at("2031-04-01T02:00:00Z"), orgId: owner.orgId, apiTokenId: subToken, operation: "orders.list" },
      { at: at("2031-04-01T03:00:00Z"), orgId: rival.orgId, apiTokenId: rivalToken },
      { at: at("2031-04-01T04:00:00Z"), status: 401, outcome: "rejected" },
    ]);
    const rows = async (caller: string, url: string) =>
      (await get<Page<ApiLogRow>>(caller, url)).rows.map((row) => [row.id, row.apiTokenName]);

    // The main account: every token of its org, by name, and one token's calls.
    expect(await rows(owner.token, "/api/carriers/my-api-log?size=50")).toEqual([
      [bySub, "Shop of the sub-account"],
      [byOwner, "ERP main"],
    ]);
    expect(await rows(owner.token, `/api/carriers/my-api-log?size=50&apiTokenId=${subToken}`)).toEqual([
      [bySub, "Shop of the sub-account"],
    ]);
    expect(await rows(owner.token, `/api/carriers/my-api-log?size=50&apiTokenId=${rivalToken}`)).toEqual([]);
    expect(
      (await get<ApiLogTokens>(owner.token, "/api/carriers/my-api-log/tokens")).tokens.map((k) => k.name),
    ).toEqual(["ERP main", "Shop of the sub-account"]);

    // The sub-account: the calls of its own token only, its figures too; another token's call is not found.
    expect(await rows(sub.token, "/api/carriers/my-api-log?size=50")).toEqual([
      [bySub, "Shop of the sub-account"],
    ]);
    expect(await rows(sub.token, `/api/carriers/my-api-log?size=50&apiTokenId=${ownerToken}`)).toEqual([]);
    expect(
      (await t.call("GET", `/api/carriers/my-api-log/${byOwner}`, { token: sub.token })).statusCode,
    ).toBe(404);
    const subStats = await get<ApiLogStats>(
      sub.token,
      "/api/carriers/my-api-log/stats?from=2031-04-01T00:00:00Z&to=2031-04-02T00:00:00Z&byDay=false",
    );
    expect(subStats.rows).toEqual([expect.objectContaining({ operation: "orders.list", calls: 1 })]);
    expect(await get<ApiLogTokens>(sub.token, "/api/carriers/my-api-log/tokens")).toEqual({
      tokens: [{ id: subToken, name: "Shop of the sub-account", prefix: "ppk_abc123", revoked: false }],
    });

    // Staff: any customer's tokens, and every call with its token's name (none for a call refused for its token).
    expect(
      (await get<ApiLogTokens>(operator, `/api/carriers/api-log/tokens?orgId=${owner.orgId}`)).tokens.map(
        (k) => k.id,
      ),
    ).toEqual([ownerToken, subToken]);
    expect(await rows(operator, `/api/carriers/api-log?size=50&apiTokenId=${rivalToken}`)).toEqual([
      [byRival, "Rival ERP"],
    ]);
    expect(await get<ApiLogDetail>(operator, `/api/carriers/api-log/${anonymous}`)).toMatchObject({
      orgId: null,
      apiTokenId: null,
      apiTokenName: null,
    });
    expect(
      (await t.call("GET", `/api/carriers/api-log/tokens?orgId=${owner.orgId}`, { token: owner.token }))
        .statusCode,
    ).toBe(403);
  });
});

describe("the API log's statistics", () => {
  // Five calls of one endpoint on one day: 10, 20, 30, 40 and 100 ms, one refused by its outcome.
  // Continuous percentiles: p50 = 30; p95 at position 0.95 × 4 = 3.8, 40 + 0.8 × (100 − 40) = 88.
  const day = (orgId: number) => [
    { at: at("2031-03-01T01:00:00Z"), orgId, durationMs: 10 },
    { at: at("2031-03-01T02:00:00Z"), orgId, durationMs: 20 },
    { at: at("2031-03-01T03:00:00Z"), orgId, durationMs: 30, outcome: "rejected" as const, status: 422 },
    { at: at("2031-03-01T04:00:00Z"), orgId, durationMs: 40 },
    { at: at("2031-03-01T05:00:00Z"), orgId, durationMs: 100 },
  ];
  const window = "from=2031-03-01T00:00:00Z&to=2031-03-03T00:00:00Z";

  it("counts calls and errors and gives p50 and p95 per endpoint and day, staff's for one customer", async () => {
    const owner = await createCustomerAccount(t);
    await log([
      ...day(owner.orgId),
      // 20:00 UTC on the 1st is the 2nd in UTC+8.
      { at: at("2031-03-01T20:00:00Z"), orgId: owner.orgId, operation: "tracking.get", durationMs: 7 },
      {
        at: at("2031-03-01T06:00:00Z"),
        orgId: owner.orgId,
        direction: "outbound",
        providerId,
        durationMs: 500,
      },
    ]);
    const stats = await get<ApiLogStats>(
      operator,
      `/api/carriers/api-log/stats?${window}&orgId=${owner.orgId}&direction=inbound&offsetMinutes=480`,
    );
    expect(stats.rows).toEqual([
      {
        day: "2031-03-02",
        direction: "inbound",
        operation: "tracking.get",
        providerId: null,
        providerName: null,
        calls: 1,
        errors: 0,
        p50Ms: 7,
        p95Ms: 7,
      },
      {
        day: "2031-03-01",
        direction: "inbound",
        operation: "orders.create",
        providerId: null,
        providerName: null,
        calls: 5,
        errors: 1,
        p50Ms: 30,
        p95Ms: 88,
      },
    ]);

    const byProvider = await get<ApiLogStats>(
      operator,
      `/api/carriers/api-log/stats?${window}&orgId=${owner.orgId}&groupBy=provider&byDay=false`,
    );
    expect(byProvider.rows).toEqual([
      expect.objectContaining({ day: null, direction: "inbound", providerId: null, calls: 6, errors: 1 }),
      expect.objectContaining({
        day: null,
        direction: "outbound",
        providerId,
        providerName: "Log test provider",
        calls: 1,
        p50Ms: 500,
      }),
    ]);
  });

  it("gives a customer the figures of its own open-API calls only, over at most 31 days", async () => {
    const owner = await createCustomerAccount(t);
    const rival = await createCustomerAccount(t);
    await log([
      ...day(owner.orgId),
      ...day(rival.orgId),
      {
        at: at("2031-03-01T06:00:00Z"),
        orgId: owner.orgId,
        direction: "outbound",
        providerId,
        durationMs: 500,
      },
    ]);
    const stats = await get<ApiLogStats>(owner.token, `/api/carriers/my-api-log/stats?${window}&byDay=false`);
    expect(stats.rows).toEqual([
      expect.objectContaining({ operation: "orders.create", calls: 5, errors: 1, p50Ms: 30, p95Ms: 88 }),
    ]);
    const long = await get<ApiLogStats>(
      owner.token,
      "/api/carriers/my-api-log/stats?from=2030-01-01T00:00:00Z&to=2031-03-03T00:00:00Z",
    );
    expect(long.from).toBe("2031-01-31T00:00:00.000Z");
    expect(long.rows).toHaveLength(1);
    const sub = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["orders/list"],
    });
    expect((await t.call("GET", "/api/carriers/my-api-log/stats", { token: sub.token })).statusCode).toBe(
      403,
    );
  });
});
