import type { OrderDetail, OrderPlaceResult, SellerLabel, SubmissionPushResult, Task } from "@pp/contracts";
import type { PreRecordedType } from "@pp/domain";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs } from "../platform/jobs";
import { products, sellerLabels, shipments } from "../schema";
import { berlinDraft, fundedCustomer, openGermanLine } from "../test/order-fixtures";
import type { Caller } from "../test/tenancy";
import type { TestApp } from "../test/test-app";

// Seller-supplied labels (spec §3 usePreRecordedType; issue 15): the cost record says whether orders bring the
// seller's own label; such an order carries the marketplace and the seller's tracking number (a number scan finds),
// is never pushed to a carrier, and prints the PDF the seller uploaded, fitted to the label page and counted.

let t: TestApp;
let operator: string;
let productId: number;
let costId: number;
let customer: Caller;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
  customer = await fundedCustomer(t, productId, "5000.00");
  const [sales] = await t.db
    .select({ costId: products.costProductId })
    .from(products)
    .where(eq(products.id, productId));
  costId = sales!.costId!;
});
afterAll(() => t.close());

const preRecorded = (type: PreRecordedType) =>
  t.db.update(products).set({ usePreRecordedType: type }).where(eq(products.id, costId));

/** An A4 page, as marketplaces hand out their labels. */
const a4Pdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]).drawText("TEMU label");
  return Buffer.from(await doc.save());
};

/** POSTs the seller's label form as the console does: the text fields, then the file. */
const upload = (
  orderId: number,
  file: { bytes: Buffer; name: string } | null,
  fields: Record<string, string> = {},
  token = customer.token,
) => {
  const boundary = "----seller-label-test";
  const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: "POST",
    url: `/api/orders/orders/${orderId}/seller-label`,
    payload: Buffer.concat(parts),
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  });
};

const place = (sellerLabel: SellerLabel | null) =>
  t.call("POST", "/api/orders/orders", {
    token: customer.token,
    body: berlinDraft(productId, sellerLabel ? { sellerLabel } : {}),
  });
const placed = async (sellerLabel: SellerLabel | null) => {
  const answer = await place(sellerLabel);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<OrderPlaceResult>();
};
const detailOf = async (id: number) =>
  (await t.call("GET", `/api/orders/orders/${id}`, { token: customer.token })).json<OrderDetail>();
const shipmentOf = async (orderId: number) =>
  (await t.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0];

let serial = 0;
const trackingNumber = () => `TEMU${Date.now()}${++serial}`;

