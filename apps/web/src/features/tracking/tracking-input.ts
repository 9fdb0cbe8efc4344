import { TRACKING_LOOKUP_MAX } from "@pp/domain";

/** The numbers pasted into the tracking screen: one per line (spaces and commas separate too), each once. */
export const numbersOfText = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((number) => number.trim())
      .filter(Boolean),
  ),
];

/** Whether a pasted list may be looked up: 1 to TRACKING_LOOKUP_MAX numbers. */
export const lookupProblem = (numbers: string[]): "empty" | "tooMany" | null =>
  numbers.length === 0 ? "empty" : numbers.length > TRACKING_LOOKUP_MAX ? "tooMany" : null;
