import {
  orderBatchRequestSchema,
  orderBatchResultSchema,
  orderDetailSchema,
  orderDraftSchema,
  orderFilterOptionsSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderLogPageSchema,
  orderLogQuerySchema,
  orderPageSchema,
  orderPayRequestSchema,
  orderPayResultSchema,
  orderPlaceResultSchema,
  trackStateCountsQuerySchema,
  trackStateCountsSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../platform/audited-routes";
import { readRoutes } from "../../platform/read-routes";
import type { PayDrafts, PlaceOrders } from "./placement/placement";
import type { OrderQueries } from "./queries/orders-queries.service";
import { answerPerOrder, messageOf, placeOne } from "./route-answers";

type Options = { placeOrders: PlaceOrders; payDrafts: PayDrafts; queries: OrderQueries };

// Issue 12 (spec §2 single order wizard, order list, order detail). Placing needs the wizard's screen (customers:
// platform/access.ts placeOrders); the list, detail and log serve the list and detail screens of customers,
// suppliers and platform staff, each seeing the orders and the money its capabilities allow.
const CREATE = ["orders/create"];
const READ = ["orders/list", "orders/detail"];
const PAY = ["orders/list"];

export const orderRoutes = async (app: FastifyInstance, { placeOrders, payDrafts, queries }: Options) => {
  const tags = ["orders: orders"];
  const { write } = auditedWrites(app, tags);
  const { get } = readRoutes(app, tags);

  write(
    "POST",
    "/api/orders/orders",
    {
      config: { screens: CREATE, needs: "placeOrders", audit: { action: "order.place", target: "order" } },
      summary:
        "Place one order (the wizard): priced again on the server and charged to the wallet, or saved as a draft; the same idempotencyKey answers the first order",
      body: orderDraftSchema,
      response: orderPlaceResultSchema,
    },
    (actor, { body }) => placeOne(placeOrders, actor, body),
  );

  write(
    "POST",
    "/api/orders/orders/batch",
    {
      config: {
        screens: CREATE,
        needs: "placeOrders",
        audit: { action: "order.place-batch", target: "order" },
      },
      summary:
        "Place many orders at once (bulk placement): each draft priced, checked and charged or saved as the single call does, on its own; one result per draft",
      body: orderBatchRequestSchema,
      response: orderBatchResultSchema,
      note: ({ body }) => ({ changes: { drafts: body.drafts.length } }),
    },
    async (actor, { body: { drafts } }) => {
      const outcomes = await placeOrders(actor, drafts);
      return {
        results: outcomes.map((outcome, index) =>
          outcome.ok
            ? { index, ok: true as const, order: outcome.order }
            : {
                index,
                ok: false as const,
                code: outcome.error.code,
                message: messageOf(actor.lang, outcome.error),
              },
        ),
      };
    },
  );

  write(
    "POST",
    "/api/orders/orders/pay",
    {
      config: { screens: PAY, needs: "placeOrders", audit: { action: "order.pay", target: "order" } },
      summary: "Pay drafts of the caller's org, each priced again; one result per draft, each all or nothing",
      body: orderPayRequestSchema,
      response: orderPayResultSchema,
      note: ({ body }) => ({ targetId: body.orderIds.join(",") }),
    },
    async (actor, { body: { orderIds } }) =>
      answerPerOrder(actor, orderIds, await payDrafts(actor, orderIds)),
  );

  get(
    "/api/orders/orders",
    {
      config: { screens: READ },
      summary:
        "Orders the caller sees, newest first, a keyset page with the status tabs' counts; numbers match any kind of number",
      query: orderListQuerySchema,
      response: orderPageSchema,
    },
    (actor, { query }) => queries.list(actor, query),
  );

  get(
    "/api/orders/orders/filter-options",
    {
      config: { screens: READ },
      summary:
        "The list filters' choices: products on the caller's orders, a main account's own accounts, the customers in scope",
      response: orderFilterOptionsSchema,
    },
    (actor) => queries.filterOptions(actor),
  );

  get(
    "/api/orders/orders/track-state-counts",
    {
      config: { screens: ["orders/list"] },
      summary:
        "The dashboard's tracking counts (in transit, not yet online, overtime, abnormal, failed) over the orders the caller sees; staff may name one customer",
      query: trackStateCountsQuerySchema,
      response: trackStateCountsSchema,
    },
    (actor, { query }) => queries.trackStateCounts(actor, query.orgId),
  );

  get(
    "/api/orders/orders/:id",
    {
      // The weigh-in screen shows the order it weighs (its customer, product and declared boxes).
      config: { screens: [...READ, "warehouse/weigh-in"] },
      summary:
        "An order: basic info, billing as the viewer may see it, addresses, boxes and declaration, numbers, log",
      params: orderIdParamsSchema,
      response: orderDetailSchema,
    },
    (actor, { params }) => queries.detail(actor, params.id),
  );

  get(
    "/api/orders/orders/:id/logs",
    {
      config: { screens: READ },
      summary: "An order's log (who, when, from, to, why), newest first, a keyset page",
      params: orderIdParamsSchema,
      query: orderLogQuerySchema,
      response: orderLogPageSchema,
    },
    (actor, { params, query }) => queries.logs(actor, params.id, query),
  );
};
