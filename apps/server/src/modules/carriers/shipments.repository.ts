import { and, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { type Executor, notify, rowsOf } from "../../platform/db";
import { dockingProviders } from "./carriers.tables";
import { sellerLabels, shipments } from "./shipments.tables";

// The submissions' SQL; the table is the push queue (shipments.tables.ts).

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipment = Pick<
  typeof shipments.$inferInsert,
  "orderId" | "orgId" | "orderNo" | "providerId" | "serviceCode"
>;

/** Heard by every worker: submissions are due now. */
export const SHIPMENTS_DUE_CHANNEL = "shipments_due";

/** Queues orders for pushing (an order already queued keeps its submission) and wakes the workers. */
export const enqueueShipments = async (tx: Executor, rows: NewShipment[]) => {
  if (rows.length === 0) return [];
  const queued = await tx
    .insert(shipments)
    .values(rows)
    .onConflictDoNothing({ target: shipments.orderId })
    .returning({ id: shipments.id });
  if (queued.length) await notify(tx, SHIPMENTS_DUE_CHANNEL, "");
  return queued;
};

/**
 * Claims up to `limit` due submissions for `leaseMs`: waiting ones to push (their attempt counted) and pending
 * labels to fetch. Rows another worker holds are skipped, so two processes never work one order at once; a
 * worker that dies leaves its rows to be claimed again when the lease runs out.
 */
export const claimDue = async (db: Executor, limit: number, leaseMs: number): Promise<ShipmentRow[]> => {
  const due = sql`select ${shipments.id} from ${shipments}
    where (${shipments.status} = 'waiting' or ${shipments.labelStatus} = 'pending')
      and ${shipments.nextAttemptAt} <= now()
      and (${shipments.leaseUntil} is null or ${shipments.leaseUntil} < now())
    order by ${shipments.nextAttemptAt}
    limit ${limit}
    for update skip locked`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`update ${shipments} set
        lease_until = now() + make_interval(secs => ${leaseMs / 1000}),
        attempts = case when ${shipments.status} = 'waiting' then ${shipments.attempts} + 1 else ${shipments.attempts} end
      where ${shipments.id} in (${due})
      returning ${shipments.id}`),
  );
  const ids = rows.map((row) => Number(row.id));
  return ids.length ? db.select().from(shipments).where(inArray(shipments.id, ids)) : [];
};

/** A submission's new values; its lease ends. */
export const updateShipment = async (
  tx: Executor,
  id: number,
  values: Partial<typeof shipments.$inferInsert>,
) =>
  (
    await tx
      .update(shipments)
      .set({ leaseUntil: null, ...values, updatedAt: new Date() })
      .where(eq(shipments.id, id))
      .returning()
  )[0];

export const deleteShipment = (tx: Executor, id: number) => tx.delete(shipments).where(eq(shipments.id, id));

export const findShipments = (
  ex: Executor,
  where: { ids?: number[]; orderIds?: number[]; orgId?: number },
) => {
  const conditions: SQL[] = [];
  if (where.ids) conditions.push(inArray(shipments.id, where.ids));
  if (where.orderIds) conditions.push(inArray(shipments.orderId, where.orderIds));
  if (where.orgId !== undefined) conditions.push(eq(shipments.orgId, where.orgId));
  return ex
    .select()
    .from(shipments)
    .where(and(...conditions));
};

export const lockShipment = async (tx: Executor, id: number) =>
  (await tx.select().from(shipments).where(eq(shipments.id, id)).for("update"))[0];

/** An order's submission, locked: a push's answer is written after the transaction holding it ends. */
export const lockShipmentOfOrder = async (tx: Executor, orderId: number) =>
  (await tx.select().from(shipments).where(eq(shipments.orderId, orderId)).for("update"))[0];

/** How many submissions are due or held now (the bench and tests wait for zero). */
export const countOutstanding = async (ex: Executor) => {
  const [row] = await ex
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(shipments)
    .where(
      or(
        eq(shipments.status, "waiting"),
        and(eq(shipments.labelStatus, "pending"), lte(shipments.nextAttemptAt, new Date())),
      ),
    );
  return row?.n ?? 0;
};

export const providerNameOf = async (ex: Executor, providerId: number) =>
  (
    await ex
      .select({ name: dockingProviders.name })
      .from(dockingProviders)
      .where(eq(dockingProviders.id, providerId))
  )[0]?.name ?? "";

/**
 * The submission of an order just cancelled, in the cancel's transaction: one still waiting and not in a worker's
 * hands leaves the queue; one the carrier cancelled is marked so. (A waiting one a worker holds is seen by the
 * worker, which drops a cancelled order's push.)
 */
export const closeForCancelledOrder = async (tx: Executor, orderId: number, cancelledAtCarrier: boolean) => {
  await tx
    .delete(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        or(eq(shipments.status, "waiting"), eq(shipments.status, "failed")),
        sql`(${shipments.leaseUntil} is null or ${shipments.leaseUntil} < now())`,
      ),
    );
  if (cancelledAtCarrier)
    await tx
      .update(shipments)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(shipments.orderId, orderId), eq(shipments.status, "success")));
};

/** The seller's own label of an order, if it has one. */
export const findSellerLabel = async (ex: Executor, orderId: number) =>
  (await ex.select().from(sellerLabels).where(eq(sellerLabels.orderId, orderId)))[0];

export const insertSellerLabel = (tx: Executor, row: typeof sellerLabels.$inferInsert) =>
  tx.insert(sellerLabels).values(row);
