import type { Withdrawal, WithdrawalApply, WithdrawalQuery } from "@pp/contracts";
import { normalizeMoney } from "@pp/domain";
import { and, eq } from "drizzle-orm";
import { type Actor, hasRole, isPlatformStaff } from "../../platform/actor";
import { type Db, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { mapPage } from "../../platform/paging";
import { scopeFilter } from "../../platform/scope";
import { assertSameRequest, claimKey, fingerprintOf } from "./idempotency";
import { findKeyUse, type MovementKey } from "./wallet.repository";
import type { WalletService } from "./wallet.service";
import * as repo from "./withdrawal.repository";
import { withdrawals } from "./withdrawal.tables";

const CURRENCY = "CNY";

const pendingExists = () => new AppError("CONFLICT", { params: { messageKey: "WITHDRAWAL_PENDING_EXISTS" } });
const decided = () => new AppError("CONFLICT", { params: { messageKey: "WITHDRAWAL_DECIDED" } });

const toDto = (row: repo.WithdrawalRow): Withdrawal => ({
  id: row.id,
  orgId: row.orgId,
  orgName: row.orgName,
  currency: row.currency,
  amount: row.amount,
  method: row.method,
  accountName: row.accountName,
  accountNo: row.accountNo,
  bankName: row.bankName,
  remark: row.remark,
  status: row.status,
  proofReference: row.proofReference,
  rejectReason: row.rejectReason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const assertFinanceStaff = (actor: Actor) => {
  if (!isPlatformStaff(actor) || !hasRole(actor, "admin", "finance")) throw new AppError("FORBIDDEN");
};

/**
 * Withdrawals: the application holds the amount (above the refundable deposit) through the wallet service;
 * finance pays the hold out with a proof reference, or releases it with a reason. Every step is idempotent:
 * the application by the caller's key (the finance module's one rule: same request, same answer; another
 * request, 409), the decision by the withdrawal's own key.
 */
export const createWithdrawalService = (db: Db, wallets: WalletService) => {
  const byId = async (id: number) => toDto((await repo.findWithdrawal(db, eq(withdrawals.id, id)))!);

  /** The withdrawal an earlier use of the key applied for; 409 when the key was used for another request. */
  const answerRepeat = async (key: MovementKey) => {
    const use = await findKeyUse(db, key.orgId, key.key);
    if (!use) return undefined;
    assertSameRequest(use, key.fingerprint);
    return toDto((await repo.findByApplyKey(db, key.orgId, key.key))!);
  };

  const apply = async (actor: Actor, input: WithdrawalApply, idempotencyKey: string) => {
    if (actor.orgType !== "customer") throw new AppError("FORBIDDEN");
    const request = {
      amount: normalizeMoney(input.amount),
      method: input.method,
      accountName: input.accountName,
      accountNo: input.accountNo,
      bankName: input.bankName,
      remark: input.remark || null,
    };
    const key = {
      orgId: actor.orgId,
      key: idempotencyKey,
      fingerprint: fingerprintOf("withdrawal.apply", request),
    };
    const repeat = await answerRepeat(key);
    if (repeat) return repeat;
    if (await repo.findPending(db, actor.orgId)) throw pendingExists();
    try {
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertWithdrawal(tx, {
          orgId: actor.orgId,
          userId: actor.userId,
          currency: CURRENCY,
          ...request,
          applyKey: idempotencyKey,
        });
        const held = await wallets.hold(
          {
            orgId: actor.orgId,
            currency: CURRENCY,
            amount: input.amount,
            reason: "Withdrawal application",
            reference: { type: "withdrawal", id: String(created) },
            idempotencyKey: `withdrawal-${created}-hold`,
            userId: actor.userId,
          },
          tx,
        );
        await repo.setHold(tx, created, held.holdId!);
        await claimKey(tx, key, held.entryId);
        return created;
      });
      return byId(id);
    } catch (error) {
      if (isUniqueViolation(error)) {
        const raced = await answerRepeat(key);
        if (raced) return raced;
        throw pendingExists();
      }
      throw error;
    }
  };

  const decide = async (
    actor: Actor,
    id: number,
    decision: { status: "approved"; proofReference: string } | { status: "rejected"; reason: string },
  ) => {
    assertFinanceStaff(actor);
    await db.transaction(async (tx) => {
      const row = await repo.lockWithdrawal(tx, id);
      if (!row) throw new AppError("NOT_FOUND");
      if (row.status === decision.status) return;
      if (row.status !== "pending" || row.holdId === null) throw decided();
      const action = {
        orgId: row.orgId,
        holdId: row.holdId,
        idempotencyKey: `withdrawal-${row.id}-decision`,
        userId: actor.userId,
      };
      if (decision.status === "approved") {
        await wallets.payout({ ...action, reason: "Withdrawal paid out" }, tx);
        await repo.decideWithdrawal(tx, id, {
          status: "approved",
          proofReference: decision.proofReference.trim(),
          decidedBy: actor.userId,
        });
      } else {
        await wallets.release({ ...action, reason: "Withdrawal rejected" }, tx);
        await repo.decideWithdrawal(tx, id, {
          status: "rejected",
          rejectReason: decision.reason.trim(),
          decidedBy: actor.userId,
        });
      }
    });
    return byId(id);
  };

  return {
    apply,

    /** The caller's org's withdrawals; platform finance sees every org's. */
    list: async (actor: Actor, { status, ...page }: WithdrawalQuery) =>
      mapPage(
        await repo.pageWithdrawals(
          db,
          and(scopeFilter(actor, withdrawals.orgId), status ? eq(withdrawals.status, status) : undefined),
          page,
        ),
        toDto,
      ),

    approve: (actor: Actor, id: number, proofReference: string) =>
      decide(actor, id, { status: "approved", proofReference }),

    reject: (actor: Actor, id: number, reason: string) => decide(actor, id, { status: "rejected", reason }),
  };
};

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
