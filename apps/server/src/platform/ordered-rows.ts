import { and, asc, desc, eq, gt, lt, max, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./db";

// Rows kept in an order the console sets (rules applied first to last): a `position` column, ties broken by id.
// The caller holds the order's lock (a table lock in its transaction) so positions are handed out and swapped one
// writer at a time; `scope` narrows the order to a group's rows.

type OrderedTable = PgTable & { id: PgColumn; position: PgColumn };

/** The position after the last row's (within `scope`). */
export const nextPosition = async (ex: Executor, table: OrderedTable, scope?: SQL) => {
  const [last] = await ex
    .select({ position: max(table.position) })
    .from(table as PgTable)
    .where(scope);
  return ((last?.position as number | null) ?? 0) + 1;
};

/** Swaps the row's position with its neighbour's above or below (within `scope`); false when it is already first
 * or last. */
export const swapWithNeighbour = async (
  ex: Executor,
  table: OrderedTable,
  row: { id: number; position: number },
  direction: "up" | "down",
  scope?: SQL,
) => {
  const [neighbour] = await ex
    .select({ id: table.id, position: table.position })
    .from(table as PgTable)
    .where(
      and(scope, direction === "up" ? lt(table.position, row.position) : gt(table.position, row.position)),
    )
    .orderBy(direction === "up" ? desc(table.position) : asc(table.position))
    .limit(1);
  if (!neighbour) return false;
  await ex.update(table).set({ position: neighbour.position }).where(eq(table.id, row.id));
  await ex
    .update(table)
    .set({ position: row.position })
    .where(eq(table.id, neighbour.id as number));
  return true;
};
