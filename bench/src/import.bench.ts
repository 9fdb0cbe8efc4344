import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { checkLedger } from "../../apps/server/src/modules/finance";
import { openDatabase } from "../../apps/server/src/platform/db";
import * as schema from "../../apps/server/src/schema";
import type { Benchmark } from "./support/bench.types";
import { buildOrdersFile, CUSTOMER, importAndWait, prepareBulkCustomer } from "./support/bulk-orders";
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

/** The import timed, with /api/health asked all along. */
const importOnce = async (baseUrl: string, token: string, file: Buffer) => {
  const stopHealth = watchHealth(baseUrl);
  try {
    const seconds = await importAndWait(baseUrl, token, file, ORDERS);
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
  const productIds = await prepareBulkCustomer(where);
  logProgress(`bulk-import db=${db}: building a file of ${ORDERS} orders`);
  const file = await buildOrdersFile(productIds, ORDERS);
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
