import { adminMenuTreeSchema, savedIdSchema, saveMenuSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditedWrites } from "../../platform/audited-routes";
import type { Db } from "../../platform/db";
import { actorOf } from "../../platform/http";
import { createMenusAdminService } from "./menus-admin.service";
import type { SessionStore } from "./session-store";

type Options = { db: Db; sessions: SessionStore };

const screens = ["system/menus"];

export const menusAdminRoutes = async (app: FastifyInstance, { db, sessions }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createMenusAdminService({ db, sessions });
  const tags = ["menus"];
  const writes = auditedWrites(app, tags);

  r.get(
    "/api/menus/tree",
    {
      // The role form shows the same tree to pick menus from.
      config: { screens: ["system/menus", "system/roles"] },
      schema: {
        tags,
        summary: "The whole menu tree for administration",
        response: { 200: adminMenuTreeSchema },
      },
    },
    (request) => service.tree(actorOf(request)),
  );

  writes.create(
    "/api/menus",
    {
      config: { screens, audit: { action: "menu.create", target: "menu" } },
      summary: "Create a menu node",
      body: saveMenuSchema,
      response: savedIdSchema,
    },
    (actor, body) => service.create(actor, body),
  );

  writes.update(
    "/api/menus/:id",
    {
      config: { screens, audit: { action: "menu.update", target: "menu" } },
      summary: "Edit a menu node",
      body: saveMenuSchema,
      response: savedIdSchema,
    },
    (actor, id, body) => service.update(actor, id, body),
  );

  writes.remove(
    "/api/menus/:id",
    {
      config: { screens, audit: { action: "menu.delete", target: "menu" } },
      summary: "Delete a menu node without children",
    },
    (actor, id) => service.remove(actor, id),
  );
};
