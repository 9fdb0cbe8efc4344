import {
  customerOrgOptionsSchema,
  formulaInputSchema,
  formulaPageSchema,
  formulaQuerySchema,
  formulaSchema,
  formulaTestInputSchema,
  formulaTestResultSchema,
  formulaTypeInputSchema,
  formulaTypeListSchema,
  formulaTypeSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { actorOf } from "../../../platform/http";
import * as service from "./formulas.service";

type Options = { db: Db };

const TYPES = ["catalog/formula-types"];
const FORMULAS = ["catalog/formulas"];
// Surcharge editors pick formulas and see their types.
const PICKERS = [
  "catalog/surcharges",
  "catalog/product-detail",
  "catalog/cost-products",
  "catalog/sales-products",
];
const audit = (screens: string[], action: string, target: string) => ({ screens, audit: { action, target } });

export const formulaRoutes = async (app: FastifyInstance, { db }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog"];
  const writes = auditedWrites(app, tags);

  // ---- formula types
  r.get(
    "/api/catalog/formula-types",
    {
      config: { screens: [...TYPES, ...FORMULAS, ...PICKERS] },
      schema: { tags, summary: "Formula types in their order", response: { 200: formulaTypeListSchema } },
    },
    (request) => service.listFormulaTypes(db, actorOf(request)),
  );

  r.get(
    "/api/catalog/formula-types/customer-options",
    {
      config: { screens: TYPES },
      schema: {
        tags,
        summary: "Customer orgs a type may be assigned to",
        response: { 200: customerOrgOptionsSchema },
      },
    },
    (request) => service.customerOrgOptions(db, actorOf(request)),
  );

  const typeAudit = (action: string) => audit(TYPES, action, "formulaType");
  writes.create(
    "/api/catalog/formula-types",
    { config: typeAudit("formulaType.create"), body: formulaTypeInputSchema, response: formulaTypeSchema },
    (actor, body) => service.createFormulaType(db, actor, body),
  );
  writes.update(
    "/api/catalog/formula-types/:id",
    { config: typeAudit("formulaType.update"), body: formulaTypeInputSchema, response: formulaTypeSchema },
    (actor, id, body) => service.updateFormulaType(db, actor, id, body),
  );
  writes.remove("/api/catalog/formula-types/:id", { config: typeAudit("formulaType.delete") }, (actor, id) =>
    service.deleteFormulaType(db, actor, id),
  );

  // ---- cost formulas
  r.get(
    "/api/catalog/formulas",
    {
      config: { screens: [...FORMULAS, ...PICKERS] },
      schema: {
        tags,
        summary: "Cost formulas with their last test result",
        querystring: formulaQuerySchema,
        response: { 200: formulaPageSchema },
      },
    },
    (request) => service.listFormulas(db, actorOf(request), request.query),
  );

  r.post(
    "/api/catalog/formulas/test",
    {
      config: { screens: [...FORMULAS, ...PICKERS], read: true, rateLimit: "formulaTest" },
      schema: {
        tags,
        summary: "Test a formula on sample values; recorded on the saved formula when its text is unchanged",
        body: formulaTestInputSchema,
        response: { 200: formulaTestResultSchema },
      },
    },
    (request) => service.runFormulaTest(db, actorOf(request), request.body),
  );

  const formulaAudit = (action: string) => audit(FORMULAS, action, "formula");
  writes.create(
    "/api/catalog/formulas",
    { config: formulaAudit("formula.create"), body: formulaInputSchema, response: formulaSchema },
    (actor, body) => service.createFormula(db, actor, body),
  );
  writes.update(
    "/api/catalog/formulas/:id",
    { config: formulaAudit("formula.update"), body: formulaInputSchema, response: formulaSchema },
    (actor, id, body) => service.updateFormula(db, actor, id, body),
  );
  writes.remove("/api/catalog/formulas/:id", { config: formulaAudit("formula.delete") }, (actor, id) =>
    service.deleteFormula(db, actor, id),
  );
};
