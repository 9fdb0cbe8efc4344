import { LANGUAGES, TOKEN_COOKIE, TOKEN_TTL_MS } from "@pp/domain";
import { queryClient } from "../api/query-client";
import { readCookie, removeCookie, writeCookie } from "../lib/cookies";

// Kept apart from session.ts so the API client can read and clear the token without importing the
// react-query hooks that themselves call the client.

const LANG_KEY = "lang";

export const getToken = (): string | null => readCookie(TOKEN_COOKIE);

export const hasToken = (): boolean => getToken() !== null;

/** Stores the token for the Authorization header; the cookie never outlives the server's 1-day session. */
export const setToken = (token: string, expiresAt?: string | Date): void => {
  const serverExpiry = expiresAt ? new Date(expiresAt) : null;
  const dayFromNow = new Date(Date.now() + TOKEN_TTL_MS);
  const expires =
    serverExpiry && !Number.isNaN(serverExpiry.getTime()) && serverExpiry < dayFromNow
      ? serverExpiry
      : dayFromNow;
  writeCookie(TOKEN_COOKIE, token, expires);
};

/**
 * Forgets everything the signed-in user left behind (spec §4): token cookie, cached roles and menus,
 * local and session storage. The interface language is written back because it is a choice about this
 * browser, not about the session: an English-speaking user should not be greeted in Chinese after logout.
 */
export const clearSession = (): void => {
  const lang = safeRead(() => localStorage.getItem(LANG_KEY));
  removeCookie(TOKEN_COOKIE);
  queryClient.clear();
  safeRead(() => localStorage.clear());
  safeRead(() => sessionStorage.clear());
  if (lang && (LANGUAGES as readonly string[]).includes(lang)) {
    safeRead(() => localStorage.setItem(LANG_KEY, lang));
  }
};

const safeRead = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};
