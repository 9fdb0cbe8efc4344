import type { CancelRequestStatus } from "@pp/domain";
import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { idKeysetPage } from "../../../platform/paging";
import { orgs, users } from "../../identity";
import { orderCancelRequests } from "../cancel-requests.tables";
import { orders } from "../orders.tables";

export type CancelRequestRecord = typeof orderCancelRequests.$inferSelect;

/**
 * Opens the order's cancel request; an order already waiting for an answer keeps its one pending request (the
 * partial unique index), which is answered instead.
 */
export const openRequest = async (
  tx: Executor,
  row: { orderId: number; orgId: number; requestedBy: number },
) =>
  (await tx.insert(orderCancelRequests).values(row).onConflictDoNothing().returning())[0] ??
  (
    await tx
      .select()
      .from(orderCancelRequests)
      .where(and(eq(orderCancelRequests.orderId, row.orderId), eq(orderCancelRequests.status, "pending")))
  )[0];

/** The order's latest cancel request. */
export const latestRequest = async (db: Executor, orderId: number) =>
  (
    await db
      .select()
      .from(orderCancelRequests)
      .where(eq(orderCancelRequests.orderId, orderId))
      .orderBy(desc(orderCancelRequests.id))
      .limit(1)
  )[0];

export const lockRequest = async (tx: Executor, id: number) =>
  (await tx.select().from(orderCancelRequests).where(eq(orderCancelRequests.id, id)).for("update"))[0];

export const answerRequest = (
  tx: Executor,
  id: number,
  values: { status: CancelRequestStatus; answeredBy: number; refusal?: string },
) =>
  tx
    .update(orderCancelRequests)
    .set({ ...values, answeredAt: new Date() })
    .where(eq(orderCancelRequests.id, id));

const selectRequests = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select({
      ...getTableColumns(orderCancelRequests),
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      paymentStatus: orders.paymentStatus,
      chargeAmount: orders.chargeAmount,
      walletCurrency: orders.walletCurrency,
      chargeKey: orders.chargeKey,
      orgName: orgs.name,
      requesterName: users.nickName,
    })
    .from(orderCancelRequests)
    .innerJoin(orders, eq(orders.id, orderCancelRequests.orderId))
    .innerJoin(orgs, eq(orgs.id, orderCancelRequests.orgId))
    .innerJoin(users, eq(users.id, orderCancelRequests.requestedBy))
    .where(where)
    .orderBy(desc(orderCancelRequests.id))
    .limit(limit);

/** One keyset page of every org's cancel requests, newest first, optionally of one status (staff only). */
export const pageRequests = (
  db: Executor,
  status: CancelRequestStatus | undefined,
  page: { cursor?: number | undefined; size: number },
) =>
  idKeysetPage(
    db,
    { table: orderCancelRequests, id: orderCancelRequests.id },
    (keyed, limit) => selectRequests(db, keyed, limit),
    status ? eq(orderCancelRequests.status, status) : undefined,
    page,
  );
