import type { WalletService } from "../modules/finance";
import type { CancelOrders, CancelOutcome, OrderChanges } from "../modules/orders";
import type { Db } from "../platform/db";
import { AppError } from "../platform/errors";

// Cancelling orders (issue 13): the order's status change and the refund of its charge are one use case across
// orders and finance, so it lives here (docs/architecture.md "Module walls"). Each order is cancelled in its own
// transaction: orders locks it and checks the lifecycle, finance gives the charge back in full to the wallet it
// was taken from (keyed `order-cancel:<id>`, so a repeat posts nothing twice), and orders writes the new status
// with its log row, count and event. Neither the refund nor the cancel exists without the other, so no
// compensation is needed; a second cancel of the same order waits on its row lock and is refused.

type Deps = { db: Db; wallets: WalletService; changes: OrderChanges };

export const createCancelOrderFlow = ({ db, wallets, changes }: Deps) => {
  const cancelOrders: CancelOrders = async (actor, orderIds) => {
    const outcomes: CancelOutcome[] = [];
    for (const orderId of orderIds) {
      try {
        const order = await db.transaction((tx) =>
          changes.cancelOrder(tx, actor, orderId, (refund) =>
            wallets.refund(
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
            ),
          ),
        );
        outcomes.push({ ok: true, order });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  };

  return { cancelOrders };
};
