import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MONEY_MAX } from "./bounds";
import {
  addMoney,
  availableOf,
  compareMoney,
  debitRefusal,
  groupMoney,
  isNonZeroSignedMoney,
  isPositiveMoney,
  multiplyMoney,
  negateMoney,
  normalizeMoney,
  subtractMoney,
} from "./money";

describe("money text", () => {
  it("accepts positive amounts with at most 2 decimals up to MONEY_MAX", () => {
    for (const good of ["0.01", "1", "12.3", MONEY_MAX]) expect(isPositiveMoney(good)).toBe(true);
    for (const bad of ["0", "0.00", "-1", "1.234", "1e3", "", " 1", "10000000000", "NaN"])
      expect(isPositiveMoney(bad)).toBe(false);
  });

  it("accepts signed non-zero adjustments", () => {
    expect(isNonZeroSignedMoney("-12.50")).toBe(true);
    expect(isNonZeroSignedMoney("3")).toBe(true);
    expect(isNonZeroSignedMoney("-0")).toBe(false);
    expect(isNonZeroSignedMoney("--1")).toBe(false);
  });

  it("normalises to 2 decimals without a negative zero", () => {
    expect(normalizeMoney("5")).toBe("5.00");
    expect(normalizeMoney("-0")).toBe("0.00");
    expect(negateMoney("0.00")).toBe("0.00");
    expect(negateMoney("1.5")).toBe("-1.50");
  });

  it("takes a rate of an amount rounded half up to cents (a recharge fee)", () => {
    expect(multiplyMoney("100", "0.006")).toBe("0.60");
    expect(multiplyMoney("0.83", "0.006")).toBe("0.00");
    expect(multiplyMoney("0.84", "0.006")).toBe("0.01");
    expect(multiplyMoney("12345678.99", "0.0125")).toBe("154320.99");
    expect(multiplyMoney(MONEY_MAX, "0.999999")).toBe("9999989999.99");
    expect(multiplyMoney("100", "0")).toBe("0.00");
  });

  it("adds cents exactly where floating point would not", () => {
    expect(addMoney("0.1", "0.2")).toBe("0.30");
    expect(subtractMoney("0.3", "0.1")).toBe("0.20");
    expect(compareMoney("10.00", "9.99")).toBe(1);
  });

  it("sums any list of cents exactly (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 50 }), (cents) => {
        const texts = cents.map((c) => (c / 100).toFixed(2));
        const total = cents.reduce((sum, c) => sum + c, 0);
        const expected = normalizeMoney(`${total < 0 ? "-" : ""}${Math.abs(total) / 100}`);
        expect(addMoney(...texts)).toBe(expected);
      }),
    );
  });
});

describe("grouped money", () => {
  it("groups thousands and keeps two decimals and the sign", () => {
    expect(groupMoney("0")).toBe("0.00");
    expect(groupMoney("999.5")).toBe("999.50");
    expect(groupMoney("1000")).toBe("1,000.00");
    expect(groupMoney("10100.00")).toBe("10,100.00");
    expect(groupMoney("-1234567.891")).toBe("-1,234,567.89");
    expect(groupMoney("12345678901234.99")).toBe("12,345,678,901,234.99");
  });

  it("only adds commas (property)", () => {
    fc.assert(
      fc.property(fc.bigInt(-(10n ** 15n), 10n ** 15n), (cents) => {
        const text = `${cents < 0n ? "-" : ""}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, "0")}`;
        expect(groupMoney(text).replaceAll(",", "")).toBe(normalizeMoney(text));
      }),
    );
  });
});

describe("debit rule", () => {
  const wallet = { balance: "100.00", held: "30.00", deposit: "50.00" };

  it("computes the available balance", () => {
    expect(availableOf(wallet)).toBe("70.00");
  });

  it("refuses what the available balance cannot cover", () => {
    expect(debitRefusal(wallet, "70.01", { mayUseDeposit: true })).toBe("BALANCE_INSUFFICIENT");
    expect(debitRefusal(wallet, "70.00", { mayUseDeposit: true })).toBeNull();
  });

  it("keeps the refundable deposit unless the caller may use it", () => {
    expect(debitRefusal(wallet, "20.00", { mayUseDeposit: false })).toBeNull();
    expect(debitRefusal(wallet, "20.01", { mayUseDeposit: false })).toBe("REFUNDABLE_DEPOSIT_INSUFFICIENT");
    expect(debitRefusal(wallet, "80.00", { mayUseDeposit: false })).toBe("BALANCE_INSUFFICIENT");
  });
});
