import type { AddressInfo } from "node:net";
import type { DockingProvider, OrderPlaceResult, ParcelTracking, TrackingLookupResult } from "@pp/contracts";
import type { MappableTrackStatus } from "@pp/domain";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventOutbox,
  notices,
  orderLogs,
  orderNumbers,
  orderProblems,
  orders,
  products,
  sandboxCarrierShipments,
} from "../../schema";
import { berlinDraft, fundedCustomer, openGermanLine } from "../../test/order-fixtures";
import type { Caller } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { DEMO_SANDBOX_PROVIDER, dockingProviders, shipmentQueue } from "../carriers";
import { startTracking } from "./parcel-tracking";
import {
  parcelTracks,
  trackEvents,
  trackGroupAssignments,
  trackRuleGroups,
  trackRules,
} from "./tracking.tables";
import { createTrackingWorker } from "./tracking.worker";

// Tracking (issue 17): ingesting carrier events (de-duplicated, out of order, offset-less times), what a status
// change leaves on the order (outbox event, hand-over, completion, problem order, notices), the refresh against the
// sandbox carrier on a real socket (its limits kept, its stop rules), the lookup and the events staff enter by hand.

let t: TestApp;
let operator: string;
let productId: number;
let customer: Caller;
let baseUrl: string;

/** The sandbox's Yanwen codes mapped for the test product (a product's group comes first in the chain). */
const RULES: [string, MappableTrackStatus, boolean][] = [
  ["OR10", "infoReceived", false],
  ["PU10", "inTransit", false],
  ["SC10", "inTransit", false],
  ["EC10", "inTransit", false],
  ["EC20", "inTransit", false],
  ["LH10", "inTransit", false],
  ["LH20", "inTransit", false],
  ["LH50", "inTransit", false],
  ["IC50", "inTransit", false],
  ["IC60", "inTransit", false],
  ["IC70", "exception", true],
  ["LM10", "inTransit", false],
  ["LM25", "outForDelivery", false],
  ["LM40", "delivered", false],
  ["LM50", "failedAttempt", false],
  ["LM75", "exception", false],
  ["LM90", "inTransit", false],
  ["LM93", "returned", false],
  ["LM85", "lost", false],
];

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
  const [group] = await t.db
    .insert(trackRuleGroups)
    .values({ name: `tracking-test-${Date.now()}` })
    .returning();
  await t.db
    .insert(trackGroupAssignments)
    .values({ groupId: group!.id, subjectKind: "product", subjectId: productId });
  await t.db.insert(trackRules).values(
    RULES.map(([eventCode, trackStatus, alert], position) => ({
      groupId: group!.id,
      position,
      eventCode,
      trackStatus,
      alert,
    })),
  );
});
afterAll(() => t.close());

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as T;
};

let accounts = 0;
/** A sandbox provider pointed at this test server; its id. */
const sandboxProvider = async () => {
  const [demo] = await t.db
    .select()
    .from(dockingProviders)
    .where(eq(dockingProviders.code, DEMO_SANDBOX_PROVIDER));
  const saved = await ok<DockingProvider>(
    t.call("POST", "/api/carriers/providers", {
      token: operator,
      body: {
        code: `SB-TRACK-${++accounts}`,
        name: `Sandbox tracking ${accounts}`,
        serviceClass: "SandboxCarrier",
        isPublic: true,
        settings: { ...demo!.settings, baseUrl, apiKey: t.config.SANDBOX_CARRIER_KEY, clock: "1" },
      },
    }),
  );
  return saved.id;
};

const placed = () =>
  ok<OrderPlaceResult>(
    t.call("POST", "/api/orders/orders", { token: customer.token, body: berlinDraft(productId) }),
  );

