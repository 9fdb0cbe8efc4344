import { describe, expect, it } from "vitest";
import { isValidS10, s10CheckDigit, sandboxTrackingNumber } from "./s10";

describe("UPU S10 check digit", () => {
  it("follows the weights 8 6 4 2 3 5 9 7, mod 11, 11 - r", () => {
    // 4*8 + 7*6 + 3*4 + 1*2 + 2*3 + 4*5 + 8*9 + 2*7 = 200; 200 mod 11 = 2; 11 - 2 = 9 (UPU's own example).
    expect(s10CheckDigit("47312482")).toBe(9);
    // 0*8 + ... + 0*9 + 1*7 = 7; 11 - 7 = 4.
    expect(s10CheckDigit("00000001")).toBe(4);
  });

  it("writes 10 as 0 and 11 as 5", () => {
    // 1*5 + 2*9 = 23; 23 mod 11 = 1; 11 - 1 = 10 -> 0.
    expect(s10CheckDigit("00000120")).toBe(0);
    // Sum 0; 11 - 0 = 11 -> 5.
    expect(s10CheckDigit("00000000")).toBe(5);
  });

  it("makes the sandbox's numbers SB + 8 digits + check digit + CN, and checks numbers", () => {
    expect(sandboxTrackingNumber(47312482)).toBe("SB473124829CN");
    expect(sandboxTrackingNumber(120)).toBe("SB000001200CN");
    expect(isValidS10("RR473124829GB")).toBe(true);
    expect(isValidS10("RR473124828GB")).toBe(false);
    expect(isValidS10("SB47312482CN")).toBe(false);
    expect(() => s10CheckDigit("1234567")).toThrow(/8 digits/);
  });
});
