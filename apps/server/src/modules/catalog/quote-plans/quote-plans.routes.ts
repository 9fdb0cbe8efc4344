import {
  okSchema,
  productIdParamsSchema,
  quotePlanListSchema,
  quotePlanNameSchema,
  quotePlanParamsSchema,
  quotePlanSchema,
  rateGridSaveSchema,
  rateGridSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { readRoutes } from "../../../platform/read-routes";
import { partScreens } from "../products/products.routes";
import { createQuotePlanService } from "./quote-plans.service";

// The rate plans and zone rates tabs (spec §2): a product's quote plans and each plan's zone × band grid.

const screens = partScreens;
const config = (action: string) => ({ screens, audit: { action, target: "quotePlan" } });

export const quotePlanRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const plans = createQuotePlanService(db);
  const tags = ["catalog: quote plans"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);
  const planTarget = ({ params }: { params: { planId: number } }) => ({ targetId: params.planId });

  reads.get(
    "/api/product/:id/plans",
    {
      config: { screens },
      summary: "A product's quote plans, the default first",
      params: productIdParamsSchema,
      response: quotePlanListSchema,
    },
    (actor, { params }) => plans.list(actor, params.id),
  );

  writes.write(
    "POST",
    "/api/product/:id/plans",
    {
      config: config("quotePlan.create"),
      summary: "A new plan, starting from the default plan's rates; refused while the product is online",
      params: productIdParamsSchema,
      body: quotePlanNameSchema,
      response: quotePlanSchema,
      noteAnswer: (created: { id: number }) => ({ targetId: created.id }),
    },
    (actor, { params, body }) => plans.create(actor, params.id, body.name),
  );

  writes.write(
    "PUT",
    "/api/product/:id/plans/:planId",
    {
      config: config("quotePlan.rename"),
      summary: "Rename a plan",
      params: quotePlanParamsSchema,
      body: quotePlanNameSchema,
      response: quotePlanSchema,
      note: planTarget,
    },
    (actor, { params, body }) => plans.rename(actor, params.id, params.planId, body.name),
  );

  writes.write(
    "DELETE",
    "/api/product/:id/plans/:planId",
    {
      config: config("quotePlan.delete"),
      summary: "Delete a plan other than the default; customers priced at it fall back to the default",
      params: quotePlanParamsSchema,
      response: okSchema,
      note: planTarget,
    },
    (actor, { params }) => plans.remove(actor, params.id, params.planId),
  );

  reads.get(
    "/api/product/:id/plans/:planId/rates",
    {
      config: { screens },
      summary: "A plan's rate grid: zones × weight bands",
      params: quotePlanParamsSchema,
      response: rateGridSchema,
    },
    (actor, { params }) => plans.grid(actor, params.id, params.planId),
  );

  writes.write(
    "PUT",
    "/api/product/:id/plans/:planId/rates",
    {
      config: config("quotePlan.saveRates"),
      summary: "Replace a plan's whole rate grid; allowed while the product is online (read mode)",
      params: quotePlanParamsSchema,
      body: rateGridSaveSchema,
      response: rateGridSchema,
      note: ({ params, body }) => ({
        targetId: params.planId,
        changes: { productId: params.id, cells: body.cells.length },
      }),
    },
    (actor, { params, body }) => plans.saveGrid(actor, params.id, params.planId, body),
  );
};
