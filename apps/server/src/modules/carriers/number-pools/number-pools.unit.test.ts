import { describe, expect, it } from "vitest";
import { checkLines, linesOfText } from "./number-lines";
import { s10CheckDigit, s10Number, s10Range, s10Valid } from "./s10";

describe("S10 tracking numbers", () => {
  it("computes the check digit with weights 8 6 4 2 3 5 9 7, 10 -> 0 and 11 -> 5", () => {
    // The UPU's own example: RR 47312482 9 GB (sum 200, 200 mod 11 = 2, 11 - 2 = 9).
    expect(s10CheckDigit("47312482")).toBe(9);
    expect(s10Number("RR", 47312482, "GB")).toBe("RR473124829GB");
    // A sum of 0 gives 11 -> 5; 00000012 (sum 23, r 1) gives 10 -> 0; 00000001 (sum 7) gives 4.
    expect(s10CheckDigit("00000000")).toBe(5);
    expect(s10CheckDigit("00000012")).toBe(0);
    expect(s10CheckDigit("00000001")).toBe(4);
    expect(s10Valid("RR473124829GB")).toBe(true);
    expect(s10Valid("RR473124820GB")).toBe(false);
  });

  it("generates a range, both ends included, with each number's check digit", () => {
    expect(s10Range({ prefix: "LP", from: 11, to: 13, country: "CN" })).toEqual([
      "LP000000116CN",
      "LP000000120CN",
      "LP000000133CN",
    ]);
  });
});

describe("an import's lines", () => {
  it("reads the first cell of each line of a text or CSV file, skipping empty lines and a header", () => {
    expect(linesOfText('Number,Note\r\n"RR473124829GB",a\n\n  ab123456 ;x\n')).toEqual([
      { line: 2, number: "RR473124829GB" },
      { line: 4, number: "ab123456" },
    ]);
  });

  it("keeps each good number once and refuses every other line with its reason", () => {
    const { good, refused } = checkLines([
      { line: 1, number: "RR473124829GB" },
      { line: 2, number: "rr473124829gb" },
      { line: 3, number: "RR473124820GB" },
      { line: 4, number: "12 34" },
      { line: 5, number: "ABC" },
      { line: 6, number: "YT2611300012345" },
    ]);
    expect(good).toEqual([
      { line: 1, number: "RR473124829GB" },
      { line: 6, number: "YT2611300012345" },
    ]);
    expect(refused).toEqual([
      { line: 2, number: "RR473124829GB", reason: "duplicateInFile" },
      { line: 3, number: "RR473124820GB", reason: "badCheckDigit" },
      { line: 4, number: "12 34", reason: "badFormat" },
      { line: 5, number: "ABC", reason: "badFormat" },
    ]);
  });
});
