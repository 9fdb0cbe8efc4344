import {
  customerPageSchema,
  customerQuerySchema,
  idParamSchema,
  orgSettlementSchema,
  settlementCurrencySchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db";
import { actorOf } from "../../platform/http";
import { createCustomersService } from "./customers.service";

type Options = { db: Db };

export const customersRoutes = async (app: FastifyInstance, { db }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createCustomersService({ db });

  r.get(
    "/api/users/listCustomersByType",
    {
      config: { screens: ["system/customers"] },
      schema: {
        tags: ["customers"],
        summary: "Customer main accounts (type=main) or sub-accounts with their main account (type=sub)",
        querystring: customerQuerySchema,
        response: { 200: customerPageSchema },
      },
    },
    (request) => service.listByType(actorOf(request), request.query),
  );

  r.put(
    "/api/orgs/:id/settlement-currency",
    {
      config: {
        screens: ["system/customers"],
        audit: { action: "org.settlementCurrency", target: "org" },
      },
      schema: {
        tags: ["customers"],
        summary:
          "Set the currency a customer org's quotes answer in by default (admins and platform operators)",
        params: idParamSchema,
        body: settlementCurrencySchema,
        response: { 200: orgSettlementSchema },
      },
    },
    (request) => {
      return service.setSettlementCurrency(
        actorOf(request),
        request.params.id,
        request.body.settlementCurrency,
      );
    },
  );
};
