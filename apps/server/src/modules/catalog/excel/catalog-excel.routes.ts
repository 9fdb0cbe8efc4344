import {
  importResultSchema,
  productIdParamsSchema,
  quotePlanParamsSchema,
  zoneImportQuerySchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCan } from "../../../platform/access";
import { noteAudit } from "../../../platform/audit";
import type { Db } from "../../../platform/db";
import { readUploadedWorkbook, sendWorkbook } from "../../../platform/excel";
import { actorOf } from "../../../platform/http";
import { partScreens } from "../products/products.routes";
import * as rateSheets from "./rate-sheets.service";
import * as zoneSheets from "./zone-sheets.service";

// Zones (spec §7 productCost zoneTemplateDownload / zoneTemplateImport) and quote plans' rate sheets as xlsx,
// on the same screens as the zone and rate tabs. Imports check the caller's role before reading the upload.

const screens = partScreens;

export const catalogExcelRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog: excel"];

  r.get(
    "/api/productCost/zoneTemplateDownload",
    {
      config: { screens, rateLimit: "export" },
      schema: { tags, summary: "Zone import template (xlsx, headers in the caller's language)" },
    },
    async (request, reply) =>
      sendWorkbook(reply, "zone-template", await zoneSheets.zoneTemplate(actorOf(request).lang)),
  );

  r.get(
    "/api/product/:id/zones/export",
    {
      config: { screens, rateLimit: "export" },
      schema: {
        tags,
        summary: "A product's zones in the template's layout, named with the date",
        params: productIdParamsSchema,
      },
    },
    async (request, reply) =>
      sendWorkbook(reply, "zones", await zoneSheets.exportZones(db, actorOf(request), request.params.id)),
  );

  r.post(
    "/api/productCost/zoneTemplateImport/:id",
    {
      config: { screens, audit: { action: "product.zonesImport", target: "product" } },
      schema: {
        tags,
        summary:
          "Import zones: same-code zones replaced, new ones added, others kept; refused while the product is online",
        params: productIdParamsSchema,
        querystring: zoneImportQuerySchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireCan(actor, "manageCatalog");
      const file = await readUploadedWorkbook(request);
      const { id } = request.params;
      const result = await zoneSheets.importZones(db, actor, id, file, request.query.mode);
      noteAudit(request, {
        targetId: id,
        changes: { mode: request.query.mode, imported: result.imported, failed: result.failed.length },
      });
      return result;
    },
  );

  r.get(
    "/api/product/:id/plans/:planId/rates/template",
    {
      config: { screens, rateLimit: "export" },
      schema: {
        tags,
        summary: "A plan's rate sheet with empty cells: zones × bands, one column group per field",
        params: quotePlanParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, planId } = request.params;
      return sendWorkbook(
        reply,
        "rate-template",
        await rateSheets.rateTemplate(db, actorOf(request), id, planId),
      );
    },
  );

  r.get(
    "/api/product/:id/plans/:planId/rates/export",
    {
      config: { screens, rateLimit: "export" },
      schema: {
        tags,
        summary: "A plan's rate sheet: rows are zones, columns are bands (one group per field of the model)",
        params: quotePlanParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, planId } = request.params;
      return sendWorkbook(reply, "rates", await rateSheets.exportRates(db, actorOf(request), id, planId));
    },
  );

  r.post(
    "/api/product/:id/plans/:planId/rates/import",
    {
      config: { screens, audit: { action: "quotePlan.ratesImport", target: "quotePlan" } },
      schema: {
        tags,
        summary:
          "Replace a plan's grid with the sheet's values; any bad cell changes nothing; allowed online",
        params: quotePlanParamsSchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireCan(actor, "manageCatalog");
      const file = await readUploadedWorkbook(request);
      const { id, planId } = request.params;
      const result = await rateSheets.importRates(db, actor, id, planId, file);
      noteAudit(request, {
        targetId: planId,
        changes: { productId: id, imported: result.imported, failed: result.failed.length },
      });
      return result;
    },
  );
};
