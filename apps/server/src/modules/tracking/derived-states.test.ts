import { randomUUID } from "node:crypto";
import type { OrderPage, OrderPlaceResult, ProductSettings, Task, TrackStateCounts } from "@pp/contracts";
import {
  DERIVED_TRACK_STATES,
  type DerivedTrackState,
  derivedTrackStates,
  type TrackStatus,
} from "@pp/domain";
import { and, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestTaskOf, startJobs } from "../../platform/jobs";
import { orderNumbers, orders, products } from "../../schema";
import { berlinDraft, signDemoProduct } from "../../test/order-fixtures";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DEMO_SANDBOX_PROVIDER, dockingProviders, shipments } from "../carriers";
import { orderTrackView } from "./derived-states";
import { startTracking } from "./parcel-tracking";
import { parcelTracks, trackEvents } from "./tracking.tables";
import { TRACK_EXPORT_TASK } from "./tracking-export";

// Issue 17: the derived tracking states (dashboard counts, the order list's filter, the package-tracking export) over
// parcels placed at controlled times; the SQL agrees with packages/domain `derivedTrackStates` on every one of them
// at several instants. The product says 24 hours before "not yet online" and 5 days' max shipping cycle.

let t: TestApp;
let stopJobs: () => Promise<void>;
let owner: Caller;
let rival: Caller;
let admin: string;
let productId: number;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

type Fixture = {
  name: string;
  parcel?: {
    trackedSince: Date;
    firstEventAt?: Date;
    lastEventAt?: Date;
    status?: TrackStatus;
    alert?: boolean;
  };
  failed?: boolean;
  cancelled?: boolean;
  expected: DerivedTrackState[];
};

const FIXTURES: Fixture[] = [
  { name: "label 30 h ago, no event", parcel: { trackedSince: ago(30 * HOUR) }, expected: ["notYetOnline"] },
  { name: "label 10 h ago, no event", parcel: { trackedSince: ago(10 * HOUR) }, expected: [] },
  {
    name: "moving for 2 days",
    parcel: {
      trackedSince: ago(3 * DAY),
      firstEventAt: ago(2 * DAY),
      lastEventAt: ago(HOUR),
      status: "inTransit",
    },
    expected: ["inTransit"],
  },
  {
    name: "moving for 10 days",
    parcel: {
      trackedSince: ago(11 * DAY),
      firstEventAt: ago(10 * DAY),
      lastEventAt: ago(DAY),
      status: "inTransit",
    },
    expected: ["inTransit", "overtime"],
  },
  {
    name: "held at customs",
    parcel: {
      trackedSince: ago(4 * DAY),
      firstEventAt: ago(3 * DAY),
      lastEventAt: ago(HOUR),
      status: "exception",
      alert: true,
    },
    expected: ["inTransit", "abnormal"],
  },
  {
    name: "delivered after an alert, long ago",
    parcel: {
      trackedSince: ago(21 * DAY),
      firstEventAt: ago(20 * DAY),
      lastEventAt: ago(2 * DAY),
      status: "delivered",
      alert: true,
    },
    expected: [],
  },
  { name: "submission failed", failed: true, expected: ["failed"] },
  {
    name: "cancelled with an old label",
    parcel: { trackedSince: ago(40 * HOUR) },
    cancelled: true,
    expected: [],
  },
];

const placed = new Map<string, OrderPlaceResult>();
const idOf = (name: string) => placed.get(name)!.id;
const namesIn = (state: DerivedTrackState) =>
  FIXTURES.filter((fixture) => fixture.expected.includes(state)).map((fixture) => fixture.name);

const silentLog = { error: () => undefined } as unknown as Parameters<typeof startJobs>[1];

