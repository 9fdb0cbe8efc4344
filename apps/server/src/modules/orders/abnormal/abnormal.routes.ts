import {
  abnormalQuerySchema,
  orderAbnormalitiesSchema,
  orderAbnormalitySchema,
  orderAbnormalPageSchema,
  orderIdParamsSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../../platform/audited-routes";
import { readRoutes } from "../../../platform/read-routes";
import type { OrderAbnormal } from "./abnormal";

// Abnormal orders (异常件, issue 13): the "orders/abnormal" screen lists them for customers, suppliers and staff;
// staff (`handleProblems`) release a rule's hold there; the order detail shows an order's abnormalities.
const SCREENS = ["orders/abnormal"];
const DETAIL = ["orders/detail"];

export const orderAbnormalRoutes = async (
  app: FastifyInstance,
  { abnormal }: { abnormal: OrderAbnormal },
) => {
  const tags = ["orders: abnormal"];
  const { get } = readRoutes(app, tags);
  const { write } = auditedWrites(app, tags);

  get(
    "/api/orders/abnormal",
    {
      config: { screens: SCREENS },
      summary:
        "Abnormalities, newest first, a keyset page by kind, order number, open or cleared and when raised: a customer's org's, a supplier's products', every org's for staff; with the open ones per kind",
      query: abnormalQuerySchema,
      response: orderAbnormalPageSchema,
    },
    (actor, { query }) => abnormal.list(actor, query),
  );

  get(
    "/api/orders/orders/:id/abnormalities",
    {
      config: { screens: DETAIL },
      summary: "An order's abnormalities, open and cleared, newest first, with their reasons",
      params: orderIdParamsSchema,
      response: orderAbnormalitiesSchema,
    },
    (actor, { params }) => abnormal.ofOrder(actor, params.id),
  );

  write(
    "POST",
    "/api/orders/abnormal/:id/release",
    {
      config: {
        screens: SCREENS,
        needs: "handleProblems",
        audit: { action: "order.abnormal.release", target: "order_abnormality" },
      },
      summary:
        "Platform staff release what an order rule held, once; an order nothing else holds can ship again",
      params: orderIdParamsSchema,
      response: orderAbnormalitySchema,
    },
    (actor, { params }) => abnormal.release(actor, params.id),
  );
};
