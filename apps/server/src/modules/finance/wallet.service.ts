import { compareMoney, MONEY_PATTERN, negateMoney, normalizeMoney } from "@pp/domain";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Db, Executor, Tx } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { fingerprintOf } from "./idempotency";
import {
  checkMovement,
  createMovementEngine,
  type Debit,
  debitMove,
  type Movement,
  refuseDebit,
  requestOf,
  simplePosting,
  type WalletMove,
} from "./move-wallet";
import * as repo from "./wallet.repository";
import { createHoldMovements, holdMove } from "./wallet-holds";
import { createWalletQueries, toWalletDto } from "./wallet-queries";

/**
 * The wallet's one face for other modules and the routes: credits, charges, refunds and adjustments (here),
 * holds (`wallet-holds.ts`), all posted by the movement engine (`move-wallet.ts`), the reads
 * (`wallet-queries.ts`) and finance staff's commands.
 */
export const createWalletService = (db: Db) => {
  const engine = createMovementEngine(db);
  const { moveWallet, lockOrCreateWallet } = engine;

  /** Money in from outside (a recharge, a confirmed bank transfer). */
  const credit = (input: Movement, executor?: Executor) => {
    checkMovement(input);
    return moveWallet(
      {
        input,
        fingerprint: fingerprintOf("credit", requestOf(input)),
        posting: simplePosting("credit", input.amount),
      },
      executor,
    );
  };

  /** A charge from the available balance, or drawn from a hold (`fromHold`: not part of the request's fingerprint). */
  const chargeMove = (input: Debit): WalletMove => {
    checkMovement(input);
    const mayUseDeposit = input.mayUseDeposit ?? false;
    return {
      input,
      fingerprint: fingerprintOf("charge", { ...requestOf(input), mayUseDeposit }),
      ...debitMove("charge", input),
    };
  };

  /**
   * A direct debit for a service (an order, a subscription, a bill shortage); with `fromHold`, the held money
   * becomes spent (the hold keeps the rest).
   */
  const charge = (input: Debit, executor?: Executor) => moveWallet(chargeMove(input), executor);

  /**
   * Debits of one org in the caller's transaction, in turn (many orders placed at once): its wallets locked once,
   * each debit answered with its movement or its refusal. A debit marked `hold` reserves the amount instead
   * (an order whose product charges at weigh-in). A debit naming `fromHold` is drawn from that hold (a bulk
   * import's): refused `WALLET_HOLD_INSUFFICIENT` when the hold has less left than its amount.
   */
  const chargeInTurn = (inputs: (Debit & { hold?: boolean })[], tx: Tx) =>
    engine.moveInTurn(
      inputs.map((input) => (input.hold ? holdMove(input) : chargeMove(input))),
      tx,
    );

  /** Money back to the customer for a service (an overcharge, a cancelled order). */
  const refund = (input: Movement, executor?: Executor) => {
    checkMovement(input);
    return moveWallet(
      {
        input,
        fingerprint: fingerprintOf("refund", requestOf(input)),
        posting: simplePosting("refund", input.amount),
      },
      executor,
    );
  };

  /** A staff correction; a negative one may use the deposit but never the money that is not there. */
  const adjust = (input: Movement, executor?: Executor) => {
    checkMovement(input, true);
    return moveWallet(
      {
        input,
        fingerprint: fingerprintOf("adjust", requestOf(input)),
        check: (wallet) => {
          if (compareMoney(input.amount, "0") < 0) refuseDebit(wallet, negateMoney(input.amount), true);
        },
        posting: simplePosting("adjust", input.amount),
      },
      executor,
    );
  };

  return {
    credit,
    charge,
    chargeInTurn,
    refund,
    ...createHoldMovements(db, engine),
    adjust,
    ...createWalletQueries(db),

    adjustAsStaff: (
      actor: Actor,
      body: { orgId: number; currency: string; amount: string; reason: string; referenceId: string },
      idempotencyKey: string,
    ) => {
      requireCan(actor, "manageMoney");
      return adjust({
        orgId: body.orgId,
        currency: body.currency,
        amount: body.amount,
        reason: body.reason,
        reference: { type: "adjustment", id: body.referenceId },
        idempotencyKey,
        userId: actor.userId,
      });
    },

    /** Sets the refundable deposit a customer must keep (not a movement: no ledger entry). */
    setDeposit: async (actor: Actor, body: { orgId: number; currency: string; deposit: string }) => {
      requireCan(actor, "manageMoney");
      if (!MONEY_PATTERN.test(body.deposit)) throw AppError.field("deposit", "money");
      return db.transaction(async (tx) => {
        const wallet = await lockOrCreateWallet(tx, body.orgId, body.currency);
        return toWalletDto(await repo.updateDeposit(tx, wallet.id, normalizeMoney(body.deposit)));
      });
    },
  };
};

export type WalletService = ReturnType<typeof createWalletService>;

declare module "fastify" {
  interface FastifyInstance {
    /** This process's wallet service (app.ts): other modules move money only through it. */
    wallets: WalletService;
  }
}
