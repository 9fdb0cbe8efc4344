import { type ApiLogDetail, errorSchema, type OrderDraftRequest, type Page } from "@pp/contracts";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../platform/crypto";
import { translateKey } from "../../platform/i18n";
import { apiCalls, apiTokens, orders } from "../../schema";
import { issueApiToken } from "../../test/api-tokens";
import { berlinDraft, demoProductId, fundedCustomer } from "../../test/order-fixtures";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import { createTestApp, openTestAppForFile, type TestApp } from "../../test/test-app";

let t: TestApp;
let productId: number;
let owner: Caller;
let token: string;
openTestAppForFile(async (app) => {
  t = app;
  productId = await demoProductId(t, "PP-DE-ECO");
  owner = await fundedCustomer(t, productId);
  token = await issueApiToken(t, owner);
});

type Call = { token?: string; body?: unknown; headers?: Record<string, string> };
const open = (app: TestApp, method: "GET" | "POST" | "PUT", url: string, call: Call = {}) =>
  app.app.inject({
    method,
    url: `/open/v1${url}`,
    headers: { ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), ...call.headers },
    ...(call.body !== undefined ? { payload: call.body as Record<string, unknown> } : {}),
  });

/** The wizard's draft without its key: the open API takes the key in the Idempotency-Key header. */
const draftOf = (overrides: Partial<OrderDraftRequest> = {}) => {
  const { idempotencyKey: _key, ...draft } = berlinDraft(productId, overrides);
  return draft;
};

describe("open API: who may call", () => {
  it("refuses a call without a token and the console's session token, in the Accept-Language language", async () => {
    const none = await open(t, "GET", "/wallet", { headers: { "accept-language": "ko" } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: "UNAUTHENTICATED", message: translateKey("ko", "UNAUTHENTICATED") });
    expect(none.headers["cache-control"]).toBe("no-store");
    expect((await open(t, "GET", "/wallet", { token: owner.token })).statusCode).toBe(401);
  });

  it("stops a revoked token at once", async () => {
    const other = await fundedCustomer(t, productId);
    const revoked = await issueApiToken(t, other);
    expect((await open(t, "GET", "/wallet", { token: revoked })).statusCode).toBe(200);
    await t.db.transaction(async (tx) => {
      const [row] = await tx
        .update(apiTokens)
        .set({ revokedAt: sql`now()` })
        .where(eq(apiTokens.tokenHash, hashToken(revoked)))
        .returning({ id: apiTokens.id });
      await tx.execute(sql`select pg_notify('api_tokens_changed', ${String(row!.id)})`);
    });
    // Every process hears of it when the revocation commits (PostgreSQL delivers the notification a moment later).
    await expect.poll(async () => (await open(t, "GET", "/wallet", { token: revoked })).statusCode).toBe(401);
  });

  it("gives a sub-account's token its holder's grants: no order screen, 403", async () => {
    const sub = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["home"],
    });
    const subToken = await issueApiToken(t, sub, { direct: true });
    expect((await open(t, "POST", "/orders", { token: subToken, body: draftOf() })).statusCode).toBe(403);
    expect(await t.db.select().from(orders).where(eq(orders.createdBy, sub.userId))).toEqual([]);
  });

  it("keeps another org's orders out of reach", async () => {
    const placed = (await open(t, "POST", "/orders", { token, body: draftOf() })).json();
    const rival = await fundedCustomer(t, productId);
    const rivalToken = await issueApiToken(t, rival);
    expect((await open(t, "GET", `/orders/${placed.orderNo}`, { token: rivalToken })).statusCode).toBe(404);
    expect(
      (await open(t, "POST", `/orders/${placed.orderNo}/cancel`, { token: rivalToken })).statusCode,
    ).toBe(404);
    const list = (await open(t, "GET", `/orders?numbers=${placed.orderNo}`, { token: rivalToken })).json();
    expect(list.rows).toEqual([]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: "canShip", version: 1 });
  });
});

