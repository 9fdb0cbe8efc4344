import { randomUUID } from "node:crypto";
import type { OrderImport } from "@pp/contracts";
import { type ImportColumnKey, importColumnHeader } from "@pp/domain";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs } from "../../../platform/jobs";
import { ledgerEntries, walletHolds, wallets } from "../../../schema";
import { importWorkbook, type TemplateRow, templateRowsOf } from "../../../test/import-sheets";
import { berlinDraft, signDemoProduct } from "../../../test/order-fixtures";
import { readXlsx, workbookOf, zipOf } from "../../../test/sheets";
import { type Caller, createCustomerAccount } from "../../../test/tenancy";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { addresses } from "../addresses.tables";
import { orders } from "../orders.tables";
import { orderImportOrders, orderImports } from "./import.tables";

// Issue 14: bulk orders through the HTTP layer: an upload is checked, stored and imported by its task (pg-boss
// works the queue here as in a worker), each order placed by the one placement function.

let t: TestApp;
let stopJobs: () => Promise<void>;
let owner: Caller;
let rival: Caller;

const silentLog = { error: () => undefined } as unknown as Parameters<typeof startJobs>[1];
let productId: number;

/** One order's rows of the template: one box of one line to Berlin; `changes` replace its first row's cells. */
const rowOf = (reference: string, changes: Partial<TemplateRow> = {}) => {
  const [first, ...rest] = templateRowsOf(berlinDraft(productId), { productCode: "PP-DE-ECO", reference });
  return [{ ...first!, ...changes }, ...rest];
};

const fileOf = (orders: TemplateRow[][]) => importWorkbook(orders.flat());

const upload = (file: Buffer, token: string, fields: Record<string, string> = {}) => {
  const boundary = "----import-test";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orders.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return t.app.inject({
    method: "POST",
    url: "/api/orders/imports",
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      "accept-language": "en",
    },
  });
};

/** Uploads the file and waits until its import has finished. */
const importFile = async (file: Buffer, token: string, fields: Record<string, string> = {}) => {
  const response = await upload(file, token, fields);
  expect(response.statusCode, response.body).toBe(200);
  const created = response.json() as OrderImport;
  let current = created;
  for (let n = 0; n < 200 && current.status === "processing"; n++) {
    await new Promise((done) => setTimeout(done, 100));
    current = (await t.call("GET", `/api/orders/imports/${created.id}`, { token, lang: "en" })).json();
  }
  return current;
};

const credit = (orgId: number, amount: string) =>
  t.app.wallets.credit({
    orgId,
    currency: "CNY",
    amount,
    reason: "import test",
    reference: { type: "adjustment", id: "import" },
    idempotencyKey: `import-${randomUUID()}`,
  });

const importCount = async () => (await t.db.select({ id: orderImports.id }).from(orderImports)).length;

const newCustomer = async () => {
  const caller = await createCustomerAccount(t);
  productId = await signDemoProduct(t, caller.token, "PP-DE-ECO");
  await t.db.insert(addresses).values({
    orgId: caller.orgId,
    userId: caller.userId,
    type: "sender",
    name: "张三",
    phone: "13800138000",
    countryCode: "CN",
    city: "深圳",
    postcode: "518000",
    address1: "科技园1号",
    isDefault: true,
  });
  return caller;
};

beforeAll(async () => {
  t = await createTestApp({ ORDER_IMPORT_LEASE_SECONDS: "5" });
  const jobs = await startJobs(t.database, silentLog, [], t.taskJobs);
  t.tasks.attach(jobs.boss);
  stopJobs = jobs.stop;
  owner = await newCustomer();
  rival = await newCustomer();
  await credit(owner.orgId, "1000");
});

afterAll(async () => {
  await stopJobs();
  await t.close();
});

