import { createHash } from "node:crypto";
import {
  type CompiledTrackRules,
  instantOfCarrierTime,
  type MappableTrackStatus,
  mapTrackEvent,
  parcelStatusOf,
  type RawTrackEvent,
  type TrackStatus,
} from "@pp/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { zoneOfPlace } from "./event-zones";
import { parcelTracks, trackEvents } from "./tracking.tables";

// Ingesting a parcel's events (issue 17; docs/architecture.md "Tracking"): each new raw event is stored as sent,
// de-duplicated by its fingerprint (the same event under another of the parcel's numbers, or fetched again, is
// stored once), mapped through the order's rule chain, and the parcel's status recomputed from its latest mapped
// event by event time. What a change means for the order (its outbox event, hand-over, completion, a problem
// order, the customer's notice) is the caller's `OnTrackChange`, run in the same transaction.

/** A parcel's change as the consequences flow (src/flows/track-consequences.ts) sees it. */
export type TrackChange = {
  orderId: number;
  orgId: number;
  from: TrackStatus | null;
  to: TrackStatus | null;
  /** The event that set the new status (its code, instant and number); "" and null for expired. */
  eventCode: string;
  eventTime: string | null;
  number: string;
  /** The parcel's first carrier event arrived with this change. */
  firstCarrierEvent: boolean;
  /** New events that raise an alert. */
  alerts: { number: string; code: string; text: string }[];
  /** A rule's replay (not new events) changed the status. */
  replay: boolean;
};
export type OnTrackChange = (tx: Executor, changes: TrackChange[]) => Promise<void>;

/** The chain an order's events are mapped through: a product's group, its provider's, the default (rule-chain.ts). */
export type ChainOf = (productId: number, providerId: number | null) => Promise<CompiledTrackRules[]>;

/**
 * The chains of these parcels, read now, before any transaction, and answered from memory after: the process's cache
 * reads the rule book on its own connection, which inside a transaction on PGlite (one connection) would wait forever.
 */
export const preloadChains = async (
  chains: ChainOf,
  parcels: { productId: number; providerId: number | null }[],
): Promise<ChainOf> => {
  const keyOf = (productId: number, providerId: number | null) => `${productId}:${providerId ?? ""}`;
  const loaded = new Map<string, CompiledTrackRules[]>();
  for (const { productId, providerId } of parcels) {
    const key = keyOf(productId, providerId);
    if (!loaded.has(key)) loaded.set(key, await chains(productId, providerId));
  }
  return async (productId, providerId) => {
    const chain = loaded.get(keyOf(productId, providerId));
    if (!chain)
      throw new Error(`tracking: no chain preloaded for product ${productId}, provider ${providerId}`);
    return chain;
  };
};

/** The fingerprint that makes one event one row: source, code, time as sent, text and place. */
export const fingerprintOf = (event: RawTrackEvent) =>
  createHash("sha256")
    .update(
      [event.source, event.code.trim(), event.time.trim(), event.text.trim(), event.place.trim()].join(
        "\u0000",
      ),
    )
    .digest("base64url");

export type ParcelRow = typeof parcelTracks.$inferSelect;

export const lockParcel = async (tx: Executor, orderId: number) =>
  (await lockParcels(tx, [orderId])).get(orderId);

/** The parcels locked in order-id order (two transactions over the same parcels never wait on each other). */
export const lockParcels = async (tx: Executor, orderIds: number[]): Promise<Map<number, ParcelRow>> => {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(parcelTracks)
    .where(inArray(parcelTracks.orderId, orderIds))
    .orderBy(asc(parcelTracks.orderId))
    .for("update");
  return new Map(rows.map((row) => [row.orderId, row]));
};

/** The instant of a time typed or sent, or the field error naming it. */
export const instantOrRefuse = (time: string, zone: string) => {
  const instant = instantOfCarrierTime(time, zone);
  if (!instant) throw AppError.field("time", "TRACK_EVENT_TIME");
  return instant;
};

