import { Decimal } from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  groupDigits,
  MONEY_COLUMN_MAX,
  MONEY_COLUMN_PATTERN,
  MONEY_MAX,
  MONEY_PATTERN,
  PIECE_SIZE_MAX_CM,
  PIECE_SIZE_PATTERN,
  PIECE_WEIGHT_MAX_KG,
  PIECE_WEIGHT_PATTERN,
  SETTINGS_SIZE_MAX_CM,
  SETTINGS_SIZE_PATTERN,
  SETTINGS_WEIGHT_MAX_KG,
  SETTINGS_WEIGHT_PATTERN,
  SIGNED_MONEY_PATTERN,
  UNIT_PRICE_MAX,
  UNIT_PRICE_PATTERN,
} from "./bounds";
import { FORMULA_NUMBER_PATTERN } from "./pricing/formula";

/** The value one unit of its last decimal above `max` ("9.99" → "10.00"). */
const justAbove = (max: string) => {
  const places = max.split(".")[1]?.length ?? 0;
  return new Decimal(max).plus(new Decimal(10).pow(-places)).toFixed(places);
};

describe("input maxima", () => {
  it.each([
    ["MONEY", MONEY_PATTERN, MONEY_MAX],
    ["SIGNED_MONEY", SIGNED_MONEY_PATTERN, MONEY_MAX],
    ["MONEY_COLUMN", MONEY_COLUMN_PATTERN, MONEY_COLUMN_MAX],
    ["UNIT_PRICE", UNIT_PRICE_PATTERN, UNIT_PRICE_MAX],
    ["SETTINGS_WEIGHT", SETTINGS_WEIGHT_PATTERN, SETTINGS_WEIGHT_MAX_KG],
    ["SETTINGS_SIZE", SETTINGS_SIZE_PATTERN, SETTINGS_SIZE_MAX_CM],
    ["PIECE_WEIGHT", PIECE_WEIGHT_PATTERN, PIECE_WEIGHT_MAX_KG],
    ["PIECE_SIZE", PIECE_SIZE_PATTERN, PIECE_SIZE_MAX_CM],
    ["FORMULA_NUMBER", FORMULA_NUMBER_PATTERN, "9999999999.99999999"],
  ])("%s takes its maximum and refuses one unit more", (_name, pattern, max) => {
    expect(pattern.test(max)).toBe(true);
    expect(pattern.test(justAbove(max))).toBe(false);
  });

  it("states a maximum with its thousands grouped", () => {
    expect(groupDigits(MONEY_MAX)).toBe("9,999,999,999.99");
    expect(groupDigits(PIECE_SIZE_MAX_CM)).toBe("9,999.9");
    expect(groupDigits("100")).toBe("100");
  });
});
