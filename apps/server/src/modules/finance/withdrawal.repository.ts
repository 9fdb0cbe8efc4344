import type { WithdrawalStatus } from "@pp/domain";
import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { DataScope } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { idKeysetPage } from "../../platform/paging";
import { scopeFilter } from "../../platform/scope";
import { orgs } from "../identity";
import { withdrawals } from "./withdrawal.tables";

export type WithdrawalRow = typeof withdrawals.$inferSelect & { orgName: string };
export type NewWithdrawal = typeof withdrawals.$inferInsert;

const selection = { ...getTableColumns(withdrawals), orgName: orgs.name };

const selectWithdrawals = (db: Executor, where: SQL | undefined, limit: number) =>
  db
    .select(selection)
    .from(withdrawals)
    .innerJoin(orgs, eq(orgs.id, withdrawals.orgId))
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(limit);

/** One keyset page of the withdrawals of the orgs in `scope`, newest first, optionally of one status. */
export const pageWithdrawals = (
  db: Executor,
  scope: DataScope,
  status: WithdrawalStatus | undefined,
  page: { cursor?: number; size: number },
) =>
  idKeysetPage(
    db,
    { table: withdrawals, id: withdrawals.id },
    (keyed, limit) => selectWithdrawals(db, keyed, limit),
    and(scopeFilter(scope, withdrawals.orgId), status ? eq(withdrawals.status, status) : undefined),
    page,
  );

const findWithdrawal = async (db: Executor, where: SQL | undefined) =>
  (await selectWithdrawals(db, where, 1))[0];

/** Reached only after the caller's right to it was checked (staff deciding, the applicant's own key). */
export const findWithdrawalById = (db: Executor, id: number) => findWithdrawal(db, eq(withdrawals.id, id));

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
    status: WithdrawalStatus;
    proofReference?: string;
    rejectReason?: string;
    decidedBy: number;
  },
) =>
  tx
    .update(withdrawals)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(withdrawals.id, id));
