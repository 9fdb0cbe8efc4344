import { roleListSchema, roleSchema, saveRoleSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditedWrites } from "../../platform/audited-routes";
import type { Db } from "../../platform/db";
import { actorOf } from "../../platform/http";
import { createRolesService } from "./roles.service";
import type { SessionStore } from "./session-store";

type Options = { db: Db; sessions: SessionStore };

const screens = ["system/roles"];

export const rolesRoutes = async (app: FastifyInstance, { db, sessions }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createRolesService({ db, sessions });
  const tags = ["roles"];
  const writes = auditedWrites(app, tags);

  r.get(
    "/api/roles",
    {
      config: { screens },
      schema: { tags, summary: "Every role with its grants", response: { 200: roleListSchema } },
    },
    (request) => service.list(actorOf(request)),
  );

  writes.create(
    "/api/roles",
    {
      config: { screens, audit: { action: "role.create", target: "role" } },
      summary: "Create a role",
      body: saveRoleSchema,
      response: roleSchema,
    },
    (actor, body) => service.create(actor, body),
  );

  writes.update(
    "/api/roles/:id",
    {
      config: { screens, audit: { action: "role.update", target: "role" } },
      summary: "Edit a role",
      body: saveRoleSchema,
      response: roleSchema,
    },
    (actor, id, body) => service.update(actor, id, body),
  );

  writes.remove(
    "/api/roles/:id",
    {
      config: { screens, audit: { action: "role.delete", target: "role" } },
      summary: "Delete a role (not built-in, not in use)",
    },
    (actor, id) => service.remove(actor, id),
  );
};
