import { roleListSchema, roleSchema, saveRoleSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../platform/audited-routes";
import type { Db } from "../../platform/db";
import { readRoutes } from "../../platform/read-routes";
import { createRolesService } from "./roles.service";
import type { SessionStore } from "./session-store";

type Options = { db: Db; sessions: SessionStore };

const screens = ["system/roles"];

export const rolesRoutes = async (app: FastifyInstance, { db, sessions }: Options) => {
  const service = createRolesService({ db, sessions });
  const tags = ["roles"];
  const writes = auditedWrites(app, tags);

  readRoutes(app, tags).get(
    "/api/roles",
    {
      config: { screens },
      summary: "Every role with its grants",
      response: roleListSchema,
    },
    (actor) => service.list(actor),
  );

  writes.resource(
    "/api/roles",
    {
      screens,
      target: "role",
      body: saveRoleSchema,
      response: roleSchema,
      summaries: {
        create: "Create a role",
        update: "Edit a role",
        remove: "Delete a role (not built-in, not in use)",
      },
    },
    {
      create: (actor, body) => service.create(actor, body),
      update: (actor, id, body) => service.update(actor, id, body),
      remove: (actor, id) => service.remove(actor, id),
    },
  );
};
