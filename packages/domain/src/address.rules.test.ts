import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGE_KEYS, addressMessages, translateAddressMessage } from "./address.messages";
import {
  type AddressInput,
  needsClearanceNo,
  phoneIssue,
  postcodeExample,
  postcodeIssue,
  usesPostcode,
  validateAddress,
} from "./address.rules";
import { LANGUAGES } from "./constants";

// [country, postcode, expected issue key or undefined]
const POSTCODE_CASES: [string, string, string | undefined][] = [
  ["CN", "100000", undefined],
  ["CN", "10000", "addressPostcodeCN"],
  ["CN", "1000000", "addressPostcodeCN"],
  ["CN", "10000A", "addressPostcodeCN"],
  ["US", "94105", undefined],
  ["US", "94105-1234", undefined],
  ["US", "9410", "addressPostcodeUS"],
  ["US", "94105-123", "addressPostcodeUS"],
  ["US", "ABCDE", "addressPostcodeUS"],
  ["GB", "SW1A 1AA", undefined],
  ["GB", "M1 1AE", undefined],
  ["GB", "EC1A1BB", undefined],
  ["GB", "B33 8TH", undefined],
  ["GB", "GIR 0AA", undefined],
  ["GB", "12345", "addressPostcodeGB"],
  ["GB", "SW1A 1A", "addressPostcodeGB"],
  ["DE", "10115", undefined],
  ["DE", "1011", "addressPostcodeDE"],
  ["FR", "75001", undefined],
  ["FR", "7500", "addressPostcodeFR"],
  ["JP", "100-0001", undefined],
  ["JP", "1000001", undefined],
  ["JP", "100-001", "addressPostcodeJP"],
  ["JP", "100 0001", "addressPostcodeJP"],
  ["KR", "04524", undefined],
  ["KR", "045-24", "addressPostcodeKR"],
  ["KR", "123456", "addressPostcodeKR"],
  ["AU", "2000", undefined],
  ["AU", "20000", "addressPostcodeAU"],
  ["CA", "K1A 0B1", undefined],
  ["CA", "k1a0b1", undefined],
  ["CA", "D1A 0B1", "addressPostcodeCA"],
  ["CA", "K1A 0B", "addressPostcodeCA"],
  ["IT", "00184", undefined],
  ["IT", "0018", "addressPostcodeIT"],
  ["ES", "28001", undefined],
  ["ES", "2800A", "addressPostcodeES"],
  ["NL", "1012 AB", undefined],
  ["NL", "1012AB", undefined],
  ["NL", "0123 AB", "addressPostcodeNL"],
  ["NL", "1012 A", "addressPostcodeNL"],
  // Countries without a known format: the generic postcode rule.
  ["SG", "018956", undefined],
  ["BR", "01310-100", undefined],
  ["SG", "-018956", "postcode"],
  ["SG", "01#956", "postcode"],
];

describe("postcode by country", () => {
  it.each(POSTCODE_CASES)("%s %s → %s", (country, postcode, expected) => {
    expect(postcodeIssue(country, postcode)).toBe(expected);
  });

  it("knows which countries have postcodes", () => {
    expect(usesPostcode("US")).toBe(true);
    expect(usesPostcode("SG")).toBe(true);
    expect(usesPostcode("HK")).toBe(false);
    expect(usesPostcode("AE")).toBe(false);
  });

  it("offers an example for the form's placeholder where the format is known", () => {
    expect(postcodeExample("JP")).toBe("100-0001");
    expect(postcodeExample("CA")).toBe("K1A 0B1");
    expect(postcodeExample("SG")).toBeUndefined();
  });
});

