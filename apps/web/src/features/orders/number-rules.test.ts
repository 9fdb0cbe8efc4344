import { candidatesOf } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { NEW_NUMBER_RULE, numberRuleOf, numberRuleRequestOf } from "./number-rules";

describe("the number rule form", () => {
  it("makes the USPS rule a person fills in, cutting the IMpb barcode as the server would", () => {
    const values = { ...NEW_NUMBER_RULE, name: "USPS", startsWith: " 420 ", length: 30, substringStart: 8 };
    expect(numberRuleRequestOf(values)).toEqual({
      name: "USPS",
      isOpen: true,
      startsWith: "420",
      endsWith: "",
      onlyRule: false,
      length: 30,
      substringStart: 8,
      substringEnd: null,
    });
    expect(candidatesOf([numberRuleOf(values)], "420902109400111899223197428490")).toEqual([
      "9400111899223197428490",
      "420902109400111899223197428490",
    ]);
  });

  it("reads cleared number fields as no condition and a cleared start as the first character", () => {
    const rule = numberRuleOf({ length: null, substringStart: null, substringEnd: null });
    expect(rule).toMatchObject({ length: null, substringStart: 0, substringEnd: null, isOpen: true });
    expect(numberRuleRequestOf({ name: "x" }, 7)).toMatchObject({ id: 7, name: "x" });
  });
});
