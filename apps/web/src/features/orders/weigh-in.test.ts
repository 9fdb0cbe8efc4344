import { describe, expect, it } from "vitest";
import {
  declaredBoxesOf,
  type MeasuredBox,
  unsignedAmount,
  weighInRequestOf,
  weighOutcomeOf,
} from "./weigh-in";

const row = (overrides: Partial<MeasuredBox> = {}): MeasuredBox => ({
  boxNo: 1,
  weightKg: "1.250",
  lengthCm: "20",
  widthCm: "20",
  heightCm: "10.5",
  ...overrides,
});

describe("the weigh-in table", () => {
  it("is prefilled with each box's declared weight and sizes", () => {
    expect(
      declaredBoxesOf([
        {
          boxNo: 1,
          weightKg: "1.000",
          lengthCm: "20.0",
          widthCm: "20.0",
          heightCm: "10.0",
          declaredValue: "5.00",
          lines: [],
        },
      ]),
    ).toEqual([{ boxNo: 1, weightKg: "1.000", lengthCm: "20.0", widthCm: "20.0", heightCm: "10.0" }]);
  });

  it("makes a request of valid measurements only", () => {
    expect(weighInRequestOf([row({ weightKg: " 2.5 " })])).toEqual({
      boxes: [{ weightKg: "2.5", lengthCm: "20", widthCm: "20", heightCm: "10.5" }],
    });
    expect(weighInRequestOf([row({ weightKg: "1.2345" })])).toBeNull();
    expect(weighInRequestOf([row({ weightKg: "0" })])).toBeNull();
    expect(weighInRequestOf([row({ lengthCm: "" })])).toBeNull();
    expect(weighInRequestOf([row({ heightCm: "10.25" })])).toBeNull();
    expect(weighInRequestOf([])).toBeNull();
  });
});

describe("a weigh-in's outcome", () => {
  it("reads arrears first, then the difference's sign", () => {
    expect(weighOutcomeOf({ arrears: "12.00", difference: "12.00" })).toBe("arrears");
    expect(weighOutcomeOf({ arrears: null, difference: "3.50" })).toBe("charged");
    expect(weighOutcomeOf({ arrears: null, difference: "-3.50" })).toBe("refunded");
    expect(weighOutcomeOf({ arrears: null, difference: "0.00" })).toBe("unchanged");
    expect(unsignedAmount("-3.50")).toBe("3.50");
  });
});
