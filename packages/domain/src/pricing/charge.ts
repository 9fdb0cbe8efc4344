import { Decimal } from "decimal.js";
import { ceil, dividedBy, type Exact, type Fixed, fromDecimal, parseExact, times } from "./exact";
import type { Charge } from "./pricing.types";

// A charge is an amount or a percentage in one of the trade's units (pricing.types CHARGE_UNITS). Surcharges
// that charge when a condition holds (remote area, cargo type, a fixed fee) and premium packages price with it.

/** What a charge reads of a priced parcel; money in the product currency. */
export type ChargeFacts = {
  pieces: Fixed;
  chargeable: Exact;
  /** The rounded base freight after its adjustments (rule adjustedFreight). */
  baseFreight: Exact;
  declaredValue: Exact;
};

export type CompiledCharge = (facts: ChargeFacts) => Exact;

const HUNDRED = new Decimal(100);

/** A percentage as a factor, parsed once: "12.5" → 0.125. */
export const percentFactor = (percent: string): Exact => fromDecimal(new Decimal(percent).dividedBy(HUNDRED));

/**
 * The charge's amount before rounding. perOrder: the amount once; perPiece: the amount × the pieces; perKg:
 * the amount × the chargeable weight, or with a step the amount × each started step (chargeable ÷ step rounded
 * up); percentOfFreight: the percentage of the rounded base freight; percentOfDeclaredValue: the percentage of
 * the declared value converted into the product currency. Numbers are parsed once, here.
 */
export const compileCharge = (charge: Charge): CompiledCharge => {
  switch (charge.unit) {
    case "perOrder": {
      const amount = parseExact(charge.amount);
      return () => amount;
    }
    case "perPiece": {
      const amount = parseExact(charge.amount);
      return (facts) => times(amount, facts.pieces);
    }
    case "perKg": {
      const amount = parseExact(charge.amount);
      const step = charge.stepKg === undefined ? null : new Decimal(charge.stepKg);
      if (step === null || step.lte(0)) return (facts) => times(amount, facts.chargeable);
      const stepKg = fromDecimal(step);
      return (facts) => times(amount, ceil(dividedBy(facts.chargeable, stepKg)));
    }
    case "percentOfFreight": {
      const rate = percentFactor(charge.percent);
      return (facts) => times(facts.baseFreight, rate);
    }
    case "percentOfDeclaredValue": {
      const rate = percentFactor(charge.percent);
      return (facts) => times(facts.declaredValue, rate);
    }
  }
};

/** What a charge reads besides the number of pieces: the chargeable weight, the freight or the declared value. */
export const chargeReads = (charge: Charge): "pieces" | "weight" | "freight" | "declaredValue" => {
  switch (charge.unit) {
    case "perOrder":
    case "perPiece":
      return "pieces";
    case "perKg":
      return "weight";
    case "percentOfFreight":
      return "freight";
    case "percentOfDeclaredValue":
      return "declaredValue";
  }
};
