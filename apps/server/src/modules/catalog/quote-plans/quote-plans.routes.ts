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
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../../platform/audit";
import type { Db } from "../../../platform/db";
import { actorOf } from "../../../platform/http";
import { partScreens } from "../products/products.routes";
import { createQuotePlanService } from "./quote-plans.service";

// The rate plans and zone rates tabs (spec §2): a product's quote plans and each plan's zone × band grid.

const screens = partScreens;
const audit = (action: string) => ({ audit: { action, target: "quotePlan" } });

export const quotePlanRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const plans = createQuotePlanService(db);
  const tags = ["catalog: quote plans"];

  r.get(
    "/api/product/:id/plans",
    {
      config: { screens },
      schema: {
        tags,
        summary: "A product's quote plans, the default first",
        params: productIdParamsSchema,
        response: { 200: quotePlanListSchema },
      },
    },
    (request) => plans.list(actorOf(request), request.params.id),
  );

  r.post(
    "/api/product/:id/plans",
    {
      config: { screens, ...audit("quotePlan.create") },
      schema: {
        tags,
        summary: "A new plan, starting from the default plan's rates; refused while the product is online",
        params: productIdParamsSchema,
        body: quotePlanNameSchema,
        response: { 200: quotePlanSchema },
      },
    },
    async (request) => {
      const created = await plans.create(actorOf(request), request.params.id, request.body.name);
      noteAudit(request, { targetId: created.id });
      return created;
    },
  );

  r.put(
    "/api/product/:id/plans/:planId",
    {
      config: { screens, ...audit("quotePlan.rename") },
      schema: {
        tags,
        summary: "Rename a plan",
        params: quotePlanParamsSchema,
        body: quotePlanNameSchema,
        response: { 200: quotePlanSchema },
      },
    },
    async (request) => {
      const { id, planId } = request.params;
      noteAudit(request, { targetId: planId });
      return plans.rename(actorOf(request), id, planId, request.body.name);
    },
  );

  r.delete(
    "/api/product/:id/plans/:planId",
    {
      config: { screens, ...audit("quotePlan.delete") },
      schema: {
        tags,
        summary: "Delete a plan other than the default; customers priced at it fall back to the default",
        params: quotePlanParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { id, planId } = request.params;
      noteAudit(request, { targetId: planId });
      return plans.remove(actorOf(request), id, planId);
    },
  );

  r.get(
    "/api/product/:id/plans/:planId/rates",
    {
      config: { screens },
      schema: {
        tags,
        summary: "A plan's rate grid: zones × weight bands",
        params: quotePlanParamsSchema,
        response: { 200: rateGridSchema },
      },
    },
    (request) => plans.grid(actorOf(request), request.params.id, request.params.planId),
  );

  r.put(
    "/api/product/:id/plans/:planId/rates",
    {
      config: { screens, ...audit("quotePlan.saveRates") },
      schema: {
        tags,
        summary: "Replace a plan's whole rate grid; allowed while the product is online (read mode)",
        params: quotePlanParamsSchema,
        body: rateGridSaveSchema,
        response: { 200: rateGridSchema },
      },
    },
    async (request) => {
      const { id, planId } = request.params;
      noteAudit(request, { targetId: planId, changes: { productId: id, cells: request.body.cells.length } });
      return plans.saveGrid(actorOf(request), id, planId, request.body);
    },
  );
};
