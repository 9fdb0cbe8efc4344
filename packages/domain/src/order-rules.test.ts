import { describe, expect, it } from "vitest";
import {
  evaluateOrderRules,
  normalizeRuleWords,
  type OrderRuleConditions,
  type OrderRuleDefinition,
  type OrderRuleDraft,
  type OrderRuleSet,
} from "./order-rules";
import { compilePostcodeSet } from "./pricing/postcode";

const rates = { CNY: "1", USD: "7.2", EUR: "7.8" };
const none: OrderRuleConditions = {
  countries: [],
  postcodeGroupIds: [],
  declaredValue: null,
  weightKg: null,
  cargoTypes: [],
  goodsWords: [],
  platformWords: false,
};
const draft: OrderRuleDraft = {
  orgId: 7,
  productId: 3,
  destination: { country: "DE", postcode: "10115" },
  declaredCurrency: "USD",
  declaredTotal: "100.00",
  cargoType: "battery",
  boxes: [{ weightKg: "1.5", lines: [{ goodsNameZh: "杯子", goodsNameEn: "Nike Cup", brand: "" }] }],
  receiver: { email: "", phone: "+49 30 1234567" },
  vatNo: "",
};
const rule = (id: number, over: Partial<OrderRuleDefinition> = {}): OrderRuleDefinition => ({
  id,
  name: `R${id}`,
  conditions: none,
  strategy: "refuse",
  message: "no",
  requiredFields: [],
  switchProductId: null,
  ...over,
});
const setOf = (rules: OrderRuleDefinition[], extra: Partial<OrderRuleSet> = {}): OrderRuleSet => ({
  groups: [{ id: 1, name: "G", scope: { orgIds: [], productIds: [], countries: [] }, rules }],
  words: [],
  postcodeSets: new Map(),
  ...extra,
});
const catches = (conditions: Partial<OrderRuleConditions>, extra: Partial<OrderRuleSet> = {}) =>
  evaluateOrderRules(setOf([rule(1, { conditions: { ...none, ...conditions } })], extra), draft, rates)
    .refusal !== null;

describe("order rule conditions", () => {
  it("match destination countries and postcode groups", () => {
    expect(catches({ countries: ["DE"] })).toBe(true);
    expect(catches({ countries: ["FR"] })).toBe(false);
    const postcodeSets = new Map([
      [5, compilePostcodeSet([{ kind: "prefix", value: "101" }])],
      [6, compilePostcodeSet([{ kind: "exact", value: "20095" }])],
    ]);
    expect(catches({ postcodeGroupIds: [5] }, { postcodeSets })).toBe(true);
    expect(catches({ postcodeGroupIds: [6] }, { postcodeSets })).toBe(false);
  });

  it("compare the declared value converted into the rule's currency, exactly", () => {
    // USD 100 × 7.2 / 7.8 = EUR 92.31
    expect(catches({ declaredValue: { min: "92.31", max: null, currency: "EUR" } })).toBe(true);
    expect(catches({ declaredValue: { min: "92.32", max: null, currency: "EUR" } })).toBe(false);
    expect(catches({ declaredValue: { min: null, max: "92.30", currency: "EUR" } })).toBe(false);
    expect(catches({ declaredValue: { min: "1", max: null, currency: "JPY" } })).toBe(false);
  });

  it("compare the total weight, cargo types and goods words (per rule and the platform's list)", () => {
    expect(catches({ weightKg: { min: "1.5", max: "2" } })).toBe(true);
    expect(catches({ weightKg: { min: "1.501", max: null } })).toBe(false);
    expect(catches({ cargoTypes: ["battery", "liquid"] })).toBe(true);
    expect(catches({ cargoTypes: ["general"] })).toBe(false);
    expect(catches({ goodsWords: ["NIKE"] })).toBe(true);
    expect(catches({ goodsWords: ["adidas"] })).toBe(false);
    expect(catches({ platformWords: true }, { words: ["杯"] })).toBe(true);
    expect(catches({ platformWords: true }, { words: ["枪"] })).toBe(false);
    expect(catches({ platformWords: true })).toBe(false);
  });
});

describe("order rule strategies and order", () => {
  it("refuse at the first refusing rule, naming it; skip rules out of the group's scope", () => {
    const set = setOf([rule(1, { strategy: "markAbnormal", message: "check" }), rule(2), rule(3)]);
    expect(evaluateOrderRules(set, draft, rates)).toEqual({
      refusal: { ruleId: 2, rule: "R2", kind: "refuse", message: "no" },
      abnormal: [{ ruleId: 1, rule: "R1", reason: "check" }],
      switchTo: null,
    });
    for (const scope of [
      { orgIds: [8], productIds: [], countries: [] },
      { orgIds: [], productIds: [4], countries: [] },
      { orgIds: [], productIds: [], countries: ["FR"] },
    ])
      expect(
        evaluateOrderRules({ ...set, groups: [{ ...set.groups[0]!, scope }] }, draft, rates).refusal,
      ).toBeNull();
  });

  it("require fields: refuse naming the first missing one, pass when all are filled", () => {
    const required = rule(1, {
      strategy: "requireFields",
      requiredFields: ["receiver.phone", "receiver.email"],
    });
    expect(evaluateOrderRules(setOf([required]), draft, rates).refusal).toEqual({
      ruleId: 1,
      rule: "R1",
      kind: "requireField",
      field: "receiver.email",
    });
    const filled = { ...draft, receiver: { email: "a@b.de", phone: "1" } };
    expect(evaluateOrderRules(setOf([required]), filled, rates).refusal).toBeNull();
  });

  it("switch to the first rule's product", () => {
    const set = setOf([
      rule(1, { strategy: "switchProduct", switchProductId: 9 }),
      rule(2, { strategy: "switchProduct", switchProductId: 10 }),
    ]);
    expect(evaluateOrderRules(set, draft, rates).switchTo).toEqual({ ruleId: 1, rule: "R1", productId: 9 });
  });

  it("normalises word lists", () => {
    expect(normalizeRuleWords([" Nike ", "nike", "", "枪"])).toEqual(["nike", "枪"]);
  });
});
