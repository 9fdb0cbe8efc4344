import type { OrderDetail, OrderWeighed, OrderWeighInRequest } from "@pp/contracts";
import { compareMoney, PIECE_SIZE_PATTERN, PIECE_WEIGHT_PATTERN } from "@pp/domain";

// The weigh-in screen's pure pieces (issue 13): the editable boxes prefilled with what the customer declared,
// the request they make, and how the answer reads (charged, refunded, unchanged, or arrears).

/** One row of the editable table: a box's measured weight (kg) and sizes (cm), as typed. */
export type MeasuredBox = {
  boxNo: number;
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
};

/** The table prefilled with the declared weight and sizes of each box. */
export const declaredBoxesOf = (boxes: OrderDetail["boxes"]): MeasuredBox[] =>
  boxes.map(({ boxNo, weightKg, lengthCm, widthCm, heightCm }) => ({
    boxNo,
    weightKg,
    lengthCm,
    widthCm,
    heightCm,
  }));

const positive = (value: string, pattern: RegExp) => pattern.test(value.trim()) && /[1-9]/.test(value);

/** Whether a row's weight (up to 3 decimals) and sizes (up to 1 decimal) are all positive numbers. */
export const isMeasured = (box: MeasuredBox) =>
  positive(box.weightKg, PIECE_WEIGHT_PATTERN) &&
  [box.lengthCm, box.widthCm, box.heightCm].every((size) => positive(size, PIECE_SIZE_PATTERN));

/** The weigh-in request of the table; null while a row is not a valid measurement. */
export const weighInRequestOf = (boxes: MeasuredBox[]): OrderWeighInRequest | null =>
  boxes.length > 0 && boxes.every(isMeasured)
    ? {
        boxes: boxes.map(({ weightKg, lengthCm, widthCm, heightCm }) => ({
          weightKg: weightKg.trim(),
          lengthCm: lengthCm.trim(),
          widthCm: widthCm.trim(),
          heightCm: heightCm.trim(),
        })),
      }
    : null;

/** How a weigh-in settled: arrears (the wallet could not pay), charged, refunded or unchanged. */
export type WeighOutcome = "arrears" | "charged" | "refunded" | "unchanged";

export const weighOutcomeOf = (weighed: Pick<OrderWeighed, "arrears" | "difference">): WeighOutcome => {
  if (weighed.arrears !== null) return "arrears";
  const sign = compareMoney(weighed.difference, "0");
  if (sign > 0) return "charged";
  return sign < 0 ? "refunded" : "unchanged";
};

/** The difference without its sign: what was charged or refunded. */
export const unsignedAmount = (amount: string) => amount.replace(/^-/, "");
