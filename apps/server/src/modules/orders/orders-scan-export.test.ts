import { randomUUID } from "node:crypto";
import type { OrderPlaceResult, Task } from "@pp/contracts";
import { orderMessages } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestTaskOf, startJobs } from "../../platform/jobs";
import { berlinDraft, signDemoProduct } from "../../test/order-fixtures";
import { readXlsx } from "../../test/sheets";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import { createTestApp, type TestApp } from "../../test/test-app";
import { orderTrackView } from "../tracking";
import { ORDER_EXPORT_TASK } from "./export/order-export";
import { exportPages, exportWhere } from "./export/order-export.repository";
import { orderNumbers, orders } from "./orders.tables";

// Issue 13: the scan look-up by every kind of number and the order export, at once and as a task. The app lets
// 3 orders download at once, so the owner's 4 orders make a task.

let t: TestApp;
let stopJobs: () => Promise<void>;
let owner: Caller;
let rival: Caller;
let first: OrderPlaceResult;
let placed: OrderPlaceResult[];
const unique = randomUUID().slice(0, 8).toUpperCase();
const numbers = {
  reference: `REF-${unique}`,
  inbound: `SF${unique}`,
  carrier: `CM${unique}`,
  tracknet: `TN${unique}`,
};

const silentLog = { error: () => undefined } as unknown as Parameters<typeof startJobs>[1];

beforeAll(async () => {
  t = await createTestApp({ EXPORT_DIRECT_ROWS: "3" });
  const jobs = await startJobs(t.database, silentLog, [], t.taskJobs);
  t.tasks.attach(jobs.boss);
  stopJobs = jobs.stop;
  owner = await createCustomerAccount(t);
  rival = await createCustomerAccount(t);
  const productId = await signDemoProduct(t, owner.token, "PP-DE-ECO");
  await t.app.wallets.credit({
    orgId: owner.orgId,
    currency: "CNY",
    amount: "1000",
    reason: "scan and export test",
    reference: { type: "adjustment", id: "scan-export" },
    idempotencyKey: `scan-export-${randomUUID()}`,
  });
  const bodies = [
    berlinDraft(productId, { referenceNo: numbers.reference, deliveryNumbers: [numbers.inbound] }),
    berlinDraft(productId),
    berlinDraft(productId),
    berlinDraft(productId, { saveAsDraft: true }),
  ];
  placed = [];
  for (const body of bodies) {
    const response = await t.call("POST", "/api/orders/orders", { token: owner.token, body });
    if (response.statusCode !== 200) throw new Error(response.body);
    placed.push(response.json());
  }
  first = placed[0]!;
  // The carrier's numbers arrive later (label fetching); written here as the carrier module will write them.
  await t.db.insert(orderNumbers).values({
    orgId: owner.orgId,
    orderId: first.id,
    kind: "carrierMaster",
    number: numbers.carrier,
    carrier: "DHL",
    source: "carrier",
  });
  await t.db
    .update(orders)
    .set({ finalLogisticsName: "DHL Paket", tracknetCode: numbers.tracknet })
    .where(eq(orders.id, first.id));
});
afterAll(async () => {
  await stopJobs();
  await t.close();
});

const scan = (token: string, type: string, scanNo: string) =>
  t.call("GET", `/api/orders/order-info/${type}/${encodeURIComponent(scanNo)}`, { token });

describe("scan look-up", () => {
  it("finds the order by its order number, reference, inbound and carrier number", async () => {
    for (const scanNo of [first.orderNo, numbers.reference, numbers.inbound, numbers.carrier]) {
      const response = await scan(owner.token, "any", scanNo);
      expect(response.statusCode, scanNo).toBe(200);
      expect(response.json()).toEqual({ id: first.id, orderNo: first.orderNo });
    }
    expect((await scan(owner.token, "reference", numbers.reference)).json().id).toBe(first.id);
    expect((await scan(owner.token, "number", numbers.carrier)).json().id).toBe(first.id);
  });

  it("answers not found for an unknown number, another kind, a voided number and another org's order", async () => {
    expect((await scan(owner.token, "any", `NOPE${unique}`)).statusCode).toBe(404);
    expect((await scan(owner.token, "order", numbers.reference)).statusCode).toBe(404);
    expect((await scan(rival.token, "any", first.orderNo)).statusCode).toBe(404);
    expect((await scan(rival.token, "any", numbers.inbound)).statusCode).toBe(404);
    await t.db
      .update(orderNumbers)
      .set({ voidedAt: new Date() })
      .where(eq(orderNumbers.number, numbers.carrier));
    expect((await scan(owner.token, "any", numbers.carrier)).statusCode).toBe(404);
    await t.db.update(orderNumbers).set({ voidedAt: null }).where(eq(orderNumbers.number, numbers.carrier));
  });

  it("refuses a blank number with the spec's message (in the account's language, Chinese)", async () => {
    const response = await t.call("GET", "/api/orders/order-info/any/%20", { token: owner.token });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(orderMessages.zh.orderScanNumberRequired);
  });
});

