import type { OrderExportRequest } from "@pp/contracts";
import { and, count, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { orders } from "../orders.tables";
import {
  filtersOf,
  type OrderScope,
  type OrderTrackView,
  scopeOn,
  selectRows,
} from "../queries/orders-queries.repository";

/** Rows read per query of an export: each page is one keyset query, newest first. */
const PAGE_ROWS = 1000;

/** The orders an export covers: the list's filters, the selected ids or the pasted numbers, in the scope. */
export const exportWhere = (
  who: OrderScope,
  request: OrderExportRequest,
  track: OrderTrackView,
  now: Date,
): SQL | undefined => {
  if (request.by === "ids") return and(scopeOn(who, orders), inArray(orders.id, request.ids));
  if (request.by === "numbers")
    return and(scopeOn(who, orders), filtersOf({ numbers: request.numbers }, track, now));
  const { filter } = request;
  return and(
    scopeOn(who, orders),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filtersOf(filter, track, now),
  );
};

/** How many orders match, counting no further than `cap`. */
export const countUpTo = async (db: Executor, where: SQL | undefined, cap: number) => {
  const capped = db.select({ one: sql`1` }).from(orders).where(where).limit(cap).as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
};

/** The matching orders page by page (keyset on the id, newest first), never all of them at once. */
export async function* exportPages(
  db: Executor,
  track: OrderTrackView,
  where: SQL | undefined,
  pageRows = PAGE_ROWS,
) {
  let cursor: number | undefined;
  for (;;) {
    const page = await selectRows(
      db,
      track,
      and(where, cursor ? lt(orders.id, cursor) : undefined),
      pageRows,
    );
    if (page.length > 0) yield page;
    if (page.length < pageRows) return;
    cursor = page.at(-1)?.id;
  }
}