describe("bulk orders", () => {
  it("downloads the template with its header row", async () => {
    const response = await t.call("GET", "/api/orders/imports/template?lang=en", { token: owner.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toContain("bulk-order-template-en.xlsx");
    expect((await readXlsx(response.rawPayload))[0]!.join("|")).toContain(importColumnHeader("hsCode", "en"));
  });

  it("places the valid orders, reports the invalid one in the failed records, and charges each order", async () => {
    const ref = randomUUID().slice(0, 8);
    const done = await importFile(
      await fileOf([rowOf(`A-${ref}`), rowOf(`B-${ref}`), rowOf(`C-${ref}`, { hsCode: "x" })]),
      owner.token,
    );
    expect(done).toMatchObject({
      status: "completed",
      total: 3,
      processed: 3,
      succeeded: 2,
      failed: 1,
      drafted: 0,
    });
    expect(done.serialNo).toMatch(/^IMP\d{8}\d{8}$/);
    expect(done.charged?.currency).toBe("CNY");
    const placed = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.orgId, owner.orgId), inArray(orders.referenceNo, [`A-${ref}`, `B-${ref}`])));
    expect(placed.map((order) => order.paymentStatus)).toEqual(["paid", "paid"]);
    const failed = await t.call("GET", `/api/orders/imports/${done.id}/failed`, { token: owner.token });
    expect(failed.statusCode).toBe(200);
    const rows = await readXlsx(failed.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`C-${ref}`);
    expect(rows[1]!.at(-1)).toContain(importColumnHeader("hsCode", "zh"));
    const original = await t.call("GET", `/api/orders/imports/${done.id}/file`, { token: owner.token });
    expect(await readXlsx(original.rawPayload)).toHaveLength(4);

    // The same file again places nothing twice: every valid order is found already placed.
    const again = await importFile(
      await fileOf([rowOf(`A-${ref}`), rowOf(`B-${ref}`), rowOf(`C-${ref}`, { hsCode: "x" })]),
      owner.token,
    );
    expect(again).toMatchObject({ status: "completed", succeeded: 2, failed: 1, charged: null });
    // A changed order under a used reference fails, naming the order that holds it.
    const changed = await importFile(await fileOf([rowOf(`A-${ref}`, { weightKg: "2" })]), owner.token);
    expect(changed).toMatchObject({ status: "completed", succeeded: 0, failed: 1 });
    const reason = await readXlsx(
      (await t.call("GET", `/api/orders/imports/${changed.id}/failed`, { token: owner.token })).rawPayload,
    );
    const holder = placed.find((order) => order.referenceNo === `A-${ref}`)!;
    expect(reason[1]!.at(-1)).toContain(`客户单号已被订单 ${holder.orderNo} 使用`);
  });

  it("reports each bulk rule of spec §5 that a row breaks, naming its column in the failed records", async () => {
    const seller = await newCustomer();
    await signDemoProduct(t, seller.token, "PP-US-FBA");
    await signDemoProduct(t, seller.token, "PP-KR-ECO");
    const ref = randomUUID().slice(0, 6);
    const korea = { country: "KR", city: "Seoul", receiverPhone: "01012345678", productCode: "PP-KR-ECO" };
    const broken: [string, Partial<TemplateRow>, ImportColumnKey][] = [
      ["required", { receiverName: "" }, "receiverName"],
      ["product", { productCode: "XX" }, "productCode"],
      ["courier", { courierType: "boat" }, "courierType"],
      ["house", { houseNumber: "" }, "houseNumber"],
      ["fba-vat", { productCode: "PP-US-FBA" }, "vatNo"],
      ["fba-eori", { productCode: "PP-US-FBA", vatNo: "DE123456789" }, "eoriNo"],
      ["korea", { ...korea, clearanceNo: "" }, "clearanceNo"],
      ["magnetic", { magnetic: "maybe" }, "magnetic"],
    ];
    const done = await importFile(
      await fileOf([
        rowOf(`OK-${ref}`, { sku: "", receiverEmail: "", address2: "" }),
        ...broken.map(([name, changes]) => rowOf(`${name}-${ref}`, changes)),
      ]),
      seller.token,
      { mode: "drafts" },
    );
    expect(done).toMatchObject({ status: "completed", drafted: 1, failed: broken.length });
    const rows = await readXlsx(
      (await t.call("GET", `/api/orders/imports/${done.id}/failed`, { token: seller.token })).rawPayload,
    );
    const reasons = new Map(
      rows.slice(1).map((row) => [row.find((cell) => cell.endsWith(`-${ref}`)), row.at(-1)]),
    );
    for (const [name, , column] of broken)
      expect(reasons.get(`${name}-${ref}`), name).toContain(`「${importColumnHeader(column, "zh")}」`);
  });

  it("counts a chunk that a stopped run placed but did not record as this import's, charged once", async () => {
    const buyer = await newCustomer();
    await credit(buyer.orgId, "100000");
    const ref = randomUUID().slice(0, 6);
    const references = Array.from({ length: 150 }, (_, n) => `S${n}-${ref}`);
    const done = await importFile(await fileOf(references.map((reference) => rowOf(reference))), buyer.token);
    expect(done).toMatchObject({ status: "completed", succeeded: 150 });
    const placed = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.orgId, buyer.orgId), inArray(orders.referenceNo, references)));
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const firstChunk = placed.filter((order) => Number(order.referenceNo.split("-")[0]!.slice(1)) < 100);
    // What a process killed after placing the second chunk and before recording it leaves: its orders and
    // charges committed, the import's outcomes, counts and next index still at the end of the first chunk.
    await t.db
      .delete(orderImportOrders)
      .where(and(eq(orderImportOrders.importId, done.id), gte(orderImportOrders.orderIndex, 100)));
    await t.db
      .update(orderImports)
      .set({
        status: "processing",
        nextIndex: 100,
        processed: 100,
        succeeded: 100,
        chargedAmount: (firstChunk.reduce((sum, order) => sum + cents(order.chargeAmount), 0) / 100).toFixed(
          2,
        ),
        finishedAt: null,
        failedFileKey: null,
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(orderImports.id, done.id));

    expect(await t.importFlow.runImport(done.id)).toBe(true);
    const resumed = (await t.call("GET", `/api/orders/imports/${done.id}`, { token: buyer.token })).json();
    expect(resumed).toMatchObject({ status: "completed", succeeded: 150, failed: 0 });
    expect(cents(resumed.charged.amount)).toBe(
      placed.reduce((sum, order) => sum + cents(order.chargeAmount), 0),
    );
    const outcomes = await t.db
      .select({ outcome: orderImportOrders.outcome })
      .from(orderImportOrders)
      .where(eq(orderImportOrders.importId, done.id));
    expect(outcomes.filter((row) => row.outcome === "placed")).toHaveLength(150);
    const charges = await t.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orgId, buyer.orgId), eq(ledgerEntries.kind, "charge")));
    expect(charges).toHaveLength(150);
  });

  it("saves drafts and charges nothing in drafts mode", async () => {
    const ref = randomUUID().slice(0, 8);
    const done = await importFile(await fileOf([rowOf(`D-${ref}`)]), owner.token, { mode: "drafts" });
    expect(done).toMatchObject({
      status: "completed",
      succeeded: 0,
      drafted: 1,
      charged: null,
      unpaidDrafts: 1,
    });
  });

  it("makes drafts of what the wallet cannot pay in placeGood mode, paid later after a top-up", async () => {
    const poor = await newCustomer();
    const ref = randomUUID().slice(0, 8);
    const done = await importFile(await fileOf([rowOf(`P-${ref}`), rowOf(`Q-${ref}`)]), poor.token);
    expect(done).toMatchObject({ status: "completed", succeeded: 0, drafted: 2, failed: 0, unpaidDrafts: 2 });
    await credit(poor.orgId, "1000");
    const pay = await t.call("POST", `/api/orders/imports/${done.id}/pay-drafts`, { token: poor.token });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json()).toMatchObject({ drafts: 2 });
    let after = done;
    for (let n = 0; n < 100 && after.unpaidDrafts > 0; n++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = (await t.call("GET", `/api/orders/imports/${done.id}`, { token: poor.token })).json();
    }
    expect(after.unpaidDrafts).toBe(0);
  });

  describe("all or nothing", () => {
    const walletOf = async (orgId: number) =>
      (await t.db.select().from(wallets).where(eq(wallets.orgId, orgId)))[0];
    const ordersOf = (orgId: number, references: string[]) =>
      t.db
        .select()
        .from(orders)
        .where(and(eq(orders.orgId, orgId), inArray(orders.referenceNo, references)));

    it("holds the file's total, charges each order from the hold and gives back the rest", async () => {
      const buyer = await newCustomer();
      await credit(buyer.orgId, "1000");
      const ref = randomUUID().slice(0, 8);
      const references = [`H-${ref}`, `I-${ref}`, `J-${ref}`];
      const done = await importFile(
        await fileOf(references.map((reference) => rowOf(reference))),
        buyer.token,
        {
          mode: "allOrNothing",
        },
      );
      expect(done).toMatchObject({ status: "completed", succeeded: 3, failed: 0, mode: "allOrNothing" });
      const placed = await ordersOf(buyer.orgId, references);
      expect(placed.map((order) => order.paymentStatus)).toEqual(["paid", "paid", "paid"]);
      const spent = placed.reduce((sum, order) => sum + Math.round(Number(order.chargeAmount) * 100), 0);
      expect(Math.round(Number(done.charged?.amount) * 100)).toBe(spent);
      // The wallet paid exactly the orders' charges and holds nothing any more.
      const wallet = await walletOf(buyer.orgId);
      expect(wallet).toMatchObject({ held: "0.00" });
      expect(Math.round(Number(wallet!.balance) * 100)).toBe(100_000 - spent);
      const [hold] = await t.db.select().from(walletHolds).where(eq(walletHolds.orgId, buyer.orgId));
      expect(hold).toMatchObject({ referenceType: "orderImport", referenceId: done.serialNo });
      expect(hold!.status).toBe("drawn");
      const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orgId, buyer.orgId));
      const charges = entries.filter((entry) => entry.kind === "charge");
      expect(charges).toHaveLength(3);
      expect(charges.every((entry) => entry.holdId === hold!.id)).toBe(true);
      expect(entries.find((entry) => entry.kind === "hold")?.reasonCode).toBe("orderImportHold");
    });

    it("places nothing when one order is invalid, reporting it and marking the others not placed", async () => {
      const buyer = await newCustomer();
      await credit(buyer.orgId, "1000");
      const ref = randomUUID().slice(0, 8);
      const done = await importFile(
        await fileOf([rowOf(`K-${ref}`), rowOf(`L-${ref}`, { hsCode: "x" }), rowOf(`M-${ref}`)]),
        buyer.token,
        { mode: "allOrNothing" },
      );
      expect(done).toMatchObject({ status: "failed", succeeded: 0, failed: 3, charged: null });
      expect(done.error).toContain("1 个订单未通过校验");
      expect(await ordersOf(buyer.orgId, [`K-${ref}`, `L-${ref}`, `M-${ref}`])).toEqual([]);
      expect(await walletOf(buyer.orgId)).toMatchObject({ balance: "1000.00", held: "0.00" });
      const rows = await readXlsx(
        (await t.call("GET", `/api/orders/imports/${done.id}/failed`, { token: buyer.token })).rawPayload,
      );
      expect(rows).toHaveLength(4);
      expect(rows[2]!.at(-1)).toContain(importColumnHeader("hsCode", "zh"));
      for (const row of [rows[1]!, rows[3]!]) expect(row.at(-1)).toContain("未下单");
    });

    it("resumes with the hold a stopped run took, never holding twice", async () => {
      const buyer = await newCustomer();
      const ref = randomUUID().slice(0, 8);
      const references = [`T-${ref}`, `U-${ref}`];
      // An import refused for want of money, then made what a run stopped right after its hold leaves: the
      // import processing, its hold taken under the import's key.
      const refused = await importFile(
        await fileOf(references.map((reference) => rowOf(reference))),
        buyer.token,
        { mode: "allOrNothing" },
      );
      expect(refused.status).toBe("failed");
      await credit(buyer.orgId, "1000");
      await t.app.wallets.hold({
        orgId: buyer.orgId,
        currency: "CNY",
        amount: "600.00",
        reason: { code: "orderImportHold", params: { serialNo: refused.serialNo } },
        reference: { type: "orderImport", id: refused.serialNo },
        idempotencyKey: `import:${refused.id}`,
      });
      await t.db
        .update(orderImports)
        .set({
          status: "processing",
          errorKey: null,
          errorParams: null,
          finishedAt: null,
          leaseUntil: sql`now() - interval '1 second'`,
        })
        .where(eq(orderImports.id, refused.id));

      expect(await t.importFlow.runImport(refused.id)).toBe(true);
      const done = (await t.call("GET", `/api/orders/imports/${refused.id}`, { token: buyer.token })).json();
      expect(done).toMatchObject({ status: "completed", succeeded: 2 });
      const placed = await ordersOf(buyer.orgId, references);
      const spent = placed.reduce((sum, order) => sum + Math.round(Number(order.chargeAmount) * 100), 0);
      const wallet = await walletOf(buyer.orgId);
      expect(wallet).toMatchObject({ held: "0.00" });
      expect(Math.round(Number(wallet!.balance) * 100)).toBe(100_000 - spent);
      const holds = await t.db.select().from(walletHolds).where(eq(walletHolds.orgId, buyer.orgId));
      expect(holds).toHaveLength(1);
      expect(holds[0]).toMatchObject({ status: "released" });
    });

    it("places nothing when the wallet cannot hold the total, saying what it needs and has", async () => {
      const poor = await newCustomer();
      await credit(poor.orgId, "1");
      const ref = randomUUID().slice(0, 8);
      const done = await importFile(await fileOf([rowOf(`N-${ref}`), rowOf(`O-${ref}`)]), poor.token, {
        mode: "allOrNothing",
      });
      expect(done.status).toBe("failed");
      expect(done.error).toMatch(/运费共需 \d+\.\d{2} CNY，可用余额 1\.00 CNY/);
      expect(await ordersOf(poor.orgId, [`N-${ref}`, `O-${ref}`])).toEqual([]);
      expect(await walletOf(poor.orgId)).toMatchObject({ balance: "1.00", held: "0.00" });
    });
  });

  it("refuses an empty file, a non-xlsx, a file without the columns and a zip bomb, creating nothing", async () => {
    const before = await importCount();
    const empty = await upload(await fileOf([]), owner.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].message).toBe("文件中没有订单");
    const renamed = await upload(Buffer.from("name,phone\nMax,1\n"), owner.token);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.body).toContain("Excel");
    const wrong = await upload(
      await workbookOf([
        ["a", "b"],
        ["1", "2"],
      ]),
      owner.token,
    );
    expect(wrong.statusCode).toBe(400);
    const bomb = await upload(
      zipOf([{ name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(60 * 1024 * 1024, 32) }]),
      owner.token,
    );
    expect(bomb.statusCode).toBe(400);
    expect(await importCount()).toBe(before);
  });

  it("shows a sub-account its main account's imports only with the order list granted", async () => {
    const mine = (await t.call("GET", "/api/orders/imports", { token: owner.token })).json()
      .rows as OrderImport[];
    expect(mine.length).toBeGreaterThan(0);
    const bulkOnly = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["orders/bulk"],
    });
    const withList = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["orders/bulk", "orders/list"],
    });
    const seen = async (caller: Caller) =>
      (
        (await t.call("GET", "/api/orders/imports", { token: caller.token })).json().rows as OrderImport[]
      ).map((row) => row.id);
    expect(await seen(bulkOnly)).toEqual([]);
    expect(
      (await t.call("GET", `/api/orders/imports/${mine[0]!.id}`, { token: bulkOnly.token })).statusCode,
    ).toBe(404);
    expect(await seen(withList)).toEqual(mine.map((row) => row.id));
  });

  it("keeps each org's imports to itself", async () => {
    const mine = (await t.call("GET", "/api/orders/imports", { token: owner.token })).json()
      .rows as OrderImport[];
    expect(mine.length).toBeGreaterThan(0);
    const id = mine[0]!.id;
    const theirs = (await t.call("GET", "/api/orders/imports", { token: rival.token })).json()
      .rows as OrderImport[];
    expect(theirs.map((row) => row.id)).not.toContain(id);
    for (const url of [
      `/api/orders/imports/${id}`,
      `/api/orders/imports/${id}/file`,
      `/api/orders/imports/${id}/failed`,
    ])
      expect((await t.call("GET", url, { token: rival.token })).statusCode, url).toBe(404);
    expect(
      (await t.call("POST", `/api/orders/imports/${id}/pay-drafts`, { token: rival.token })).statusCode,
    ).toBe(404);
  });
});
