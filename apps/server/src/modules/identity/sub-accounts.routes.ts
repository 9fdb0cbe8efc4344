import {
  accountSelfIdParamSchema,
  authListSchema,
  createSubAccountSchema,
  grantTreeSchema,
  okSchema,
  pageOf,
  resetSubPasswordSchema,
  subAccountGrantsSchema,
  subAccountQuerySchema,
  subAccountSchema,
  updateSubAccountSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../platform/audit";
import { auditedWrites } from "../../platform/audited-routes";
import type { Database } from "../../platform/db";
import { actorOf } from "../../platform/http";
import type { SessionStore } from "./session-store";
import { createSubAccountService, SUB_ACCOUNTS_SCREEN } from "./sub-accounts.service";

type Options = { database: Database; sessions: SessionStore };

export const subAccountRoutes = async (app: FastifyInstance, { database, sessions }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createSubAccountService({ database, sessions });
  const tags = ["sub-accounts"];
  const screens = [SUB_ACCOUNTS_SCREEN];
  const target = "subAccount";
  const writes = auditedWrites(app, tags);

  r.get(
    "/api/subAccounts",
    {
      config: { screens },
      schema: {
        tags,
        summary: "The main account's sub-accounts (platform staff: all in scope)",
        querystring: subAccountQuerySchema,
        response: { 200: pageOf(subAccountSchema) },
      },
    },
    (request) => service.list(actorOf(request), request.query),
  );

  r.get(
    "/api/subAccounts/grantTree",
    {
      config: { screens, needs: "manageSubAccounts" },
      schema: {
        tags,
        summary: "The main account's own menus and permissions, to grant from",
        response: { 200: grantTreeSchema },
      },
    },
    (request) => service.grantTree(actorOf(request)),
  );

  r.get(
    "/api/subAccounts/:id",
    {
      config: { screens },
      schema: {
        tags,
        summary: "One sub-account",
        params: accountSelfIdParamSchema,
        response: { 200: subAccountSchema },
      },
    },
    (request) => service.get(actorOf(request), request.params.id),
  );

  writes.create(
    "/api/subAccounts",
    {
      config: { screens, audit: { action: "subAccount.create", target } },
      summary: "Create a sub-account",
      body: createSubAccountSchema,
      response: subAccountSchema,
    },
    (actor, body) => service.create(actor, body),
  );

  writes.update(
    "/api/subAccounts/:id",
    {
      config: { screens, audit: { action: "subAccount.update", target } },
      summary: "Edit a sub-account's name and code",
      body: updateSubAccountSchema,
      response: subAccountSchema,
    },
    (actor, id, body) => service.update(actor, id, body),
  );

  for (const [action, status] of [
    ["disable", "disabled"],
    ["enable", "enabled"],
  ] as const) {
    r.post(
      `/api/subAccounts/:id/${action}`,
      {
        config: { screens, audit: { action: `subAccount.${action}`, target } },
        schema: {
          tags,
          summary: action === "disable" ? "Disable (signs it out at once)" : "Enable again",
          params: accountSelfIdParamSchema,
          response: { 200: subAccountSchema },
        },
      },
      (request) => {
        noteAudit(request, { targetId: request.params.id, changes: { status } });
        return service.setStatus(actorOf(request), request.params.id, status);
      },
    );
  }

  r.post(
    "/api/subAccounts/:id/resetPassword",
    {
      config: { screens, audit: { action: "subAccount.resetPassword", target } },
      schema: {
        tags,
        summary: "Set a new password (signs it out)",
        params: accountSelfIdParamSchema,
        body: resetSubPasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await service.resetPassword(actorOf(request), request.params.id, request.body.password);
      return { ok: true as const };
    },
  );

  writes.update(
    "/api/subAccounts/:id/grants",
    {
      config: { screens, audit: { action: "subAccount.grants", target } },
      summary: "Replace the authorisation list (only the main account's own screens)",
      body: subAccountGrantsSchema,
      response: subAccountSchema,
    },
    (actor, id, body) => service.setGrants(actor, id, body.grants),
  );

  // Spec §7 name of the sub-account's authorisation list (also in auth/info as authList). It is
  // the caller's own session data, like auth/info, so it needs no screen.
  r.get(
    "/api/subProduct/getAuthList",
    {
      schema: {
        tags,
        summary: "The caller's authorisation list (empty for a main account)",
        response: { 200: authListSchema },
      },
    },
    (request) => Promise.resolve(actorOf(request).info.authList),
  );
};
