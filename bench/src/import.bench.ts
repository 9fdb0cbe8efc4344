import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { type OrderDraftRequest, type OrderImport, orderDraftSchema } from "@pp/contracts";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { checkLedger, createWalletService } from "../../apps/server/src/modules/finance";
import { openDatabase } from "../../apps/server/src/platform/db";
import * as schema from "../../apps/server/src/schema";
import { importWorkbook, templateRowsOf } from "../../apps/server/src/test/import-sheets";
import { berlinDraft } from "../../apps/server/src/test/order-drafts";
import type { Benchmark } from "./support/bench.types";
import { createTempDatabase, onPostgres } from "./support/postgres";
import { logProgress, printFigure, roundTo } from "./support/report";
import type { Scope } from "./support/scope";
import { startServer } from "./support/server-process";
import { signIn } from "./support/sign-in";

// Bulk import (issue 14): one file of 10,000 valid orders to four products in three countries goes the whole way
// (upload, parse, validate, price, order rules, charge, insert), timed from the upload to the task's completion.
// The baseline is a bare streaming read of the same file with the same xlsx library in the same run. Meanwhile a
// client asks /api/health every 50 ms, whose p99 says whether other users are still served.

const ORDERS = 10_000;
const HEALTH_EVERY_MS = 50;
const CUSTOMER = { username: "customer", password: "Customer2026" };
const GIVE_UP_MS = 600_000;

type Line = { code: string; draft: (productId: number) => OrderDraftRequest };

/** The file's four lines, each served by a demo product the demo customer signed. */
const LINES: Line[] = [
  { code: "PP-DE-ECO", draft: (productId) => berlinDraft(productId) },
  {
    code: "PP-US-POST",
    draft: (productId) =>
      berlinDraft(productId, {
        destination: { country: "US", state: "NY", city: "New York", postcode: "10001" },
        receiver: {
          name: "John Smith",
          phone: "+1 212 555 0100",
          countryCode: "US",
          province: "NY",
          city: "New York",
          postcode: "10001",
          address1: "350 5th Ave",
        },
      }),
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
const prepare = async (database: { url?: string; dataDir?: string }) => {
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

/** The upload: ORDERS orders, the LINES in turn, each with its own reference. */
const buildFile = async (productIds: Map<string, number>) => {
  const rows = [];
  for (let n = 0; n < ORDERS; n++) {
    const line = LINES[n % LINES.length]!;
    const draft = orderDraftSchema.parse(line.draft(productIds.get(line.code)!));
    rows.push(...templateRowsOf(draft, { productCode: line.code, reference: `BENCH-${n}` }));
  }
  return importWorkbook(rows);
};

/** The baseline: every row of the file read by exceljs's streaming reader, nothing done with it. */
const bareRead = async (file: Buffer) => {
  const started = performance.now();
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {});
  for await (const sheet of reader) {
    for await (const _row of sheet) rows++;
    break;
  }
  return { seconds: (performance.now() - started) / 1000, rows };
};

/** Asks /api/health every HEALTH_EVERY_MS until stopped; answers the latencies. */
const watchHealth = (baseUrl: string) => {
  const latencies: number[] = [];
  let running = true;
  // A failed ask stops the watch; its error is thrown when the watch is stopped.
  const done = (async () => {
    while (running) {
      const start = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      latencies.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })().then(
    () => undefined,
    (error: unknown) => error,
  );
  return async () => {
    running = false;
    const failure = await done;
    if (failure !== undefined) throw failure;
    latencies.sort((a, b) => a - b);
    return latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  };
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

/** Uploads the file and waits for its import to finish: the seconds from upload to completion. */
const uploadAndWait = async (baseUrl: string, token: string, file: Buffer) => {
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
  if (current.status !== "completed" || current.succeeded !== ORDERS)
    throw new Error(
      `the import ended ${current.status} with ${current.succeeded} of ${ORDERS} placed: ${await firstReason(baseUrl, token, current)}`,
    );
  return (performance.now() - started) / 1000;
};

/** The import timed, with /api/health asked all along. */
const importOnce = async (baseUrl: string, token: string, file: Buffer) => {
  const stopHealth = watchHealth(baseUrl);
  try {
    const seconds = await uploadAndWait(baseUrl, token, file);
    return { seconds, healthP99: await stopHealth() };
  } catch (error) {
    await stopHealth().catch(() => undefined);
    throw error;
  }
};

const measure = async (scope: Scope, db: "postgres" | "pglite", env: Record<string, string>) => {
  logProgress(`bulk-import db=${db}: first start (migrations and demo data)`);
  const first = await startServer(scope, { env });
  await first.stop();
  const where = env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR! };
  const productIds = await prepare(where);
  logProgress(`bulk-import db=${db}: building a file of ${ORDERS} orders`);
  const file = await buildFile(productIds);
  const bare = await bareRead(file);
  logProgress(`bulk-import db=${db}: importing`);
  const server = await startServer(scope, { env: { ...env, JOBS: "true" } });
  const token = await signIn(server.url, CUSTOMER);
  const result = await importOnce(server.url, token, file);
  await server.stop();
  const opened = await openDatabase({ schema, ...where, poolMax: 2 });
  const ledger = await checkLedger(opened.db);
  await opened.close();
  printFigure("bulk-import", {
    db,
    rows: ORDERS,
    file_kb: Math.round(file.length / 1024),
    s: roundTo(result.seconds, 2),
    rows_per_s: Math.round(ORDERS / result.seconds),
    bare_read_s: roundTo(bare.seconds, 3),
    ratio: (result.seconds / bare.seconds).toFixed(1),
    health_p99_ms: roundTo(result.healthP99, 1),
    drift: ledger.drift,
  });
};

export const importBenchmark: Benchmark = {
  name: "import",
  describe:
    "a 10,000-order xlsx through upload, import task and placement vs a bare streaming read (both DBs)",
  run: async ({ scope }) => {
    await onPostgres("bulk-import", async () =>
      measure(scope, "postgres", { DATABASE_URL: await createTempDatabase(scope) }),
    );
    const dir = await mkdtemp(join(tmpdir(), "pp-bench-"));
    scope.defer(() => rm(dir, { recursive: true, force: true }));
    await measure(scope, "pglite", { DATA_DIR: join(dir, "data") });
  },
};
