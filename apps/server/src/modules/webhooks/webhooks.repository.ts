import { and, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../platform/db";
import { cappedCount } from "../../platform/paging";
import { eventOutbox } from "../../platform/platform.tables";
import { orgs } from "../identity";
import {
  type WebhookDeliveryStatus,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "./webhooks.tables";

// The webhooks module's SQL. Callers pass the org an endpoint must belong to (the actor's, or none for staff and
// the worker); a row of another org is simply not found.

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

const ofOrg = (orgId: number | null) => (orgId === null ? undefined : eq(webhookEndpoints.orgId, orgId));

export const listEndpoints = (db: Executor, orgId: number) =>
  db.select().from(webhookEndpoints).where(eq(webhookEndpoints.orgId, orgId)).orderBy(webhookEndpoints.id);

export const findEndpoint = async (db: Executor, id: number, orgId: number | null) =>
  (
    await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), ofOrg(orgId)))
  )[0];

/** Locks the org's row: endpoints of one org are counted and added one writer at a time. */
export const lockOrg = (tx: Executor, orgId: number) =>
  tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId)).for("update");

export const countEndpoints = async (tx: Executor, orgId: number) =>
  (
    await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.orgId, orgId))
  ).length;

export const insertEndpoint = async (tx: Executor, values: typeof webhookEndpoints.$inferInsert) =>
  (await tx.insert(webhookEndpoints).values(values).returning())[0]!;

export const updateEndpoint = async (
  tx: Executor,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) =>
  (
    await tx
      .update(webhookEndpoints)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning()
  )[0];

export const deleteEndpoint = (tx: Executor, id: number) =>
  tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));

// ---- fan-out ---------------------------------------------------------------------------------------------

/** The oldest undelivered outbox rows, locked (another process takes the next ones). */
export const claimOutbox = (tx: Executor, limit: number) =>
  tx
    .select()
    .from(eventOutbox)
    .where(isNull(eventOutbox.deliveredAt))
    .orderBy(eventOutbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });

export const enabledEndpointsOf = (tx: Executor, orgIds: number[]) =>
  orgIds.length
    ? tx
        .select()
        .from(webhookEndpoints)
        .where(and(inArray(webhookEndpoints.orgId, orgIds), eq(webhookEndpoints.enabled, true)))
    : Promise.resolve([]);

/**
 * New deliveries, each leased to the worker that fans them out as its first attempt (the lease and the attempt count
 * as `claimDue` sets them): that worker sends them at once, and a worker that dies first leaves them to the lease.
 */
export const insertClaimedDeliveries = async (
  tx: Executor,
  rows: Omit<typeof webhookDeliveries.$inferInsert, "leaseUntil" | "attempts" | "firstAttemptAt">[],
  leaseMs: number,
) =>
  rows.length
    ? tx
        .insert(webhookDeliveries)
        .values(
          rows.map((row) => ({
            ...row,
            attempts: 1,
            firstAttemptAt: sql`now()`,
            leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          })),
        )
        .onConflictDoNothing()
        .returning()
    : [];

export const markOutboxDelivered = (tx: Executor, ids: number[]) =>
  tx.update(eventOutbox).set({ deliveredAt: new Date() }).where(inArray(eventOutbox.id, ids));

// ---- the send queue ----------------------------------------------------------------------------------------

/** Claims due waiting deliveries of enabled endpoints with a lease (a dead worker's rows come back after it). */
export const claimDue = async (db: Executor, limit: number, leaseMs: number, only?: number) => {
  const due = sql`select d.id from ${webhookDeliveries} d join ${webhookEndpoints} e on e.id = d.endpoint_id
    where d.status = 'waiting' and e.enabled
      and d.next_attempt_at <= now()
      and (d.lease_until is null or d.lease_until < now())
      ${only === undefined ? sql`` : sql`and d.id = ${only}`}
    order by d.next_attempt_at
    limit ${limit}
    for update of d skip locked`;
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`update ${webhookDeliveries} set
        lease_until = now() + make_interval(secs => ${leaseMs / 1000}),
        attempts = ${webhookDeliveries.attempts} + 1,
        first_attempt_at = coalesce(${webhookDeliveries.firstAttemptAt}, now())
      where ${webhookDeliveries.id} in (${due})
      returning ${webhookDeliveries.id}`),
  );
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.id, ids));
};

