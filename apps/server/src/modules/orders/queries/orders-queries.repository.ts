import { type OrderListQuery, PAGE_TOTAL_CAP } from "@pp/contracts";
import type { DerivedTrackState, OrderStatus, TrackStatus } from "@pp/domain";
import { and, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql, sum } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DataScope } from "../../../platform/actor";
import type { Executor } from "../../../platform/db";
import { cappedCount, keysetPage } from "../../../platform/paging";
import { scopeFilter } from "../../../platform/scope";
import { dockingProviders, sellerLabels, shipments } from "../../carriers";
import { orgs, users } from "../../identity";
import { orderLogs, orderNumbers, orderStatusCounts, orders } from "../orders.tables";

/**
 * What orders read of their parcels (issue 17): tracking's `orderTrackView`, handed over by app.ts because tracking
 * depends on orders and not the reverse.
 */
export type OrderTrackView = {
  /** An order (its id and status columns) whose parcel is in the derived state at `now`. */
  inState: (state: DerivedTrackState, order: { id: AnyPgColumn; status: AnyPgColumn }, now: Date) => SQL;
  /** The order's parcel status, null while none. */
  statusOf: (orderId: AnyPgColumn) => SQL<TrackStatus | null>;
  /** Orders per derived state among the ids the subquery answers. */
  countStates: (ex: Executor, orderIds: SQL, now: Date) => Promise<Record<DerivedTrackState, number>>;
};

/**
 * Whose orders a caller sees: a customer (and platform staff) by the orders' org in its scope, a supplier by the
 * supplier of the orders' products.
 */
export type OrderScope = { scope: DataScope; by: "org" | "supplier" };

export const scopeOn = (
  { scope, by }: OrderScope,
  table: { orgId: AnyPgColumn; supplierOrgId: AnyPgColumn },
) => scopeFilter(scope, by === "org" ? table.orgId : table.supplierOrgId);

/** At most this many pasted numbers are looked up at once. */
export const NUMBERS_MAX = 500;

/** The numbers pasted into the filter: one per line (commas and spaces separate too), each once. */
export const numbersOf = (text: string | undefined) =>
  [...new Set((text ?? "").split(/[\s,;]+/).filter(Boolean))].slice(0, NUMBERS_MAX);

const listSelection = (track: OrderTrackView) => ({
  id: orders.id,
  orderNo: orders.orderNo,
  referenceNo: orders.referenceNo,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  orgId: orders.orgId,
  orgName: orgs.name,
  creatorName: users.nickName,
  productId: orders.productId,
  productName: orders.productName,
  destinationCountry: orders.destCountry,
  receiverName: sql<string>`${orders.receiver}->>'name'`,
  boxCount: orders.boxCount,
  chargeableKg: orders.chargeableKg,
  chargeAmount: orders.chargeAmount,
  walletCurrency: orders.walletCurrency,
  costTotal: orders.costTotal,
  costCurrency: orders.costCurrency,
  finalLogisticsName: orders.finalLogisticsName,
  tracknetCode: orders.tracknetCode,
  printCount: sql<number>`coalesce(${shipments.printCount}, 0)`.mapWith(Number),
  trackStatus: track.statusOf(orders.id),
  createdAt: orders.createdAt,
});
export type OrderListRow = Awaited<ReturnType<typeof selectRows>>[number];

export const selectRows = (db: Executor, track: OrderTrackView, where: SQL | undefined, limit: number) =>
  db
    .select(listSelection(track))
    .from(orders)
    .innerJoin(orgs, eq(orgs.id, orders.orgId))
    .innerJoin(users, eq(users.id, orders.createdBy))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.id))
    .limit(limit);

/**
 * The list's print filter, each through its own index of the submissions (EXPLAINed over 500,000 orders, docs/
 * architecture.md "Carriers"): not printed (pushed, its label never printed; the org repeated so the partial index
 * on (org_id, order_id) takes the caller's org), printed (the unique order id), printed more than once (partial).
 */
