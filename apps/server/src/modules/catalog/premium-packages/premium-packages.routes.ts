import {
  premiumPackageInputSchema,
  premiumPackagePageSchema,
  premiumPackageQuerySchema,
  premiumPackageSchema,
  premiumPackageStatusSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { audited, auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { readRoutes } from "../../../platform/read-routes";
import * as service from "./premium-packages.service";

type Options = { db: Db };

// Customers open the screen too (spec §6 customer menus): they read the enabled packages only.
const SCREENS = ["catalog/premium-packages"];
const READERS = [...SCREENS, "catalog/freight-trial", "catalog/product-detail", "catalog/sales-products"];

export const premiumPackageRoutes = async (app: FastifyInstance, { db }: Options) => {
  const tags = ["catalog"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  reads.get(
    "/api/catalog/premium-packages",
    {
      config: { screens: READERS },
      summary: "Premium packages (value-added services); customers see the enabled ones",
      query: premiumPackageQuerySchema,
      response: premiumPackagePageSchema,
    },
    (actor, { query }) => service.listPackages(db, actor, query),
  );

  writes.resource(
    "/api/catalog/premium-packages",
    {
      screens: SCREENS,
      target: "premiumPackage",
      body: premiumPackageInputSchema,
      response: premiumPackageSchema,
    },
    {
      create: (actor, body) => service.createPackage(db, actor, body),
      update: (actor, id, body) => service.updatePackage(db, actor, id, body),
      remove: (actor, id) => service.deletePackage(db, actor, id),
    },
  );

  writes.update(
    "/api/catalog/premium-packages/:id/status",
    {
      config: audited(SCREENS, "premiumPackage.setStatus", "premiumPackage"),
      body: premiumPackageStatusSchema,
      response: premiumPackageSchema,
    },
    (actor, id, body) => service.setPackageEnabled(db, actor, id, body.enabled),
  );
};
