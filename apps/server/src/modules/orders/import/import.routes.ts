import {
  orderImportPageSchema,
  orderImportParamsSchema,
  orderImportPayDraftsResultSchema,
  orderImportQuerySchema,
  orderImportSchema,
  orderImportTemplateQuerySchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCan } from "../../../platform/access";
import { noteAudit } from "../../../platform/audit";
import { auditedWrites } from "../../../platform/audited-routes";
import { readUploadedWorkbookFile, sendDownload, XLSX_CONTENT_TYPE } from "../../../platform/excel";
import { actorOf } from "../../../platform/http";
import { readRoutes } from "../../../platform/read-routes";
import type { OrderImports } from "./import.service";

// Bulk orders (issue 14): the "orders/bulk" screen downloads the template, uploads a file (imported by a task),
// follows the history and downloads each import's original and failed records; staff read every org's imports.
const SCREENS = ["orders/bulk"];
const READ = ["orders/bulk", "orders/list"];

export const orderImportRoutes = async (app: FastifyInstance, { imports }: { imports: OrderImports }) => {
  const tags = ["orders: bulk import"];
  const { get } = readRoutes(app, tags);
  const { write } = auditedWrites(app, tags);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/orders/imports/template",
    {
      config: { screens: SCREENS },
      schema: {
        tags,
        summary:
          "The bulk-order template (xlsx) in the caller's or the asked language: notes per column, dropdowns of the signed products, countries and courier types, an example order",
        querystring: orderImportTemplateQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const lang = request.query.lang ?? actor.lang;
      const bytes = await imports.template(actor, lang);
      return sendDownload(reply, {
        bytes,
        contentType: XLSX_CONTENT_TYPE,
        name: `bulk-order-template-${lang}.xlsx`,
      });
    },
  );

  r.post(
    "/api/orders/imports",
    {
      config: { screens: SCREENS, audit: { action: "order.import", target: "order_import" } },
      schema: {
        tags,
        summary:
          "Upload a filled template (multipart `file`, then `mode` and `senderAddressId`): checked, stored and imported by a task; a refused file creates nothing",
        response: { 200: orderImportSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      requireCan(actor, "placeOrders");
      const file = await readUploadedWorkbookFile(request);
      const created = await imports.upload(actor, file);
      noteAudit(request, { targetId: created.id, changes: { file: created.fileName, mode: created.mode } });
      return created;
    },
  );

  get(
    "/api/orders/imports",
    {
      config: { screens: READ },
      summary:
        "The import history, newest first, a keyset page by status, serial number or file name and upload date: the caller's org's (a sub-account's own), every org's for staff",
      query: orderImportQuerySchema,
      response: orderImportPageSchema,
    },
    (actor, { query }) => imports.list(actor, query),
  );

  get(
    "/api/orders/imports/:id",
    {
      config: { screens: READ },
      summary: "One import with its progress: orders read, succeeded, drafted and failed",
      params: orderImportParamsSchema,
      response: orderImportSchema,
    },
    (actor, { params }) => imports.get(actor, params.id),
  );

  r.get(
    "/api/orders/imports/:id/file",
    {
      config: { screens: READ },
      schema: { tags, summary: "The file as it was uploaded", params: orderImportParamsSchema },
    },
    async (request, reply) =>
      sendDownload(reply, await imports.original(actorOf(request), request.params.id)),
  );

  r.get(
    "/api/orders/imports/:id/failed",
    {
      config: { screens: READ },
      schema: {
        tags,
        summary:
          "The failed records: the failed orders' rows as uploaded with a reason column in the uploader's language",
        params: orderImportParamsSchema,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await imports.failedRecords(actorOf(request), request.params.id)),
  );

  write(
    "POST",
    "/api/orders/imports/:id/pay-drafts",
    {
      config: {
        screens: SCREENS,
        needs: "placeOrders",
        audit: { action: "order.import.pay", target: "order_import" },
      },
      summary: "Pay the import's drafts still awaiting payment (after a top-up), as a task",
      params: orderImportParamsSchema,
      response: orderImportPayDraftsResultSchema,
    },
    (actor, { params }) => imports.payDrafts(actor, params.id),
  );
};
