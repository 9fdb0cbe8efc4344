import {
  postcodeGroupInputSchema,
  postcodeGroupPageSchema,
  postcodeGroupQuerySchema,
  postcodeGroupSchema,
  postcodeImportQuerySchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { audited, auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { readRoutes } from "../../../platform/read-routes";
import * as service from "./postcode-groups.service";

type Options = { db: Db };

const SCREENS = ["catalog/postcodes"];
// Product screens pick groups for zones and postcode rules.
const READERS = [...SCREENS, "catalog/cost-products", "catalog/sales-products", "catalog/product-detail"];

export const postcodeGroupRoutes = async (app: FastifyInstance, { db }: Options) => {
  const tags = ["catalog"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  reads.get(
    "/api/catalog/postcode-groups",
    {
      config: { screens: READERS },
      summary: "Postcode groups by kind, country and keyword",
      query: postcodeGroupQuerySchema,
      response: postcodeGroupPageSchema,
    },
    (actor, { query }) => service.listGroups(db, actor, query),
  );

  reads.download(
    "/api/catalog/postcode-groups/template",
    "postcode-group-template",
    { config: { screens: SCREENS, rateLimit: "export" }, summary: "Postcode group import template (xlsx)" },
    (actor) => service.groupTemplate(actor),
  );

  reads.download(
    "/api/catalog/postcode-groups/export",
    "postcode-groups",
    {
      config: { screens: SCREENS, rateLimit: "export" },
      summary: "Postcode groups as xlsx named with the date, one row per matcher",
      query: postcodeGroupQuerySchema.omit({ page: true, size: true }),
    },
    (actor, { query }) => service.exportGroups(db, actor, query),
  );

  writes.importWorkbook(
    "/api/catalog/postcode-groups/import",
    {
      config: audited(SCREENS, "postcodeGroup.import", "postcodeGroup"),
      capability: "manageCatalog",
      summary: "Import groups: same-name groups are replaced, new ones added; bad rows reported",
      query: postcodeImportQuerySchema,
      note: ({ query }) => ({ changes: { mode: query.mode } }),
    },
    (actor, file, { query }) => service.importGroups(db, actor, file, query.mode),
  );

  writes.resource(
    "/api/catalog/postcode-groups",
    {
      screens: SCREENS,
      target: "postcodeGroup",
      body: postcodeGroupInputSchema,
      response: postcodeGroupSchema,
    },
    {
      create: (actor, body) => service.createGroup(db, actor, body),
      update: (actor, id, body) => service.updateGroup(db, actor, id, body),
      remove: (actor, id) => service.deleteGroup(db, actor, id),
    },
  );
};
