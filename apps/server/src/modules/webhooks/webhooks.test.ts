import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  OrderPlaceResult,
  Page,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookSecret,
  WebhookTestResult,
} from "@pp/contracts";
import {
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type WebhookMessageKey,
  webhookMessages,
} from "@pp/domain";
import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOutboundGuard } from "../../platform/outbound-url";
import { appendEvents } from "../../platform/outbox";
import { eventOutbox, notices, webhookDeliveries, webhookEndpoints } from "../../schema";
import { berlinDraft, demoProductId, fundedCustomer } from "../../test/order-fixtures";
import type { Caller } from "../../test/tenancy";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createWebhookWorker } from "./webhooks.worker";

// Webhooks (issue 16) end to end: a real receiver on 127.0.0.1 (allowed by WEBHOOK_ALLOWED_HOSTS) verifies every
// delivery with the `standardwebhooks` package as a customer's server would. The retry clock is driven through
// the deliveries' next-attempt times, never by sleeping.

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

let t: TestApp;
let operator: string;
let productId: number;
let customer: Caller;
let receiver: Server;
let base: string;
let port: number;
let received: Received[] = [];
/** Told of each request the receiver gets. */
let heard: ((message: Received) => void) | undefined;
let answer: (path: string) => { status: number; headers?: Record<string, string>; body?: string } = () => ({
  status: 200,
});

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" });
  operator = await t.login("operator", "Operator2026");
  productId = await demoProductId(t, "PP-DE-ECO");
  customer = await fundedCustomer(t, productId, "5000.00");
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const path = request.url ?? "";
      const message = { path, headers: request.headers, body };
      received.push(message);
      heard?.(message);
      const reply = answer(path);
      response.writeHead(reply.status, reply.headers ?? {});
      response.end(reply.body ?? "ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  port = (receiver.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await t.close();
});
beforeEach(async () => {
  received = [];
  answer = () => ({ status: 200 });
  // Each test starts with no endpoints (a customer keeps at most 10).
  await t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.orgId, customer.orgId));
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
  token = customer.token,
) => t.call(method, url, { token, ...(body === undefined ? {} : { body }) });
const ok = async <T>(response: ReturnType<typeof call>) => {
  const done = await response;
  if (done.statusCode !== 200) throw new Error(`${done.statusCode} ${done.body}`);
  return done.json() as T;
};

const addEndpoint = (path: string, events = ["order.created", "order.cancelled"]) =>
  ok<WebhookEndpointCreated>(call("POST", "/api/webhooks/endpoints", { url: `${base}${path}`, events }));

const placeOrder = () => ok<OrderPlaceResult>(call("POST", "/api/orders/orders", berlinDraft(productId)));

const deliveryOf = async (endpointId: number) => {
  const [row] = await t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return row!;
};

/** The retry time comes: the delivery is due now. */
const makeDue = (id: number) =>
  t.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(webhookDeliveries.id, id));

const verify = (secret: string, message: Received) =>
  new Webhook(secret).verify(message.body, message.headers as Record<string, string>);

