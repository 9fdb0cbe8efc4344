import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compilePostcodeSet, normalizePostcode, postcodeInSet } from "./postcode";

const inSet = (matchers: Parameters<typeof compilePostcodeSet>[0], postcode: string) =>
  postcodeInSet(compilePostcodeSet(matchers), normalizePostcode(postcode));

describe("postcodes", () => {
  it("normalises to uppercase without spaces and hyphens", () => {
    expect(normalizePostcode(" sw1a 1aa ")).toBe("SW1A1AA");
    expect(normalizePostcode("96101-1234")).toBe("961011234");
  });

  it("matches US ranges by prefix: 900–961 holds 90210 and 96101-1234 but not 96201 or 89999", () => {
    const range = [{ kind: "range", from: "900", to: "961" }] as const;
    expect(inSet([...range], "90210")).toBe(true);
    expect(inSet([...range], "96101-1234")).toBe(true);
    expect(inSet([...range], "900")).toBe(true);
    expect(inSet([...range], "96201")).toBe(false);
    expect(inSet([...range], "89999")).toBe(false);
    expect(inSet([...range], "90")).toBe(false);
  });

  it("compares alphanumeric ranges as text", () => {
    expect(inSet([{ kind: "range", from: "AB10", to: "AB56" }], "AB21 7XX")).toBe(true);
    expect(inSet([{ kind: "range", from: "AB10", to: "AB56" }], "AB99 1AA")).toBe(false);
  });

  it("matches prefixes and exact postcodes", () => {
    expect(inSet([{ kind: "prefix", value: "bt" }], "BT1 1AA")).toBe(true);
    expect(inSet([{ kind: "prefix", value: "BT" }], "AB1")).toBe(false);
    expect(inSet([{ kind: "exact", value: "10001" }], "10001")).toBe(true);
    expect(inSet([{ kind: "exact", value: "10001" }], "100011")).toBe(false);
  });

  it("never matches an empty postcode or an empty set", () => {
    expect(inSet([{ kind: "prefix", value: "1" }], "")).toBe(false);
    expect(inSet([], "10001")).toBe(false);
  });

  it("merges overlapping ranges and finds every one among many", () => {
    const matchers = Array.from({ length: 1000 }, (_, index) => {
      const from = String(10000 + index * 50);
      return { kind: "range" as const, from, to: String(10000 + index * 50 + 19) };
    });
    matchers.push({ kind: "range", from: "10005", to: "10060" });
    const set = compilePostcodeSet(matchers);
    expect(postcodeInSet(set, "10010")).toBe(true);
    expect(postcodeInSet(set, "10040")).toBe(true);
    expect(postcodeInSet(set, "10075")).toBe(false);
    expect(postcodeInSet(set, "59969")).toBe(true);
    expect(postcodeInSet(set, "59970")).toBe(false);
  });

  it("compares digit-only ranges as numbers exactly as it compares them as text", () => {
    // A postcode whose head is not all digits, and a `to` shorter than its `from`, take the text comparison.
    expect(inSet([{ kind: "range", from: "100", to: "199" }], "1A0")).toBe(false);
    expect(inSet([{ kind: "range", from: "100", to: "199" }], "0A0")).toBe(false);
    expect(inSet([{ kind: "range", from: "900", to: "96" }], "950")).toBe(true);
    expect(inSet([{ kind: "range", from: "900", to: "96" }], "961")).toBe(false);
    const code = fc.stringMatching(/^[0-9A]{1,6}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(code, code), { maxLength: 20 }), code, (ranges, postcode) => {
        const matchers = ranges.map(([from, to]) => ({ kind: "range" as const, from, to }));
        const textual = matchers.some(({ from, to }) => {
          const head = postcode.slice(0, from.length);
          return (
            postcode.length >= from.length &&
            from <= to.slice(0, from.length) &&
            from <= head &&
            head <= to.slice(0, from.length)
          );
        });
        expect(inSet(matchers, postcode)).toBe(textual);
      }),
      { numRuns: 2000 },
    );
  });
});