beforeAll(async () => {
  t = await createTestApp({ EXPORT_DIRECT_ROWS: "5" });
  const jobs = await startJobs(t.database, silentLog, [], t.taskJobs);
  t.tasks.attach(jobs.boss);
  stopJobs = jobs.stop;
  owner = await createCustomerAccount(t);
  rival = await createCustomerAccount(t);
  admin = await t.login("admin", "Admin2026");
  productId = await signDemoProduct(t, owner.token, "PP-DE-ECO");
  await t.db
    .update(products)
    .set({ notOnlineHours: 24, minDays: 1, maxDays: 5 })
    .where(eq(products.id, productId));
  // The demo routes every cost record to its sandbox provider; these parcels are placed by hand.
  await t.db
    .update(products)
    .set({ dockingProviderId: null, serviceCode: "" })
    .where(eq(products.side, "cost"));
  await t.app.wallets.credit({
    orgId: owner.orgId,
    currency: "CNY",
    amount: "2000",
    reason: "derived states test",
    reference: { type: "adjustment", id: "derived-states" },
    idempotencyKey: `derived-states-${randomUUID()}`,
  });
  const [provider] = await t.db
    .select({ id: dockingProviders.id })
    .from(dockingProviders)
    .where(eq(dockingProviders.code, DEMO_SANDBOX_PROVIDER));
  for (const fixture of FIXTURES) {
    const response = await t.call("POST", "/api/orders/orders", {
      token: owner.token,
      body: berlinDraft(productId, { referenceNo: `REF-${randomUUID().slice(0, 8)}` }),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    const order = response.json() as OrderPlaceResult;
    placed.set(fixture.name, order);
    if (fixture.parcel) {
      await startTracking(t.db, { orderId: order.id, orgId: owner.orgId, productId, providerId: null });
      await t.db.update(parcelTracks).set(fixture.parcel).where(eq(parcelTracks.orderId, order.id));
    }
    if (fixture.parcel?.firstEventAt) {
      await t.db.insert(orderNumbers).values({
        orgId: owner.orgId,
        orderId: order.id,
        kind: "carrierMaster",
        number: `TRK${order.id}`,
        source: "carrier",
      });
      await t.db.insert(trackEvents).values(
        [fixture.parcel.firstEventAt, fixture.parcel.lastEventAt!].map((at, index) => ({
          orderId: order.id,
          orgId: owner.orgId,
          number: `TRK${order.id}`,
          source: "SandboxCarrier",
          code: index === 0 ? "PU10" : "LM10",
          text: index === 0 ? "Picked up by courier" : "Arrived at the delivery office",
          place: index === 0 ? "Shenzhen, CN" : "Berlin, DE",
          timeSent: at.toISOString(),
          zone: "UTC",
          at,
          assumed: false,
          status: "inTransit" as const,
          fingerprint: `${order.id}-${index}`,
        })),
      );
    }
    if (fixture.failed)
      await t.db.insert(shipments).values({
        orderId: order.id,
        orgId: owner.orgId,
        orderNo: order.orderNo,
        providerId: provider!.id,
        serviceCode: "SB-STD",
        status: "failed",
        errorMessage: "refused",
      });
    if (fixture.cancelled)
      await t.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
  }
});
afterAll(async () => {
  await stopJobs();
  await t.close();
});

const expectedCounts = () =>
  Object.fromEntries(DERIVED_TRACK_STATES.map((state) => [state, namesIn(state).length])) as TrackStateCounts;
const zeroCounts = Object.fromEntries(DERIVED_TRACK_STATES.map((state) => [state, 0]));

describe("dashboard counts", () => {
  it("counts the owner's orders per derived state", async () => {
    const response = await t.call("GET", "/api/orders/orders/track-state-counts", { token: owner.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(expectedCounts());
    expect(expectedCounts()).toEqual({ inTransit: 3, notYetOnline: 1, overtime: 1, abnormal: 1, failed: 1 });
  });

  it("gives staff one customer's counts and another customer none of the owner's", async () => {
    const staff = await t.call("GET", `/api/orders/orders/track-state-counts?orgId=${owner.orgId}`, {
      token: admin,
    });
    expect(staff.json()).toEqual(expectedCounts());
    for (const url of [
      "/api/orders/orders/track-state-counts",
      `/api/orders/orders/track-state-counts?orgId=${owner.orgId}`,
    ]) {
      const response = await t.call("GET", url, { token: rival.token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(zeroCounts);
    }
  });
});

describe("order list", () => {
  it("filters by each derived state and shows the parcel's track status", async () => {
    for (const state of DERIVED_TRACK_STATES) {
      const response = await t.call("GET", `/api/orders/orders?size=50&trackState=${state}`, {
        token: owner.token,
      });
      const page = response.json() as OrderPage;
      expect(page.rows.map((row) => row.id).sort(), state).toEqual(namesIn(state).map(idOf).sort());
      expect(page.total, state).toBe(namesIn(state).length);
    }
    const all = (
      await t.call("GET", "/api/orders/orders?size=50", { token: owner.token })
    ).json() as OrderPage;
    expect(all.rows.find((row) => row.id === idOf("held at customs"))?.trackStatus).toBe("exception");
    expect(all.rows.find((row) => row.id === idOf("submission failed"))?.trackStatus).toBeNull();
  });

  it("agrees with the domain's derivedTrackStates on every parcel, now and later", async () => {
    const ids = [...placed.values()].map((order) => order.id);
    const facts = await t.db
      .select({
        id: orders.id,
        status: orders.status,
        track: parcelTracks,
        notOnlineHours: products.notOnlineHours,
        maxDays: products.maxDays,
      })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .leftJoin(parcelTracks, eq(parcelTracks.orderId, orders.id))
      .where(inArray(orders.id, ids));
    const failed = new Set(
      (
        await t.db
          .select({ id: shipments.orderId })
          .from(shipments)
          .where(and(inArray(shipments.orderId, ids), eq(shipments.status, "failed")))
      ).map((row) => row.id),
    );
    for (const at of [new Date(), new Date(Date.now() + 20 * HOUR), new Date(Date.now() + 4 * DAY)]) {
      const bySql = new Map<number, DerivedTrackState[]>(ids.map((id) => [id, []]));
      for (const state of DERIVED_TRACK_STATES) {
        const rows = await t.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(inArray(orders.id, ids), orderTrackView.inState(state, orders, at)));
        for (const row of rows) bySql.get(row.id)!.push(state);
      }
      for (const fact of facts) {
        const domain = derivedTrackStates(
          {
            cancelled: fact.status === "cancelled",
            status: fact.track?.status ?? null,
            alert: fact.track?.alert ?? false,
            submissionFailed: failed.has(fact.id),
            labelMadeAt: fact.track?.trackedSince ?? null,
            firstEventAt: fact.track?.firstEventAt ?? null,
            notOnlineHours: fact.notOnlineHours,
            maxShippingDays: fact.maxDays,
          },
          at,
        );
        expect(bySql.get(fact.id)!.sort(), `order ${fact.id} at ${at.toISOString()}`).toEqual(domain.sort());
      }
    }
  });
});

/** The workbook's sheets as records keyed by each sheet's header row. */
const sheetsOf = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => String(v ?? ""))));
    const [header, ...body] = rows;
    return {
      name: sheet.name,
      rows: body.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ""]))),
    };
  });
};

