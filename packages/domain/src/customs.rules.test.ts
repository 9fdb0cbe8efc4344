import { describe, expect, it } from "vitest";
import { CUSTOMS_RULES, customsRulesFor, isIossNumber, isUkVatNumber, reviewCustoms } from "./customs.rules";

// Units of CNY per unit, as an order stores them.
const rates = { CNY: "1", USD: "7.2", EUR: "7.8", GBP: "9" };
const base = {
  country: "DE",
  day: "2026-03-01",
  declaredValue: "100.00",
  declaredCurrency: "USD",
  rates,
  iossNo: "",
  hmrcNo: "",
  hsCodes: ["851712"],
};

describe("customs rules as dated data", () => {
  it("apply from their day on, to their region only", () => {
    const kinds = (country: string, day: string) => customsRulesFor(country, day).map((rule) => rule.kind);
    expect(kinds("DE", "2026-06-30")).toEqual(["iossLimit"]);
    expect(kinds("DE", "2026-07-01")).toEqual(["iossLimit", "flatDutyPerSubheading"]);
    expect(kinds("GB", "2026-07-01")).toEqual(["sellerVatLimit"]);
    expect(kinds("US", "2026-07-01")).toEqual([]);
    expect(kinds("DE", "2021-06-30")).toEqual([]);
  });

  it("stop at their end day", () => {
    const ended = CUSTOMS_RULES.map((rule) => ({ ...rule, until: "2026-01-01" }));
    expect(customsRulesFor("DE", "2026-01-01", ended)).toEqual([]);
    expect(customsRulesFor("DE", "2025-12-31", ended)).toHaveLength(1);
  });

  it("know the IOSS and UK VAT number formats", () => {
    expect(isIossNumber("IM1234567890")).toBe(true);
    expect(isIossNumber("IM123456789")).toBe(false);
    expect(isIossNumber("im1234567890")).toBe(false);
    expect(isUkVatNumber("GB123456789")).toBe(true);
    expect(isUkVatNumber("GB123456789012")).toBe(true);
    expect(isUkVatNumber("GB1234567890")).toBe(false);
  });
});

describe("reviewing an order's customs data", () => {
  it("passes an EU consignment with IOSS up to EUR 150 at the stored rate", () => {
    // USD 162.50 × 7.2 / 7.8 = EUR 150.00 exactly.
    expect(reviewCustoms({ ...base, declaredValue: "162.50", iossNo: "IM1234567890" }).issues).toEqual([]);
  });

  it("refuses IOSS above EUR 150, naming both figures", () => {
    expect(reviewCustoms({ ...base, declaredValue: "162.51", iossNo: "IM1234567890" }).issues).toEqual([
      { field: "iossNo", key: "orderIossOverLimit", params: { limit: "EUR 150.00", value: "EUR 150.01" } },
    ]);
  });

  it("refuses a malformed IOSS number", () => {
    expect(reviewCustoms({ ...base, iossNo: "IM12" }).issues).toEqual([
      { field: "iossNo", key: "orderIossFormat" },
    ]);
  });

  it("notes the EU flat duty per distinct HS subheading from 1 July 2026", () => {
    const review = reviewCustoms({ ...base, day: "2026-07-01", hsCodes: ["8517.12.00", "851712", "640399"] });
    expect(review.notes).toEqual([
      {
        field: "lines",
        key: "orderEuFlatDuty",
        params: { amount: "EUR 3.00", count: 2, total: "EUR 6.00" },
      },
    ]);
    expect(reviewCustoms(base).notes).toEqual([]);
  });

  it("asks for the seller's UK VAT number up to GBP 135 and not above", () => {
    const uk = { ...base, country: "GB" };
    // USD 168.75 × 7.2 / 9 = GBP 135.00.
    expect(reviewCustoms({ ...uk, declaredValue: "168.75" }).issues).toEqual([
      { field: "hmrcNo", key: "orderUkVatRequired", params: { limit: "GBP 135.00" } },
    ]);
    expect(reviewCustoms({ ...uk, declaredValue: "168.76" }).issues).toEqual([]);
    expect(reviewCustoms({ ...uk, declaredValue: "168.75", hmrcNo: "GB123456789" }).issues).toEqual([]);
    expect(reviewCustoms({ ...uk, hmrcNo: "123" }).issues).toEqual([
      { field: "hmrcNo", key: "orderUkVatFormat" },
    ]);
  });

  it("needs the rate of every currency it compares", () => {
    expect(() => reviewCustoms({ ...base, iossNo: "IM1234567890", rates: { USD: "7.2" } })).toThrow(
      RangeError,
    );
  });
});
