import type { Withdrawal, WithdrawalApply, WithdrawalQuery } from "@pp/contracts";
import { BASE_CURRENCY, isRepeat, nextStatus, normalizeMoney, WITHDRAWAL_TRANSITIONS } from "@pp/domain";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import { type Db, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { mapPage } from "../../platform/paging";
import { assertSameRequest, claimKey, fingerprintOf } from "./idempotency";
import type { OnMoneyDecided } from "./money-decisions";
import { findKeyUse, type MovementKey } from "./wallet.repository";
import type { WalletService } from "./wallet.service";
import * as repo from "./withdrawal.repository";

const pendingExists = () => new AppError("WITHDRAWAL_PENDING_EXISTS");
const decided = () => new AppError("ALREADY_DECIDED", { params: { messageKey: "WITHDRAWAL_DECIDED" } });

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

/**
 * Withdrawals: the application holds the amount (above the refundable deposit) through the wallet service;
 * finance pays the hold out with a proof reference, or releases it with a reason. Every step is idempotent:
 * the application by the caller's key (the finance module's one rule: same request, same answer; another
 * request, 409), the decision by the withdrawal's own key.
 */
export const createWithdrawalService = (db: Db, wallets: WalletService, onDecided: OnMoneyDecided) => {
  const byId = async (id: number) => toDto((await repo.findWithdrawalById(db, id))!);

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
          currency: BASE_CURRENCY,
          ...request,
          applyKey: idempotencyKey,
        });
        const held = await wallets.hold(
          {
            orgId: actor.orgId,
            currency: BASE_CURRENCY,
            amount: input.amount,
            reason: { code: "withdrawalHeld" },
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
    decision: { event: "approve"; proofReference: string } | { event: "reject"; reason: string },
  ) => {
    requireCan(actor, "manageMoney");
    await db.transaction(async (tx) => {
      const row = await repo.lockWithdrawal(tx, id);
      if (!row) throw new AppError("NOT_FOUND");
      if (isRepeat(WITHDRAWAL_TRANSITIONS, row.status, decision.event)) return;
      const status = nextStatus(WITHDRAWAL_TRANSITIONS, row.status, decision.event);
      if (!status || row.holdId === null) throw decided();
      const action = {
        orgId: row.orgId,
        holdId: row.holdId,
        idempotencyKey: `withdrawal-${row.id}-decision`,
        userId: actor.userId,
      };
      if (decision.event === "approve") {
        await wallets.payout({ ...action, reason: { code: "withdrawalPaidOut" } }, tx);
        await repo.decideWithdrawal(tx, id, {
          status,
          proofReference: decision.proofReference.trim(),
          decidedBy: actor.userId,
        });
        await onDecided(tx, {
          kind: "withdrawalApproved",
          withdrawalId: id,
          orgId: row.orgId,
          amount: row.amount,
          currency: row.currency,
          proofReference: decision.proofReference.trim(),
        });
      } else {
        await wallets.release({ ...action, reason: { code: "withdrawalRejected" } }, tx);
        await repo.decideWithdrawal(tx, id, {
          status,
          rejectReason: decision.reason.trim(),
          decidedBy: actor.userId,
        });
        await onDecided(tx, {
          kind: "withdrawalRejected",
          withdrawalId: id,
          orgId: row.orgId,
          amount: row.amount,
          currency: row.currency,
          reason: decision.reason.trim(),
        });
      }
    });
    return byId(id);
  };

  return {
    apply,

    /** The caller's org's withdrawals; platform finance sees every org's. */
    list: async (actor: Actor, { status, ...page }: WithdrawalQuery) =>
      mapPage(await repo.pageWithdrawals(db, actor.scope, status, page), toDto),

    approve: (actor: Actor, id: number, proofReference: string) =>
      decide(actor, id, { event: "approve", proofReference }),

    reject: (actor: Actor, id: number, reason: string) => decide(actor, id, { event: "reject", reason }),
  };
};

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
