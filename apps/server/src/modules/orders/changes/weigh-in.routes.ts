import { orderIdParamsSchema, orderWeighedSchema, orderWeighInRequestSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../../platform/audited-routes";
import type { PayArrears, WeighInOrder } from "./weigh-in";

type Options = { weighInOrder: WeighInOrder; payArrears: PayArrears };

// Issue 13: the warehouse's weigh-in screen (platform staff who may weigh orders, `weighOrders`) and the
// customer's payment of the arrears a weigh-in left, from the order list, detail and abnormal orders.
const WEIGH_IN = ["warehouse/weigh-in"];
const ARREARS = ["orders/list", "orders/detail", "orders/abnormal"];

export const orderWeighInRoutes = async (app: FastifyInstance, { weighInOrder, payArrears }: Options) => {
  const { write } = auditedWrites(app, ["orders: orders"]);

  write(
    "POST",
    "/api/orders/orders/:id/weigh-in",
    {
      config: {
        screens: WEIGH_IN,
        needs: "weighOrders",
        audit: { action: "order.weigh-in", target: "order" },
      },
      summary:
        "Weigh an order: price it again with the measured boxes, charge or refund the difference and hand it over; arrears when the wallet cannot pay",
      params: orderIdParamsSchema,
      body: orderWeighInRequestSchema,
      response: orderWeighedSchema,
    },
    (actor, { params, body }) => weighInOrder(actor, params.id, body.boxes),
  );

  write(
    "POST",
    "/api/orders/orders/:id/pay-arrears",
    {
      config: {
        screens: ARREARS,
        needs: "placeOrders",
        audit: { action: "order.pay-arrears", target: "order" },
      },
      summary: "Pay the arrears a weigh-in left on an order of the caller's org; the order is handed over",
      params: orderIdParamsSchema,
      response: orderWeighedSchema,
    },
    (actor, { params }) => payArrears(actor, params.id),
  );
};
