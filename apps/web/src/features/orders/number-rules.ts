import type { NumberRuleDto, NumberRuleRequest } from "@pp/contracts";
import type { NumberRule } from "@pp/domain";

// The number rule form's values, what they ask the server, and the rule they make for the live test box.

export type NumberRuleFormValues = {
  name?: string;
  isOpen?: boolean;
  startsWith?: string;
  endsWith?: string;
  onlyRule?: boolean;
  length?: number | null;
  substringStart?: number | null;
  substringEnd?: number | null;
};

export const NEW_NUMBER_RULE: NumberRuleFormValues = {
  isOpen: true,
  onlyRule: false,
  startsWith: "",
  endsWith: "",
  length: null,
  substringStart: 0,
  substringEnd: null,
};

/** The rule the form describes, blanks meaning no condition; an empty start cuts from the first character. */
export const numberRuleOf = (values: NumberRuleFormValues): NumberRule => ({
  isOpen: values.isOpen ?? true,
  startsWith: (values.startsWith ?? "").trim(),
  endsWith: (values.endsWith ?? "").trim(),
  onlyRule: values.onlyRule ?? false,
  length: values.length ?? null,
  substringStart: values.substringStart ?? 0,
  substringEnd: values.substringEnd ?? null,
});

export const numberRuleRequestOf = (values: NumberRuleFormValues, id?: number): NumberRuleRequest => ({
  ...(id === undefined ? {} : { id }),
  name: values.name ?? "",
  ...numberRuleOf(values),
});

export const numberRuleFormOf = (rule: NumberRuleDto): NumberRuleFormValues => ({
  name: rule.name,
  isOpen: rule.isOpen,
  startsWith: rule.startsWith,
  endsWith: rule.endsWith,
  onlyRule: rule.onlyRule,
  length: rule.length,
  substringStart: rule.substringStart,
  substringEnd: rule.substringEnd,
});
