import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@pp/domain";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import "dayjs/locale/ko";
import i18n from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";

// Every area file ("common", "shell", "identity"…) of every language, found by path: a new area only adds
// its three files. Each owns one top-level key, so merging is a flat spread.
const areaFiles = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.ts", { eager: true });

const translationsOf = (lang: Language) =>
  Object.entries(areaFiles)
    .filter(([path]) => path.startsWith(`./${lang}/`))
    .reduce<Record<string, unknown>>((merged, [, file]) => Object.assign(merged, file.default), {});

export const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, { translation: translationsOf(lang) }]),
) as Record<Language, { translation: Record<string, unknown> }>;

const LANG_KEY = "lang";
const DAYJS_LOCALES: Record<Language, string> = { zh: "zh-cn", en: "en", ko: "ko" };
const HTML_LANGS: Record<Language, string> = { zh: "zh-CN", en: "en", ko: "ko" };

export const LANGUAGE_LABELS: Record<Language, string> = { zh: "中文", en: "English", ko: "한국어" };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

const readStoredLanguage = (): Language => {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

const syncSideEffects = (lang: Language): void => {
  dayjs.locale(DAYJS_LOCALES[lang]);
  if (typeof document !== "undefined") document.documentElement.lang = HTML_LANGS[lang];
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Remembering the language is a convenience only.
  }
};

const initialLanguage = readStoredLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
syncSideEffects(initialLanguage);

export { i18n };

export const currentLanguage = (): Language => {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
};

/** Switches the interface language locally: texts, date formats, <html lang> and the remembered choice. */
export const applyLanguage = async (lang: Language): Promise<void> => {
  syncSideEffects(lang);
  if (currentLanguage() !== lang) await i18n.changeLanguage(lang);
};

/** The current language as a typed value that re-renders its component when it changes. */
export const useLanguage = (): Language => {
  const { i18n: instance } = useTranslation();
  const lang = instance.resolvedLanguage ?? instance.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
};
