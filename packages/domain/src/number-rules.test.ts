import { describe, expect, it } from "vitest";
import { applyNumberRules, candidatesOf, type NumberRule, numberRuleIssues } from "./number-rules";

const rule = (over: Partial<NumberRule> = {}): NumberRule => ({
  isOpen: true,
  startsWith: "",
  endsWith: "",
  onlyRule: false,
  length: null,
  substringStart: 0,
  substringEnd: null,
  ...over,
});

// USPS IMpb: "420", the ZIP code (5 or 9 digits), then the 22-digit tracking number.
const TRACKING = "9400111899223197428490";
const IMPB_ZIP5 = `42090210${TRACKING}`;
const IMPB_ZIP9 = `420902101234${TRACKING}`;
const uspsZip5 = rule({ startsWith: "420", length: 30, substringStart: 8, onlyRule: true });
const uspsZip9 = rule({ startsWith: "420", length: 34, substringStart: 12, onlyRule: true });
// A 4PX-style label barcode: the number followed by a 3-digit box suffix.
const fourPx = rule({ endsWith: "001", length: 21, substringStart: 0, substringEnd: 18 });

describe("candidatesOf", () => {
  it("cuts the tracking number out of a USPS IMpb with a 5-digit or a 9-digit ZIP code", () => {
    const rules = [uspsZip5, uspsZip9];
    expect(candidatesOf(rules, IMPB_ZIP5)).toEqual([TRACKING]);
    expect(candidatesOf(rules, IMPB_ZIP9)).toEqual([TRACKING]);
  });

  it("looks the number up first, then the text as scanned, unless the rule is the only one to follow", () => {
    expect(candidatesOf([fourPx], "4PX3000123456789CN001")).toEqual([
      "4PX3000123456789CN",
      "4PX3000123456789CN001",
    ]);
    expect(candidatesOf([{ ...fourPx, onlyRule: true }], "4PX3000123456789CN001")).toEqual([
      "4PX3000123456789CN",
    ]);
  });

  it("answers the scanned text alone, trimmed, when no rule applies", () => {
    const rules = [uspsZip5, fourPx];
    expect(candidatesOf(rules, `  ${TRACKING}\n`)).toEqual([TRACKING]);
    expect(candidatesOf(rules, `421${IMPB_ZIP5.slice(3)}`)).toEqual([`421${IMPB_ZIP5.slice(3)}`]);
    expect(candidatesOf(rules, "4PX3000123456789CN002")).toEqual(["4PX3000123456789CN002"]);
    expect(candidatesOf([], "   ")).toEqual([]);
  });

  it("applies a rule to a scan with surrounding blanks as to the scan without them", () => {
    expect(candidatesOf([uspsZip5], ` ${IMPB_ZIP5} \r\n`)).toEqual([TRACKING]);
  });

  it("skips a closed rule and lets the first open rule that applies cut", () => {
    const first = rule({ startsWith: "420", substringStart: 3, substringEnd: 8 });
    const outcome = applyNumberRules([{ ...uspsZip5, isOpen: false }, first, uspsZip5], IMPB_ZIP5);
    expect(outcome.rule).toBe(first);
    expect(outcome.candidates).toEqual(["90210", IMPB_ZIP5]);
  });

  it("lets the next rule cut when a rule's start lies beyond the scanned text", () => {
    const tooFar = rule({ startsWith: "420", substringStart: 50 });
    expect(applyNumberRules([tooFar, uspsZip5], IMPB_ZIP5).rule).toBe(uspsZip5);
  });

  it("answers the scanned text once when the cut is the whole text", () => {
    expect(candidatesOf([rule({ startsWith: "94" })], TRACKING)).toEqual([TRACKING]);
  });
});

describe("numberRuleIssues", () => {
  it("accepts the USPS and 4PX rules", () => {
    expect([uspsZip5, uspsZip9, fourPx].flatMap(numberRuleIssues)).toEqual([]);
  });

  it("refuses an end not after the start, a start or end beyond the length, and bad lengths", () => {
    expect(numberRuleIssues(rule({ substringStart: 5, substringEnd: 5 }))).toEqual([
      { field: "substringEnd", key: "numberRuleEndNotAfterStart" },
    ]);
    expect(numberRuleIssues(rule({ length: 30, substringStart: 30 }))).toEqual([
      { field: "substringStart", key: "numberRuleStartBeyondLength" },
    ]);
    expect(numberRuleIssues(rule({ length: 30, substringEnd: 31 }))).toEqual([
      { field: "substringEnd", key: "numberRuleEndBeyondLength" },
    ]);
    expect(numberRuleIssues(rule({ length: 0 }))).toEqual([
      { field: "length", key: "numberRuleLengthRange" },
    ]);
    expect(numberRuleIssues(rule({ length: 101 }))).toEqual([
      { field: "length", key: "numberRuleLengthRange" },
    ]);
    expect(numberRuleIssues(rule({ substringStart: -1 }))).toEqual([
      { field: "substringStart", key: "numberRulePositionRange" },
    ]);
  });

  it("refuses a prefix or suffix over 30 characters", () => {
    expect(numberRuleIssues(rule({ startsWith: "4".repeat(31), endsWith: "1".repeat(30) }))).toEqual([
      { field: "startsWith", key: "numberRuleAffixTooLong" },
    ]);
  });
});
