import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./constants";
import { IMPORT_COLUMN_KEYS, IMPORT_COLUMNS } from "./order-import.columns";

describe("bulk-order columns", () => {
  it.each([...LANGUAGES])("have a header and a note in %s, headers unique across languages", (lang) => {
    for (const key of IMPORT_COLUMN_KEYS) {
      expect(IMPORT_COLUMNS[key].header[lang].trim(), key).not.toBe("");
      expect(IMPORT_COLUMNS[key].note[lang].trim(), key).not.toBe("");
    }
    const headers = IMPORT_COLUMN_KEYS.map((key) => IMPORT_COLUMNS[key].header[lang].toLowerCase());
    expect(new Set(headers).size).toBe(headers.length);
  });

  it("actually translates: English is ASCII, Chinese has Han, Korean has Hangul", () => {
    for (const key of IMPORT_COLUMN_KEYS) {
      expect(IMPORT_COLUMNS[key].note.en, key).toMatch(/^[\x20-\x7E]+$/);
      expect(IMPORT_COLUMNS[key].note.zh, key).toMatch(/\p{Script=Han}|^选填$/u);
      expect(IMPORT_COLUMNS[key].note.ko, key).toMatch(/\p{Script=Hangul}/u);
    }
  });
});
