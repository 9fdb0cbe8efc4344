import {
  carrierTypeSchema,
  connectionCheckSchema,
  dockingProviderCustomersSchema,
  dockingProviderInputSchema,
  dockingProviderListSchema,
  dockingProviderQuerySchema,
  dockingProviderSchema,
  okSchema,
  ownProviderInputSchema,
  ownProviderListSchema,
  ownProviderSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditedWrites } from "../../platform/audited-routes";
import { readRoutes } from "../../platform/read-routes";
import { apiLogRoutes } from "./api-log.routes";
import type { CarrierService } from "./providers.service";

// Docking providers (spec §7 api/dockingProvider): platform staff read them
// (`readCarriers`), operators change them (`manageCarriers`); the service checks both again.
const PROVIDERS = ["carriers/providers"];
const ASSIGNMENTS = ["carriers/providers", "carriers/assignments"];
const OWN = ["carriers/my-carriers"];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const write = (screens: string[], action: string) => ({
  screens,
  needs: "manageCarriers" as const,
  audit: { action, target: "docking_provider" },
});

export const carrierRoutes = async (app: FastifyInstance, { carriers }: { carriers: CarrierService }) => {
  const tags = ["carriers"];
  const writes = auditedWrites(app, tags);
  const { get } = readRoutes(app, tags);
  await apiLogRoutes(app, { carriers });

  get(
    "/api/carriers/types",
    {
      config: { screens: PROVIDERS, needs: "readCarriers" },
      summary: "The provider types the platform can dock (service class names) with their settings forms",
      response: z.array(carrierTypeSchema),
    },
    (actor) => carriers.types(actor),
  );

  get(
    "/api/carriers/providers",
    {
      config: {
        screens: [
          "carriers/providers",
          "carriers/assignments",
          "carriers/api-log",
          "catalog/cost-products",
          "catalog/product-detail",
        ],
        needs: "readCarriers",
      },
      summary: "Docking providers with their customers, success rate, average label time and circuit",
      query: dockingProviderQuerySchema,
      response: dockingProviderListSchema,
    },
    (actor, { query }) => carriers.list(actor, query),
  );

  writes.write(
    "POST",
    "/api/carriers/providers",
    {
      config: write(PROVIDERS, "carrier.provider.save"),
      summary: "Adds a provider without `id`, else changes it; an empty secret setting keeps the stored one",
      body: dockingProviderInputSchema,
      response: dockingProviderSchema,
      note: ({ body }) => ({ targetId: body.id ? String(body.id) : body.code }),
    },
    (actor, { body }) => carriers.save(actor, body),
  );

  writes.write(
    "POST",
    "/api/carriers/providers/:id/check",
    {
      config: write(PROVIDERS, "carrier.provider.check"),
      summary:
        "Calls the provider once through its circuit (asks for a shipment that cannot exist) and says how it went",
      params: idParams,
      response: connectionCheckSchema,
    },
    (actor, { params }) => carriers.checkConnection(actor, params.id),
  );

  writes.write(
    "DELETE",
    "/api/carriers/providers/:id",
    {
      config: write(PROVIDERS, "carrier.provider.delete"),
      summary: "Deletes a provider",
      params: idParams,
      response: okSchema,
    },
    (actor, { params }) => carriers.remove(actor, params.id),
  );

  writes.write(
    "PUT",
    "/api/carriers/providers/:id/customers",
    {
      config: write(ASSIGNMENTS, "carrier.provider.customers"),
      summary: "Sets the customers a provider that is not public serves",
      params: idParams,
      body: dockingProviderCustomersSchema,
      response: dockingProviderSchema,
    },
    (actor, { params, body }) => carriers.setCustomers(actor, params.id, body.orgIds),
  );

  get(
    "/api/carriers/own-providers/types",
    {
      config: { screens: OWN, needs: "dockOwnCarriers" },
      summary: "The provider types a customer may dock its own carrier account on, with their settings forms",
      response: z.array(carrierTypeSchema),
    },
    (actor) => carriers.ownTypes(actor),
  );

  get(
    "/api/carriers/own-providers",
    {
      config: { screens: OWN, needs: "dockOwnCarriers" },
      summary: "The caller's org's own carrier accounts (secrets never answered)",
      response: ownProviderListSchema,
    },
    (actor) => carriers.ownList(actor),
  );

  writes.write(
    "POST",
    "/api/carriers/own-providers",
    {
      config: {
        screens: OWN,
        needs: "dockOwnCarriers",
        audit: { action: "carrier.own.save", target: "docking_provider" },
      },
      summary:
        "Adds an own carrier account without `id` (within the edition's own-service limit), else changes it",
      body: ownProviderInputSchema,
      response: ownProviderSchema,
      note: ({ body }) => ({ targetId: body.id ? String(body.id) : body.code }),
    },
    (actor, { body }) => carriers.ownSave(actor, body),
  );
};
