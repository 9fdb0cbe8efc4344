import {
  DERIVED_TRACK_STATES,
  type DerivedTrackState,
  FINAL_TRACK_STATUSES,
  TRACKING_DEFAULT_ZONE,
  type TrackStatus,
} from "@pp/domain";
import { and, eq, inArray, isNotNull, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db";
import { shipments } from "../carriers";
import { products } from "../catalog";
import { parcelTracks } from "./tracking.tables";

// The derived tracking states of the dashboard and the order filters (issue 17; spec §2) in SQL, the same rules as
// packages/domain `derivedTrackStates` (derived-states.test.ts runs both over the same parcels): in transit (a
// carrier event, not final), not yet online (the label made the product's `not_online_hours` ago and no event yet),
// overtime (calendar days in China time since the first event beyond the product's max days, not final), abnormal
// (alerting, not final), failed (the submission failed). A cancelled order is in none of them. The orders module
// asks them through `OrderTrackView` (handed over by app.ts, as tracking depends on orders and not the reverse).

const notFinal = or(
  isNull(parcelTracks.status),
  not(inArray(parcelTracks.status, [...FINAL_TRACK_STATUSES])),
) as SQL;

/** The parcel's condition (over parcel_tracks joined to its product) for each state but `failed`, at `now`. */
const parcelConditions = (now: Date): Record<Exclude<DerivedTrackState, "failed">, SQL> => ({
  inTransit: and(isNotNull(parcelTracks.firstEventAt), notFinal) as SQL,
  notYetOnline: and(
    isNull(parcelTracks.firstEventAt),
    sql`${parcelTracks.trackedSince} <= ${now}::timestamptz - ${products.notOnlineHours} * interval '1 hour'`,
  ) as SQL,
  overtime: and(
    isNotNull(parcelTracks.firstEventAt),
    notFinal,
    sql`(${now}::timestamptz at time zone ${sql.raw(`'${TRACKING_DEFAULT_ZONE}'`)})::date
      - (${parcelTracks.firstEventAt} at time zone ${sql.raw(`'${TRACKING_DEFAULT_ZONE}'`)})::date > ${products.maxDays}`,
  ) as SQL,
  abnormal: and(parcelTracks.alert, notFinal) as SQL,
});

const failedSubmission = eq(shipments.status, "failed");

/** An order (its id and status columns) in `state` at `now`: one index look-up of its parcel or submission. */
const inState = (state: DerivedTrackState, order: { id: AnyPgColumn; status: AnyPgColumn }, now: Date) => {
  const live = sql`${order.status} <> 'cancelled'`;
  if (state === "failed")
    return and(
      live,
      sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${order.id} and ${failedSubmission})`,
    ) as SQL;
  return and(
    live,
    sql`exists (select 1 from ${parcelTracks} inner join ${products} on ${products.id} = ${parcelTracks.productId}
      where ${parcelTracks.orderId} = ${order.id} and ${parcelConditions(now)[state]})`,
  ) as SQL;
};

/** The order's parcel status (null: no parcel or no mapped event yet). */
const statusOf = (orderId: AnyPgColumn) =>
  sql<TrackStatus | null>`(select ${parcelTracks.status} from ${parcelTracks} where ${parcelTracks.orderId} = ${orderId})`;

/**
 * Orders per state among `orderIds` (a subquery of live orders' ids): one pass joining each order's parcel, product
 * and submission by their keys (the plan: docs/architecture.md "Tracking", derived states).
 */
const countStates = async (
  ex: Executor,
  orderIds: SQL,
  now: Date,
): Promise<Record<DerivedTrackState, number>> => {
  const conditions = parcelConditions(now);
  const [row] = await ex
    .select({
      inTransit: sql<number>`count(*) filter (where ${conditions.inTransit})::int`,
      notYetOnline: sql<number>`count(*) filter (where ${conditions.notYetOnline})::int`,
      overtime: sql<number>`count(*) filter (where ${conditions.overtime})::int`,
      abnormal: sql<number>`count(*) filter (where ${conditions.abnormal})::int`,
      failed: sql<number>`count(*) filter (where ${failedSubmission})::int`,
    })
    .from(sql`${orderIds} as visible`)
    .leftJoin(parcelTracks, sql`${parcelTracks.orderId} = visible.id`)
    .leftJoin(products, eq(products.id, parcelTracks.productId))
    .leftJoin(shipments, sql`${shipments.orderId} = visible.id and ${failedSubmission}`)
    .where(or(isNotNull(parcelTracks.orderId), isNotNull(shipments.orderId)));
  return Object.fromEntries(DERIVED_TRACK_STATES.map((state) => [state, row?.[state] ?? 0])) as Record<
    DerivedTrackState,
    number
  >;
};

/** What the orders module reads of parcels (its `OrderTrackView`). */
export const orderTrackView = { inState, statusOf, countStates };