/** Exports as the caller, its language saved first (the export writes in the reader's language). */
const exportTracking = async (token: string, body: unknown, lang = "zh") => {
  await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token });
  return t.call("POST", "/api/tracking/exports", { token, body });
};

describe("package-tracking export", () => {
  it("writes one row per parcel with its states in the reader's language, and every event", async () => {
    const response = await exportTracking(
      owner.token,
      { by: "filter", filter: { trackState: "inTransit" } },
      "en",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/package-tracking-\d{8}\.xlsx/);
    const [parcels, events] = await sheetsOf(response.rawPayload);
    expect(parcels!.name).toBe("Parcels");
    expect(parcels!.rows.map((row) => row["Order no."]).sort()).toEqual(
      namesIn("inTransit")
        .map((name) => placed.get(name)!.orderNo)
        .sort(),
    );
    const overtime = parcels!.rows.find(
      (row) => row["Order no."] === placed.get("moving for 10 days")!.orderNo,
    )!;
    expect(overtime).toMatchObject({
      "Track status": "In transit",
      "Tracking numbers": `TRK${idOf("moving for 10 days")}`,
      "Last event place": "Berlin, DE",
      "Last event": "Arrived at the delivery office",
      "Days in transit": expect.stringMatching(/^1[01]$/),
      "Tracking alerts": "In transit, Overtime",
      Destination: "DE",
    });
    expect(events!.name).toBe("Events");
    expect(events!.rows).toHaveLength(namesIn("inTransit").length * 2);
    expect(
      events!.rows.filter((row) => row["Order no."] === overtime["Order no."]).map((row) => row.Event),
    ).toEqual(["Picked up by courier", "Arrived at the delivery office"]);
  });

  it("exports selected orders in Chinese and Korean, and refuses another customer's", async () => {
    const ids = [idOf("held at customs"), idOf("submission failed")];
    const [zh] = await sheetsOf((await exportTracking(owner.token, { by: "ids", ids })).rawPayload);
    expect(zh!.name).toBe("包裹轨迹");
    expect(zh!.rows.map((row) => [row.轨迹状态, row.跟踪提醒])).toEqual([
      ["", "下单失败"],
      ["异常", "运输中, 异常"],
    ]);
    const [ko] = await sheetsOf((await exportTracking(owner.token, { by: "ids", ids }, "ko")).rawPayload);
    expect(ko!.rows.map((row) => row["추적 알림"])).toEqual(["접수 실패", "배송 중, 이상"]);
    expect((await exportTracking(rival.token, { by: "ids", ids })).statusCode).toBe(404);
    // The tracking screen's export: the numbers it looked up, each kind of number.
    const looked = await exportTracking(owner.token, {
      by: "numbers",
      numbers: `TRK${idOf("held at customs")}\n${placed.get("submission failed")!.orderNo}`,
    });
    const [found] = await sheetsOf(looked.rawPayload);
    expect(found!.rows.map((row) => row.订单号).sort()).toEqual(
      [placed.get("held at customs")!.orderNo, placed.get("submission failed")!.orderNo].sort(),
    );
    const byNumbers = await exportTracking(rival.token, {
      by: "numbers",
      numbers: ids.map((id) => `TRK${id}`).join("\n"),
    });
    const [nothing] = await sheetsOf(byNumbers.rawPayload);
    expect(nothing!.rows).toEqual([]);
  });

  it("runs an export of more orders than a download takes as a task", async () => {
    const response = await exportTracking(owner.token, { by: "filter", filter: {} });
    expect(response.statusCode, response.body).toBe(202);
    const { taskId } = response.json() as { taskId: number };
    let task = await latestTaskOf(t.db, TRACK_EXPORT_TASK);
    for (let n = 0; n < 100 && task?.status === "processing"; n++) {
      await new Promise((done) => setTimeout(done, 100));
      task = await latestTaskOf(t.db, TRACK_EXPORT_TASK);
    }
    expect(task).toMatchObject({ id: taskId, status: "completed", orgId: owner.orgId });
    const listed = (await t.call("GET", "/api/system/tasks?size=100", { token: owner.token })).json()
      .rows as Task[];
    expect(listed.find((row) => row.id === taskId)?.summary).toBe("已导出包裹轨迹 8 条，轨迹事件 8 条");
    const file = await t.call("GET", `/api/system/tasks/${taskId}/file`, { token: owner.token });
    const [parcels] = await sheetsOf(file.rawPayload);
    expect(parcels!.rows).toHaveLength(FIXTURES.length);
    expect((await t.call("GET", `/api/system/tasks/${taskId}/file`, { token: rival.token })).statusCode).toBe(
      404,
    );
  });
});

