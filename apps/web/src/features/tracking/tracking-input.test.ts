import { describe, expect, it } from "vitest";
import { lookupProblem, numbersOfLink, numbersOfText, publicTrackingLink } from "./tracking-input";

describe("pasted tracking numbers", () => {
  it("takes one number a line, trimmed, each once", () => {
    expect(numbersOfText(" SB1 \n\nSB2\r\nSB1, SB3 ")).toEqual(["SB1", "SB2", "SB3"]);
  });

  it("refuses an empty list and more than 100 numbers", () => {
    expect(lookupProblem([])).toBe("empty");
    expect(lookupProblem(Array.from({ length: 100 }, (_, n) => `N${n}`))).toBeNull();
    expect(lookupProblem(Array.from({ length: 101 }, (_, n) => `N${n}`))).toBe("tooMany");
  });

  it("holds the public page to its own maximum", () => {
    expect(
      lookupProblem(
        Array.from({ length: 20 }, (_, n) => `N${n}`),
        20,
      ),
    ).toBeNull();
    expect(
      lookupProblem(
        Array.from({ length: 21 }, (_, n) => `N${n}`),
        20,
      ),
    ).toBe("tooMany");
  });

  it("reads and writes the public page's deep links (sellers put them in e-mails)", () => {
    expect(numbersOfLink(new URLSearchParams("numbers=SB1,%20SB2,SB1&numbers=PP3"))).toEqual([
      "SB1",
      "SB2",
      "PP3",
    ]);
    expect(publicTrackingLink(["SB1", "A B"])).toBe("/track?numbers=SB1,A%20B");
    expect(publicTrackingLink([])).toBe("/track");
    expect(numbersOfLink(new URLSearchParams(publicTrackingLink(["SB1", "PP2"]).split("?")[1]))).toEqual([
      "SB1",
      "PP2",
    ]);
  });
});