describe("open API: orders", () => {
  it("lists the signed products and the wallet, and quotes one product", async () => {
    const products = (await open(t, "GET", "/products", { token })).json();
    expect(products.products.map((p: { code: string }) => p.code)).toContain("PP-DE-ECO");
    const wallet = (await open(t, "GET", "/wallet", { token })).json();
    expect(wallet.wallets.map((w: { currency: string }) => w.currency)).toEqual(["CNY"]);
    const draft = draftOf();
    const quote = await open(t, "POST", "/quote", {
      token,
      body: {
        productCode: "PP-DE-ECO",
        destination: draft.destination,
        pieces: [{ lengthCm: "20", widthCm: "20", heightCm: "10", weightKg: "1" }],
        declaredValue: { amount: "5", currency: "USD" },
      },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().served.map((p: { productCode: string }) => p.productCode)).toEqual(["PP-DE-ECO"]);
  });

  it("answers a retry with the same Idempotency-Key with the first order and refuses another body", async () => {
    const key = `erp-${crypto.randomUUID()}`;
    const body = draftOf();
    const first = await open(t, "POST", "/orders", { token, body, headers: { "idempotency-key": key } });
    expect(first.statusCode).toBe(200);
    const again = await open(t, "POST", "/orders", { token, body, headers: { "idempotency-key": key } });
    expect(again.json().id).toBe(first.json().id);
    const other = await open(t, "POST", "/orders", {
      token,
      body: draftOf({ remarks: "another" }),
      headers: { "idempotency-key": key },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    const placed = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.orgId, owner.orgId), eq(orders.idempotencyKey, key)));
    expect(placed).toHaveLength(1);
  });

  it("places a batch each on its own: a bad order is refused, the others placed", async () => {
    const good = berlinDraft(productId);
    const bad = berlinDraft(productId, { productId: 999_999 });
    const answer = await open(t, "POST", "/orders/batch", { token, body: { orders: [good, bad] } });
    expect(answer.statusCode).toBe(200);
    const [placed, refused] = answer.json().results;
    expect(placed).toMatchObject({ index: 0, ok: true, order: { status: "canShip" } });
    expect(refused).toMatchObject({ index: 1, ok: false, error: { code: "NOT_SIGNED" } });
  });

  it("reads an order by its number and reference, lists it and cancels it with a refund", async () => {
    const reference = `REF-${Date.now()}`;
    const placed = (
      await open(t, "POST", "/orders", { token, body: draftOf({ referenceNo: reference }) })
    ).json();
    expect((await open(t, "GET", `/orders/${placed.orderNo}`, { token })).json()).toMatchObject({
      orderNo: placed.orderNo,
      referenceNo: reference,
    });
    expect((await open(t, "GET", `/orders/${reference}`, { token })).json().orderNo).toBe(placed.orderNo);
    const page = (await open(t, "GET", "/orders?status=canShip&limit=100", { token })).json();
    expect(page.rows.map((r: { orderNo: string }) => r.orderNo)).toContain(placed.orderNo);
    const cancelled = await open(t, "POST", `/orders/${placed.orderNo}/cancel`, { token });
    expect(cancelled.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect((await open(t, "GET", "/orders/no-such-order", { token })).statusCode).toBe(404);
  });

  it("edits an order before hand-over once per key, and answers its tracking", async () => {
    await t.db.execute(
      sql`update products set editable_fields = '["remarks","receiver"]'::jsonb where id = ${productId}`,
    );
    const placed = (await open(t, "POST", "/orders", { token, body: draftOf() })).json();
    const key = `edit-${crypto.randomUUID()}`;
    const edited = await open(t, "PUT", `/orders/${placed.orderNo}`, {
      token,
      body: { remarks: "leave at the door" },
      headers: { "idempotency-key": key },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ orderNo: placed.orderNo, version: 2 });
    const reused = await open(t, "PUT", `/orders/${placed.orderNo}`, {
      token,
      body: { remarks: "ring twice" },
      headers: { "idempotency-key": key },
    });
    expect(reused.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ remarks: "leave at the door", version: 2 });

    await open(t, "POST", `/orders/${placed.orderNo}/cancel`, { token });
    const tracking = await open(t, "POST", "/tracking", {
      token,
      body: { numbers: [placed.orderNo, "nothing-1"] },
    });
    const [known, unknown] = tracking.json().results;
    expect(known).toMatchObject({
      found: true,
      orderNo: placed.orderNo,
      status: "cancelled",
      trackingStatus: null,
      events: [],
    });
    expect(unknown).toMatchObject({ number: "nothing-1", found: false, events: [] });
  });

  it("says there is no delivery label yet, for one order and for a merge", async () => {
    const placed = (await open(t, "POST", "/orders", { token, body: draftOf() })).json();
    const label = await open(t, "GET", `/orders/${placed.orderNo}/label`, {
      token,
      headers: { "accept-language": "en" },
    });
    expect(label.statusCode).toBe(404);
    expect(label.json()).toEqual({ code: "LABEL_NOT_READY", message: translateKey("en", "LABEL_NOT_READY") });
    const merged = await open(t, "POST", "/labels/merge", { token, body: { orders: [placed.orderNo] } });
    expect(merged.json().code).toBe("LABEL_NOT_READY");
  });

  it("writes every call to the API log with its token, masked", async () => {
    const placed = await open(t, "POST", "/orders", { token, body: draftOf() });
    expect(placed.statusCode).toBe(200);
    const [held] = await t.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    const logged = async () =>
      t.db
        .select()
        .from(apiCalls)
        .where(and(eq(apiCalls.apiTokenId, held!.id), eq(apiCalls.operation, "orders.create")));
    await expect.poll(async () => (await logged()).length).toBeGreaterThan(0);
    const [row] = await logged();
    expect(row).toMatchObject({ direction: "inbound", orgId: owner.orgId, status: 200, outcome: "ok" });
    expect(row!.request).not.toContain("13800138000");
    await expect
      .poll(
        async () => (await t.db.select().from(apiTokens).where(eq(apiTokens.id, held!.id)))[0]?.lastUsedAt,
      )
      .not.toBeNull();
  });

  it("writes calls refused for their token to the API log, without an org and with nothing of the token", async () => {
    const other = await fundedCustomer(t, productId);
    const revoked = await issueApiToken(t, other);
    await t.db
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(apiTokens.tokenHash, hashToken(revoked)));
    const unknown = `ppk_${newToken()}`;
    const marker = `ANON-${Date.now()}`;
    for (const [suffix, bearer] of [
      ["none", undefined],
      ["unknown", unknown],
      ["revoked", revoked],
    ] as const)
      expect(
        (await open(t, "GET", `/orders?numbers=${marker}-${suffix}`, { token: bearer })).statusCode,
      ).toBe(401);
    const logged = async () =>
      t.db
        .select()
        .from(apiCalls)
        .where(like(apiCalls.url, `%${marker}%`));
    await expect.poll(async () => (await logged()).length).toBe(3);
    const rows = await logged();
    for (const row of rows)
      expect(row).toMatchObject({
        direction: "inbound",
        operation: "orders.list",
        orgId: null,
        apiTokenId: null,
        status: 401,
        outcome: "rejected",
        request: "",
      });
    // Not even masked: nothing beyond the few characters a token list shows (`ppk_` and 6 more).
    for (const secret of [unknown, revoked]) expect(JSON.stringify(rows)).not.toContain(secret.slice(10, 20));

    // Platform staff read them; the customer whose token was revoked never does.
    const operator = await t.login("operator", "Operator2026");
    const ids = rows.map((row) => row.id);
    const detail = await t.call("GET", `/api/carriers/api-log/${ids[0]}`, { token: operator });
    expect(detail.json()).toMatchObject({ orgId: null, orgName: null, apiTokenName: null, status: 401 });
    expect((detail.json() as ApiLogDetail).response).toContain("UNAUTHENTICATED");
    const own = await t.call("GET", "/api/carriers/my-api-log?size=100&operation=orders.list", {
      token: other.token,
    });
    expect((own.json() as Page<{ id: number }>).rows.map((row) => row.id)).not.toEqual(
      expect.arrayContaining([ids[0]]),
    );
    for (const id of ids)
      expect((await t.call("GET", `/api/carriers/my-api-log/${id}`, { token: other.token })).statusCode).toBe(
        404,
      );
    expect(await t.db.select().from(apiCalls).where(inArray(apiCalls.id, ids))).toHaveLength(3);
  });
});

