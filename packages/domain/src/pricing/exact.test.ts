import { Decimal } from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  absolute,
  ceil,
  compare,
  dividedBy,
  divideRounded,
  EXACT_MAX_EXPONENT,
  type Exact,
  Fixed,
  floor,
  isInteger,
  isNegative,
  max,
  maxOf,
  min,
  minOf,
  minus,
  modulo,
  negated,
  parseExact,
  plus,
  times,
  toDecimal,
  toDecimalPlaces,
  toFixed,
} from "./exact";

/** A decimal text of `units` × 10^-places, e.g. (-1234n, 2) → "-12.34". */
const text = (units: bigint, places: number): string => {
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const sign = units < 0n ? "-" : "";
  return places === 0 ? `${sign}${whole}` : `${sign}${whole}.${digits.slice(digits.length - places)}`;
};

/** Small everyday values, values around the safe-integer edge, and values far beyond it. */
const decimalText = fc.oneof(
  fc.tuple(fc.bigInt(-1_000_000n, 1_000_000n), fc.integer({ min: 0, max: 4 })).map(([u, p]) => text(u, p)),
  fc.tuple(fc.bigInt(-(2n ** 54n), 2n ** 54n), fc.integer({ min: 0, max: 12 })).map(([u, p]) => text(u, p)),
  fc.tuple(fc.bigInt(-(10n ** 30n), 10n ** 30n), fc.integer({ min: 0, max: 28 })).map(([u, p]) => text(u, p)),
  fc.constantFrom("0", "-0", "0.000", "9007199254740991", "9007199254740992", "-9007199254740993", "1e-21"),
);

/** The same value and, for zeros, the same sign as decimal.js. */
const expectSame = (actual: Exact, expected: Decimal) => {
  const value = toDecimal(actual);
  expect(value.isNaN()).toBe(expected.isNaN());
  if (expected.isNaN()) return;
  expect(value.eq(expected), `${value} vs ${expected}`).toBe(true);
  expect(value.isNegative(), `sign of ${value} vs ${expected}`).toBe(expected.isNegative());
};

const pair = fc.tuple(decimalText, decimalText);

