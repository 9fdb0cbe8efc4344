import {
  numberRuleInputSchema,
  numberRuleListSchema,
  numberRuleMoveSchema,
  numberRuleOpenSchema,
  numberRuleTestResultSchema,
  numberRuleTestSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditedWrites } from "../../../platform/audited-routes";
import { readRoutes } from "../../../platform/read-routes";
import type { NumberRules } from "./number-rules.service";

// Tracking-number substring rules (spec §3): the "tracking/number-rules" screen of platform staff
// (`manageNumberRules`, checked by the screen and again in the service). Every change answers the whole list.
const SCREENS = ["tracking/number-rules"];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const config = (action: string) => ({
  screens: SCREENS,
  needs: "manageNumberRules" as const,
  audit: { action, target: "number_rule" },
});

export const numberRuleRoutes = async (app: FastifyInstance, { rules }: { rules: NumberRules }) => {
  const tags = ["orders: number rules"];
  const { write } = auditedWrites(app, tags);
  const { get, ask } = readRoutes(app, tags);

  get(
    "/api/orders/number-rules",
    {
      config: { screens: SCREENS, needs: "manageNumberRules" },
      summary: "Every number substring rule in the order scans try them",
      response: numberRuleListSchema,
    },
    (actor) => rules.list(actor),
  );

  write(
    "POST",
    "/api/orders/number-rules",
    {
      config: config("order.numberRule.save"),
      summary: "A new rule (last) without `id`, else the rule's new fields",
      body: numberRuleInputSchema,
      response: numberRuleListSchema,
      note: ({ body }) => (body.id === undefined ? {} : { targetId: body.id }),
    },
    (actor, { body }) => rules.save(actor, body),
  );

  ask(
    "/api/orders/number-rules/test",
    {
      config: { screens: SCREENS, needs: "manageNumberRules" },
      summary:
        "Runs the saved open rules on a scanned text: which rule cuts and what a scan looks up, in order",
      body: numberRuleTestSchema,
      response: numberRuleTestResultSchema,
    },
    (actor, body) => rules.test(actor, body.scanned),
  );

  write(
    "POST",
    "/api/orders/number-rules/:id/move",
    {
      config: config("order.numberRule.move"),
      summary: "Swaps the rule with its neighbour above or below",
      params: idParams,
      body: numberRuleMoveSchema,
      response: numberRuleListSchema,
    },
    (actor, { params, body }) => rules.move(actor, params.id, body.direction),
  );

  write(
    "POST",
    "/api/orders/number-rules/:id/open",
    {
      config: config("order.numberRule.open"),
      summary: "Opens (enables) or closes (disables) the rule",
      params: idParams,
      body: numberRuleOpenSchema,
      response: numberRuleListSchema,
    },
    (actor, { params, body }) => rules.setOpen(actor, params.id, body.isOpen),
  );

  write(
    "DELETE",
    "/api/orders/number-rules/:id",
    {
      config: config("order.numberRule.delete"),
      summary: "Deletes the rule",
      params: idParams,
      response: numberRuleListSchema,
    },
    (actor, { params }) => rules.remove(actor, params.id),
  );
};
