import { type OrderDraftRequest, type OrderImport, orderDraftSchema } from "@pp/contracts";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { createWalletService } from "../../../apps/server/src/modules/finance";
import { openDatabase } from "../../../apps/server/src/platform/db";
import * as schema from "../../../apps/server/src/schema";
import { importWorkbook, templateRowsOf } from "../../../apps/server/src/test/import-sheets";
import { berlinDraft, NEW_YORK } from "../../../apps/server/src/test/order-drafts";

// Orders in bulk for the benchmarks that need many paid orders (import, push): the demo customer with a default
// sender and plenty of money, a file of orders to four demo products in three countries, and its import.

export const CUSTOMER = { username: "customer", password: "Customer2026" };
const GIVE_UP_MS = 600_000;

type Line = { code: string; draft: (productId: number) => OrderDraftRequest };

/** The file's four lines, each served by a demo product the demo customer signed. */
const LINES: Line[] = [
  { code: "PP-DE-ECO", draft: (productId) => berlinDraft(productId) },
  {
    code: "PP-US-POST",
    draft: (productId) => berlinDraft(productId, NEW_YORK),
  },
  {
    code: "PP-GB-EXP",
    draft: (productId) =>
      berlinDraft(productId, {
        destination: { country: "GB", city: "London", postcode: "SW1A 1AA" },
        receiver: {
          name: "Emma Brown",
          phone: "+44 20 7946 0958",
          countryCode: "GB",
          city: "London",
          postcode: "SW1A 1AA",
          address1: "10 Downing Street",
        },
        hmrcNo: "GB123456789",
      }),
  },
  {
    code: "PP-US-EXP",
    draft: (productId) =>
      berlinDraft(productId, {
        destination: { country: "US", state: "CA", city: "Los Angeles", postcode: "90012" },
        receiver: {
          name: "Maria Garcia",
          phone: "+1 213 555 0142",
          countryCode: "US",
          province: "CA",
          city: "Los Angeles",
          postcode: "90012",
          address1: "200 N Spring St",
        },
      }),
  },
];

/** The demo customer's org with a default sender and plenty of money; the products of LINES by code. */
export const prepareBulkCustomer = async (database: { url?: string; dataDir?: string }) => {
  const opened = await openDatabase({ schema, ...database, poolMax: 2 });
  try {
    const { db } = opened;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.username, CUSTOMER.username));
    if (!user) throw new Error("the demo seed has no customer");
    const productIds = new Map<string, number>();
    for (const { code } of LINES) {
      const [product] = await db
        .select({ id: schema.products.id })
        .from(schema.products)
        .where(and(eq(schema.products.code, code), eq(schema.products.side, "sales")));
      if (!product) throw new Error(`the demo seed has no ${code}`);
      productIds.set(code, product.id);
    }
    await db.insert(schema.addresses).values({
      orgId: user.orgId,
      userId: user.id,
      type: "sender",
      name: "张伟",
      phone: "13800138000",
      countryCode: "CN",
      city: "深圳",
      postcode: "518000",
      address1: "南山区科技园科苑路8号",
      isDefault: true,
    });
    await createWalletService(db).credit({
      orgId: user.orgId,
      currency: "CNY",
      amount: "100000000.00",
      reason: "bench opening balance",
      reference: { type: "adjustment", id: "bench" },
      idempotencyKey: `bench-import-${user.orgId}`,
    });
    return productIds;
  } finally {
    await opened.close();
  }
};

/** The upload: `count` orders, the LINES in turn, each with its own reference. */
export const buildOrdersFile = async (productIds: Map<string, number>, count: number) => {
  const rows = [];
  for (let n = 0; n < count; n++) {
    const line = LINES[n % LINES.length]!;
    const draft = orderDraftSchema.parse(line.draft(productIds.get(line.code)!));
    rows.push(...templateRowsOf(draft, { productCode: line.code, reference: `BENCH-${n}` }));
  }
  return importWorkbook(rows);
};

/** The first failed order's reason (the last column of the failed records), or the import's error. */
const firstReason = async (baseUrl: string, token: string, current: OrderImport) => {
  if (!current.hasFailedRecords) return current.error ?? "";
  const response = await fetch(`${baseUrl}/api/orders/imports/${current.id}/failed`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const row = book.worksheets[0]?.getRow(2);
  return String(row?.getCell(row.cellCount).value ?? "");
};

/** Uploads the file and waits for its import to place all `count` orders: the seconds from upload to completion. */
export const importAndWait = async (baseUrl: string, token: string, file: Buffer, count: number) => {
  const form = new FormData();
  form.append("mode", "placeGood");
  form.append("file", new Blob([file]), "bench-orders.xlsx");
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/orders/imports`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 200)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  let current = (await response.json()) as OrderImport;
  while (current.status === "processing") {
    if (performance.now() - started > GIVE_UP_MS) throw new Error("the import did not finish in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const read = await fetch(`${baseUrl}/api/orders/imports/${current.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    current = (await read.json()) as OrderImport;
  }
  if (current.status !== "completed" || current.succeeded !== count)
    throw new Error(
      `the import ended ${current.status} with ${current.succeeded} of ${count} placed: ${await firstReason(baseUrl, token, current)}`,
    );
  return (performance.now() - started) / 1000;
};
