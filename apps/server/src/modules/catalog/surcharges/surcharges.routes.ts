import { surchargeRulePageSchema, surchargeRuleQuerySchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { requireCan } from "../../../platform/access";
import type { Db } from "../../../platform/db";
import { readRoutes } from "../../../platform/read-routes";
import { listSurchargeRules } from "./surcharges.repository";

type Options = { db: Db };

// Surcharge rules name cost records and their calculators: platform staff only, never customers or suppliers.
export const surchargeRoutes = async (app: FastifyInstance, { db }: Options) => {
  readRoutes(app, ["catalog"]).get(
    "/api/surcharge/list",
    {
      config: { screens: ["catalog/surcharges"] },
      summary: "Surcharge rules across products, by calculation kind, product and keyword",
      query: surchargeRuleQuerySchema,
      response: surchargeRulePageSchema,
    },
    (actor, { query }) => {
      requireCan(actor, "readCatalog");
      return listSurchargeRules(db, actor.lang, query);
    },
  );
};
