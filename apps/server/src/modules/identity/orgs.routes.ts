import { createOrgAccountSchema, orgAccountCreatedSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../platform/audited-routes";
import type { Db } from "../../platform/db";
import { createOrgsService } from "./orgs.service";

type Options = { db: Db };

/** Platform staff open customer and supplier orgs together with their main account. */
export const orgsRoutes = async (app: FastifyInstance, { db }: Options) => {
  const service = createOrgsService({ db });

  auditedWrites(app, ["orgs"]).write(
    "POST",
    "/api/orgs",
    {
      config: {
        screens: ["system/users", "system/customers"],
        audit: { action: "org.create", target: "org" },
      },
      summary: "Create a customer or supplier org with its main account (admins and platform operators)",
      body: createOrgAccountSchema,
      response: orgAccountCreatedSchema,
      noteAnswer: (created: { orgId: number }) => ({ targetId: created.orgId }),
    },
    (actor, { body }) => service.createWithMainAccount(actor, body),
  );
};
