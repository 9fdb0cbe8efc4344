import {
  apiLogDetailSchema,
  apiLogPageSchema,
  apiLogQuerySchema,
  apiLogStatsQuerySchema,
  apiLogStatsSchema,
  apiLogTokensQuerySchema,
  apiLogTokensSchema,
  myApiLogQuerySchema,
  myApiLogStatsQuerySchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { readRoutes } from "../../platform/read-routes";
import type { CarrierService } from "./providers.service";

// The API log (spec §7 apiLog, issue 16): platform staff read every call on `carriers/api-log`; a customer's main
// account reads its own org's open-API calls on `carriers/my-api-log`, a sub-account with that screen the calls of the
// tokens it holds. The service checks both again.
const API_LOG = { screens: ["carriers/api-log"], needs: "readCarriers" as const };
const MY_API_LOG = { screens: ["carriers/my-api-log"], needs: "holdApiKey" as const };
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const apiLogRoutes = async (app: FastifyInstance, { carriers }: { carriers: CarrierService }) => {
  const { get } = readRoutes(app, ["carriers"]);

  get(
    "/api/carriers/api-log",
    {
      config: API_LOG,
      summary:
        "apiLog: calls to providers and to the open API, newest first (keyset pages), filtered by direction, " +
        "provider, customer, operation, outcome, time and order number",
      query: apiLogQuerySchema,
      response: apiLogPageSchema,
    },
    (actor, { query }) => carriers.apiLog(actor, query),
  );

  get(
    "/api/carriers/api-log/stats",
    {
      config: API_LOG,
      summary:
        "The API log's calls, errors and p50/p95 durations by endpoint or provider, per day or over the window " +
        "(at most 31 days, 7 when none is given)",
      query: apiLogStatsQuerySchema,
      response: apiLogStatsSchema,
    },
    (actor, { query }) => carriers.apiLogStats(actor, query),
  );

  get(
    "/api/carriers/api-log/tokens",
    {
      config: API_LOG,
      summary: "One customer's open-API tokens (revoked ones too), to filter its calls by",
      query: apiLogTokensQuerySchema,
      response: apiLogTokensSchema,
    },
    (actor, { query }) => carriers.apiLogTokens(actor, query.orgId),
  );

  get(
    "/api/carriers/api-log/:id",
    {
      config: API_LOG,
      summary: "One call with its masked request and response",
      params: idParams,
      response: apiLogDetailSchema,
    },
    (actor, { params }) => carriers.apiCall(actor, params.id),
  );

  get(
    "/api/carriers/my-api-log",
    {
      config: MY_API_LOG,
      summary: "The caller's org's calls to the open API, newest first (keyset pages)",
      query: myApiLogQuerySchema,
      response: apiLogPageSchema,
    },
    (actor, { query }) => carriers.myApiLog(actor, query),
  );

  get(
    "/api/carriers/my-api-log/stats",
    {
      config: MY_API_LOG,
      summary:
        "The caller's org's open-API calls, errors and p50/p95 durations by endpoint, per day or over the window",
      query: myApiLogStatsQuerySchema,
      response: apiLogStatsSchema,
    },
    (actor, { query }) => carriers.myApiLogStats(actor, query),
  );

  get(
    "/api/carriers/my-api-log/tokens",
    {
      config: MY_API_LOG,
      summary:
        "The tokens the caller may filter its calls by: its org's (the main account) or the ones it holds (a sub-account)",
      response: apiLogTokensSchema,
    },
    (actor) => carriers.myApiLogTokens(actor),
  );

  get(
    "/api/carriers/my-api-log/:id",
    {
      config: MY_API_LOG,
      summary: "One of the caller's org's open-API calls with its masked request and response",
      params: idParams,
      response: apiLogDetailSchema,
    },
    (actor, { params }) => carriers.myApiCall(actor, params.id),
  );
};
