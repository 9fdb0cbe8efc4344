import {
  type BankTransferStatus,
  RECHARGE_PAYMENT_TRANSITIONS,
  type RechargePaymentStatus,
} from "@pp/domain";
import { and, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DataScope } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { cappedCount, idKeysetPage, keysetPage } from "../../platform/paging";
import { scopeFilter } from "../../platform/scope";
import { orgs } from "../identity";
import { rechargeBankTransfers, rechargePayments } from "./recharge.tables";

export type PaymentRow = typeof rechargePayments.$inferSelect;
export type NewPayment = typeof rechargePayments.$inferInsert;
export type NewBankTransfer = typeof rechargeBankTransfers.$inferInsert;

// Reads take the caller's data scope (`actor.scope`) and apply it here; the gateway's lookups and
// notifications are by the payment's random id, which only its payer and the gateway know.

// ---- online payments ------------------------------------------------------------------------------------

export const insertPayment = async (db: Executor, values: NewPayment) => {
  const [row] = await db.insert(rechargePayments).values(values).returning();
  return row!;
};

/** Pending payments past their time become expired (checked on every read). */
const expireWhere = async (db: Executor, where: SQL | undefined) => {
  await db
    .update(rechargePayments)
    .set({ status: RECHARGE_PAYMENT_TRANSITIONS.expire.to })
    .where(
      and(
        where,
        inArray(rechargePayments.status, RECHARGE_PAYMENT_TRANSITIONS.expire.from),
        lt(rechargePayments.expiresAt, sql`now()`),
      ),
    );
};

export const expireOverdue = (db: Executor, scope: DataScope) =>
  expireWhere(db, scopeFilter(scope, rechargePayments.orgId));

export const expireOverdueById = (db: Executor, id: string) => expireWhere(db, eq(rechargePayments.id, id));

/** Without a scope: the gateway's lookup by the payment's random id. */
export const findPayment = async (db: Executor, id: string, scope?: DataScope) => {
  const [row] = await db
    .select()
    .from(rechargePayments)
    .where(and(scope && scopeFilter(scope, rechargePayments.orgId), eq(rechargePayments.id, id)));
  return row;
};

export const lockPayment = async (db: Executor, id: string) => {
  const [row] = await db.select().from(rechargePayments).where(eq(rechargePayments.id, id)).for("update");
  return row;
};

export const markPaid = async (
  db: Executor,
  id: string,
  values: { status: RechargePaymentStatus; tradeNo: string; paidAt: Date; paidLate: boolean },
) => {
  const [row] = await db.update(rechargePayments).set(values).where(eq(rechargePayments.id, id)).returning();
  return row!;
};

/**
 * One keyset page of the payments of the orgs in `scope`, newest first; payment ids are random, so the cursor's
 * creation time orders.
 */
export const pagePayments = (
  db: Executor,
  scope: DataScope,
  page: { cursor?: string | undefined; size: number },
) => {
  const { createdAt, id } = rechargePayments;
  const owners = scopeFilter(scope, rechargePayments.orgId);
  const after = page.cursor
    ? sql`(${createdAt}, ${id}) < (select c.created_at, c.id from ${rechargePayments} c where c.id = ${page.cursor})`
    : undefined;
  return keysetPage({
    rows: db
      .select()
      .from(rechargePayments)
      .where(and(owners, after))
      .orderBy(desc(createdAt), desc(id))
      .limit(page.size + 1),
    total: cappedCount(db, rechargePayments, owners),
    size: page.size,
    keyOf: (row) => row.id,
  });
};

// ---- bank transfers -------------------------------------------------------------------------------------

/** Every column but the proof's file key, with the org's name. */
const transferColumns = {
  id: rechargeBankTransfers.id,
  orgId: rechargeBankTransfers.orgId,
  orgName: orgs.name,
  currency: rechargeBankTransfers.currency,
  amount: rechargeBankTransfers.amount,
  transferDate: rechargeBankTransfers.transferDate,
  proofName: rechargeBankTransfers.proofName,
  proofType: rechargeBankTransfers.proofType,
  proofSize: rechargeBankTransfers.proofSize,
  status: rechargeBankTransfers.status,
  rejectReason: rechargeBankTransfers.rejectReason,
  decidedAt: rechargeBankTransfers.decidedAt,
  createdAt: rechargeBankTransfers.createdAt,
};
export type TransferRow = Awaited<ReturnType<typeof selectTransfers>>[number];

export const insertTransfer = async (db: Executor, values: NewBankTransfer) => {
  const [row] = await db
    .insert(rechargeBankTransfers)
    .values(values)
    .returning({ id: rechargeBankTransfers.id });
  return row!.id;
};

const selectTransfers = async (db: Executor, conditions: SQL | undefined, limit: number) =>
  db
    .select(transferColumns)
    .from(rechargeBankTransfers)
    .innerJoin(orgs, eq(orgs.id, rechargeBankTransfers.orgId))
    .where(conditions)
    .orderBy(desc(rechargeBankTransfers.id))
    .limit(limit);

/** One keyset page of the transfers of the orgs in `scope`, newest first, optionally of one status. */
export const pageTransfers = (
  db: Executor,
  scope: DataScope,
  status: BankTransferStatus | undefined,
  page: { cursor?: number; size: number },
) =>
  idKeysetPage(
    db,
    { table: rechargeBankTransfers, id: rechargeBankTransfers.id },
    (keyed, limit) => selectTransfers(db, keyed, limit),
    and(
      scopeFilter(scope, rechargeBankTransfers.orgId),
      status ? eq(rechargeBankTransfers.status, status) : undefined,
    ),
    page,
  );

/** Reached only after the caller's right to it was checked (its own new transfer, staff deciding). */
export const findTransfer = async (db: Executor, id: number) => {
  const [row] = await selectTransfers(db, eq(rechargeBankTransfers.id, id), 1);
  return row;
};

export const lockTransfer = async (db: Executor, id: number) => {
  const [row] = await db
    .select({
      id: rechargeBankTransfers.id,
      orgId: rechargeBankTransfers.orgId,
      currency: rechargeBankTransfers.currency,
      amount: rechargeBankTransfers.amount,
      status: rechargeBankTransfers.status,
    })
    .from(rechargeBankTransfers)
    .where(eq(rechargeBankTransfers.id, id))
    .for("update");
  return row;
};

export const decideTransfer = async (
  db: Executor,
  id: number,
  values: { status: BankTransferStatus; rejectReason: string | null; decidedBy: number },
) => {
  await db
    .update(rechargeBankTransfers)
    .set({ ...values, decidedAt: sql`now()` })
    .where(eq(rechargeBankTransfers.id, id));
};

export const findProof = async (db: Executor, id: number, scope: DataScope) => {
  const [row] = await db
    .select({
      proofFile: rechargeBankTransfers.proofFile,
      proofName: rechargeBankTransfers.proofName,
      proofType: rechargeBankTransfers.proofType,
    })
    .from(rechargeBankTransfers)
    .where(and(scopeFilter(scope, rechargeBankTransfers.orgId), eq(rechargeBankTransfers.id, id)));
  return row;
};
