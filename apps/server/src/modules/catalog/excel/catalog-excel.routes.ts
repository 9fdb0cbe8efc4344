import { productIdParamsSchema, quotePlanParamsSchema, zoneImportQuerySchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { audited, auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { readRoutes } from "../../../platform/read-routes";
import { partScreens } from "../products/products.routes";
import * as rateSheets from "./rate-sheets.service";
import * as zoneSheets from "./zone-sheets.service";

// Zones (spec §7 productCost zoneTemplateDownload / zoneTemplateImport) and quote plans' rate sheets as xlsx,
// on the same screens as the zone and rate tabs. Imports check the caller's role before reading the upload.

const screens = partScreens;

export const catalogExcelRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const tags = ["catalog: excel"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);
  const config = { screens, rateLimit: "export" } as const;

  reads.download(
    "/api/productCost/zoneTemplateDownload",
    "zone-template",
    { config, summary: "Zone import template (xlsx, headers in the caller's language)" },
    (actor) => zoneSheets.zoneTemplate(actor.lang),
  );

  reads.download(
    "/api/product/:id/zones/export",
    "zones",
    {
      config,
      summary: "A product's zones in the template's layout, named with the date",
      params: productIdParamsSchema,
    },
    (actor, { params }) => zoneSheets.exportZones(db, actor, params.id),
  );

  writes.importWorkbook(
    "/api/productCost/zoneTemplateImport/:id",
    {
      config: audited(screens, "product.zonesImport", "product"),
      capability: "manageCatalog",
      summary:
        "Import zones: same-code zones replaced, new ones added, others kept; refused while the product is online",
      params: productIdParamsSchema,
      query: zoneImportQuerySchema,
      note: ({ params, query }) => ({ targetId: params.id, changes: { mode: query.mode } }),
    },
    (actor, file, { params, query }) => zoneSheets.importZones(db, actor, params.id, file, query.mode),
  );

  reads.download(
    "/api/product/:id/plans/:planId/rates/template",
    "rate-template",
    {
      config,
      summary: "A plan's rate sheet with empty cells: zones × bands, one column group per field",
      params: quotePlanParamsSchema,
    },
    (actor, { params }) => rateSheets.rateTemplate(db, actor, params.id, params.planId),
  );

  reads.download(
    "/api/product/:id/plans/:planId/rates/export",
    "rates",
    {
      config,
      summary: "A plan's rate sheet: rows are zones, columns are bands (one group per field of the model)",
      params: quotePlanParamsSchema,
    },
    (actor, { params }) => rateSheets.exportRates(db, actor, params.id, params.planId),
  );

  writes.importWorkbook(
    "/api/product/:id/plans/:planId/rates/import",
    {
      config: audited(screens, "quotePlan.ratesImport", "quotePlan"),
      capability: "manageCatalog",
      summary: "Replace a plan's grid with the sheet's values; any bad cell changes nothing; allowed online",
      params: quotePlanParamsSchema,
      note: ({ params }) => ({ targetId: params.planId, changes: { productId: params.id } }),
    },
    (actor, file, { params }) => rateSheets.importRates(db, actor, params.id, params.planId, file),
  );
};
