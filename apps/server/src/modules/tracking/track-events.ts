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
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
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
  (await tx.select().from(parcelTracks).where(eq(parcelTracks.orderId, orderId)).for("update"))[0];

/** The instant of a time typed or sent, or the field error naming it. */
export const instantOrRefuse = (time: string, zone: string) => {
  const instant = instantOfCarrierTime(time, zone);
  if (!instant) throw AppError.field("time", "TRACK_EVENT_TIME");
  return instant;
};

/**
 * The parcel's status, alert, first (carrier) and last event times and count recomputed from its stored events;
 * answers the change when its status moved or `firstCarrierEvent` (null otherwise).
 */
export const recomputeParcel = async (
  tx: Executor,
  parcel: ParcelRow,
  news: { newEvents: boolean; firstCarrierEvent: boolean; alerts: TrackChange["alerts"]; replay: boolean },
): Promise<TrackChange | null> => {
  const events = await tx
    .select({
      id: trackEvents.id,
      at: trackEvents.at,
      status: trackEvents.status,
      ruleId: trackEvents.ruleId,
      alert: trackEvents.alert,
      manual: trackEvents.manual,
      code: trackEvents.code,
      number: trackEvents.number,
    })
    .from(trackEvents)
    .where(eq(trackEvents.orderId, parcel.orderId))
    .orderBy(asc(trackEvents.at), asc(trackEvents.id));
  const mapped = parcelStatusOf(events);
  const latest = events.findLast(
    (event) => event.status === mapped.status && event.ruleId === mapped.ruleId && event.status !== null,
  );
  const carrier = events.filter((event) => !event.manual);
  // An expired parcel stays expired until a new event arrives.
  const status: TrackStatus | null =
    parcel.status === "expired" && !news.newEvents ? "expired" : mapped.status;
  await tx
    .update(parcelTracks)
    .set({
      status,
      statusRuleId: mapped.ruleId,
      alert: mapped.alert,
      firstEventAt: carrier[0]?.at ?? null,
      lastEventAt: events.at(-1)?.at ?? null,
      eventCount: events.length,
      updatedAt: new Date(),
    })
    .where(eq(parcelTracks.orderId, parcel.orderId));
  if (status === parcel.status && !news.firstCarrierEvent && news.alerts.length === 0) return null;
  return {
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
  };
};

/** Raw events of one number as a carrier (or a person) sent them. */
export type IngestBatch = {
  number: string;
  source: string;
  /** The zone an offset-less time is read in when its place names no country (event-zones.ts). */
  zone: string;
  events: Omit<RawTrackEvent, "source">[];
};

/**
 * Stores the new events of a parcel (locked here) and recomputes it; answers its change (null: none). Events whose
 * time is no time at all are skipped. Runs in the caller's transaction; the caller hands the change on.
 */
export const ingestIn = async (
  tx: Executor,
  orderId: number,
  batches: IngestBatch[],
  chainOf: ChainOf,
): Promise<TrackChange | null> => {
  const parcel = await lockParcel(tx, orderId);
  if (!parcel) return null;
  const chain = await chainOf(parcel.productId, parcel.providerId);
  const rows: (typeof trackEvents.$inferInsert)[] = [];
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
        orderId,
        orgId: parcel.orgId,
        number: batch.number,
        source: raw.source,
        code: raw.code.trim(),
        text: raw.text.trim(),
        place: raw.place.trim(),
        timeSent: raw.time.trim(),
        zone,
        at: instant.at,
        assumed: instant.assumed,
        ruleId: mapping?.ruleId ?? null,
        status: mapping?.status ?? null,
        alert: mapping?.alert ?? false,
        fingerprint,
      });
    }
  const stored = rows.length
    ? await tx
        .insert(trackEvents)
        .values(rows)
        .onConflictDoNothing({ target: [trackEvents.orderId, trackEvents.fingerprint] })
        .returning({
          number: trackEvents.number,
          code: trackEvents.code,
          text: trackEvents.text,
          alert: trackEvents.alert,
        })
    : [];
  if (stored.length === 0) {
    await touchRefreshed(tx, orderId);
    return null;
  }
  const change = await recomputeParcel(tx, parcel, {
    newEvents: true,
    firstCarrierEvent: parcel.firstEventAt === null,
    alerts: stored.filter((event) => event.alert).map(({ number, code, text }) => ({ number, code, text })),
    replay: false,
  });
  await touchRefreshed(tx, orderId);
  return change;
};

const touchRefreshed = (tx: Executor, orderId: number) =>
  tx.update(parcelTracks).set({ refreshedAt: new Date() }).where(eq(parcelTracks.orderId, orderId));

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
    assumed: instant.assumed,
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
  const change = await recomputeParcel(tx, parcel, {
    newEvents: true,
    firstCarrierEvent: false,
    alerts: [],
    replay: false,
  });
  return { id: row!.id, change };
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
  return recomputeParcel(tx, parcel, {
    newEvents: false,
    firstCarrierEvent: false,
    alerts: [],
    replay: false,
  });
};
