import { addMoney, compareMoney, negateMoney, translateNotServed } from "@pp/domain";
import { type QuoteSources, quoteProductForOrder } from "../modules/catalog";
import type { WalletService } from "../modules/finance";
import {
  type OrderWeighIn,
  orderSubmission,
  type PayArrears,
  type WeighInDifference,
  type WeighInOrder,
} from "../modules/orders";
import type { Actor } from "../platform/actor";
import type { Db, Executor } from "../platform/db";
import { AppError } from "../platform/errors";
import { priceOf, quoteInputOf } from "./place-order";
import { queuePushes } from "./push-orders";

// Weighing an order in the warehouse (issue 13): catalog prices the order again with the measured boxes, finance
// charges or refunds the difference to what the wallet paid, and orders writes the new weights, price and status,
// the money and the order in ONE transaction (docs/architecture.md "Changing an order"). The order is priced with
// its product as it is now: catalog keeps no past product versions to price at. The difference's key names the
// order's version, so a repeated submit of one weigh-in settles once. A wallet that cannot pay the difference
// leaves the order weighed but in arrears (cannot ship, no money moved) until its customer pays them.
// An order whose product charges at weigh-in only holds its amount until now: the weigh-in captures the new price
// out of the hold (the rest of the hold released in the same entry), or captures all of it and charges what the
// new price exceeds it by. The capture takes the weigh-in's key and that charge a key derived from it, both in the
// weigh-in's transaction, so a repeat moves nothing twice; a wallet that cannot pay that excess owes it as
// arrears, as above.

type Deps = { db: Db; sources: QuoteSources; wallets: WalletService; weighIn: OrderWeighIn };

/** A debit the wallet refuses for want of money: the difference becomes arrears. */
const WANT_OF_MONEY = new Set(["BALANCE_INSUFFICIENT", "REFUNDABLE_DEPOSIT_INSUFFICIENT"]);

export const createWeighInOrderFlow = ({ db, sources, wallets, weighIn }: Deps) => {
  const movementOf = (actor: Actor, difference: WeighInDifference, amount: string) => ({
    orgId: difference.orgId,
    currency: difference.currency,
    amount,
    reference: { type: "order" as const, id: difference.orderNo },
    idempotencyKey: difference.key,
    userId: actor.userId,
  });

  /** The charge of a difference (or of arrears) in the transaction of the weigh-in. */
  const chargeIn = (tx: Executor, actor: Actor) => (difference: WeighInDifference) =>
    wallets.charge(
      {
        ...movementOf(actor, difference, difference.amount),
        reason: { code: "orderWeighCharge", params: { orderNo: difference.orderNo } },
      },
      tx,
    );

  /** Charges an excess over the hold or the charge; false when the wallet cannot pay it (arrears). */
  const chargeOrOwe = async (tx: Executor, actor: Actor, difference: WeighInDifference) => {
    try {
      await chargeIn(tx, actor)(difference);
      return true;
    } catch (error) {
      if (error instanceof AppError && WANT_OF_MONEY.has(error.code)) return false;
      throw error;
    }
  };

  /** Captures a held order's new price from its hold; an excess over the hold is charged under a derived key. */
  const captureIn = async (
    tx: Executor,
    actor: Actor,
    difference: WeighInDifference,
    held: { key: string; amount: string },
  ) => {
    const holdId = await wallets.holdIdOf(difference.orgId, held.key, tx);
    if (holdId === undefined) throw new Error(`order ${difference.orderNo} holds no money under its key`);
    const action = {
      orgId: difference.orgId,
      holdId,
      idempotencyKey: difference.key,
      userId: actor.userId,
      reason: { code: "orderHoldCaptured" as const, params: { orderNo: difference.orderNo } },
    };
    const price = addMoney(held.amount, difference.amount);
    if (compareMoney(price, "0") === 0) {
      await wallets.release(
        { ...action, reason: { code: "orderHoldReleased", params: { orderNo: difference.orderNo } } },
        tx,
      );
      return true;
    }
    const lighter = compareMoney(difference.amount, "0") <= 0;
    await wallets.capture(lighter ? { ...action, amount: price } : action, tx);
    return lighter || chargeOrOwe(tx, actor, { ...difference, key: `${difference.key}:excess` });
  };

  /**
   * Charges a heavier order's difference (false when the wallet cannot pay it) or refunds a lighter one's; a held
   * order's hold is captured instead.
   */
  const settleIn = (tx: Executor, actor: Actor) => async (difference: WeighInDifference) => {
    if (difference.held) return captureIn(tx, actor, difference, difference.held);
    if (compareMoney(difference.amount, "0") < 0) {
      await wallets.refund(
        {
          ...movementOf(actor, difference, negateMoney(difference.amount)),
          reason: { code: "orderWeighRefund", params: { orderNo: difference.orderNo } },
        },
        tx,
      );
      return true;
    }
    return chargeOrOwe(tx, actor, difference);
  };

  /** Products that push on weigh-in queue the order for its carrier once it is weighed and settled. */
  const queueWeighed = async (tx: Executor, orderId: number) => {
    const order = (await orderSubmission.ordersForCarrier(tx, [orderId])).get(orderId);
    if (order?.status === "handedOver") await queuePushes(tx, "weighIn", [order]);
  };

  const weighInOrder: WeighInOrder = async (actor, orderId, boxes) => {
    const { row, draft } = await weighIn.measuredDraft(actor, orderId, boxes);
    const quote = await quoteProductForOrder(sources, {
      orgId: row.orgId,
      productId: row.productId,
      input: quoteInputOf(draft),
    });
    if (!quote.served)
      throw new AppError("ORDER_NOT_SERVED", {
        params: { reason: translateNotServed(actor.lang, quote.reason) },
      });
    const price = priceOf(quote);
    return db.transaction(async (tx) => {
      const weighed = await weighIn.weigh(tx, actor, { row, boxes, price }, settleIn(tx, actor));
      await queueWeighed(tx, orderId);
      return weighed;
    });
  };

  const payArrears: PayArrears = (actor, orderId) =>
    db.transaction(async (tx) => {
      const paid = await weighIn.payArrears(tx, actor, orderId, chargeIn(tx, actor));
      await queueWeighed(tx, orderId);
      return paid;
    });

  return { weighInOrder, payArrears };
};
