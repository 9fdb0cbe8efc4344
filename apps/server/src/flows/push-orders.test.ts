import type { AddressInfo } from "node:net";
import type {
  DockingProvider,
  OrderCancelled,
  OrderDetail,
  OrderPlaceResult,
  SubmissionPushResult,
  Task,
} from "@pp/contracts";
import { and, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SANDBOX_PROVIDER, shipmentQueue } from "../modules/carriers";
import { startJobs } from "../platform/jobs";
import {
  dockingProviders,
  eventOutbox,
  orderAbnormalities,
  orderNumbers,
  products,
  sandboxCarrierShipments,
  shipments,
} from "../schema";
import { berlinDraft, fundedCustomer, openGermanLine } from "../test/order-fixtures";
import { sampleShipment } from "../test/shipment-request";
import type { Caller } from "../test/tenancy";
import type { TestApp } from "../test/test-app";

// Pushing orders (issue 15) against the sandbox carrier on a real socket of the test server: the carrier's number
// joins the order, its label is kept, a refusal leaves the carrier's words on an abnormal order, a retry after a
// lost answer never ships twice, a late label is fetched later, and a carrier that is down is tried again later.

let t: TestApp;
let operator: string;
let productId: number;
let customer: Caller;
let baseUrl: string;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/sandbox-carrier/v1`;
  customer = await fundedCustomer(t, productId, "5000.00");
  // The demo routes every cost record to its sandbox provider; these tests route orders themselves.
  await t.db
    .update(products)
    .set({ dockingProviderId: null, serviceCode: "" })
    .where(eq(products.side, "cost"));
});
afterAll(() => t.close());

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as T;
};

/** The demo sandbox provider pointed at this test server, with the given test controls; its id. */
let accounts = 0;
const sandboxProvider = async (controls: Record<string, string> = {}) => {
  const [demo] = await t.db
    .select()
    .from(dockingProviders)
    .where(eq(dockingProviders.code, DEMO_SANDBOX_PROVIDER));
  const saved = await ok<DockingProvider>(
    t.call("POST", "/api/carriers/providers", {
      token: operator,
      body: {
        code: `SB-TEST-${++accounts}`,
        name: `Sandbox ${accounts}`,
        serviceClass: "SandboxCarrier",
        isPublic: true,
        // The carrier's clock at real time: a parcel is picked up 6 hours after its shipment, not in seconds.
        settings: {
          ...demo!.settings,
          baseUrl,
          apiKey: t.config.SANDBOX_CARRIER_KEY,
          clock: "1",
          ...controls,
        },
      },
    }),
  );
  return saved.id;
};

/** A paid order of the customer, queued for `providerId`; its id and number. */
const queuedOrder = async (providerId: number, draft = berlinDraft(productId)) => {
  const placed = await ok<OrderPlaceResult>(
    t.call("POST", "/api/orders/orders", { token: customer.token, body: draft }),
  );
  await shipmentQueue.enqueueShipments(t.db, [
    { orderId: placed.id, orgId: customer.orgId, orderNo: placed.orderNo, providerId, serviceCode: "SB-STD" },
  ]);
  return placed;
};

/** A draft the sandbox carrier refuses: its receiver's postcode is 00000. */
const refusedDraft = () => {
  const draft = berlinDraft(productId);
  return {
    ...draft,
    destination: { ...draft.destination, postcode: "00000" },
    receiver: { ...draft.receiver, postcode: "00000" },
  };
};

const detailOf = (id: number, token = customer.token) =>
  ok<OrderDetail>(t.call("GET", `/api/orders/orders/${id}`, { token }));
const shipmentOf = async (orderId: number) =>
  (await t.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!;

describe("pushing an order", () => {
  it("gives the order the carrier's tracking number and label, in its numbers, log, outbox and detail", async () => {
    const providerId = await sandboxProvider();
    const order = await queuedOrder(providerId);
    await t.pusher.drain();

    const detail = await detailOf(order.id);
    expect(detail.submission).toMatchObject({
      status: "success",
      providerName: "Sandbox 1",
      labelStatus: "obtained",
      byHand: false,
    });
    const trackingNumber = detail.submission!.trackingNumber!;
    expect(trackingNumber).toMatch(/^SB\d{9}CN$/);
    expect(detail.numbers).toContainEqual(
      expect.objectContaining({
        kind: "carrierMaster",
        number: trackingNumber,
        carrier: "Sandbox 1",
        source: "carrier",
      }),
    );
    expect(detail.log[0]?.reason).toBe(`已推送至Sandbox 1，运单号 ${trackingNumber}`);
    const events = await t.db
      .select()
      .from(eventOutbox)
      .where(and(eq(eventOutbox.aggregateId, order.id), eq(eventOutbox.topic, "order.submitted")));
    expect(events).toHaveLength(1);
    const kept = await t.app.files.get((await shipmentOf(order.id)).labelFile!);
    expect(kept?.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The carrier's number finds the order at the scanner.
    const scanned = await t.call("GET", `/api/orders/order-info/any/${trackingNumber}`, {
      token: customer.token,
    });
    expect(scanned.json()).toMatchObject({ id: order.id });
  });

  it("fails a refused order with the carrier's words, abnormal until staff mark it pushed by hand", async () => {
    const providerId = await sandboxProvider();
    const order = await queuedOrder(providerId, refusedDraft());
    await t.pusher.drain();

    const detail = await detailOf(order.id);
    expect(detail.submission).toMatchObject({ status: "failed", labelStatus: "none" });
    expect(detail.submission!.errorMessage).toMatch(/postcode/i);
    const [abnormal] = await t.db
      .select()
      .from(orderAbnormalities)
      .where(and(eq(orderAbnormalities.orderId, order.id), eq(orderAbnormalities.kind, "submission")));
    expect(abnormal).toMatchObject({ reason: detail.submission!.errorMessage, clearedAt: null });

    const marked = await t.call("POST", "/api/carriers/submissions/mark-success", {
      token: operator,
      body: { orderId: order.id, trackingNumber: "LX123456789CN" },
    });
    expect(marked.statusCode).toBe(200);
    const after = await detailOf(order.id);
    expect(after.submission).toMatchObject({
      status: "success",
      trackingNumber: "LX123456789CN",
      byHand: true,
    });
    expect(after.numbers.map((number) => number.number)).toContain("LX123456789CN");
    const [cleared] = await t.db
      .select()
      .from(orderAbnormalities)
      .where(eq(orderAbnormalities.id, abnormal!.id));
    expect(cleared!.clearedAt).not.toBeNull();
    // A customer may not mark submissions.
    const byCustomer = await t.call("POST", "/api/carriers/submissions/mark-success", {
      token: customer.token,
      body: { orderId: order.id, trackingNumber: "LX000000000CN" },
    });
    expect(byCustomer.statusCode).toBe(403);
  });

  it("asks the carrier first after a lost answer, so one order is never shipped twice", async () => {
    const providerId = await sandboxProvider();
    const order = await queuedOrder(providerId);
    // The first push reached the carrier but its answer was lost: the row is due again with one attempt spent.
    const client = (await t.carriers.client(providerId))!.client;
    const first = await client.createShipment(
      { orgId: customer.orgId, orderNo: order.orderNo },
      sampleShipment(order.orderNo),
    );
    await t.db.update(shipments).set({ attempts: 1 }).where(eq(shipments.orderId, order.id));
    await t.pusher.drain();

    expect((await detailOf(order.id)).submission).toMatchObject({
      status: "success",
      trackingNumber: first.trackingNumber,
    });
    const atCarrier = await t.db
      .select()
      .from(sandboxCarrierShipments)
      .where(eq(sandboxCarrierShipments.orderNo, order.orderNo));
    expect(atCarrier).toHaveLength(1);
  });

  it("fetches a label that comes later", async () => {
    const providerId = await sandboxProvider({ labelMode: "async", labelDelaySeconds: "600" });
    const order = await queuedOrder(providerId);
    await t.pusher.drain();
    expect((await detailOf(order.id)).submission).toMatchObject({
      status: "success",
      labelStatus: "pending",
    });

    // The carrier has the label now, and the next look is due.
    await t.db
      .update(sandboxCarrierShipments)
      .set({ labelReadyAt: sql`now() - interval '1 second'` })
      .where(eq(sandboxCarrierShipments.orderNo, order.orderNo));
    await t.db.update(shipments).set({ nextAttemptAt: new Date() }).where(eq(shipments.orderId, order.id));
    await t.pusher.drain();

    const detail = await detailOf(order.id);
    expect(detail.submission).toMatchObject({ labelStatus: "obtained" });
    expect(detail.submission!.trackingNumber).toMatch(/^SB\d{9}CN$/);
    expect(detail.numbers.map((number) => number.number)).toContain(detail.submission!.trackingNumber);
  });

  it("keeps an order waiting while its carrier is down, and tries it again later", async () => {
    const providerId = await sandboxProvider({ failureRate: "1" });
    const order = await queuedOrder(providerId);
    await t.pusher.drain();
    const waiting = await shipmentOf(order.id);
    expect(waiting).toMatchObject({ status: "waiting", attempts: 1, errorCode: "TEMPORARILY_UNAVAILABLE" });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect((await detailOf(order.id)).submission).toMatchObject({ status: "waiting" });
    const live = await t.db.select().from(orderNumbers).where(eq(orderNumbers.orderId, order.id));
    expect(live.filter((number) => number.source === "carrier")).toEqual([]);
  });
});

describe("a carrier that is down", () => {
  it("opens its circuit after ten failures, holds the orders without spending their attempts, and recovers", async () => {
    const providerId = await sandboxProvider({ failureRate: "1" });
    const orders = [];
    for (let n = 0; n < 10; n++) orders.push(await queuedOrder(providerId));
    await t.pusher.drain();
    const providerRow = async () =>
      (await t.db.select().from(dockingProviders).where(eq(dockingProviders.id, providerId)))[0]!;
    await expect.poll(async () => (await providerRow()).breakerState).toBe("open");
    const due = () =>
      t.db.update(shipments).set({ nextAttemptAt: new Date() }).where(eq(shipments.providerId, providerId));

    // While open, the orders are held without calling the carrier or spending an attempt.
    await due();
    await t.pusher.drain();
    for (const order of orders) {
      const held = await shipmentOf(order.id);
      expect(held).toMatchObject({ status: "waiting", attempts: 1 });
      expect(held.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    }

    // The carrier is back and the minute has passed: one probe goes through and closes the circuit.
    const [demo] = await t.db.select().from(dockingProviders).where(eq(dockingProviders.id, providerId));
    await t.db
      .update(dockingProviders)
      .set({ breakerOpenedAt: new Date(Date.now() - 61_000) })
      .where(eq(dockingProviders.id, providerId));
    await ok(
      t.call("POST", "/api/carriers/providers", {
        token: operator,
        body: {
          id: providerId,
          code: demo!.code,
          name: demo!.name,
          serviceClass: "SandboxCarrier",
          isPublic: true,
          settings: { ...demo!.settings, failureRate: "0" },
        },
      }),
    );
    await due();
    await t.pusher.drain();
    await expect.poll(async () => (await providerRow()).breakerState).toBe("closed");
    await due();
    await t.pusher.drain();
    for (const order of orders) expect((await shipmentOf(order.id)).status).toBe("success");
  });
});

describe("cancelling an order its carrier has", () => {
  const cancel = async (orderId: number) => {
    const answer = await ok<{ results: ({ ok: true; order: OrderCancelled } | { ok: false })[] }>(
      t.call("POST", "/api/orders/orders/cancel", { token: customer.token, body: { orderIds: [orderId] } }),
    );
    const [result] = answer.results;
    if (!result?.ok) throw new Error("the cancel was refused");
    return result.order;
  };
  const atCarrier = async (orderNo: string) =>
    (
      await t.db.select().from(sandboxCarrierShipments).where(eq(sandboxCarrierShipments.orderNo, orderNo))
    )[0]!;

  it("cancels the shipment at the carrier first, then the order with its refund", async () => {
    const order = await queuedOrder(await sandboxProvider());
    await t.pusher.drain();
    const cancelled = await cancel(order.id);
    expect(cancelled).toMatchObject({ status: "cancelled", requested: false });
    expect(cancelled.refunded).not.toBeNull();
    expect((await shipmentOf(order.id)).status).toBe("cancelled");
    expect((await atCarrier(order.orderNo)).cancelledAt).not.toBeNull();
  });

  it("leaves a parcel the carrier will not cancel (picked up) to staff's offline confirmation, refunding nothing", async () => {
    const order = await queuedOrder(await sandboxProvider());
    await t.pusher.drain();
    await t.db
      .update(sandboxCarrierShipments)
      .set({ createdAt: sql`now() - interval '7 hours'` })
      .where(eq(sandboxCarrierShipments.orderNo, order.orderNo));
    const requested = await cancel(order.id);
    expect(requested).toMatchObject({ status: "canShip", requested: true, refunded: null });
    expect((await shipmentOf(order.id)).status).toBe("success");
    expect((await atCarrier(order.orderNo)).cancelledAt).toBeNull();
  });

  it("cancels at the carrier a shipment made while the order was being cancelled", async () => {
    const order = await queuedOrder(await sandboxProvider({ latencyMs: "1500" }));
    const pushing = t.pusher.drain();
    await expect.poll(async () => (await shipmentOf(order.id)).leaseUntil).not.toBeNull();
    expect(await cancel(order.id)).toMatchObject({ status: "cancelled", requested: false });
    await pushing;
    expect((await shipmentOf(order.id)).status).toBe("cancelled");
    expect((await atCarrier(order.orderNo)).cancelledAt).not.toBeNull();
  });

  it("takes an order not pushed yet out of the push queue", async () => {
    const order = await queuedOrder(await sandboxProvider());
    expect(await cancel(order.id)).toMatchObject({ status: "cancelled" });
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toEqual([]);
  });
});

describe("printing an order's label", () => {
  it("opens the kept label fitted to the print page, counts every print, and says when there is none yet", async () => {
    const providerId = await sandboxProvider();
    const order = await queuedOrder(providerId);
    const label = () => t.call("GET", `/api/orders/orders/${order.id}/label`, { token: customer.token });
    const notYet = await label();
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toMatchObject({ code: "LABEL_NOT_READY", message: "暂无派送面单" });
    await t.pusher.drain();

    const first = await label();
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["x-print-count"]).toBe("1");
    const page = (await PDFDocument.load(first.rawPayload)).getPage(0);
    expect([page.getMediaBox().width, page.getMediaBox().height]).toEqual([288, 432]);
    // The page and format come from the order's label setting (print-labels.test.ts); none here: 4x6 PDF.
    const again = await label();
    expect(again.headers["x-print-count"]).toBe("2");
    // Another customer's order does not exist for this one.
    const rival = await fundedCustomer(t, productId);
    const hidden = await t.call("GET", `/api/orders/orders/${order.id}/label`, { token: rival.token });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe("NOT_FOUND");
  });
});

describe("printing many orders' labels", () => {
  it("merges the labels into one PDF by a task, naming the orders without a label yet", async () => {
    const jobs = await startJobs(t.database, { error: () => undefined } as never, [], t.taskJobs);
    t.tasks.attach(jobs.boss);
    try {
      const providerId = await sandboxProvider();
      const pushed = [await queuedOrder(providerId), await queuedOrder(providerId)];
      await t.pusher.drain();
      const waiting = await queuedOrder(await sandboxProvider({ failureRate: "1" }));
      const submitted = await ok<{ taskId: number; message: string }>(
        t.call("POST", "/api/orders/labels/batch", {
          token: customer.token,
          body: { orderIds: [...pushed.map((order) => order.id), waiting.id] },
        }),
      );
      expect(submitted.message).toBe("任务已提交，请到任务管理查看");
      const taskOf = async () =>
        (
          await ok<{ rows: Task[] }>(t.call("GET", "/api/system/tasks?size=100", { token: customer.token }))
        ).rows.find((row) => row.id === submitted.taskId);
      await expect.poll(async () => (await taskOf())?.status, { timeout: 20_000 }).toBe("completed");
      expect((await taskOf())?.summary).toBe(
        `已将 2 张面单合并为一个 PDF；1 个订单暂无派送面单：${waiting.orderNo}`,
      );
      const file = await t.call("GET", `/api/system/tasks/${submitted.taskId}/file`, {
        token: customer.token,
      });
      const merged = await PDFDocument.load(file.rawPayload);
      expect(merged.getPageCount()).toBe(2);
      expect(merged.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([
        [288, 432],
        [288, 432],
      ]);
      for (const order of pushed) expect((await shipmentOf(order.id)).printCount).toBe(1);
      // Another customer's order in the selection is unknown, and nothing is submitted.
      const rival = await fundedCustomer(t, productId);
      const refused = await t.call("POST", "/api/orders/labels/batch", {
        token: rival.token,
        body: { orderIds: [pushed[0]!.id] },
      });
      expect(refused.statusCode).toBe(404);
    } finally {
      await jobs.stop();
    }
  });
});

describe("when an order is queued for its carrier", () => {
  /** The German line's cost record routed to a fresh sandbox provider, its sales product pushing on `pushOn`. */
  const routeGermanLine = async (pushOn: "payment" | "weighIn" | "manual") => {
    const providerId = await sandboxProvider();
    const [cost] = await t.db
      .select({ id: products.costProductId })
      .from(products)
      .where(eq(products.id, productId));
    await t.db
      .update(products)
      .set({ dockingProviderId: providerId, serviceCode: "SB-STD" })
      .where(eq(products.id, cost!.id!));
    await t.db.update(products).set({ pushOn }).where(eq(products.id, productId));
    return providerId;
  };
  const place = (body = berlinDraft(productId)) =>
    ok<OrderPlaceResult>(t.call("POST", "/api/orders/orders", { token: customer.token, body }));
  const queued = async (orderId: number) =>
    (await t.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0];
  const push = (orderIds: number[]) =>
    ok<SubmissionPushResult>(
      t.call("POST", "/api/carriers/submissions/push", { token: operator, body: { orderIds } }),
    );

  it("queues a paid order in its placing transaction when its product pushes on payment", async () => {
    const providerId = await routeGermanLine("payment");
    const order = await place();
    expect(await queued(order.id)).toMatchObject({ status: "waiting", providerId, serviceCode: "SB-STD" });
    await t.pusher.drain();
    expect((await detailOf(order.id)).submission).toMatchObject({ status: "success" });
    // A draft is not queued until it is paid.
    const draft = await place({ ...berlinDraft(productId), saveAsDraft: true });
    expect(await queued(draft.id)).toBeUndefined();
    const paid = await t.call("POST", "/api/orders/orders/pay", {
      token: customer.token,
      body: { orderIds: [draft.id] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await queued(draft.id)).toMatchObject({ status: "waiting" });
  });

  it("leaves an order of a product pushed by staff to their batch push, once", async () => {
    await routeGermanLine("manual");
    const order = await place();
    expect(await queued(order.id)).toBeUndefined();
    const draft = await place({ ...berlinDraft(productId), saveAsDraft: true });
    expect((await push([order.id, draft.id])).results).toEqual([
      { orderId: order.id, orderNo: order.orderNo, outcome: "queued" },
      { orderId: draft.id, orderNo: draft.orderNo, outcome: "notPushable" },
    ]);
    expect((await push([order.id])).results[0]!.outcome).toBe("already");
    await t.pusher.drain();
    expect((await detailOf(order.id)).submission).toMatchObject({ status: "success" });
    const byCustomer = await t.call("POST", "/api/carriers/submissions/push", {
      token: customer.token,
      body: { orderIds: [order.id] },
    });
    expect(byCustomer.statusCode).toBe(403);
  });

  it("queues an order of a product pushed on weigh-in once the warehouse weighed it", async () => {
    await routeGermanLine("weighIn");
    const order = await place();
    expect(await queued(order.id)).toBeUndefined();
    const weighed = await t.call("POST", `/api/orders/orders/${order.id}/weigh-in`, {
      token: operator,
      body: { boxes: [{ lengthCm: "30", widthCm: "20", heightCm: "10", weightKg: "1.200" }] },
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(await queued(order.id)).toMatchObject({ status: "waiting" });
  });

  it("pushes a failed order again when staff ask", async () => {
    const providerId = await sandboxProvider();
    const order = await queuedOrder(providerId, refusedDraft());
    await t.pusher.drain();
    expect((await shipmentOf(order.id)).status).toBe("failed");
    expect((await push([order.id])).results[0]!.outcome).toBe("repushed");
    expect(await shipmentOf(order.id)).toMatchObject({ status: "waiting", attempts: 0, errorMessage: "" });
  });
});
