import type { ImportResult } from "@pp/contracts";
import {
  type Language,
  type MappableTrackStatus,
  TRACK_STATUS_TEXTS,
  trackRuleIssues,
  trackStatusOfText,
} from "@pp/domain";
import { AppError } from "../../platform/errors";
import { readSheetRows, writeWorkbook } from "../../platform/excel";
import { translateKey } from "../../platform/i18n";
import type { RuleRow } from "./track-rules.repository";

// The tracking rules' import sheet (spec §7 trackRule template / import): one rule per row, columns found by their
// header in any language, a status by its code or its text in any language, yes/no in any language. Tokens are
// secrets and never travel in a sheet.

const COLUMNS = [
  "trackStatus",
  "eventCode",
  "keyword",
  "statusText",
  "eventText",
  "alert",
  "source",
  "integrationCode",
  "apiName",
  "enabled",
] as const;
type Column = (typeof COLUMNS)[number];

const HEADERS: Record<Column, Record<Language, string>> = {
  trackStatus: { zh: "轨迹状态", en: "Track status", ko: "추적 상태" },
  eventCode: { zh: "事件代码", en: "Event code", ko: "이벤트 코드" },
  keyword: { zh: "关键字", en: "Keyword", ko: "키워드" },
  statusText: { zh: "状态描述", en: "Status text", ko: "상태 설명" },
  eventText: { zh: "事件描述", en: "Event text", ko: "이벤트 설명" },
  alert: { zh: "事件预警", en: "Alert", ko: "알림" },
  source: { zh: "来源", en: "Source", ko: "출처" },
  integrationCode: { zh: "系统对接代码", en: "Integration code", ko: "연동 코드" },
  apiName: { zh: "接口名称", en: "API name", ko: "API 이름" },
  enabled: { zh: "启用", en: "Enabled", ko: "사용" },
};
const SHEET_NAME: Record<Language, string> = { zh: "轨迹规则", en: "Tracking rules", ko: "추적 규칙" };
const YES: Record<Language, string> = { zh: "是", en: "yes", ko: "예" };
const NO: Record<Language, string> = { zh: "否", en: "no", ko: "아니오" };
const YES_TEXTS = new Set(["1", "true", "y", ...Object.values(YES)].map((text) => text.toLowerCase()));
const NO_TEXTS = new Set(["0", "false", "n", ...Object.values(NO)].map((text) => text.toLowerCase()));

const columnsOf = (lang: Language) => COLUMNS.map((key) => ({ key, header: HEADERS[key][lang] }));

type SheetRule = Omit<RuleRow, "id" | "groupId" | "position" | "token" | "createdAt" | "updatedAt">;

const rowOf = (lang: Language, rule: SheetRule) => ({
  ...rule,
  trackStatus: TRACK_STATUS_TEXTS[rule.trackStatus][lang],
  alert: rule.alert ? YES[lang] : NO[lang],
  enabled: rule.enabled ? YES[lang] : NO[lang],
});

const example = (trackStatus: MappableTrackStatus, values: Partial<SheetRule>): SheetRule => ({
  trackStatus,
  eventCode: "",
  keyword: "",
  statusText: "",
  eventText: "",
  alert: false,
  source: "",
  integrationCode: "",
  apiName: "",
  enabled: true,
  ...values,
});

/** The template: the columns with a code rule and a keyword rule as examples. */
export const ruleTemplateOf = (lang: Language) =>
  writeWorkbook(SHEET_NAME[lang], columnsOf(lang), [
    rowOf(lang, example("delivered", { eventCode: "LM40", eventText: "Delivered" })),
    rowOf(lang, example("exception", { keyword: "customs hold", alert: true, source: "SandboxCarrier" })),
  ]);

export const ruleSheetOf = (lang: Language, rules: RuleRow[]) =>
  writeWorkbook(
    SHEET_NAME[lang],
    columnsOf(lang),
    rules.map((rule) => rowOf(lang, rule)),
  );

const yesNo = (text: string, empty: boolean): boolean | undefined => {
  const value = text.trim().toLowerCase();
  if (value === "") return empty;
  if (YES_TEXTS.has(value)) return true;
  if (NO_TEXTS.has(value)) return false;
  return undefined;
};

/** Reads every row of an uploaded sheet: the rules when all are good, else every bad row with why. */
export const readRuleSheet = async (lang: Language, file: Buffer) => {
  const rows = await readSheetRows(
    file,
    COLUMNS.map((key) => ({ key, headers: Object.values(HEADERS[key]) })),
  );
  if (rows.length === 0) throw AppError.field("file", "REF_IMPORT_EMPTY");
  const failed: ImportResult["failed"] = [];
  const rules: SheetRule[] = [];
  for (const { rowNumber, values } of rows) {
    const fail = (field: string, key: string) =>
      failed.push({ row: rowNumber, field, message: translateKey(lang, key) });
    const trimmed = Object.fromEntries(COLUMNS.map((key) => [key, values[key].trim()])) as Record<
      Column,
      string
    >;
    const trackStatus = trackStatusOfText(trimmed.trackStatus);
    const issues = trackRuleIssues({ ...trimmed, trackStatus: trackStatus ?? trimmed.trackStatus });
    for (const issue of issues) fail(issue.field, issue.key);
    const alert = yesNo(trimmed.alert, false);
    const enabled = yesNo(trimmed.enabled, true);
    if (alert === undefined) fail("alert", "trackRuleYesNo");
    if (enabled === undefined) fail("enabled", "trackRuleYesNo");
    for (const key of ["integrationCode", "apiName"] as const)
      if (trimmed[key].length > 60) fail(key, "trackRuleTooLong");
    if (failed.some((bad) => bad.row === rowNumber) || !trackStatus) continue;
    rules.push({
      ...trimmed,
      trackStatus,
      eventCode: trimmed.eventCode.toUpperCase(),
      alert: alert ?? false,
      enabled: enabled ?? true,
    });
  }
  return { rules, failed };
};
