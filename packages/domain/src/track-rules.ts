import type { Language } from "./constants";
import { MAPPABLE_TRACK_STATUSES, type MappableTrackStatus, TRACK_STATUS_TEXTS } from "./tracking";

// Tracking rules as people write them (spec §3 "Tracking rule", §5): what a rule must hold before it is saved or
// imported, and the texts of each refusal. The server checks every saved and imported rule with these; the
// console's rule form runs the same checks.

/** Spec §5: a rule's status text (StatusDesc) is at most 10 characters, counted as characters, not bytes. */
export const TRACK_RULE_STATUS_TEXT_MAX = 10;
export const TRACK_RULE_TEXT_MAX = 200;
export const TRACK_RULE_CODE_MAX = 40;

export const TRACK_RULE_MESSAGE_KEYS = [
  "trackRuleBadStatus",
  "trackRuleCodeOrKeyword",
  "trackRuleStatusTextTooLong",
  "trackRuleTooLong",
  "trackRuleYesNo",
  "trackGroupNameTaken",
  "trackGroupInUse",
  "trackGroupIsDefault",
  "trackGroupSubjectUnknown",
] as const;
export type TrackRuleMessageKey = (typeof TRACK_RULE_MESSAGE_KEYS)[number];

/** What a rule is checked on, trimmed. */
export type TrackRuleDraft = {
  trackStatus: string;
  eventCode: string;
  keyword: string;
  statusText: string;
  eventText: string;
  source: string;
};

export const isMappableTrackStatus = (value: string): value is MappableTrackStatus =>
  (MAPPABLE_TRACK_STATUSES as readonly string[]).includes(value);

/** Characters (code points), not UTF-16 units: a Chinese character or an emoji is one. */
export const characterCount = (text: string) => Array.from(text).length;

/** Each problem of a rule, by field: an unknown status, neither code nor keyword, texts too long. */
export const trackRuleIssues = (rule: TrackRuleDraft): { field: string; key: TrackRuleMessageKey }[] => {
  const issues: { field: string; key: TrackRuleMessageKey }[] = [];
  if (!isMappableTrackStatus(rule.trackStatus))
    issues.push({ field: "trackStatus", key: "trackRuleBadStatus" });
  if (!rule.eventCode.trim() && !rule.keyword.trim())
    issues.push({ field: "eventCode", key: "trackRuleCodeOrKeyword" });
  if (characterCount(rule.statusText.trim()) > TRACK_RULE_STATUS_TEXT_MAX)
    issues.push({ field: "statusText", key: "trackRuleStatusTextTooLong" });
  for (const field of ["eventCode", "source"] as const)
    if (characterCount(rule[field].trim()) > TRACK_RULE_CODE_MAX)
      issues.push({ field, key: "trackRuleTooLong" });
  for (const field of ["keyword", "eventText"] as const)
    if (characterCount(rule[field].trim()) > TRACK_RULE_TEXT_MAX)
      issues.push({ field, key: "trackRuleTooLong" });
  return issues;
};

/** A status read from a sheet cell: its code or its text in any language (case ignored). */
const STATUS_BY_TEXT = new Map<string, MappableTrackStatus>(
  MAPPABLE_TRACK_STATUSES.flatMap((status) =>
    [status, ...Object.values(TRACK_STATUS_TEXTS[status])].map(
      (text) => [text.toLowerCase(), status] as const,
    ),
  ),
);
export const trackStatusOfText = (text: string): MappableTrackStatus | undefined =>
  STATUS_BY_TEXT.get(text.trim().toLowerCase());

const MAX = TRACK_RULE_STATUS_TEXT_MAX;

export const trackRuleMessages: Record<Language, Record<TrackRuleMessageKey, string>> = {
  zh: {
    trackRuleBadStatus: "请选择有效的轨迹状态",
    trackRuleCodeOrKeyword: "事件代码和关键字至少填写一项",
    trackRuleStatusTextTooLong: `状态描述最多${MAX}个字符`,
    trackRuleTooLong: "内容过长",
    trackRuleYesNo: "请填写“是”或“否”",
    trackGroupNameTaken: "规则组名称已存在",
    trackGroupInUse: "规则组已分配给产品或对接商，请先取消分配",
    trackGroupIsDefault: "默认规则组不能删除，请先将其他规则组设为默认",
    trackGroupSubjectUnknown: "所选产品或对接商不存在",
  },
  en: {
    trackRuleBadStatus: "Choose a valid tracking status",
    trackRuleCodeOrKeyword: "Enter an event code, a keyword or both",
    trackRuleStatusTextTooLong: `The status text can have at most ${MAX} characters`,
    trackRuleTooLong: "Too long",
    trackRuleYesNo: "Enter yes or no",
    trackGroupNameTaken: "A rule group with this name already exists",
    trackGroupInUse: "The group is assigned to products or providers: unassign it first",
    trackGroupIsDefault: "The default group cannot be deleted: make another group the default first",
    trackGroupSubjectUnknown: "A chosen product or provider does not exist",
  },
  ko: {
    trackRuleBadStatus: "올바른 추적 상태를 선택하세요",
    trackRuleCodeOrKeyword: "이벤트 코드와 키워드 중 하나 이상을 입력하세요",
    trackRuleStatusTextTooLong: `상태 설명은 최대 ${MAX}자까지 입력할 수 있습니다`,
    trackRuleTooLong: "내용이 너무 깁니다",
    trackRuleYesNo: "예 또는 아니오를 입력하세요",
    trackGroupNameTaken: "같은 이름의 규칙 그룹이 이미 있습니다",
    trackGroupInUse: "상품 또는 연동 업체에 배정된 그룹입니다. 먼저 배정을 해제하세요",
    trackGroupIsDefault: "기본 그룹은 삭제할 수 없습니다. 먼저 다른 그룹을 기본으로 지정하세요",
    trackGroupSubjectUnknown: "선택한 상품 또는 연동 업체가 없습니다",
  },
};
