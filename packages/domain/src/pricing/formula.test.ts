import { Decimal } from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  compileFormula,
  FORMULA_MAX_DEPTH,
  FORMULA_MAX_LENGTH,
  FORMULA_MAX_OPERATIONS,
  FORMULA_VARIABLES,
  testFormula,
} from "./formula";

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

describe("bounds of a formula", () => {
  const compile = (text: string, constantList = constants) =>
    compileFormula(text, { constants: constantList, knownVariables: FORMULA_VARIABLES });

  it.each([
    ["1e999999999", "numberOutOfRange", 0],
    ["2 * 1e-999999999", "numberOutOfRange", 4],
    ["1 + 10000000000", "numberOutOfRange", 4],
    ["0.123456789", "numberOutOfRange", 0],
    [`1 + ${"9".repeat(5000)}`, "numberOutOfRange", 4],
    [`${"(".repeat(10_000)}1${")".repeat(10_000)}`, "tooDeep", FORMULA_MAX_DEPTH],
    [`${"max(".repeat(40)}1${")".repeat(40)}`, "tooDeep", 4 * FORMULA_MAX_DEPTH + 3],
    [`1${" + 1".repeat(300)}`, "tooManyOperations", 4 * 250],
    [`${"-".repeat(FORMULA_MAX_OPERATIONS + 1)}1`, "tooManyOperations", FORMULA_MAX_OPERATIONS],
    [`pieces${" ".repeat(FORMULA_MAX_LENGTH)}`, "tooLong", FORMULA_MAX_LENGTH],
  ])("refuses %#: %s at its position", (text, code, position) => {
    expect(compile(text)).toEqual({ ok: false, code, position });
  });

  it("takes the largest numbers within the bounds, in any notation", () => {
    for (const text of ["9999999999.99999999", "1e9", "0.5e-7", ".5", "0.00000001"]) {
      expect(compile(text).ok, text).toBe(true);
    }
  });

  it("reads a number inside a text as text", () => {
    expect(testFormula('zone == "1e999999999" ? 1 : 2', [], { zone: "Z1" })).toEqual({
      passed: true,
      value: "2",
    });
    expect(testFormula('zone == "a\\"1e999999999" ? 1 : 2', [], { zone: "Z1" })).toEqual({
      passed: true,
      value: "2",
    });
  });

  it("refuses a huge constant when saved and when priced", () => {
    const huge = [{ id: "k", value: "1e999999999", nameEn: "K", nameZh: "K" }];
    expect(compile("k", huge)).toEqual({ ok: false, code: "constantOutOfRange", position: 0 });
    const long = [{ id: "k", value: "123456789012.5", nameEn: "K", nameZh: "K" }];
    expect(testFormula("k", long, {})).toEqual({ passed: false, code: "constantOutOfRange", position: 0 });
  });

  it("fails a value that grows beyond the bounds while computing, without computing it", () => {
    const big = [{ id: "k", value: "9999999999", nameEn: "K", nameZh: "K" }];
    expect(testFormula("k * k * k", big, {})).toEqual({ passed: false, code: "outOfRange" });
    // Squaring squares doubles the digits each time: refused at the first step beyond the bound.
    const squares = "((k * k) * (k * k)) * ((k * k) * (k * k)) % 7";
    expect(testFormula(squares, big, {})).toEqual({ passed: false, code: "outOfRange" });
    expect(testFormula("k * 1000", big, {})).toEqual({ passed: false, code: "outOfRange" });
  });

  it("bounds the result, not only the steps", () => {
    expect(testFormula("9999999999 + 1", [], {})).toEqual({ passed: false, code: "outOfRange" });
    expect(testFormula("9999999999 + 0.99", [], {})).toEqual({ passed: true, value: "9999999999.99" });
    expect(testFormula("-9999999999 - 1", [], {})).toEqual({ passed: false, code: "outOfRange" });
  });

  it("divides into long expansions within the bounds", () => {
    expect(testFormula("1 / 3 * 3", [], {})).toEqual({ passed: true, value: "1" });
    expect(testFormula("round(1 / 7, 20)", [], {})).toEqual({ passed: true, value: "0.14285714" });
    expect(testFormula("1 / 0.00000001 / 0.00000001", [], {})).toEqual({ passed: false, code: "outOfRange" });
    expect(testFormula("ceil(9999999999 / 0.00000003)", [], {})).toEqual({
      passed: false,
      code: "outOfRange",
    });
  });

  it("refuses a sample value beyond the bounds", () => {
    expect(testFormula("pieces", [], { pieces: "1e999999999" })).toEqual({
      passed: false,
      code: "sampleOutOfRange",
    });
  });

  it("nests functions as deep as the bound allows", () => {
    const deep = `${"abs(".repeat(FORMULA_MAX_DEPTH)}-2${")".repeat(FORMULA_MAX_DEPTH)}`;
    expect(testFormula(deep, [], {})).toEqual({ passed: true, value: "2" });
    const deeper = `${"abs(".repeat(FORMULA_MAX_DEPTH + 1)}-2${")".repeat(FORMULA_MAX_DEPTH + 1)}`;
    expect(testFormula(deeper, [], {})).toEqual({
      passed: false,
      code: "tooDeep",
      position: 4 * FORMULA_MAX_DEPTH + 3,
    });
  });
});
