import {
  idempotencyHeaderSchema,
  withdrawalApplySchema,
  withdrawalApproveSchema,
  withdrawalPageSchema,
  withdrawalQuerySchema,
  withdrawalRejectSchema,
  withdrawalSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { audited, auditedWrites } from "../../platform/audited-routes";
import { actorOf } from "../../platform/http";
import { readRoutes } from "../../platform/read-routes";
import type { WithdrawalService } from "./withdrawal.service";

type Options = { withdrawals: WithdrawalService };

// The customer's withdrawal screen (a sub-account only with that grant) and finance's approval screen
// (platform finance or admin, checked again in the service).
const OWN_SCREENS = ["finance/withdrawals"];
const LIST_SCREENS = ["finance/withdrawals", "finance/withdrawal-approval"];
const STAFF_SCREENS = ["finance/withdrawal-approval"];

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const withdrawalRoutes = async (app: FastifyInstance, { withdrawals }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["finance: withdrawals"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  reads.get(
    "/api/finance/withdrawals",
    {
      config: { screens: LIST_SCREENS },
      summary:
        "Withdrawals of the caller's org (every org's for platform finance), newest first, a keyset page",
      query: withdrawalQuerySchema,
      response: withdrawalPageSchema,
    },
    (actor, { query }) => withdrawals.list(actor, query),
  );

  r.post(
    "/api/finance/withdrawals",
    {
      config: audited(OWN_SCREENS, "withdrawal.apply", "withdrawal"),
      schema: {
        tags,
        summary:
          "Apply for a withdrawal: the amount is held; one pending request at a time; needs Idempotency-Key",
        headers: idempotencyHeaderSchema,
        body: withdrawalApplySchema,
        response: { 200: withdrawalSchema },
      },
    },
    (request) => withdrawals.apply(actorOf(request), request.body, request.headers["idempotency-key"]),
  );

  writes.write(
    "POST",
    "/api/finance/withdrawals/:id/approve",
    {
      config: audited(STAFF_SCREENS, "withdrawal.approve", "withdrawal"),
      summary: "Platform finance: approve with the payment's reference; the hold is paid out once",
      params: idParams,
      body: withdrawalApproveSchema,
      response: withdrawalSchema,
    },
    (actor, { params, body }) => withdrawals.approve(actor, params.id, body.proofReference),
  );

  writes.write(
    "POST",
    "/api/finance/withdrawals/:id/reject",
    {
      config: audited(STAFF_SCREENS, "withdrawal.reject", "withdrawal"),
      summary: "Platform finance: reject with a reason; the hold is released",
      params: idParams,
      body: withdrawalRejectSchema,
      response: withdrawalSchema,
    },
    (actor, { params, body }) => withdrawals.reject(actor, params.id, body.reason),
  );
};