/** What arrived for a parcel besides its stored events, which its change reports. */
type News = {
  newEvents: boolean;
  firstCarrierEvent: boolean;
  alerts: TrackChange["alerts"];
  replay: boolean;
};

/** Rows a statement writes at once: its parameters stay far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;

/** Items by a key, in their order (Node 20 has no Map.groupBy). */
const groupedBy = <T, K>(items: readonly T[], keyOf: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

const chunksOf = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / ROWS_PER_STATEMENT) }, (_, index) =>
    items.slice(index * ROWS_PER_STATEMENT, (index + 1) * ROWS_PER_STATEMENT),
  );

/**
 * The parcels' status, alert, first (carrier) and last event times and count recomputed from their stored events
 * (one read, one write for all) and brought up to date in the rows given; answers a change for each parcel whose
 * status moved, whose first carrier event came or that got an alert.
 */
export const recomputeParcels = async (
  tx: Executor,
  entries: { parcel: ParcelRow; news: News }[],
): Promise<TrackChange[]> => {
  if (entries.length === 0) return [];
  // Each parcel's events through the index on its order, whatever the planner guesses of a table that has just
  // grown (before its statistics caught up, an `order_id in (...)` of 100 parcels was read as a scan of the whole
  // table); the inner ordering keeps the lateral a loop over the parcels rather than a join.
  const events = rowsOf<{
    id: string | number;
    order_id: number;
    at: Date | string;
    status: MappableTrackStatus | null;
    rule_id: number | null;
    alert: boolean;
    manual: boolean;
    code: string;
    number: string;
  }>(
    await tx.execute(sql`
      select e.id, e.order_id, e.at, e.status, e.rule_id, e.alert, e.manual, e.code, e.number
        from unnest(${`{${entries.map(({ parcel }) => parcel.orderId).join(",")}}`}::int[]) as p(order_id)
        cross join lateral (
          select t.id, t.order_id, t.at, t.status, t.rule_id, t.alert, t.manual, t.code, t.number
            from ${trackEvents} t where t.order_id = p.order_id order by t.at, t.id) e
       order by e.order_id, e.at, e.id`),
  ).map((row) => ({
    id: Number(row.id),
    orderId: row.order_id,
    at: new Date(row.at),
    status: row.status,
    ruleId: row.rule_id,
    alert: row.alert,
    manual: row.manual,
    code: row.code,
    number: row.number,
  }));
  const byOrder = groupedBy(events, (event) => event.orderId);
  const changes: TrackChange[] = [];
  const values = entries.map(({ parcel, news }) => {
    const own = byOrder.get(parcel.orderId) ?? [];
    const mapped = parcelStatusOf(own);
    const latest = own.findLast(
      (event) => event.status === mapped.status && event.ruleId === mapped.ruleId && event.status !== null,
    );
    // An expired parcel stays expired until a new event arrives.
    const status: TrackStatus | null =
      parcel.status === "expired" && !news.newEvents ? "expired" : mapped.status;
    if (status !== parcel.status || news.firstCarrierEvent || news.alerts.length > 0)
      changes.push({
        orderId: parcel.orderId,
        orgId: parcel.orgId,
        from: parcel.status,
        to: status,
        eventCode: latest?.code ?? "",
        eventTime: latest?.at.toISOString() ?? null,
        number: latest?.number ?? "",
        firstCarrierEvent: news.firstCarrierEvent,
        alerts: news.alerts,
        replay: news.replay,
      });
    const first = own.find((event) => !event.manual)?.at ?? null;
    const last = own.at(-1)?.at ?? null;
    Object.assign(parcel, {
      status,
      statusRuleId: mapped.ruleId,
      alert: mapped.alert,
      firstEventAt: first,
      lastEventAt: last,
      eventCount: own.length,
    });
    return sql`(${parcel.orderId}::integer, ${status}::text, ${mapped.ruleId}::integer, ${mapped.alert}::boolean,
      ${first?.toISOString() ?? null}::timestamptz, ${last?.toISOString() ?? null}::timestamptz, ${own.length}::integer)`;
  });
  for (const chunk of chunksOf(values))
    await tx.execute(sql`
      update ${parcelTracks} as p
         set status = v.status, status_rule_id = v.rule_id, alert = v.alert, first_event_at = v.first_at,
             last_event_at = v.last_at, event_count = v.event_count, updated_at = now()
        from (values ${sql.join(chunk, sql`, `)}) as v(order_id, status, rule_id, alert, first_at, last_at, event_count)
       where p.order_id = v.order_id`);
  return changes;
};