/** An order pushed to the sandbox, its journey set to `path` and already travelled (created a day ago, fast clock). */
const shippedOrder = async (providerId: number, path: "normal" | "returned" | "customsHold") => {
  const order = await placed();
  await shipmentQueue.enqueueShipments(t.db, [
    { orderId: order.id, orgId: customer.orgId, orderNo: order.orderNo, providerId, serviceCode: "SB-STD" },
  ]);
  await t.pusher.drain();
  await t.db
    .update(sandboxCarrierShipments)
    .set({ path, clock: 1000, createdAt: new Date(Date.now() - 24 * 3600_000) })
    .where(eq(sandboxCarrierShipments.orderNo, order.orderNo));
  return order;
};

/** A paid order tracked without a provider (events arrive through ingest). */
const trackedOrder = async () => {
  const order = await placed();
  await startTracking(t.db, { orderId: order.id, orgId: customer.orgId, productId, providerId: null });
  return order;
};

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const parcelRow = async (id: number) =>
  (await t.db.select().from(parcelTracks).where(eq(parcelTracks.orderId, id)))[0]!;
const trackingEvents = (id: number) =>
  t.db
    .select()
    .from(eventOutbox)
    .where(and(eq(eventOutbox.aggregateId, id), eq(eventOutbox.topic, "order.tracking-updated")))
    .orderBy(eventOutbox.id);

