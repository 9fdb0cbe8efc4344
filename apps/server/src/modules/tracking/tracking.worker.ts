import { nextRefreshOf, TRACKING_DEFAULT_ZONE } from "@pp/domain";
import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../platform/db";
import { rowsOf } from "../../platform/db";
import { createGate } from "../../platform/gate";
import { CarrierError, type CarrierService, trackingLimitsOf } from "../carriers";
import { orderTracking } from "../orders";
import {
  type ChainOf,
  type IngestBatch,
  ingestMany,
  type OnTrackChange,
  type ParcelRow,
  preloadChains,
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
/**
 * Calls are spaced a quarter wider than the limit allows, measured from when each call actually left: answers are
 * settled while the next calls go out, and a stall of the event loop there must not bunch the calls in a provider's
 * one-second window.
 */
const PACE_MARGIN = 1.25;
/** A call a provider refused for its rate is asked again after a second, at most this many times. */
const THROTTLED_RETRIES = 2;
const THROTTLED_WAIT_MS = 1000;

/**
 * Parcels settled in one transaction. One such transaction at a time per process (pipelined with the calls): the
 * consequences move the orders' status counts, and two transactions moving the same org's counts in opposite orders
 * would deadlock.
 */
const SETTLE_BATCH = 100;
const SETTLE_IN_FLIGHT = 1;

export type RefreshOptions = { batch?: number };

/** A claimed parcel with its order's facts and what its provider answered for its numbers. */
export type Settling = {
  parcel: ParcelRow;
  facts: orderTracking.OrderTrackingFacts | undefined;
  batches: IngestBatch[];
};

/**
 * A provider's numbers packed into calls of at most `perCall`; each call lists the parcels whose last number it
 * carries, and `from`, the first call carrying any number of theirs (a parcel may span calls).
 */
const callsOf = (parcels: ParcelRow[], numbersOf: (parcel: ParcelRow) => string[], perCall: number) => {
  const calls: { numbers: string[]; parcels: ParcelRow[]; from: number }[] = [];
  for (const parcel of parcels) {
    let first: number | undefined;
    for (const number of numbersOf(parcel)) {
      const last = calls.at(-1);
      if (!last || last.numbers.length >= perCall)
        calls.push({ numbers: [number], parcels: [], from: calls.length });
      else last.numbers.push(number);
      first ??= calls.length - 1;
    }
    const call = calls.at(-1);
    if (!call || first === undefined) continue;
    call.parcels.push(parcel);
    call.from = Math.min(call.from, first);
  }
  return calls;
};

/**
 * Spaces one provider's calls: each at least 1/`perSecond` s (times the margin) after the one before it left, in the
 * order they asked, however many batches ask at once.
 */
const pacer = (perSecond: number) => {
  const interval = (1000 / Math.max(perSecond, 0.001)) * PACE_MARGIN;
  let last = Number.NEGATIVE_INFINITY;
  let turn = Promise.resolve();
  return () => {
    turn = turn.then(async () => {
      const wait = last + interval - performance.now();
      if (wait > 0) await sleep(wait);
      last = performance.now();
    });
    return turn;
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/**
 * Settles parcels in one transaction: their new events ingested (ingestMany), each one's next refresh set (or its
 * refresh stopped, expiring a quiet one) in one statement, and the changes handed to the consequences. The
 * refresh's second half, our side alone (the tracking bench measures it).
 */
export const createParcelSettler =
  ({ database, onChange }: { database: Database; onChange: OnTrackChange }) =>
  (entries: Settling[], chainOf: ChainOf) =>
    database.db.transaction(async (tx) => {
      const { changes, parcels } = await ingestMany(
        tx,
        entries.map((entry) => ({ orderId: entry.parcel.orderId, batches: entry.batches })),
        chainOf,
      );
      const at = new Date();
      const schedule = entries.flatMap(({ parcel, facts }) => {
        const now = parcels.get(parcel.orderId);
        if (!now) return [];
        const decision = nextRefreshOf(
          {
            parcelId: now.orderId,
            status: now.status,
            firstEventAt: now.firstEventAt,
            lastEventAt: now.lastEventAt,
            trackedSince: now.trackedSince,
            cancelled: !facts || facts.status === "cancelled",
          },
          at,
        );
        const expire = !decision.refresh && decision.expire && now.status !== "expired";
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
        return [
          sql`(${now.orderId}::integer, ${decision.refresh ? decision.at.toISOString() : null}::timestamptz,
            ${decision.refresh ? null : decision.reason}::text, ${expire}::boolean)`,
        ];
      });
      if (schedule.length)
        await tx.execute(sql`
          update ${parcelTracks} as p
             set lease_until = null, refreshed_at = now(), updated_at = now(),
                 next_refresh_at = v.next_at, stop_reason = v.reason,
                 status = case when v.expire then 'expired' else p.status end,
                 status_rule_id = case when v.expire then null else p.status_rule_id end,
                 alert = case when v.expire then false else p.alert end
            from (values ${sql.join(schedule, sql`, `)}) as v(order_id, next_at, reason, expire)
           where p.order_id = v.order_id`);
      if (changes.length) await onChange(tx, changes);
    });

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
  const settleGate = createGate(SETTLE_IN_FLIGHT);
  const settle = createParcelSettler(deps);
  let throttled = 0;

  /**
   * One call for a provider's numbers, paced; a call refused for the provider's rate is asked again after a second
   * (THROTTLED_RETRIES times). Answers the events by upper-cased number (none when the call failed).
   */
  const fetchCall = async (
    found: NonNullable<Awaited<ReturnType<CarrierService["client"]>>>,
    pace: () => Promise<void>,
    numbers: string[],
    orgId: number,
  ) => {
    const byNumber = new Map<string, IngestBatch>();
    for (let attempt = 0; ; attempt++) {
      await pace();
      try {
        const answers = await found.client.fetchTracking({ orgId, orderNo: "" }, numbers);
        for (const answer of answers)
          byNumber.set(answer.number.toUpperCase(), {
            number: answer.number,
            source: found.row.serviceClass,
            zone: TRACKING_DEFAULT_ZONE,
            events: answer.events,
          });
        return byNumber;
      } catch (error) {
        const limited = error instanceof CarrierError && error.providerCode === "RATE_LIMITED";
        if (limited) throttled++;
        if (limited && attempt < THROTTLED_RETRIES) {
          await sleep(THROTTLED_WAIT_MS);
          continue;
        }
        deps.log.warn({ err: error, providerId: found.row.id }, "tracking not fetched");
        return byNumber;
      }
    }
  };

  /**
   * Refreshes claimed parcels: each provider's parcels asked in calls of at most its numbers per call (a parcel's
   * numbers in one call), no more than its calls a second, each call's parcels settled as its answer comes while the
   * next calls go out; parcels with nothing to ask (cancelled, no number, no provider or one without tracking) are
   * settled as they are, which sets their next refresh or stops it.
   */
  const refresh = async (parcels: ParcelRow[]) => {
    if (parcels.length === 0) return;
    const facts = await orderTracking.trackingFactsOf(
      db,
      parcels.map((parcel) => parcel.orderId),
    );
    const chainOf = await preloadChains(deps.chains, parcels);
    const settling: Promise<void>[] = [];
    const settleLater = (entries: Settling[]) => {
      for (let start = 0; start < entries.length; start += SETTLE_BATCH)
        settling.push(
          settleGate(() => settle(entries.slice(start, start + SETTLE_BATCH), chainOf)).catch(
            (error: unknown) => deps.log.error({ err: error }, "tracking refresh failed"),
          ),
        );
    };
    const asIs = (list: ParcelRow[]) =>
      list.map((parcel) => ({ parcel, facts: facts.get(parcel.orderId), batches: [] }));
    const byProvider = new Map<number | null, ParcelRow[]>();
    for (const parcel of parcels) {
      const list = byProvider.get(parcel.providerId) ?? [];
      list.push(parcel);
      byProvider.set(parcel.providerId, list);
    }
    await Promise.all(
      [...byProvider].map(async ([providerId, list]) => {
        const found = providerId === null ? undefined : await deps.carriers.client(providerId);
        const limits = found?.row.enabled ? trackingLimitsOf(found.row.serviceClass) : null;
        const numbersOf = (parcel: ParcelRow) => {
          const own = facts.get(parcel.orderId);
          return own && own.status !== "cancelled" ? own.numbers : [];
        };
        const asked = limits ? list.filter((parcel) => numbersOf(parcel).length > 0) : [];
        settleLater(asIs(list.filter((parcel) => !asked.includes(parcel))));
        if (!found || !limits || asked.length === 0) return;
        let pace = pacers.get(found.row.id);
        if (!pace) {
          pace = pacer(limits.callsPerSecond);
          pacers.set(found.row.id, pace);
        }
        const answers = new Map<string, IngestBatch>();
        const fetched: Promise<void>[] = [];
        const settled: Promise<void>[] = [];
        // Every call queues at the pacer at once and leaves in its turn; each answer is settled as it comes.
        for (const call of callsOf(asked, numbersOf, limits.numbersPerCall)) {
          fetched.push(
            fetchCall(found, pace, call.numbers, list[0]!.orgId).then((answered) => {
              for (const [number, answer] of answered) answers.set(number, answer);
            }),
          );
          settled.push(
            Promise.all(fetched.slice(call.from)).then(() =>
              settleLater(
                call.parcels.map((parcel) => ({
                  parcel,
                  facts: facts.get(parcel.orderId),
                  batches: numbersOf(parcel).flatMap((number) => {
                    const answer = answers.get(number.toUpperCase());
                    return answer ? [answer] : [];
                  }),
                })),
              ),
            ),
          );
        }
        await Promise.all(settled);
      }),
    );
    await Promise.all(settling);
  };

  const cycle = async () => {
    const claimed = await claim(db, batch);
    await refresh(claimed);
    return claimed.length;
  };

  let draining: Promise<void> | undefined;
  let stopping = false;
  /** Works until nothing is due, or until the worker stops (after the batch in hand). */
  const drain = (): Promise<void> => {
    draining ??= (async () => {
      try {
        while (!stopping && (await cycle()) > 0);
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
    /** Ends the work after the batch in hand: a shutdown does not wait for a backlog of due parcels. */
    async stop() {
      stopping = true;
      if (sweep) clearInterval(sweep);
      await draining;
    },
  };
};
export type TrackingWorker = ReturnType<typeof createTrackingWorker>;