describe("exact arithmetic agrees with decimal.js", () => {
  it("parses texts to the same values", () => {
    fc.assert(
      fc.property(decimalText, (a) => expectSame(parseExact(a), new Decimal(a))),
      { numRuns: 500 },
    );
  });

  it("adds, subtracts, multiplies and compares", () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const [x, y] = [parseExact(a), parseExact(b)];
        const [dx, dy] = [new Decimal(a), new Decimal(b)];
        expectSame(plus(x, y), dx.plus(dy));
        expectSame(minus(x, y), dx.minus(dy));
        expectSame(times(x, y), dx.times(dy));
        expectSame(negated(x), dx.negated());
        expectSame(absolute(x), dx.abs());
        expect(compare(x, y)).toBe(dx.comparedTo(dy));
        expectSame(max(x, y), Decimal.max(dx, dy));
        expectSame(min(x, y), Decimal.min(dx, dy));
        expectSame(maxOf(x, y, x), Decimal.max(dx, dy, dx));
        expectSame(minOf(y, x), Decimal.min(dy, dx));
        expect(isNegative(x)).toBe(dx.isNegative());
        expect(isInteger(x)).toBe(dx.isInteger());
      }),
      { numRuns: 3000 },
    );
  });

  it("divides and takes remainders", () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        fc.pre(!new Decimal(b).isZero());
        const [x, y] = [parseExact(a), parseExact(b)];
        expectSame(dividedBy(x, y), new Decimal(a).dividedBy(b));
        expectSame(modulo(x, y), new Decimal(a).modulo(b));
      }),
      { numRuns: 3000 },
    );
  });

  it("rounds with every mode the engine uses, and formats like toFixed", () => {
    const modes = [Decimal.ROUND_UP, Decimal.ROUND_DOWN, Decimal.ROUND_CEIL, Decimal.ROUND_FLOOR];
    fc.assert(
      fc.property(
        decimalText,
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(...modes, Decimal.ROUND_HALF_UP, Decimal.ROUND_HALF_EVEN),
        (a, places, mode) => {
          const x = parseExact(a);
          expectSame(toDecimalPlaces(x, places, mode), new Decimal(a).toDecimalPlaces(places, mode));
          expectSame(ceil(x), new Decimal(a).ceil());
          expectSame(floor(x), new Decimal(a).floor());
          expect(toFixed(x, places)).toBe(new Decimal(a).toFixed(places));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("divides and rounds as decimal.js does: to 20 significant digits first, then to the places", () => {
    const amount = fc.oneof(
      fc.bigInt(0n, 10n ** 15n).map((u) => text(u, 2)),
      fc.tuple(fc.bigInt(0n, 2n ** 53n), fc.integer({ min: 0, max: 12 })).map(([u, p]) => text(u, p)),
      decimalText,
    );
    const divisor = fc.oneof(
      fc.tuple(fc.bigInt(1n, 10n ** 12n), fc.integer({ min: 0, max: 8 })).map(([u, p]) => text(u, p)),
      fc.constantFrom("3", "7.1", "6000", "0.99999999", "99999999.9", "-2"),
    );
    const modes = [Decimal.ROUND_UP, Decimal.ROUND_DOWN, Decimal.ROUND_HALF_UP, Decimal.ROUND_FLOOR];
    fc.assert(
      fc.property(
        amount,
        divisor,
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(...modes),
        (a, b, places, mode) => {
          const expected = new Decimal(a).dividedBy(b).toDecimalPlaces(places, mode);
          expectSame(divideRounded(parseExact(a), parseExact(b), places, mode), expected);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("divides and rounds as decimal.js does right next to the points where rounding changes its answer", () => {
    // a = (k + 1/2) × b × 10^-places nudged by a few units of a's last place: the cases where rounding the
    // quotient to 20 significant digits first could matter.
    const near = fc
      .record({
        b: fc.bigInt(1n, 10n ** 13n),
        bPlaces: fc.integer({ min: 0, max: 8 }),
        k: fc.bigInt(0n, 10n ** 9n),
        aPlaces: fc.integer({ min: 0, max: 10 }),
        half: fc.boolean(),
        nudge: fc.bigInt(-2n, 2n),
        places: fc.integer({ min: 0, max: 3 }),
      })
      .map(({ b, bPlaces, k, aPlaces, half, nudge, places }) => {
        // a × 10^aPlaces = (2k + half) × b × 10^(aPlaces − bPlaces − places) / 2, truncated, nudged.
        const exponent = aPlaces - bPlaces - places;
        const doubled = (2n * k + (half ? 1n : 0n)) * b;
        const scaled = exponent >= 0 ? doubled * 10n ** BigInt(exponent) : doubled / 10n ** BigInt(-exponent);
        const units = scaled / 2n + nudge;
        return { a: text(units < 0n ? 0n : units, aPlaces), b: text(b, bPlaces), places };
      });
    const modes = [Decimal.ROUND_UP, Decimal.ROUND_DOWN, Decimal.ROUND_HALF_UP];
    fc.assert(
      fc.property(near, fc.constantFrom(...modes), ({ a, b, places }, mode) => {
        const expected = new Decimal(a).dividedBy(b).toDecimalPlaces(places, mode);
        expectSame(divideRounded(parseExact(a), parseExact(b), places, mode), expected);
      }),
      { numRuns: 20000 },
    );
  });
});

describe("exact arithmetic", () => {
  it("keeps everyday values as safe integers of scaled units", () => {
    expect(parseExact("12.50")).toEqual(new Fixed(125, 1));
    expect(times(parseExact("0.125"), parseExact("90.00"))).toEqual(new Fixed(11250, 3));
    expect(dividedBy(parseExact("12.5"), parseExact("100"))).toEqual(new Fixed(125, 3));
    expect(plus(parseExact("0.1"), parseExact("0.2"))).toEqual(new Fixed(3, 1));
  });

  it("hands values beyond the safe integers to decimal.js", () => {
    const big = parseExact("9007199254740992");
    expect(big).toBeInstanceOf(Decimal);
    const edge = parseExact("9007199254740991");
    expect(edge).toBeInstanceOf(Fixed);
    expect(toDecimal(plus(edge, parseExact("1"))).toFixed()).toBe("9007199254740992");
    expect(toDecimal(times(edge, parseExact("0.1"))).toFixed()).toBe("900719925474099.1");
    // decimal.js keeps 20 significant digits of a product, and so does the fallback.
    expect(toDecimal(times(edge, edge)).toFixed()).toBe("81129638414606663681000000000000");
    expect(toDecimal(dividedBy(parseExact("1"), parseExact("3"))).toString()).toBe("0.33333333333333333333");
  });

  it("refuses numbers outside the exponent range at its edges instead of writing out their digits", () => {
    for (const huge of ["1e999999999", "-1e31", "1e-999999999", "Infinity", "NaN"]) {
      expect(() => parseExact(huge), huge).toThrow(RangeError);
    }
    expect(toFixed(parseExact(`1e${EXACT_MAX_EXPONENT}`), 2)).toBe(`1${"0".repeat(EXACT_MAX_EXPONENT)}.00`);
    expect(toFixed(parseExact("0"), 2)).toBe("0.00");
    // A result that grew beyond the range (a product of products) stays a Decimal, and printing it refuses.
    const grown = times(times(parseExact("1e30"), parseExact("1e30")), parseExact("1e30"));
    expect(toDecimalPlaces(grown, 2, Decimal.ROUND_HALF_UP)).toBeInstanceOf(Decimal);
    expect(() => toFixed(grown, 2)).toThrow(RangeError);
    expect(toFixed(dividedBy(parseExact("1"), parseExact(`1e-${EXACT_MAX_EXPONENT}`)), 0)).toBe(
      `1${"0".repeat(EXACT_MAX_EXPONENT)}`,
    );
  });

  it("rounds money half-up at the boundary, away from zero for negatives", () => {
    const round = (value: string) => toFixed(toDecimalPlaces(parseExact(value), 2, Decimal.ROUND_HALF_UP), 2);
    expect(round("2.345")).toBe("2.35");
    expect(round("2.3449999999")).toBe("2.34");
    expect(round("-2.345")).toBe("-2.35");
    expect(round("0.005")).toBe("0.01");
    expect(round("0.0049")).toBe("0.00");
    expect(round("90071992547409.905")).toBe("90071992547409.91");
  });

  it("rounds up and down as a product's rounding mode says", () => {
    const round = (value: string, mode: Decimal.Rounding) =>
      toFixed(toDecimalPlaces(parseExact(value), 2, mode), 2);
    expect(round("1.001", Decimal.ROUND_UP)).toBe("1.01");
    expect(round("1.009", Decimal.ROUND_DOWN)).toBe("1.00");
    expect(round("-1.001", Decimal.ROUND_UP)).toBe("-1.01");
  });

  it("keeps decimal.js's signs of zero", () => {
    const small = parseExact("-0.004");
    expect(isNegative(toDecimalPlaces(small, 2, Decimal.ROUND_HALF_UP))).toBe(true);
    expect(toFixed(small, 2)).toBe("-0.00");
    expect(toFixed(parseExact("-0"), 2)).toBe("0.00");
    expect(isNegative(times(parseExact("0"), parseExact("-5")))).toBe(true);
    expect(isNegative(minus(parseExact("5"), parseExact("5")))).toBe(false);
    expect(isNegative(modulo(parseExact("-6"), parseExact("3")))).toBe(false);
    expect(isNegative(max(parseExact("-0"), parseExact("0")))).toBe(false);
    expect(isNegative(minOf(parseExact("0"), parseExact("-0")))).toBe(true);
  });

  it("carries weights up to a step, as ceil(weight ÷ step) × step", () => {
    const carry = (weight: string, step: string) => {
      const w = parseExact(weight);
      const s = parseExact(step);
      return toDecimal(times(ceil(dividedBy(w, s)), s)).toFixed(3);
    };
    expect(carry("1.01", "0.1")).toBe("1.100");
    expect(carry("1.01", "0.5")).toBe("1.500");
    expect(carry("1.5", "0.5")).toBe("1.500");
    expect(carry("1.001", "1")).toBe("2.000");
    expect(carry("20.001", "0.3")).toBe("20.100");
  });

  it("converts currencies as amount × from ÷ to, rounded half-up to 2 places", () => {
    const convert = (amount: string, from: string, to: string) =>
      toFixed(
        divideRounded(times(parseExact(amount), parseExact(from)), parseExact(to), 2, Decimal.ROUND_HALF_UP),
        2,
      );
    expect(convert("90.00", "1", "7.1")).toBe("12.68");
    expect(convert("99.00", "1", "7.1")).toBe("13.94");
    expect(convert("100.00", "7.12", "1")).toBe("712.00");
    expect(convert("0.05", "1", "10")).toBe("0.01");
    // 1.234999999999999999999999 has 25 significant digits; decimal.js keeps 20 (1.2350000000000000000)
    // and so rounds it to 1.24, not 1.23.
    expect(convert("1", "1.234999999999999999999999", "1")).toBe("1.24");
    expect(convert("123456789.01", "1", "0.99999999")).toBe("123456790.24");
  });

  it("measures volumetric weight as L × W × H ÷ divisor rounded up to 3 places", () => {
    const volumetric = (l: string, w: string, h: string, divisor: string) =>
      toFixed(
        divideRounded(
          times(times(parseExact(l), parseExact(w)), parseExact(h)),
          parseExact(divisor),
          3,
          Decimal.ROUND_UP,
        ),
        3,
      );
    expect(volumetric("10", "10", "10", "6000")).toBe("0.167");
    expect(volumetric("40", "30", "20", "5000")).toBe("4.800");
    expect(volumetric("10", "10", "6", "6000")).toBe("0.100");
    expect(volumetric("33.3", "21.7", "9.9", "8000")).toBe("0.895");
  });
});