describe("ingest", () => {
  it("stores each event once across numbers and fetches, reads offset-less times in the place's zone, flagged", async () => {
    const order = await trackedOrder();
    const event = {
      code: "PU10",
      text: "Picked up by courier",
      place: "Shenzhen, CN",
      time: "2026-11-20 14:03:00",
    };
    await t.parcelTracking.ingestEvents(order.id, "SBA1", "SandboxCarrier", "Asia/Shanghai", [event]);
    await t.parcelTracking.ingestEvents(order.id, "SBA1", "SandboxCarrier", "Asia/Shanghai", [event]);
    await t.parcelTracking.ingestEvents(order.id, "LAST1", "SandboxCarrier", "Asia/Shanghai", [
      event,
      {
        code: "LM10",
        text: "Arrived at distribution centre",
        place: "Berlin, DE",
        time: "2026-11-24 09:00:00",
      },
      { code: "LH20", text: "Departed", place: "Shanghai", time: "2026-11-21T10:00:00+08:00" },
    ]);
    const rows = await t.db
      .select()
      .from(trackEvents)
      .where(eq(trackEvents.orderId, order.id))
      .orderBy(trackEvents.at);
    expect(rows.map((row) => [row.code, row.number, row.zone, row.assumed, row.at.toISOString()])).toEqual([
      ["PU10", "SBA1", "Asia/Shanghai", true, "2026-11-20T06:03:00.000Z"],
      ["LH20", "LAST1", "Asia/Shanghai", false, "2026-11-21T02:00:00.000Z"],
      ["LM10", "LAST1", "Europe/Berlin", true, "2026-11-24T08:00:00.000Z"],
    ]);
    expect(await parcelRow(order.id)).toMatchObject({ status: "inTransit", eventCount: 3 });
  });

  it("takes the status from the latest event by event time, whatever order they arrive in", async () => {
    const order = await trackedOrder();
    await t.parcelTracking.ingestEvents(order.id, "SBB1", "SandboxCarrier", "Asia/Shanghai", [
      { code: "LM25", text: "Out for delivery", place: "Berlin, DE", time: "2026-11-25 08:00:00" },
    ]);
    await t.parcelTracking.ingestEvents(order.id, "SBB1", "SandboxCarrier", "Asia/Shanghai", [
      { code: "PU10", text: "Picked up", place: "Shenzhen, CN", time: "2026-11-20 10:00:00" },
      { code: "ZZ99", text: "Something no rule knows", place: "", time: "2026-11-26 10:00:00" },
    ]);
    expect(await parcelRow(order.id)).toMatchObject({ status: "outForDelivery", eventCount: 3 });
    const events = await trackingEvents(order.id);
    expect(events.map((event) => (event.payload as { trackingStatus: string }).trackingStatus)).toEqual([
      "outForDelivery",
    ]);
  });

  it("hands the order over on its first carrier event and completes it on delivered, with outbox events", async () => {
    const order = await trackedOrder();
    expect((await orderRow(order.id)).status).toBe("canShip");
    await t.parcelTracking.ingestEvents(order.id, "SBC1", "SandboxCarrier", "Asia/Shanghai", [
      { code: "PU10", text: "Picked up", place: "Shenzhen, CN", time: "2026-11-20 10:00:00" },
    ]);
    expect((await orderRow(order.id)).status).toBe("handedOver");
    await t.parcelTracking.ingestEvents(order.id, "SBC1", "SandboxCarrier", "Asia/Shanghai", [
      { code: "LM40", text: "Delivered", place: "Berlin, DE", time: "2026-11-25 12:00:00" },
    ]);
    const row = await orderRow(order.id);
    expect(row.status).toBe("completed");
    const events = await trackingEvents(order.id);
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        status: "handedOver",
        trackingStatus: "inTransit",
        eventCode: "PU10",
        number: "SBC1",
      }),
      expect.objectContaining({
        status: "completed",
        trackingStatus: "delivered",
        eventCode: "LM40",
        eventTime: "2026-11-25T11:00:00.000Z",
      }),
    ]);
    expect(events.at(-1)?.version).toBe(row.version);
    const logs = await t.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, order.id))
      .orderBy(orderLogs.id);
    expect(logs.map((log) => log.reason)).toEqual(
      expect.arrayContaining(["orderLogCarrierHandedOver", "orderLogDelivered"]),
    );
  });

  it("opens a problem order on returned and tells the customer; an alerting event posts a notice", async () => {
    const order = await trackedOrder();
    await t.parcelTracking.ingestEvents(order.id, "SBD1", "SandboxCarrier", "Asia/Shanghai", [
      { code: "IC70", text: "Held by customs", place: "Berlin, DE", time: "2026-11-23 12:00:00" },
    ]);
    expect(await parcelRow(order.id)).toMatchObject({ status: "exception", alert: true });
    const alerts = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, customer.userId), eq(notices.kind, "trackingAlert")))
      .orderBy(desc(notices.id));
    expect(alerts[0]).toMatchObject({
      params: { orderNo: order.orderNo, number: "SBD1", event: "Held by customs" },
      link: `/orders/detail?id=${order.id}`,
    });
    await t.parcelTracking.ingestEvents(order.id, "SBD1", "SandboxCarrier", "Asia/Shanghai", [
      { code: "LM93", text: "Returned to sender", place: "Shenzhen, CN", time: "2026-12-05 12:00:00" },
    ]);
    const problems = await t.db.select().from(orderProblems).where(eq(orderProblems.orderId, order.id));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ status: "open", type: "other", orgId: customer.orgId });
    const told = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, customer.userId), eq(notices.kind, "problemRaised")));
    expect(told.some((notice) => notice.link === `/orders/problem?id=${problems[0]!.id}`)).toBe(true);
    expect((await trackingEvents(order.id)).at(-1)?.payload).toMatchObject({
      trackingStatus: "returned",
      problemId: problems[0]!.id,
    });
  });

  it("marks a replay's events as replays", async () => {
    const order = await trackedOrder();
    await t.parcelTracking.ingestEvents(order.id, "SBE1", "SandboxCarrier", "Asia/Shanghai", [
      { code: "PU10", text: "Picked up", place: "Shenzhen, CN", time: "2026-11-20 10:00:00" },
    ]);
    await t.db.transaction((tx) =>
      t.trackConsequences.replay(tx, [
        { orderId: order.id, orgId: customer.orgId, from: "inTransit", to: "exception" },
      ]),
    );
    expect((await trackingEvents(order.id)).at(-1)?.payload).toMatchObject({
      trackingStatus: "exception",
      eventCode: "PU10",
      replay: true,
    });
  });
});

