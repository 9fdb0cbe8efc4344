import {
  okSchema,
  type SubmissionPushResult,
  submissionMarkSchema,
  submissionPushResultSchema,
  submissionPushSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { Actor } from "../../platform/actor";
import { auditedWrites } from "../../platform/audited-routes";

/** Staff's hand on submissions; the push-orders flow implements it (app.ts hands it in). */
export type SubmissionActions = {
  push(actor: Actor, orderIds: number[]): Promise<SubmissionPushResult>;
  markSuccess(actor: Actor, input: { orderId: number; trackingNumber: string }): Promise<{ ok: true }>;
};

// Spec §4 submission: staff push orders (again) and mark one successful after confirming it with the carrier,
// from the order list and the order's detail (`manageCarriers`, checked again by the flow).
const SCREENS = ["orders/list", "orders/detail", "orders/abnormal"];
const config = (action: string) => ({
  screens: SCREENS,
  needs: "manageCarriers" as const,
  audit: { action, target: "order" },
});

export const submissionRoutes = async (app: FastifyInstance, { actions }: { actions: SubmissionActions }) => {
  const { write } = auditedWrites(app, ["carriers: submissions"]);

  write(
    "POST",
    "/api/carriers/submissions/push",
    {
      config: config("order.push"),
      summary: "Pushes orders to their carriers, or pushes failed ones again; one outcome per order",
      body: submissionPushSchema,
      response: submissionPushResultSchema,
      note: ({ body }) => ({ targetId: body.orderIds.join(",") }),
    },
    (actor, { body }) => actions.push(actor, body.orderIds),
  );

  write(
    "POST",
    "/api/carriers/submissions/mark-success",
    {
      config: config("order.markPushed"),
      summary: "Marks a waiting or failed submission successful after confirming it with the carrier",
      body: submissionMarkSchema,
      response: okSchema,
      note: ({ body }) => ({ targetId: String(body.orderId) }),
    },
    (actor, { body }) => actions.markSuccess(actor, body),
  );
};
