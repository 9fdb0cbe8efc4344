import { sql } from "drizzle-orm";
import { sandboxCarrier } from "../../apps/server/src/modules/carriers/adapters/sandbox";
import type { CarrierHttp } from "../../apps/server/src/modules/carriers/kit/carrier";
import { rowsOf } from "../../apps/server/src/platform/db";
import * as schema from "../../apps/server/src/schema";
import { sampleShipment } from "../../apps/server/src/test/shipment-request";
import type { Benchmark } from "./support/bench.types";
import { onPostgres } from "./support/postgres";
import { logProgress, printFigure, roundTo } from "./support/report";
import {
  addSandboxProvider,
  CARRIER_KEY,
  databaseWithImportedOrders,
  platformInProcess,
  startSandboxCarrier,
} from "./support/sandbox-world";
import type { Scope } from "./support/scope";

// Pushing orders (issue 15): 5,000 paid orders pushed to the sandbox carrier, which answers every call after
// 100 ms, by the push worker (bounded calls in flight per provider), timed from the queue filled to the last
// submission written. The carrier runs as its own server process on its own database, as a carrier would; its
// labels are asynchronous, so the figure is the submissions themselves. The baseline is the same 5,000 creations
// sent straight to the carrier at the same number in flight, nothing written on our side.

const ORDERS = 5_000;
const LATENCY_MS = 100;
const IN_FLIGHT = 32;

/** A transport with nothing of ours around it: plain fetch. */
const plainHttp: CarrierHttp = async (request) => {
  const answer = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const body = new Uint8Array(await answer.arrayBuffer());
  return {
    status: answer.status,
    headers: Object.fromEntries(answer.headers.entries()),
    body,
    text: () => Buffer.from(body).toString("utf8"),
  };
};

/** The bare creations: ORDERS shipments created straight at the carrier by its adapter, IN_FLIGHT at a time. */
const bareCreations = async (carrierUrl: string) => {
  const adapter = sandboxCarrier.create(
    sandboxCarrier.parseSettings({
      baseUrl: carrierUrl,
      apiKey: CARRIER_KEY,
      latencyMs: String(LATENCY_MS),
      labelMode: "async",
    }),
    plainHttp,
  );
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < ORDERS) await adapter.createShipment(sampleShipment(`BARE${next++}`));
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return (performance.now() - started) / 1000;
};

const measure = async (scope: Scope) => {
  const carrier = await startSandboxCarrier(scope);
  const url = await databaseWithImportedOrders(scope, "push", ORDERS);
  const platform = await platformInProcess(scope, url);
  const { database, built } = platform;
  const providerId = await addSandboxProvider(platform, {
    baseUrl: carrier.apiUrl,
    latencyMs: String(LATENCY_MS),
    failureRate: "0",
    labelMode: "async",
  });
  // The import queued every order for the demo's provider (its carrier unreachable from the importing process, so
  // all still wait): they go to the bench's carrier instead, due now, as if just paid.
  await database.db.execute(sql`update ${schema.shipments} set provider_id = ${providerId}, attempts = 0,
    next_attempt_at = now(), lease_until = null, error_message = '', error_code = ''`);

  logProgress(`push: pushing ${ORDERS} orders, ${LATENCY_MS} ms a call`);
  const started = performance.now();
  await built.pusher.drain();
  const seconds = (performance.now() - started) / 1000;
  const [counted] = rowsOf<{ success: string; other: string }>(
    await database.db.execute(
      sql`select count(*) filter (where status = 'success') as success, count(*) filter (where status <> 'success') as other from ${schema.shipments}`,
    ),
  );

  logProgress("push: the same creations straight at the carrier");
  const bare = await bareCreations(carrier.apiUrl);
  printFigure("push", {
    db: "postgres",
    orders: ORDERS,
    latency_ms: LATENCY_MS,
    in_flight: IN_FLIGHT,
    s: roundTo(seconds, 2),
    rps: Math.round(ORDERS / seconds),
    pushed: Number(counted?.success ?? 0),
    not_pushed: Number(counted?.other ?? 0),
    bare_s: roundTo(bare, 2),
    ratio: (seconds / bare).toFixed(2),
  });
};

export const pushBenchmark: Benchmark = {
  name: "push",
  describe:
    "5,000 paid orders pushed to the sandbox carrier (100 ms a call) vs the bare creations (PostgreSQL)",
  run: async ({ scope }) => {
    await onPostgres("push", () => measure(scope));
  },
};
