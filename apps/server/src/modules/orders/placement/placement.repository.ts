import type { OrderStatus } from "@pp/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../../platform/db";
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

/** The org's order placed under this submission key, if any. */
export const findOrderByKey = async (db: Executor, orgId: number, key: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.orgId, orgId), eq(orders.idempotencyKey, key)))
  )[0];

/** `count` ids of the orders sequence, taken before the insert so the order number can carry them. */
export const nextOrderIds = async (tx: Executor, count: number): Promise<number[]> => {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
};

/** An order with its boxes, declaration lines and numbers: one multi-row statement per table. */
export const insertOrder = async (
  tx: Executor,
  placed: { order: NewOrder; boxes: NewBox[]; lines: NewLine[]; numbers: NewNumber[] },
) => {
  await tx.insert(orders).values(placed.order);
  await tx.insert(orderBoxes).values(placed.boxes);
  await tx.insert(orderDeclarationLines).values(placed.lines);
  if (placed.numbers.length > 0) await tx.insert(orderNumbers).values(placed.numbers);
};

export const insertLog = async (tx: Executor, row: NewLog) => {
  await tx.insert(orderLogs).values(row);
};

/** Moves the tab counts in the change's transaction: one order more in `to`, one fewer in `from`. */
export const moveCount = async (
  tx: Executor,
  key: { orgId: number; supplierOrgId: number | null },
  from: OrderStatus | null,
  to: OrderStatus,
) => {
  const supplierOrgId = key.supplierOrgId ?? 0;
  if (from)
    await tx
      .update(orderStatusCounts)
      .set({ n: sql`${orderStatusCounts.n} - 1` })
      .where(
        and(
          eq(orderStatusCounts.orgId, key.orgId),
          eq(orderStatusCounts.supplierOrgId, supplierOrgId),
          eq(orderStatusCounts.status, from),
        ),
      );
  await tx
    .insert(orderStatusCounts)
    .values({ orgId: key.orgId, supplierOrgId, status: to, n: 1 })
    .onConflictDoUpdate({
      target: [orderStatusCounts.orgId, orderStatusCounts.supplierOrgId, orderStatusCounts.status],
      set: { n: sql`${orderStatusCounts.n} + 1` },
    });
};

/** The order locked for a change in this transaction. */
export const lockOrder = async (tx: Executor, id: number) =>
  (await tx.select().from(orders).where(eq(orders.id, id)).for("update"))[0];

export const updateOrder = async (tx: Executor, id: number, values: Partial<NewOrder>) => {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
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
