import type { PostcodeMatcher } from "./pricing.types";

/** Postcodes compare in one form: uppercase, without spaces and hyphens ("sw1a 1aa" → "SW1A1AA"). */
export const normalizePostcode = (postcode: string): string => postcode.toUpperCase().replace(/[\s-]/g, "");

interface RangeTable {
  /** Ranges compare this many leading characters of the postcode. */
  length: number;
  /** Sorted by `from`, overlapping ranges merged, so a binary search finds the only candidate. */
  from: string[];
  to: string[];
  /**
   * The same bounds as numbers when every bound is `length` digits (most postcode systems): such strings
   * order as their numbers do, and numbers compare faster. Null otherwise.
   */
  numbers: NumericRanges | null;
}

/** Numeric bounds in typed arrays: a quote reads the tables of every product's zones, so compactness pays. */
interface NumericRanges {
  from: Uint32Array;
  to: Uint32Array;
}

/** Up to 9 digits fit a Uint32Array. */
const MAX_NUMERIC_LENGTH = 9;

/** The number the first `length` characters spell when they are all digits, else -1. */
const leadingNumber = (text: string, length: number): number => {
  let value = 0;
  for (let index = 0; index < length; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
};

const numbersOf = (bounds: string[], length: number): number[] | null => {
  if (length > MAX_NUMERIC_LENGTH) return null;
  const numbers = bounds.map((bound) => (bound.length === length ? leadingNumber(bound, length) : -1));
  return numbers.every((number) => number >= 0) ? numbers : null;
};

const numericRanges = (from: string[], to: string[], length: number): NumericRanges | null => {
  const fromNumbers = numbersOf(from, length);
  const toNumbers = numbersOf(to, length);
  if (!fromNumbers || !toNumbers) return null;
  return { from: Uint32Array.from(fromNumbers), to: Uint32Array.from(toNumbers) };
};

/** A set of matchers prepared once for fast look-ups: exact set, prefix set by length, sorted range tables. */
export interface PostcodeSet {
  empty: boolean;
  exact: Set<string>;
  prefixes: Set<string>;
  prefixLengths: number[];
  ranges: RangeTable[];
}

const buildRangeTable = (length: number, ranges: { from: string; to: string }[]): RangeTable => {
  const sorted = [...ranges].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const from: string[] = [];
  const to: string[] = [];
  for (const range of sorted) {
    const last = to.length - 1;
    if (last >= 0 && range.from <= (to[last] as string)) {
      if (range.to > (to[last] as string)) to[last] = range.to;
      continue;
    }
    from.push(range.from);
    to.push(range.to);
  }
  return { length, from, to, numbers: numericRanges(from, to, length) };
};

/**
 * Prepares matchers. A range compares the first len(from) characters of the postcode with `from` and `to`
 * (so 900–961 matches 90210 and 96101-1234: US ranges match by prefix); a prefix matches postcodes starting
 * with it; an exact matcher matches the whole normalised postcode. Ranges whose ends are reversed are ignored.
 */
export const compilePostcodeSet = (matchers: PostcodeMatcher[]): PostcodeSet => {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const rangesByLength = new Map<number, { from: string; to: string }[]>();
  for (const matcher of matchers) {
    if (matcher.kind === "exact") exact.add(normalizePostcode(matcher.value));
    else if (matcher.kind === "prefix") prefixes.add(normalizePostcode(matcher.value));
    else {
      const from = normalizePostcode(matcher.from);
      const to = normalizePostcode(matcher.to).slice(0, from.length);
      if (from === "" || from > to) continue;
      const list = rangesByLength.get(from.length) ?? [];
      list.push({ from, to });
      rangesByLength.set(from.length, list);
    }
  }
  const ranges = [...rangesByLength].map(([length, list]) => buildRangeTable(length, list));
  return {
    empty: matchers.length === 0,
    exact,
    prefixes,
    prefixLengths: [...new Set([...prefixes].map((prefix) => prefix.length))],
    ranges,
  };
};

/** inRangeTable for numeric bounds and a postcode whose head is digits. */
const inNumericRanges = (numbers: NumericRanges, head: number): boolean => {
  let low = 0;
  let high = numbers.from.length - 1;
  let candidate = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((numbers.from[mid] as number) <= head) {
      candidate = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return candidate >= 0 && head <= (numbers.to[candidate] as number);
};

const inRangeTable = (table: RangeTable, postcode: string): boolean => {
  if (postcode.length < table.length) return false;
  if (table.numbers) {
    const head = leadingNumber(postcode, table.length);
    if (head >= 0) return inNumericRanges(table.numbers, head);
  }
  const head = postcode.slice(0, table.length);
  let low = 0;
  let high = table.from.length - 1;
  let candidate = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((table.from[mid] as string) <= head) {
      candidate = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return candidate >= 0 && head <= (table.to[candidate] as string);
};

/** Whether the normalised `postcode` matches any matcher of the set. */
export const postcodeInSet = (set: PostcodeSet, postcode: string): boolean => {
  if (set.empty || postcode === "") return false;
  if (set.exact.has(postcode)) return true;
  for (const length of set.prefixLengths) {
    if (postcode.length >= length && set.prefixes.has(postcode.slice(0, length))) return true;
  }
  for (const table of set.ranges) if (inRangeTable(table, postcode)) return true;
  return false;
};
