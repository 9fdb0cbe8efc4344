import type { WalletMovement, WalletReference } from "@pp/contracts";
import { compareMoney, isPositiveMoney, normalizeMoney } from "@pp/domain";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { fingerprintOf } from "./idempotency";
import { type LedgerReason, type PostingInput, reasonRequest } from "./ledger";
import {
  checkCommon,
  checkMovement,
  type Debit,
  debitMove,
  type MovementEngine,
  remainingOf,
  requestOf,
  retryOnKey,
  type WalletMove,
} from "./move-wallet";
import * as repo from "./wallet.repository";

/** Releasing or capturing a hold: the hold's wallet and reference carry over. */
export type HoldAction = {
  orgId: number;
  holdId: number;
  reason: LedgerReason;
  idempotencyKey: string;
  userId?: number | null;
};

/**
 * The movement that reserves `input`'s amount, alone or in turn with others (orders placed at once): from the
 * available balance, or moved out of the hold it draws from into its own. Where the money came from is not part
 * of the request: a repeat answers the first movement whether or not it names the hold.
 */
export const holdMove = (input: Debit): WalletMove => {
  checkMovement(input);
  const mayUseDeposit = input.mayUseDeposit ?? false;
  return {
    input,
    fingerprint: fingerprintOf("hold", { ...requestOf(input), mayUseDeposit }),
    ...debitMove("hold", input),
    newHold: {
      amount: normalizeMoney(input.amount),
      referenceType: input.reference.type,
      referenceId: input.reference.id,
    },
  };
};

/** Money reserved on a wallet and what later becomes of it: released, captured or paid out. */
export const createHoldMovements = (db: Db, { moveWallet, postLocked, answerKeyUse }: MovementEngine) => {
  /** Reserves money (a pending withdrawal, an order held until weigh-in); `holdId` releases or captures it. */
  const hold = (input: Debit, executor?: Executor) => moveWallet(holdMove(input), executor);

  /** The hold a movement under `idempotencyKey` opened; undefined when that key opened none. */
  const holdIdOf = async (orgId: number, idempotencyKey: string, executor?: Executor) => {
    const ex = executor ?? db;
    const use = await repo.findKeyUse(ex, orgId, idempotencyKey);
    const entry = use?.entryId ? await repo.findEntry(ex, use.entryId) : undefined;
    return entry?.holdId ?? undefined;
  };

  /**
   * A movement that closes a hold (release, capture, payout), in a transaction: the hold's row lock first, then
   * the key (a duplicate that held the lock has committed by then), then the wallet's lock. What orders drew from
   * the hold is theirs: the movement takes only what is left. A hold the draws took in full is closed: refused,
   * unless `ifDrawn` answers it.
   */
  const closeHold = <Drawn = never>(
    input: HoldAction,
    fingerprint: string,
    closeAs: "released" | "captured",
    posting: (row: repo.HoldRow, wallet: repo.WalletRow) => PostingInput,
    executor?: Executor,
    ifDrawn?: () => Drawn,
  ) =>
    retryOnKey(() =>
      (executor ?? db).transaction(async (tx): Promise<WalletMovement | Drawn> => {
        const row = await repo.lockHold(tx, input.orgId, input.holdId);
        const keyUse = await repo.findKeyUse(tx, input.orgId, input.idempotencyKey);
        if (keyUse) return answerKeyUse(tx, keyUse, fingerprint);
        if (!row) throw new AppError("NOT_FOUND");
        if (row.status === "drawn" && ifDrawn) return ifDrawn();
        if (row.status !== "open")
          throw new AppError("ALREADY_DECIDED", { params: { messageKey: "FINANCE_HOLD_NOT_OPEN" } });
        const wallet = await repo.lockWalletById(tx, row.walletId);
        const entryPosting = posting(row, wallet);
        await repo.closeHold(tx, row.id, closeAs);
        return postLocked(
          tx,
          { orgId: input.orgId, key: input.idempotencyKey, fingerprint },
          wallet,
          entryPosting,
          {
            reason: input.reason,
            reference: { type: row.referenceType as WalletReference["type"], id: row.referenceId },
            holdId: row.id,
            userId: input.userId ?? null,
          },
        );
      }),
    );

  const releasePosting = (row: repo.HoldRow, wallet: repo.WalletRow): PostingInput => ({
    kind: "release",
    walletId: wallet.id,
    currency: wallet.currency,
    amount: remainingOf(row),
  });

  const releaseFingerprint = (input: HoldAction) =>
    fingerprintOf("release", { holdId: input.holdId, reason: reasonRequest(input.reason) });

  /** Gives a hold (what orders have not drawn of it) back to the available balance (a rejected withdrawal). */
  const release = (input: HoldAction, executor?: Executor) => {
    checkCommon(input);
    return closeHold(input, releaseFingerprint(input), "released", releasePosting, executor);
  };

  /**
   * Gives back what orders left of a hold they drew from (the end of a bulk import): the release, or null when
   * the draws took all of it (the hold is closed as drawn). The same input again answers the same.
   */
  const releaseRest = (input: HoldAction, executor?: Executor) => {
    checkCommon(input);
    return closeHold(input, releaseFingerprint(input), "released", releasePosting, executor, () => null);
  };

  /** Turns a hold into a charge: all of it, or `amount` of it with the rest released. */
  const capture = (input: HoldAction & { amount?: string }, executor?: Executor) => {
    checkCommon(input);
    if (input.amount !== undefined && !isPositiveMoney(input.amount))
      throw AppError.field("amount", "FINANCE_AMOUNT_FORMAT");
    return closeHold(
      input,
      fingerprintOf("capture", {
        holdId: input.holdId,
        amount: input.amount === undefined ? null : normalizeMoney(input.amount),
        reason: reasonRequest(input.reason),
      }),
      "captured",
      (row, wallet) => {
        const held = remainingOf(row);
        const amount = input.amount ?? held;
        if (compareMoney(amount, held) > 0) throw AppError.field("amount", "FINANCE_CAPTURE_EXCEEDS_HOLD");
        return { kind: "capture", walletId: wallet.id, currency: wallet.currency, held, amount };
      },
      executor,
    );
  };

  /** Pays a whole hold out of the platform (an approved withdrawal): held money goes to platform cash. */
  const payout = (input: HoldAction, executor?: Executor) => {
    checkCommon(input);
    return closeHold(
      input,
      fingerprintOf("payout", { holdId: input.holdId, reason: reasonRequest(input.reason) }),
      "captured",
      (row, wallet) => ({
        kind: "payout",
        walletId: wallet.id,
        currency: wallet.currency,
        amount: remainingOf(row),
      }),
      executor,
    );
  };

  return { hold, holdIdOf, release, releaseRest, capture, payout };
};
