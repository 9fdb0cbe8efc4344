import { describe, expect, it } from "vitest";
import { characterCount, trackRuleIssues, trackStatusOfText } from "./track-rules";

const rule = (values: Partial<Parameters<typeof trackRuleIssues>[0]>) => ({
  trackStatus: "delivered",
  eventCode: "LM40",
  keyword: "",
  statusText: "",
  eventText: "",
  source: "",
  ...values,
});

describe("trackRuleIssues", () => {
  it("accepts a code rule, a keyword rule and a status text of ten characters of any script", () => {
    expect(trackRuleIssues(rule({}))).toEqual([]);
    expect(trackRuleIssues(rule({ eventCode: "", keyword: "delivered" }))).toEqual([]);
    expect(trackRuleIssues(rule({ statusText: "一二三四五六七八九十" }))).toEqual([]);
    expect(trackRuleIssues(rule({ statusText: "📦".repeat(10) }))).toEqual([]);
  });

  it("refuses an unmappable status, neither code nor keyword, and an eleventh character", () => {
    expect(trackRuleIssues(rule({ trackStatus: "expired" }))).toEqual([
      { field: "trackStatus", key: "trackRuleBadStatus" },
    ]);
    expect(trackRuleIssues(rule({ eventCode: "  ", keyword: " " }))).toEqual([
      { field: "eventCode", key: "trackRuleCodeOrKeyword" },
    ]);
    expect(trackRuleIssues(rule({ statusText: "📦".repeat(11) }))).toEqual([
      { field: "statusText", key: "trackRuleStatusTextTooLong" },
    ]);
  });
});

describe("trackStatusOfText", () => {
  it("reads a status by its code or its text in any language, case ignored", () => {
    expect(trackStatusOfText(" DELIVERED ")).toBe("delivered");
    expect(trackStatusOfText("已签收")).toBe("delivered");
    expect(trackStatusOfText("배달 실패")).toBe("failedAttempt");
    expect(trackStatusOfText("expired")).toBeUndefined();
    expect(characterCount("📦a")).toBe(2);
  });
});
