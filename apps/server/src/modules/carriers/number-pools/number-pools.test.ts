import type {
  DockingProvider,
  NumberPool,
  NumberPoolImportResult,
  OrderDetail,
  OrderPlaceResult,
  Page,
  PoolNumber,
} from "@pp/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrderPusher } from "../../../flows/push-orders";
import { notices, poolNumbers, products, shipments } from "../../../schema";
import { berlinDraft, fundedCustomer, openGermanLine } from "../../../test/order-fixtures";
import { uploadXlsx, workbookOf } from "../../../test/sheets";
import type { Caller } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { shipmentQueue } from "..";
import { s10Range } from "../kit/s10";
import { mediaBoxes, readCode128 } from "../labels/labels.test-support";
import { rasterizePdf } from "../labels/raster";

// Number pools and the manual provider through the HTTP layer: imports report every refused line, pushes take
// the pool's numbers in order and never one twice (two pushers at once), an empty pool refuses the push until an
// import, the label is the platform's 4x6 PDF whose barcodes read back, and staff are told once a pool runs low.

let t: TestApp;
let operator: string;
let productId: number;
let customer: Caller;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
  customer = await fundedCustomer(t, productId, "5000.00");
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
const post = <T>(url: string, body: unknown, token = operator) => ok<T>(t.call("POST", url, { token, body }));

let providers = 0;
const manualProvider = () =>
  post<DockingProvider>("/api/carriers/providers", {
    code: `MANUAL-${++providers}`,
    name: `Manual ${providers}`,
    serviceClass: "PlatformManual",
    isPublic: true,
    settings: { postal: "true" },
  });

const pool = (providerId: number, extra: Record<string, unknown> = {}) =>
  post<NumberPool>("/api/carriers/number-pools", { providerId, name: "Pool", ...extra });

const importInto = (poolId: number, body: unknown) =>
  t.call("POST", `/api/carriers/number-pools/${poolId}/import`, { token: operator, body });

const range = (prefix: string, from: number, to: number) => ({
  kind: "s10",
  prefix,
  from,
  to,
  country: "DE",
});

