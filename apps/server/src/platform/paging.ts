import { PAGE_TOTAL_CAP, type Page } from "@pp/contracts";
import { and, count, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./db";

// The two ways a list is paged (docs/api.md "Lists"): by offset with a full count for lists that stay small,
// by keyset with a capped count for lists that grow without bound.

/** An offset page: the page's rows and how many rows match in all. */
export const offsetPage = async <Row>(
  rows: Promise<Row[]>,
  counted: Promise<{ n: number }[]>,
): Promise<Page<Row>> => {
  const [found, [total]] = await Promise.all([rows, counted]);
  return { rows: found, total: total?.n ?? 0, nextCursor: null };
};

/** The one page of a list kept whole because it stays a handful of rows (currencies, dictionaries…). */
export const wholePage = <Row>(rows: Row[]): Page<Row> => ({ rows, total: rows.length, nextCursor: null });

/**
 * A keyset page from `size + 1` rows read after the cursor: the extra row only shows that a next page exists,
 * whose cursor is the key of this page's last row.
 */
export const keysetPage = async <Row>(page: {
  rows: Promise<Row[]>;
  total: Promise<number>;
  size: number;
  keyOf: (row: Row) => string | number;
}): Promise<Page<Row>> => {
  const [fetched, total] = await Promise.all([page.rows, page.total]);
  const rows = fetched.slice(0, page.size);
  const last = rows.at(-1);
  return { rows, total, nextCursor: fetched.length > page.size && last ? String(page.keyOf(last)) : null };
};

/** How many rows of `table` match, counting no further than PAGE_TOTAL_CAP. */
export const cappedCount = async (db: Executor, table: PgTable, where: SQL | undefined) => {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(PAGE_TOTAL_CAP).as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
};

/**
 * A keyset page of a table ordered by its serial id, newest first: `list` reads the rows of `where` (the
 * cursor's condition added), newest first, at most `limit`.
 */
export const idKeysetPage = <Row extends { id: number }>(
  db: Executor,
  table: { table: PgTable; id: PgColumn },
  list: (where: SQL | undefined, limit: number) => Promise<Row[]>,
  where: SQL | undefined,
  page: { cursor?: number | undefined; size: number },
) =>
  keysetPage({
    rows: list(and(where, page.cursor ? lt(table.id, page.cursor) : undefined), page.size + 1),
    total: cappedCount(db, table.table, where),
    size: page.size,
    keyOf: (row) => row.id,
  });

/** The same page with each row turned into what the contract answers. */
export const mapPage = <Row, Dto>(page: Page<Row>, toDto: (row: Row) => Dto): Page<Dto> => ({
  ...page,
  rows: page.rows.map(toDto),
});
