import { Decimal } from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertAmount } from "../currency";
import { translateNotServed } from "./pricing.messages";
import { baseContext, baseInput, baseProduct, cell, piece, surcharge } from "./pricing.test-helpers";
import type {
  BubbleRule,
  CarryRule,
  Charge,
  ProductPricing,
  QuoteInput,
  RateCell,
  RateModel,
  ServedQuote,
} from "./pricing.types";
import { compileProduct, quote, quoteAll } from "./quote";

/** A decimal string between min and max (integers scaled down by `places` decimals). */
const decimal = (min: number, max: number, places: number) =>
  fc.integer({ min, max }).map((value) => new Decimal(value).dividedBy(10 ** places).toString());

const pieceArb = fc.record({
  lengthCm: decimal(1, 120, 0),
  widthCm: decimal(1, 80, 0),
  heightCm: decimal(1, 80, 0),
  weightKg: decimal(1, 9000, 3),
});

const bubbleArb: fc.Arbitrary<BubbleRule> = fc.record({
  way: fc.constantFrom("none", "full", "split"),
  percentage: decimal(0, 100, 0),
  thresholdCm: fc.constantFrom("0", "40", "60"),
});

const carryArb: fc.Arbitrary<CarryRule> = fc.oneof(
  fc.constant({ kind: "none" as const }),
  fc.constantFrom("0.1", "0.5", "1").map((stepKg) => ({ kind: "step" as const, stepKg })),
  fc.constant<CarryRule>({
    kind: "custom",
    intervals: [
      { upToKg: "2", stepKg: "0.5" },
      { upToKg: null, stepKg: "1" },
    ],
  }),
);

const cellArb = (model: RateModel): fc.Arbitrary<RateCell> =>
  fc.record({
    price: decimal(100, 20000, 2),
    additionalPrice: decimal(0, 5000, 2),
    firstWeightKg: fc.constantFrom("0.5", "1"),
    additionalStepKg: fc.constantFrom("0.5", "1"),
    registrationFee: model === "perKgPlusRegistration" ? decimal(0, 3000, 2) : fc.constant("0"),
  });

/**
 * A product with any rate model and any (even falling) prices across its four bands, one zone US; the last band
 * ends at 10,000 kg or is open; the band price floor option on or off.
 */
const productArb: fc.Arbitrary<ProductPricing> = fc
  .constantFrom<RateModel>("firstAdditional", "perKg", "fixedPerBand", "perKgPlusRegistration")
  .chain((model) =>
    fc.record({
      model: fc.constant(model),
      cells: fc.array(cellArb(model), { minLength: 4, maxLength: 4 }),
      bubble: bubbleArb,
      carry: carryArb,
      chargeBasis: fc.constantFrom("order" as const, "piece" as const),
      minimumCharge: fc.constantFrom("0", "35"),
      bandFloor: fc.boolean(),
      lastMaxKg: fc.constantFrom("10000", null),
    }),
  )
  .map(({ model, cells, bubble, carry, chargeBasis, minimumCharge, bandFloor, lastMaxKg }) => {
    const base = baseProduct();
    return {
      ...base,
      bubble,
      carry,
      chargeBasis,
      minimumCharge,
      bandFloor,
      zones: [{ code: "US", name: "US", country: "US", postcodes: [] }],
      rateCard: {
        model,
        bands: [
          { minKg: "0", maxKg: "2" },
          { minKg: "2", maxKg: "10" },
          { minKg: "10", maxKg: "30" },
          { minKg: "30", maxKg: lastMaxKg },
        ],
        cells: { US: cells },
      },
      surcharges: [surcharge("FUEL", { kind: "fuelPercent", percent: "12.5" })],
    };
  });

const inputWith = (pieces: QuoteInput["pieces"]): QuoteInput => ({ ...baseInput(), pieces });

const served = (result: ReturnType<typeof quote>) => {
  if (!result.served) throw new Error(`not served: ${result.reason.code}`);
  return result;
};

