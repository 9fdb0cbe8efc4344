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

/** Whether a pasted list may be looked up: 1 to `max` numbers (the console's lookup, or the public page's). */
export const lookupProblem = (numbers: string[], max = TRACKING_LOOKUP_MAX): "empty" | "tooMany" | null =>
  numbers.length === 0 ? "empty" : numbers.length > max ? "tooMany" : null;

/** The numbers of a public page's link (`/track?numbers=A,B`), or of several `numbers` parameters. */
export const numbersOfLink = (search: URLSearchParams) => numbersOfText(search.getAll("numbers").join(","));

/** The public tracking page's link for these numbers, relative to the site. */
export const publicTrackingLink = (numbers: string[]) =>
  numbers.length ? `/track?numbers=${numbers.map(encodeURIComponent).join(",")}` : "/track";
