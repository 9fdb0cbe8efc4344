import { describe, expect, it } from "vitest";
import { checkLines, linesOfText } from "./number-lines";

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
