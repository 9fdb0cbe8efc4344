import { LANGUAGES } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { i18n } from "./index";

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

// i18next picks `<key>_one` (and the other CLDR plural forms) when the text is given a `count`: a language
// may add such forms of a key zh has, since Chinese has only the one form.
const PLURAL_FORM = /_(zero|one|two|few|many)$/;
const baseKey = (key: string) => key.replace(PLURAL_FORM, "");

const reference = "zh";
const areas = filesOf(reference);

describe("locales", () => {
  it("has area files", () => {
    expect(areas).toEqual(expect.arrayContaining(["common", "identity", "shell", "system"]));
  });

  it.each(LANGUAGES.filter((lang) => lang !== reference))("%s has the same area files as zh", (lang) => {
    expect(filesOf(lang)).toEqual(areas);
  });

  it("speaks of one thing in the singular in English, and uses the one form elsewhere", () => {
    expect(i18n.getFixedT("en")("accounts.roles.menuCount", { count: 1 })).toBe("1 menu");
    expect(i18n.getFixedT("en")("accounts.roles.menuCount", { count: 3 })).toBe("3 menus");
    expect(i18n.getFixedT("zh")("accounts.roles.menuCount", { count: 1 })).toBe(
      i18n.getFixedT("zh")("accounts.roles.menuCount", { count: 3 }).replace("3", "1"),
    );
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
        actual.filter(
          (key) => !expected.includes(key) && !(PLURAL_FORM.test(key) && expected.includes(baseKey(key))),
        ),
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
        ([key, value]) => placeholders(value).join() !== placeholders(zh.get(baseKey(key))).join(),
      );
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });
  });
});
