import type { OrderRule, OrderRuleRequest } from "@pp/contracts";
import type { CargoType, OrderRuleField, OrderRuleStrategy } from "@pp/domain";

// The rule form's flat values and the request they make: empty range ends are open (null), a range with no end
// at all is no condition.

export type RuleFormValues = {
  name: string;
  strategy: OrderRuleStrategy;
  message?: string;
  requiredFields?: OrderRuleField[];
  switchProductId?: number | null;
  countries?: string[];
  postcodeGroupIds?: number[];
  valueMin?: string;
  valueMax?: string;
  valueCurrency?: string;
  weightMin?: string;
  weightMax?: string;
  cargoTypes?: CargoType[];
  goodsWords?: string[];
  platformWords?: boolean;
};

const endOf = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export const ruleRequestOf = (values: RuleFormValues, groupId: number, id?: number): OrderRuleRequest => {
  const [valueMin, valueMax, weightMin, weightMax] = [
    values.valueMin,
    values.valueMax,
    values.weightMin,
    values.weightMax,
  ].map(endOf);
  return {
    ...(id === undefined ? {} : { id }),
    groupId,
    name: values.name,
    strategy: values.strategy,
    message: values.message ?? "",
    requiredFields: values.requiredFields ?? [],
    switchProductId: values.switchProductId ?? null,
    conditions: {
      countries: values.countries ?? [],
      postcodeGroupIds: values.postcodeGroupIds ?? [],
      declaredValue:
        valueMin === null && valueMax === null
          ? null
          : { min: valueMin ?? null, max: valueMax ?? null, currency: values.valueCurrency ?? "CNY" },
      weightKg:
        weightMin === null && weightMax === null ? null : { min: weightMin ?? null, max: weightMax ?? null },
      cargoTypes: values.cargoTypes ?? [],
      goodsWords: values.goodsWords ?? [],
      platformWords: values.platformWords ?? false,
    },
  };
};

export const ruleFormOf = (rule: OrderRule): RuleFormValues => ({
  name: rule.name,
  strategy: rule.strategy,
  message: rule.message,
  requiredFields: rule.requiredFields,
  switchProductId: rule.switchProductId,
  countries: rule.conditions.countries,
  postcodeGroupIds: rule.conditions.postcodeGroupIds,
  valueMin: rule.conditions.declaredValue?.min ?? "",
  valueMax: rule.conditions.declaredValue?.max ?? "",
  valueCurrency: rule.conditions.declaredValue?.currency ?? "CNY",
  weightMin: rule.conditions.weightKg?.min ?? "",
  weightMax: rule.conditions.weightKg?.max ?? "",
  cargoTypes: rule.conditions.cargoTypes,
  goodsWords: rule.conditions.goodsWords,
  platformWords: rule.conditions.platformWords,
});

/** A range as one short text: "1 – 5", "≥ 1", "≤ 5". */
export const rangeText = (range: { min: string | null; max: string | null }, unit: string) => {
  if (range.min !== null && range.max !== null) return `${range.min} – ${range.max} ${unit}`;
  return range.min !== null ? `≥ ${range.min} ${unit}` : `≤ ${range.max} ${unit}`;
};

/** The word list as typed in its box: one word per line (commas too). */
export const wordsOf = (text: string) =>
  text
    .split(/[\n,，]/)
    .map((word) => word.trim())
    .filter(Boolean);
