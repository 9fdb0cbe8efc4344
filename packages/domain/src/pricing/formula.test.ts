import { Decimal } from "decimal.js";
import { describe, expect, it } from "vitest";
import { compileFormula, FORMULA_VARIABLES, testFormula } from "./formula";

const constants = [{ id: "rate", value: "0.2", nameEn: "Rate", nameZh: "费率" }];

describe("testFormula", () => {
  it.each([
    ["1 + 2 * 3", {}, "7"],
    ["(1 + 2) * 3", {}, "9"],
    ["0.1 + 0.2", {}, "0.3"],
    ["10 / 4", {}, "2.5"],
    ["10 % 4", {}, "2"],
    ["-chargeableWeight + 5", { chargeableWeight: "1.5" }, "3.5"],
    ["min(3, 1, 2) + max(3, 1, 2)", {}, "4"],
    ["ceil(1.2) + floor(1.8) + abs(-2)", {}, "5"],
    ["round(2.345, 2)", {}, "2.35"],
    ["round(2.5)", {}, "3"],
    ["if(chargeableWeight > 1, 10, 20)", { chargeableWeight: "1.5" }, "10"],
    ["chargeableWeight <= 1 ? 10 : 20", { chargeableWeight: "1.5" }, "20"],
    ['country == "US" && zone != "Z2" ? 1 : 0', { country: "US", zone: "Z1" }, "1"],
    ["!(pieces >= 2) || false ? 4 : 5", { pieces: "1" }, "4"],
    ["baseFreight * rate", { baseFreight: "90" }, "18"],
    ["FUEL + 1", { FUEL: "9.5" }, "10.5"],
    ["declaredValue * 0.01", {}, "0"],
  ])("%s = %s", (text, sample, value) => {
    expect(testFormula(text, constants, sample)).toEqual({ passed: true, value });
  });

  it("computes exactly with decimals, not binary floating point", () => {
    expect(testFormula("0.1 * 3 - 0.3", [], {})).toEqual({ passed: true, value: "0" });
  });

  it.each([
    ["", "empty", 0],
    ["1 +", "syntax", 3],
    ["weight * 2", "unknownVariable", 0],
    ["chargeableWeight * weight", "unknownVariable", 19],
    ['"weight" == zone && 2 * weight', "unknownVariable", 24],
    ["sqrt(4)", "unknownFunction", 0],
    ["1 + round()", "wrongArgumentCount", 4],
    ["if(1, 2)", "wrongArgumentCount", 0],
    ["a.b", "unsupportedExpression", 0],
    ["1 ^ 2", "unsupportedExpression", 2],
  ])("refuses %j with %s at %i", (text, code, position) => {
    expect(testFormula(text, constants, {})).toEqual({ passed: false, code, position });
  });

  it.each([
    ["1 / (pieces - 1)", { pieces: "1" }, "divisionByZero"],
    ["5 % 0", {}, "divisionByZero"],
    ["zone + 1", { zone: "Z1" }, "typeMismatch"],
    ["zone == 1", { zone: "Z1" }, "typeMismatch"],
    ["chargeableWeight > 1", { chargeableWeight: "2" }, "notANumber"],
    ['"text"', {}, "notANumber"],
    ["pieces", { pieces: "many" }, "typeMismatch"],
  ])("fails %j at run time with %s", (text, sample, code) => {
    expect(testFormula(text, [], sample)).toEqual({ passed: false, code });
  });

  it("refuses a constant that is not a number", () => {
    const bad = [{ id: "k", value: "abc", nameEn: "K", nameZh: "K" }];
    expect(testFormula("k", bad, {})).toEqual({ passed: false, code: "invalidConstant", position: 0 });
  });

  it("evaluates only the branch if() takes", () => {
    expect(testFormula("if(pieces > 1, 1 / 0, 7)", [], { pieces: "1" })).toEqual({
      passed: true,
      value: "7",
    });
  });
});

describe("compileFormula", () => {
  it("never reaches JavaScript globals or properties", () => {
    for (const text of ["constructor", "process", "globalThis", "this", "toString()"]) {
      const result = compileFormula(text, { constants: [], knownVariables: FORMULA_VARIABLES });
      expect(result.ok, text).toBe(false);
    }
  });

  it("lets variables win over a constant of the same name", () => {
    const compiled = compileFormula("pieces", {
      constants: [{ id: "pieces", value: "9", nameEn: "P", nameZh: "P" }],
      knownVariables: FORMULA_VARIABLES,
    });
    if (!compiled.ok) throw new Error("expected to compile");
    expect(compiled.evaluate({ pieces: new Decimal(2) }).toString()).toBe("2");
  });
});