/** The base freight raised by the quote's adjustment lines: what percentages apply to. */
const adjustedFreight = (result: ServedQuote) =>
  result.lines
    .filter((line) => line.kind === "adjustment")
    .reduce((sum, line) => sum.plus(line.amount), new Decimal(result.baseFreight));

describe("quote properties", () => {
  it("with the band price floor on, never charges less when the parcel gets heavier within a zone", () => {
    fc.assert(
      fc.property(productArb, pieceArb, decimal(0, 40000, 3), (product, first, extra) => {
        const compiled = compileProduct({ ...product, bandFloor: true });
        const heavier = { ...first, weightKg: new Decimal(first.weightKg).plus(extra).toString() };
        const light = served(quote(compiled, inputWith([first]), baseContext()));
        const heavy = served(quote(compiled, inputWith([heavier]), baseContext()));
        expect(adjustedFreight(heavy).gte(adjustedFreight(light))).toBe(true);
        expect(new Decimal(heavy.total).gte(light.total)).toBe(true);
        // Within a band the sheet's price never falls, so a lower price means a lower band: the floor shows.
        if (new Decimal(heavy.baseFreight).lt(light.baseFreight))
          expect(heavy.lines.some((line) => line.code === "bandFloor")).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("with the band price floor off, a parcel just above a band edge pays the sheet's price of its band", () => {
    fc.assert(
      fc.property(
        fc.array(decimal(100, 20000, 2), { minLength: 4, maxLength: 4 }),
        fc.constantFrom("2", "10", "30"),
        decimal(1, 500, 3),
        (prices, edge, above) => {
          const product: ProductPricing = {
            ...baseProduct(),
            carry: { kind: "none" },
            zones: [{ code: "US", name: "US", country: "US", postcodes: [] }],
            rateCard: {
              model: "perKg",
              bands: ["0", "2", "10", "30"].map((minKg, index, mins) => ({
                minKg,
                maxKg: mins[index + 1] ?? null,
              })),
              cells: { US: prices.map((price) => cell(price)) },
            },
          };
          const weight = new Decimal(edge).plus(above);
          const result = served(
            quote(
              compileProduct(product),
              inputWith([piece("1", "1", "1", weight.toString())]),
              baseContext(),
            ),
          );
          const band = ["2", "10", "30"].indexOf(edge) + 1;
          expect(result.baseFreight).toBe(new Decimal(prices[band] as string).times(weight).toFixed(2));
          expect(result.lines).toEqual([]);
          expect(result.total).toBe(result.baseFreight);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("adds the base freight and every line up to the total; adjustments come first and only raise", () => {
    fc.assert(
      fc.property(productArb, fc.array(pieceArb, { minLength: 1, maxLength: 4 }), (product, pieces) => {
        const result = served(quote(compileProduct(product), inputWith(pieces), baseContext()));
        const sum = result.lines.reduce(
          (total, line) => total.plus(line.amount),
          new Decimal(result.baseFreight),
        );
        expect(sum.toFixed(2)).toBe(result.total);
        const kinds = result.lines.map((line) => line.kind);
        expect(
          kinds.slice(0, kinds.lastIndexOf("adjustment") + 1).every((kind) => kind === "adjustment"),
        ).toBe(true);
        for (const line of result.lines.filter((entry) => entry.kind === "adjustment"))
          expect(new Decimal(line.amount).gt(0)).toBe(true);
        if (!product.bandFloor) expect(result.lines.some((line) => line.code === "bandFloor")).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("serves any weight in an open last band", () => {
    fc.assert(
      fc.property(productArb, decimal(30001, 5_000_000, 3), (product, weightKg) => {
        const open = {
          ...product,
          rateCard: {
            ...product.rateCard,
            bands: product.rateCard.bands.map((band, index, all) =>
              index === all.length - 1 ? { ...band, maxKg: null } : band,
            ),
          },
        };
        const result = quote(
          compileProduct(open),
          inputWith([piece("10", "10", "10", weightKg)]),
          baseContext(),
        );
        expect(result.served).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("charges at least the actual weight", () => {
    fc.assert(
      fc.property(productArb, fc.array(pieceArb, { minLength: 1, maxLength: 4 }), (product, pieces) => {
        const result = served(quote(compileProduct(product), inputWith(pieces), baseContext()));
        expect(new Decimal(result.weights.chargeableKg).gte(result.weights.actualKg)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("puts the split-bubble weight between the actual and the volumetric weight", () => {
    fc.assert(
      fc.property(
        productArb,
        decimal(0, 100, 0),
        fc.array(pieceArb, { minLength: 1, maxLength: 4 }),
        (p, pct, pieces) => {
          const product: ProductPricing = {
            ...p,
            chargeBasis: "order",
            carry: { kind: "none" },
            bubble: { way: "split", percentage: pct, thresholdCm: "0" },
          };
          const { weights } = served(quote(compileProduct(product), inputWith(pieces), baseContext()));
          const low = Decimal.min(weights.actualKg, weights.volumetricKg);
          const high = Decimal.max(weights.actualKg, weights.volumetricKg);
          expect(new Decimal(weights.chargeableKg).gte(low)).toBe(true);
          expect(new Decimal(weights.chargeableKg).lte(high)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("treats 0 limits as unlimited", () => {
    fc.assert(
      fc.property(
        productArb,
        fc.array(pieceArb, { minLength: 1, maxLength: 6 }),
        decimal(0, 10_000_000, 2),
        (product, pieces, declared) => {
          const input = { ...inputWith(pieces), declaredValue: { amount: declared, currency: "USD" } };
          expect(quote(compileProduct(product), input, baseContext()).served).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("gives the same output for the same input", () => {
    fc.assert(
      fc.property(productArb, fc.array(pieceArb, { minLength: 1, maxLength: 3 }), (product, pieces) => {
        const compiled = compileProduct(product);
        const first = quote(compiled, inputWith(pieces), baseContext());
        expect(quote(compiled, inputWith(pieces), baseContext())).toEqual(first);
        expect(quote(compileProduct(product), inputWith(pieces), baseContext())).toEqual(first);
        if (first.served) {
          expect(first.totalInWalletCurrency).toBe(
            convertAmount(first.total, "1", baseContext().rates.USD ?? ""),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** A charge of any unit, with amounts and percentages as staff enter them. */
const chargeArb: fc.Arbitrary<Charge> = fc.oneof(
  fc.record({
    unit: fc.constantFrom("perOrder" as const, "perPiece" as const),
    amount: decimal(0, 100000, 2),
  }),
  fc.record({ unit: fc.constant("perKg" as const), amount: decimal(0, 100000, 4) }),
  fc.record({
    unit: fc.constant("perKg" as const),
    amount: decimal(0, 100000, 4),
    stepKg: fc.constantFrom("0.1", "0.5", "1", "2.5"),
  }),
  fc.record({
    unit: fc.constantFrom("percentOfFreight" as const, "percentOfDeclaredValue" as const),
    percent: decimal(0, 10000, 2),
  }),
);

/**
 * The charge's amount worked out with decimal.js from the quote's own figures, rounded half-up; percentages of
 * freight read the freight after its adjustment lines.
 */
const expectedCharge = (charge: Charge, answer: ServedQuote, pieces: number, declaredCny: Decimal) => {
  const chargeable = new Decimal(answer.weights.chargeableKg);
  const raw = (() => {
    switch (charge.unit) {
      case "perOrder":
        return new Decimal(charge.amount);
      case "perPiece":
        return new Decimal(charge.amount).times(pieces);
      case "perKg":
        return charge.stepKg
          ? new Decimal(charge.amount).times(chargeable.dividedBy(charge.stepKg).ceil())
          : new Decimal(charge.amount).times(chargeable);
      case "percentOfFreight":
        return answer.lines
          .filter((line) => line.kind === "adjustment")
          .reduce((freight, line) => freight.plus(line.amount), new Decimal(answer.baseFreight))
          .times(charge.percent)
          .dividedBy(100);
      case "percentOfDeclaredValue":
        return declaredCny.times(charge.percent).dividedBy(100);
    }
  })();
  return raw.toFixed(2, Decimal.ROUND_HALF_UP);
};

describe("charge units in quotes", () => {
  it("charges each unit's rule as a fixed fee, a remote-area fee, a cargo-type fee and a premium package", () => {
    fc.assert(
      fc.property(
        productArb,
        fc.array(pieceArb, { minLength: 1, maxLength: 5 }),
        chargeArb,
        decimal(0, 500000, 2),
        (base, pieces, charge, declared) => {
          const product: ProductPricing = {
            ...base,
            postcodeRules: { ...base.postcodeRules, remote: [{ kind: "prefix", value: "100" }] },
            surcharges: [
              surcharge("FIXED", { kind: "fixedFee", charge }),
              surcharge("REMOTE", { kind: "remoteArea", charge }),
              surcharge("BAT", { kind: "cargoType", cargoTypes: ["battery"], charge }),
            ],
            premiumPackages: [
              { id: "s", code: "SIGN", name: { zh: "签", en: "Sign", ko: "서" }, calc: charge },
            ],
          };
          const input: QuoteInput = {
            ...inputWith(pieces),
            cargoType: "battery",
            declaredValue: { amount: declared, currency: "USD" },
            premiumPackageCodes: ["SIGN"],
          };
          const answer = served(quote(compileProduct(product), input, baseContext()));
          const declaredCny = new Decimal(declared).times("7.1").toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          const wanted = expectedCharge(charge, answer, pieces.length, declaredCny);
          const charged = answer.lines.filter((line) => line.kind !== "adjustment");
          expect(charged.map((line) => [line.code, line.amount])).toEqual([
            ["FIXED", wanted],
            ["REMOTE", wanted],
            ["BAT", wanted],
            ["SIGN", wanted],
          ]);
          const sum = answer.lines.reduce(
            (total, line) => total.plus(line.amount),
            new Decimal(answer.baseFreight),
          );
          expect(answer.total).toBe(sum.toFixed(2));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never charges less per started step than per kg at the same rate per kg", () => {
    fc.assert(
      fc.property(
        productArb,
        fc.array(pieceArb, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("0.1", "0.5", "1", "2.5"),
        decimal(0, 10000, 2),
        (base, pieces, stepKg, perKg) => {
          const perStep = new Decimal(perKg).times(stepKg).toString();
          const product: ProductPricing = {
            ...base,
            surcharges: [
              surcharge("KG", { kind: "fixedFee", charge: { unit: "perKg", amount: perKg } }),
              surcharge("STEP", { kind: "fixedFee", charge: { unit: "perKg", amount: perStep, stepKg } }),
            ],
          };
          const answer = served(quote(compileProduct(product), inputWith(pieces), baseContext()));
          const [kg, step] = answer.lines
            .filter((line) => line.kind !== "adjustment")
            .map((line) => new Decimal(line.amount));
          expect(step?.gte(kg ?? 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("gives every product of a quoteAll the same answer as when quoted alone, whatever units they share", () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 2, maxLength: 4 }),
        fc.array(pieceArb, { minLength: 1, maxLength: 3 }),
        chargeArb,
        (bases, pieces, charge) => {
          const products = bases.map((base, index) => ({
            ...base,
            id: `p${index}`,
            currency: index % 2 === 0 ? "CNY" : "USD",
            surcharges: [surcharge("FIXED", { kind: "fixedFee", charge })],
          }));
          const compiled = products.map(compileProduct);
          const together = quoteAll(compiled, inputWith(pieces), baseContext());
          compiled.forEach((product, index) => {
            expect(together[index]).toEqual(quote(product, inputWith(pieces), baseContext()));
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("quote", () => {
  it("returns the full breakdown of a served parcel", () => {
    const product = {
      ...baseProduct(),
      surcharges: [surcharge("FUEL", { kind: "fuelPercent", percent: "10" }, { showOnStatement: false })],
    };
    expect(quote(compileProduct(product), baseInput(), baseContext())).toEqual({
      served: true,
      product: { id: "p1", code: "EXP", name: { zh: "快递", en: "Express", ko: "특송" } },
      zone: { code: "US", name: "US other" },
      weights: { actualKg: "1.200", volumetricKg: "0.167", chargeableKg: "1.500" },
      baseFreight: "90.00",
      lines: [
        {
          kind: "surcharge",
          code: "FUEL",
          name: { zh: "FUEL费", en: "FUEL fee", ko: "FUEL 요금" },
          amount: "9.00",
          showOnStatement: false,
        },
      ],
      total: "99.00",
      currency: "CNY",
      walletCurrency: "USD",
      totalInWalletCurrency: "13.94",
      exchange: { rate: "0.14084507", productRate: "1", walletRate: "7.1", date: "2025-03-14" },
      leadTime: { minDays: 5, maxDays: 8 },
    });
  });

  it("quotes every product in order, served or not", () => {
    const gbOnly = { ...baseProduct(), id: "p2", code: "GB", zones: [baseProduct().zones[2]!] };
    const results = quoteAll(
      [compileProduct(baseProduct()), compileProduct(gbOnly)],
      baseInput(),
      baseContext(),
    );
    expect(results.map((result) => [result.product.code, result.served])).toEqual([
      ["EXP", true],
      ["GB", false],
    ]);
  });

  it("answers not served, never zero, when a rate cell lacks what its model needs", () => {
    const product = baseProduct();
    product.rateCard = {
      ...product.rateCard,
      model: "firstAdditional",
      cells: { US: [cell("30"), null, null] },
    };
    const result = quote(compileProduct(product), baseInput(), baseContext());
    expect(result).toMatchObject({ served: false, reason: { code: "noRateForWeight" } });
  });

  it("answers not served when a formula gives a negative amount", () => {
    const product = {
      ...baseProduct(),
      surcharges: [surcharge("F", { kind: "formula", expression: "0 - baseFreight", constants: [] })],
    };
    const result = quote(compileProduct(product), baseInput(), baseContext());
    expect(result).toMatchObject({
      served: false,
      reason: { code: "formulaFailed", params: { error: "negativeResult" } },
    });
  });

  it("answers not served when the wallet currency has no rate", () => {
    const result = quote(compileProduct(baseProduct()), baseInput(), {
      ...baseContext(),
      walletCurrency: "KRW",
    });
    expect(result).toMatchObject({
      served: false,
      reason: { code: "currencyRateMissing", params: { currency: "KRW" } },
    });
  });

  it("refuses an input without pieces", () => {
    expect(() => quote(compileProduct(baseProduct()), inputWith([]), baseContext())).toThrow(RangeError);
  });

  it("quotes a 50-product catalogue whose zones hold 1,000 postcode ranges (the benchmark's shape)", () => {
    const ranges = Array.from({ length: 1000 }, (_, index) => ({
      kind: "range" as const,
      from: String(10000 + index * 80),
      to: String(10000 + index * 80 + 39),
    }));
    const product: ProductPricing = {
      ...baseProduct(),
      zones: [{ code: "US", name: "US", country: "US", postcodes: ranges }],
      surcharges: [
        surcharge("FUEL", { kind: "fuelPercent", percent: "12" }),
        surcharge("REMOTE", { kind: "remoteArea", charge: { unit: "perOrder", amount: "20" } }),
        surcharge("OVS", { kind: "oversize", longestSideOverCm: "100", perPiece: "30" }),
        surcharge("INS", { kind: "insurancePercent", percent: "1", minimum: "2" }),
        surcharge("F", { kind: "formula", expression: "max(2, chargeableWeight * 0.5)", constants: [] }),
      ],
    };
    const catalogue = Array.from({ length: 50 }, (_, index) =>
      compileProduct({ ...product, id: `p${index}` }),
    );
    const input = { ...baseInput(), destination: { country: "US", postcode: "10005" } };
    expect(quoteAll(catalogue, input, baseContext()).every((result) => result.served)).toBe(true);
    const outside = { ...input, destination: { country: "US", postcode: "10045" } };
    expect(quoteAll(catalogue, outside, baseContext()).map((result) => result.served)).toEqual(
      Array(50).fill(false),
    );
  });
});

describe("currencies", () => {
  const jpyContext = { ...baseContext(), rates: { ...baseContext().rates, JPY: "0.048" } };

  it("shows a CNY product in USD with the rate used and its date", () => {
    const result = quote(compileProduct(baseProduct()), baseInput(), baseContext());
    expect(result).toMatchObject({
      served: true,
      total: "90.00",
      currency: "CNY",
      walletCurrency: "USD",
      totalInWalletCurrency: "12.68",
      exchange: { rate: "0.14084507", productRate: "1", walletRate: "7.1", date: "2025-03-14" },
    });
  });

  it("states rate 1 and no date when the product and the wallet share a currency", () => {
    const result = quote(compileProduct(baseProduct()), baseInput(), {
      ...baseContext(),
      walletCurrency: "CNY",
    });
    expect(result).toMatchObject({
      totalInWalletCurrency: "90.00",
      exchange: { rate: "1", productRate: "1", walletRate: "1", date: null },
    });
  });

  it("dates a cross rate by the later of its two rates' changes", () => {
    const product = { ...baseProduct(), currency: "EUR" };
    const result = quote(compileProduct(product), baseInput(), baseContext());
    expect(result).toMatchObject({
      total: "90.00",
      totalInWalletCurrency: "98.87",
      exchange: { rate: "1.0985915", productRate: "7.8", walletRate: "7.1", date: "2025-03-14" },
    });
  });

  it("answers a JPY wallet in whole yen", () => {
    const result = quote(compileProduct(baseProduct()), baseInput(), {
      ...jpyContext,
      walletCurrency: "JPY",
    });
    expect(result).toMatchObject({ total: "90.00", totalInWalletCurrency: "1875" });
  });

  it("rounds every line of a JPY product to whole yen with the product's rounding mode", () => {
    const product: ProductPricing = {
      ...baseProduct(),
      currency: "JPY",
      rounding: "up",
      rateCard: { ...baseProduct().rateCard, cells: { US: [cell("1250.4"), cell("900"), cell("700")] } },
      surcharges: [surcharge("FUEL", { kind: "fuelPercent", percent: "12.5" })],
    };
    const result = quote(compileProduct(product), baseInput(), { ...jpyContext, walletCurrency: "JPY" });
    // 1.5 kg × 1250.4 = 1875.6 → 1876 (up); 12.5% of 1876 = 234.5 → 235 (up); total 2111.
    expect(result).toMatchObject({
      baseFreight: "1876",
      lines: [{ code: "FUEL", amount: "235" }],
      total: "2111",
      totalInWalletCurrency: "2111",
    });
  });

  const usdLimit = (amount: string) => ({
    ...baseProduct(),
    limits: { ...baseProduct().limits, maxDeclaredValue: amount, maxDeclaredValueCurrency: "USD" },
  });

  it("checks a USD limit on a CNY product against the declared value in USD", () => {
    const declared = (amount: string, currency: string) => ({
      ...baseInput(),
      declaredValue: { amount, currency },
    });
    const compiled = compileProduct(usdLimit("800"));
    expect(quote(compiled, declared("800", "USD"), baseContext()).served).toBe(true);
    expect(quote(compiled, declared("950", "USD"), baseContext())).toMatchObject({
      served: false,
      reason: { code: "declaredValueOverLimit", params: { value: "USD 950.00", limit: "USD 800.00" } },
    });
    // EUR 880 × 7.8 ÷ 7.1 = USD 966.76.
    const euros = quote(compiled, declared("880", "EUR"), baseContext());
    expect(euros).toMatchObject({
      reason: { params: { value: "EUR 880 (USD 966.76)", limit: "USD 800.00" } },
    });
    expect(
      translateNotServed("en", euros.served ? { code: "zoneNotCovered", params: {} } : euros.reason),
    ).toBe("The declared value EUR 880 (USD 966.76) is over the limit of USD 800.00");
  });

  it("answers not served when the limit's currency has no rate", () => {
    const product = {
      ...baseProduct(),
      limits: { ...baseProduct().limits, maxDeclaredValue: "1000", maxDeclaredValueCurrency: "GBP" },
    };
    expect(quote(compileProduct(product), baseInput(), baseContext())).toMatchObject({
      served: false,
      reason: { code: "currencyRateMissing", params: { currency: "GBP" } },
    });
  });

  it("converts a declared-value surcharge's USD threshold to the product currency", () => {
    const product = {
      ...baseProduct(),
      surcharges: [
        surcharge("DV", { kind: "declaredValue", overValue: "10", overValueCurrency: "USD", percent: "1" }),
      ],
    };
    // Declared USD 20 = CNY 142.00, threshold USD 10 = CNY 71.00: 1% of 71.00 = 0.71.
    expect(quote(compileProduct(product), baseInput(), baseContext())).toMatchObject({
      lines: [{ code: "DV", amount: "0.71" }],
      total: "90.71",
    });
  });

  it("answers the wallet total with exactly the wallet currency's decimals (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("CNY", "USD", "JPY", "KWD"),
        fc.constantFrom("CNY", "USD", "JPY", "KWD"),
        decimal(1, 90_000, 3),
        (productCurrency, walletCurrency, weightKg) => {
          const rates: Record<string, string> = { ...baseContext().rates, JPY: "0.048", KWD: "23.1" };
          const context = {
            ...baseContext(),
            rates,
            walletCurrency,
          };
          const product = { ...baseProduct(), currency: productCurrency };
          const input = inputWith([{ lengthCm: "10", widthCm: "10", heightCm: "10", weightKg }]);
          const result = quote(compileProduct(product), input, context);
          if (!result.served) return;
          const decimalsOf = (text: string) => text.split(".")[1]?.length ?? 0;
          expect(decimalsOf(result.total)).toBe(
            productCurrency === "JPY" ? 0 : productCurrency === "KWD" ? 3 : 2,
          );
          expect(decimalsOf(result.totalInWalletCurrency)).toBe(
            walletCurrency === "JPY" ? 0 : walletCurrency === "KWD" ? 3 : 2,
          );
          expect(result.totalInWalletCurrency).toBe(
            convertAmount(
              result.total,
              rates[productCurrency] ?? "",
              rates[walletCurrency] ?? "",
              decimalsOf(result.totalInWalletCurrency),
            ),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("translateNotServed", () => {
  it("explains a reason in every language", () => {
    const reason = { code: "pieceWeightOverLimit" as const, params: { weight: "31.000", limit: "30" } };
    expect(translateNotServed("en", reason)).toBe("A piece weighs 31.000 kg, over the limit of 30 kg");
    expect(translateNotServed("zh", reason)).toBe("单件重量 31.000 kg 超过限制 30 kg");
    expect(translateNotServed("ko", reason)).toBe("개별 중량 31.000 kg이 제한 30 kg을 초과합니다");
  });

  it("translates a formula error with its 1-based position and a cargo type by its label", () => {
    expect(
      translateNotServed("en", {
        code: "formulaFailed",
        params: { surcharge: "F2", error: "unknownVariable", position: "0" },
      }),
    ).toBe("The formula of surcharge F2 cannot be computed: Unknown variable or constant at character 1");
    expect(translateNotServed("zh", { code: "cargoTypeNotAllowed", params: { cargoType: "battery" } })).toBe(
      "该产品不接受货物类型：带电",
    );
  });

  it("leaves no gap when a destination has no postcode", () => {
    expect(
      translateNotServed("en", { code: "zoneNotCovered", params: { country: "FR", postcode: "" } }),
    ).toBe("The product does not cover the destination FR");
  });
});
