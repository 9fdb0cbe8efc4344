import {
  webhookDeliveryPageSchema,
  webhookDeliveryQuerySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
  webhookRepushedSchema,
  webhookRepushFailedSchema,
  webhookSecretSchema,
  webhookTestResultSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditedWrites } from "../../platform/audited-routes";
import { readRoutes } from "../../platform/read-routes";
import type { WebhookService } from "./webhooks.service";

// Webhooks (issue 16): the customer's endpoints on the API docking screen; the delivery log there (own org) and
// on staff's webhook log screen (every org).
const OWN = ["carriers/api-docking"];
const LOG = [...OWN, "carriers/webhook-log"];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const audit = (screens: string[], action: string, target = "webhook_endpoint") => ({
  screens,
  audit: { action, target },
});

export const webhookRoutes = async (app: FastifyInstance, { webhooks }: { webhooks: WebhookService }) => {
  const tags = ["webhooks"];
  const { write } = auditedWrites(app, tags);
  const { get } = readRoutes(app, tags);

  get(
    "/api/webhooks/endpoints",
    {
      config: { screens: OWN },
      summary: "The caller's org's webhook endpoints (never their secrets)",
      response: z.array(webhookEndpointSchema),
    },
    (actor) => webhooks.list(actor),
  );

  write(
    "POST",
    "/api/webhooks/endpoints",
    {
      config: audit(OWN, "webhook.create"),
      summary: "Adds an endpoint (URL checked against private addresses); answers its secret, once",
      body: webhookEndpointInputSchema,
      response: webhookEndpointCreatedSchema,
    },
    (actor, { body }) => webhooks.create(actor, body),
  );

  write(
    "PUT",
    "/api/webhooks/endpoints/:id",
    {
      config: audit(OWN, "webhook.update"),
      summary: "Changes an endpoint's URL, events or enabled state",
      params: idParams,
      body: webhookEndpointInputSchema,
      response: webhookEndpointSchema,
    },
    (actor, { params, body }) => webhooks.update(actor, params.id, body),
  );

  write(
    "DELETE",
    "/api/webhooks/endpoints/:id",
    {
      config: audit(OWN, "webhook.delete"),
      summary: "Deletes an endpoint with its delivery log",
      params: idParams,
      response: z.object({ id: z.number().int() }),
    },
    (actor, { params }) => webhooks.remove(actor, params.id),
  );

  write(
    "POST",
    "/api/webhooks/endpoints/:id/rotate",
    {
      config: audit(OWN, "webhook.rotate"),
      summary: "A new signing secret, answered once; the old one still signs for 24 h",
      params: idParams,
      response: webhookSecretSchema,
    },
    (actor, { params }) => webhooks.rotate(actor, params.id),
  );

  write(
    "POST",
    "/api/webhooks/endpoints/:id/test",
    {
      config: audit(OWN, "webhook.test"),
      summary: "Sends a webhook.test event now and answers the attempt",
      params: idParams,
      response: webhookTestResultSchema,
    },
    (actor, { params }) => webhooks.sendTest(actor, params.id),
  );

  get(
    "/api/webhooks/deliveries",
    {
      config: { screens: LOG },
      summary: "Deliveries with their attempts, newest first, keyset pages (staff: every org's)",
      query: webhookDeliveryQuerySchema,
      response: webhookDeliveryPageSchema,
    },
    (actor, { query }) => webhooks.deliveries(actor, query),
  );

  write(
    "POST",
    "/api/webhooks/deliveries/:id/repush",
    {
      config: audit(LOG, "webhook.repush", "webhook_delivery"),
      summary: "Sends a delivery again now, with the same webhook-id",
      params: idParams,
      response: webhookRepushedSchema,
    },
    (actor, { params }) => webhooks.repush(actor, params.id),
  );

  write(
    "POST",
    "/api/webhooks/deliveries/repush-failed",
    {
      config: audit(LOG, "webhook.repushFailed", "webhook_delivery"),
      summary: "Sends every failed delivery of a time range again; answers how many",
      body: webhookRepushFailedSchema,
      response: webhookRepushedSchema,
    },
    (actor, { body }) => webhooks.repushFailed(actor, body),
  );
};
