import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { issueApiToken } from "../../test/api-tokens";
import { OPEN_API_TYPES_FILE, openApiTypesOf } from "../../test/open-api-types";
import { berlinDraft, demoProductId, fundedCustomer } from "../../test/order-fixtures";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import type { paths } from "./open-api.types";

// The committed client types are what openapi-typescript makes of the served document today, and a client typed by
// them places, reads and cancels an order over a real port: the document cannot drift from the routes.

let t: TestApp;
openTestAppForFile(async (app) => {
  t = app;
});

describe("open API typed client", () => {
  it("has the committed types of the served document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/open/v1/openapi.json" })).json();
    const committed = readFileSync(OPEN_API_TYPES_FILE, "utf8");
    expect(await openApiTypesOf(document), "the open API changed: run npm run open-api:types").toBe(
      committed,
    );
  });

  it("places, reads and cancels an order through a client typed by the document", async () => {
    const productId = await demoProductId(t, "PP-DE-ECO");
    const owner = await fundedCustomer(t, productId);
    const token = await issueApiToken(t, owner);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const client = createClient<paths>({
      baseUrl: `http://127.0.0.1:${port}`,
      headers: { authorization: `Bearer ${token}` },
    });

    const { idempotencyKey, ...draft } = berlinDraft(productId, { referenceNo: `CLIENT-${Date.now()}` });
    const placed = await client.POST("/open/v1/orders", {
      body: draft,
      params: { header: { "idempotency-key": idempotencyKey } },
    });
    expect(placed.error).toBeUndefined();
    const orderNo = placed.data!.orderNo;

    const read = await client.GET("/open/v1/orders/{ref}", { params: { path: { ref: draft.referenceNo! } } });
    expect(read.data).toMatchObject({ orderNo, referenceNo: draft.referenceNo, status: "canShip" });

    const cancelled = await client.POST("/open/v1/orders/{ref}/cancel", {
      params: { path: { ref: orderNo } },
    });
    expect(cancelled.data).toMatchObject({ orderNo, status: "cancelled" });

    const missing = await client.GET("/open/v1/orders/{ref}", { params: { path: { ref: "no-such-order" } } });
    expect(missing.response.status).toBe(404);
  });
});