// [country, phone, expected issue key or undefined]
const PHONE_CASES: [string, string, string | undefined][] = [
  ["CN", "13812345678", undefined],
  ["CN", "+86 13812345678", undefined],
  ["CN", "010-12345678", undefined],
  ["CN", "0755-1234567", undefined],
  ["CN", "12812345678", "addressPhoneCN"],
  ["CN", "1381234567", "addressPhoneCN"],
  ["CN", "+1 415 555 0100", "addressPhoneCN"],
  ["US", "+1 (415) 555-0100", undefined],
  ["US", "4155550100", undefined],
  ["KR", "010-1234-5678", undefined],
  ["GB", "+44 20 7946 0958", undefined],
  ["DE", "12345", "addressPhone"],
  ["DE", "+49 30 1234567890123456", "addressPhone"],
  ["DE", "030 abc 1234", "addressPhone"],
  ["DE", "030\n1234567", "addressPhone"],
  ["DE", "030\t1234567", "addressPhone"],
  ["JP", "03-1234-5678", undefined],
];

describe("phone by country", () => {
  it.each(PHONE_CASES)("%s %s → %s", (country, phone, expected) => {
    expect(phoneIssue(country, phone)).toBe(expected);
  });
});

const valid: AddressInput = {
  type: "consignee",
  name: "Jane Doe",
  phone: "+1 415 555 0100",
  countryCode: "US",
  city: "San Francisco",
  postcode: "94105",
  address1: "1 Market St",
};

const fieldsOf = (input: AddressInput) =>
  validateAddress(input).map((issue) => `${issue.field}:${issue.key}`);

describe("validateAddress", () => {
  it("accepts a complete address", () => {
    expect(validateAddress(valid)).toEqual([]);
  });

  it("names every missing required field", () => {
    expect(
      fieldsOf({ type: "sender", name: " ", phone: "", countryCode: "", city: "", address1: "" }),
    ).toEqual([
      "name:required",
      "phone:required",
      "countryCode:required",
      "city:required",
      "address1:required",
    ]);
  });

  it("needs a postcode only where the country uses them", () => {
    expect(fieldsOf({ ...valid, postcode: "" })).toEqual(["postcode:required"]);
    expect(fieldsOf({ ...valid, countryCode: "HK", phone: "+852 2123 4567", postcode: "" })).toEqual([]);
  });

  it("checks the postcode and the phone against the chosen country", () => {
    expect(fieldsOf({ ...valid, postcode: "1234" })).toEqual(["postcode:addressPostcodeUS"]);
    expect(fieldsOf({ ...valid, countryCode: "CN", postcode: "200000" })).toEqual(["phone:addressPhoneCN"]);
  });

  it("refuses a malformed country code and the EU group", () => {
    expect(fieldsOf({ ...valid, countryCode: "usa" })).toEqual(["countryCode:countryCode"]);
    expect(fieldsOf({ ...valid, countryCode: "EU" })).toEqual(["countryCode:addressCountryGroup"]);
  });

  it("checks an optional e-mail only when given", () => {
    expect(fieldsOf({ ...valid, email: "" })).toEqual([]);
    expect(fieldsOf({ ...valid, email: "jane@" })).toEqual(["email:email"]);
  });

  it("asks Korean consignees, and only them, for the customs clearance number", () => {
    const korean: AddressInput = { ...valid, countryCode: "KR", postcode: "04524", phone: "010-1234-5678" };
    expect(needsClearanceNo("consignee", "KR")).toBe(true);
    expect(needsClearanceNo("sender", "KR")).toBe(false);
    expect(fieldsOf(korean)).toEqual(["clearanceNo:required"]);
    expect(fieldsOf({ ...korean, clearanceNo: "12345" })).toEqual(["clearanceNo:addressClearanceNoKR"]);
    expect(fieldsOf({ ...korean, clearanceNo: "P123456789012" })).toEqual([]);
    expect(fieldsOf({ ...korean, type: "sender" })).toEqual([]);
  });
});

describe("address messages", () => {
  it.each([...LANGUAGES])("has every key, non-empty, in %s", (lang) => {
    expect(Object.keys(addressMessages[lang]).sort()).toEqual([...ADDRESS_MESSAGE_KEYS].sort());
    for (const key of ADDRESS_MESSAGE_KEYS) expect(addressMessages[lang][key].trim()).not.toBe("");
  });

  it("translates its own keys and falls back to the general validation texts", () => {
    expect(translateAddressMessage("ko", "addressPostcodeUS")).toContain("미국");
    expect(translateAddressMessage("en", "required")).toBe("This field cannot be empty");
  });
});
