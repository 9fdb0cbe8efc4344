import {
  adminResetPasswordSchema,
  assignRolesSchema,
  createUserSchema,
  idParamSchema,
  okSchema,
  orgOptionsSchema,
  roleOptionsSchema,
  updateUserSchema,
  userPageSchema,
  userQuerySchema,
  userRowSchema,
  userStatusBodySchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../platform/audit";
import type { Db } from "../../platform/db";
import { actorOf } from "../../platform/http";
import type { SessionStore } from "./session-store";
import { createUsersService } from "./users.service";

type Options = { db: Db; sessions: SessionStore };

const screens = ["system/users"];

/** Users administration (platform staff): list, create, edit, disable/enable, reset password, roles. */
export const usersRoutes = async (app: FastifyInstance, { db, sessions }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createUsersService({ db, sessions });
  const tags = ["users"];

  r.get(
    "/api/users",
    {
      config: { screens },
      schema: {
        tags,
        summary: "Users in the caller's scope",
        querystring: userQuerySchema,
        response: { 200: userPageSchema },
      },
    },
    (request) => service.list(actorOf(request), request.query),
  );

  r.get(
    "/api/users/org-options",
    {
      config: { screens: ["system/users", "system/roles"] },
      schema: {
        tags,
        summary: "Orgs a user or a role's data may belong to",
        response: { 200: orgOptionsSchema },
      },
    },
    (request) => service.orgOptions(actorOf(request)),
  );

  r.get(
    "/api/users/role-options",
    {
      config: { screens },
      schema: { tags, summary: "Roles for the user form", response: { 200: roleOptionsSchema } },
    },
    (request) => service.roleOptions(actorOf(request)),
  );

  r.get(
    "/api/users/:id",
    {
      config: { screens },
      schema: { tags, summary: "One user", params: idParamSchema, response: { 200: userRowSchema } },
    },
    (request) => service.get(actorOf(request), request.params.id),
  );

  r.post(
    "/api/users",
    {
      config: { screens, audit: { action: "user.create", target: "user" } },
      schema: { tags, summary: "Create a user", body: createUserSchema, response: { 200: userRowSchema } },
    },
    (request) => service.create(actorOf(request), request.body),
  );

  r.put(
    "/api/users/:id",
    {
      config: { screens, audit: { action: "user.update", target: "user" } },
      schema: {
        tags,
        summary: "Edit a user",
        params: idParamSchema,
        body: updateUserSchema,
        response: { 200: userRowSchema },
      },
    },
    (request) => {
      return service.update(actorOf(request), request.params.id, request.body);
    },
  );

  r.put(
    "/api/users/:id/status",
    {
      config: { screens, audit: { action: "user.setStatus", target: "user" } },
      schema: {
        tags,
        summary: "Disable (signs the user out at once) or enable a user",
        params: idParamSchema,
        body: userStatusBodySchema,
        response: { 200: userRowSchema },
      },
    },
    (request) => {
      return service.setStatus(actorOf(request), request.params.id, request.body.status);
    },
  );

  r.post(
    "/api/users/:id/reset-password",
    {
      config: { screens, audit: { action: "user.resetPassword", target: "user" } },
      schema: {
        tags,
        summary: "Set a new password (every session of the user ends)",
        params: idParamSchema,
        body: adminResetPasswordSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      noteAudit(request, { targetId: request.params.id, changes: {} });
      await service.resetPassword(actorOf(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  r.put(
    "/api/users/:id/roles",
    {
      config: { screens, audit: { action: "user.assignRoles", target: "user" } },
      schema: {
        tags,
        summary: "Replace a user's roles",
        params: idParamSchema,
        body: assignRolesSchema,
        response: { 200: userRowSchema },
      },
    },
    (request) => {
      return service.assignRoles(actorOf(request), request.params.id, request.body.roleIds);
    },
  );
};