export const insertAttempts = (tx: Executor, rows: (typeof webhookAttempts.$inferInsert)[]) =>
  tx.insert(webhookAttempts).values(rows);

export const updateDelivery = (
  tx: Executor,
  id: number,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
) =>
  tx
    .update(webhookDeliveries)
    .set({ leaseUntil: null, ...values, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, id));

/** Marks deliveries delivered with their last attempt's status and duration, in one statement. */
export const markDelivered = (tx: Executor, rows: { id: number; status: number; durationMs: number }[]) =>
  rows.length
    ? tx.execute(sql`update ${webhookDeliveries} set status = 'delivered', lease_until = null, updated_at = now(),
        last_status = v.status, last_duration_ms = v.duration_ms
      from (select unnest(${`{${rows.map((row) => row.id).join(",")}}`}::bigint[]) as id,
                   unnest(${`{${rows.map((row) => row.status).join(",")}}`}::int[]) as status,
                   unnest(${`{${rows.map((row) => row.durationMs).join(",")}}`}::int[]) as duration_ms) v
      where ${webhookDeliveries.id} = v.id`)
    : undefined;

export const insertDelivery = async (tx: Executor, values: typeof webhookDeliveries.$inferInsert) =>
  (await tx.insert(webhookDeliveries).values(values).returning())[0]!;

// ---- the delivery log --------------------------------------------------------------------------------------

export type DeliveryFilter = {
  orgId: number | null;
  endpointId?: number | undefined;
  status?: WebhookDeliveryStatus | undefined;
  type?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export const deliveryWhere = (filter: DeliveryFilter): SQL | undefined =>
  and(
    filter.orgId === null ? undefined : eq(webhookDeliveries.orgId, filter.orgId),
    filter.endpointId ? eq(webhookDeliveries.endpointId, filter.endpointId) : undefined,
    filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
    filter.type ? eq(webhookDeliveries.type, filter.type) : undefined,
    filter.from ? gte(webhookDeliveries.createdAt, filter.from) : undefined,
    filter.to ? lte(webhookDeliveries.createdAt, filter.to) : undefined,
  );

export const listDeliveries = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      orgName: orgs.name,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(orgs, eq(orgs.id, webhookDeliveries.orgId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);

export const attemptsOf = (db: Executor, deliveryIds: number[]) =>
  deliveryIds.length
    ? db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, deliveryIds))
        .orderBy(webhookAttempts.id)
    : Promise.resolve([]);

export const findDelivery = async (db: Executor, id: number, orgId: number | null) =>
  (
    await db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.id, id), orgId === null ? undefined : eq(webhookDeliveries.orgId, orgId)),
      )
  )[0];

/** Puts deliveries back in the queue for now, with a new schedule; answers how many. */
export const requeue = async (tx: Executor, where: SQL | undefined) =>
  (
    await tx
      .update(webhookDeliveries)
      .set({
        status: "waiting",
        nextAttemptAt: new Date(),
        firstAttemptAt: null,
        leaseUntil: null,
        updatedAt: new Date(),
      })
      .where(where)
      .returning({ id: webhookDeliveries.id })
  ).length;

/** Locks the endpoints in id order (so two processes' batches never wait on each other in a cycle). */
export const lockEndpoints = (tx: Executor, ids: number[]) =>
  tx
    .select()
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, ids))
    .orderBy(webhookEndpoints.id)
    .for("update");

export const countDeliveries = (db: Executor, where: SQL | undefined) =>
  cappedCount(db, webhookDeliveries, where);
