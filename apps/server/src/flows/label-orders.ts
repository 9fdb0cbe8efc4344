import { type LabelOrders, labelProductName } from "../modules/carriers";
import { orderSubmission } from "../modules/orders";
import type { Executor } from "../platform/db";
import { requestOf } from "./push-orders";

// The orders as their labels show them (issue 15): the shipment request the push sends the carrier, built by the
// push flow's own `requestOf`, so the platform's label of an order says what its carrier was told. The label
// asked of the carrier plays no part in the platform's label; the product prints by its name as the order was
// placed, in Chinese and English.
export const createLabelOrders =
  (db: Executor): LabelOrders =>
  async (wanted) => {
    const orders = await orderSubmission.ordersForCarrier(
      db,
      wanted.map((item) => item.orderId),
    );
    return new Map(
      wanted.flatMap(({ orderId, serviceCode }) => {
        const order = orders.get(orderId);
        return order
          ? [
              [
                orderId,
                {
                  orgId: order.orgId,
                  productId: order.productId,
                  productName: labelProductName(order.productName),
                  request: requestOf(order, serviceCode, { labelFormat: "pdf", labelSize: "4x6" }),
                },
              ] as const,
            ]
          : [];
      }),
    );
  };
