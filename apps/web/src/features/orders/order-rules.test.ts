import type { OrderRule } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { rangeText, ruleFormOf, ruleRequestOf, wordsOf } from "./order-rules";

describe("the rule form", () => {
  it("makes a request with open range ends, and no range when both ends are empty", () => {
    const request = ruleRequestOf(
      { name: "R", strategy: "refuse", message: "m", valueMin: " 10 ", valueMax: "", valueCurrency: "EUR" },
      3,
    );
    expect(request).toMatchObject({
      groupId: 3,
      conditions: { declaredValue: { min: "10", max: null, currency: "EUR" }, weightKg: null, countries: [] },
    });
    expect(request).not.toHaveProperty("id");
    expect(ruleRequestOf({ name: "R", strategy: "refuse" }, 3, 9).id).toBe(9);
  });

  it("reads a saved rule back into the form", () => {
    const rule = {
      id: 9,
      groupId: 3,
      name: "R",
      status: "active",
      position: 1,
      strategy: "requireFields",
      message: "",
      requiredFields: ["vatNo"],
      switchProductId: null,
      updatedAt: "",
      conditions: {
        countries: ["DE"],
        postcodeGroupIds: [],
        declaredValue: null,
        weightKg: { min: null, max: "2" },
        cargoTypes: [],
        goodsWords: ["nike"],
        platformWords: true,
      },
    } satisfies OrderRule;
    const form = ruleFormOf(rule);
    expect(form).toMatchObject({ weightMin: "", weightMax: "2", valueMin: "", countries: ["DE"] });
    expect(ruleRequestOf(form, 3, 9)).toMatchObject({
      id: 9,
      conditions: rule.conditions,
      requiredFields: ["vatNo"],
    });
  });

  it("writes ranges and reads word lists", () => {
    expect(rangeText({ min: "1", max: "5" }, "kg")).toBe("1 – 5 kg");
    expect(rangeText({ min: "1", max: null }, "kg")).toBe("≥ 1 kg");
    expect(rangeText({ min: null, max: "5" }, "EUR")).toBe("≤ 5 EUR");
    expect(wordsOf("Nike\n 枪，gun, \n")).toEqual(["Nike", "枪", "gun"]);
  });
});