const exportOrders = (token: string, body: unknown) =>
  t.call("POST", "/api/orders/orders/exports", { token, body });

/** The sheet's rows as records keyed by the header row. */
const recordsOf = async (body: Buffer) => {
  const [header, ...rows] = await readXlsx(body);
  return {
    header: header!,
    rows: rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ""]))),
  };
};

describe("order export", () => {
  it("downloads the selected orders as xlsx named with the date, with the last-mile number and the price", async () => {
    const response = await exportOrders(owner.token, { by: "ids", ids: [first.id, placed[1]!.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/orders-\d{8}\.xlsx/);
    const sheet = await recordsOf(response.rawPayload);
    expect(sheet.rows.map((row) => row.订单号)).toEqual([placed[1]!.orderNo, first.orderNo]);
    expect(sheet.rows[1]).toMatchObject({
      客户单号: numbers.reference,
      尾程物流商: "DHL Paket",
      尾程单号: numbers.tracknet,
      订单状态: "可发货",
      金额: first.charged!.amount,
      币种: "CNY",
    });
    // A customer never sees the cost.
    expect(sheet.header).not.toContain("成本");
  });

  it("exports by pasted numbers of any kind, and needs at least one number", async () => {
    const response = await exportOrders(owner.token, {
      by: "numbers",
      numbers: `${numbers.carrier}\n${placed[2]!.orderNo}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await recordsOf(response.rawPayload);
    expect(sheet.rows.map((row) => row.订单号)).toEqual([placed[2]!.orderNo, first.orderNo]);
    for (const blank of ["", " ,\n; "]) {
      const refused = await t.call("POST", "/api/orders/orders/exports", {
        token: owner.token,
        body: { by: "numbers", numbers: blank },
      });
      expect(refused.statusCode, blank).toBe(400);
      expect(refused.body).toContain(orderMessages.zh.orderExportNumbersRequired);
    }
  });

  it("runs a larger export as a task whose file task management downloads with every row", async () => {
    const response = await exportOrders(owner.token, { by: "filter", filter: {} });
    expect(response.statusCode, response.body).toBe(202);
    const { taskId, message } = response.json() as { taskId: number; message: string };
    expect(message).toBe("任务已提交，请到任务管理查看");
    let task = await latestTaskOf(t.db, ORDER_EXPORT_TASK);
    for (let n = 0; n < 100 && task?.status === "processing"; n++) {
      await new Promise((done) => setTimeout(done, 100));
      task = await latestTaskOf(t.db, ORDER_EXPORT_TASK);
    }
    expect(task).toMatchObject({ id: taskId, status: "completed", orgId: owner.orgId, userId: owner.userId });

    const listed = (await t.call("GET", "/api/system/tasks?size=100", { token: owner.token })).json()
      .rows as Task[];
    expect(listed.find((row) => row.id === taskId)).toMatchObject({
      summary: "已导出订单 4 条",
      file: { name: expect.stringMatching(/^orders-\d{8}\.xlsx$/) },
    });
    const file = await t.call("GET", `/api/system/tasks/${taskId}/file`, { token: owner.token });
    expect(file.statusCode).toBe(200);
    const sheet = await recordsOf(file.rawPayload);
    expect(sheet.rows.map((row) => row.订单号)).toEqual(placed.map((order) => order.orderNo).reverse());
    expect((await t.call("GET", `/api/system/tasks/${taskId}/file`, { token: rival.token })).statusCode).toBe(
      404,
    );
  });

  it("answers a selection with another org's order as not found", async () => {
    expect((await exportOrders(rival.token, { by: "ids", ids: [first.id] })).statusCode).toBe(404);
  });

  it("reads the orders in keyset pages, each order once, newest first", async () => {
    const where = exportWhere(
      { scope: { all: false, orgIds: [owner.orgId] }, by: "org" },
      { by: "filter", filter: {} },
      orderTrackView,
      new Date(),
    );
    const pages: number[][] = [];
    for await (const page of exportPages(t.db, orderTrackView, where, 3))
      pages.push(page.map((row) => row.id));
    expect(pages.map((page) => page.length)).toEqual([3, 1]);
    expect(pages.flat()).toEqual(placed.map((order) => order.id).reverse());
  });

  it("shows a supplier the cost and never the sales price", async () => {
    const supplier = await t.login("supplier", "Supplier2026");
    const response = await exportOrders(supplier, { by: "numbers", numbers: first.orderNo });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await recordsOf(response.rawPayload);
    expect(sheet.rows.map((row) => row.订单号)).toEqual([first.orderNo]);
    expect(sheet.header).toContain("成本");
    expect(sheet.header).not.toContain("金额");
  });
});
