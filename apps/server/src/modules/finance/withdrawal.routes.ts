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
import { actorOf } from "../../platform/http";
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

  r.get(
    "/api/finance/withdrawals",
    {
      config: { screens: LIST_SCREENS },
      schema: {
        tags,
        summary:
          "Withdrawals of the caller's org (every org's for platform finance), newest first, a keyset page",
        querystring: withdrawalQuerySchema,
        response: { 200: withdrawalPageSchema },
      },
    },
    (request) => withdrawals.list(actorOf(request), request.query),
  );

  r.post(
    "/api/finance/withdrawals",
    {
      config: { screens: OWN_SCREENS, audit: { action: "withdrawal.apply", target: "withdrawal" } },
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

  r.post(
    "/api/finance/withdrawals/:id/approve",
    {
      config: { screens: STAFF_SCREENS, audit: { action: "withdrawal.approve", target: "withdrawal" } },
      schema: {
        tags,
        summary: "Platform finance: approve with the payment's reference; the hold is paid out once",
        params: idParams,
        body: withdrawalApproveSchema,
        response: { 200: withdrawalSchema },
      },
    },
    (request) => withdrawals.approve(actorOf(request), request.params.id, request.body.proofReference),
  );

  r.post(
    "/api/finance/withdrawals/:id/reject",
    {
      config: { screens: STAFF_SCREENS, audit: { action: "withdrawal.reject", target: "withdrawal" } },
      schema: {
        tags,
        summary: "Platform finance: reject with a reason; the hold is released",
        params: idParams,
        body: withdrawalRejectSchema,
        response: { 200: withdrawalSchema },
      },
    },
    (request) => withdrawals.reject(actorOf(request), request.params.id, request.body.reason),
  );
};
