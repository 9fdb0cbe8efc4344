import {
  customerPageSchema,
  customerQuerySchema,
  orgSettlementSchema,
  settlementCurrencySchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../platform/audited-routes";
import type { Db } from "../../platform/db";
import { readRoutes } from "../../platform/read-routes";
import { createCustomersService } from "./customers.service";

type Options = { db: Db };

export const customersRoutes = async (app: FastifyInstance, { db }: Options) => {
  const service = createCustomersService({ db });
  const tags = ["customers"];
  const screens = ["system/customers"];

  readRoutes(app, tags).get(
    "/api/users/listCustomersByType",
    {
      config: { screens },
      summary: "Customer main accounts (type=main) or sub-accounts with their main account (type=sub)",
      query: customerQuerySchema,
      response: customerPageSchema,
    },
    (actor, { query }) => service.listByType(actor, query),
  );

  auditedWrites(app, tags).update(
    "/api/orgs/:id/settlement-currency",
    {
      config: { screens, audit: { action: "org.settlementCurrency", target: "org" } },
      summary:
        "Set the currency a customer org's quotes answer in by default (admins and platform operators)",
      body: settlementCurrencySchema,
      response: orgSettlementSchema,
    },
    (actor, id, body) => service.setSettlementCurrency(actor, id, body.settlementCurrency),
  );
};
