import { describe, expect, it } from "vitest";
import { code128, encodeCode128, QUIET_ZONE_MODULES } from "./code128";

describe("Code 128 encoding", () => {
  it("starts in C for a digit run at the start and checks the sum", () => {
    // Start C, 12, 34; check (105 + 1*12 + 2*34) mod 103 = 82; stop.
    expect(encodeCode128("1234")).toEqual([105, 12, 34, 82, 106]);
  });

  it("uses code set B for letters", () => {
    // Start B, "A" 33, "B" 34; check (104 + 33 + 2*34) mod 103 = 102.
    expect(encodeCode128("AB")).toEqual([104, 33, 34, 102, 106]);
  });

  it("finishes an odd digit run in code set B", () => {
    // Start C, 12, 34, Code B, "5" 21; check (105 + 12 + 68 + 300 + 84) mod 103 = 54.
    expect(encodeCode128("12345")).toEqual([105, 12, 34, 100, 21, 54, 106]);
  });

  it("switches to C inside an S10 number and back to B for the country", () => {
    // "LX" in B, "1" in B (odd run), C: 23 45 67 85, B: "C" "N".
    const symbols = encodeCode128("LX123456785CN");
    expect(symbols.slice(0, -2)).toEqual([104, 44, 56, 17, 99, 23, 45, 67, 85, 100, 35, 46]);
    const sum = symbols.slice(0, -2).reduce((acc, value, i) => acc + (i === 0 ? value : i * value), 0);
    expect(symbols.at(-2)).toBe(sum % 103);
  });

  it("keeps a short digit run inside the data in B", () => {
    expect(encodeCode128("A1234B")).toEqual([104, 33, 17, 18, 19, 20, 34, expect.any(Number), 106]);
  });

  it("encodes an order number's digits as pairs after the prefix", () => {
    expect(encodeCode128("PP20261127000123").slice(0, 11)).toEqual([
      104, 48, 48, 99, 20, 26, 11, 27, 0, 1, 23,
    ]);
  });

  it("refuses characters outside printable ASCII", () => {
    expect(() => encodeCode128("订单1")).toThrow(/not printable ASCII/);
    expect(() => encodeCode128("")).toThrow(/nothing/);
  });

  it("lays the bars out with quiet zones, 11 modules a symbol and 13 for the stop", () => {
    const code = code128("1234");
    expect(code.modules).toBe(2 * QUIET_ZONE_MODULES + 4 * 11 + 13);
    // Start C is 2 1 1 2 3 2: bars of 2, 1 and 3 modules.
    expect(code.bars.slice(0, 3)).toEqual([
      { start: 10, width: 2 },
      { start: 13, width: 1 },
      { start: 16, width: 3 },
    ]);
    // The stop ends with a 2-module bar right before the trailing quiet zone.
    expect(code.bars.at(-1)).toEqual({ start: code.modules - QUIET_ZONE_MODULES - 2, width: 2 });
  });
});
