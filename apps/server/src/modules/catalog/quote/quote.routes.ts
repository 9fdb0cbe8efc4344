import {
  quoteOptionsQuerySchema,
  quoteOptionsSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../platform/db";
import { readRoutes } from "../../../platform/read-routes";
import { createQuoteService, type QuoteSources } from "./quote.service";

type Options = { db: Db; sources: QuoteSources };

// Spec §2 "freight trial". A trial changes nothing, so it is not audited; POST carries the parcel. Pricing every
// product is the expensive call: limited per user here, at the endpoint, never inside the quote itself.
const screens = ["catalog/freight-trial"];

export const quoteRoutes = async (app: FastifyInstance, { db, sources }: Options) => {
  const quotes = createQuoteService(db, sources);
  const reads = readRoutes(app, ["catalog: freight trial"]);

  reads.ask(
    "/api/freightTrial",
    {
      config: { screens, rateLimit: "freightTrial" },
      summary:
        "Prices a parcel with every product the customer may use (platform staff: name the customer orgId; they also get cost and margin)",
      body: quoteRequestSchema,
      response: quoteResponseSchema,
    },
    (actor, body) => quotes.quote(actor, body),
  );

  reads.get(
    "/api/freightTrial/options",
    {
      config: { screens },
      summary: "The trial form's choices: premium packages of the org's products, currencies, customers",
      query: quoteOptionsQuerySchema,
      response: quoteOptionsSchema,
    },
    (actor, { query }) => quotes.options(actor, query.orgId),
  );
};
