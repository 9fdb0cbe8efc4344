import {
  premiumPackageInputSchema,
  premiumPackagePageSchema,
  premiumPackageQuerySchema,
  premiumPackageSchema,
  premiumPackageStatusSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { actorOf } from "../../../platform/http";
import * as service from "./premium-packages.service";

type Options = { db: Db };

// Customers open the screen too (spec §6 customer menus): they read the enabled packages only.
const SCREENS = ["catalog/premium-packages"];
const READERS = [...SCREENS, "catalog/freight-trial", "catalog/product-detail", "catalog/sales-products"];
const audit = (action: string) => ({ screens: SCREENS, audit: { action, target: "premiumPackage" } });

export const premiumPackageRoutes = async (app: FastifyInstance, { db }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog"];
  const writes = auditedWrites(app, tags);

  r.get(
    "/api/catalog/premium-packages",
    {
      config: { screens: READERS },
      schema: {
        tags,
        summary: "Premium packages (value-added services); customers see the enabled ones",
        querystring: premiumPackageQuerySchema,
        response: { 200: premiumPackagePageSchema },
      },
    },
    (request) => service.listPackages(db, actorOf(request), request.query),
  );

  writes.create(
    "/api/catalog/premium-packages",
    {
      config: audit("premiumPackage.create"),
      body: premiumPackageInputSchema,
      response: premiumPackageSchema,
    },
    (actor, body) => service.createPackage(db, actor, body),
  );

  writes.update(
    "/api/catalog/premium-packages/:id",
    {
      config: audit("premiumPackage.update"),
      body: premiumPackageInputSchema,
      response: premiumPackageSchema,
    },
    (actor, id, body) => service.updatePackage(db, actor, id, body),
  );

  writes.update(
    "/api/catalog/premium-packages/:id/status",
    {
      config: audit("premiumPackage.setStatus"),
      body: premiumPackageStatusSchema,
      response: premiumPackageSchema,
    },
    (actor, id, body) => service.setPackageEnabled(db, actor, id, body.enabled),
  );

  writes.remove(
    "/api/catalog/premium-packages/:id",
    { config: audit("premiumPackage.delete") },
    (actor, id) => service.deletePackage(db, actor, id),
  );
};