describe("an order of a product that takes the seller's label", () => {
  it("must bring it when the product requires it, and may not when the product takes none", async () => {
    await preRecorded("required");
    const missing = await place(null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      {
        field: "sellerLabel.trackingNumber",
        message: "该产品须使用卖家自有面单：请填写平台和卖家追踪号并上传面单 PDF",
      },
    ]);
    await preRecorded("none");
    const refused = await place({ marketplace: "temu", trackingNumber: trackingNumber() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: "sellerLabel.marketplace", message: "该产品不接受卖家自有面单" },
    ]);
  });

  it("carries the seller's number (scan finds the order by it), is never pushed, and prints the seller's PDF", async () => {
    await preRecorded("required");
    const number = trackingNumber();
    const order = await placed({ marketplace: "temu", trackingNumber: number });
    // The demo routes every cost record to its sandbox carrier: an order without a seller's label would be queued.
    expect(await shipmentOf(order.id)).toBeUndefined();
    let detail = await detailOf(order.id);
    expect(detail.sellerLabel).toEqual({ marketplace: "temu", trackingNumber: number, file: null });
    expect(detail.numbers).toContainEqual(
      expect.objectContaining({ kind: "sellerTracking", number, carrier: "temu", source: "customer" }),
    );
    const scanned = await t.call("GET", `/api/orders/order-info/any/${number}`, { token: customer.token });
    expect(scanned.json()).toEqual({ id: order.id, orderNo: order.orderNo });
    // No label to print until the PDF comes.
    const none = await t.call("GET", `/api/orders/orders/${order.id}/label`, { token: customer.token });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe("LABEL_NOT_READY");

    const uploaded = await upload(order.id, { bytes: await a4Pdf(), name: "temu-label.pdf" });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    detail = await detailOf(order.id);
    expect(detail.sellerLabel?.file).toMatchObject({ name: "temu-label.pdf", printCount: 0 });
    expect(detail.submission).toBeNull();

    const first = await t.call("GET", `/api/orders/orders/${order.id}/label`, { token: customer.token });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["x-print-count"]).toBe("1");
    const page = (await PDFDocument.load(first.rawPayload)).getPage(0);
    expect([page.getWidth(), page.getHeight()]).toEqual([288, 432]);
    const again = await t.call("GET", `/api/orders/orders/${order.id}/label`, { token: customer.token });
    expect(again.headers["x-print-count"]).toBe("2");
    expect((await detailOf(order.id)).sellerLabel?.file?.printCount).toBe(2);

    // A second PDF is refused: the label is kept as first uploaded.
    const second = await upload(order.id, { bytes: await a4Pdf(), name: "other.pdf" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("该订单已上传卖家面单");

    // Staff pushing it in batch leave it alone; the push worker finds nothing of it.
    const pushed = await t.call("POST", "/api/carriers/submissions/push", {
      token: operator,
      body: { orderIds: [order.id] },
    });
    expect(pushed.json<SubmissionPushResult>().results[0]?.outcome).toBe("sellerLabel");
    await t.pusher.drain();
    expect(await shipmentOf(order.id)).toBeUndefined();
  });

  it("refuses a file that is not a PDF or too large, in the user's language, keeping nothing", async () => {
    await preRecorded("required");
    const order = await placed({ marketplace: "shopee", trackingNumber: trackingNumber() });
    const text = await upload(order.id, { bytes: Buffer.from("%PDF-1.4 but not really"), name: "x.pdf" });
    expect(text.statusCode).toBe(400);
    expect(text.json().details).toEqual([{ field: "file", message: "卖家面单须为 PDF 文件" }]);
    const large = Buffer.concat([await a4Pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(order.id, { bytes: large, name: "big.pdf" });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().details).toEqual([{ field: "file", message: "卖家面单不能超过 5 MB" }]);
    const noFile = await upload(order.id, null);
    expect(noFile.statusCode).toBe(400);
    expect(await t.db.select().from(sellerLabels).where(eq(sellerLabels.orderId, order.id))).toEqual([]);
  });

  it("takes the label on the detail of an order placed without one: it leaves the push queue", async () => {
    await preRecorded("optional");
    const order = await placed(null);
    expect((await shipmentOf(order.id))?.status).toBe("waiting");
    const noNumber = await upload(
      order.id,
      { bytes: await a4Pdf(), name: "tiktok.pdf" },
      { marketplace: "tiktokShop" },
    );
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().details[0].field).toBe("trackingNumber");

    const number = trackingNumber();
    const done = await upload(
      order.id,
      { bytes: await a4Pdf(), name: "tiktok.pdf" },
      { marketplace: "tiktokShop", trackingNumber: number },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(await shipmentOf(order.id)).toBeUndefined();
    const detail = await detailOf(order.id);
    expect(detail.sellerLabel).toMatchObject({ marketplace: "tiktokShop", trackingNumber: number });
    expect(detail.log[0]?.reason).toBe(`上传了卖家面单（追踪号 ${number}）`);

    // The seller's number is unique among the org's live numbers, like every other.
    const taken = await place({ marketplace: "temu", trackingNumber: number });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("ORDER_NUMBER_TAKEN");
  });

  it("prints seller's labels in a batch beside carriers' labels, counting each print", async () => {
    await preRecorded("required");
    const jobs = await startJobs(t.database, { error: () => undefined } as never, [], t.taskJobs);
    t.tasks.attach(jobs.boss);
    try {
      const order = await placed({ marketplace: "temu", trackingNumber: trackingNumber() });
      expect((await upload(order.id, { bytes: await a4Pdf(), name: "a.pdf" })).statusCode).toBe(200);
      const submitted = (
        await t.call("POST", "/api/orders/labels/batch", {
          token: customer.token,
          body: { orderIds: [order.id] },
        })
      ).json<{ taskId: number }>();
      const taskOf = async () =>
        (await t.call("GET", "/api/system/tasks?size=100", { token: customer.token }))
          .json<{ rows: Task[] }>()
          .rows.find((row) => row.id === submitted.taskId);
      await expect.poll(async () => (await taskOf())?.status, { timeout: 20_000 }).toBe("completed");
      const file = await t.call("GET", `/api/system/tasks/${submitted.taskId}/file`, {
        token: customer.token,
      });
      expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(1);
      expect((await detailOf(order.id)).sellerLabel?.file?.printCount).toBe(1);
    } finally {
      await jobs.stop();
    }
  });

  it("is another org's order unknown to a customer who uploads to it", async () => {
    await preRecorded("required");
    const order = await placed({ marketplace: "temu", trackingNumber: trackingNumber() });
    const rival = await fundedCustomer(t, productId);
    const hidden = await upload(order.id, { bytes: await a4Pdf(), name: "a.pdf" }, {}, rival.token);
    expect(hidden.statusCode).toBe(404);
    expect(await t.db.select().from(sellerLabels).where(eq(sellerLabels.orderId, order.id))).toEqual([]);
  });
});
