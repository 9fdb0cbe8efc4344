import { nextRefreshOf, TRACKING_DEFAULT_ZONE } from "@pp/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../platform/db";
import { rowsOf } from "../../platform/db";
import { CarrierError, type CarrierService, trackingLimitsOf } from "../carriers";
import { orderTracking } from "../orders";
import {
  type ChainOf,
  type IngestBatch,
  ingestIn,
  lockParcel,
  type OnTrackChange,
  type ParcelRow,
  preloadChains,
  type TrackChange,
} from "./track-events";
import { parcelTracks } from "./tracking.tables";

// The refresh (issue 17, spec §9; docs/architecture.md "Tracking"): a worker in each process with JOBS claims due
// parcels (`next_refresh_at` passed, no live lease) with a lease, groups them by provider, asks each provider for
// every live number of its parcels in calls of at most `trackingNumbersPerCall` numbers, no more than
// `trackingCallsPerSecond` calls a second, ingests what came back and sets each parcel's next refresh
// (nextRefreshOf: every 4 hours, hourly out for delivery; none at a final status, when cancelled, 90 days after
// the first event, or after 30 quiet days, when the parcel becomes expired).

const LEASE_MS = 5 * 60_000;
const SWEEP_MS = 60_000;
/** Calls are spaced a little wider than the limit allows, so a provider's own window never sees one too many. */
const PACE_MARGIN = 1.1;

export type RefreshOptions = { batch?: number };

