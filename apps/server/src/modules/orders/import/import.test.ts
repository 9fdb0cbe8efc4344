import { randomUUID } from "node:crypto";
import type { OrderImport } from "@pp/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs } from "../../../platform/jobs";
import { readXlsx, workbookOf, zipOf } from "../../../test/sheets";
import { type Caller, createCustomerAccount } from "../../../test/tenancy";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { addresses } from "../addresses.tables";
import { signDemoProduct } from "../orders.fixtures";
import { orders } from "../orders.tables";
import { orderImports } from "./import.tables";
import { importColumns } from "./import-reader";

// Issue 14: bulk orders through the HTTP layer: an upload is checked, stored and imported by its task (pg-boss
// works the queue here as in a worker), each order placed by the one placement function.

let t: TestApp;
let stopJobs: () => Promise<void>;
let owner: Caller;
let rival: Caller;

const silentLog = { error: () => undefined } as unknown as Parameters<typeof startJobs>[1];
const HEADERS = importColumns.map(([, header]) => header);

/** One order's row of the template: one box of one line to Berlin. */
const rowOf = (
  reference: string,
  changes: Partial<Record<(typeof importColumns)[number][0], string>> = {},
) => {
  const values: Record<string, string> = {
    referenceNo: reference,
    productCode: "PP-DE-ECO",
    courierType: "",
    receiverName: "Max Muster",
    receiverPhone: "+49 30 1234567",
    country: "DE",
    state: "",
    city: "Berlin",
    postcode: "10115",
    address1: "Unter den Linden",
    houseNumber: "5",
    boxNo: "1",
    lengthCm: "20",
    widthCm: "20",
    heightCm: "10",
    weightKg: "1",
    goodsNameZh: "杯子",
    goodsNameEn: "Cup",
    quantity: "1",
    unitValue: "5",
    hsCode: "691200",
    ...changes,
  };
  return importColumns.map(([key]) => values[key] ?? "");
};

const fileOf = (rows: string[][]) => workbookOf([HEADERS, ...rows]);

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
  await signDemoProduct(t, caller.token, "PP-DE-ECO");
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
    expect((await readXlsx(response.rawPayload))[0]).toEqual(HEADERS);
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
    expect(rows[1]![0]).toBe(`C-${ref}`);
    expect(rows[1]!.at(-1)).toContain('第 4 行, "HS code"');
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

  it("refuses an empty file, a non-xlsx, a file without the columns and a zip bomb, creating nothing", async () => {
    const before = await importCount();
    const empty = await upload(await fileOf([]), owner.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("文件中没有订单");
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
