import { Decimal } from "decimal.js";
import type { Language } from "./constants";
import { convertAmount } from "./currency";
import { normalizePostcode, type PostcodeSet, postcodeInSet } from "./pricing/postcode";
import type { CargoType } from "./pricing/pricing.types";

// Order rules (订单规则, spec §2, §3, §7): the platform's rules every placement runs over a draft. Rules live in
// ordered groups; a group narrows where its rules apply (customers, products, destinations), a rule's conditions
// say which drafts it catches, and its strategy what happens to them: refuse with the staff's message, refuse
// unless some fields are filled, place the order flagged abnormal (cannot ship), or place it with another product.

export const ORDER_RULE_STATUSES = ["active", "inactive"] as const;
export type OrderRuleStatus = (typeof ORDER_RULE_STATUSES)[number];

export const ORDER_RULE_STRATEGIES = ["refuse", "requireFields", "markAbnormal", "switchProduct"] as const;
export type OrderRuleStrategy = (typeof ORDER_RULE_STRATEGIES)[number];

/** Draft fields a rule may require, each named by the draft's field path. */
export const ORDER_RULE_FIELDS = [
  "receiver.email",
  "receiver.phone",
  "vatNo",
  "eoriNo",
  "iossNo",
  "hmrcNo",
  "referenceNo",
] as const;
export type OrderRuleField = (typeof ORDER_RULE_FIELDS)[number];

/** Where a group's rules apply; an empty list means every one. */
export type OrderRuleScope = { orgIds: number[]; productIds: number[]; countries: string[] };

/** A range of exact decimals; a missing end leaves that side open. */
export type DecimalRange = { min: string | null; max: string | null };

/** What a rule catches: every condition set must hold (empty lists and null ranges hold for every draft). */
export type OrderRuleConditions = {
  countries: string[];
  postcodeGroupIds: number[];
  declaredValue: (DecimalRange & { currency: string }) | null;
  /** The draft's actual weight, all boxes together, in kg. */
  weightKg: DecimalRange | null;
  cargoTypes: CargoType[];
  /** Words a goods name (Chinese or English) or brand contains, case-insensitive. */
  goodsWords: string[];
  /** Also catch the platform's word list of sensitive words and brand names. */
  platformWords: boolean;
};

export type OrderRuleDefinition = {
  id: number;
  name: string;
  conditions: OrderRuleConditions;
  strategy: OrderRuleStrategy;
  /** The staff's message: why a draft is refused or flagged. */
  message: string;
  requiredFields: OrderRuleField[];
  switchProductId: number | null;
};

/** Active groups in their order, each with its active rules in their order. */
export type OrderRuleSet = {
  groups: { id: number; name: string; scope: OrderRuleScope; rules: OrderRuleDefinition[] }[];
  /** The platform's sensitive words and brand names, lower-cased. */
  words: string[];
  /** Compiled postcode groups the conditions name. */
  postcodeSets: ReadonlyMap<number, PostcodeSet>;
};

export const EMPTY_ORDER_RULE_SET: OrderRuleSet = { groups: [], words: [], postcodeSets: new Map() };

/** What a rule looks at in a draft. */
export type OrderRuleDraft = {
  orgId: number;
  productId: number;
  destination: { country: string; postcode: string };
  declaredCurrency: string;
  declaredTotal: string;
  cargoType: string;
  boxes: readonly {
    weightKg: string;
    lines: readonly { goodsNameZh: string; goodsNameEn: string; brand?: string }[];
  }[];
  receiver: { email?: string; phone?: string };
  vatNo?: string;
  eoriNo?: string;
  iossNo?: string;
  hmrcNo?: string;
  referenceNo?: string;
};

export type RuleRef = { ruleId: number; rule: string };
export type OrderRuleVerdict = {
  /** The first rule that refuses the draft: with its message, or the first required field it misses. */
  refusal:
    | (RuleRef & { kind: "refuse"; message: string })
    | (RuleRef & { kind: "requireField"; field: OrderRuleField })
    | null;
  /** Rules that flag the order abnormal, each with its message. */
  abnormal: (RuleRef & { reason: string })[];
  /** The first rule that switches the product, and to which. */
  switchTo: (RuleRef & { productId: number }) | null;
};

const inRange = (value: string, range: DecimalRange) =>
  (range.min === null || new Decimal(value).gte(range.min)) &&
  (range.max === null || new Decimal(value).lte(range.max));

const fieldValue = (draft: OrderRuleDraft, field: OrderRuleField) => {
  if (field === "receiver.email") return draft.receiver.email;
  if (field === "receiver.phone") return draft.receiver.phone;
  return draft[field];
};

const goodsTexts = (draft: OrderRuleDraft) =>
  draft.boxes.flatMap((box) =>
    box.lines.flatMap((line) =>
      [line.goodsNameZh, line.goodsNameEn, line.brand ?? ""].map((t) => t.toLowerCase()),
    ),
  );

/** Whether a group's scope covers the draft. */
const inScope = (scope: OrderRuleScope, draft: OrderRuleDraft) =>
  (scope.orgIds.length === 0 || scope.orgIds.includes(draft.orgId)) &&
  (scope.productIds.length === 0 || scope.productIds.includes(draft.productId)) &&
  (scope.countries.length === 0 || scope.countries.includes(draft.destination.country));

