import type { AddressInfo } from "node:net";
import type { DockingProvider, LabelSetting, OrderPage, OrderPlaceResult, Task } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SANDBOX_PROVIDER, shipmentQueue } from "../modules/carriers";
import { startJobs } from "../platform/jobs";
import { dockingProviders, labelSettings, products, shipments } from "../schema";
import { berlinDraft, fundedCustomer, openGermanLine } from "../test/order-fixtures";
import type { Caller } from "../test/tenancy";
import type { TestApp } from "../test/test-app";

// Printing by label settings (issue 15): the most specific setting of the order's customer and product picks the
// label (the carrier's or the platform's), its page and its printer language; the push asks the carrier for it
// where the provider can make it; a reprint of a platform label is marked; the order list filters by prints.

let t: TestApp;
let operator: string;
let productId: number;
let baseUrl: string;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/sandbox-carrier/v1`;
  await t.db
    .update(products)
    .set({ dockingProviderId: null, serviceCode: "" })
    .where(eq(products.side, "cost"));
});
afterAll(() => t.close());

type Answer = { statusCode: number; body: string; json: () => unknown };
const ok = async <T>(response: Promise<Answer>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as T;
};

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
        code: `SB-PRINT-${++accounts}`,
        name: `Sandbox print ${accounts}`,
        serviceClass: "SandboxCarrier",
        isPublic: true,
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

const pushedOrder = async (customer: Caller, providerId: number) => {
  const placed = await ok<OrderPlaceResult>(
    t.call("POST", "/api/orders/orders", { token: customer.token, body: berlinDraft(productId) }),
  );
  await shipmentQueue.enqueueShipments(t.db, [
    { orderId: placed.id, orgId: customer.orgId, orderNo: placed.orderNo, providerId, serviceCode: "SB-STD" },
  ]);
  await t.pusher.drain();
  return placed;
};

const saveSetting = (token: string, body: Record<string, unknown>) =>
  t.call("POST", "/api/carriers/label-settings", { token, body });
const print = (customer: Caller, orderId: number) =>
  t.call("GET", `/api/orders/orders/${orderId}/label`, { token: customer.token });
const pageSize = async (pdf: Buffer, index = 0) => {
  const page = (await PDFDocument.load(pdf)).getPage(index);
  return [Math.round(page.getWidth()), Math.round(page.getHeight())];
};
const shipmentOf = async (orderId: number) =>
  (await t.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!;

const SQUARE = Math.round((100 / 25.4) * 72);

describe("the label setting an order's label follows", () => {
  it("prints on the platform default's page, and in ZPL once the customer's own setting says so", async () => {
    const customer = await fundedCustomer(t, productId);
    const order = await pushedOrder(customer, await sandboxProvider());
    expect((await shipmentOf(order.id)).labelFormat).toBe("pdf");

    const platformDefault = await ok<LabelSetting>(saveSetting(operator, { labelId: "100x100" }));
    try {
      const square = await print(customer, order.id);
      expect(square.headers["content-type"]).toBe("application/pdf");
      expect(await pageSize(square.rawPayload)).toEqual([SQUARE, SQUARE]);

      // The customer's own setting wins over the default: the carrier's PDF rendered as ZPL at 300 dpi.
      const own = await ok<LabelSetting>(saveSetting(customer.token, { format: "zpl", dpi: 300 }));
      expect(own).toMatchObject({ orgId: customer.orgId, productId: null, labelId: "4x6", format: "zpl" });
      const zpl = await print(customer, order.id);
      expect(zpl.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(zpl.headers["content-disposition"]).toBe(`inline; filename="${order.orderNo}.zpl"`);
      expect(zpl.body).toMatch(/^\^XA/);
      // 4x6 in at 300 dpi: 1200 x 1800 dots, one full-label graphic.
      expect(zpl.body).toContain("^PW1200");
      expect(zpl.body).toContain("^GFA");
      expect(zpl.headers["x-print-count"]).toBe("2");

      // The customer sees its own setting only; staff see both.
      const mine = await ok<{ rows: LabelSetting[] }>(
        t.call("GET", "/api/carriers/label-settings", { token: customer.token }),
      );
      expect(mine.rows.map((row) => row.id)).toEqual([own.id]);
      const all = await ok<{ rows: LabelSetting[] }>(
        t.call("GET", "/api/carriers/label-settings", { token: operator }),
      );
      expect(all.rows.map((row) => row.id)).toEqual(expect.arrayContaining([platformDefault.id, own.id]));
    } finally {
      await t.call("DELETE", `/api/carriers/label-settings/${platformDefault.id}`, { token: operator });
    }
  });

  it("asks a carrier that makes ZPL for it at the push, and passes its ZPL through", async () => {
    const customer = await fundedCustomer(t, productId);
    await ok(saveSetting(customer.token, { productId, format: "zpl", labelId: "100x100" }));
    const order = await pushedOrder(customer, await sandboxProvider());
    expect((await shipmentOf(order.id)).labelFormat).toBe("zpl");
    const stored = await t.app.files.get((await shipmentOf(order.id)).labelFile!);
    const printed = await print(customer, order.id);
    expect(printed.body).toBe(stored!.bytes.toString("utf8"));
  });

  it("prints the platform's own label in ZPL with the printer's font, a reprint marked", async () => {
    const customer = await fundedCustomer(t, productId);
    const order = await pushedOrder(customer, await sandboxProvider());
    await ok(
      saveSetting(customer.token, {
        productId,
        customerPrintLabelType: "platform",
        format: "zpl",
        printerFont: "E:NOTOSANSCJK.TTF",
      }),
    );
    const first = await print(customer, order.id);
    expect(first.body).toContain("^A@N");
    expect(first.body).toContain("E:NOTOSANSCJK.TTF");
    expect(first.body).toContain(order.orderNo);
    expect(first.body).not.toContain("REPRINT");
    const again = await print(customer, order.id);
    expect(again.headers["x-print-count"]).toBe("2");
    expect(again.body).toContain("REPRINT");
  });

  it("says there is no label yet, or prints the platform's meanwhile when the rule says so", async () => {
    const customer = await fundedCustomer(t, productId);
    const order = await pushedOrder(
      customer,
      await sandboxProvider({ labelMode: "async", labelDelaySeconds: "600" }),
    );
    const notYet = await print(customer, order.id);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toMatchObject({ code: "LABEL_NOT_READY" });
    expect((await shipmentOf(order.id)).printCount).toBe(0);

    await ok(saveSetting(customer.token, { reqDeliveryLabelRule: "platformMeanwhile" }));
    const meanwhile = await print(customer, order.id);
    expect(meanwhile.statusCode).toBe(200);
    expect(meanwhile.headers["content-type"]).toBe("application/pdf");
    expect(await pageSize(meanwhile.rawPayload)).toEqual([288, 432]);
  });

  it("refuses a bad printer font, a second setting of one customer and product, and a product not signed", async () => {
    const customer = await fundedCustomer(t, productId);
    const badFont = await saveSetting(customer.token, { format: "zpl", printerFont: "NOTOSANS" });
    expect(badFont.statusCode).toBe(400);
    expect(badFont.json()).toMatchObject({ code: "LABEL_PRINTER_FONT" });
    await ok(saveSetting(customer.token, { productId }));
    const twice = await saveSetting(customer.token, { productId, labelId: "100x100" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "LABEL_SETTING_TAKEN" });
    const [other] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, "PP-US-EXP"));
    const unsigned = await saveSetting(customer.token, { productId: other?.id ?? 999_999 });
    expect(unsigned.statusCode).toBe(404);
    const kept = await t.db.select().from(labelSettings).where(eq(labelSettings.orgId, customer.orgId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ productId, labelId: "4x6", format: "pdf" });
  });
});

describe("printing many orders' labels by their settings", () => {
  it("puts each label on its setting's page in one PDF", async () => {
    const jobs = await startJobs(t.database, { error: () => undefined } as never, [], t.taskJobs);
    t.tasks.attach(jobs.boss);
    try {
      const square = await fundedCustomer(t, productId);
      await ok(saveSetting(square.token, { labelId: "100x100" }));
      const thermal = await fundedCustomer(t, productId);
      await ok(saveSetting(thermal.token, { format: "zpl" }));
      const plain = await fundedCustomer(t, productId);
      const providerId = await sandboxProvider();
      const orders = [
        await pushedOrder(plain, providerId),
        await pushedOrder(square, providerId),
        await pushedOrder(thermal, providerId),
      ];
      // Staff print the three customers' orders at once.
      const submitted = await ok<{ taskId: number }>(
        t.call("POST", "/api/orders/labels/batch", {
          token: operator,
          body: { orderIds: orders.map((order) => order.id) },
        }),
      );
      const taskOf = async () =>
        (
          await ok<{ rows: Task[] }>(t.call("GET", "/api/system/tasks?size=100", { token: operator }))
        ).rows.find((row) => row.id === submitted.taskId);
      await expect.poll(async () => (await taskOf())?.status, { timeout: 20_000 }).toBe("completed");
      // The thermal customer's carrier label came as ZPL, which a PDF cannot hold: it is named as missing.
      expect((await taskOf())?.summary).toContain(`1 个订单暂无派送面单：${orders[2]!.orderNo}`);
      const file = await t.call("GET", `/api/system/tasks/${submitted.taskId}/file`, { token: operator });
      expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(2);
      expect(await pageSize(file.rawPayload, 0)).toEqual([288, 432]);
      expect(await pageSize(file.rawPayload, 1)).toEqual([SQUARE, SQUARE]);
    } finally {
      await jobs.stop();
    }
  });
});

describe("the order list's print filter", () => {
  it("finds the orders never printed, printed and reprinted, with their print counts", async () => {
    const customer = await fundedCustomer(t, productId);
    const providerId = await sandboxProvider();
    const never = await pushedOrder(customer, providerId);
    const once = await pushedOrder(customer, providerId);
    const twice = await pushedOrder(customer, providerId);
    await print(customer, once.id);
    await print(customer, twice.id);
    await print(customer, twice.id);
    const list = async (filter: string) =>
      (
        await ok<OrderPage>(t.call("GET", `/api/orders/orders?print=${filter}`, { token: customer.token }))
      ).rows.map((row) => [row.orderNo, row.printCount]);
    expect(await list("notPrinted")).toEqual([[never.orderNo, 0]]);
    expect(await list("printed")).toEqual([
      [twice.orderNo, 2],
      [once.orderNo, 1],
    ]);
    expect(await list("reprinted")).toEqual([[twice.orderNo, 2]]);
  });
});
