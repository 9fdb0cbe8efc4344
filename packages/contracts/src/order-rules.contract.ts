import {
  CARGO_TYPES,
  MONEY_PATTERN,
  ORDER_RULE_FIELDS,
  ORDER_RULE_STATUSES,
  ORDER_RULE_STRATEGIES,
  SETTINGS_WEIGHT_PATTERN,
} from "@pp/domain";
import { z } from "zod";
import { optionalText, requiredText } from "./fields.contract";

// Order rules and rule groups (订单规则, spec §2, §3, §7 api/orderRules): platform staff keep ordered groups of
// rules that every placement runs (packages/domain order-rules.ts).

const id = z.number().int().positive();
const country = z.string().trim().toUpperCase().length(2);
const bound = (pattern: RegExp, key: string) => z.string().trim().regex(pattern, { message: key }).nullable();

export const orderRuleScopeSchema = z.object({
  orgIds: z.array(id).max(200).default([]),
  productIds: z.array(id).max(200).default([]),
  countries: z.array(country).max(250).default([]),
});

export const orderRuleConditionsSchema = z.object({
  countries: z.array(country).max(250).default([]),
  postcodeGroupIds: z.array(id).max(100).default([]),
  declaredValue: z
    .object({
      min: bound(MONEY_PATTERN, "money"),
      max: bound(MONEY_PATTERN, "money"),
      currency: z.string().trim().toUpperCase().length(3),
    })
    .nullable()
    .default(null),
  weightKg: z
    .object({ min: bound(SETTINGS_WEIGHT_PATTERN, "weight"), max: bound(SETTINGS_WEIGHT_PATTERN, "weight") })
    .nullable()
    .default(null),
  cargoTypes: z.array(z.enum(CARGO_TYPES)).default([]),
  goodsWords: z.array(z.string().trim().min(1).max(50)).max(200).default([]),
  platformWords: z.boolean().default(false),
});

/** addOrUpdateOrderRuleGroup: a new group without `id`, else the group's new name, description and scope. */
export const orderRuleGroupInputSchema = z.object({
  id: id.optional(),
  name: requiredText(60),
  description: optionalText(300),
  scope: orderRuleScopeSchema.default({ orgIds: [], productIds: [], countries: [] }),
});
export type OrderRuleGroupInput = z.infer<typeof orderRuleGroupInputSchema>;
export type OrderRuleGroupRequest = z.input<typeof orderRuleGroupInputSchema>;

/** addOrUpdateOrderRule: a new rule of `groupId` without `id`, else the rule's new fields. */
export const orderRuleInputSchema = z
  .object({
    id: id.optional(),
    groupId: id,
    name: requiredText(60),
    conditions: orderRuleConditionsSchema,
    strategy: z.enum(ORDER_RULE_STRATEGIES),
    message: optionalText(300),
    requiredFields: z.array(z.enum(ORDER_RULE_FIELDS)).default([]),
    switchProductId: id.nullable().default(null),
  })
  .superRefine((rule, ctx) => {
    if ((rule.strategy === "refuse" || rule.strategy === "markAbnormal") && rule.message === "")
      ctx.addIssue({ code: "custom", path: ["message"], message: "required" });
    if (rule.strategy === "requireFields" && rule.requiredFields.length === 0)
      ctx.addIssue({ code: "custom", path: ["requiredFields"], message: "required" });
    if (rule.strategy === "switchProduct" && rule.switchProductId === null)
      ctx.addIssue({ code: "custom", path: ["switchProductId"], message: "required" });
  });
export type OrderRuleInput = z.infer<typeof orderRuleInputSchema>;
export type OrderRuleRequest = z.input<typeof orderRuleInputSchema>;

export const orderRuleMoveSchema = z.object({ direction: z.enum(["up", "down"]) });
export const orderRuleStatusSchema = z.object({ status: z.enum(ORDER_RULE_STATUSES) });
/** batchDelOrderRuleGroup: at least one group selected. */
export const orderRuleGroupIdsSchema = z.object({
  ids: z.array(id).min(1, { message: "required" }).max(200),
});
export const orderRuleWordsSchema = z.object({ words: z.array(z.string().trim().max(50)).max(5000) });
export type OrderRuleWords = z.infer<typeof orderRuleWordsSchema>;

export const orderRuleSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  status: z.enum(ORDER_RULE_STATUSES),
  position: z.number().int(),
  conditions: orderRuleConditionsSchema,
  strategy: z.enum(ORDER_RULE_STRATEGIES),
  message: z.string(),
  requiredFields: z.array(z.enum(ORDER_RULE_FIELDS)),
  switchProductId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type OrderRule = z.infer<typeof orderRuleSchema>;

export const orderRuleGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(ORDER_RULE_STATUSES),
  position: z.number().int(),
  scope: orderRuleScopeSchema,
  createdAt: z.string(),
  rules: z.array(orderRuleSchema),
});
export type OrderRuleGroup = z.infer<typeof orderRuleGroupSchema>;
export const orderRuleGroupListSchema = z.array(orderRuleGroupSchema);