/** Whether every condition of a rule holds for the draft; `rates` are base-currency units per unit of each currency. */
const ruleCatches = (
  conditions: OrderRuleConditions,
  draft: OrderRuleDraft,
  set: Pick<OrderRuleSet, "words" | "postcodeSets">,
  rates: Readonly<Record<string, string>>,
): boolean => {
  const { countries, postcodeGroupIds, declaredValue, weightKg, cargoTypes, goodsWords } = conditions;
  if (countries.length > 0 && !countries.includes(draft.destination.country)) return false;
  if (postcodeGroupIds.length > 0) {
    const postcode = normalizePostcode(draft.destination.postcode);
    const sets = postcodeGroupIds.flatMap((id) => set.postcodeSets.get(id) ?? []);
    if (!sets.some((s) => postcodeInSet(s, postcode))) return false;
  }
  if (declaredValue) {
    const fromRate = rates[draft.declaredCurrency];
    const toRate = rates[declaredValue.currency];
    // A value in a currency without a rate cannot be compared: the rule does not catch it.
    if (fromRate === undefined || toRate === undefined) return false;
    const value = convertAmount(draft.declaredTotal, fromRate, toRate);
    if (!inRange(value, declaredValue)) return false;
  }
  if (weightKg) {
    const total = draft.boxes.reduce((sum, box) => sum.plus(box.weightKg), new Decimal(0)).toFixed(3);
    if (!inRange(total, weightKg)) return false;
  }
  if (cargoTypes.length > 0 && !(cargoTypes as string[]).includes(draft.cargoType)) return false;
  const words = [
    ...goodsWords.map((word) => word.toLowerCase()),
    ...(conditions.platformWords ? set.words : []),
  ].filter((word) => word !== "");
  if (goodsWords.length > 0 || conditions.platformWords) {
    const texts = goodsTexts(draft);
    if (!words.some((word) => texts.some((text) => text.includes(word)))) return false;
  }
  return true;
};

/**
 * Runs the active rules over a draft in order (groups by position, rules by position within their group). The
 * first refusing rule ends the run; flags and the first product switch are collected on the way.
 */
export const evaluateOrderRules = (
  set: OrderRuleSet,
  draft: OrderRuleDraft,
  rates: Readonly<Record<string, string>>,
): OrderRuleVerdict => {
  const verdict: OrderRuleVerdict = { refusal: null, abnormal: [], switchTo: null };
  for (const group of set.groups) {
    if (!inScope(group.scope, draft)) continue;
    for (const rule of group.rules) {
      if (!ruleCatches(rule.conditions, draft, set, rates)) continue;
      const ref = { ruleId: rule.id, rule: rule.name };
      if (rule.strategy === "refuse") {
        verdict.refusal = { ...ref, kind: "refuse", message: rule.message };
        return verdict;
      }
      if (rule.strategy === "requireFields") {
        const missing = rule.requiredFields.find((field) => !fieldValue(draft, field)?.trim());
        if (missing) {
          verdict.refusal = { ...ref, kind: "requireField", field: missing };
          return verdict;
        }
      } else if (rule.strategy === "markAbnormal") verdict.abnormal.push({ ...ref, reason: rule.message });
      else if (rule.switchProductId !== null && verdict.switchTo === null)
        verdict.switchTo = { ...ref, productId: rule.switchProductId };
    }
  }
  return verdict;
};

/** Words of a word list as rules compare them: trimmed, lower-cased, without blanks and repeats. */
export const normalizeRuleWords = (words: readonly string[]) => [
  ...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word !== "")),
];

/** Texts of a rule's refusal and of the fields a rule may require, in every language. */
export const orderRuleMessages: Record<
  Language,
  Record<"ORDER_RULE_REFUSED" | "ORDER_RULE_REQUIRES_FIELD" | OrderRuleField, string>
> = {
  zh: {
    ORDER_RULE_REFUSED: "订单规则「{rule}」拒绝：{message}",
    ORDER_RULE_REQUIRES_FIELD: "订单规则「{rule}」要求填写{field}",
    "receiver.email": "收件人邮箱",
    "receiver.phone": "收件人电话",
    vatNo: "VAT税号",
    eoriNo: "EORI号",
    iossNo: "IOSS号",
    hmrcNo: "HMRC号",
    referenceNo: "客户单号",
  },
  en: {
    ORDER_RULE_REFUSED: 'Order rule "{rule}" refuses this order: {message}',
    ORDER_RULE_REQUIRES_FIELD: 'Order rule "{rule}" requires the {field}',
    "receiver.email": "receiver's e-mail",
    "receiver.phone": "receiver's phone",
    vatNo: "VAT number",
    eoriNo: "EORI number",
    iossNo: "IOSS number",
    hmrcNo: "HMRC number",
    referenceNo: "reference number",
  },
  ko: {
    ORDER_RULE_REFUSED: "주문 규칙 「{rule}」에 의해 거절되었습니다: {message}",
    ORDER_RULE_REQUIRES_FIELD: "주문 규칙 「{rule}」에 따라 {field}을(를) 입력해야 합니다",
    "receiver.email": "수취인 이메일",
    "receiver.phone": "수취인 전화번호",
    vatNo: "VAT 번호",
    eoriNo: "EORI 번호",
    iossNo: "IOSS 번호",
    hmrcNo: "HMRC 번호",
    referenceNo: "고객 주문번호",
  },
};