describe("webhook endpoints", () => {
  it("delivers order.created for a placed order, signed so that standardwebhooks verifies it", async () => {
    const endpoint = await addEndpoint("/created");
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await ok<WebhookEndpoint[]>(call("GET", "/api/webhooks/endpoints"));
    expect(listed.find((row) => row.id === endpoint.id)).not.toHaveProperty("secret");

    const placed = await placeOrder();
    await t.webhookWorker.drain();

    const mine = received.filter((message) => message.path === "/created");
    expect(mine).toHaveLength(1);
    const body = verify(endpoint.secret, mine[0]!) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe("order.created");
    expect(body.data).toMatchObject({ orderId: placed.id, orderNo: placed.orderNo, version: placed.version });
    const example = WEBHOOK_EVENTS.find((event) => event.type === "order.created")!.example;
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(example).sort());
    expect((await deliveryOf(endpoint.id)).status).toBe("delivered");
  });

  it("never sends an event whose change rolled back", async () => {
    const endpoint = await addEndpoint("/rolled-back", ["order.cancelled"]);
    await t.db
      .transaction(async (tx) => {
        for (const statement of appendEvents([
          {
            topic: "order.cancelled",
            aggregateType: "order",
            aggregateId: 1,
            orgId: customer.orgId,
            version: 9,
            payload: { orderNo: "X", referenceNo: null, status: "cancelled", paymentStatus: "refunded" },
          },
        ]))
          await tx.execute(statement);
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    await t.webhookWorker.drain();
    expect(received).toHaveLength(0);
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(0);
  });

  it("retries a failing receiver on the schedule, logs every attempt, and a re-push delivers it", async () => {
    answer = () => ({ status: 500, body: "database down" });
    const endpoint = await addEndpoint("/failing");
    await placeOrder();
    await t.webhookWorker.drain();
    const first = await deliveryOf(endpoint.id);
    expect(first).toMatchObject({ status: "waiting", attempts: 1, lastStatus: 500 });
    const step = (first.nextAttemptAt.getTime() - first.firstAttemptAt!.getTime()) / 1000;
    expect(step).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_SECONDS[0]);
    expect(step).toBeLessThanOrEqual(WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1.1 + 0.01);

    await makeDue(first.id);
    await t.webhookWorker.drain();
    const second = await deliveryOf(endpoint.id);
    expect(second.attempts).toBe(2);
    const offset = (second.nextAttemptAt.getTime() - second.firstAttemptAt!.getTime()) / 1000;
    expect(offset).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_SECONDS[0] + WEBHOOK_RETRY_DELAYS_SECONDS[1]);

    // The schedule runs out: the delivery fails for good.
    await t.db
      .update(webhookDeliveries)
      .set({ attempts: WEBHOOK_RETRY_DELAYS_SECONDS.length })
      .where(eq(webhookDeliveries.id, first.id));
    await makeDue(first.id);
    await t.webhookWorker.drain();
    expect((await deliveryOf(endpoint.id)).status).toBe("failed");

    const log = await ok<Page<WebhookDelivery>>(
      call("GET", `/api/webhooks/deliveries?endpointId=${endpoint.id}&status=failed`),
    );
    expect(log.rows).toHaveLength(1);
    expect(log.rows[0]!.attemptLog.map((attempt) => attempt.status)).toEqual([500, 500, 500]);
    expect(log.rows[0]!.attemptLog[0]!.responseExcerpt).toBe("database down");

    // Fixed: the customer re-pushes it; the same webhook-id arrives.
    answer = () => ({ status: 204 });
    received = [];
    expect(await ok(call("POST", `/api/webhooks/deliveries/${first.id}/repush`))).toEqual({ repushed: 1 });
    await t.webhookWorker.drain();
    expect((await deliveryOf(endpoint.id)).status).toBe("delivered");
    expect(received.map((message) => message.headers["webhook-id"])).toEqual([first.messageId]);
    verify(endpoint.secret, received[0]!);
  });

  it("re-pushes every failed delivery of a time range and says how many", async () => {
    answer = () => ({ status: 500 });
    const endpoint = await addEndpoint("/range");
    const from = new Date(Date.now() - 1000).toISOString();
    await placeOrder();
    await placeOrder();
    await t.webhookWorker.drain();
    await t.db
      .update(webhookDeliveries)
      .set({ status: "failed" })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    answer = () => ({ status: 200 });
    const to = new Date(Date.now() + 1000).toISOString();
    expect(
      await ok(call("POST", "/api/webhooks/deliveries/repush-failed", { endpointId: endpoint.id, from, to })),
    ).toEqual({ repushed: 2 });
    await t.webhookWorker.drain();
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows.map((row) => row.status)).toEqual(["delivered", "delivered"]);
  });

  it("disables an endpoint that answers 410 and tells the customer", async () => {
    answer = () => ({ status: 410 });
    const endpoint = await addEndpoint("/gone");
    await placeOrder();
    await t.webhookWorker.drain();
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: "gone" });
    const told = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, customer.userId), eq(notices.kind, "webhookGone")));
    expect(told.map((notice) => notice.params)).toContainEqual(
      expect.objectContaining({ url: endpoint.url }),
    );
    // Its deliveries are not sent while it stays disabled, and a re-push says why.
    const delivery = await deliveryOf(endpoint.id);
    expect((await call("POST", `/api/webhooks/deliveries/${delivery.id}/repush`)).statusCode).toBe(409);
    await ok(
      call("PUT", `/api/webhooks/endpoints/${endpoint.id}`, { url: endpoint.url, events: ["order.created"] }),
    );
  });

  it("waits as long as Retry-After says on 429", async () => {
    answer = () => ({ status: 429, headers: { "retry-after": "120" } });
    const endpoint = await addEndpoint("/slow");
    await placeOrder();
    await t.webhookWorker.drain();
    const row = await deliveryOf(endpoint.id);
    const wait = (row.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(100);
    expect(wait).toBeLessThanOrEqual(120);
  });

  it("does not follow a redirect: a 3xx is a failed attempt", async () => {
    answer = (path) =>
      path === "/moved" ? { status: 302, headers: { location: `${base}/elsewhere` } } : { status: 200 };
    const endpoint = await addEndpoint("/moved");
    const tested = await ok<WebhookTestResult>(call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`));
    expect(tested).toMatchObject({
      delivered: false,
      attempt: { status: 302, error: "redirect not followed" },
    });
    expect(received.map((message) => message.path)).toEqual(["/moved"]);
  });

  it("signs with both secrets for 24 h after a rotation", async () => {
    const endpoint = await addEndpoint("/rotate");
    const rotated = await ok<WebhookSecret>(call("POST", `/api/webhooks/endpoints/${endpoint.id}/rotate`));
    expect(rotated.secret).not.toBe(endpoint.secret);
    const hours = (new Date(rotated.previousSecretUntil).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    const tested = await ok<WebhookTestResult>(call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`));
    expect(tested.delivered).toBe(true);
    const message = received.at(-1)!;
    expect(String(message.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verify(endpoint.secret, message)).toMatchObject({ type: "webhook.test" });
    expect(verify(rotated.secret, message)).toMatchObject({ type: "webhook.test" });

    // 24 h later only the new secret signs.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await ok(call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`));
    const later = received.at(-1)!;
    expect(verify(rotated.secret, later)).toMatchObject({ type: "webhook.test" });
    expect(() => verify(endpoint.secret, later)).toThrow();
  });

  it("disables an endpoint whose every attempt failed for 5 days, with a notice", async () => {
    answer = () => ({ status: 503 });
    const endpoint = await addEndpoint("/failing-long");
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 5 * 24 * 3600_000 - 60_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await placeOrder();
    await t.webhookWorker.drain();
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: "failing" });
    const told = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, customer.userId), eq(notices.kind, "webhookFailing")));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe("/carriers/api-docking?tab=webhooks");
    await ok(call("DELETE", `/api/webhooks/endpoints/${endpoint.id}`));
  });

  it("lets staff read every customer's deliveries", async () => {
    const endpoint = await addEndpoint("/staff");
    await ok(call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`));
    const page = await ok<Page<WebhookDelivery>>(
      call("GET", `/api/webhooks/deliveries?endpointId=${endpoint.id}`, undefined, operator),
    );
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ orgId: customer.orgId, type: "webhook.test", status: "delivered" });
    expect(page.rows[0]!.orgName).not.toBe("");
  });

  it("keeps at most 10 endpoints per customer", async () => {
    const other = await fundedCustomer(t, productId, "10.00");
    for (let index = 0; index < 10; index++)
      await ok(
        call(
          "POST",
          "/api/webhooks/endpoints",
          { url: `${base}/n${index}`, events: ["order.paid"] },
          other.token,
        ),
      );
    const refused = await call(
      "POST",
      "/api/webhooks/endpoints",
      { url: `${base}/n10`, events: ["order.paid"] },
      other.token,
    );
    expect(refused.statusCode).toBe(409);
  });
});

describe("SSRF", () => {
  it.each([
    // 127.0.0.1 itself is allowed here (the test receiver): the rest of loopback is not.
    ["https://127.0.0.2/hook", "WEBHOOK_URL_PRIVATE"],
    ["https://[::1]/hook", "WEBHOOK_URL_PRIVATE"],
    ["https://[::ffff:127.0.0.1]/hook", "WEBHOOK_URL_PRIVATE"],
    ["https://169.254.169.254/latest/meta-data", "WEBHOOK_URL_PRIVATE"],
    ["https://10.1.2.3/hook", "WEBHOOK_URL_PRIVATE"],
    ["https://192.168.1.10/hook", "WEBHOOK_URL_PRIVATE"],
    ["https://localhost/hook", "WEBHOOK_URL_PRIVATE"],
    ["http://example.com/hook", "WEBHOOK_URL_NOT_HTTPS"],
    ["ftp://example.com/hook", "WEBHOOK_URL_INVALID"],
  ] as const)("refuses %s on save", async (url, key: WebhookMessageKey) => {
    const refused = await call("POST", "/api/webhooks/endpoints", { url, events: ["order.created"] });
    expect(refused.statusCode).toBe(400);
    const details = refused.json().details as { field: string; message: string }[];
    expect(details[0]!.field).toBe("url");
    // The customer reads Chinese: the text up to its first parameter.
    expect(details[0]!.message).toContain(webhookMessages.zh[key].split("{")[0]);
  });

  it("refuses at delivery a URL that reaches a private address after it was saved", async () => {
    const endpoint = await addEndpoint("/later-private");
    // The host now resolves to loopback (localhost is not allowed): the attempt never connects.
    await t.db
      .update(webhookEndpoints)
      .set({ url: `https://localhost:${port}/later-private` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const tested = await ok<WebhookTestResult>(call("POST", `/api/webhooks/endpoints/${endpoint.id}/test`));
    expect(tested).toMatchObject({ delivered: false, attempt: { status: 0 } });
    expect(tested.attempt.error).toContain("WEBHOOK_URL_PRIVATE");
    expect(received).toHaveLength(0);
  });
});

