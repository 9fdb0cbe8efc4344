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
import { auditedWrites } from "../../platform/audited-routes";
import type { Db } from "../../platform/db";
import { readRoutes } from "../../platform/read-routes";
import type { SessionStore } from "./session-store";
import { createUsersService } from "./users.service";

type Options = { db: Db; sessions: SessionStore };

const screens = ["system/users"];

const config = (action: string) => ({ screens, audit: { action, target: "user" } });

/** Users administration (platform staff): list, create, edit, disable/enable, reset password, roles. */
export const usersRoutes = async (app: FastifyInstance, { db, sessions }: Options) => {
  const service = createUsersService({ db, sessions });
  const tags = ["users"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  reads.get(
    "/api/users",
    {
      config: { screens },
      summary: "Users in the caller's scope",
      query: userQuerySchema,
      response: userPageSchema,
    },
    (actor, { query }) => service.list(actor, query),
  );

  reads.get(
    "/api/users/org-options",
    {
      config: {
        screens: [
          "system/users",
          "system/roles",
          "carriers/providers",
          "carriers/assignments",
          "carriers/api-log",
        ],
      },
      summary: "Orgs a user or a role's data may belong to (and the customers a docking provider serves)",
      response: orgOptionsSchema,
    },
    (actor) => service.orgOptions(actor),
  );

  reads.get(
    "/api/users/role-options",
    { config: { screens }, summary: "Roles for the user form", response: roleOptionsSchema },
    (actor) => service.roleOptions(actor),
  );

  reads.get(
    "/api/users/:id",
    { config: { screens }, summary: "One user", params: idParamSchema, response: userRowSchema },
    (actor, { params }) => service.get(actor, params.id),
  );

  writes.create(
    "/api/users",
    {
      config: config("user.create"),
      summary: "Create a user",
      body: createUserSchema,
      response: userRowSchema,
    },
    (actor, body) => service.create(actor, body),
  );

  writes.update(
    "/api/users/:id",
    {
      config: config("user.update"),
      summary: "Edit a user",
      body: updateUserSchema,
      response: userRowSchema,
    },
    (actor, id, body) => service.update(actor, id, body),
  );

  writes.update(
    "/api/users/:id/status",
    {
      config: config("user.setStatus"),
      summary: "Disable (signs the user out at once) or enable a user",
      body: userStatusBodySchema,
      response: userRowSchema,
    },
    (actor, id, body) => service.setStatus(actor, id, body.status),
  );

  writes.write(
    "POST",
    "/api/users/:id/reset-password",
    {
      config: config("user.resetPassword"),
      summary: "Set a new password (every session of the user ends)",
      params: idParamSchema,
      body: adminResetPasswordSchema,
      response: okSchema,
      note: ({ params }) => ({ targetId: params.id, changes: {} }),
    },
    async (actor, { params, body }) => {
      await service.resetPassword(actor, params.id, body);
      return { ok: true as const };
    },
  );

  writes.update(
    "/api/users/:id/roles",
    {
      config: config("user.assignRoles"),
      summary: "Replace a user's roles",
      body: assignRolesSchema,
      response: userRowSchema,
    },
    (actor, id, body) => service.assignRoles(actor, id, body.roleIds),
  );
};
