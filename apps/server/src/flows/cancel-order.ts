import { type CarrierService, shipmentQueue } from "../modules/carriers";
import { confirmsCancelOffline } from "../modules/catalog";
import type { WalletService } from "../modules/finance";
import type {
  AnswerCancelRequest,
  CancelOrders,
  CancelOutcome,
  OrderChanges,
  OrderRefund,
} from "../modules/orders";
import { can } from "../platform/access";
import type { Actor } from "../platform/actor";
import type { Db, Executor } from "../platform/db";
import { AppError } from "../platform/errors";

// Cancelling orders (issue 13): the order's status change and the refund of its charge are one use case across
// orders and finance, so it lives here (docs/architecture.md "Module walls"). Each order is cancelled in its own
// transaction: orders locks it and checks the lifecycle, finance gives the charge back in full to the wallet it
// was taken from (keyed `order-cancel:<id>`, so a repeat posts nothing twice), and orders writes the new status
// with its log row, count and event. Neither the refund nor the cancel exists without the other, so no
// compensation is needed; a second cancel of the same order waits on its row lock and is refused. A handed-over
// order, or any order of a product whose cancels are confirmed offline (catalog's order handling), gets a cancel
// request instead (no money moves); staff confirming it cancels and refunds the same way. An order whose product
// charges at weigh-in and that is not weighed yet only holds its amount: the cancel releases the hold. An order
// its carrier already has is cancelled at the carrier first (see cancelAtCarrier); one still waiting to be pushed
// leaves the push queue in the cancel's transaction.

type Deps = { db: Db; wallets: WalletService; changes: OrderChanges; carriers: CarrierService };

/** What the carrier said of an order's shipment before the order is cancelled. */
type AtCarrier = "nothing" | "cancelled" | "unconfirmed";

export const createCancelOrderFlow = ({ db, wallets, changes, carriers }: Deps) => {
  /**
   * An order the carrier already has (its submission succeeded) is cancelled at the carrier first, outside any
   * transaction: a carrier that cancels it lets the order cancel and refund at once; one that cannot (picked up,
   * no cancel call, unreachable) leaves it to staff to confirm offline, as a cancel request. Only for an order the
   * caller may cancel: the carrier is never called for another org's order.
   */
  const cancelAtCarrier = async (actor: Actor, orderId: number): Promise<AtCarrier> => {
    const [shipment] = await shipmentQueue.findShipments(db, { orderIds: [orderId] });
    if (shipment?.status !== "success") return "nothing";
    if (shipment.orgId !== actor.orgId && !can(actor, "cancelAnyOrder")) return "nothing";
    const found = await carriers.client(shipment.providerId);
    if (!found) return "unconfirmed";
    try {
      await found.client.cancelShipment(
        { orgId: shipment.orgId, orderNo: shipment.orderNo },
        {
          orderNo: shipment.orderNo,
          carrierShipmentId: shipment.carrierShipmentId,
          trackingNumber: shipment.trackingNumber,
        },
      );
      return "cancelled";
    } catch {
      return "unconfirmed";
    }
  };

  /** Gives a held order's amount back to the available balance: the hold its placement opened is released. */
  const releaseIn = async (tx: Executor, actor: Actor, refund: OrderRefund, heldKey: string) => {
    const holdId = await wallets.holdIdOf(refund.orgId, heldKey, tx);
    if (holdId === undefined) throw new Error(`order ${refund.orderNo} holds no money under its key`);
    return wallets.release(
      {
        orgId: refund.orgId,
        holdId,
        reason: { code: "orderHoldReleased", params: { orderNo: refund.orderNo } },
        idempotencyKey: refund.key,
        userId: actor.userId,
      },
      tx,
    );
  };

  /** The wallet movement that gives an order's charge back (or releases its hold), in the cancel's transaction. */
  const refundIn = (tx: Executor, actor: Actor) => (refund: OrderRefund) =>
    refund.heldKey !== null
      ? releaseIn(tx, actor, refund, refund.heldKey)
      : wallets.refund(
          {
            orgId: refund.orgId,
            currency: refund.currency,
            amount: refund.amount,
            reason: { code: "orderRefund", params: { orderNo: refund.orderNo } },
            reference: { type: "order", id: refund.orderNo },
            idempotencyKey: refund.key,
            userId: actor.userId,
          },
          tx,
        );

  /**
   * Cancels one order. A push on its way when the carrier was asked may have reached the carrier since: the
   * submission is locked in the cancel's transaction, and one that succeeded meanwhile sends the cancel to the
   * carrier again first (the worker writing a push's answer waits for that lock).
   */
  const cancelOne = async (actor: Actor, orderId: number) => {
    for (let round = 1; ; round++) {
      // Asked again at most once: the second time the carrier is called for the shipment it now has.
      const atCarrier = await cancelAtCarrier(actor, orderId);
      const order = await db.transaction(async (tx) => {
        const shipment = await shipmentQueue.lockShipmentOfOrder(tx, orderId);
        if (atCarrier === "nothing" && shipment?.status === "success" && round === 1) return null;
        const confirms: typeof confirmsCancelOffline =
          atCarrier === "unconfirmed" ? async () => true : confirmsCancelOffline;
        const cancelled = await changes.cancelOrder(tx, actor, orderId, refundIn(tx, actor), confirms);
        if (cancelled.status === "cancelled")
          await shipmentQueue.closeForCancelledOrder(tx, orderId, atCarrier === "cancelled");
        return cancelled;
      });
      if (order) return order;
    }
  };

  const cancelOrders: CancelOrders = async (actor, orderIds) => {
    const outcomes: CancelOutcome[] = [];
    for (const orderId of orderIds) {
      try {
        outcomes.push({ ok: true, order: await cancelOne(actor, orderId) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  };

  const answerCancelRequest: AnswerCancelRequest = (actor, requestId, answer) =>
    db.transaction((tx) => changes.answerRequest(tx, actor, requestId, answer, refundIn(tx, actor)));

  return { cancelOrders, answerCancelRequest };
};