describe("outbox fan-out", () => {
  it("wakes a started worker at the commit of an event, without waiting for its poll", async () => {
    const endpoint = await addEndpoint("/woken", ["order.created"]);
    const worker = createWebhookWorker(
      {
        database: t.database,
        secretsKey: t.config.WEBHOOK_SECRETS_KEY,
        guard: createOutboundGuard({ allowedHosts: ["127.0.0.1"] }),
        timeoutMs: t.config.WEBHOOK_TIMEOUT_MS,
        onDisabled: async () => undefined,
        log: t.app.log,
      },
      { pollMs: 3_600_000 },
    );
    await worker.start();
    try {
      await worker.drain();
      const arrived = new Promise<Received>((resolve) => {
        heard = (message) => {
          if (message.path === "/woken") resolve(message);
        };
      });
      const placed = await placeOrder();
      const body = verify(endpoint.secret, await arrived) as { data: { orderId: number } };
      expect(body.data.orderId).toBe(placed.id);
    } finally {
      heard = undefined;
      await worker.stop();
    }
  });

  it("marks events of orgs without endpoints as handled", async () => {
    const quiet = await fundedCustomer(t, productId, "500.00");
    await ok(call("POST", "/api/orders/orders", berlinDraft(productId), quiet.token));
    await t.webhookWorker.drain();
    const pending = await t.db
      .select({ id: eventOutbox.id })
      .from(eventOutbox)
      .where(and(eq(eventOutbox.orgId, quiet.orgId), sql`${eventOutbox.deliveredAt} is null`));
    expect(pending).toHaveLength(0);
  });
});
