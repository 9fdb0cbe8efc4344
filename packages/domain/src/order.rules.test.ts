import { describe, expect, it } from "vitest";
import {
  boxLimitIssues,
  boxValue,
  declarationIssues,
  declaredTotal,
  deliveryNumberIssues,
  hsSubheading,
  isHsCode,
  lineValue,
  needsHouseNumber,
  needsStateCode,
  orderPhoneIssue,
  STATE_CODES,
  validateOrderAddress,
} from "./order.rules";

const receiver = {
  type: "consignee" as const,
  name: "Max Muster",
  phone: "+49 30 1234567",
  countryCode: "DE",
  city: "Berlin",
  postcode: "10115",
  address1: "Unter den Linden",
  houseNumber: "5",
};

describe("an order's address", () => {
  it("passes when the country's rules are met", () => {
    expect(validateOrderAddress(receiver)).toEqual([]);
  });

  it("needs a house number in Germany and nowhere else", () => {
    expect(validateOrderAddress({ ...receiver, houseNumber: " " })).toEqual([
      { field: "houseNumber", key: "required" },
    ]);
    expect(needsHouseNumber("DE")).toBe(true);
    expect(needsHouseNumber("FR")).toBe(false);
  });

  it("needs an ISO state code in the US, Canada, Australia and Mexico", () => {
    const us = {
      ...receiver,
      countryCode: "US",
      postcode: "94105",
      phone: "+1 415 555 0100",
      houseNumber: "",
    };
    expect(validateOrderAddress({ ...us, province: "CA" })).toEqual([]);
    expect(validateOrderAddress({ ...us, province: "ca" })).toEqual([]);
    expect(validateOrderAddress({ ...us, province: "California" })).toEqual([
      { field: "province", key: "orderStateCode" },
    ]);
    expect(validateOrderAddress({ ...us, province: "" })).toEqual([{ field: "province", key: "required" }]);
    expect(needsStateCode("MX")).toBe(true);
    expect(needsStateCode("DE")).toBe(false);
    expect(STATE_CODES.MX).toHaveLength(32);
    expect(STATE_CODES.CA).toContain("ON");
    expect(STATE_CODES.AU).toContain("NSW");
  });

  it("counts the phone's national digits, with or without the calling code and trunk 0", () => {
    expect(orderPhoneIssue("US", "415-555-0100")).toBeUndefined();
    expect(orderPhoneIssue("US", "+1 415 555 0100")).toBeUndefined();
    expect(orderPhoneIssue("US", "1 415 555 0100")).toBeUndefined();
    expect(orderPhoneIssue("US", "(415) 555-0100")).toBeUndefined();
    expect(orderPhoneIssue("US", "555 0100")).toBe("orderPhoneUS");
    expect(orderPhoneIssue("GB", "020 7946 0958")).toBeUndefined();
    expect(orderPhoneIssue("GB", "+44 20 7946 0958")).toBeUndefined();
    expect(orderPhoneIssue("GB", "0044 20 7946 0958")).toBeUndefined();
    expect(orderPhoneIssue("GB", "020 7946 095")).toBe("orderPhoneGB");
    expect(orderPhoneIssue("KR", "010-1234-5678")).toBeUndefined();
    expect(orderPhoneIssue("FR", "01 23 45 67 8")).toBe("orderPhoneFR");
    expect(orderPhoneIssue("BR", "12")).toBeUndefined();
  });

  it("keeps the address book's rules: the Korean PCCC is P and 12 digits", () => {
    const kr = { ...receiver, countryCode: "KR", postcode: "04524", phone: "010-1234-5678", houseNumber: "" };
    expect(validateOrderAddress({ ...kr, clearanceNo: "P123456789012" })).toEqual([]);
    expect(validateOrderAddress({ ...kr, clearanceNo: "P12345" })).toEqual([
      { field: "clearanceNo", key: "addressClearanceNoKR" },
    ]);
  });

  it("reports one issue per field: a bad postcode is not also a bad state", () => {
    const issues = validateOrderAddress({
      ...receiver,
      countryCode: "US",
      postcode: "1",
      province: "XX",
      phone: "1",
    });
    expect(issues.map((issue) => issue.field).sort()).toEqual(["phone", "postcode", "province"]);
  });
});

describe("the declaration", () => {
  const boxes = [
    {
      lines: [
        { quantity: 3, unitValue: "0.10", hsCode: "8517.12" },
        { quantity: 1, unitValue: "19.99", hsCode: "851712" },
      ],
    },
    { lines: [{ quantity: 2, unitValue: "5.05", hsCode: "640399" }] },
  ];

  it("values a line at quantity × unit value exactly, a box at the sum of its lines", () => {
    expect(lineValue({ quantity: 3, unitValue: "0.10" })).toBe("0.30");
    expect(boxes.map(boxValue)).toEqual(["20.29", "10.10"]);
    expect(declaredTotal(boxes)).toBe("30.39");
  });

  it("wants HS codes of 6 to 13 digits", () => {
    expect(isHsCode("851712")).toBe(true);
    expect(isHsCode("8517.12.00")).toBe(true);
    expect(isHsCode("85171")).toBe(false);
    expect(isHsCode("8517..12")).toBe(false);
    expect(isHsCode("85171200000000")).toBe(false);
    expect(hsSubheading("8517.12.00")).toBe("851712");
  });

  it("refuses a box without lines, a short HS code and a total that is not the sum", () => {
    expect(declarationIssues({ boxes, statedTotal: "30.39" })).toEqual([]);
    expect(declarationIssues({ boxes })).toEqual([]);
    expect(
      declarationIssues({
        boxes: [...boxes, { lines: [{ quantity: 1, unitValue: "1", hsCode: "12" }] }, { lines: [] }],
        statedTotal: "30.39",
      }),
    ).toEqual([
      { field: "boxes.2.lines.0.hsCode", key: "orderHsCode" },
      { field: "boxes.3.lines", key: "orderBoxWithoutLines" },
      { field: "declaredTotal", key: "orderDeclaredTotalMismatch" },
    ]);
  });

  it("checks each box against the per-box limit; 0 is no limit", () => {
    expect(boxLimitIssues(["20.29", "10.10"], "20.00")).toEqual([
      { field: "boxes.0", key: "orderBoxValueOverLimit", params: { box: 1, value: "20.29", limit: "20.00" } },
    ]);
    expect(boxLimitIssues(["20.29"], "20.29")).toEqual([]);
    expect(boxLimitIssues(["99999.00"], "0")).toEqual([]);
  });
});

describe("delivery numbers", () => {
  it("are none, or one per box and never 0", () => {
    expect(deliveryNumberIssues(2, [])).toEqual([]);
    expect(deliveryNumberIssues(2, ["SF1", "SF2"])).toEqual([]);
    expect(deliveryNumberIssues(2, ["SF1"])).toEqual([
      { field: "deliveryNumbers", key: "orderDeliveryNumbersCount" },
    ]);
    expect(deliveryNumberIssues(2, ["SF1", "0"])).toEqual([
      { field: "deliveryNumbers.1", key: "orderDeliveryNumberZero" },
    ]);
  });
});
