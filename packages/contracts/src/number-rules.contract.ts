import { numberRuleIssues } from "@pp/domain";
import { z } from "zod";
import { requiredText } from "./fields.contract";

// Tracking-number substring rules (单号截取规则, spec §3): platform staff keep an ordered list of rules every scan
// applies before it looks a number up (packages/domain number-rules.ts).

const id = z.number().int().positive();

/** A new rule (last, open) without `id`, else the rule's new fields; positions are whole numbers, 0-based. */
export const numberRuleInputSchema = z
  .object({
    id: id.optional(),
    name: requiredText(60),
    isOpen: z.boolean().default(true),
    startsWith: z.string().trim().default(""),
    endsWith: z.string().trim().default(""),
    onlyRule: z.boolean().default(false),
    length: z.number().nullable().default(null),
    substringStart: z.number().default(0),
    substringEnd: z.number().nullable().default(null),
  })
  .superRefine((rule, ctx) => {
    for (const issue of numberRuleIssues(rule))
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.key });
  });
export type NumberRuleInput = z.infer<typeof numberRuleInputSchema>;
export type NumberRuleRequest = z.input<typeof numberRuleInputSchema>;

export const numberRuleMoveSchema = z.object({ direction: z.enum(["up", "down"]) });
export const numberRuleOpenSchema = z.object({ isOpen: z.boolean() });

export const numberRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  isOpen: z.boolean(),
  startsWith: z.string(),
  endsWith: z.string(),
  onlyRule: z.boolean(),
  length: z.number().int().nullable(),
  substringStart: z.number().int(),
  substringEnd: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type NumberRuleDto = z.infer<typeof numberRuleSchema>;
export const numberRuleListSchema = z.array(numberRuleSchema);

/** A scanned text to run the saved rules on. */
export const numberRuleTestSchema = z.object({ scanned: z.string().max(500) });
export const numberRuleTestResultSchema = z.object({
  /** The rule that cut, or null when none applies. */
  rule: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What a scan of the text looks up, in order. */
  candidates: z.array(z.string()),
});
export type NumberRuleTestResult = z.infer<typeof numberRuleTestResultSchema>;