/** Raw events of one number as a carrier (or a person) sent them. */
export type IngestBatch = {
  number: string;
  source: string;
  /** The zone an offset-less time is read in when its place names no country (event-zones.ts). */
  zone: string;
  events: Omit<RawTrackEvent, "source">[];
};

/** One parcel's answer: the raw events of its numbers. */
export type IngestItem = { orderId: number; batches: IngestBatch[] };

/** A new event's row as the insert's JSON carries it (track_events' column names). */
type EventRow = {
  order_id: number;
  org_id: number;
  number: string;
  source: string;
  code: string;
  text: string;
  place: string;
  time_sent: string;
  zone: string;
  at: string;
  assumed: boolean;
  rule_id: number | null;
  status: string | null;
  alert: boolean;
  fingerprint: string;
};

/** A parcel's new raw events as rows, each mapped through its chain; the same event twice, or no time, skipped. */
const eventRowsOf = (parcel: ParcelRow, batches: IngestBatch[], chain: CompiledTrackRules[]) => {
  const rows: EventRow[] = [];
  const seen = new Set<string>();
  for (const batch of batches)
    for (const event of batch.events) {
      const raw = { ...event, source: batch.source };
      const zone = zoneOfPlace(raw.place, batch.zone);
      const instant = instantOfCarrierTime(raw.time, zone);
      const fingerprint = fingerprintOf(raw);
      if (!instant || seen.has(fingerprint)) continue;
      seen.add(fingerprint);
      const mapping = mapTrackEvent(chain, raw);
      rows.push({
        order_id: parcel.orderId,
        org_id: parcel.orgId,
        number: batch.number,
        source: raw.source,
        code: raw.code.trim(),
        text: raw.text.trim(),
        place: raw.place.trim(),
        time_sent: raw.time.trim(),
        zone,
        at: instant.at.toISOString(),
        assumed: instant.assumed,
        rule_id: mapping?.ruleId ?? null,
        status: mapping?.status ?? null,
        alert: mapping?.alert ?? false,
        fingerprint,
      });
    }
  return rows;
};

/**
 * Stores the new events of the parcels (locked here) and recomputes those that got new events, in a few statements
 * for all of them; answers their changes and the parcels' rows as they now are. Runs in the caller's transaction;
 * the caller hands the changes on.
 */
