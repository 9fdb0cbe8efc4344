import { Decimal } from "decimal.js";
import {
  ceil,
  compare,
  dividedBy,
  divideRounded,
  type Exact,
  maxOf,
  minus,
  parseExact,
  plus,
  times,
  toDecimalPlaces,
  ZERO,
} from "./exact";
import type { BubbleWay, CarryRule, ChargeBasis } from "./pricing.types";

// Weights are exact values (exact.ts): scaled integers on the quoting path, decimal.js where they do not fit.

/** Weights keep 3 decimals (spec) and are always rounded up, so the chargeable weight never drops below the actual. */
export const WEIGHT_DECIMALS = 3;

const TWO = parseExact("2");

const roundWeightUp = (value: Exact): Exact => toDecimalPlaces(value, WEIGHT_DECIMALS, Decimal.ROUND_UP);

export interface PieceMeasures {
  actual: Exact;
  volumetric: Exact;
  longestSide: Exact;
  girth: Exact;
}

export interface CompiledBubble {
  way: BubbleWay;
  /** 1 − percentage/100: the share of the surplus that is still charged (split only). */
  chargedShare: Exact;
  thresholdCm: Exact;
}

export type CompiledCarry = { upTo: Exact | null; step: Exact }[];

export interface WeightRules {
  divisor: Exact;
  bubble: CompiledBubble;
  chargeBasis: ChargeBasis;
  carry: CompiledCarry;
}

export const compileCarry = (carry: CarryRule): CompiledCarry => {
  if (carry.kind === "none") return [];
  if (carry.kind === "step") return [{ upTo: null, step: parseExact(carry.stepKg) }];
  return carry.intervals.map((interval) => ({
    upTo: interval.upToKg === null ? null : parseExact(interval.upToKg),
    step: parseExact(interval.stepKg),
  }));
};

/**
 * Rule carry (进位): the weight is rounded up to a multiple of the step of the first interval that holds it
 * (weight ≤ upTo, or no upper bound); above every bounded interval the last interval's step applies.
 * A step of 0 leaves the weight as it is.
 */
export const applyCarry = (weight: Exact, carry: CompiledCarry): Exact => {
  if (carry.length === 0) return weight;
  const interval =
    carry.find((candidate) => candidate.upTo === null || compare(weight, candidate.upTo) <= 0) ??
    carry.at(-1);
  const step = interval?.step;
  if (!step || compare(step, ZERO) <= 0) return weight;
  return times(ceil(dividedBy(weight, step)), step);
};

/**
 * Rules bubbleNone, bubbleFull and bubbleSplit (泡): none charges the actual weight; full charges max(actual, volumetric); split relieves the customer
 * of `percentage`% of the volumetric surplus: actual + (volumetric − actual) × (1 − percentage/100).
 */
export const applyBubble = (actual: Exact, volumetric: Exact, bubble: CompiledBubble): Exact => {
  if (bubble.way === "none" || compare(volumetric, actual) <= 0) return actual;
  if (bubble.way === "full") return volumetric;
  return roundWeightUp(plus(actual, times(minus(volumetric, actual), bubble.chargedShare)));
};

/** Measures one piece: actual weight and (rule volumetricWeight) L×W×H/divisor, both rounded up to 3 places. */
export const measurePiece = (
  piece: { lengthCm: Exact; widthCm: Exact; heightCm: Exact; weightKg: Exact },
  divisor: Exact,
): PieceMeasures => {
  const { lengthCm, widthCm, heightCm } = piece;
  const longestSide = maxOf(lengthCm, widthCm, heightCm);
  const others = minus(plus(plus(lengthCm, widthCm), heightCm), longestSide);
  return {
    actual: roundWeightUp(piece.weightKg),
    volumetric:
      compare(divisor, ZERO) > 0
        ? divideRounded(times(times(lengthCm, widthCm), heightCm), divisor, WEIGHT_DECIMALS, Decimal.ROUND_UP)
        : ZERO,
    longestSide,
    girth: plus(longestSide, times(others, TWO)),
  };
};

/**
 * Rule bubbleThreshold: the volumetric weight a piece is charged on is its actual weight unless its longest side
 * is more than the threshold (a side equal to it does not count).
 */
const bubbleVolumetric = (piece: PieceMeasures, bubble: CompiledBubble): Exact =>
  compare(bubble.thresholdCm, ZERO) > 0 && compare(piece.longestSide, bubble.thresholdCm) <= 0
    ? piece.actual
    : piece.volumetric;

export interface OrderWeights {
  actual: Exact;
  volumetric: Exact;
  chargeable: Exact;
}

/**
 * Chargeable weight, rule chargeBasis. Per order: the pieces' actual and volumetric weights are summed, then bubble and carry apply
 * once. Per piece: each piece gets bubble and carry on its own and the results are summed.
 */
export const orderWeights = (pieces: PieceMeasures[], rules: WeightRules): OrderWeights => {
  let actual: Exact = ZERO;
  let volumetric: Exact = ZERO;
  let charged: Exact = ZERO;
  let chargeable: Exact = ZERO;
  for (const piece of pieces) {
    actual = plus(actual, piece.actual);
    volumetric = plus(volumetric, piece.volumetric);
    const pieceVolumetric = bubbleVolumetric(piece, rules.bubble);
    if (rules.chargeBasis === "piece") {
      chargeable = plus(
        chargeable,
        applyCarry(applyBubble(piece.actual, pieceVolumetric, rules.bubble), rules.carry),
      );
    } else charged = plus(charged, pieceVolumetric);
  }
  if (rules.chargeBasis === "order")
    chargeable = applyCarry(applyBubble(actual, charged, rules.bubble), rules.carry);
  return { actual, volumetric, chargeable };
};
