import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeImportedText } from "./imported-text";

const BAD = /[\p{Cc}\u200B-\u200D\u2060\uFEFF]/u;

describe("normalizeImportedText", () => {
  it.each([
    ["Unter den_x000D_\n Linden", "Unter den Linden"],
    ["a_x0009_b", "a b"],
    ["line1_x000A_line2", "line1 line2"],
    ["my_x005F_x000D_name", "my_x000D_name"],
    ["\u200BMax\u200D Muster\uFEFF", "Max Muster"],
    ["10\u00A0115", "10 115"],
    ["深圳\u3000南山", "深圳 南山"],
    ["  a\t\tb\r\nc  ", "a b c"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normalizeImportedText(input)).toBe(expected);
  });

  const messy = fc.string({
    unit: fc.constantFrom(
      "a",
      "_",
      "x",
      "0",
      "D",
      " ",
      "\t",
      "\r",
      "\n",
      "\u200B",
      "\u00A0",
      "\uFEFF",
      "_x000D_",
      "中",
    ),
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(messy, fc.string()), (s) => {
        const once = normalizeImportedText(s);
        expect(normalizeImportedText(once)).toBe(once);
      }),
    );
  });

  it("never leaves control or zero-width characters, double spaces or outer spaces", () => {
    fc.assert(
      fc.property(fc.oneof(messy, fc.string({ unit: "binary" })), (s) => {
        const out = normalizeImportedText(s);
        expect(out).not.toMatch(BAD);
        expect(out).not.toContain("  ");
        expect(out).toBe(out.trim());
      }),
    );
  });
});
