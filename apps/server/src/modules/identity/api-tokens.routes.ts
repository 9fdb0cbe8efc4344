import {
  apiTokenListSchema,
  apiTokenSchema,
  createApiTokenSchema,
  idParamSchema,
  issuedApiTokenSchema,
  regenerateApiTokenSchema,
  renameApiTokenSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../platform/audited-routes";
import type { Database } from "../../platform/db";
import { readRoutes } from "../../platform/read-routes";
import { createApiTokenService } from "./api-tokens.service";

type Issued = { apiToken: { id: number; name: string; prefix: string; holderUserId: number } };

// The token's facts for the operation log (never the token itself).
const noteIssued = (issued: Issued) => ({
  targetId: issued.apiToken.id,
  changes: {
    name: issued.apiToken.name,
    prefix: issued.apiToken.prefix,
    holderUserId: issued.apiToken.holderUserId,
  },
});

export const apiTokenRoutes = async (app: FastifyInstance, { database }: { database: Database }) => {
  const service = createApiTokenService({ database });
  const tags = ["api-tokens"];
  const screens = ["carriers/api-docking"];
  const writes = auditedWrites(app, tags);

  readRoutes(app, tags).get(
    "/api/apiTokens",
    {
      config: { screens },
      summary:
        "Open-API tokens: the main account sees its org's, a sub-account the ones it holds (prefix only; a token is never shown again)",
      response: apiTokenListSchema,
    },
    (actor) => service.list(actor),
  );

  writes.write(
    "POST",
    "/api/apiTokens",
    {
      config: { screens, audit: { action: "apiToken.create", target: "apiToken" } },
      summary:
        "Issue a named token held by the caller or (main account) one of its sub-accounts; at most 5 per org",
      body: createApiTokenSchema,
      response: issuedApiTokenSchema,
      noteAnswer: noteIssued,
    },
    (actor, { body }) => service.create(actor, body),
  );

  writes.write(
    "POST",
    "/api/apiTokens/:id/regenerate",
    {
      config: { screens, audit: { action: "apiToken.regenerate", target: "apiToken" } },
      summary:
        "Replace a token by a new one (same name and holder); the old one keeps working overlapHours (0-24)",
      params: idParamSchema,
      body: regenerateApiTokenSchema,
      response: issuedApiTokenSchema,
      noteAnswer: (issued: Issued) => ({ changes: { newTokenId: issued.apiToken.id } }),
    },
    (actor, { params, body }) => service.regenerate(actor, params.id, body.overlapHours),
  );

  writes.write(
    "POST",
    "/api/apiTokens/:id/revoke",
    {
      config: { screens, audit: { action: "apiToken.revoke", target: "apiToken" } },
      summary: "Revoke a token: it stops working at once in every server process",
      params: idParamSchema,
      response: apiTokenSchema,
    },
    (actor, { params }) => service.revoke(actor, params.id),
  );

  writes.update(
    "/api/apiTokens/:id",
    {
      config: { screens, audit: { action: "apiToken.rename", target: "apiToken" } },
      summary: "Rename an active token",
      body: renameApiTokenSchema,
      response: apiTokenSchema,
    },
    (actor, id, body) => service.rename(actor, id, body),
  );
};
