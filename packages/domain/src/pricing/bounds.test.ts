import { Decimal } from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MONEY_COLUMN_MAX,
  MONEY_MAX,
  PARCEL_MAX_PIECES,
  PIECE_WEIGHT_MAX_KG,
  SETTINGS_WEIGHT_MAX_KG,
  UNIT_PRICE_MAX,
} from "../bounds";
import { translateNotServed } from "./pricing.messages";
import { baseContext, baseInput, baseProduct, cell, piece, surcharge } from "./pricing.test-helpers";
import type { ProductPricing, QuoteInput, RoundingMode } from "./pricing.types";
import { compileProduct, quote } from "./quote";

// The engine's arithmetic at the input maxima (docs/pricing.md "Bounds"): the largest per-kg prices times the
// heaviest parcels of the most pieces, with percentages, per-piece fees and a formula on top. Every total the
// engine answers equals the total decimal.js computes with 100 significant digits, to the cent, and fits the
// money column; a total above MONEY_MAX is "not served", never a number.

const Big = Decimal.clone({ precision: 100 });

/** A decimal text from 0 to `max` with `places` decimals, biased towards both ends. */
const upTo = (max: string, places: number) =>
  fc
    .bigInt(0n, BigInt(new Big(max).times(10 ** places).toFixed(0)))
    .map((units) => new Big(units.toString()).dividedBy(10 ** places).toFixed());

const ROUND: Record<RoundingMode, Decimal.Rounding> = {
  halfUp: Decimal.ROUND_HALF_UP,
  up: Decimal.ROUND_UP,
  down: Decimal.ROUND_DOWN,
};

type Sheet = {
  price: string;
  weights: string[];
  fuelPercent: string;
  perPiece: string;
  rate: string;
  rounding: RoundingMode;
};

/** The smaller of two decimal texts. */
const least = (a: string, b: string) => Big.min(a, b).toFixed();

/**
 * Per-kg price times the weight, so totals land anywhere up to far beyond MONEY_MAX and near it often: the
 * price is drawn up to UNIT_PRICE_MAX, or up to what brings the base freight to about twice MONEY_MAX.
 */
const sheetArb: fc.Arbitrary<Sheet> = fc
  .array(fc.oneof(upTo(PIECE_WEIGHT_MAX_KG, 3), fc.constant(PIECE_WEIGHT_MAX_KG)), {
    minLength: 1,
    maxLength: PARCEL_MAX_PIECES,
  })
  .chain((weights) => {
    const weight = weights.reduce((sum, w) => sum.plus(w), new Big(0));
    const nearMax = weight.isZero()
      ? UNIT_PRICE_MAX
      : new Big(MONEY_MAX).times(2).dividedBy(weight).toFixed(4, 1);
    return fc.record({
      price: fc.oneof(
        upTo(UNIT_PRICE_MAX, 4),
        { arbitrary: upTo(least(nearMax, UNIT_PRICE_MAX), 4), weight: 4 },
        fc.constant(UNIT_PRICE_MAX),
      ),
      weights: fc.constant(weights),
      fuelPercent: fc.oneof(upTo("100", 2), fc.constant("100")),
      perPiece: fc.oneof(
        { arbitrary: upTo(new Big(MONEY_MAX).dividedBy(weights.length * 4).toFixed(2, 1), 2), weight: 4 },
        fc.constant(MONEY_MAX),
      ),
      rate: fc.oneof(upTo("9999999999.99999999", 8), { arbitrary: upTo("1", 8), weight: 4 }),
      rounding: fc.constantFrom<RoundingMode>("halfUp", "up", "down"),
    });
  });

