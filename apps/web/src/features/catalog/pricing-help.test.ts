import { LANGUAGES, type Language, PRICING_RULE_NAMES, type PricingRule } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { resources } from "../../locales";
import { pricingHelpKey } from "./pricing-help";

// Each pricing rule's help text must state what the engine does (packages/domain pricing.rules.ts): `says` are
// the decisive words and figures of the rule, all of which the text must contain; `never` are the words of the
// contradictions the texts once made (split percentage charged rather than relieved, a threshold reached rather
// than exceeded, a registration fee per order), none of which it may contain.

type Terms = { says: string[]; never?: string[] };

const TERMS: Record<PricingRule, Record<Language, Terms>> = {
  volumetricWeight: {
    zh: { says: ["长 × 宽 × 高", "÷ 除数", "向上", "50 × 40 × 30 ÷ 6000 = 10 kg"] },
    en: { says: ["L × W × H", "÷ divisor", "rounded up", "50 × 40 × 30 ÷ 6000 = 10 kg"] },
    ko: { says: ["가로 × 세로 × 높이", "÷ 나눗수", "올림", "50 × 40 × 30 ÷ 6000 = 10 kg"] },
  },
  bubbleNone: {
    zh: { says: ["只按实重"] },
    en: { says: ["actual weight only"] },
    ko: { says: ["실중량으로만"] },
  },
  bubbleFull: {
    zh: { says: ["较大者"] },
    en: { says: ["greater of"] },
    ko: { says: ["큰 값"] },
  },
  bubbleSplit: {
    zh: { says: ["免收", "100% − 分抛比例", "4 + 8 × 75% = 10 kg"], never: ["× 分抛比例。"] },
    en: {
      says: ["relieved of", "(100% − split %)", "4 + 8 × 75% = 10 kg"],
      never: ["× the split percentage"],
    },
    ko: { says: ["면제", "(100% − 분할 비율)", "4 + 8 × 75% = 10 kg"], never: ["× 분할 비율."] },
  },
  bubbleThreshold: {
    zh: { says: ["超过", "正好等于此尺寸按实重"], never: ["达到"] },
    en: {
      says: ["more than", "exactly this size is charged by actual weight"],
      never: ["from this", "at least"],
    },
    ko: { says: ["초과", "정확히 이 크기이면 실중량"], never: ["이상일 때"] },
  },
  chargeBasis: {
    zh: { says: ["按票", "先合计", "按件", "每件各自"] },
    en: { says: ["Per order", "summed, then", "Per piece", "each piece"] },
    ko: { says: ["주문별", "먼저 합산", "개별", "화물마다 따로"] },
  },
  carry: {
    zh: { says: ["向上进位", "1.2 kg", "1.5 kg"] },
    en: { says: ["rounded up", "1.2 kg", "1.5 kg"] },
    ko: { says: ["올립니다", "1.2 kg", "1.5 kg"] },
  },
  weightBands: {
    zh: { says: ["大于起始重量", "小于等于结束重量", "2 kg 属于 0–2", "第一段也包含其起始重量"] },
    en: {
      says: ["above its start", "including its end", "2 kg is in 0–2", "first band also takes its start"],
    },
    ko: { says: ["시작 중량 초과", "끝 중량 이하", "2 kg은 0–2", "첫 구간은 시작 중량도"] },
  },
  openBand: {
    zh: { says: ["最后一段", "不设上限"] },
    en: { says: ["last band", "No upper limit"] },
    ko: { says: ["마지막 구간", "상한 없음"] },
  },
  firstAdditional: {
    zh: { says: ["每开始一个续重单位"] },
    en: { says: ["each started step"] },
    ko: { says: ["시작된 추가 단위마다"] },
  },
  perKg: {
    zh: { says: ["× 计费重"] },
    en: { says: ["× chargeable weight"] },
    ko: { says: ["× 청구 중량"] },
  },
  fixedPerBand: {
    zh: { says: ["与段内重量无关"] },
    en: { says: ["whatever the weight"] },
    ko: { says: ["중량과 무관"] },
  },
  perKgPlusRegistration: {
    zh: { says: ["每件挂号费", "2 件收 2 次"], never: ["每票挂号费"] },
    en: { says: ["registration fee per piece", "2 pieces pays the fee twice"], never: ["per order"] },
    ko: { says: ["개당 등기료", "두 번"], never: ["주문당"] },
  },
  bandFloor: {
    zh: { says: ["不低于", "调整", "关闭（通常）"] },
    en: { says: ["never charged less", "adjustment line", "Off (usual)"] },
    ko: { says: ["적게 받지 않으며", "조정 줄", "끄면(보통)"] },
  },
  minimumCharge: {
    zh: { says: ["补足", "调整"] },
    en: { says: ["raised to it", "adjustment line"] },
    ko: { says: ["올리고", "조정 줄"] },
  },
  adjustedFreight: {
    zh: { says: ["百分比", "调整后的运费"] },
    en: { says: ["Percentage", "after these adjustments"] },
    ko: { says: ["백분율", "조정 후 운임"] },
  },
};

const textOf = (lang: Language, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      resources[lang].translation,
    );

describe("pricing help texts", () => {
  it.each(PRICING_RULE_NAMES)("%s has a help text in every language that states the rule", (rule) => {
    for (const lang of LANGUAGES) {
      const text = textOf(lang, pricingHelpKey(rule));
      expect(typeof text, `${rule} ${lang}: ${pricingHelpKey(rule)}`).toBe("string");
      const terms = TERMS[rule][lang];
      for (const word of terms.says) expect(text, `${rule} ${lang}`).toContain(word);
      for (const word of terms.never ?? []) expect(text, `${rule} ${lang}`).not.toContain(word);
    }
  });
});
