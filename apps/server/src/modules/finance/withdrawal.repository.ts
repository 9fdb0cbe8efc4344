import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { idKeysetPage } from "../../platform/paging";
import { orgs } from "../../schema";
import { withdrawals } from "./withdrawal.tables";

export type WithdrawalRow = typeof withdrawals.$inferSelect & { orgName: string };
export type NewWithdrawal = typeof withdrawals.$inferInsert;

const selection = { ...getTableColumns(withdrawals), orgName: orgs.name };

export const listWithdrawals = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select(selection)
    .from(withdrawals)
    .innerJoin(orgs, eq(orgs.id, withdrawals.orgId))
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(limit);

/** One keyset page, newest first: the rows before the cursor's id. */
export const pageWithdrawals = (
  db: Executor,
  where: SQL | undefined,
  page: { cursor?: number; size: number },
) =>
  idKeysetPage(
    db,
    { table: withdrawals, id: withdrawals.id },
    (keyed, limit) => listWithdrawals(db, keyed, limit),
    where,
    page,
  );

export const findWithdrawal = async (db: Executor, where: SQL | undefined) =>
  (await listWithdrawals(db, where, 1))[0];

export const findByApplyKey = (db: Executor, orgId: number, key: string) =>
  findWithdrawal(db, and(eq(withdrawals.orgId, orgId), eq(withdrawals.applyKey, key)));

export const findPending = (db: Executor, orgId: number) =>
  findWithdrawal(db, and(eq(withdrawals.orgId, orgId), eq(withdrawals.status, "pending")));

export const insertWithdrawal = async (tx: Executor, row: NewWithdrawal) =>
  (await tx.insert(withdrawals).values(row).returning({ id: withdrawals.id }))[0]!.id;

export const setHold = (tx: Executor, id: number, holdId: number) =>
  tx.update(withdrawals).set({ holdId }).where(eq(withdrawals.id, id));

export const lockWithdrawal = async (tx: Executor, id: number) =>
  (await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for("update"))[0];

export const decideWithdrawal = (
  tx: Executor,
  id: number,
  decision: {
    status: "approved" | "rejected";
    proofReference?: string;
    rejectReason?: string;
    decidedBy: number;
  },
) =>
  tx
    .update(withdrawals)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(withdrawals.id, id));
