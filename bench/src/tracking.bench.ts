import { createHash } from "node:crypto";
import { mapTrackEvent, TRACKING_DEFAULT_ZONE } from "@pp/domain";
import { inArray, sql } from "drizzle-orm";
import type { buildApp } from "../../apps/server/src/app";
import { s10Number } from "../../apps/server/src/modules/carriers/kit/s10";
import { TRACKING_PATHS } from "../../apps/server/src/modules/carriers/sandbox-carrier/sandbox-carrier.controls";
import { sandboxCarrierShipments } from "../../apps/server/src/modules/carriers/sandbox-carrier/sandbox-carrier.tables";
import {
  eventsOf,
  type Journey,
} from "../../apps/server/src/modules/carriers/sandbox-carrier/tracking-paths";
import { orderTracking } from "../../apps/server/src/modules/orders";
import { createParcelSettler, preloadChains } from "../../apps/server/src/modules/tracking";
import { type Database, type Db, openDatabase, rowsOf } from "../../apps/server/src/platform/db";
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

// Tracking (issue 17), on PostgreSQL. The world: 100 orders placed through a bulk import, cloned in SQL into two sets
// of PARCELS tracked parcels of the demo customer (cloning keeps the setup to seconds; every order is a real row with
// its org, product and status counts). Each parcel has a sandbox-carrier shipment on one of its named paths, created
// 1 to 10 days ago at real speed, so its events run from "order created" to delivered, returned or lost.
// - tracking-map: the events of 1,000,000 parcels' worth of sandbox paths mapped through the demo product's rule chain
//   (the sandbox group, then the default group) in-process; baseline: the same events looked up by code in one Map.
// - tracking-process: set A's events computed in-process (as fetched), then settled by the refresh's own settler
//   (store, map, recompute, reschedule, hand orders over, write outbox events), 100 parcels a transaction; baseline:
//   the same event rows inserted into an empty copy of track_events in the same batches (storage alone).
// - tracking-refresh: set B refreshed by the tracking worker against the sandbox carrier running as its own process
//   with its limits on (10 calls a second, 40 numbers a call); baseline: the least time those limits allow.

const PARCELS = Number(process.env.BENCH_TRACKING_PARCELS ?? 100_000);
const MAP_EVENTS = 1_000_000;
const SEED_ORDERS = 100;
/** As the worker: parcels claimed (their orders' facts read) 2,000 at a time, settled 100 a transaction. */
const CLAIM_BATCH = 2000;
const SETTLE_BATCH = 100;
const ROWS_PER_INSERT = 1000;
const DAY_MS = 86_400_000;
/** The sandbox carrier's limits (sandbox-carrier.routes.ts), which the refresh must keep. */
const CALLS_PER_SECOND = 10;
const NUMBERS_PER_CALL = 40;

/** Parcel n's journey: mostly the normal path, one in five another; created 1 to 10 days ago, in real time. */
const journeyOf = (n: number, now: number): Journey => {
  const shipment = sampleShipment(`BT${n}`);
  return {
    path: n % 5 === 0 ? TRACKING_PATHS[1 + ((n / 5) % 4)]! : "normal",
    createdAt: new Date(now - DAY_MS * (1 + (n % 10)) - (n % 3600) * 1000),
    clock: 1,
    sender: shipment.sender,
    receiver: shipment.receiver,
  };
};

const carrierNumber = (n: number) => s10Number("SB", n, "CN");

const countOf = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: string }>(await db.execute(query))[0]?.n ?? 0);

/** The sandbox carrier as its own process and database, holding set B's shipments; its API's base URL. */
const startCarrier = async (scope: Scope, now: number) => {
  const carrier = await startSandboxCarrier(scope);
  const database = await openDatabase({ schema, url: carrier.url });
  scope.defer(() => database.close());
  const keyHash = createHash("sha256").update(CARRIER_KEY).digest("hex");
  for (let start = 1; start <= PARCELS; start += ROWS_PER_INSERT) {
    const rows = [];
    for (let n = start; n < Math.min(start + ROWS_PER_INSERT, PARCELS + 1); n++) {
      const journey = journeyOf(n, now);
      rows.push({
        id: n,
        keyHash,
        orderNo: `BTB${n}`,
        trackingNumber: carrierNumber(n),
        serviceCode: "SB-STD",
        path: journey.path,
        labelMode: "sync" as const,
        labelReadyAt: journey.createdAt,
        clock: journey.clock,
        createdAt: journey.createdAt,
        request: sampleShipment(`BTB${n}`),
      });
    }
    await database.db.insert(sandboxCarrierShipments).values(rows);
  }
  return carrier.apiUrl;
};

/**
 * PARCELS orders cloned from the imported ones (order numbers `<prefix>…`), each with one carrier number and a
 * tracked parcel of `providerId`, due now when `due`; answers the new orders' ids in order.
 */
