import type { OrderStatus } from "@pp/domain";
import { and, asc, eq, inArray, isNull, type SQLWrapper, sql } from "drizzle-orm";
import { type Executor, insertRows, rowsOf } from "../../../platform/db";
import { appendEvents, type OutboxEvent } from "../../../platform/outbox";
import { orderAbnormalities } from "../order-abnormalities.tables";
import {
  orderBoxes,
  orderDeclarationLines,
  orderLogs,
  orderNumbers,
  orderStatusCounts,
  orders,
} from "../orders.tables";

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewBox = typeof orderBoxes.$inferInsert;
export type NewLine = typeof orderDeclarationLines.$inferInsert;
export type NewNumber = typeof orderNumbers.$inferInsert;
export type NewLog = typeof orderLogs.$inferInsert;

export const findOrder = async (db: Executor, id: number) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0];

/** The org's orders placed under these submission keys, by key. */
export const findOrdersByKeys = async (db: Executor, orgId: number, keys: string[]) => {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orgId, orgId), inArray(orders.idempotencyKey, keys)));
  return new Map(rows.map((row) => [row.idempotencyKey, row]));
};

/** `count` ids of the orders sequence, taken before the insert so the order number can carry them. */
export const nextOrderIds = async (db: Executor, count: number): Promise<number[]> => {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
};

/**
 * A status change's effect on the tab counts: one order fewer in `from` (unless new), one more in `to` (unless
 * deleted).
 */
export type CountMove = {
  orgId: number;
  supplierOrgId: number | null;
  from: OrderStatus | null;
  to: OrderStatus | null;
};

/** The log rows, tab counts and events of order changes, beside the change's own write. */
export type ChangeRecords = { logs: NewLog[]; counts: CountMove[]; events: OutboxEvent[] };

/** The moves summed per count row (a statement may change each row once), zero sums left out. */
const countDeltas = (moves: CountMove[]) => {
  const deltas = new Map<string, { orgId: number; supplierOrgId: number; status: OrderStatus; n: number }>();
  const add = (move: CountMove, status: OrderStatus, n: number) => {
    const supplierOrgId = move.supplierOrgId ?? 0;
    const key = `${move.orgId}:${supplierOrgId}:${status}`;
    const row = deltas.get(key) ?? { orgId: move.orgId, supplierOrgId, status, n: 0 };
    row.n += n;
    deltas.set(key, row);
  };
  for (const move of moves) {
    if (move.from) add(move, move.from, -1);
    if (move.to) add(move, move.to, 1);
  }
  return [...deltas.values()].filter((row) => row.n !== 0);
};

/**
 * Runs `change` with `parts` and the writes of its records as one statement (data-modifying WITH clauses): an
 * order's whole write is one round trip, however many orders it holds.
 */
const writeTogether = async (
  tx: Executor,
  change: SQLWrapper,
  parts: SQLWrapper[],
  records: ChangeRecords,
) => {
  const deltas = countDeltas(records.counts);
  const gains = deltas.filter((row) => row.n > 0);
  const losses = deltas.filter((row) => row.n < 0);
  const writes: SQLWrapper[] = [
    ...parts,
    ...insertRows(orderLogs, records.logs),
    ...appendEvents(records.events),
    ...(gains.length > 0
      ? [
          tx
            .insert(orderStatusCounts)
            .values(gains)
            .onConflictDoUpdate({
              target: [orderStatusCounts.orgId, orderStatusCounts.supplierOrgId, orderStatusCounts.status],
              set: { n: sql`${orderStatusCounts.n} + excluded.n` },
            }),
        ]
      : []),
    // Apart from the gains: a row proposed for insert is checked (n >= 0) before its conflict is found.
    ...(losses.length > 0
      ? [
          sql`update ${orderStatusCounts} set n = ${orderStatusCounts.n} + d.n
            from (values ${sql.join(
              losses.map(
                (row) =>
                  sql`(${row.orgId}::int, ${row.supplierOrgId}::int, ${row.status}::text, ${row.n}::int)`,
              ),
              sql`, `,
            )}) as d(org_id, supplier_org_id, status, n)
            where ${orderStatusCounts.orgId} = d.org_id and ${orderStatusCounts.supplierOrgId} = d.supplier_org_id
              and ${orderStatusCounts.status} = d.status`,
        ]
      : []),
  ];
  // getSQL(): a builder set inside sql`` is taken for a subquery and put in parentheses, which a data-modifying
  // statement may not have.
  const clauses = writes.map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  await tx.execute(
    clauses.length > 0 ? sql`with ${sql.join(clauses, sql`, `)} ${change.getSQL()}` : change.getSQL(),
  );
};

