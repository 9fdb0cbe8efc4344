import { describe, expect, it } from "vitest";
import { type ChargeFacts, compileCharge } from "./charge";
import { Fixed, parseExact, toFixed } from "./exact";
import type { Charge } from "./pricing.types";

// Each unit of a charge priced on one parcel: 3 pieces, 2.3 kg chargeable, freight 120.00, declared 142.00.
const facts: ChargeFacts = {
  pieces: new Fixed(3, 0),
  chargeable: parseExact("2.3"),
  baseFreight: parseExact("120.00"),
  declaredValue: parseExact("142.00"),
};
const priced = (charge: Charge, on: ChargeFacts = facts) => toFixed(compileCharge(charge)(on), 4);

describe("compileCharge", () => {
  it("charges a per-order amount once, whatever the parcel", () => {
    expect(priced({ unit: "perOrder", amount: "25" })).toBe("25.0000");
  });

  it("charges a per-piece amount for every piece (box)", () => {
    expect(priced({ unit: "perPiece", amount: "35" })).toBe("105.0000");
  });

  it("charges a per-kg amount on the chargeable weight", () => {
    expect(priced({ unit: "perKg", amount: "2.5" })).toBe("5.7500");
  });

  it("charges a per-kg amount per started step: 2.3 kg in 0.5 kg steps is 5 steps", () => {
    expect(priced({ unit: "perKg", amount: "2.5", stepKg: "0.5" })).toBe("12.5000");
    expect(
      priced({ unit: "perKg", amount: "2.5", stepKg: "0.5" }, { ...facts, chargeable: parseExact("2.5") }),
    ).toBe("12.5000");
  });

  it("charges a percentage of the base freight", () => {
    expect(priced({ unit: "percentOfFreight", percent: "12.5" })).toBe("15.0000");
  });

  it("charges a percentage of the declared value in the product currency", () => {
    expect(priced({ unit: "percentOfDeclaredValue", percent: "1.5" })).toBe("2.1300");
  });
});
