import { Decimal } from "decimal.js";
import type { BubbleWay, CarryRule, ChargeBasis } from "./pricing.types";

/** Weights keep 3 decimals (spec) and are always rounded up, so the chargeable weight never drops below the actual. */
export const WEIGHT_DECIMALS = 3;

const roundWeightUp = (value: Decimal): Decimal => value.toDecimalPlaces(WEIGHT_DECIMALS, Decimal.ROUND_UP);

export interface PieceMeasures {
  actual: Decimal;
  volumetric: Decimal;
  longestSide: Decimal;
  girth: Decimal;
}

export interface CompiledBubble {
  way: BubbleWay;
  /** 1 − percentage/100: the share of the surplus that is still charged (split only). */
  chargedShare: Decimal;
  thresholdCm: Decimal;
}

export type CompiledCarry = { upTo: Decimal | null; step: Decimal }[];

export interface WeightRules {
  divisor: Decimal;
  bubble: CompiledBubble;
  chargeBasis: ChargeBasis;
  carry: CompiledCarry;
}

export const compileCarry = (carry: CarryRule): CompiledCarry => {
  if (carry.kind === "none") return [];
  if (carry.kind === "step") return [{ upTo: null, step: new Decimal(carry.stepKg) }];
  return carry.intervals.map((interval) => ({
    upTo: interval.upToKg === null ? null : new Decimal(interval.upToKg),
    step: new Decimal(interval.stepKg),
  }));
};

/**
 * Carry rule (进位): the weight is rounded up to a multiple of the step of the first interval that holds it
 * (weight ≤ upTo, or no upper bound); above every bounded interval the last interval's step applies.
 * A step of 0 leaves the weight as it is.
 */
export const applyCarry = (weight: Decimal, carry: CompiledCarry): Decimal => {
  if (carry.length === 0) return weight;
  const interval =
    carry.find((candidate) => candidate.upTo === null || weight.lte(candidate.upTo)) ?? carry.at(-1);
  const step = interval?.step;
  if (!step || step.lte(0)) return weight;
  return weight.dividedBy(step).ceil().times(step);
};

/**
 * Bubble (泡): none charges the actual weight; full charges max(actual, volumetric); split relieves the customer
 * of `percentage`% of the volumetric surplus: actual + (volumetric − actual) × (1 − percentage/100).
 */
export const applyBubble = (actual: Decimal, volumetric: Decimal, bubble: CompiledBubble): Decimal => {
  if (bubble.way === "none" || volumetric.lte(actual)) return actual;
  if (bubble.way === "full") return volumetric;
  return roundWeightUp(actual.plus(volumetric.minus(actual).times(bubble.chargedShare)));
};

/** Measures one piece: actual weight and volumetric weight L×W×H/divisor, both rounded up to 3 places. */
export const measurePiece = (
  piece: { lengthCm: Decimal; widthCm: Decimal; heightCm: Decimal; weightKg: Decimal },
  divisor: Decimal,
): PieceMeasures => {
  const { lengthCm, widthCm, heightCm } = piece;
  const longestSide = Decimal.max(lengthCm, widthCm, heightCm);
  const others = lengthCm.plus(widthCm).plus(heightCm).minus(longestSide);
  return {
    actual: roundWeightUp(piece.weightKg),
    volumetric: divisor.gt(0)
      ? roundWeightUp(lengthCm.times(widthCm).times(heightCm).dividedBy(divisor))
      : new Decimal(0),
    longestSide,
    girth: longestSide.plus(others.times(2)),
  };
};

/** The volumetric weight a piece is charged on: its actual weight when its longest side is within the threshold. */
const bubbleVolumetric = (piece: PieceMeasures, bubble: CompiledBubble): Decimal =>
  bubble.thresholdCm.gt(0) && piece.longestSide.lte(bubble.thresholdCm) ? piece.actual : piece.volumetric;

export interface OrderWeights {
  actual: Decimal;
  volumetric: Decimal;
  chargeable: Decimal;
}

/**
 * Chargeable weight. Per order: the pieces' actual and volumetric weights are summed, then bubble and carry apply
 * once. Per piece: each piece gets bubble and carry on its own and the results are summed.
 */
export const orderWeights = (pieces: PieceMeasures[], rules: WeightRules): OrderWeights => {
  let actual = new Decimal(0);
  let volumetric = new Decimal(0);
  let charged = new Decimal(0);
  let chargeable = new Decimal(0);
  for (const piece of pieces) {
    actual = actual.plus(piece.actual);
    volumetric = volumetric.plus(piece.volumetric);
    const pieceVolumetric = bubbleVolumetric(piece, rules.bubble);
    if (rules.chargeBasis === "piece") {
      chargeable = chargeable.plus(
        applyCarry(applyBubble(piece.actual, pieceVolumetric, rules.bubble), rules.carry),
      );
    } else charged = charged.plus(pieceVolumetric);
  }
  if (rules.chargeBasis === "order")
    chargeable = applyCarry(applyBubble(actual, charged, rules.bubble), rules.carry);
  return { actual, volumetric, chargeable };
};
