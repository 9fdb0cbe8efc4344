import type { TrackRuleDto, TrackRuleRequest } from "@pp/contracts";
import { type Language, MAPPABLE_TRACK_STATUSES, TRACK_STATUS_TEXTS, type TrackStatus } from "@pp/domain";

// The tracking rule screens' pure parts: the link that opens a group's rule form prefilled from an unmapped event,
// reading it back, and the rule form's values to and from the API's shapes.

export type RulePrefill = { source: string; code: string };

/** The group's rule page with the rule form open, prefilled with an event's source and code. */
export const ruleFormLink = (groupId: number, prefill: RulePrefill) =>
  `/tracking/rules?${new URLSearchParams({ groupId: String(groupId), source: prefill.source, code: prefill.code })}`;

/** The prefill a rule page's address asks for, or null when it asks for none. */
export const prefillOf = (params: URLSearchParams): RulePrefill | null =>
  params.has("source") || params.has("code")
    ? { source: params.get("source") ?? "", code: params.get("code") ?? "" }
    : null;

export type RuleFormValues = Omit<TrackRuleRequest, "id" | "groupId">;

export const NEW_RULE: RuleFormValues = {
  trackStatus: "inTransit",
  eventCode: "",
  keyword: "",
  statusText: "",
  eventText: "",
  alert: false,
  source: "",
  integrationCode: "",
  apiName: "",
  token: "",
  enabled: true,
};

export const ruleFormOf = (rule: TrackRuleDto | undefined, prefill: RulePrefill | null): RuleFormValues =>
  rule
    ? {
        trackStatus: rule.trackStatus,
        eventCode: rule.eventCode,
        keyword: rule.keyword,
        statusText: rule.statusText,
        eventText: rule.eventText,
        alert: rule.alert,
        source: rule.source,
        integrationCode: rule.integrationCode,
        apiName: rule.apiName,
        token: rule.token,
        enabled: rule.enabled,
      }
    : { ...NEW_RULE, ...(prefill ? { source: prefill.source, eventCode: prefill.code } : {}) };

/** The mappable statuses as select options in the reader's language. */
export const trackStatusOptions = (lang: Language) =>
  MAPPABLE_TRACK_STATUSES.map((status) => ({ value: status, label: TRACK_STATUS_TEXTS[status][lang] }));

export const trackStatusText = (status: TrackStatus | null, lang: Language, none: string) =>
  status ? TRACK_STATUS_TEXTS[status][lang] : none;