describe("open API: rate limit and document", () => {
  it("answers 429 with Retry-After beyond the token's limit, and RateLimit headers on every answer", async () => {
    const limited = await createTestApp({ OPEN_API_RATE_PER_MINUTE: "2" });
    try {
      const caller = await createCustomerAccount(limited);
      const limitedToken = await issueApiToken(limited, caller);
      const first = await open(limited, "GET", "/wallet", { token: limitedToken });
      expect(first.headers).toMatchObject({ "ratelimit-limit": "2", "ratelimit-remaining": "1" });
      expect((await open(limited, "GET", "/wallet", { token: limitedToken })).statusCode).toBe(200);
      const refused = await open(limited, "GET", "/wallet", { token: limitedToken });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe("RATE_LIMITED");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.headers["ratelimit-remaining"]).toBe("0");
    } finally {
      await limited.close();
    }
  });

  it("serves the open API's own document, and the console's leaves it out", async () => {
    const document = (await open(t, "GET", "/openapi.json")).json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/open/v1/orders");
    expect(Object.keys(document.paths).every((path) => path.startsWith("/open/v1/"))).toBe(true);
    const consoleDocument = (await t.call("GET", "/api/docs/json")).json();
    expect(Object.keys(consoleDocument.paths).some((path) => path.startsWith("/open/"))).toBe(false);
    expect((await open(t, "GET", "/docs")).statusCode).toBeLessThan(400);
  });

  it("describes the one error shape and each call's error statuses, and the answers keep to them", async () => {
    const document = (await open(t, "GET", "/openapi.json")).json();
    expect(document.components.schemas.Error).toMatchObject({
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { enum: expect.arrayContaining(["UNAUTHENTICATED"]) },
        message: { type: "string" },
      },
    });
    expect(Object.keys(document.components.responses.TooManyRequests.headers)).toEqual([
      "Retry-After",
      "RateLimit-Limit",
      "RateLimit-Remaining",
      "RateLimit-Reset",
    ]);
    const statuses = (path: string, method: string) =>
      Object.keys(document.paths[`/open/v1${path}`][method].responses);
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item as object));
    expect(operations).toHaveLength(12);
    for (const operation of operations)
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["401", "403", "429"]));
    expect(statuses("/orders", "post")).toEqual(["200", "400", "401", "403", "409", "429"]);
    expect(statuses("/orders/{ref}", "get")).toEqual(["200", "400", "401", "403", "404", "429"]);
    expect(statuses("/orders/{ref}/label", "get")).toEqual(["200", "400", "401", "403", "404", "429"]);
    expect(statuses("/wallet", "get")).toEqual(["200", "401", "403", "429"]);
    expect(document.paths["/open/v1/orders/{ref}/cancel"].post.responses["409"]).toEqual({
      $ref: "#/components/responses/Conflict",
    });

    // What the server answers is a status the document names for that call, in the Error shape.
    const sub = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["home"],
    });
    const subToken = await issueApiToken(t, sub, { direct: true });
    const key = `erp-${crypto.randomUUID()}`;
    await open(t, "POST", "/orders", { token, body: draftOf(), headers: { "idempotency-key": key } });
    const answers: [string, string, number, Awaited<ReturnType<typeof open>>][] = [
      ["/wallet", "get", 401, await open(t, "GET", "/wallet")],
      ["/wallet", "get", 403, await open(t, "GET", "/wallet", { token: subToken })],
      ["/orders", "post", 400, await open(t, "POST", "/orders", { token, body: { productId } })],
      [
        "/orders",
        "post",
        409,
        await open(t, "POST", "/orders", {
          token,
          body: draftOf({ remarks: "another" }),
          headers: { "idempotency-key": key },
        }),
      ],
      ["/orders/{ref}", "get", 404, await open(t, "GET", "/orders/no-such-order", { token })],
    ];
    for (const [path, method, status, answer] of answers) {
      expect(answer.statusCode, `${method} ${path}`).toBe(status);
      expect(statuses(path, method)).toContain(String(status));
      expect(errorSchema.safeParse(answer.json()).success, answer.body).toBe(true);
    }
  });
});