describe("refresh", () => {
  it("follows a pushed order through the sandbox to delivered on a manual refresh", async () => {
    const providerId = await sandboxProvider();
    const order = await shippedOrder(providerId, "normal");
    expect(await parcelRow(order.id)).toMatchObject({ providerId, status: null });
    const tracking = await ok<ParcelTracking>(
      t.call("POST", `/api/tracking/orders/${order.id}/refresh`, { token: customer.token }),
    );
    // The customer's account reads Chinese: the statuses are in its language, the carrier's text as sent.
    expect(tracking).toMatchObject({ status: "delivered", statusText: "已签收", nextRefreshAt: null });
    expect(tracking.events[0]).toMatchObject({ code: "LM40", text: "Delivered", statusText: "已签收" });
    expect(tracking.events.at(-1)).toMatchObject({ code: "OR10", assumed: true, manual: false });
    expect((await orderRow(order.id)).status).toBe("completed");
    expect(await parcelRow(order.id)).toMatchObject({ stopReason: "final", leaseUntil: null });
  });

  it("asks each provider in calls of at most its numbers per call, at most its calls a second", async () => {
    const calls: { at: number; size: number }[] = [];
    const worker = createTrackingWorker({
      database: t.database,
      carriers: {
        client: async () =>
          ({
            row: { enabled: true, serviceClass: "SandboxCarrier" },
            client: {
              fetchTracking: async (_context: unknown, numbers: string[]) => {
                calls.push({ at: performance.now(), size: numbers.length });
                return numbers.map((number) => ({ number, events: [] }));
              },
            },
          }) as never,
      },
      chains: t.app.trackRuleChains.loadRuleChain,
      onChange: async () => {},
      log: t.app.log,
    });
    const ids: number[] = [];
    for (let index = 0; index < 5; index++) {
      const order = await trackedOrder();
      ids.push(order.id);
      await t.db.update(parcelTracks).set({ providerId: 999_999 }).where(eq(parcelTracks.orderId, order.id));
      await t.db.insert(orderNumbers).values(
        Array.from({ length: 100 }, (_, n) => ({
          orgId: customer.orgId,
          orderId: order.id,
          kind: "carrierMaster" as const,
          number: `LIM${order.id}X${n}`,
          source: "carrier" as const,
        })),
      );
    }
    await worker.refreshNow(ids);
    expect(calls.reduce((sum, call) => sum + call.size, 0)).toBe(500);
    expect(Math.max(...calls.map((call) => call.size))).toBeLessThanOrEqual(40);
    expect(calls).toHaveLength(13);
    for (let index = 10; index < calls.length; index++)
      expect(calls[index]!.at - calls[index - 10]!.at).toBeGreaterThanOrEqual(1000);
    for (const id of ids) expect((await parcelRow(id)).nextRefreshAt).not.toBeNull();
  });

  it("expires a parcel 30 days without an event and stops a cancelled order's", async () => {
    const quiet = await trackedOrder();
    await t.db
      .update(parcelTracks)
      .set({
        trackedSince: new Date(Date.now() - 31 * 24 * 3600_000),
        nextRefreshAt: new Date(Date.now() - 1000),
      })
      .where(eq(parcelTracks.orderId, quiet.id));
    const cancelled = await trackedOrder();
    await ok(
      t.call("POST", "/api/orders/orders/cancel", {
        token: customer.token,
        body: { orderIds: [cancelled.id] },
      }),
    );
    await t.db
      .update(parcelTracks)
      .set({ nextRefreshAt: new Date(Date.now() - 1000) })
      .where(eq(parcelTracks.orderId, cancelled.id));
    await t.trackingWorker.drain();
    expect(await parcelRow(quiet.id)).toMatchObject({
      status: "expired",
      stopReason: "expired",
      nextRefreshAt: null,
    });
    expect((await trackingEvents(quiet.id)).at(-1)?.payload).toMatchObject({ trackingStatus: "expired" });
    expect(await parcelRow(cancelled.id)).toMatchObject({ stopReason: "cancelled", nextRefreshAt: null });
  });
});

