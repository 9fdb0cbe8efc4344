import { describe, expect, it } from "vitest";
import { answerOf, problemIdOf } from "./order-problems";

const address = {
  name: "Max Muster",
  phone: "+49 30 1234567",
  countryCode: "DE",
  city: "Berlin",
  address1: "Invalidenstraße 1",
};

describe("problemIdOf", () => {
  it("reads a positive whole number and nothing else", () => {
    expect(problemIdOf("12")).toBe(12);
    for (const value of [null, "", "0", "-3", "1.5", "abc", "1e400"]) expect(problemIdOf(value)).toBeNull();
  });
});

describe("answerOf", () => {
  it("sends the address only with a corrected address, the text trimmed", () => {
    expect(answerOf({ kind: "correctedAddress", text: " new street ", address })).toEqual({
      kind: "correctedAddress",
      text: "new street",
      address,
    });
    expect(answerOf({ kind: "destroy", text: " please destroy ", address })).toEqual({
      kind: "destroy",
      text: "please destroy",
    });
    expect(answerOf({ kind: "reply", address })).toEqual({ kind: "reply", text: "" });
  });
});
