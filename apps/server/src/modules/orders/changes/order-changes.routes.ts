import {
  cancelRequestPageSchema,
  cancelRequestQuerySchema,
  cancelRequestRefusalSchema,
  orderCancelledSchema,
  orderCancelRequestSchema,
  orderCancelRequestStateSchema,
  orderCancelResultSchema,
  orderCopyRequestSchema,
  orderIdParamsSchema,
  orderPlaceResultSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../../platform/audited-routes";
import { readRoutes } from "../../../platform/read-routes";
import type { PlaceOrders } from "../placement/placement";
import { answerPerOrder, placeOne } from "../route-answers";
import type { AnswerCancelRequest, CancelOrders, OrderChanges } from "./order-changes";

type Options = {
  placeOrders: PlaceOrders;
  cancelOrders: CancelOrders;
  answerCancelRequest: AnswerCancelRequest;
  changes: OrderChanges;
};

// Issue 13 (spec §7 cancelOrder, batchCancelOrder, deleteOrder, orderCopy/copySaveOrder). Cancelling serves the
// list's batch bar and the detail page of customers (their own org's orders) and platform operators (any
// customer's, `cancelAnyOrder`); the service decides which orders the caller may cancel. Deleting a draft and
// copying an order are the customer's own (placeOrders). A handed-over order's cancel becomes a request that
// operators answer from the order list (`cancelAnyOrder`).
const SCREENS = ["orders/list", "orders/detail"];
const REQUESTS = ["orders/list"];

export const orderChangeRoutes = async (
  app: FastifyInstance,
  { placeOrders, cancelOrders, answerCancelRequest, changes }: Options,
) => {
  const tags = ["orders: orders"];
  const { write, remove } = auditedWrites(app, tags);
  const { get } = readRoutes(app, tags);

  write(
    "POST",
    "/api/orders/orders/cancel",
    {
      config: { screens: SCREENS, audit: { action: "order.cancel", target: "order" } },
      summary:
        "Cancel orders not yet handed over, each on its own: a paid one's charge is refunded in full to its wallet; one result per order",
      body: orderCancelRequestSchema,
      response: orderCancelResultSchema,
      note: ({ body }) => ({ targetId: body.orderIds.join(",") }),
    },
    async (actor, { body: { orderIds } }) =>
      answerPerOrder(actor, orderIds, await cancelOrders(actor, orderIds)),
  );

  remove(
    "/api/orders/orders/:id",
    {
      config: { screens: SCREENS, needs: "placeOrders", audit: { action: "order.delete", target: "order" } },
      summary: "Delete a draft of the caller's org that was never paid",
    },
    (actor, id) => changes.deleteDraft(actor, id),
  );

  write(
    "POST",
    "/api/orders/orders/:id/copy",
    {
      config: { screens: SCREENS, needs: "placeOrders", audit: { action: "order.copy", target: "order" } },
      summary:
        "Copy an order of the caller's org into a new draft (no reference or delivery numbers), priced again when paid; the same idempotencyKey answers the first copy's draft",
      params: orderIdParamsSchema,
      body: orderCopyRequestSchema,
      response: orderPlaceResultSchema,
    },
    (actor, { params, body }) =>
      changes.copyOrder(actor, params.id, body.idempotencyKey, (draft) =>
        placeOne(placeOrders, actor, draft),
      ),
  );

  get(
    "/api/orders/orders/:id/cancel-request",
    {
      config: { screens: SCREENS },
      summary: "An order's latest cancel request (null when none was made), for its customer and staff",
      params: orderIdParamsSchema,
      response: orderCancelRequestStateSchema,
    },
    (actor, { params }) => changes.requestOf(actor, params.id),
  );

  get(
    "/api/orders/cancel-requests",
    {
      config: { screens: REQUESTS, needs: "cancelAnyOrder" },
      summary: "Every customer's requests to cancel a handed-over order, newest first, a keyset page",
      query: cancelRequestQuerySchema,
      response: cancelRequestPageSchema,
    },
    (actor, { query }) => changes.listRequests(actor, query),
  );

  write(
    "POST",
    "/api/orders/cancel-requests/:id/confirm",
    {
      config: {
        screens: REQUESTS,
        needs: "cancelAnyOrder",
        audit: { action: "order.cancel-request.confirm", target: "order_cancel_request" },
      },
      summary:
        "Confirm a cancel request (the carrier agreed offline): the order is cancelled and refunded in full",
      params: orderIdParamsSchema,
      response: orderCancelledSchema,
    },
    (actor, { params }) => answerCancelRequest(actor, params.id, { confirm: true }),
  );

  write(
    "POST",
    "/api/orders/cancel-requests/:id/refuse",
    {
      config: {
        screens: REQUESTS,
        needs: "cancelAnyOrder",
        audit: { action: "order.cancel-request.refuse", target: "order_cancel_request" },
      },
      summary: "Refuse a cancel request with the reason the customer reads; the order stays as it is",
      params: orderIdParamsSchema,
      body: cancelRequestRefusalSchema,
      response: orderCancelledSchema,
    },
    (actor, { params, body }) =>
      answerCancelRequest(actor, params.id, { confirm: false, reason: body.reason }),
  );
};
