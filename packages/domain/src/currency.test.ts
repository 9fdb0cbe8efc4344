import { Decimal } from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertAmount, crossRate, isCurrencyRate, minorUnitOf, normalizeRate } from "./currency";
import { EU_MEMBER_CODES, expandCountryCode, isEuMember } from "./eu-group";

describe("convertAmount", () => {
  it("converts through the base currency and rounds half-up to 2 places", () => {
    expect(convertAmount("100", "7.1", "1")).toBe("710.00");
    expect(convertAmount("710", "1", "7.1")).toBe("100.00");
    expect(convertAmount("1", "0.005", "1")).toBe("0.01");
    expect(convertAmount("1", "0.0049", "1")).toBe("0.00");
    expect(convertAmount("0.1", "0.2", "1")).toBe("0.02");
    expect(convertAmount("-3.335", "1", "1")).toBe("-3.34");
  });

  it("keeps same-currency conversion exact to the cent", () => {
    expect(convertAmount("12.345", "7.12345678", "7.12345678")).toBe("12.35");
  });

  it("refuses zero or negative rates", () => {
    expect(() => convertAmount("1", "0", "1")).toThrow(RangeError);
    expect(() => convertAmount("1", "1", "-2")).toThrow(RangeError);
  });

  const rate = fc
    .integer({ min: 1, max: 10_000_000_000 })
    .map((n) => new Decimal(n).dividedBy(100_000_000).toString());
  const cents = fc.integer({ min: 0, max: 100_000_000 }).map((n) => new Decimal(n).dividedBy(100).toFixed(2));

  it("there and back stays within the rounding of both legs", () => {
    fc.assert(
      fc.property(cents, rate, rate, (amount, a, b) => {
        const there = convertAmount(amount, a, b);
        const back = convertAmount(there, b, a);
        // Each leg rounds by at most half a cent; the first leg's error is scaled by b/a on the way back.
        const bound = new Decimal("0.005").times(new Decimal(b).dividedBy(a)).plus("0.005");
        expect(new Decimal(back).minus(amount).abs().lte(bound.plus("0.00000001"))).toBe(true);
      }),
    );
  });

  it("always answers exactly 2 decimals", () => {
    fc.assert(
      fc.property(cents, rate, rate, (amount, a, b) => /^-?\d+\.\d{2}$/.test(convertAmount(amount, a, b))),
    );
  });
});

describe("minor units", () => {
  it("rounds yen and won to whole units, dinars to 3 places, the rest to cents", () => {
    expect(minorUnitOf("JPY")).toBe(0);
    expect(minorUnitOf("KRW")).toBe(0);
    expect(minorUnitOf("KWD")).toBe(3);
    expect(minorUnitOf("USD")).toBe(2);
    expect(minorUnitOf("CNY")).toBe(2);
    expect(convertAmount("90", "1", "0.048", minorUnitOf("JPY"))).toBe("1875");
    expect(convertAmount("90.5", "1", "0.048", minorUnitOf("JPY"))).toBe("1885");
    expect(convertAmount("1875", "0.048", "1", minorUnitOf("CNY"))).toBe("90.00");
  });

  const rate = fc
    .integer({ min: 1, max: 10_000_000_000 })
    .map((n) => new Decimal(n).dividedBy(100_000_000).toString());
  const places = fc.constantFrom(0, 2, 3);

  it("answers exactly the target's decimals, within half a minor unit of the exact value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), rate, rate, places, (cents, a, b, decimals) => {
        const amount = new Decimal(cents).dividedBy(100).toFixed(2);
        const converted = convertAmount(amount, a, b, decimals);
        expect(converted.split(".")[1]?.length ?? 0).toBe(decimals);
        const exact = new Decimal(amount).times(a).dividedBy(b);
        expect(exact.minus(converted).abs().lte(new Decimal(10).pow(-decimals).dividedBy(2))).toBe(true);
      }),
    );
  });
});

describe("crossRate", () => {
  it("states units of the target per source unit to 8 significant digits, in plain notation", () => {
    expect(crossRate("1", "7.1")).toBe("0.14084507");
    expect(crossRate("7.1", "1")).toBe("7.1");
    expect(crossRate("7.8", "7.1")).toBe("1.0985915");
    expect(crossRate("0.00028", "23.1")).toBe("0.000012121212");
  });
});

describe("rates", () => {
  it("accepts positive rates with up to 8 decimals", () => {
    expect(isCurrencyRate("7.12345678")).toBe(true);
    expect(isCurrencyRate("0.00000001")).toBe(true);
    expect(isCurrencyRate("7.123456789")).toBe(false);
    expect(isCurrencyRate("0")).toBe(false);
    expect(isCurrencyRate("-1")).toBe(false);
    expect(isCurrencyRate("1e3")).toBe(false);
    expect(normalizeRate("7.10000000")).toBe("7.1");
  });
});

describe("EU group", () => {
  it("has the 27 member states", () => {
    expect(new Set(EU_MEMBER_CODES).size).toBe(27);
    expect(isEuMember("DE")).toBe(true);
    expect(isEuMember("GB")).toBe(false);
    expect(expandCountryCode("EU")).toHaveLength(27);
    expect(expandCountryCode("US")).toEqual(["US"]);
  });
});
