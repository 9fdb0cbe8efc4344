import { apiTokenListSchema, issuedApiTokenSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../platform/audited-routes";
import type { Database } from "../../platform/db";
import { readRoutes } from "../../platform/read-routes";
import { createApiTokenService } from "./api-tokens.service";

export const apiTokenRoutes = async (app: FastifyInstance, { database }: { database: Database }) => {
  const service = createApiTokenService({ database });
  const tags = ["api-tokens"];
  const screens = ["carriers/api-docking"];

  readRoutes(app, tags).get(
    "/api/apiTokens",
    {
      config: { screens },
      summary: "The org's open-API tokens (prefix only; the token is never shown again)",
      response: apiTokenListSchema,
    },
    (actor) => service.list(actor),
  );

  auditedWrites(app, tags).write(
    "POST",
    "/api/apiTokens/regenerate",
    {
      config: { screens, audit: { action: "apiToken.regenerate", target: "apiToken" } },
      summary: "Generate a new token; the previous one stops working at once",
      response: issuedApiTokenSchema,
      noteAnswer: (issued: { apiToken: { id: number; prefix: string } }) => ({
        targetId: issued.apiToken.id,
        changes: { prefix: issued.apiToken.prefix },
      }),
    },
    (actor) => service.regenerate(actor),
  );
};
