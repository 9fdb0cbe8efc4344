import {
  okSchema,
  orderRuleGroupIdsSchema,
  orderRuleGroupInputSchema,
  orderRuleGroupListSchema,
  orderRuleGroupSchema,
  orderRuleInputSchema,
  orderRuleMoveSchema,
  orderRuleStatusSchema,
  orderRuleWordsSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditedWrites } from "../../../platform/audited-routes";
import { readRoutes } from "../../../platform/read-routes";
import type { OrderRules } from "./order-rules.service";

// Order rules and rule groups (spec §7 api/orderRules): the "orders/rules" screen of platform staff
// (`manageOrderRules`, checked by the screen and again in the service).
const SCREENS = ["orders/rules"];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const config = (action: string, target: string) => ({
  screens: SCREENS,
  needs: "manageOrderRules" as const,
  audit: { action, target },
});

export const orderRuleRoutes = async (app: FastifyInstance, { rules }: { rules: OrderRules }) => {
  const tags = ["orders: rules"];
  const { write } = auditedWrites(app, tags);
  const { get } = readRoutes(app, tags);

  get(
    "/api/orders/rule-groups",
    {
      config: { screens: SCREENS, needs: "manageOrderRules" },
      summary: "Every rule group in its order, each with its rules in their order",
      response: orderRuleGroupListSchema,
    },
    (actor) => rules.list(actor),
  );

  write(
    "POST",
    "/api/orders/rule-groups",
    {
      config: config("order.ruleGroup.save", "order_rule_group"),
      summary:
        "addOrUpdateOrderRuleGroup: a new group (last, active) without `id`, else the group's new fields",
      body: orderRuleGroupInputSchema,
      response: orderRuleGroupSchema,
    },
    (actor, { body }) => rules.saveGroup(actor, body),
  );

  write(
    "POST",
    "/api/orders/rule-groups/batch-delete",
    {
      config: config("order.ruleGroup.batchDelete", "order_rule_group"),
      summary: "batchDelOrderRuleGroup: deletes the selected groups with their rules",
      body: orderRuleGroupIdsSchema,
      response: okSchema,
      note: ({ body }) => ({ targetId: body.ids.join(",") }),
    },
    (actor, { body }) => rules.deleteGroups(actor, body.ids),
  );

  write(
    "POST",
    "/api/orders/rule-groups/:id/move",
    {
      config: config("order.ruleGroup.move", "order_rule_group"),
      summary: "moveUp / moveDown: swaps the group with its neighbour; answers every group",
      params: idParams,
      body: orderRuleMoveSchema,
      response: orderRuleGroupListSchema,
    },
    (actor, { params, body }) => rules.moveGroup(actor, params.id, body.direction),
  );

  write(
    "POST",
    "/api/orders/rule-groups/:id/status",
    {
      config: config("order.ruleGroup.status", "order_rule_group"),
      summary: "changeStatus: activates or deactivates the group",
      params: idParams,
      body: orderRuleStatusSchema,
      response: orderRuleGroupSchema,
    },
    (actor, { params, body }) => rules.setGroupStatus(actor, params.id, body.status),
  );

  write(
    "POST",
    "/api/orders/rule-groups/:id/copy",
    {
      config: config("order.ruleGroup.copy", "order_rule_group"),
      summary: "Copies the group with its rules, last and inactive",
      params: idParams,
      response: orderRuleGroupSchema,
    },
    (actor, { params }) => rules.copyGroup(actor, params.id),
  );

  write(
    "POST",
    "/api/orders/rules",
    {
      config: config("order.rule.save", "order_rule"),
      summary:
        "addOrUpdateOrderRule: a new rule (last in its group, active) without `id`, else the rule's fields",
      body: orderRuleInputSchema,
      response: orderRuleGroupSchema,
    },
    (actor, { body }) => rules.saveRule(actor, body),
  );

  write(
    "POST",
    "/api/orders/rules/:id/move",
    {
      config: config("order.rule.move", "order_rule"),
      summary: "moveUp / moveDown: swaps the rule with its neighbour in its group",
      params: idParams,
      body: orderRuleMoveSchema,
      response: orderRuleGroupSchema,
    },
    (actor, { params, body }) => rules.moveRule(actor, params.id, body.direction),
  );

  write(
    "POST",
    "/api/orders/rules/:id/status",
    {
      config: config("order.rule.status", "order_rule"),
      summary: "changeStatus: activates or deactivates the rule",
      params: idParams,
      body: orderRuleStatusSchema,
      response: orderRuleGroupSchema,
    },
    (actor, { params, body }) => rules.setRuleStatus(actor, params.id, body.status),
  );

  write(
    "POST",
    "/api/orders/rules/:id/copy",
    {
      config: config("order.rule.copy", "order_rule"),
      summary: "Copies the rule into its group, last and inactive",
      params: idParams,
      response: orderRuleGroupSchema,
    },
    (actor, { params }) => rules.copyRule(actor, params.id),
  );

  write(
    "DELETE",
    "/api/orders/rules/:id",
    {
      config: config("order.rule.delete", "order_rule"),
      summary: "Deletes the rule; answers its group",
      params: idParams,
      response: orderRuleGroupSchema,
    },
    (actor, { params }) => rules.deleteRule(actor, params.id),
  );

  get(
    "/api/orders/rule-words",
    {
      config: { screens: SCREENS, needs: "manageOrderRules" },
      summary: "The platform's word list of sensitive words and brand names",
      response: orderRuleWordsSchema,
    },
    (actor) => rules.words(actor),
  );

  write(
    "PUT",
    "/api/orders/rule-words",
    {
      config: config("order.ruleWords.save", "order_rule_words"),
      summary: "Replaces the platform's word list (trimmed, lower-cased, without repeats)",
      body: orderRuleWordsSchema,
      response: orderRuleWordsSchema,
    },
    (actor, { body }) => rules.saveWords(actor, body.words),
  );
};