const queued = async (providerId: number, serviceCode = "MAN-STD") => {
  const placed = await ok<OrderPlaceResult>(
    t.call("POST", "/api/orders/orders", { token: customer.token, body: berlinDraft(productId) }),
  );
  await shipmentQueue.enqueueShipments(t.db, [
    { orderId: placed.id, orgId: customer.orgId, orderNo: placed.orderNo, providerId, serviceCode },
  ]);
  return placed;
};
const shipmentOf = async (orderId: number) =>
  (await t.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!;

describe("importing numbers", () => {
  it("adds the good numbers and reports every refused line with its reason", async () => {
    const provider = await manualProvider();
    const first = await pool(provider.id, { serviceCode: "MAN-STD" });
    const [good, other] = s10Range({ prefix: "IA", from: 1, to: 2, country: "DE" });
    await ok(importInto(first.id, { kind: "text", text: other }));
    const text = [
      "Number",
      good,
      good!.toLowerCase(),
      "IA000000010DE",
      "bad number",
      other,
      "YT2611300000001",
    ].join("\n");
    const report = await ok<NumberPoolImportResult>(importInto(first.id, { kind: "text", text }));
    expect(report.added).toBe(2);
    expect(report.refused).toEqual([
      { line: 3, number: good, reason: "duplicateInFile", message: "本次导入中重复" },
      { line: 4, number: "IA000000010DE", reason: "badCheckDigit", message: "S10校验位不正确" },
      { line: 5, number: "bad number", reason: "badFormat", message: expect.stringContaining("格式不正确") },
      { line: 6, number: other, reason: "alreadyInPool", message: "已在号码池中" },
    ]);
    expect(report.pool).toMatchObject({ total: 3, used: 0, remaining: 3 });

    // A number of another pool is refused there too: numbers are unique across pools.
    const second = await pool(provider.id);
    const again = await ok<NumberPoolImportResult>(importInto(second.id, range("IA", 1, 3)));
    expect(again.added).toBe(1);
    expect(again.refused.map((line) => [line.line, line.reason])).toEqual([
      [1, "alreadyInPool"],
      [2, "alreadyInPool"],
    ]);
  });

  it("reads an xlsx's number column, reporting in the operator's own language", async () => {
    const provider = await manualProvider();
    const target = await pool(provider.id);
    const numbers = s10Range({ prefix: "XL", from: 1, to: 3, country: "DE" });
    const file = await workbookOf([["单号"], ...numbers.map((number) => [number]), ["XL000000011DE"]]);
    const answer = await uploadXlsx(
      t,
      `/api/carriers/number-pools/${target.id}/import-xlsx`,
      file,
      operator,
      "en",
    );
    const report = answer.json() as NumberPoolImportResult;
    expect(report.added).toBe(3);
    expect(report.refused).toEqual([
      { line: 5, number: "XL000000011DE", reason: "badCheckDigit", message: "S10校验位不正确" },
    ]);
  });

  it("refuses an import over 100,000 numbers, a reversed range and a pool of an API provider, adding nothing", async () => {
    const provider = await manualProvider();
    const target = await pool(provider.id);
    const tooMany = await importInto(target.id, range("TM", 1, 100_001));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain("100000");
    const reversed = await importInto(target.id, range("TM", 5, 1));
    expect(reversed.json().details[0]).toEqual({
      field: "to",
      message: "起始序号不能大于结束序号",
    });
    const count = await t.db.select().from(poolNumbers).where(eq(poolNumbers.poolId, target.id));
    expect(count).toHaveLength(0);
    const api = await post<DockingProvider>("/api/carriers/providers", {
      code: "NOT-MANUAL",
      name: "Not manual",
      serviceClass: "FourPx",
      settings: { gatewayUrl: "https://open.4px.com/router/api/service", appKey: "k", appSecret: "s" },
    });
    const refused = await t.call("POST", "/api/carriers/number-pools", {
      token: operator,
      body: { providerId: api.id, name: "Pool" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe("providerId");
  });
});

describe("pushing to a manual provider", () => {
  it("takes the pool's numbers in order, makes a 4x6 label that scans, tells staff once when it runs low", async () => {
    const provider = await manualProvider();
    const target = await pool(provider.id, { serviceCode: "MAN-STD", lowStockThreshold: 1 });
    const numbers = s10Range({ prefix: "PU", from: 1, to: 3, country: "DE" });
    await ok(importInto(target.id, { kind: "text", text: numbers.join("\n") }));
    const orders: OrderPlaceResult[] = [];
    for (let i = 0; i < 3; i++) {
      orders.push(await queued(provider.id));
      await t.pusher.drain();
    }

    const taken = await Promise.all(orders.map((order) => shipmentOf(order.id)));
    expect(taken.map((row) => [row.status, row.trackingNumber, row.labelStatus])).toEqual(
      numbers.map((number) => ["success", number, "obtained"]),
    );
    const detail = await ok<OrderDetail>(
      t.call("GET", `/api/orders/orders/${orders[0]!.id}`, { token: customer.token }),
    );
    expect(detail.numbers).toContainEqual(
      expect.objectContaining({ number: numbers[0], carrier: provider.name }),
    );

    const label = await t.app.files.get(taken[0]!.labelFile!);
    const pdf = new Uint8Array(label!.bytes);
    expect(await mediaBoxes(pdf)).toEqual([[0, 0, 288, 432]]);
    const [page] = await rasterizePdf(pdf, 300 / 72);
    expect(readCode128(page!)).toEqual(new Set([orders[0]!.orderNo, numbers[0]]));

    // The second push took the pool to its threshold (1 left): one notice to the staff who open number pools.
    const told = await t.db.select().from(notices).where(eq(notices.kind, "numberPoolLow"));
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((notice) => notice.params.remaining))).toEqual(new Set(["1"]));
    expect(told.every((notice) => notice.screen === "carriers/number-pools")).toBe(true);
    const [listed] = (
      await ok<Page<NumberPool>>(
        t.call("GET", `/api/carriers/number-pools?providerId=${provider.id}`, { token: operator }),
      )
    ).rows;
    expect(listed).toMatchObject({ total: 3, used: 3, remaining: 0, low: true });
    const providersNow = await ok<Page<DockingProvider>>(
      t.call("GET", "/api/carriers/providers", { token: operator }),
    );
    expect(providersNow.rows.find((row) => row.id === provider.id)?.lowNumberPools).toBe(1);

    const used = await ok<Page<PoolNumber>>(
      t.call("GET", `/api/carriers/number-pools/${target.id}/numbers?status=used&size=2`, {
        token: operator,
      }),
    );
    expect(used.total).toBe(3);
    expect(used.rows.map((row) => [row.number, row.orderNo])).toEqual([
      [numbers[0], orders[0]!.orderNo],
      [numbers[1], orders[1]!.orderNo],
    ]);
    expect(used.nextCursor).not.toBeNull();
  });

  it("fails the push of an order when the pool is used up, and pushes it again after an import", async () => {
    const provider = await manualProvider();
    const target = await pool(provider.id, { lowStockThreshold: 0 });
    const order = await queued(provider.id);
    await t.pusher.drain();
    const failed = await shipmentOf(order.id);
    expect(failed).toMatchObject({ status: "failed", errorCode: "NUMBER_POOL_EMPTY" });
    expect(failed.errorMessage).toContain("号码池已用完");
    expect(failed.errorMessage).toContain("Number pool is used up");
    expect(failed.errorMessage).toContain("번호 풀이 소진되었습니다");

    await ok(importInto(target.id, range("RE", 1, 2)));
    await post("/api/carriers/submissions/push", { orderIds: [order.id] });
    await t.pusher.drain();
    expect(await shipmentOf(order.id)).toMatchObject({
      status: "success",
      trackingNumber: s10Range({ prefix: "RE", from: 1, to: 1, country: "DE" })[0],
    });
  });

  it("never hands one number out twice when two pushers work the same pool at once", async () => {
    const provider = await manualProvider();
    const target = await pool(provider.id, { serviceCode: "MAN-STD" });
    const numbers = s10Range({ prefix: "CC", from: 1, to: 12, country: "DE" });
    await ok(importInto(target.id, { kind: "text", text: numbers.join("\n") }));
    const orders: OrderPlaceResult[] = [];
    for (let i = 0; i < 10; i++) orders.push(await queued(provider.id));
    const deps = { database: t.database, carriers: t.carriers, files: t.app.files, log: t.app.log };
    const pushers = [createOrderPusher(deps, { batch: 2 }), createOrderPusher(deps, { batch: 3 })];
    await Promise.all(pushers.map((pusher) => pusher.drain()));

    const rows = await t.db
      .select()
      .from(shipments)
      .where(
        inArray(
          shipments.orderId,
          orders.map((order) => order.id),
        ),
      );
    expect(rows.every((row) => row.status === "success")).toBe(true);
    const given = rows.map((row) => row.trackingNumber!);
    expect(new Set(given).size).toBe(10);
    expect(given.every((number) => numbers.includes(number))).toBe(true);
    const marked = await t.db
      .select()
      .from(poolNumbers)
      .where(and(eq(poolNumbers.poolId, target.id)));
    expect(marked.filter((row) => row.orderId !== null)).toHaveLength(10);
  });
});
