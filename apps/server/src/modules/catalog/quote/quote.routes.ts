import {
  quoteOptionsQuerySchema,
  quoteOptionsSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../platform/db";
import { actorOf } from "../../../platform/http";
import { createQuoteService, type QuoteSources } from "./quote.service";

type Options = { db: Db; sources: QuoteSources };

// Spec §2 "freight trial". A trial changes nothing, so it is not audited; POST carries the parcel. Pricing every
// product is the expensive call: limited per user here, at the endpoint, never inside the quote itself.
const screens = ["catalog/freight-trial"];

export const quoteRoutes = async (app: FastifyInstance, { db, sources }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const quotes = createQuoteService(db, sources);
  const tags = ["catalog: freight trial"];

  r.post(
    "/api/freightTrial",
    {
      config: { screens, read: true, rateLimit: "freightTrial" },
      schema: {
        tags,
        summary:
          "Prices a parcel with every product the customer may use (platform staff: name the customer orgId; they also get cost and margin)",
        body: quoteRequestSchema,
        response: { 200: quoteResponseSchema },
      },
    },
    (request) => quotes.quote(actorOf(request), request.body),
  );

  r.get(
    "/api/freightTrial/options",
    {
      config: { screens },
      schema: {
        tags,
        summary: "The trial form's choices: premium packages of the org's products, currencies, customers",
        querystring: quoteOptionsQuerySchema,
        response: { 200: quoteOptionsSchema },
      },
    },
    (request) => quotes.options(actorOf(request), request.query.orgId),
  );
};
