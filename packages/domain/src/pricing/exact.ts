import { Decimal } from "decimal.js";
import { MONEY_DECIMALS } from "../currency";

/**
 * Exact decimal arithmetic for the pricing engine's hot path. A value is a Fixed — a safe integer number of
 * 10^-scale units — or, when it does not fit one, a Decimal. An operation takes the integer path only when its
 * exact result is again a safe integer at a scale of at most MAX_SCALE: such a result has at most 16 significant
 * digits, so decimal.js (20 significant digits) would not round it either. Every other case is handed to
 * decimal.js itself. Either way the value equals what decimal.js computes, signed zeros included; the integer
 * path only spares the allocations and digit arrays that made Decimal slow on every quote.
 */
export class Fixed {
  constructor(
    readonly units: number,
    readonly scale: number,
  ) {}

  /** Decimal's text of the value ("1.5", "12"), for messages. */
  toString(): string {
    return toDecimal(this).toString();
  }
}

export type Exact = Fixed | Decimal;

/** Beyond this the powers of ten used to align scales would no longer be exact binary numbers (10^22 is the last). */
const MAX_SCALE = 20;
const POW10 = Array.from({ length: MAX_SCALE + 1 }, (_, n) => 10 ** n);

const pow10 = (n: number): number => POW10[n] as number;

export const ZERO = new Fixed(0, 0);

/** A Fixed when `units` is a safe integer and the scale is supported, else null. */
const fixed = (units: number, scale: number): Fixed | null =>
  Number.isSafeInteger(units) && scale <= MAX_SCALE ? new Fixed(units, scale) : null;

const isNegativeZero = (units: number) => units === 0 && 1 / units < 0;

/**
 * The exponent range the engine accepts at its edges: a value read in has a magnitude below 10^31 and, unless
 * it is zero, of at least 10^-30. Every input the contracts let through is far inside it (docs/pricing.md
 * "Bounds"); it keeps a stored value nobody could type from turning one conversion into a billion digits.
 */
export const EXACT_MAX_EXPONENT = 30;

/** The largest exponent of a safe integer (9.007 × 10^15): a value with a larger one is never a Fixed. */
const SAFE_EXPONENT = 15;

const inExponentRange = (value: Decimal): boolean =>
  value.isZero() || (value.e <= EXACT_MAX_EXPONENT && value.e >= -EXACT_MAX_EXPONENT);

/** The value as a Fixed when it fits one, else as it is. Builds no text longer than a safe integer's digits. */
export const fromDecimal = (value: Decimal): Exact => {
  if (!value.isFinite()) return value;
  if (value.isZero()) return value.isNegative() ? new Fixed(-0, 0) : ZERO;
  const scale = value.decimalPlaces();
  if (scale > MAX_SCALE || value.e > SAFE_EXPONENT) return value;
  return fixed(Number(value.toFixed(scale).replace(".", "")), scale) ?? value;
};

/**
 * Parses a decimal text once, at the edges (compiling a product, reading the parcel). Throws RangeError for a
 * value that is not finite or lies outside the exponent range (EXACT_MAX_EXPONENT).
 */
export const parseExact = (text: string): Exact => {
  const value = new Decimal(text);
  if (!value.isFinite() || !inExponentRange(value))
    throw new RangeError(`number out of range: ${text.slice(0, 40)}`);
  return fromDecimal(value);
};

export const toDecimal = (value: Exact): Decimal => {
  if (value instanceof Decimal) return value;
  const sign = isNegativeZero(value.units) ? "-" : "";
  return new Decimal(`${sign}${value.units}e-${value.scale}`);
};

/** The units of `value` at a larger `scale`, or null when they would not be a safe integer. */
const unitsAt = (value: Fixed, scale: number): number | null => {
  if (value.scale === scale) return value.units;
  const units = value.units * pow10(scale - value.scale);
  return Number.isSafeInteger(units) ? units : null;
};

export const plus = (a: Exact, b: Exact): Exact => {
  if (a instanceof Fixed && b instanceof Fixed) {
    const scale = Math.max(a.scale, b.scale);
    const left = unitsAt(a, scale);
    const right = unitsAt(b, scale);
    // Binary addition gives decimal.js's signs of zero: -0 + -0 = -0, x - x = +0.
    const sum = left !== null && right !== null ? fixed(left + right, scale) : null;
    if (sum) return sum;
  }
  return toDecimal(a).plus(toDecimal(b));
};

export const negated = (a: Exact): Exact => (a instanceof Fixed ? new Fixed(-a.units, a.scale) : a.negated());

export const minus = (a: Exact, b: Exact): Exact => plus(a, negated(b));

export const times = (a: Exact, b: Exact): Exact => {
  if (a instanceof Fixed && b instanceof Fixed) {
    const product = fixed(a.units * b.units, a.scale + b.scale);
    if (product) return product;
  }
  return toDecimal(a).times(toDecimal(b));
};

/**
 * a ÷ b. The integer path needs a quotient that terminates within a safe integer; a recurring one (÷ 3) has
 * 20 significant digits after decimal.js rounds it, more than a safe integer holds, so decimal.js computes it.
 */
