import type { Language } from "./constants";

// Tracking-number substring rules (单号截取规则, spec §3): a scanner often reads more than the tracking number (a
// USPS IMpb barcode starts with "420" and the ZIP code). A rule says which scanned texts it concerns (starts
// with, ends with, exact length) and where in them the number lies. Every scan look-up tries the cut number
// first; the server and the console's live test box run the same functions.

export const NUMBER_RULE_AFFIX_MAX = 30;
export const NUMBER_RULE_LENGTH_MAX = 100;

export type NumberRule = {
  isOpen: boolean;
  /** The scanned text must start with this; empty sets no condition. */
  startsWith: string;
  /** The scanned text must end with this; empty sets no condition. */
  endsWith: string;
  /** When the rule applies, only the cut number is looked up, not the scanned text as it was. */
  onlyRule: boolean;
  /** The scanned text must have exactly this many characters; null sets no condition. */
  length: number | null;
  /** Where the number starts, 0-based, inclusive. */
  substringStart: number;
  /** Where the number ends, exclusive; null cuts to the end of the text. */
  substringEnd: number | null;
};

/** Whether a rule applies to a (trimmed) scanned text: open, and each condition it sets holds. */
export const numberRuleApplies = (rule: NumberRule, text: string) =>
  rule.isOpen &&
  text.startsWith(rule.startsWith) &&
  text.endsWith(rule.endsWith) &&
  (rule.length === null || text.length === rule.length);

/** The number a rule cuts from a (trimmed) scanned text, trimmed. */
export const cutNumber = (rule: NumberRule, text: string) =>
  text.slice(rule.substringStart, rule.substringEnd ?? undefined).trim();

export type NumberRuleOutcome<R> = {
  /** The first rule that applies and cuts a number; null when none does. */
  rule: R | null;
  /** What the scan looks up, in order, without blanks and repeats. */
  candidates: string[];
};

/**
 * Tries the rules in order on the scanned text; the first that applies cuts. A rule that would cut nothing (the
 * text too short for its start) does not apply, so the next may.
 */
export const applyNumberRules = <R extends NumberRule>(
  rules: readonly R[],
  scanned: string,
): NumberRuleOutcome<R> => {
  const text = scanned.trim();
  const asScanned = text === "" ? [] : [text];
  for (const rule of rules) {
    if (!numberRuleApplies(rule, text)) continue;
    const number = cutNumber(rule, text);
    if (number === "") continue;
    const candidates = rule.onlyRule || number === text ? [number] : [number, text];
    return { rule, candidates };
  }
  return { rule: null, candidates: asScanned };
};

/** What a scan of `scanned` looks up, in order. */
export const candidatesOf = (rules: readonly NumberRule[], scanned: string) =>
  applyNumberRules(rules, scanned).candidates;

export const NUMBER_RULE_MESSAGE_KEYS = [
  "numberRuleAffixTooLong",
  "numberRuleLengthRange",
  "numberRulePositionRange",
  "numberRuleEndNotAfterStart",
  "numberRuleStartBeyondLength",
  "numberRuleEndBeyondLength",
] as const;
export type NumberRuleMessageKey = (typeof NUMBER_RULE_MESSAGE_KEYS)[number];
export type NumberRuleField = "startsWith" | "endsWith" | "length" | "substringStart" | "substringEnd";
export type NumberRuleIssue = { field: NumberRuleField; key: NumberRuleMessageKey };

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * What is wrong with a rule, each on its field. A cut that is empty on every text it applies to is refused: the
 * end must come after the start, and within the length when the rule sets one.
 */
export const numberRuleIssues = (rule: NumberRule): NumberRuleIssue[] => {
  const issues: NumberRuleIssue[] = [];
  for (const field of ["startsWith", "endsWith"] as const)
    if (rule[field].trim().length > NUMBER_RULE_AFFIX_MAX)
      issues.push({ field, key: "numberRuleAffixTooLong" });
  const lengthValid = rule.length === null || isWhole(rule.length, 1, NUMBER_RULE_LENGTH_MAX);
  if (!lengthValid) issues.push({ field: "length", key: "numberRuleLengthRange" });
  // The cut is checked against a valid length only: a bad length is refused on its own field.
  const length = lengthValid ? rule.length : null;
  const start = rule.substringStart;
  const end = rule.substringEnd;
  if (!isWhole(start, 0, NUMBER_RULE_LENGTH_MAX - 1))
    issues.push({ field: "substringStart", key: "numberRulePositionRange" });
  else if (length !== null && start >= length)
    issues.push({ field: "substringStart", key: "numberRuleStartBeyondLength" });
  if (end !== null) {
    if (!isWhole(end, 1, NUMBER_RULE_LENGTH_MAX))
      issues.push({ field: "substringEnd", key: "numberRulePositionRange" });
    else if (end <= start) issues.push({ field: "substringEnd", key: "numberRuleEndNotAfterStart" });
    else if (length !== null && end > length)
      issues.push({ field: "substringEnd", key: "numberRuleEndBeyondLength" });
  }
  return issues;
};

const AFFIX = NUMBER_RULE_AFFIX_MAX;
const LENGTH = NUMBER_RULE_LENGTH_MAX;

export const numberRuleMessages: Record<Language, Record<NumberRuleMessageKey, string>> = {
  zh: {
    numberRuleAffixTooLong: `开头或结尾最多${AFFIX}个字符`,
    numberRuleLengthRange: `长度须为1到${LENGTH}的整数`,
    numberRulePositionRange: `截取位置须为0到${LENGTH}的整数`,
    numberRuleEndNotAfterStart: "截取结束位置须大于开始位置",
    numberRuleStartBeyondLength: "截取开始位置须小于长度",
    numberRuleEndBeyondLength: "截取结束位置不能大于长度",
  },
  en: {
    numberRuleAffixTooLong: `At most ${AFFIX} characters`,
    numberRuleLengthRange: `The length must be a whole number from 1 to ${LENGTH}`,
    numberRulePositionRange: `A position must be a whole number from 0 to ${LENGTH}`,
    numberRuleEndNotAfterStart: "The end must come after the start",
    numberRuleStartBeyondLength: "The start must be less than the length",
    numberRuleEndBeyondLength: "The end cannot be greater than the length",
  },
  ko: {
    numberRuleAffixTooLong: `최대 ${AFFIX}자까지 입력할 수 있습니다`,
    numberRuleLengthRange: `길이는 1부터 ${LENGTH}까지의 정수여야 합니다`,
    numberRulePositionRange: `위치는 0부터 ${LENGTH}까지의 정수여야 합니다`,
    numberRuleEndNotAfterStart: "끝 위치는 시작 위치보다 커야 합니다",
    numberRuleStartBeyondLength: "시작 위치는 길이보다 작아야 합니다",
    numberRuleEndBeyondLength: "끝 위치는 길이보다 클 수 없습니다",
  },
};
