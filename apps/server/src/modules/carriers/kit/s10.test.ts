import { describe, expect, it } from "vitest";
import { s10CheckDigit, s10Number, s10Range, s10Valid } from "./s10";

describe("UPU S10 tracking numbers", () => {
  it("follows the weights 8 6 4 2 3 5 9 7, mod 11, 11 - r", () => {
    // 4*8 + 7*6 + 3*4 + 1*2 + 2*3 + 4*5 + 8*9 + 2*7 = 200; 200 mod 11 = 2; 11 - 2 = 9 (UPU's own example).
    expect(s10CheckDigit("47312482")).toBe(9);
    expect(s10Number("RR", 47312482, "GB")).toBe("RR473124829GB");
    // 0*8 + ... + 0*9 + 1*7 = 7; 11 - 7 = 4.
    expect(s10CheckDigit("00000001")).toBe(4);
  });

  it("writes 10 as 0 and 11 as 5", () => {
    // 1*5 + 2*9 = 23; 23 mod 11 = 1; 11 - 1 = 10 -> 0.
    expect(s10CheckDigit("00000120")).toBe(0);
    // Sum 0; 11 - 0 = 11 -> 5.
    expect(s10CheckDigit("00000000")).toBe(5);
  });

  it("checks a number's shape and check digit", () => {
    expect(s10Valid("RR473124829GB")).toBe(true);
    expect(s10Valid("RR473124828GB")).toBe(false);
    expect(s10Valid("SB47312482CN")).toBe(false);
    expect(() => s10CheckDigit("1234567")).toThrow(/8 digits/);
  });

  it("generates a range, both ends included, with each number's check digit", () => {
    expect(s10Range({ prefix: "LP", from: 11, to: 13, country: "CN" })).toEqual([
      "LP000000116CN",
      "LP000000120CN",
      "LP000000133CN",
    ]);
  });
});
