import {
  importResultSchema,
  postcodeGroupInputSchema,
  postcodeGroupPageSchema,
  postcodeGroupQuerySchema,
  postcodeGroupSchema,
  postcodeImportQuerySchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCan } from "../../../platform/access";
import { noteAudit } from "../../../platform/audit";
import { auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { readUploadedWorkbook, sendWorkbook } from "../../../platform/excel";
import { actorOf } from "../../../platform/http";
import * as service from "./postcode-groups.service";

type Options = { db: Db };

const SCREENS = ["catalog/postcodes"];
// Product screens pick groups for zones and postcode rules.
const READERS = [...SCREENS, "catalog/cost-products", "catalog/sales-products", "catalog/product-detail"];
const audit = (action: string) => ({ screens: SCREENS, audit: { action, target: "postcodeGroup" } });

export const postcodeGroupRoutes = async (app: FastifyInstance, { db }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog"];
  const writes = auditedWrites(app, tags);

  r.get(
    "/api/catalog/postcode-groups",
    {
      config: { screens: READERS },
      schema: {
        tags,
        summary: "Postcode groups by kind, country and keyword",
        querystring: postcodeGroupQuerySchema,
        response: { 200: postcodeGroupPageSchema },
      },
    },
    (request) => service.listGroups(db, actorOf(request), request.query),
  );

  r.get(
    "/api/catalog/postcode-groups/template",
    {
      config: { screens: SCREENS, rateLimit: "export" },
      schema: { tags, summary: "Postcode group import template (xlsx)" },
    },
    async (request, reply) =>
      sendWorkbook(reply, "postcode-group-template", await service.groupTemplate(actorOf(request))),
  );

  r.get(
    "/api/catalog/postcode-groups/export",
    {
      config: { screens: SCREENS, rateLimit: "export" },
      schema: {
        tags,
        summary: "Postcode groups as xlsx named with the date, one row per matcher",
        querystring: postcodeGroupQuerySchema.omit({ page: true, size: true }),
      },
    },
    async (request, reply) =>
      sendWorkbook(reply, "postcode-groups", await service.exportGroups(db, actorOf(request), request.query)),
  );

  r.post(
    "/api/catalog/postcode-groups/import",
    {
      config: audit("postcodeGroup.import"),
      schema: {
        tags,
        summary: "Import groups: same-name groups are replaced, new ones added; bad rows reported",
        querystring: postcodeImportQuerySchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // Checked before reading the upload, so a refused caller's file is never parsed.
      requireCan(actor, "manageCatalog");
      const file = await readUploadedWorkbook(request);
      const result = await service.importGroups(db, actor, file, request.query.mode);
      noteAudit(request, {
        changes: { mode: request.query.mode, imported: result.imported, failed: result.failed.length },
      });
      return result;
    },
  );

  writes.create(
    "/api/catalog/postcode-groups",
    { config: audit("postcodeGroup.create"), body: postcodeGroupInputSchema, response: postcodeGroupSchema },
    (actor, body) => service.createGroup(db, actor, body),
  );

  writes.update(
    "/api/catalog/postcode-groups/:id",
    { config: audit("postcodeGroup.update"), body: postcodeGroupInputSchema, response: postcodeGroupSchema },
    (actor, id, body) => service.updateGroup(db, actor, id, body),
  );

  writes.remove("/api/catalog/postcode-groups/:id", { config: audit("postcodeGroup.delete") }, (actor, id) =>
    service.deleteGroup(db, actor, id),
  );
};
