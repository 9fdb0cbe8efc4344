import type { OrderImportQuery } from "@pp/contracts";
import { addMoney, ORDER_IMPORT_TRANSITIONS } from "@pp/domain";
import { and, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { DataScope } from "../../../platform/actor";
import type { Executor } from "../../../platform/db";
import { idKeysetPage } from "../../../platform/paging";
import { tasks } from "../../../platform/platform.tables";
import { scopeFilter } from "../../../platform/scope";
import { users } from "../../identity";
import { addresses } from "../addresses.tables";
import { orders } from "../orders.tables";
import { type OrderImportOutcome, orderImportOrders, orderImports } from "./import.tables";

export type NewImport = typeof orderImports.$inferInsert;
export type ImportRecord = typeof orderImports.$inferSelect;
export type ImportOrderRow = typeof orderImportOrders.$inferInsert;

/** Who sees which imports: the caller's orgs, and only its own uploads for a sub-account without the grant. */
export type ImportScope = { scope: DataScope; onlyBy: number | null };

const scopeOn = ({ scope, onlyBy }: ImportScope) =>
  and(
    scopeFilter(scope, orderImports.orgId),
    onlyBy === null ? undefined : eq(orderImports.createdBy, onlyBy),
  );

/** An import, its serial number `IMP` + yyyymmdd + its zero-padded id, written in the caller's transaction. */
export const insertImport = async (tx: Executor, values: NewImport) => {
  const [row] = await tx.insert(orderImports).values(values).returning();
  if (!row) throw new Error("the import was not written");
  const serialNo = `IMP${row.createdAt.toISOString().slice(0, 10).replaceAll("-", "")}${String(row.id).padStart(8, "0")}`;
  await tx.update(orderImports).set({ serialNo }).where(eq(orderImports.id, row.id));
  return { ...row, serialNo };
};

export const setImportTask = (tx: Executor, id: number, taskId: number) =>
  tx.update(orderImports).set({ taskId }).where(eq(orderImports.id, id));

const selectImports = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select({
      row: orderImports,
      createdByName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username})`,
      // Only an import that drafted orders can have drafts awaiting payment: the others are not looked into.
      unpaidDrafts: sql<number>`case when ${orderImports.drafted} = 0 then 0 else (select count(*)::int
        from ${orderImportOrders} io join ${orders} o on o.id = io.order_id
        where io.import_id = ${orderImports.id} and io.outcome = 'drafted' and o.payment_status = 'unpaid'
        and o.status <> 'cancelled') end`,
    })
    .from(orderImports)
    .innerJoin(users, eq(users.id, orderImports.createdBy))
    .where(where)
    .orderBy(desc(orderImports.id))
    .limit(limit)
    .then((rows) =>
      rows.map(({ row, createdByName, unpaidDrafts }) => ({ ...row, createdByName, unpaidDrafts })),
    );

export type ImportListRow = Awaited<ReturnType<typeof selectImports>>[number];

/** One keyset page of the imports the caller sees, newest first. */
export const pageImports = (db: Executor, who: ImportScope, query: OrderImportQuery) => {
  const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    scopeOn(who),
    query.status ? eq(orderImports.status, query.status) : undefined,
    keyword ? or(ilike(orderImports.serialNo, keyword), ilike(orderImports.fileName, keyword)) : undefined,
    query.from ? gte(orderImports.createdAt, new Date(query.from)) : undefined,
    query.to ? lte(orderImports.createdAt, new Date(query.to)) : undefined,
    query.unpaidDrafts
      ? sql`${orderImports.drafted} > 0 and exists (select 1 from ${orderImportOrders} io join ${orders} o on o.id = io.order_id
        where io.import_id = ${orderImports.id} and io.outcome = 'drafted' and o.payment_status = 'unpaid'
        and o.status <> 'cancelled')`
      : undefined,
  );
  return idKeysetPage(
    db,
    { table: orderImports, id: orderImports.id },
    (w, limit) => selectImports(db, w, limit),
    where,
    query,
  );
};

export const findVisibleImport = async (db: Executor, who: ImportScope, id: number) =>
  (await selectImports(db, and(scopeOn(who), eq(orderImports.id, id)), 1))[0];

export const findImport = async (db: Executor, id: number) =>
  (await db.select().from(orderImports).where(eq(orderImports.id, id)))[0];

/**
 * Claims the import for this process: only a `processing` import whose lease is free or expired, atomically, so
 * two processes never run one import at once.
 */
export const claimLease = async (db: Executor, id: number, owner: string, seconds: number) =>
  (
    await db
      .update(orderImports)
      .set({ leaseOwner: owner, leaseUntil: sql`now() + make_interval(secs => ${seconds})` })
      .where(
        and(
          eq(orderImports.id, id),
          eq(orderImports.status, "processing"),
          // Written with its task's id once the task is submitted.
          gt(orderImports.taskId, 0),
          or(sql`${orderImports.leaseUntil} is null`, lt(orderImports.leaseUntil, sql`now()`)),
        ),
      )
      .returning()
  )[0];

/** Imports left `processing` by a process that stopped: their lease ran out. */
export const abandonedImports = async (db: Executor) =>
  (
    await db
      .select({ id: orderImports.id })
      .from(orderImports)
      .where(and(eq(orderImports.status, "processing"), lt(orderImports.leaseUntil, sql`now()`)))
  ).map((row) => row.id);

/** Records what the file holds when it is first read: its order count and the sender of its orders. */
export const startImport = (
  db: Executor,
  id: number,
  owner: string,
  values: Pick<ImportRecord, "total" | "sender">,
) =>
  db
    .update(orderImports)
    .set(values)
    .where(and(eq(orderImports.id, id), eq(orderImports.leaseOwner, owner)));

/** The wallet hold an all-or-nothing import's orders draw from, once it is taken. */
export const setImportHold = async (db: Executor, id: number, owner: string, holdId: number) =>
  (
    await db
      .update(orderImports)
      .set({ holdId })
      .where(and(eq(orderImports.id, id), eq(orderImports.leaseOwner, owner)))
      .returning()
  )[0];

/** Why the import fails, decided before it is finished (a refused all-or-nothing import). */
export const setImportError = (
  db: Executor,
  id: number,
  errorKey: string,
  errorParams: Record<string, string | number>,
) => db.update(orderImports).set({ errorKey, errorParams }).where(eq(orderImports.id, id));

export type ChunkCounts = {
  succeeded: number;
  drafted: number;
  failed: number;
  charged: string | null;
  currency: string | null;
};

/**
 * A chunk done, in one transaction: its orders' outcomes, the counts and the next index moved on only when this
 * process still holds the lease and nobody recorded the chunk before; false when the lease was lost.
 */
export const recordChunk = async (
  tx: Executor,
  record: { id: number; owner: string; start: number; end: number; seconds: number },
  rows: ImportOrderRow[],
  counts: ChunkCounts,
) => {
  const [updated] = await tx
    .update(orderImports)
    .set({
      nextIndex: record.end,
      processed: sql`${orderImports.processed} + ${record.end - record.start}`,
      succeeded: sql`${orderImports.succeeded} + ${counts.succeeded}`,
      drafted: sql`${orderImports.drafted} + ${counts.drafted}`,
      failed: sql`${orderImports.failed} + ${counts.failed}`,
      ...(counts.charged !== null
        ? {
            chargedAmount: sql`coalesce(${orderImports.chargedAmount}, 0) + ${counts.charged}::numeric`,
            chargedCurrency: counts.currency,
          }
        : {}),
      leaseUntil: sql`now() + make_interval(secs => ${record.seconds})`,
    })
    .where(
      and(
        eq(orderImports.id, record.id),
        eq(orderImports.nextIndex, record.start),
        eq(orderImports.leaseOwner, record.owner),
        eq(orderImports.status, "processing"),
      ),
    )
    .returning();
  if (!updated) return undefined;
  // A refused all-or-nothing import records every order at once: inserted in slices within the bind limit.
  for (let start = 0; start < rows.length; start += 1000)
    await tx
      .insert(orderImportOrders)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing();
  await tx
    .update(tasks)
    .set({
      progress: {
        total: updated.total,
        processed: updated.processed,
        succeeded: updated.succeeded + updated.drafted,
        failed: updated.failed,
      },
    })
    .where(eq(tasks.id, updated.taskId));
  return updated;
};

/** Ends a `processing` import as its event leads (packages/domain ORDER_IMPORT_TRANSITIONS); once. */
export const finishImport = (
  db: Executor,
  id: number,
  event: keyof typeof ORDER_IMPORT_TRANSITIONS,
  values: Partial<Pick<ImportRecord, "errorKey" | "errorParams" | "failedFileKey">>,
) => {
  const { from, to } = ORDER_IMPORT_TRANSITIONS[event];
  return db
    .update(orderImports)
    .set({ ...values, status: to, finishedAt: sql`now()`, leaseOwner: null, leaseUntil: null })
    .where(and(eq(orderImports.id, id), inArray(orderImports.status, [...from])))
    .returning();
};

/** The failed orders of an import in file order: their rows and reasons, for the failed-records file. */
export const failuresOf = (db: Executor, id: number) =>
  db
    .select({ rowNumbers: orderImportOrders.rowNumbers, reason: orderImportOrders.reason })
    .from(orderImportOrders)
    .where(and(eq(orderImportOrders.importId, id), eq(orderImportOrders.outcome, "failed")))
    .orderBy(orderImportOrders.orderIndex)
    .then((rows) => rows.map((row) => ({ rowNumbers: row.rowNumbers, reason: row.reason ?? "" })));

/** The import's drafts still awaiting payment. */
export const unpaidDraftIds = async (db: Executor, id: number) =>
  (
    await db
      .select({ id: orders.id })
      .from(orderImportOrders)
      .innerJoin(orders, eq(orders.id, orderImportOrders.orderId))
      .where(
        and(
          eq(orderImportOrders.importId, id),
          eq(orderImportOrders.outcome, "drafted"),
          eq(orders.paymentStatus, "unpaid"),
          ne(orders.status, "cancelled"),
        ),
      )
      .orderBy(orderImportOrders.orderIndex)
  ).map((row) => row.id);

/** The org's live orders holding any of the references (the reference rule), and its orders by key. */
export const liveOrdersByReference = (db: Executor, orgId: number, references: string[]) =>
  references.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          referenceNo: orders.referenceNo,
          key: orders.idempotencyKey,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(
          and(
            eq(orders.orgId, orgId),
            inArray(orders.referenceNo, references),
            ne(orders.status, "cancelled"),
          ),
        );

export const cancelledKeys = async (db: Executor, orgId: number, keys: string[]) =>
  keys.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .select({ key: orders.idempotencyKey })
            .from(orders)
            .where(
              and(
                eq(orders.orgId, orgId),
                inArray(orders.idempotencyKey, keys),
                eq(orders.status, "cancelled"),
              ),
            )
        ).map((row) => row.key),
      );

/** The sender of an import's orders: the chosen address of the org's book, else its default sender. */
export const senderAddressOf = async (db: Executor, orgId: number, addressId: number | null) =>
  (
    await db
      .select()
      .from(addresses)
      .where(
        and(
          eq(addresses.orgId, orgId),
          eq(addresses.type, "sender"),
          addressId === null ? eq(addresses.isDefault, true) : eq(addresses.id, addressId),
        ),
      )
      .limit(1)
  )[0];

export const sumCharged = (amounts: string[]) => (amounts.length === 0 ? null : addMoney(...amounts));

export type { OrderImportOutcome };

/** Removes an import whose task could not be submitted (nothing else refers to it yet). */
export const deleteImport = (db: Executor, id: number) =>
  db.delete(orderImports).where(eq(orderImports.id, id));