const cloneTracked = async (
  db: Db,
  {
    prefix,
    providerId,
    due,
    numberOf,
  }: { prefix: string; providerId: number; due: boolean; numberOf: (n: number) => string },
) => {
  // The record made once per row in a lateral call: `(f(…)).*` would call f (and nextval) once per column.
  await db.execute(sql`
    with seed as materialized (
      select row_number() over (order by o.id) - 1 as k, to_jsonb(o) as row from orders o where o.order_no like 'PP%'
    )
    insert into orders
    select r.*
    from generate_series(1, ${PARCELS}) g
    join seed on seed.k = g % ${SEED_ORDERS}
    cross join lateral jsonb_populate_record(null::orders, seed.row || jsonb_build_object(
      'id', nextval(pg_get_serial_sequence('orders', 'id')),
      'order_no', ${prefix} || lpad(g::text, 9, '0'),
      'reference_no', '',
      'idempotency_key', ${prefix} || g)) r`);
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select id from orders where order_no like ${`${prefix}%`} order by id`),
  ).map((row) => Number(row.id));
  for (let start = 0; start < ids.length; start += ROWS_PER_INSERT) {
    const chunk = ids.slice(start, start + ROWS_PER_INSERT);
    await db.execute(sql`
      insert into order_numbers (org_id, order_id, kind, number, source)
      select o.org_id, o.id, 'carrierMaster', v.number, 'carrier'
        from unnest(${`{${chunk.join(",")}}`}::int[], ${`{${chunk.map((_, i) => numberOf(start + i + 1)).join(",")}}`}::text[])
             as v(order_id, number)
        join orders o on o.id = v.order_id`);
  }
  await db.execute(sql`
    insert into parcel_tracks (order_id, org_id, product_id, provider_id, tracked_since, next_refresh_at)
    select id, org_id, product_id, ${providerId}, now() - interval '10 days', ${due ? sql`now()` : sql`null`}
      from orders where order_no like ${`${prefix}%`}`);
  return ids;
};

/** The status counts the list reads, counted again after the cloning. */
const recount = (db: Db) =>
  db.execute(sql`
    insert into order_status_counts (org_id, supplier_org_id, status, n)
    select org_id, coalesce(supplier_org_id, 0), status, count(*) from orders group by 1, 2, 3
    on conflict (org_id, supplier_org_id, status) do update set n = excluded.n`);

type Built = Awaited<ReturnType<typeof buildApp>>;

const measureMap = async (built: Built, productId: number, providerId: number, now: number) => {
  const chain = await built.app.trackRuleChains.loadRuleChain(productId, providerId);
  const events: { source: string; code: string; text: string }[] = [];
  for (let n = 1; events.length < MAP_EVENTS; n++)
    for (const event of eventsOf(journeyOf(n, now), new Date(now)))
      if (events.length < MAP_EVENTS) events.push({ ...event, source: "SandboxCarrier" });
  const byCode = new Map(events.map((event) => [event.code, event.code]));
  let hits = 0;
  const baselineStarted = performance.now();
  for (const event of events) if (byCode.get(event.code)) hits++;
  const baseline = (performance.now() - baselineStarted) / 1000;
  let mapped = 0;
  const started = performance.now();
  for (const event of events) if (mapTrackEvent(chain, event)) mapped++;
  const seconds = (performance.now() - started) / 1000;
  printFigure("tracking-map", {
    events: events.length,
    s: roundTo(seconds, 3),
    events_per_s: Math.round(events.length / seconds),
    mapped,
    baseline_s: roundTo(baseline, 3),
    ratio: (seconds / baseline).toFixed(1),
    baseline_hits: hits,
  });
};

/** Set A's events as the carrier would answer them, per order id: computed before the clock starts. */
const fetchedEvents = (ids: number[], now: number) =>
  new Map(
    ids.map((id, index) => [
      id,
      {
        number: `BTA${index + 1}`,
        source: "SandboxCarrier",
        zone: TRACKING_DEFAULT_ZONE,
        events: eventsOf(journeyOf(index + 1, now), new Date(now)),
      },
    ]),
  );

/** Storage alone: the same events inserted in the same batches into an empty copy of track_events and its indexes. */
const bareInserts = async (db: Db, ids: number[], fetched: ReturnType<typeof fetchedEvents>) => {
  await db.execute(sql`create table bench_track_events (like track_events including all)`);
  const started = performance.now();
  for (let start = 0; start < ids.length; start += SETTLE_BATCH) {
    const rows = ids.slice(start, start + SETTLE_BATCH).flatMap((id) => {
      const batch = fetched.get(id)!;
      return batch.events.map(
        (event, index) =>
          sql`(${id}, 1, ${batch.number}, ${batch.source}, ${event.code}, ${event.text}, ${event.place}, ${event.time},
            ${batch.zone}, now(), true, null, null, false, ${`${id}:${index}`})`,
      );
    });
    await db.transaction((tx) =>
      tx.execute(sql`insert into bench_track_events (order_id, org_id, number, source, code, text, place, time_sent,
        zone, at, assumed, status, rule_id, alert, fingerprint) values ${sql.join(rows, sql`, `)}`),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  await db.execute(sql`drop table bench_track_events`);
  return seconds;
};

const measureProcess = async (built: Built, database: Database, ids: number[], now: number) => {
  const { db } = database;
  const settle = createParcelSettler({ database, onChange: built.trackConsequences.onChange });
  const fetched = fetchedEvents(ids, now);
  const parcels = new Map<number, typeof schema.parcelTracks.$inferSelect>();
  for (let start = 0; start < ids.length; start += CLAIM_BATCH)
    for (const parcel of await db
      .select()
      .from(schema.parcelTracks)
      .where(inArray(schema.parcelTracks.orderId, ids.slice(start, start + CLAIM_BATCH))))
      parcels.set(parcel.orderId, parcel);
  const chainOf = await preloadChains(built.app.trackRuleChains.loadRuleChain, [...parcels.values()]);
  logProgress(`tracking-process: settling ${ids.length} parcels' fetched events`);
  const started = performance.now();
  for (let start = 0; start < ids.length; start += CLAIM_BATCH) {
    const claimed = ids.slice(start, start + CLAIM_BATCH);
    const facts = await orderTracking.trackingFactsOf(db, claimed);
    for (let from = 0; from < claimed.length; from += SETTLE_BATCH)
      await settle(
        claimed.slice(from, from + SETTLE_BATCH).map((id) => ({
          parcel: parcels.get(id)!,
          facts: facts.get(id),
          batches: [fetched.get(id)!],
        })),
        chainOf,
      );
  }
  const seconds = (performance.now() - started) / 1000;
  const events = await countOf(
    db,
    sql`select count(*) as n from track_events e join orders o on o.id = e.order_id where o.order_no like 'BTA%'`,
  );
  const withStatus = await countOf(
    db,
    sql`select count(*) as n from parcel_tracks p join orders o on o.id = p.order_id
      where o.order_no like 'BTA%' and p.status is not null`,
  );
  const outbox = await countOf(
    db,
    sql`select count(*) as n from event_outbox where topic = 'order.tracking-updated'`,
  );
  logProgress("tracking-process: the same events stored alone");
  const bare = await bareInserts(db, ids, fetched);
  printFigure("tracking-process", {
    parcels: ids.length,
    s: roundTo(seconds, 2),
    parcels_per_s: Math.round(ids.length / seconds),
    events,
    with_status: withStatus,
    outbox_events: outbox,
    bare_s: roundTo(bare, 2),
    ratio: (seconds / bare).toFixed(2),
  });
};