const printFilterOf = (print: OrderListQuery["print"]) => {
  if (print === "notPrinted")
    return sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id}
      and ${shipments.orgId} = ${orders.orgId} and ${shipments.printCount} = 0)`;
  if (print === undefined) return undefined;
  return sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id}
    and ${shipments.printCount} >= ${print === "printed" ? 1 : 2})`;
};

/** The filters of the list beside the caller's scope and the status tab (a tracking state's at `now`). */
export const filtersOf = (
  query: Omit<OrderListQuery, "cursor" | "size">,
  track: OrderTrackView,
  now: Date,
): SQL | undefined => {
  const numbers = numbersOf(query.numbers);
  return and(
    query.trackState ? track.inState(query.trackState, orders, now) : undefined,
    query.productId ? eq(orders.productId, query.productId) : undefined,
    query.country ? eq(orders.destCountry, query.country) : undefined,
    query.creatorId ? eq(orders.createdBy, query.creatorId) : undefined,
    query.subAccountId ? eq(orders.createdBy, query.subAccountId) : undefined,
    query.orgId ? eq(orders.orgId, query.orgId) : undefined,
    query.from ? gte(orders.createdAt, new Date(query.from)) : undefined,
    query.to ? lte(orders.createdAt, new Date(query.to)) : undefined,
    printFilterOf(query.print),
    // The ids each kind of number finds, each kind through its own index. Three ORed conditions on the orders
    // instead leave no index to use: the count then reads every order (226 ms over a million).
    numbers.length > 0
      ? inArray(
          orders.id,
          sql`(select ${orders.id} from ${orders} where ${inArray(orders.orderNo, numbers)}
            union all select ${orders.id} from ${orders} where ${inArray(orders.referenceNo, numbers)}
            union all select ${orderNumbers.orderId} from ${orderNumbers} where ${and(
              inArray(orderNumbers.number, numbers),
              isNull(orderNumbers.voidedAt),
            )})`,
        )
      : undefined,
  );
};

/** Orders per status in the scope (one customer org when staff name one), read off the kept counts. */
export const tabCounts = async (db: Executor, who: OrderScope, orgId: number | undefined) => {
  const rows = await db
    .select({ status: orderStatusCounts.status, n: sum(orderStatusCounts.n).mapWith(Number) })
    .from(orderStatusCounts)
    .where(and(scopeOn(who, orderStatusCounts), orgId ? eq(orderStatusCounts.orgId, orgId) : undefined))
    .groupBy(orderStatusCounts.status);
  return new Map(rows.map((row) => [row.status as OrderStatus, row.n]));
};

/**
 * One keyset page of the orders the caller sees, newest first. With no filter beside the tab, the total is the
 * tab's kept count; with filters it is counted up to PAGE_TOTAL_CAP.
 */
export const pageOrders = async (
  db: Executor,
  track: OrderTrackView,
  who: OrderScope,
  query: OrderListQuery,
  counts: Map<OrderStatus, number>,
) => {
  const filters = filtersOf(query, track, new Date());
  const where = and(
    scopeOn(who, orders),
    query.status ? eq(orders.status, query.status) : undefined,
    filters,
  );
  const kept = query.status
    ? (counts.get(query.status) ?? 0)
    : [...counts.values()].reduce((a, b) => a + b, 0);
  const total =
    filters === undefined ? Promise.resolve(Math.min(kept, PAGE_TOTAL_CAP)) : cappedCount(db, orders, where);
  return keysetPage({
    rows: selectRows(
      db,
      track,
      and(where, query.cursor ? lt(orders.id, query.cursor) : undefined),
      query.size + 1,
    ),
    total,
    size: query.size,
    keyOf: (row) => row.id,
  });
};

/** Orders per derived tracking state in the scope (one customer org when staff name one), at `now`. */
export const trackStateCounts = (
  db: Executor,
  track: OrderTrackView,
  who: OrderScope,
  orgId: number | undefined,
  now: Date,
) =>
  track.countStates(
    db,
    sql`(${db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          scopeOn(who, orders),
          orgId ? eq(orders.orgId, orgId) : undefined,
          sql`${orders.status} <> 'cancelled'`,
        ),
      )})`,
    now,
  );

