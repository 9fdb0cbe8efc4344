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
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../../platform/audit";
import type { Db } from "../../../platform/db";
import { actorOf } from "../../../platform/http";
import { createSigningService } from "./signings.service";

type Options = { db: Db };

// Spec §2/§3 "Signed product": the "My products" screen. A sub-account needs that screen granted; the service
// then tells customers' calls from the platform's.
const screens = ["catalog/signed-products"];
const audit = (action: string) => ({ action: `signing.${action}`, target: "productSigning" });

export const signingRoutes = async (app: FastifyInstance, { db }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signings = createSigningService(db);
  const tags = ["catalog: signed products"];

  r.get(
    "/api/product/signing/available",
    {
      config: { screens },
      schema: {
        tags,
        summary: "Products available to a customer org with its signing status (platform: pass orgId)",
        querystring: signableQuerySchema,
        response: { 200: signableListSchema },
      },
    },
    (request) => signings.listSignable(actorOf(request), request.query),
  );

  r.post(
    "/api/product/signing/sign",
    {
      config: { screens, needs: "buyForOwnOrg", audit: audit("sign") },
      schema: {
        tags,
        summary: "The caller's org signs a product",
        body: signingProductSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      noteAudit(request, { targetId: request.body.productId });
      return signings.sign(actorOf(request), request.body.productId);
    },
  );

  r.post(
    "/api/product/signing/cancel",
    {
      config: { screens, needs: "buyForOwnOrg", audit: audit("cancel") },
      schema: {
        tags,
        summary: "The caller's org cancels its contract: no new orders with the product",
        body: signingProductSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      noteAudit(request, { targetId: request.body.productId });
      return signings.cancel(actorOf(request), request.body.productId);
    },
  );

  r.post(
    "/api/product/signing/allot",
    {
      config: { screens, needs: "manageCatalog", audit: audit("allot") },
      schema: {
        tags,
        summary: "Platform: sign a product for a customer org at a quote plan",
        body: allotSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      noteAudit(request, { targetId: `${request.body.productId}:${request.body.orgId}` });
      return signings.allot(actorOf(request), request.body);
    },
  );

  r.post(
    "/api/product/signing/unallot",
    {
      config: { screens, needs: "manageCatalog", audit: audit("unallot") },
      schema: {
        tags,
        summary: "Platform: cancel a customer org's contract for a product",
        body: unallotSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      noteAudit(request, { targetId: `${request.body.productId}:${request.body.orgId}` });
      return signings.unallot(actorOf(request), request.body);
    },
  );

  r.post(
    "/api/product/signing/plan",
    {
      config: { screens, needs: "manageCatalog", audit: audit("plan") },
      schema: {
        tags,
        summary: "Platform: the quote plan a signed customer org is priced at (null = default)",
        body: signingPlanSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      noteAudit(request, { targetId: `${request.body.productId}:${request.body.orgId}` });
      return signings.setPlan(actorOf(request), request.body);
    },
  );

  r.get(
    "/api/product/signing/list",
    {
      config: { screens, needs: "manageCatalog" },
      schema: {
        tags,
        summary: "Platform: who signed what",
        querystring: signingQuerySchema,
        response: { 200: signingPageSchema },
      },
    },
    (request) => signings.search(actorOf(request), request.query),
  );

  r.get(
    "/api/product/signing/customers",
    {
      config: { screens, needs: "manageCatalog" },
      schema: {
        tags,
        summary: "Platform: customer orgs for the allot view, with how many products each signed",
        response: { 200: signingCustomerListSchema },
      },
    },
    (request) => signings.customers(actorOf(request)),
  );
};
