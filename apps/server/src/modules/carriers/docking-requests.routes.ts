import {
  dockingRequestInputSchema,
  dockingRequestPageSchema,
  dockingRequestQuerySchema,
  dockingRequestRejectSchema,
  dockingRequestSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditedWrites } from "../../platform/audited-routes";
import { readRoutes } from "../../platform/read-routes";
import type { DockingRequestActions, DockingRequests } from "./docking-requests.service";

// Docking requests (spec §9): the customer's screen asks and withdraws, staff's review screen accepts or rejects;
// the service and the flow check both again.
const OWN = ["carriers/docking-requests"];
const REVIEW = ["carriers/docking-review"];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const audit = (screens: string[], action: string) => ({
  screens,
  audit: { action, target: "docking_request" },
});

export const dockingRequestRoutes = async (
  app: FastifyInstance,
  { requests, actions }: { requests: DockingRequests; actions: DockingRequestActions },
) => {
  const tags = ["carriers: docking requests"];
  const { write } = auditedWrites(app, tags);
  const { get } = readRoutes(app, tags);

  get(
    "/api/carriers/docking-requests",
    {
      config: { screens: [...OWN, ...REVIEW] },
      summary:
        "Docking requests of the caller's org (every org's for platform staff), newest first, keyset pages",
      query: dockingRequestQuerySchema,
      response: dockingRequestPageSchema,
    },
    (actor, { query }) => requests.list(actor, query),
  );

  write(
    "POST",
    "/api/carriers/docking-requests",
    {
      config: { ...audit(OWN, "carrier.docking.request"), needs: "dockOwnCarriers" },
      summary: "Asks the platform to dock a carrier: the docking fee (3000.00 CNY) is held on the wallet",
      body: dockingRequestInputSchema,
      response: dockingRequestSchema,
    },
    (actor, { body }) => actions.submit(actor, body),
  );

  write(
    "POST",
    "/api/carriers/docking-requests/:id/withdraw",
    {
      config: { ...audit(OWN, "carrier.docking.withdraw"), needs: "dockOwnCarriers" },
      summary: "Withdraws a pending request of the caller's org; the held fee is released",
      params: idParams,
      response: dockingRequestSchema,
    },
    (actor, { params }) => actions.withdraw(actor, params.id),
  );

  write(
    "POST",
    "/api/carriers/docking-requests/:id/accept",
    {
      config: { ...audit(REVIEW, "carrier.docking.accept"), needs: "manageCarriers" },
      summary: "Staff accept a pending request: the held fee is captured once (a repeat changes nothing)",
      params: idParams,
      response: dockingRequestSchema,
    },
    (actor, { params }) => actions.accept(actor, params.id),
  );

  write(
    "POST",
    "/api/carriers/docking-requests/:id/reject",
    {
      config: { ...audit(REVIEW, "carrier.docking.reject"), needs: "manageCarriers" },
      summary: "Staff reject a pending request with a reason: the held fee is released",
      params: idParams,
      body: dockingRequestRejectSchema,
      response: dockingRequestSchema,
    },
    (actor, { params, body }) => actions.reject(actor, params.id, body.reason),
  );
};
