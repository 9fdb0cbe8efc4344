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
import { auditedWrites } from "../../platform/audited-routes";
import type { Database } from "../../platform/db";
import { readRoutes } from "../../platform/read-routes";
import type { SessionStore } from "./session-store";
import { createSubAccountService, SUB_ACCOUNTS_SCREEN } from "./sub-accounts.service";

type Options = { database: Database; sessions: SessionStore };

export const subAccountRoutes = async (app: FastifyInstance, { database, sessions }: Options) => {
  const service = createSubAccountService({ database, sessions });
  const tags = ["sub-accounts"];
  const screens = [SUB_ACCOUNTS_SCREEN];
  const config = (action: string) => ({
    screens,
    audit: { action: `subAccount.${action}`, target: "subAccount" },
  });
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  reads.get(
    "/api/subAccounts",
    {
      config: { screens },
      summary: "The main account's sub-accounts (platform staff: all in scope)",
      query: subAccountQuerySchema,
      response: pageOf(subAccountSchema),
    },
    (actor, { query }) => service.list(actor, query),
  );

  reads.get(
    "/api/subAccounts/grantTree",
    {
      config: { screens, needs: "manageSubAccounts" },
      summary: "The main account's own menus and permissions, to grant from",
      response: grantTreeSchema,
    },
    (actor) => service.grantTree(actor),
  );

  reads.get(
    "/api/subAccounts/:id",
    {
      config: { screens },
      summary: "One sub-account",
      params: accountSelfIdParamSchema,
      response: subAccountSchema,
    },
    (actor, { params }) => service.get(actor, params.id),
  );

  writes.create(
    "/api/subAccounts",
    {
      config: config("create"),
      summary: "Create a sub-account",
      body: createSubAccountSchema,
      response: subAccountSchema,
    },
    (actor, body) => service.create(actor, body),
  );

  writes.update(
    "/api/subAccounts/:id",
    {
      config: config("update"),
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
    writes.write(
      "POST",
      `/api/subAccounts/:id/${action}`,
      {
        config: config(action),
        summary: action === "disable" ? "Disable (signs it out at once)" : "Enable again",
        params: accountSelfIdParamSchema,
        response: subAccountSchema,
        note: ({ params }) => ({ targetId: params.id, changes: { status } }),
      },
      (actor, { params }) => service.setStatus(actor, params.id, status),
    );
  }

  writes.write(
    "POST",
    "/api/subAccounts/:id/resetPassword",
    {
      config: config("resetPassword"),
      summary: "Set a new password (signs it out)",
      params: accountSelfIdParamSchema,
      body: resetSubPasswordSchema,
      response: okSchema,
    },
    async (actor, { params, body }) => {
      await service.resetPassword(actor, params.id, body.password);
      return { ok: true as const };
    },
  );

  writes.update(
    "/api/subAccounts/:id/grants",
    {
      config: config("grants"),
      summary: "Replace the authorisation list (only the main account's own screens)",
      body: subAccountGrantsSchema,
      response: subAccountSchema,
    },
    (actor, id, body) => service.setGrants(actor, id, body.grants),
  );

  // Spec §7 name of the sub-account's authorisation list (also in auth/info as authList). It is
  // the caller's own session data, like auth/info, so it needs no screen.
  reads.get(
    "/api/subProduct/getAuthList",
    {
      config: {},
      summary: "The caller's authorisation list (empty for a main account)",
      response: authListSchema,
    },
    async (actor) => actor.info.authList,
  );
};
