import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { checkLedger, createWalletService } from "../../apps/server/src/modules/finance";
import { orgs } from "../../apps/server/src/modules/identity";
import { type Database, openDatabase } from "../../apps/server/src/platform/db";
import * as schema from "../../apps/server/src/schema";
import { seedDatabase } from "../../apps/server/src/seed";
import type { Benchmark } from "./support/bench.types";
import { createTempDatabase, onPostgres } from "./support/postgres";
import { logProgress, printFigure, roundTo } from "./support/report";

const CLIENTS = 50;
const WALLETS = 50;
const WARMUP_MS = 2_000;
const SEGMENT_MS = 4_000;
const SEGMENTS = 2;

type Segment = { done: number; latenciesMs: number[]; elapsedMs: number };

/** `clients` loops run `work` back to back for `ms`; each call's latency is kept. */
const runClients = async (ms: number, work: (client: number) => Promise<void>): Promise<Segment> => {
  const latenciesMs: number[] = [];
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < until) {
        const start = performance.now();
        await work(client);
        latenciesMs.push(performance.now() - start);
      }
    }),
  );
  return { done: latenciesMs.length, latenciesMs, elapsedMs: performance.now() - started };
};

const summary = (segments: Segment[]) => {
  const latencies = segments.flatMap((s) => s.latenciesMs).sort((a, b) => a - b);
  const done = segments.reduce((sum, s) => sum + s.done, 0);
  const seconds = segments.reduce((sum, s) => sum + s.elapsedMs, 0) / 1000;
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { rps: done / seconds, p99Ms: roundTo(p99, 1) };
};

// A random charge of 0.01–10.00, written as cents so no binary fraction ever reaches the ledger.
const randomAmount = () => {
  const cents = 1 + Math.floor(Math.random() * 1000);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
};

const prepare = async (database: Database) => {
  await database.migrate();
  await seedDatabase(database.db, { demo: false });
  const created = await database.db
    .insert(orgs)
    .values(
      Array.from({ length: WALLETS }, (_, n) => ({
        type: "customer" as const,
        name: `Bench customer ${n}`,
        edition: "free" as const,
      })),
    )
    .returning({ id: orgs.id });
  const wallets = createWalletService(database.db);
  for (const { id } of created) {
    await wallets.credit({
      orgId: id,
      currency: "CNY",
      amount: "100000000.00",
      reason: "bench opening balance",
      reference: { type: "adjustment", id: "bench" },
      idempotencyKey: `bench-open-${id}`,
    });
  }
  // The baseline's rows: one per client, like the wallets.
  await database.db.execute(sql`create table bench_counter (id int primary key, n bigint not null)`);
  await database.db.execute(
    sql`insert into bench_counter select g, 0 from generate_series(0, ${CLIENTS - 1}) g`,
  );
  return { wallets, orgIds: created.map((org) => org.id) };
};

/**
 * Charges through the wallet service (idempotency key, row lock, double-entry lines, balance update) against a
 * bare transaction that updates one row, both with 50 concurrent clients on one PostgreSQL database, measured
 * in alternating segments so both see the same machine.
 */
const measure = async (database: Database) => {
  const { wallets, orgIds } = await prepare(database);
  const bare = async (client: number) => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update bench_counter set n = n + 1 where id = ${client}`);
    });
  };
  const charge = async (client: number) => {
    await wallets.charge({
      orgId: orgIds[client % orgIds.length]!,
      currency: "CNY",
      amount: randomAmount(),
      reason: "bench charge",
      reference: { type: "order", id: "bench" },
      idempotencyKey: randomUUID(),
    });
  };
  logProgress(`wallet-charge: warming up ${(2 * WARMUP_MS) / 1000} s`);
  await runClients(WARMUP_MS, bare);
  await runClients(WARMUP_MS, charge);
  logProgress("wallet-charge: measuring");
  const bareSegments: Segment[] = [];
  const chargeSegments: Segment[] = [];
  for (let n = 0; n < SEGMENTS; n++) {
    bareSegments.push(await runClients(SEGMENT_MS, bare));
    chargeSegments.push(await runClients(SEGMENT_MS, charge));
  }
  const baseline = summary(bareSegments);
  const charges = summary(chargeSegments);
  const ledger = await checkLedger(database.db);
  printFigure("wallet-charge", {
    db: "postgres",
    clients: CLIENTS,
    wallets: WALLETS,
    rps: Math.round(charges.rps),
    p99_ms: charges.p99Ms,
    bare_rps: Math.round(baseline.rps),
    bare_p99_ms: baseline.p99Ms,
    ratio: (charges.rps / baseline.rps).toFixed(3),
    drift: ledger.drift,
  });
};

export const walletBenchmark: Benchmark = {
  name: "wallet",
  describe: "wallet charges through the ledger vs a bare one-row update transaction (PostgreSQL, 50 clients)",
  run: ({ scope }) =>
    onPostgres("wallet-charge", async () => {
      const url = await createTempDatabase(scope);
      const database = await openDatabase({ schema, url, poolMax: CLIENTS });
      scope.defer(() => database.close());
      await measure(database);
    }),
};