export const ingestMany = async (
  tx: Executor,
  items: IngestItem[],
  chainOf: ChainOf,
): Promise<{ changes: TrackChange[]; parcels: Map<number, ParcelRow> }> => {
  const parcels = await lockParcels(
    tx,
    items.map((item) => item.orderId),
  );
  if (parcels.size === 0) return { changes: [], parcels };
  const rows: EventRow[] = [];
  for (const { orderId, batches } of items) {
    const parcel = parcels.get(orderId);
    if (parcel)
      rows.push(...eventRowsOf(parcel, batches, await chainOf(parcel.productId, parcel.providerId)));
  }
  // One JSON parameter per statement: a thousand rows of fifteen columns as parameters would cost more to bind.
  const stored: { orderId: number; number: string; code: string; text: string; alert: boolean }[] = [];
  for (const chunk of chunksOf(rows))
    stored.push(
      ...rowsOf<{ order_id: number; number: string; code: string; text: string; alert: boolean }>(
        await tx.execute(sql`
          insert into ${trackEvents} (order_id, org_id, number, source, code, text, place, time_sent, zone, at,
            assumed, rule_id, status, alert, fingerprint)
          select r.order_id, r.org_id, r.number, r.source, r.code, r.text, r.place, r.time_sent, r.zone, r.at,
            r.assumed, r.rule_id, r.status, r.alert, r.fingerprint
            from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(order_id int, org_id int, number text,
              source text, code text, text text, place text, time_sent text, zone text, at timestamptz,
              assumed boolean, rule_id int, status text, alert boolean, fingerprint text)
          on conflict (order_id, fingerprint) do nothing
          returning order_id, number, code, text, alert`),
      ).map((row) => ({ ...row, orderId: Number(row.order_id) })),
    );
  const storedByOrder = groupedBy(stored, (event) => event.orderId);
  const changes = await recomputeParcels(
    tx,
    [...storedByOrder].map(([orderId, news]) => {
      const parcel = parcels.get(orderId)!;
      return {
        parcel,
        news: {
          newEvents: true,
          firstCarrierEvent: parcel.firstEventAt === null,
          alerts: news
            .filter((event) => event.alert)
            .map(({ number, code, text }) => ({ number, code, text })),
          replay: false,
        },
      };
    }),
  );
  return { changes, parcels };
};

/** An event a person enters, mapped directly to `status` and marked manual. */
export type ManualEventInput = {
  time: string;
  zone: string;
  place: string;
  text: string;
  status: MappableTrackStatus;
  userId: number;
};

const manualValues = (input: ManualEventInput) => {
  const instant = instantOrRefuse(input.time, input.zone);
  return {
    source: "manual",
    code: "",
    text: input.text,
    place: input.place,
    timeSent: input.time.trim(),
    zone: input.zone,
    at: instant.at,
    // The person chose the zone the time is in: nothing is assumed.
    assumed: false,
    status: input.status,
    ruleId: null,
    alert: false,
  };
};

/** Adds a manual event to a parcel (locked) and recomputes it. */
export const addManualIn = async (
  tx: Executor,
  parcel: ParcelRow,
  number: string,
  input: ManualEventInput,
) => {
  const values = manualValues(input);
  const [row] = await tx
    .insert(trackEvents)
    .values({
      ...values,
      number,
      orderId: parcel.orderId,
      orgId: parcel.orgId,
      manual: true,
      createdBy: input.userId,
      fingerprint: `manual:${createHash("sha256").update(`${Date.now()}:${Math.random()}`).digest("base64url")}`,
    })
    .returning({ id: trackEvents.id });
  const [change] = await recomputeParcels(tx, [
    { parcel, news: { newEvents: true, firstCarrierEvent: false, alerts: [], replay: false } },
  ]);
  return { id: row!.id, change: change ?? null };
};

/** Edits a manual event of the parcel (locked); a carrier's event is refused. */
export const editManualIn = async (
  tx: Executor,
  parcel: ParcelRow,
  eventId: number,
  input: ManualEventInput,
) => {
  const [event] = await tx
    .select({ manual: trackEvents.manual })
    .from(trackEvents)
    .where(and(eq(trackEvents.id, eventId), eq(trackEvents.orderId, parcel.orderId)));
  if (!event) throw new AppError("NOT_FOUND");
  if (!event.manual)
    throw AppError.field("eventId", "TRACK_EVENT_NOT_MANUAL", { code: "CONFLICT", headline: true });
  await tx
    .update(trackEvents)
    .set({ ...manualValues(input), updatedAt: sql`now()` })
    .where(eq(trackEvents.id, eventId));
  const [change] = await recomputeParcels(tx, [
    { parcel, news: { newEvents: false, firstCarrierEvent: false, alerts: [], replay: false } },
  ]);
  return change ?? null;
};
