import {
  deliveryServiceInputSchema,
  deliveryServicePageSchema,
  deliveryServiceQuerySchema,
  deliveryServiceSchema,
  distributorInputSchema,
  distributorPageSchema,
  distributorQuerySchema,
  distributorSchema,
  lastMileStatusSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { audited, auditedWrites } from "../../platform/audited-routes";
import { readRoutes } from "../../platform/read-routes";
import type { LastMileService } from "./last-mile.service";

// Distributors and delivery services (spec §2, §7 api/tailLogistics): platform staff read them (`readCarriers`),
// operators change them (`manageCarriers`); the service checks both again. The cost record's account tab reads the
// delivery services to pick one.
const DISTRIBUTORS = ["carriers/distributors"];
const SERVICES = ["carriers/delivery-services"];
const SERVICE_READERS = [...SERVICES, "catalog/cost-products", "catalog/product-detail"];
const manage = (screens: string[], action: string, target: string) => ({
  ...audited(screens, action, target),
  needs: "manageCarriers" as const,
});

export const lastMileRoutes = async (app: FastifyInstance, { lastMile }: { lastMile: LastMileService }) => {
  const tags = ["carriers"];
  const { get } = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  get(
    "/api/carriers/distributors",
    {
      config: { screens: [...DISTRIBUTORS, ...SERVICES], needs: "readCarriers" },
      summary: "Last-mile distributors, filtered by code or name, country served and status",
      query: distributorQuerySchema,
      response: distributorPageSchema,
    },
    (actor, { query }) => lastMile.distributors(actor, query),
  );
  writes.create(
    "/api/carriers/distributors",
    {
      config: manage(DISTRIBUTORS, "distributor.create", "distributor"),
      summary: "Adds a distributor",
      body: distributorInputSchema,
      response: distributorSchema,
    },
    (actor, body) => lastMile.createDistributor(actor, body),
  );
  writes.update(
    "/api/carriers/distributors/:id",
    {
      config: manage(DISTRIBUTORS, "distributor.update", "distributor"),
      summary: "Changes a distributor",
      body: distributorInputSchema,
      response: distributorSchema,
    },
    (actor, id, body) => lastMile.updateDistributor(actor, id, body),
  );
  writes.update(
    "/api/carriers/distributors/:id/status",
    {
      config: manage(DISTRIBUTORS, "distributor.setStatus", "distributor"),
      summary: "Enables or disables a distributor",
      body: lastMileStatusSchema,
      response: distributorSchema,
    },
    (actor, id, body) => lastMile.setDistributorEnabled(actor, id, body.enabled),
  );
  writes.remove(
    "/api/carriers/distributors/:id",
    {
      config: manage(DISTRIBUTORS, "distributor.delete", "distributor"),
      summary: "Deletes a distributor no delivery service names",
    },
    (actor, id) => lastMile.removeDistributor(actor, id),
  );

  get(
    "/api/carriers/delivery-services",
    {
      config: { screens: SERVICE_READERS, needs: "readCarriers" },
      summary: "Delivery services with their distributor and docking provider",
      query: deliveryServiceQuerySchema,
      response: deliveryServicePageSchema,
    },
    (actor, { query }) => lastMile.deliveryServices(actor, query),
  );
  writes.create(
    "/api/carriers/delivery-services",
    {
      config: manage(SERVICES, "deliveryService.create", "delivery_service"),
      summary: "Adds a delivery service",
      body: deliveryServiceInputSchema,
      response: deliveryServiceSchema,
    },
    (actor, body) => lastMile.createDeliveryService(actor, body),
  );
  writes.update(
    "/api/carriers/delivery-services/:id",
    {
      config: manage(SERVICES, "deliveryService.update", "delivery_service"),
      summary: "Changes a delivery service",
      body: deliveryServiceInputSchema,
      response: deliveryServiceSchema,
    },
    (actor, id, body) => lastMile.updateDeliveryService(actor, id, body),
  );
  writes.update(
    "/api/carriers/delivery-services/:id/status",
    {
      config: manage(SERVICES, "deliveryService.setStatus", "delivery_service"),
      summary: "Enables or disables a delivery service",
      body: lastMileStatusSchema,
      response: deliveryServiceSchema,
    },
    (actor, id, body) => lastMile.setDeliveryServiceEnabled(actor, id, body.enabled),
  );
  writes.remove(
    "/api/carriers/delivery-services/:id",
    {
      config: manage(SERVICES, "deliveryService.delete", "delivery_service"),
      summary: "Deletes a delivery service no cost record picked",
    },
    (actor, id) => lastMile.removeDeliveryService(actor, id),
  );
};
