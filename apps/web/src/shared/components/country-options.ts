import type { DropdownOption } from "@pp/contracts";
import type { Language } from "@pp/domain";

// Search and labelling of country options, kept apart from the component so they are tested alone.

const textOf = (value: unknown) => (typeof value === "string" ? value.toLowerCase() : "");

/** Whether an option matches what the user typed: any language's name, the 2- or 3-letter code, or pinyin. */
export const countryMatches = (option: DropdownOption, input: string): boolean => {
  const needle = input.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [
    option.value,
    option.labels.zh,
    option.labels.en,
    option.labels.ko,
    textOf(option.extra?.threeRegionCode),
    textOf(option.extra?.quanPin),
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
};

/** The option's label in the interface language with its code, e.g. "德国 (DE)". */
export const countryLabel = (option: DropdownOption, lang: Language): string =>
  `${option.labels[lang] || option.labels.en} (${option.value})`;
