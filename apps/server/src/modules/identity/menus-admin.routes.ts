import { adminMenuTreeSchema, savedIdSchema, saveMenuSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../platform/audited-routes";
import type { Db } from "../../platform/db";
import { readRoutes } from "../../platform/read-routes";
import { createMenusAdminService } from "./menus-admin.service";
import type { SessionStore } from "./session-store";

type Options = { db: Db; sessions: SessionStore };

const screens = ["system/menus"];

export const menusAdminRoutes = async (app: FastifyInstance, { db, sessions }: Options) => {
  const service = createMenusAdminService({ db, sessions });
  const tags = ["menus"];
  const writes = auditedWrites(app, tags);

  readRoutes(app, tags).get(
    "/api/menus/tree",
    {
      // The role form shows the same tree to pick menus from.
      config: { screens: ["system/menus", "system/roles"] },
      summary: "The whole menu tree for administration",
      response: adminMenuTreeSchema,
    },
    (actor) => service.tree(actor),
  );

  writes.resource(
    "/api/menus",
    {
      screens,
      target: "menu",
      body: saveMenuSchema,
      response: savedIdSchema,
      summaries: {
        create: "Create a menu node",
        update: "Edit a menu node",
        remove: "Delete a menu node without children",
      },
    },
    {
      create: (actor, body) => service.create(actor, body),
      update: (actor, id, body) => service.update(actor, id, body),
      remove: (actor, id) => service.remove(actor, id),
    },
  );
};