const productOf = (sheet: Sheet): ProductPricing => ({
  ...baseProduct(),
  bubble: { way: "none", percentage: "0", thresholdCm: "0" },
  carry: { kind: "none" },
  rounding: sheet.rounding,
  zones: [{ code: "US", name: "US", country: "US", postcodes: [] }],
  rateCard: {
    model: "perKg",
    bands: [{ minKg: "0", maxKg: SETTINGS_WEIGHT_MAX_KG }],
    cells: { US: [cell(sheet.price)] },
  },
  surcharges: [
    surcharge("FUEL", { kind: "fuelPercent", percent: sheet.fuelPercent }, { sortNumber: 1 }),
    surcharge(
      "BOX",
      { kind: "fixedFee", charge: { unit: "perPiece", amount: sheet.perPiece } },
      { sortNumber: 2 },
    ),
    surcharge(
      "F",
      {
        kind: "formula",
        expression: "min(chargeableWeight * k, 9999999999)",
        constants: [{ id: "k", value: sheet.rate, nameEn: "K", nameZh: "K" }],
      },
      { sortNumber: 3 },
    ),
  ],
});

const inputOf = (sheet: Sheet): QuoteInput => ({
  ...baseInput(),
  pieces: sheet.weights.map((weight) => piece("1", "1", "1", weight)),
  declaredValue: { amount: "1", currency: "CNY" },
});

/** The sheet priced by hand, with 100 significant digits: base freight and total, each rounded to the cent. */
const byHand = (sheet: Sheet) => {
  const mode = ROUND[sheet.rounding];
  const money = (value: Decimal) => value.toDecimalPlaces(2, mode);
  const weight = sheet.weights.reduce((sum, w) => sum.plus(w), new Big(0));
  const base = money(new Big(sheet.price).times(weight));
  const fuel = money(base.times(sheet.fuelPercent).dividedBy(100));
  const boxes = money(new Big(sheet.perPiece).times(sheet.weights.length));
  const formula = money(Big.min(weight.times(sheet.rate), 9999999999));
  return { base, total: base.plus(fuel).plus(boxes).plus(formula) };
};

describe("money at the input maxima", () => {
  it("keeps every cent of a total up to MONEY_MAX and refuses a larger one", () => {
    fc.assert(
      fc.property(sheetArb, (sheet) => {
        const result = quote(compileProduct(productOf(sheet)), inputOf(sheet), {
          ...baseContext(),
          walletCurrency: "CNY",
        });
        const expected = byHand(sheet);
        if (expected.total.gt(MONEY_MAX)) {
          expect(result.served).toBe(false);
          if (!result.served) expect(result.reason.code).toBe("amountOverMaximum");
          return;
        }
        expect(result.served).toBe(true);
        if (!result.served) return;
        expect(result.baseFreight).toBe(expected.base.toFixed(2));
        expect(result.total).toBe(expected.total.toFixed(2));
        expect(new Big(result.total).lte(MONEY_COLUMN_MAX)).toBe(true);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it("answers the largest price times the heaviest parcel with a reason, in the user's language", () => {
    const sheet: Sheet = {
      price: UNIT_PRICE_MAX,
      weights: Array.from({ length: PARCEL_MAX_PIECES }, () => PIECE_WEIGHT_MAX_KG),
      fuelPercent: "100",
      perPiece: MONEY_MAX,
      rate: "1",
      rounding: "up",
    };
    const result = quote(compileProduct(productOf(sheet)), inputOf(sheet), baseContext());
    expect(result.served).toBe(false);
    if (result.served) return;
    expect(result.reason).toEqual({
      code: "amountOverMaximum",
      params: { limit: MONEY_MAX, currency: "CNY" },
    });
    expect(translateNotServed("en", result.reason)).toBe(
      "The amount is over the maximum of 9999999999.99 CNY for one order",
    );
  });

  it("serves a total of exactly MONEY_MAX and refuses one cent more", () => {
    const sheet = (perPiece: string): Sheet => ({
      price: "0",
      weights: ["1"],
      fuelPercent: "0",
      perPiece,
      rate: "0",
      rounding: "halfUp",
    });
    const at = quote(compileProduct(productOf(sheet(MONEY_MAX))), inputOf(sheet(MONEY_MAX)), baseContext());
    expect(at.served && at.total).toBe(MONEY_MAX);
    const twoPieces = { ...sheet("5000000000.00"), weights: ["1", "1"] };
    const over = quote(compileProduct(productOf(twoPieces)), inputOf(twoPieces), baseContext());
    expect(!over.served && over.reason.code).toBe("amountOverMaximum");
  });
});
