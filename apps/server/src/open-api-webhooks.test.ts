import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { IssuedApiToken, Page, WebhookDelivery, WebhookEndpointCreated } from "@pp/contracts";
import { eq } from "drizzle-orm";
import createClient from "openapi-fetch";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiPaths } from "./modules/open-api";
import { webhookDeliveries } from "./schema";
import { berlinDraft, demoProductId, fundedCustomer } from "./test/order-fixtures";
import type { Caller } from "./test/tenancy";
import { createTestApp, type TestApp } from "./test/test-app";

// Issue 16's "done when", as a seller's ERP lives it: the customer makes a token and a webhook endpoint in the
// console, places an order through a client typed by the open API's document over a real port, and its server
// receives order.created signed so that standardwebhooks verifies it; when that server fails, the delivery is
// retried and a re-push from the delivery log brings it.

type Received = { headers: IncomingHttpHeaders; body: string };

let t: TestApp;
let customer: Caller;
let productId: number;
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
let failing = false;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" });
  productId = await demoProductId(t, "PP-DE-ECO");
  customer = await fundedCustomer(t, productId);
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(failing ? 503 : 204);
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/erp/hooks`;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await t.close();
});

const consoleCall = async <T>(method: "GET" | "POST", url: string, body?: unknown) => {
  const answer = await t.call(method, url, { token: customer.token, ...(body ? { body } : {}) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
};

describe("a seller's ERP on the open API and webhooks", () => {
  it("places through the typed client, receives order.created signed, and gets a failed delivery by re-push", async () => {
    const { token } = await consoleCall<IssuedApiToken>("POST", "/api/apiTokens", { name: "ERP" });
    const endpoint = await consoleCall<WebhookEndpointCreated>("POST", "/api/webhooks/endpoints", {
      url: receiverUrl,
      events: ["order.created"],
    });
    const { port } = t.app.server.address() as AddressInfo;
    const client = createClient<OpenApiPaths>({
      baseUrl: `http://127.0.0.1:${port}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const place = async (reference: string) => {
      const { idempotencyKey, ...draft } = berlinDraft(productId, { referenceNo: reference });
      const placed = await client.POST("/open/v1/orders", {
        body: draft,
        params: { header: { "idempotency-key": idempotencyKey } },
      });
      expect(placed.error).toBeUndefined();
      return placed.data!;
    };
    const verified = (message: Received) =>
      new Webhook(endpoint.secret).verify(message.body, message.headers as Record<string, string>) as {
        type: string;
        data: { orderNo: string; version: number };
      };

    const first = await place(`ERP-${Date.now()}`);
    await t.webhookWorker.drain();
    expect(received).toHaveLength(1);
    expect(verified(received[0]!)).toMatchObject({ type: "order.created", data: { orderNo: first.orderNo } });

    // The ERP's server is down: the attempt is logged and another is scheduled, not lost.
    failing = true;
    received = [];
    const second = await place(`ERP-${Date.now()}-2`);
    await t.webhookWorker.drain();
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(webhookDeliveries.id)
      .offset(1);
    expect(delivery).toMatchObject({ status: "waiting", attempts: 1, lastStatus: 503 });
    expect(delivery!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Back up: the customer re-pushes the delivery from its log and the same webhook-id arrives, verified.
    failing = false;
    received = [];
    const log = await consoleCall<Page<WebhookDelivery>>(
      "GET",
      `/api/webhooks/deliveries?endpointId=${endpoint.id}&status=waiting`,
    );
    expect(log.rows.map((row) => row.id)).toEqual([delivery!.id]);
    await consoleCall("POST", `/api/webhooks/deliveries/${delivery!.id}/repush`);
    await t.webhookWorker.drain();
    expect(received.map((message) => message.headers["webhook-id"])).toEqual([delivery!.messageId]);
    expect(verified(received[0]!).data.orderNo).toBe(second.orderNo);
  });
});
