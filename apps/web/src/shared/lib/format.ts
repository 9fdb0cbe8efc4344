import type { Language } from "@pp/domain";
import dayjs from "dayjs";

const PATTERNS = { minute: "YYYY-MM-DD HH:mm", second: "YYYY-MM-DD HH:mm:ss" } as const;

/** A server timestamp as the console shows it, or `empty` when there is none. */
export const formatDateTime = (
  value: string | null | undefined,
  empty = "—",
  precision: keyof typeof PATTERNS = "minute",
): string => (value ? dayjs(value).format(PATTERNS[precision]) : empty);

/** A country's name in the reader's language (ISO 3166 alpha-2 code), or the code where the browser has none. */
export const countryName = (code: string, lang: Language) => {
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
};
