import { Decimal } from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Exact, parseExact, toDecimal } from "./exact";
import type { CarryRule } from "./pricing.types";
import { applyBubble, applyCarry, compileCarry, measurePiece, orderWeights } from "./weights";

const d = (value: string) => new Decimal(value);
const split40 = { way: "split" as const, chargedShare: d("0.6"), thresholdCm: d("0") };

describe("weights", () => {
  it("rounds volumetric weight up to 3 places and measures girth", () => {
    const piece = measurePiece(
      { lengthCm: d("10"), widthCm: d("10"), heightCm: d("10"), weightKg: d("1.2") },
      d("6000"),
    );
    expect(piece.volumetric.toString()).toBe("0.167");
    const big = measurePiece(
      { lengthCm: d("30"), widthCm: d("50"), heightCm: d("40"), weightKg: d("2") },
      d("5000"),
    );
    expect(big.volumetric.toString()).toBe("12");
    expect(big.longestSide.toString()).toBe("50");
    expect(big.girth.toString()).toBe("190");
  });

  it("applies the bubble ways", () => {
    expect(applyBubble(d("2"), d("10"), { ...split40, way: "none" }).toString()).toBe("2");
    expect(applyBubble(d("2"), d("10"), { ...split40, way: "full" }).toString()).toBe("10");
    expect(applyBubble(d("2"), d("10"), split40).toString()).toBe("6.8");
    expect(applyBubble(d("5"), d("3"), split40).toString()).toBe("5");
  });

  it("carries by a step, by custom intervals, and not at all", () => {
    expect(applyCarry(d("1.01"), compileCarry({ kind: "step", stepKg: "0.5" })).toString()).toBe("1.5");
    expect(applyCarry(d("1.5"), compileCarry({ kind: "step", stepKg: "0.5" })).toString()).toBe("1.5");
    expect(applyCarry(d("1.01"), compileCarry({ kind: "step", stepKg: "0.1" })).toString()).toBe("1.1");
    expect(applyCarry(d("1.01"), compileCarry({ kind: "none" })).toString()).toBe("1.01");
    const custom = compileCarry({
      kind: "custom",
      intervals: [
        { upToKg: "2", stepKg: "0.5" },
        { upToKg: "20", stepKg: "1" },
      ],
    });
    expect(applyCarry(d("1.7"), custom).toString()).toBe("2");
    expect(applyCarry(d("2.1"), custom).toString()).toBe("3");
    expect(applyCarry(d("25.2"), custom).toString()).toBe("26");
  });
});

describe("weights on scaled integers", () => {
  const x = parseExact;
  const text = (value: Exact) => toDecimal(value).toString();
  const custom = compileCarry({
    kind: "custom",
    intervals: [
      { upToKg: "2", stepKg: "0.5" },
      { upToKg: "20", stepKg: "1" },
    ],
  });

  it("carries by 0.1, 0.5 and 1 kg and by Point_Custom intervals", () => {
    const step = (stepKg: string) => compileCarry({ kind: "step", stepKg });
    expect(text(applyCarry(x("1.001"), step("0.1")))).toBe("1.1");
    expect(text(applyCarry(x("1.1"), step("0.1")))).toBe("1.1");
    expect(text(applyCarry(x("1.001"), step("0.5")))).toBe("1.5");
    expect(text(applyCarry(x("1.5"), step("0.5")))).toBe("1.5");
    expect(text(applyCarry(x("2.001"), step("1")))).toBe("3");
    expect(text(applyCarry(x("0"), step("0.5")))).toBe("0");
    expect(text(applyCarry(x("2"), custom))).toBe("2");
    expect(text(applyCarry(x("2.001"), custom))).toBe("3");
    expect(text(applyCarry(x("20"), custom))).toBe("20");
    // Above every bounded interval the last interval's step applies.
    expect(text(applyCarry(x("20.001"), custom))).toBe("21");
    expect(text(applyCarry(x("1.3"), compileCarry({ kind: "step", stepKg: "0" })))).toBe("1.3");
  });

  it("carries weights far beyond the safe integers exactly", () => {
    const step = compileCarry({ kind: "step", stepKg: "0.5" });
    expect(text(applyCarry(x("12345678901234.0001"), step))).toBe("12345678901234.5");
    // Past 20 significant digits decimal.js rounds the quotient first (246913578024691356.002 → …356), and so
    // does the engine, as it always has.
    expect(text(applyCarry(x("123456789012345678.001"), step))).toBe("123456789012345678");
  });

  it("splits the bubble and rounds the result up to 3 places", () => {
    const split = { way: "split" as const, chargedShare: x("0.65"), thresholdCm: x("0") };
    // 1 + (2.333 − 1) × 0.65 = 1.86645 → 1.867
    expect(text(applyBubble(x("1"), x("2.333"), split))).toBe("1.867");
  });

  it("gives the same weights as decimal.js for any piece and rules", () => {
    const decimal = (max: number, places: number) =>
      fc.integer({ min: 0, max }).map((units) => new Decimal(units).dividedBy(10 ** places).toString());
    const piece = fc.record({
      lengthCm: decimal(20000, 1),
      widthCm: decimal(8000, 1),
      heightCm: decimal(8000, 1),
      weightKg: decimal(10_000_000, 5),
    });
    const rules = fc.record({
      divisor: fc.constantFrom("5000", "6000", "8000", "0", "3333.3"),
      way: fc.constantFrom("none" as const, "full" as const, "split" as const),
      chargedShare: decimal(100, 2),
      thresholdCm: fc.constantFrom("0", "40", "60.5"),
      chargeBasis: fc.constantFrom("order" as const, "piece" as const),
      carry: fc.constantFrom<CarryRule>(
        { kind: "none" },
        { kind: "step", stepKg: "0.1" },
        { kind: "step", stepKg: "0.5" },
        { kind: "step", stepKg: "1" },
        { kind: "step", stepKg: "0.3" },
        {
          kind: "custom",
          intervals: [
            { upToKg: "2", stepKg: "0.5" },
            { upToKg: "20", stepKg: "1" },
          ],
        },
      ),
    });
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), rules, (pieces, r) => {
        const weigh = (parse: (value: string) => Exact) =>
          orderWeights(
            pieces.map((p) =>
              measurePiece(
                {
                  lengthCm: parse(p.lengthCm),
                  widthCm: parse(p.widthCm),
                  heightCm: parse(p.heightCm),
                  weightKg: parse(p.weightKg),
                },
                parse(r.divisor),
              ),
            ),
            {
              divisor: parse(r.divisor),
              bubble: { way: r.way, chargedShare: parse(r.chargedShare), thresholdCm: parse(r.thresholdCm) },
              chargeBasis: r.chargeBasis,
              carry: compileCarry(r.carry),
            },
          );
        // Decimal inputs keep every step in decimal.js, as the engine computed before scaled integers.
        const exact = weigh(parseExact);
        const reference = weigh(d);
        for (const key of ["actual", "volumetric", "chargeable"] as const) {
          expect(text(exact[key])).toBe(text(reference[key]));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
