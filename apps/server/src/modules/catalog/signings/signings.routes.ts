import {
  allotSchema,
  okSchema,
  signableListSchema,
  signableQuerySchema,
  signingCustomerListSchema,
  signingPageSchema,
  signingPlanSchema,
  signingProductSchema,
  signingQuerySchema,
  unallotSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Capability } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import { auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { readRoutes } from "../../../platform/read-routes";
import { createSigningService } from "./signings.service";

type Options = { db: Db };

// Spec §2/§3 "Signed product": the "My products" screen. A sub-account needs that screen granted; the service
// then tells customers' calls from the platform's.
const screens = ["catalog/signed-products"];
const audit = (action: string) => ({ action: `signing.${action}`, target: "productSigning" });

type SigningBody = { productId: number; orgId?: number };

export const signingRoutes = async (app: FastifyInstance, { db }: Options) => {
  const signings = createSigningService(db);
  const tags = ["catalog: signed products"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  // Every signing write names one contract in the operation log: the product, with the org when staff pick one.
  const signingWrite = <Body extends SigningBody>(
    action: string,
    needs: Capability,
    summary: string,
    body: z.ZodType<Body>,
    run: (actor: Actor, body: Body) => Promise<unknown>,
  ) =>
    writes.write(
      "POST",
      `/api/product/signing/${action}`,
      {
        config: { screens, needs, audit: audit(action) },
        summary,
        body,
        response: okSchema,
        note: ({ body }) => ({
          targetId: body.orgId === undefined ? body.productId : `${body.productId}:${body.orgId}`,
        }),
      },
      (actor, input) => run(actor, input.body),
    );

  reads.get(
    "/api/product/signing/available",
    {
      config: { screens },
      summary: "Products available to a customer org with its signing status (platform: pass orgId)",
      query: signableQuerySchema,
      response: signableListSchema,
    },
    (actor, { query }) => signings.listSignable(actor, query),
  );

  signingWrite(
    "sign",
    "buyForOwnOrg",
    "The caller's org signs a product",
    signingProductSchema,
    (actor, body) => signings.sign(actor, body.productId),
  );
  signingWrite(
    "cancel",
    "buyForOwnOrg",
    "The caller's org cancels its contract: no new orders with the product",
    signingProductSchema,
    (actor, body) => signings.cancel(actor, body.productId),
  );
  signingWrite(
    "allot",
    "manageCatalog",
    "Platform: sign a product for a customer org at a quote plan",
    allotSchema,
    signings.allot,
  );
  signingWrite(
    "unallot",
    "manageCatalog",
    "Platform: cancel a customer org's contract for a product",
    unallotSchema,
    signings.unallot,
  );
  signingWrite(
    "plan",
    "manageCatalog",
    "Platform: the quote plan a signed customer org is priced at (null = default)",
    signingPlanSchema,
    signings.setPlan,
  );

  reads.get(
    "/api/product/signing/list",
    {
      config: { screens, needs: "manageCatalog" },
      summary: "Platform: who signed what",
      query: signingQuerySchema,
      response: signingPageSchema,
    },
    (actor, { query }) => signings.search(actor, query),
  );

  reads.get(
    "/api/product/signing/customers",
    {
      config: { screens, needs: "manageCatalog" },
      summary: "Platform: customer orgs for the allot view, with how many products each signed",
      response: signingCustomerListSchema,
    },
    (actor) => signings.customers(actor),
  );
};
