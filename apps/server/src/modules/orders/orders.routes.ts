import {
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
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../platform/audit";
import type { AppError } from "../../platform/errors";
import { actorOf } from "../../platform/http";
import { translateKey } from "../../platform/i18n";
import type { PayDrafts, PlaceOrders } from "./placement/placement";
import type { OrderQueries } from "./queries/orders-queries.service";

type Options = { placeOrders: PlaceOrders; payDrafts: PayDrafts; queries: OrderQueries };

// Issue 12 (spec §2 single order wizard, order list, order detail). Placing needs the wizard's screen (customers:
// platform/access.ts placeOrders); the list, detail and log serve the list and detail screens of customers,
// suppliers and platform staff, each seeing the orders and the money its capabilities allow.
const CREATE = ["orders/create"];
const READ = ["orders/list", "orders/detail"];
const PAY = ["orders/list"];

const messageOf = (lang: Parameters<typeof translateKey>[0], error: AppError) => {
  const key = typeof error.params?.messageKey === "string" ? error.params.messageKey : error.code;
  return translateKey(lang, key, error.params);
};

export const orderRoutes = async (app: FastifyInstance, { placeOrders, payDrafts, queries }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["orders: orders"];

  r.post(
    "/api/orders/orders",
    {
      config: { screens: CREATE, needs: "placeOrders", audit: { action: "order.place", target: "order" } },
      schema: {
        tags,
        summary:
          "Place one order (the wizard): priced again on the server and charged to the wallet, or saved as a draft; the same idempotencyKey answers the first order",
        body: orderDraftSchema,
        response: { 200: orderPlaceResultSchema },
      },
    },
    async (request) => {
      const [outcome] = await placeOrders(actorOf(request), [request.body]);
      if (!outcome) throw new Error("placement answered nothing");
      if (!outcome.ok) throw outcome.error;
      return outcome.order;
    },
  );

  r.post(
    "/api/orders/orders/pay",
    {
      config: { screens: PAY, needs: "placeOrders", audit: { action: "order.pay", target: "order" } },
      schema: {
        tags,
        summary:
          "Pay drafts of the caller's org, each priced again; one result per draft, each all or nothing",
        body: orderPayRequestSchema,
        response: { 200: orderPayResultSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { orderIds } = request.body;
      const outcomes = await payDrafts(actor, orderIds);
      noteAudit(request, { targetId: orderIds.join(",") });
      return {
        results: outcomes.map((outcome, index) => {
          const orderId = orderIds[index] ?? 0;
          return outcome.ok
            ? { orderId, ok: true as const, order: outcome.order }
            : {
                orderId,
                ok: false as const,
                code: outcome.error.code,
                message: messageOf(actor.lang, outcome.error),
              };
        }),
      };
    },
  );

  r.get(
    "/api/orders/orders",
    {
      config: { screens: READ },
      schema: {
        tags,
        summary:
          "Orders the caller sees, newest first, a keyset page with the status tabs' counts; numbers match any kind of number",
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    (request) => queries.list(actorOf(request), request.query),
  );

  r.get(
    "/api/orders/orders/filter-options",
    {
      config: { screens: READ },
      schema: {
        tags,
        summary:
          "The list filters' choices: products on the caller's orders, a main account's own accounts, the customers in scope",
        response: { 200: orderFilterOptionsSchema },
      },
    },
    (request) => queries.filterOptions(actorOf(request)),
  );

  r.get(
    "/api/orders/orders/:id",
    {
      config: { screens: READ },
      schema: {
        tags,
        summary:
          "An order: basic info, billing as the viewer may see it, addresses, boxes and declaration, numbers, log",
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema },
      },
    },
    (request) => queries.detail(actorOf(request), request.params.id),
  );

  r.get(
    "/api/orders/orders/:id/logs",
    {
      config: { screens: READ },
      schema: {
        tags,
        summary: "An order's log (who, when, from, to, why), newest first, a keyset page",
        params: orderIdParamsSchema,
        querystring: orderLogQuerySchema,
        response: { 200: orderLogPageSchema },
      },
    },
    (request) => queries.logs(actorOf(request), request.params.id, request.query),
  );
};
