import type { Rule } from "antd/es/form";
import type { z } from "zod";

// Form rules come from the contract's field primitives (@pp/contracts fields.contract.ts), never from copied
// patterns: a form refuses exactly what the server refuses.

/** Whether `value` is what `field` accepts. */
export const fits = (field: z.ZodType, value: unknown): boolean => field.safeParse(value).success;

/**
 * An antd rule accepting what `field` accepts; `message` says what a refused value must be. An empty value
 * passes: whether a field is required is a rule of its own, with its own message.
 */
export const ruleFrom = (field: z.ZodType, message: string): Rule => ({
  validator: async (_: unknown, value: unknown) => {
    if (value !== undefined && value !== null && value !== "" && !fits(field, value))
      throw new Error(message);
  },
});
