import type { OrderDraft } from "@pp/contracts";
import { EMPTY_ORDER_RULE_SET, type OrderRuleDefinition, type OrderRuleSet } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { berlinDraft } from "../../../test/order-fixtures";
import { applyOrderRules } from "./order-rules";

const draft = { ...berlinDraft(3), declaredCurrency: "CNY", cargoType: "general" } as OrderDraft;
const rates = { CNY: "1" };
const rule = (over: Partial<OrderRuleDefinition>): OrderRuleDefinition => ({
  id: 11,
  name: "No cups",
  conditions: {
    countries: [],
    postcodeGroupIds: [],
    declaredValue: null,
    weightKg: null,
    cargoTypes: [],
    goodsWords: ["cup"],
    platformWords: false,
  },
  strategy: "refuse",
  message: "cups break",
  requiredFields: [],
  switchProductId: null,
  ...over,
});
const setOf = (rules: OrderRuleDefinition[]): OrderRuleSet => ({
  ...EMPTY_ORDER_RULE_SET,
  groups: [{ id: 1, name: "G", scope: { orgIds: [], productIds: [], countries: [] }, rules }],
});

describe("the order-rules hook", () => {
  it("lets every draft in when no rule is active", () => {
    expect(applyOrderRules({ set: EMPTY_ORDER_RULE_SET, orgId: 1, lang: "zh" }, draft, 3, rates)).toEqual({
      refusal: undefined,
      abnormal: [],
      switchTo: null,
    });
  });

  it("answers a refusal naming the rule and its message, or the rule and the field it requires", () => {
    const refused = applyOrderRules({ set: setOf([rule({})]), orgId: 1, lang: "en" }, draft, 3, rates);
    expect(refused.refusal?.code).toBe("ORDER_RULE_REFUSED");
    expect(refused.refusal?.params).toEqual({ rule: "No cups", message: "cups break" });
    const required = applyOrderRules(
      { set: setOf([rule({ strategy: "requireFields", requiredFields: ["vatNo"] })]), orgId: 1, lang: "en" },
      draft,
      3,
      rates,
    );
    expect(required.refusal?.details).toEqual([{ field: "vatNo", message: "ORDER_RULE_REQUIRES_FIELD" }]);
    expect(required.refusal?.params).toMatchObject({ rule: "No cups", field: "VAT number" });
  });

  it("passes flags and a product switch on", () => {
    const set = setOf([
      rule({ strategy: "markAbnormal", message: "check the cup" }),
      rule({ id: 12, strategy: "switchProduct", switchProductId: 9 }),
    ]);
    expect(applyOrderRules({ set, orgId: 1, lang: "zh" }, draft, 3, rates)).toEqual({
      refusal: undefined,
      abnormal: [{ ruleId: 11, reason: "No cups: check the cup" }],
      switchTo: 9,
    });
  });
});
