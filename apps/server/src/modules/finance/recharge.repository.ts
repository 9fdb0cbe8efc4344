import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { cappedCount, idKeysetPage, keysetPage } from "../../platform/paging";
import { orgs } from "../../schema";
import { rechargeBankTransfers, rechargePayments } from "./recharge.tables";

export type PaymentRow = typeof rechargePayments.$inferSelect;
export type NewPayment = typeof rechargePayments.$inferInsert;
export type NewBankTransfer = typeof rechargeBankTransfers.$inferInsert;

// Reads take the caller's data-scope filter (`scopeFilter(actor, <table>.orgId)`); the gateway's lookups and
// notifications are by the payment's random id, which only its payer and the gateway know.

// ---- online payments ------------------------------------------------------------------------------------

export const insertPayment = async (db: Executor, values: NewPayment) => {
  const [row] = await db.insert(rechargePayments).values(values).returning();
  return row!;
};

/** Pending payments past their time become expired (checked on every read). */
export const expireOverdue = async (db: Executor, scope: SQL | undefined) => {
  await db
    .update(rechargePayments)
    .set({ status: "expired" })
    .where(and(scope, eq(rechargePayments.status, "pending"), lt(rechargePayments.expiresAt, sql`now()`)));
};

export const findPayment = async (db: Executor, id: string, scope?: SQL) => {
  const [row] = await db
    .select()
    .from(rechargePayments)
    .where(and(scope, eq(rechargePayments.id, id)));
  return row;
};

export const lockPayment = async (db: Executor, id: string) => {
  const [row] = await db.select().from(rechargePayments).where(eq(rechargePayments.id, id)).for("update");
  return row;
};

export const markPaid = async (
  db: Executor,
  id: string,
  values: { tradeNo: string; paidAt: Date; paidLate: boolean },
) => {
  const [row] = await db
    .update(rechargePayments)
    .set({ status: "paid", ...values })
    .where(eq(rechargePayments.id, id))
    .returning();
  return row!;
};

/** One keyset page of payments, newest first; payment ids are random, so the cursor's creation time orders. */
export const pagePayments = (
  db: Executor,
  scope: SQL | undefined,
  page: { cursor?: string | undefined; size: number },
) => {
  const { createdAt, id } = rechargePayments;
  const after = page.cursor
    ? sql`(${createdAt}, ${id}) < (select c.created_at, c.id from ${rechargePayments} c where c.id = ${page.cursor})`
    : undefined;
  return keysetPage({
    rows: db
      .select()
      .from(rechargePayments)
      .where(and(scope, after))
      .orderBy(desc(createdAt), desc(id))
      .limit(page.size + 1),
    total: cappedCount(db, rechargePayments, scope),
    size: page.size,
    keyOf: (row) => row.id,
  });
};

// ---- bank transfers -------------------------------------------------------------------------------------

/** Every column but the proof's bytes, with the org's name. */
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
export type TransferRow = Awaited<ReturnType<typeof listTransfers>>[number];

export const insertTransfer = async (db: Executor, values: NewBankTransfer) => {
  const [row] = await db
    .insert(rechargeBankTransfers)
    .values(values)
    .returning({ id: rechargeBankTransfers.id });
  return row!.id;
};

export const listTransfers = async (db: Executor, conditions: SQL | undefined, limit: number) =>
  db
    .select(transferColumns)
    .from(rechargeBankTransfers)
    .innerJoin(orgs, eq(orgs.id, rechargeBankTransfers.orgId))
    .where(conditions)
    .orderBy(desc(rechargeBankTransfers.id))
    .limit(limit);

/** One keyset page of transfers, newest first: the rows before the cursor's id. */
export const pageTransfers = (
  db: Executor,
  where: SQL | undefined,
  page: { cursor?: number; size: number },
) =>
  idKeysetPage(
    db,
    { table: rechargeBankTransfers, id: rechargeBankTransfers.id },
    (keyed, limit) => listTransfers(db, keyed, limit),
    where,
    page,
  );

export const findTransfer = async (db: Executor, id: number, scope?: SQL) => {
  const [row] = await listTransfers(db, and(scope, eq(rechargeBankTransfers.id, id)), 1);
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
  values: { status: "confirmed" | "rejected"; rejectReason: string | null; decidedBy: number },
) => {
  await db
    .update(rechargeBankTransfers)
    .set({ ...values, decidedAt: sql`now()` })
    .where(eq(rechargeBankTransfers.id, id));
};

export const findProof = async (db: Executor, id: number, scope?: SQL) => {
  const [row] = await db
    .select({
      proof: rechargeBankTransfers.proof,
      proofName: rechargeBankTransfers.proofName,
      proofType: rechargeBankTransfers.proofType,
    })
    .from(rechargeBankTransfers)
    .where(and(scope, eq(rechargeBankTransfers.id, id)));
  return row;
};