export const dividedBy = (a: Exact, b: Exact): Exact => {
  if (a instanceof Fixed && b instanceof Fixed && b.units !== 0) {
    for (let extra = Math.max(0, b.scale - a.scale); a.scale + extra <= MAX_SCALE; extra++) {
      const numerator = a.units * pow10(extra);
      if (!Number.isSafeInteger(numerator)) break;
      if (numerator % b.units === 0) {
        const quotient = fixed(numerator / b.units, a.scale + extra - b.scale);
        if (quotient) return quotient;
        break;
      }
    }
  }
  return toDecimal(a).dividedBy(toDecimal(b));
};

/** decimal.js's modulo (ROUND_DOWN): the remainder takes the dividend's sign, as JavaScript's % does. */
export const modulo = (a: Exact, b: Exact): Exact => {
  if (a instanceof Fixed && b instanceof Fixed && b.units !== 0) {
    const scale = Math.max(a.scale, b.scale);
    const left = unitsAt(a, scale);
    const right = unitsAt(b, scale);
    if (left !== null && right !== null) {
      const remainder = left % right;
      // decimal.js returns a zero dividend as it is, but computes a zero remainder as x − x = +0.
      return new Fixed(remainder === 0 && left !== 0 ? 0 : remainder, scale);
    }
  }
  return toDecimal(a).modulo(toDecimal(b));
};

export const absolute = (a: Exact): Exact =>
  a instanceof Fixed ? new Fixed(Math.abs(a.units), a.scale) : a.abs();

/** -1, 0 or 1 as decimal.js's comparedTo answers (-0 equals 0; NaN when a Decimal is NaN). */
export const compare = (a: Exact, b: Exact): number => {
  if (a instanceof Fixed && b instanceof Fixed) {
    if (a.scale === b.scale) return a.units < b.units ? -1 : a.units > b.units ? 1 : 0;
    const scale = Math.max(a.scale, b.scale);
    const left = unitsAt(a, scale);
    const right = unitsAt(b, scale);
    // A side that no longer fits once aligned is larger in magnitude than any safe integer: its sign decides.
    if (left === null) return a.units < 0 ? -1 : 1;
    if (right === null) return b.units < 0 ? 1 : -1;
    return left < right ? -1 : left > right ? 1 : 0;
  }
  return toDecimal(a).comparedTo(toDecimal(b));
};

export const isZero = (a: Exact): boolean => (a instanceof Fixed ? a.units === 0 : a.isZero());

/** As decimal.js: true for -0 too. */
export const isNegative = (a: Exact): boolean =>
  a instanceof Fixed ? a.units < 0 || isNegativeZero(a.units) : a.isNegative();

export const isInteger = (a: Exact): boolean =>
  a instanceof Fixed ? a.units % pow10(a.scale) === 0 : a.isInteger();

/** The value as a binary number; exact for the small integers it is used for (decimal places). */
export const toNumber = (a: Exact): number => (a instanceof Fixed ? a.units / pow10(a.scale) : a.toNumber());

/**
 * Rounds to `places` decimals with a decimal.js rounding mode. A result of zero keeps the sign of the value,
 * as decimal.js keeps it (-0.004 → -0.00).
 */
export const toDecimalPlaces = (a: Exact, places: number, rounding: Decimal.Rounding): Exact => {
  if (!(a instanceof Fixed) || rounding > Decimal.ROUND_HALF_UP) {
    // A rounded value usually fits a Fixed again, which keeps the arithmetic that follows on the integer path.
    return fromDecimal(toDecimal(a).toDecimalPlaces(places, rounding));
  }
  if (a.scale <= places) return a;
  const divisor = pow10(a.scale - places);
  const remainder = a.units % divisor;
  let units = (a.units - remainder) / divisor;
  if (remainder !== 0) {
    // The remainder has the value's sign, so ceil and floor move away from zero only on their own side of it.
    const away = a.units < 0 ? -1 : 1;
    if (
      rounding === Decimal.ROUND_UP ||
      (rounding === Decimal.ROUND_HALF_UP && 2 * Math.abs(remainder) >= divisor) ||
      (rounding === Decimal.ROUND_CEIL && remainder > 0) ||
      (rounding === Decimal.ROUND_FLOOR && remainder < 0)
    ) {
      units += away;
    }
  }
  return new Fixed(units === 0 && isNegative(a) ? -0 : units, places);
};

export const ceil = (a: Exact): Exact => toDecimalPlaces(a, 0, Decimal.ROUND_CEIL);
export const floor = (a: Exact): Exact => toDecimalPlaces(a, 0, Decimal.ROUND_FLOOR);

/**
 * decimal.js's Decimal.max (sign -1) and Decimal.min (sign 1) of two numbers: of equal values, max keeps +0
 * over -0 and min keeps -0, as decimal.js does.
 */
const pick = (a: Exact, b: Exact, sign: -1 | 1): Exact => {
  const order = compare(a, b);
  return order === sign || (order === 0 && (isNegative(a) ? -1 : 1) === sign) ? b : a;
};