/** Orders with their boxes, declaration lines, numbers and records, in one statement. */
export const insertOrders = async (
  tx: Executor,
  placed: { orders: NewOrder[]; boxes: NewBox[]; lines: NewLine[]; numbers: NewNumber[] },
  records: ChangeRecords,
) => {
  const [insert, ...others] = insertRows(orders, placed.orders);
  if (!insert) return;
  const parts = [
    ...others,
    ...insertRows(orderBoxes, placed.boxes),
    ...insertRows(orderDeclarationLines, placed.lines),
    ...insertRows(orderNumbers, placed.numbers),
  ];
  await writeTogether(tx, insert, parts, records);
};

/** The order locked for a change in this transaction. */
export const lockOrder = async (tx: Executor, id: number) =>
  (await tx.select().from(orders).where(eq(orders.id, id)).for("update"))[0];

/** The orders locked for a change in this transaction, in id order (two such transactions never wait on each other). */
export const lockOrders = async (tx: Executor, ids: number[]) =>
  ids.length
    ? tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for("update")
    : [];

/** Many orders' new status and version with all their records, in one statement. */
export const updateOrderStatuses = async (
  tx: Executor,
  rows: { id: number; status: OrderRecord["status"]; version: number }[],
  records: ChangeRecords,
) => {
  if (rows.length === 0) return;
  await writeTogether(
    tx,
    sql`update ${orders} set status = v.status, version = v.version, updated_at = now()
      from (values ${sql.join(
        rows.map((row) => sql`(${row.id}::int, ${row.status}::text, ${row.version}::int)`),
        sql`, `,
      )}) as v(id, status, version)
      where ${orders.id} = v.id`,
    [],
    records,
  );
};

/** An order's new values with the change's records (and any further writes `parts`), in one statement. */
export const updateOrder = async (
  tx: Executor,
  id: number,
  values: Partial<NewOrder>,
  records: ChangeRecords,
  parts: SQLWrapper[] = [],
) => {
  await writeTogether(
    tx,
    tx
      .update(orders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orders.id, id)),
    parts,
    records,
  );
};

/** The order's live numbers voided: a cancelled order no longer holds them (`order_numbers_live_uq`). */
export const voidNumbers = (tx: Executor, orderId: number) =>
  tx
    .update(orderNumbers)
    .set({ voidedAt: new Date() })
    .where(and(eq(orderNumbers.orderId, orderId), isNull(orderNumbers.voidedAt)));

/**
 * A draft and everything written with it deleted, with the change's records, in one statement. The order's row
 * goes last: the other rows' foreign keys are checked at the statement's end, when all of them are gone.
 */
export const deleteOrder = async (tx: Executor, id: number, records: ChangeRecords) => {
  await writeTogether(
    tx,
    tx.delete(orders).where(eq(orders.id, id)),
    [
      tx.delete(orderNumbers).where(eq(orderNumbers.orderId, id)),
      tx.delete(orderDeclarationLines).where(eq(orderDeclarationLines.orderId, id)),
      tx.delete(orderBoxes).where(eq(orderBoxes.orderId, id)),
      tx.delete(orderLogs).where(eq(orderLogs.orderId, id)),
      tx.delete(orderAbnormalities).where(eq(orderAbnormalities.orderId, id)),
    ],
    records,
  );
};

/** An order's boxes and their lines, in order. */
export const findBoxesAndLines = async (db: Executor, orderId: number) => {
  const [boxes, lines] = await Promise.all([
    db.select().from(orderBoxes).where(eq(orderBoxes.orderId, orderId)).orderBy(asc(orderBoxes.boxNo)),
    db
      .select()
      .from(orderDeclarationLines)
      .where(eq(orderDeclarationLines.orderId, orderId))
      .orderBy(asc(orderDeclarationLines.boxNo), asc(orderDeclarationLines.lineNo)),
  ]);
  return { boxes, lines };
};

export const findNumbers = (db: Executor, orderId: number) =>
  db.select().from(orderNumbers).where(eq(orderNumbers.orderId, orderId)).orderBy(asc(orderNumbers.id));
