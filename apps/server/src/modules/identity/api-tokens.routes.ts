import { apiTokenListSchema, issuedApiTokenSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../platform/audit";
import type { Database } from "../../platform/db";
import { actorOf } from "../../platform/http";
import { createApiTokenService } from "./api-tokens.service";

export const apiTokenRoutes = async (app: FastifyInstance, { database }: { database: Database }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createApiTokenService({ database });
  const tags = ["api-tokens"];
  const screens = ["carriers/api-docking"];

  r.get(
    "/api/apiTokens",
    {
      config: { screens },
      schema: {
        tags,
        summary: "The org's open-API tokens (prefix only; the token is never shown again)",
        response: { 200: apiTokenListSchema },
      },
    },
    (request) => service.list(actorOf(request)),
  );

  r.post(
    "/api/apiTokens/regenerate",
    {
      config: { screens, audit: { action: "apiToken.regenerate", target: "apiToken" } },
      schema: {
        tags,
        summary: "Generate a new token; the previous one stops working at once",
        response: { 200: issuedApiTokenSchema },
      },
    },
    async (request) => {
      const issued = await service.regenerate(actorOf(request));
      noteAudit(request, { targetId: issued.apiToken.id, changes: { prefix: issued.apiToken.prefix } });
      return issued;
    },
  );
};
