import { Decimal } from "decimal.js";
import { describe, expect, it } from "vitest";
import { applyBubble, applyCarry, compileCarry, measurePiece } from "./weights";

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
