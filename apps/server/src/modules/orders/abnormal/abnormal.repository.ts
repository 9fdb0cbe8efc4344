import type { AbnormalQuery, AbnormalState } from "@pp/contracts";
import type { OrderAbnormalKind } from "@pp/domain";
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  type SQL,
} from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { idKeysetPage } from "../../../platform/paging";
import { orgs } from "../../identity";
import { orderAbnormalities } from "../order-abnormalities.tables";
import { orderProblems } from "../order-problems.tables";
import { orders } from "../orders.tables";
import { type OrderScope, scopeOn } from "../queries/orders-queries.repository";

export type NewAbnormality = typeof orderAbnormalities.$inferInsert;
export type AbnormalityRecord = typeof orderAbnormalities.$inferSelect;

/** Flags orders abnormal, in the caller's transaction (a rule at placement, arrears at weigh-in, …). */
export const recordAbnormalities = async (tx: Executor, rows: readonly NewAbnormality[]) => {
  if (rows.length === 0) return;
  await tx.insert(orderAbnormalities).values([...rows]);
};

/** Clears an order's open abnormalities of the given kinds; returns how many it cleared. */
export const clearAbnormalities = async (
  tx: Executor,
  orderId: number,
  kinds: readonly OrderAbnormalKind[],
  clearedBy: number | null,
) =>
  (
    await tx
      .update(orderAbnormalities)
      .set({ clearedAt: new Date(), clearedBy })
      .where(
        and(
          eq(orderAbnormalities.orderId, orderId),
          inArray(orderAbnormalities.kind, [...kinds]),
          isNull(orderAbnormalities.clearedAt),
        ),
      )
      .returning({ id: orderAbnormalities.id })
  ).length;

const selectAbnormalities = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select({
      ...getTableColumns(orderAbnormalities),
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      orgName: orgs.name,
    })
    .from(orderAbnormalities)
    .innerJoin(orders, eq(orders.id, orderAbnormalities.orderId))
    .innerJoin(orgs, eq(orgs.id, orderAbnormalities.orgId))
    .where(where)
    .orderBy(desc(orderAbnormalities.id))
    .limit(limit);

export type AbnormalityRow = Awaited<ReturnType<typeof selectAbnormalities>>[number];

const stateFilter = (state: AbnormalState) =>
  state === "open"
    ? isNull(orderAbnormalities.clearedAt)
    : state === "cleared"
      ? isNotNull(orderAbnormalities.clearedAt)
      : undefined;

/**
 * One keyset page of the abnormalities in the caller's scope, newest first. The order number is looked up through
 * its unique index, so the count needs no join.
 */
export const pageAbnormalities = (db: Executor, who: OrderScope, query: AbnormalQuery) =>
  idKeysetPage(
    db,
    { table: orderAbnormalities, id: orderAbnormalities.id },
    (keyed, limit) => selectAbnormalities(db, keyed, limit),
    and(
      scopeOn(who, orderAbnormalities),
      stateFilter(query.state),
      query.kind ? eq(orderAbnormalities.kind, query.kind) : undefined,
      query.orderNo
        ? inArray(
            orderAbnormalities.orderId,
            db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, query.orderNo)),
          )
        : undefined,
      query.from ? gte(orderAbnormalities.raisedAt, new Date(query.from)) : undefined,
      query.to ? lte(orderAbnormalities.raisedAt, new Date(query.to)) : undefined,
    ),
    query,
  );

/** Open abnormalities per kind in the caller's scope, through the open rows' partial indexes. */
export const countOpenByKind = async (db: Executor, who: OrderScope) => {
  const rows = await db
    .select({ kind: orderAbnormalities.kind, n: count() })
    .from(orderAbnormalities)
    .where(and(scopeOn(who, orderAbnormalities), isNull(orderAbnormalities.clearedAt)))
    .groupBy(orderAbnormalities.kind);
  return new Map(rows.map((row) => [row.kind, row.n]));
};

/** At most this many of one order's abnormalities are shown on its detail. */
const ORDER_ABNORMALITIES_MAX = 100;

/** An order's abnormalities, open and cleared, newest first (an order has a handful). */
export const findOrderAbnormalities = (db: Executor, orderId: number) =>
  selectAbnormalities(db, eq(orderAbnormalities.orderId, orderId), ORDER_ABNORMALITIES_MAX);

export const findAbnormality = async (db: Executor, id: number) =>
  (await selectAbnormalities(db, eq(orderAbnormalities.id, id), 1))[0];

export const lockAbnormality = async (tx: Executor, id: number) =>
  (await tx.select().from(orderAbnormalities).where(eq(orderAbnormalities.id, id)).for("update"))[0];

/** Whether anything still holds the order: an open abnormality or a problem not yet resolved. */
export const isOrderStillHeld = async (tx: Executor, orderId: number) => {
  const [abnormal] = await tx
    .select({ id: orderAbnormalities.id })
    .from(orderAbnormalities)
    .where(and(eq(orderAbnormalities.orderId, orderId), isNull(orderAbnormalities.clearedAt)))
    .limit(1);
  if (abnormal) return true;
  const [problem] = await tx
    .select({ id: orderProblems.id })
    .from(orderProblems)
    .where(and(eq(orderProblems.orderId, orderId), ne(orderProblems.status, "resolved")))
    .limit(1);
  return problem !== undefined;
};

/** Clears one abnormality (a rule's hold released by hand). */
export const clearAbnormality = (tx: Executor, id: number, clearedBy: number) =>
  tx
    .update(orderAbnormalities)
    .set({ clearedAt: new Date(), clearedBy })
    .where(eq(orderAbnormalities.id, id));
