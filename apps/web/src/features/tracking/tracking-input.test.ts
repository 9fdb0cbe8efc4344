import { describe, expect, it } from "vitest";
import { lookupProblem, numbersOfText } from "./tracking-input";

describe("pasted tracking numbers", () => {
  it("takes one number a line, trimmed, each once", () => {
    expect(numbersOfText(" SB1 \n\nSB2\r\nSB1, SB3 ")).toEqual(["SB1", "SB2", "SB3"]);
  });

  it("refuses an empty list and more than 100 numbers", () => {
    expect(lookupProblem([])).toBe("empty");
    expect(lookupProblem(Array.from({ length: 100 }, (_, n) => `N${n}`))).toBeNull();
    expect(lookupProblem(Array.from({ length: 101 }, (_, n) => `N${n}`))).toBe("tooMany");
  });
});
