import { LANGUAGES } from "@pp/domain";
import { describe, expect, it } from "vitest";

// Every area file of every language, identity included, found by path so a new area is covered without
// touching this test. zh is the reference; en and ko must have exactly the same keys, none empty.
const modules = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.ts", { eager: true });

type Leaves = Map<string, unknown>;

const flatten = (value: unknown, prefix: string, out: Leaves): Leaves => {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
};

const filesOf = (lang: string) =>
  Object.keys(modules)
    .filter((path) => path.startsWith(`./${lang}/`))
    .map((path) => path.slice(`./${lang}/`.length, -".ts".length))
    .sort();

const leavesOf = (lang: string, area: string): Leaves =>
  flatten(modules[`./${lang}/${area}.ts`]?.default ?? {}, "", new Map());

const placeholders = (text: unknown) =>
  typeof text === "string" ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort() : [];

const reference = "zh";
const areas = filesOf(reference);

describe("locales", () => {
  it("has area files", () => {
    expect(areas).toEqual(expect.arrayContaining(["common", "identity", "shell", "system"]));
  });

  it.each(LANGUAGES.filter((lang) => lang !== reference))("%s has the same area files as zh", (lang) => {
    expect(filesOf(lang)).toEqual(areas);
  });

  describe.each(areas)("area %s", (area) => {
    it("uses the area name as its single top-level key in every language", () => {
      for (const lang of LANGUAGES) {
        expect(Object.keys(modules[`./${lang}/${area}.ts`]?.default ?? {}), `${lang}/${area}.ts`).toEqual([
          area,
        ]);
      }
    });

    it.each(LANGUAGES)("%s: no missing, extra or empty keys", (lang) => {
      const expected = [...leavesOf(reference, area).keys()].sort();
      const leaves = leavesOf(lang, area);
      const actual = [...leaves.keys()].sort();
      expect(
        actual.filter((key) => !expected.includes(key)),
        `keys in ${lang} but not in zh`,
      ).toEqual([]);
      expect(
        expected.filter((key) => !actual.includes(key)),
        `keys missing in ${lang}`,
      ).toEqual([]);
      const empty = [...leaves].filter(([, value]) => typeof value !== "string" || value.trim() === "");
      expect(
        empty.map(([key]) => key),
        `empty or non-text values in ${lang}`,
      ).toEqual([]);
    });

    it.each(LANGUAGES)("%s: same {{placeholders}} as zh", (lang) => {
      const zh = leavesOf(reference, area);
      const mismatched = [...leavesOf(lang, area)].filter(
        ([key, value]) => placeholders(value).join() !== placeholders(zh.get(key)).join(),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });
});