/** Decimal.max of the values (at least one), NaN included. */
export const maxOf = (...values: Exact[]): Exact => extreme(values, -1);
/** Decimal.min of the values (at least one), NaN included. */
export const minOf = (...values: Exact[]): Exact => extreme(values, 1);

const extreme = (values: Exact[], sign: -1 | 1): Exact => {
  if (!values.every((value) => value instanceof Fixed)) {
    const decimals = values.map(toDecimal);
    return sign === -1 ? Decimal.max(...decimals) : Decimal.min(...decimals);
  }
  let result = values[0] as Exact;
  for (let index = 1; index < values.length; index++) result = pick(result, values[index] as Exact, sign);
  return result;
};

/** The larger of two values, as Decimal.max(a, b). */
export const max = (a: Exact, b: Exact): Exact =>
  a instanceof Fixed && b instanceof Fixed ? pick(a, b, -1) : Decimal.max(toDecimal(a), toDecimal(b));

/** The smaller of two values, as Decimal.min(a, b). */
export const min = (a: Exact, b: Exact): Exact =>
  a instanceof Fixed && b instanceof Fixed ? pick(a, b, 1) : Decimal.min(toDecimal(a), toDecimal(b));

/** ZEROS[n] is n zeros, to pad a fraction. */
const ZEROS = POW10.map((power) => String(power).slice(1));

// Every quote formats several amounts of money per product: their 100 possible endings (".00" to ".99") are
// made once, which spares a few short-lived strings each time.
const CENTS = Array.from(
  { length: pow10(MONEY_DECIMALS) },
  (_, cents) => `.${String(cents).padStart(MONEY_DECIMALS, "0")}`,
);

/** Decimal's toFixed for a value within the exponent range; throws RangeError rather than write more digits. */
const boundedText = (value: Decimal, places: number): string => {
  if (value.isFinite() && value.e > EXACT_MAX_EXPONENT) throw new RangeError("number out of range");
  return value.toFixed(places);
};

/**
 * Decimal's toFixed(places): rounded half-up, the minus sign shown when the value before rounding is below zero
 * (-0.004 → "-0.00", -0 → "0.00").
 */
export const toFixed = (a: Exact, places: number): string => {
  if (!(a instanceof Fixed) || places > MAX_SCALE) return boundedText(toDecimal(a), places);
  const rounded = toDecimalPlaces(a, places, Decimal.ROUND_HALF_UP) as Fixed;
  const units = Math.abs(rounded.units) * pow10(places - rounded.scale);
  if (!Number.isSafeInteger(units)) return boundedText(toDecimal(a), places);
  const sign = a.units < 0 ? "-" : "";
  if (places === 0) return `${sign}${units}`;
  const fraction = units % pow10(places);
  const whole = (units - fraction) / pow10(places);
  if (places === MONEY_DECIMALS) return `${sign}${whole}${CENTS[fraction]}`;
  const digits = String(fraction);
  return `${sign}${whole}.${ZEROS[places - digits.length]}${digits}`;
};

/**
 * a ÷ b rounded to `places` decimals, as decimal.js computes a.dividedBy(b).toDecimalPlaces(places, rounding):
 * it rounds the quotient to 20 significant digits first, then to `places`. On the integer path rounding once
 * gives the same: with the quotient × 10^places = n ÷ d for safe integers n and d, a quotient not exactly on a
 * point where the second rounding changes its answer (a whole unit for up and down, a midpoint for half-up) is
 * at least 1/(2d) away from it, while the first rounding moves it by less than half a unit of its 20th
 * significant digit, which is below 1/(2d) because (quotient's integer part) × d ≤ n < 10^16.
 */
export const divideRounded = (a: Exact, b: Exact, places: number, rounding: Decimal.Rounding): Exact => {
  if (
    a instanceof Fixed &&
    b instanceof Fixed &&
    !isNegative(a) &&
    b.units > 0 &&
    (rounding === Decimal.ROUND_UP || rounding === Decimal.ROUND_DOWN || rounding === Decimal.ROUND_HALF_UP)
  ) {
    // The quotient × 10^places is numerator ÷ denominator.
    const shift = b.scale + places - a.scale;
    const numerator = shift > 0 ? a.units * pow10(Math.min(shift, MAX_SCALE)) : a.units;
    const denominator = shift < 0 ? b.units * pow10(Math.min(-shift, MAX_SCALE)) : b.units;
    if (
      Math.abs(shift) <= MAX_SCALE &&
      Number.isSafeInteger(numerator) &&
      Number.isSafeInteger(denominator)
    ) {
      const remainder = numerator % denominator;
      const whole = (numerator - remainder) / denominator;
      const up =
        remainder !== 0 &&
        (rounding === Decimal.ROUND_UP ||
          (rounding === Decimal.ROUND_HALF_UP && 2 * remainder >= denominator));
      const rounded = fixed(up ? whole + 1 : whole, places);
      if (rounded) return rounded;
    }
  }
  return fromDecimal(toDecimal(a).dividedBy(toDecimal(b)).toDecimalPlaces(places, rounding));
};