/** One order the caller sees, with its org's and creator's names; undefined when it sees none such. */
export const findVisibleOrder = async (db: Executor, who: OrderScope, id: number) =>
  (
    await db
      .select({ order: orders, orgName: orgs.name, creatorName: users.nickName })
      .from(orders)
      .innerJoin(orgs, eq(orgs.id, orders.orgId))
      .innerJoin(users, eq(users.id, orders.createdBy))
      .where(and(eq(orders.id, id), scopeOn(who, orders)))
  )[0];

const logSelection = {
  id: orderLogs.id,
  at: orderLogs.createdAt,
  userName: sql<string>`coalesce(${users.nickName}, '')`,
  event: orderLogs.event,
  from: orderLogs.fromStatus,
  to: orderLogs.toStatus,
  reason: orderLogs.reason,
  params: orderLogs.params,
};

/** The order's log, newest first, a keyset page (the order's visibility is checked before). */
export const pageLogs = (
  db: Executor,
  orderId: number,
  page: { cursor?: number | undefined; size: number },
) => {
  const where = eq(orderLogs.orderId, orderId);
  return keysetPage({
    rows: db
      .select(logSelection)
      .from(orderLogs)
      .leftJoin(users, eq(users.id, orderLogs.userId))
      .where(and(where, page.cursor ? lt(orderLogs.id, page.cursor) : undefined))
      .orderBy(desc(orderLogs.id))
      .limit(page.size + 1),
    total: cappedCount(db, orderLogs, where),
    size: page.size,
    keyOf: (row) => row.id,
  });
};

/** At most this many choices per filter of the list. */
const OPTIONS_MAX = 500;

/** The list filters' choices: products on the caller's orders, its org's accounts, the customers in its scope. */
export const filterOptions = async (db: Executor, who: OrderScope, accountsOf: number | null) => {
  const [products, accounts, customers] = await Promise.all([
    db
      .selectDistinctOn([orders.productId], { id: orders.productId, name: orders.productName })
      .from(orders)
      .where(scopeOn(who, orders))
      .orderBy(orders.productId)
      .limit(OPTIONS_MAX),
    accountsOf === null
      ? Promise.resolve([])
      : db
          .select({
            id: users.id,
            nickName: users.nickName,
            username: users.username,
            mainUserId: users.mainUserId,
          })
          .from(users)
          .where(eq(users.orgId, accountsOf))
          .orderBy(users.id)
          .limit(OPTIONS_MAX),
    who.scope.all === false && who.by === "org" && who.scope.orgIds.length <= 1
      ? Promise.resolve([])
      : db
          .selectDistinct({ id: orgs.id, name: orgs.name })
          .from(orderStatusCounts)
          .innerJoin(orgs, eq(orgs.id, orderStatusCounts.orgId))
          .where(scopeOn(who, orderStatusCounts))
          .orderBy(orgs.name, orgs.id)
          .limit(OPTIONS_MAX),
  ]);
  return { products, accounts, customers };
};

/** The order's submission to its carrier with the provider's name (carriers' tables, exported for this read). */
export const findSubmission = async (db: Executor, orderId: number) =>
  (
    await db
      .select({
        status: shipments.status,
        providerName: dockingProviders.name,
        trackingNumber: shipments.trackingNumber,
        labelStatus: shipments.labelStatus,
        errorMessage: shipments.errorMessage,
        pushedAt: shipments.pushedAt,
        byHand: shipments.byHand,
      })
      .from(shipments)
      .innerJoin(dockingProviders, eq(dockingProviders.id, shipments.providerId))
      .where(eq(shipments.orderId, orderId))
  )[0];

/** The PDF of the order's seller label with its print count (carriers' table, exported for this read). */
export const findSellerLabelFile = async (db: Executor, orderId: number) =>
  (
    await db
      .select({ name: sellerLabels.fileName, size: sellerLabels.size, printCount: sellerLabels.printCount })
      .from(sellerLabels)
      .where(eq(sellerLabels.orderId, orderId))
  )[0];
