import type { ProblemStatus } from "@pp/domain";
import { and, desc, eq, getTableColumns, inArray, ne, type SQL } from "drizzle-orm";
import type { DataScope } from "../../../platform/actor";
import type { Executor } from "../../../platform/db";
import { idKeysetPage } from "../../../platform/paging";
import { scopeFilter } from "../../../platform/scope";
import { orgs } from "../../identity";
import { orderProblems } from "../order-problems.tables";
import { orders } from "../orders.tables";

export type ProblemRecord = typeof orderProblems.$inferSelect;

export const insertProblem = async (tx: Executor, row: typeof orderProblems.$inferInsert) =>
  (await tx.insert(orderProblems).values(row).returning())[0]!;

/** New problems, one statement; answers their rows. */
export const insertProblems = async (tx: Executor, rows: (typeof orderProblems.$inferInsert)[]) =>
  rows.length ? tx.insert(orderProblems).values(rows).returning() : [];

/** Those of the orders that have a problem not yet resolved. */
export const ordersWithOpenProblem = async (tx: Executor, orderIds: number[]) =>
  new Set(
    orderIds.length
      ? (
          await tx
            .selectDistinct({ orderId: orderProblems.orderId })
            .from(orderProblems)
            .where(and(inArray(orderProblems.orderId, orderIds), ne(orderProblems.status, "resolved")))
        ).map((row) => row.orderId)
      : [],
  );

export const lockProblem = async (tx: Executor, id: number) =>
  (await tx.select().from(orderProblems).where(eq(orderProblems.id, id)).for("update"))[0];

export const updateProblem = (tx: Executor, id: number, values: Partial<typeof orderProblems.$inferInsert>) =>
  tx.update(orderProblems).set(values).where(eq(orderProblems.id, id));

const selectProblems = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select({ ...getTableColumns(orderProblems), orderNo: orders.orderNo, orgName: orgs.name })
    .from(orderProblems)
    .innerJoin(orders, eq(orders.id, orderProblems.orderId))
    .innerJoin(orgs, eq(orgs.id, orderProblems.orgId))
    .where(where)
    .orderBy(desc(orderProblems.id))
    .limit(limit);

export type ProblemRow = Awaited<ReturnType<typeof selectProblems>>[number];

export const findProblem = async (db: Executor, id: number) =>
  (await selectProblems(db, eq(orderProblems.id, id), 1))[0];

/**
 * One keyset page of problems in the caller's data scope, newest first: of one org (customers) or every org's the
 * scope holds (staff), optionally by status.
 */
export const pageProblems = (
  db: Executor,
  filter: { scope: DataScope; orgId?: number | undefined; status?: ProblemStatus | undefined },
  page: { cursor?: number | undefined; size: number },
) =>
  idKeysetPage(
    db,
    { table: orderProblems, id: orderProblems.id },
    (keyed, limit) => selectProblems(db, keyed, limit),
    and(
      scopeFilter(filter.scope, orderProblems.orgId),
      filter.orgId === undefined ? undefined : eq(orderProblems.orgId, filter.orgId),
      filter.status ? eq(orderProblems.status, filter.status) : undefined,
    ),
    page,
  );
