import type { ManualTrackEvent, ParcelTracking, TrackEventDto } from "@pp/contracts";
import {
  isTimeZone,
  nextRefreshOf,
  type RawTrackEvent,
  TRACK_STATUS_TEXTS,
  TRACKING_LOOKUP_MAX,
} from "@pp/domain";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { can, requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { orderTracking } from "../orders";
import {
  addManualIn,
  type ChainOf,
  editManualIn,
  ingestMany,
  instantOrRefuse,
  lockParcel,
  type OnTrackChange,
  preloadChains,
} from "./track-events";
import { parcelTracks, trackEvents } from "./tracking.tables";
import type { TrackingWorker } from "./tracking.worker";

// A parcel's tracking as people use it (issue 17, spec §2 order tracking and the order detail's tracking): the
// lookup of up to 100 numbers, an order's timeline, its manual refresh and the events staff add or correct by hand.
// Every read is scoped as the order list is (a customer its org's orders, a supplier its products' orders).

/** Starts tracking an order (its label or number made, or handed over): refreshed from the next period on. */
export const startTracking = async (
  tx: Executor,
  parcel: { orderId: number; orgId: number; productId: number; providerId: number | null },
) => {
  const now = new Date();
  const decision = nextRefreshOf(
    {
      parcelId: parcel.orderId,
      status: null,
      firstEventAt: null,
      lastEventAt: null,
      trackedSince: now,
      cancelled: false,
    },
    now,
  );
  await tx
    .insert(parcelTracks)
    .values({ ...parcel, nextRefreshAt: decision.refresh ? decision.at : null })
    .onConflictDoUpdate({
      target: parcelTracks.orderId,
      set: { providerId: parcel.providerId, updatedAt: now },
    });
};

/** Whose orders the caller sees: suppliers by their products, everyone else by the orders' org. */
const whoOf = (actor: Actor) => ({
  scope: actor.scope,
  by: can(actor, "seeOrdersOfOwnProducts") ? ("supplier" as const) : ("org" as const),
});

export type VisibleOrder = (actor: Actor, orderId: number) => Promise<{ orderNo: string } | null>;

export const createParcelTracking = (deps: {
  db: Db;
  worker: Pick<TrackingWorker, "refreshNow">;
  /** The process's compiled rule chains (rule-chain.ts). */
  chains: ChainOf;
  onChange: OnTrackChange;
  visibleOrder: VisibleOrder;
}) => {
  const { db } = deps;

  /** The timelines of these orders in the reader's language, newest event first. */
  const parcelsOf = async (actor: Actor, orderIds: number[]): Promise<Map<number, ParcelTracking>> => {
    if (orderIds.length === 0) return new Map();
    const [facts, parcels, events] = await Promise.all([
      orderTracking.trackingFactsOf(db, orderIds),
      db.select().from(parcelTracks).where(inArray(parcelTracks.orderId, orderIds)),
      db
        .select()
        .from(trackEvents)
        .where(inArray(trackEvents.orderId, orderIds))
        .orderBy(desc(trackEvents.at), desc(trackEvents.id)),
    ]);
    const result = new Map<number, ParcelTracking>();
    for (const orderId of orderIds) {
      const order = facts.get(orderId);
      if (!order) continue;
      const parcel = parcels.find((row) => row.orderId === orderId);
      const status = parcel?.status ?? null;
      result.set(orderId, {
        orderId,
        orderNo: order.orderNo,
        referenceNo: order.referenceNo,
        numbers: order.numbers,
        status,
        statusText: status ? TRACK_STATUS_TEXTS[status][actor.lang] : "",
        alert: parcel?.alert ?? false,
        lastEventAt: parcel?.lastEventAt?.toISOString() ?? null,
        refreshedAt: parcel?.refreshedAt?.toISOString() ?? null,
        nextRefreshAt: parcel?.nextRefreshAt?.toISOString() ?? null,
        events: events
          .filter((event) => event.orderId === orderId)
          .map(
            (event): TrackEventDto => ({
              id: event.id,
              number: event.number,
              source: event.source,
              code: event.code,
              text: event.text,
              place: event.place,
              timeSent: event.timeSent,
              zone: event.zone,
              at: event.at.toISOString(),
              assumed: event.assumed,
              manual: event.manual,
              status: event.status,
              statusText: event.status ? TRACK_STATUS_TEXTS[event.status][actor.lang] : "",
              alert: event.alert,
            }),
          ),
      });
    }
    return result;
  };

  const ofOrder = async (actor: Actor, orderId: number) => {
    if (!(await deps.visibleOrder(actor, orderId))) throw new AppError("NOT_FOUND");
    const parcel = (await parcelsOf(actor, [orderId])).get(orderId);
    if (!parcel) throw new AppError("NOT_FOUND");
    return parcel;
  };

  const checkManual = (input: ManualTrackEvent) => {
    if (!isTimeZone(input.zone))
      throw AppError.field("zone", "TRACK_EVENT_ZONE", { params: { zone: input.zone } });
    instantOrRefuse(input.time, input.zone);
  };

  /** The order's parcel, locked; a parcel is started (without a provider) for an order tracked by hand only. */
  const parcelForManual = async (tx: Executor, orderId: number) => {
    const found = await lockParcel(tx, orderId);
    if (found) return found;
    const order = (await orderTracking.trackingFactsOf(tx, [orderId])).get(orderId);
    if (!order) throw new AppError("NOT_FOUND");
    await startTracking(tx, { orderId, orgId: order.orgId, productId: order.productId, providerId: null });
    return (await lockParcel(tx, orderId))!;
  };

  return {
    /** Up to 100 numbers (order numbers, references or tracking numbers), each with the parcels it names. */
    lookup: async (actor: Actor, numbers: string[]) => {
      const inputs = [...new Set(numbers.map((number) => number.trim()).filter(Boolean))];
      if (inputs.length > TRACKING_LOOKUP_MAX) throw AppError.field("numbers", "TRACK_LOOKUP_MAX");
      const found = await orderTracking.ordersByNumbers(db, whoOf(actor), inputs);
      const parcels = await parcelsOf(actor, [...new Set([...found.values()].flat())]);
      return {
        results: inputs.map((input) => ({
          input,
          parcels: (found.get(input) ?? []).flatMap((id) => {
            const parcel = parcels.get(id);
            return parcel ? [parcel] : [];
          }),
        })),
      };
    },

    ofOrder,

    /** Asks the carrier now for an order the caller sees (customer or staff), then answers its timeline. */
    refresh: async (actor: Actor, orderId: number) => {
      if (!(await deps.visibleOrder(actor, orderId))) throw new AppError("NOT_FOUND");
      await deps.worker.refreshNow([orderId]);
      return ofOrder(actor, orderId);
    },

    /** Staff add an event by hand (spec: add logistics info): mapped to its status directly, marked manual. */
    addManual: async (actor: Actor, orderId: number, input: ManualTrackEvent) => {
      requireCan(actor, "keepTrackEvents");
      if (!(await deps.visibleOrder(actor, orderId))) throw new AppError("NOT_FOUND");
      checkManual(input);
      await db.transaction(async (tx) => {
        const parcel = await parcelForManual(tx, orderId);
        const order = (await orderTracking.trackingFactsOf(tx, [orderId])).get(orderId);
        const number = order?.numbers[0] ?? order?.orderNo ?? "";
        const { change } = await addManualIn(tx, parcel, number, { ...input, userId: actor.userId });
        if (change) await deps.onChange(tx, [change]);
      });
      return ofOrder(actor, orderId);
    },

    /** Staff correct an event they entered by hand; a carrier's event is never changed. */
    editManual: async (actor: Actor, orderId: number, eventId: number, input: ManualTrackEvent) => {
      requireCan(actor, "keepTrackEvents");
      if (!(await deps.visibleOrder(actor, orderId))) throw new AppError("NOT_FOUND");
      checkManual(input);
      await db.transaction(async (tx) => {
        const parcel = await lockParcel(tx, orderId);
        if (!parcel) throw new AppError("NOT_FOUND");
        const change = await editManualIn(tx, parcel, eventId, { ...input, userId: actor.userId });
        if (change) await deps.onChange(tx, [change]);
      });
      return ofOrder(actor, orderId);
    },

    /**
     * Stores a number's raw events for an order (de-duplicated), maps them through the order's chain and hands any
     * status change to the consequences, in one transaction; answers the change (null: none).
     */
    ingestEvents: async (
      orderId: number,
      number: string,
      source: string,
      zone: string,
      rawEvents: Omit<RawTrackEvent, "source">[],
    ) => {
      const [parcel] = await db.select().from(parcelTracks).where(eq(parcelTracks.orderId, orderId));
      if (!parcel) return null;
      const chainOf = await preloadChains(deps.chains, [parcel]);
      return db.transaction(async (tx) => {
        const {
          changes: [change],
        } = await ingestMany(
          tx,
          [
            {
              orderId,
              batches: [
                {
                  number,
                  source,
                  zone,
                  events: rawEvents.map(({ code, text, place, time }) => ({ code, text, place, time })),
                },
              ],
            },
          ],
          chainOf,
        );
        if (change) await deps.onChange(tx, [change]);
        return change ?? null;
      });
    },
  };
};
export type ParcelTrackingService = ReturnType<typeof createParcelTracking>;

/** The latest mapped event of a parcel (a replay's outbox event names it). */
export const latestMappedEvent = async (ex: Executor, orderId: number) => {
  const events = await ex
    .select({
      code: trackEvents.code,
      at: trackEvents.at,
      number: trackEvents.number,
      status: trackEvents.status,
    })
    .from(trackEvents)
    .where(inArray(trackEvents.orderId, [orderId]))
    .orderBy(asc(trackEvents.at), asc(trackEvents.id));
  return events.findLast((event) => event.status !== null) ?? null;
};
