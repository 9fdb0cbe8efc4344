import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  translateValidation,
  type ValidationKey,
  validationMessages,
} from "@pp/domain";
import type { MessageParams } from "./errors";
import { type ServerMessageKey, serverMessages } from "./i18n.messages";

const fill = (text: string, params?: MessageParams) =>
  params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;

export const translate = (lang: Language, key: ServerMessageKey, params?: MessageParams): string =>
  fill(serverMessages[lang][key], params);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

// Picks zh, en or ko from an Accept-Language header ("ko-KR,ko;q=0.9,en;q=0.8").
export const languageFromHeader = (header: string | undefined): Language => {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...rest] = part.trim().split(";");
      const q = rest.find((p) => p.trim().startsWith("q="));
      return { lang: tag.toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => isLanguage(entry.lang))
    .sort((a, b) => b.q - a.q);
  const best = ranked[0]?.lang;
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
};

export const isMessageKey = (key: string) => key in serverMessages.zh || key in validationMessages.zh;

/** Translates a stored or passed-along message key: a server text, else a validation text, else as is. */
export const translateKey = (lang: Language, key: string, params?: MessageParams): string => {
  if (key in serverMessages[lang]) return translate(lang, key as ServerMessageKey, params);
  if (key in validationMessages[lang]) return translateValidation(lang, key as ValidationKey, params);
  return key;
};