describe("lookup and manual events", () => {
  it("finds parcels by order number, reference and any tracking number, and says what it does not find", async () => {
    const order = await trackedOrder();
    await t.db.insert(orderNumbers).values([
      {
        orgId: customer.orgId,
        orderId: order.id,
        kind: "carrierMaster",
        number: `FIRST${order.id}`,
        source: "carrier",
      },
      {
        orgId: customer.orgId,
        orderId: order.id,
        kind: "carrierMaster",
        number: `LAST${order.id}`,
        source: "carrier",
      },
    ]);
    await t.parcelTracking.ingestEvents(order.id, `FIRST${order.id}`, "SandboxCarrier", "Asia/Shanghai", [
      { code: "PU10", text: "Picked up", place: "Shenzhen, CN", time: "2026-11-20 10:00:00" },
    ]);
    await t.parcelTracking.ingestEvents(order.id, `LAST${order.id}`, "SandboxCarrier", "Asia/Shanghai", [
      {
        code: "LM10",
        text: "Arrived at distribution centre",
        place: "Berlin, DE",
        time: "2026-11-24 09:00:00",
      },
    ]);
    const answer = await ok<TrackingLookupResult>(
      t.call("POST", "/api/tracking/lookup", {
        token: customer.token,
        body: { numbers: [order.orderNo, `LAST${order.id}`, "NOSUCH1"] },
      }),
    );
    expect(answer.results.map((result) => [result.input, result.parcels.map((p) => p.orderId)])).toEqual([
      [order.orderNo, [order.id]],
      [`LAST${order.id}`, [order.id]],
      ["NOSUCH1", []],
    ]);
    const parcel = answer.results[1]!.parcels[0]!;
    expect(parcel.statusText).toBe("运输中");
    expect(parcel.events.map((event) => event.number)).toEqual([`LAST${order.id}`, `FIRST${order.id}`]);

    const tooMany = await t.call("POST", "/api/tracking/lookup", {
      token: customer.token,
      body: { numbers: Array.from({ length: 101 }, (_, n) => `N${n}`) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain("一次最多查询 100 个单号");
  });

  it("lets staff add and correct logistics info by hand, never a carrier's event", async () => {
    const order = await trackedOrder();
    await t.parcelTracking.ingestEvents(order.id, "SBM1", "SandboxCarrier", "Asia/Shanghai", [
      { code: "PU10", text: "Picked up", place: "Shenzhen, CN", time: "2026-11-20 10:00:00" },
    ]);
    const body = {
      time: "2026-11-26 09:30",
      zone: "Europe/Berlin",
      place: "Berlin",
      text: "Zugestellt",
      status: "delivered",
    };
    const added = await ok<ParcelTracking>(
      t.call("POST", `/api/tracking/orders/${order.id}/events`, { token: operator, body }),
    );
    expect(added.status).toBe("delivered");
    const manual = added.events.find((event) => event.manual)!;
    expect(manual).toMatchObject({ at: "2026-11-26T08:30:00.000Z", assumed: false, source: "manual" });
    expect((await orderRow(order.id)).status).toBe("completed");

    const edited = await ok<ParcelTracking>(
      t.call("PUT", `/api/tracking/orders/${order.id}/events/${manual.id}`, {
        token: operator,
        body: { ...body, text: "Zugestellt beim Nachbarn" },
      }),
    );
    expect(edited.events.find((event) => event.id === manual.id)?.text).toBe("Zugestellt beim Nachbarn");

    const carrierEvent = added.events.find((event) => !event.manual)!;
    const refused = await t.call("PUT", `/api/tracking/orders/${order.id}/events/${carrierEvent.id}`, {
      token: operator,
      body,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("承运商的轨迹不能修改");

    const badZone = await t.call("POST", `/api/tracking/orders/${order.id}/events`, {
      token: operator,
      body: { ...body, zone: "Mars/Olympus" },
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.body).toContain("未知的时区");
    const badTime = await t.call("POST", `/api/tracking/orders/${order.id}/events`, {
      token: operator,
      body: { ...body, time: "yesterday" },
    });
    expect(badTime.statusCode).toBe(400);
    expect(await t.db.select().from(trackEvents).where(eq(trackEvents.orderId, order.id))).toHaveLength(2);

    const customerTries = await t.call("POST", `/api/tracking/orders/${order.id}/events`, {
      token: customer.token,
      body,
    });
    expect(customerTries.statusCode).toBe(403);
  });
});
