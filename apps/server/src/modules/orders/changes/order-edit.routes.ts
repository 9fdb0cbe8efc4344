import {
  orderEditChangesSchema,
  orderEditedSchema,
  orderEditParamSchema,
  orderEditQuoteSchema,
  orderEditRequestSchema,
  orderIdParamsSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditedWrites } from "../../../platform/audited-routes";
import { actorOf } from "../../../platform/http";
import { readRoutes } from "../../../platform/read-routes";
import type { EditOrder, GetOrderEditParam, PreviewOrderEdit } from "./order-edit";

type Options = { getEditParam: GetOrderEditParam; previewEdit: PreviewOrderEdit; editOrder: EditOrder };

// Issue 13: editing an order before hand-over from the order list and detail. Customers edit their own org's
// orders, platform staff holding `editAnyOrder` anyone's (checked in the module: two capabilities serve it).
const SCREENS = ["orders/list", "orders/detail"];

export const orderEditRoutes = async (app: FastifyInstance, options: Options) => {
  const tags = ["orders: edit"];
  const { write } = auditedWrites(app, tags);
  const { get } = readRoutes(app, tags);

  get(
    "/api/orders/orders/:id/edit-param",
    {
      config: { screens: SCREENS },
      summary:
        "What may be edited on an order: its product's groups, whether it still may be (before hand-over) and its current values",
      params: orderIdParamsSchema,
      response: orderEditParamSchema,
    },
    (actor, { params }) => options.getEditParam(actor, params.id),
  );

  // A question with a body about one order: it changes nothing, so the operation log never records it.
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/orders/orders/:id/edit-preview",
    {
      config: { screens: SCREENS, read: true },
      schema: {
        tags,
        summary: "Prices an edit without saving it: the price before and after and the difference",
        params: orderIdParamsSchema,
        body: orderEditChangesSchema,
        response: { 200: orderEditQuoteSchema },
      },
    },
    (request) => options.previewEdit(actorOf(request), request.params.id, request.body),
  );

  write(
    "PUT",
    "/api/orders/orders/:id",
    {
      config: { screens: SCREENS, audit: { action: "order.edit", target: "order" } },
      summary:
        "Edit an order before hand-over with the groups its product allows: priced again, the difference charged or refunded, logged old → new; the same idempotencyKey changes it once",
      params: orderIdParamsSchema,
      body: orderEditRequestSchema,
      response: orderEditedSchema,
    },
    (actor, { params, body }) => {
      const { idempotencyKey, ...changes } = body;
      return options.editOrder(actor, params.id, changes, idempotencyKey);
    },
  );
};