describe("not yet online hours on the product", () => {
  it("saves the product's hours between 1 and 720 and refuses others naming the field", async () => {
    const operator = await t.login("operator", "Operator2026");
    // Settings other than prices change only while the product is offline.
    await t.db.update(products).set({ status: "offline" }).where(eq(products.id, productId));
    const current = (await t.call("GET", `/api/product/get/${productId}`, { token: operator })).json() as {
      product: ProductSettings;
    };
    const basic = {
      code: current.product.code,
      nameZh: current.product.nameZh,
      nameEn: current.product.nameEn,
      nameKo: current.product.nameKo,
      description: current.product.description,
      currency: current.product.currency,
      originCountry: current.product.originCountry,
      minDays: current.product.minDays,
      maxDays: current.product.maxDays,
      reportPriceType: current.product.reportPriceType,
      ownerOrgId: current.product.ownerOrgId,
    };
    for (const hours of [0, 721]) {
      const refused = await t.call("PUT", `/api/product/${productId}/basic`, {
        token: operator,
        body: { ...basic, notOnlineHours: hours },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("notOnlineHours");
    }
    const saved = await t.call("PUT", `/api/product/${productId}/basic`, {
      token: operator,
      body: { ...basic, notOnlineHours: 72 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as ProductSettings).notOnlineHours).toBe(72);
    const counts = (
      await t.call("GET", "/api/orders/orders/track-state-counts", { token: owner.token })
    ).json();
    expect(counts.notYetOnline).toBe(0);
  });
});
