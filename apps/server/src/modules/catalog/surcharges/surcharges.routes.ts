import { surchargeRulePageSchema, surchargeRuleQuerySchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCan } from "../../../platform/access";
import type { Db } from "../../../platform/db";
import { actorOf } from "../../../platform/http";
import { listSurchargeRules } from "./surcharges.repository";

type Options = { db: Db };

// Surcharge rules name cost records and their calculators: platform staff only, never customers or suppliers.
export const surchargeRoutes = async (app: FastifyInstance, { db }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/surcharge/list",
    {
      config: { screens: ["catalog/surcharges"] },
      schema: {
        tags: ["catalog"],
        summary: "Surcharge rules across products, by calculation kind, product and keyword",
        querystring: surchargeRuleQuerySchema,
        response: { 200: surchargeRulePageSchema },
      },
    },
    (request) => {
      const actor = actorOf(request);
      requireCan(actor, "readCatalog");
      return listSurchargeRules(db, actor.lang, request.query);
    },
  );
};
