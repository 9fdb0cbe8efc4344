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
import { auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { readRoutes } from "../../../platform/read-routes";
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

export const formulaRoutes = async (app: FastifyInstance, { db }: Options) => {
  const tags = ["catalog"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  // ---- formula types
  reads.get(
    "/api/catalog/formula-types",
    {
      config: { screens: [...TYPES, ...FORMULAS, ...PICKERS] },
      summary: "Formula types in their order",
      response: formulaTypeListSchema,
    },
    (actor) => service.listFormulaTypes(db, actor),
  );

  reads.get(
    "/api/catalog/formula-types/customer-options",
    {
      config: { screens: TYPES },
      summary: "Customer orgs a type may be assigned to",
      response: customerOrgOptionsSchema,
    },
    (actor) => service.customerOrgOptions(db, actor),
  );

  writes.resource(
    "/api/catalog/formula-types",
    { screens: TYPES, target: "formulaType", body: formulaTypeInputSchema, response: formulaTypeSchema },
    {
      create: (actor, body) => service.createFormulaType(db, actor, body),
      update: (actor, id, body) => service.updateFormulaType(db, actor, id, body),
      remove: (actor, id) => service.deleteFormulaType(db, actor, id),
    },
  );

  // ---- cost formulas
  reads.get(
    "/api/catalog/formulas",
    {
      config: { screens: [...FORMULAS, ...PICKERS] },
      summary: "Cost formulas with their last test result",
      query: formulaQuerySchema,
      response: formulaPageSchema,
    },
    (actor, { query }) => service.listFormulas(db, actor, query),
  );

  reads.ask(
    "/api/catalog/formulas/test",
    {
      config: { screens: [...FORMULAS, ...PICKERS], rateLimit: "formulaTest" },
      summary: "Test a formula on sample values; recorded on the saved formula when its text is unchanged",
      body: formulaTestInputSchema,
      response: formulaTestResultSchema,
    },
    (actor, body) => service.runFormulaTest(db, actor, body),
  );

  writes.resource(
    "/api/catalog/formulas",
    { screens: FORMULAS, target: "formula", body: formulaInputSchema, response: formulaSchema },
    {
      create: (actor, body) => service.createFormula(db, actor, body),
      update: (actor, id, body) => service.updateFormula(db, actor, id, body),
      remove: (actor, id) => service.deleteFormula(db, actor, id),
    },
  );
};