/** Spaces one provider's calls: at most `perSecond` a second. */
const pacer = (perSecond: number) => {
  const interval = (1000 / Math.max(perSecond, 0.001)) * PACE_MARGIN;
  let next = 0;
  return async () => {
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + interval;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
};

/** Claims up to `limit` due parcels (or the given ones) with a lease. */
const claim = async (db: Executor, limit: number, orderIds?: number[]) => {
  const due = orderIds
    ? sql`select ${parcelTracks.orderId} from ${parcelTracks}
        where ${inArray(parcelTracks.orderId, orderIds)}
          and (${parcelTracks.leaseUntil} is null or ${parcelTracks.leaseUntil} < now())
        for update skip locked`
    : sql`select ${parcelTracks.orderId} from ${parcelTracks}
        where ${parcelTracks.nextRefreshAt} <= now()
          and (${parcelTracks.leaseUntil} is null or ${parcelTracks.leaseUntil} < now())
        order by ${parcelTracks.nextRefreshAt}
        limit ${limit}
        for update skip locked`;
  const rows = rowsOf<{ order_id: number }>(
    await db.execute(sql`update ${parcelTracks} set
        lease_until = now() + make_interval(secs => ${LEASE_MS / 1000})
      where ${parcelTracks.orderId} in (${due})
      returning ${parcelTracks.orderId}`),
  );
  const ids = rows.map((row) => Number(row.order_id));
  return ids.length ? db.select().from(parcelTracks).where(inArray(parcelTracks.orderId, ids)) : [];
};

export const createTrackingWorker = (
  deps: {
    database: Database;
    carriers: Pick<CarrierService, "client">;
    /** The process's compiled rule chains (rule-chain.ts). */
    chains: ChainOf;
    onChange: OnTrackChange;
    log: FastifyBaseLogger;
  },
  options: RefreshOptions = {},
) => {
  const { db } = deps.database;
  const batch = options.batch ?? 2000;
  const pacers = new Map<number, ReturnType<typeof pacer>>();
  let throttled = 0;

  /** Asks the provider for the numbers; answers the events by upper-cased number (none without tracking). */
  const fetchAll = async (providerId: number, numbers: string[], orgId: number) => {
    const found = await deps.carriers.client(providerId);
    const limits = found ? trackingLimitsOf(found.row.serviceClass) : null;
    const byNumber = new Map<string, IngestBatch>();
    if (!found?.row.enabled || !limits) return byNumber;
    let pace = pacers.get(providerId);
    if (!pace) {
      pace = pacer(limits.callsPerSecond);
      pacers.set(providerId, pace);
    }
    for (let start = 0; start < numbers.length; start += limits.numbersPerCall) {
      const chunk = numbers.slice(start, start + limits.numbersPerCall);
      await pace();
      try {
        const answers = await found.client.fetchTracking({ orgId, orderNo: "" }, chunk);
        for (const answer of answers)
          byNumber.set(answer.number.toUpperCase(), {
            number: answer.number,
            source: found.row.serviceClass,
            zone: TRACKING_DEFAULT_ZONE,
            events: answer.events,
          });
      } catch (error) {
        if (error instanceof CarrierError && error.providerCode === "RATE_LIMITED") throttled++;
        deps.log.warn({ err: error, providerId }, "tracking not fetched");
      }
    }
    return byNumber;
  };

  /** Ingests one parcel's answer and sets its next refresh (or stops it), in one transaction. */
  const settle = async (
    parcel: ParcelRow,
    facts: orderTracking.OrderTrackingFacts | undefined,
    batches: IngestBatch[],
    chainOf: ChainOf,
  ) =>
    db.transaction(async (tx) => {
      const changes: TrackChange[] = [];
      const change = batches.length ? await ingestIn(tx, parcel.orderId, batches, chainOf) : null;
      if (change) changes.push(change);
      const now = await lockParcel(tx, parcel.orderId);
      if (!now) return;
      const decision = nextRefreshOf(
        {
          parcelId: now.orderId,
          status: now.status,
          firstEventAt: now.firstEventAt,
          lastEventAt: now.lastEventAt,
          trackedSince: now.trackedSince,
          cancelled: !facts || facts.status === "cancelled",
        },
        new Date(),
      );
      const expire = !decision.refresh && decision.expire && now.status !== "expired";
      await tx
        .update(parcelTracks)
        .set({
          leaseUntil: null,
          refreshedAt: new Date(),
          nextRefreshAt: decision.refresh ? decision.at : null,
          stopReason: decision.refresh ? null : decision.reason,
          ...(expire ? { status: "expired" as const, statusRuleId: null, alert: false } : {}),
          updatedAt: new Date(),
        })
        .where(eq(parcelTracks.orderId, now.orderId));
      if (expire)
        changes.push({
          orderId: now.orderId,
          orgId: now.orgId,
          from: now.status,
          to: "expired",
          eventCode: "",
          eventTime: null,
          number: facts?.numbers[0] ?? "",
          firstCarrierEvent: false,
          alerts: [],
          replay: false,
        });
      if (changes.length) await deps.onChange(tx, changes);
    });

  /** Refreshes claimed parcels: each provider's numbers fetched within its limits, each parcel settled. */
  const refresh = async (parcels: ParcelRow[]) => {
    if (parcels.length === 0) return;
    const facts = await orderTracking.trackingFactsOf(
      db,
      parcels.map((parcel) => parcel.orderId),
    );
    const chainOf = await preloadChains(deps.chains, parcels);
    const byProvider = new Map<number | null, ParcelRow[]>();
    for (const parcel of parcels) {
      const list = byProvider.get(parcel.providerId) ?? [];
      list.push(parcel);
      byProvider.set(parcel.providerId, list);
    }
    await Promise.all(
      [...byProvider].map(async ([providerId, list]) => {
        const live = list.filter((parcel) => facts.get(parcel.orderId)?.status !== "cancelled");
        const numbers = [...new Set(live.flatMap((parcel) => facts.get(parcel.orderId)?.numbers ?? []))];
        const answers =
          providerId === null || numbers.length === 0
            ? new Map<string, IngestBatch>()
            : await fetchAll(providerId, numbers, list[0]!.orgId);
        for (const parcel of list) {
          const own = facts.get(parcel.orderId);
          const batches = (own?.numbers ?? []).flatMap((number) => {
            const answer = answers.get(number.toUpperCase());
            return answer ? [answer] : [];
          });
          await settle(parcel, own, batches, chainOf).catch((error: unknown) =>
            deps.log.error({ err: error, orderId: parcel.orderId }, "tracking refresh failed"),
          );
        }
      }),
    );
  };

  const cycle = async () => {
    const claimed = await claim(db, batch);
    await refresh(claimed);
    return claimed.length;
  };

  let draining: Promise<void> | undefined;
  /** Works until nothing is due. */
  const drain = (): Promise<void> => {
    draining ??= (async () => {
      try {
        while ((await cycle()) > 0);
      } finally {
        draining = undefined;
      }
    })();
    return draining;
  };

  let sweep: NodeJS.Timeout | undefined;
  return {
    drain,
    /** Refreshes these parcels now, whatever their schedule (a manual refresh); a leased one is left alone. */
    refreshNow: async (orderIds: number[]) => refresh(await claim(db, orderIds.length, orderIds)),
    /** Calls a provider answered 429 since the start (the bench reports it). */
    throttled: () => throttled,
    start() {
      sweep = setInterval(() => void drain(), SWEEP_MS);
      void drain();
    },
    async stop() {
      if (sweep) clearInterval(sweep);
      await draining;
    },
  };
};
export type TrackingWorker = ReturnType<typeof createTrackingWorker>;