const measureRefresh = async (built: Built, db: Db) => {
  logProgress(`tracking-refresh: refreshing ${PARCELS} parcels from the sandbox carrier`);
  const started = performance.now();
  await built.trackingWorker.drain();
  const seconds = (performance.now() - started) / 1000;
  const count = (where: ReturnType<typeof sql>) =>
    countOf(
      db,
      sql`select count(*) as n from parcel_tracks p join orders o on o.id = p.order_id
        where o.order_no like 'BTB%' and ${where}`,
    );
  const least = PARCELS / (CALLS_PER_SECOND * NUMBERS_PER_CALL);
  printFigure("tracking-refresh", {
    parcels: PARCELS,
    s: roundTo(seconds, 2),
    parcels_per_s: Math.round(PARCELS / seconds),
    throttled: built.trackingWorker.throttled(),
    refreshed: await count(sql`p.refreshed_at is not null`),
    with_status: await count(sql`p.status is not null`),
    least_s: roundTo(least, 1),
    ratio: (seconds / least).toFixed(2),
  });
};

const measure = async (scope: Scope) => {
  const now = Date.now();
  logProgress(`tracking: the sandbox carrier with ${PARCELS} shipments`);
  const carrierUrl = await startCarrier(scope, now);
  const url = await databaseWithImportedOrders(scope, "tracking", SEED_ORDERS);
  const platform = await platformInProcess(scope, url);
  const { database, built } = platform;
  const { db } = database;
  const providerId = await addSandboxProvider(platform, {
    baseUrl: carrierUrl,
    latencyMs: "0",
    failureRate: "0",
    labelMode: "sync",
  });

  logProgress(`tracking: cloning ${PARCELS * 2} tracked orders`);
  const setA = await cloneTracked(db, { prefix: "BTA", providerId, due: false, numberOf: (n) => `BTA${n}` });
  await cloneTracked(db, { prefix: "BTB", providerId, due: true, numberOf: carrierNumber });
  await recount(db);
  await db.execute(sql`analyze`);

  const [sample] = await db.select().from(schema.parcelTracks).limit(1);
  await measureMap(built, sample!.productId, providerId, now);
  await measureProcess(built, database, setA, now);
  await measureRefresh(built, db);
};

export const trackingBenchmark: Benchmark = {
  name: "tracking",
  describe: `${MAP_EVENTS.toLocaleString("en")} events mapped; ${PARCELS.toLocaleString("en")} parcels settled from fetched events, and refreshed against the sandbox carrier within its limits (PostgreSQL)`,
  run: ({ scope }) => onPostgres("tracking", () => measure(scope)),
};
