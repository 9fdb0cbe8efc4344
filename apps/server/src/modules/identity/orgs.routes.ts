import { createOrgAccountSchema, orgAccountCreatedSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../platform/audit";
import type { Db } from "../../platform/db";
import { actorOf } from "../../platform/http";
import { createOrgsService } from "./orgs.service";

type Options = { db: Db };

/** Platform staff open customer and supplier orgs together with their main account. */
export const orgsRoutes = async (app: FastifyInstance, { db }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createOrgsService({ db });

  r.post(
    "/api/orgs",
    {
      config: {
        screens: ["system/users", "system/customers"],
        audit: { action: "org.create", target: "org" },
      },
      schema: {
        tags: ["orgs"],
        summary: "Create a customer or supplier org with its main account (admins and platform operators)",
        body: createOrgAccountSchema,
        response: { 200: orgAccountCreatedSchema },
      },
    },
    async (request) => {
      const created = await service.createWithMainAccount(actorOf(request), request.body);
      noteAudit(request, { targetId: created.orgId });
      return created;
    },
  );
};
