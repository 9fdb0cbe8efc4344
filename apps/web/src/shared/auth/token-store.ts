import { LANGUAGES, TOKEN_TTL_MS } from "@pp/domain";
import { queryClient } from "../api/query-client";

// Kept apart from session.ts so the API client can clear the session without importing the react-query
// hooks that themselves call the client.
//
// The session token itself is an HttpOnly cookie that the server sets at login and clears at logout:
// no script ever reads it, and the browser sends it with every same-origin request. The console only
// remembers until when it is signed in, to choose between the sign-in page and the console.

const LANG_KEY = "lang";
const SIGNED_IN_UNTIL_KEY = "signedInUntil";

/** The console believes a session is open; the server has the last word (a 401 ends it). */
export const isSignedIn = (): boolean => {
  const until = Number(safeRead(() => localStorage.getItem(SIGNED_IN_UNTIL_KEY)));
  return Number.isFinite(until) && until > Date.now();
};

/** Remembers a login until the server's session ends, never longer than its 1-day lifetime. */
export const markSignedIn = (expiresAt: string): void => {
  const serverExpiry = new Date(expiresAt).getTime();
  const dayFromNow = Date.now() + TOKEN_TTL_MS;
  const until = Number.isNaN(serverExpiry) ? dayFromNow : Math.min(serverExpiry, dayFromNow);
  safeRead(() => localStorage.setItem(SIGNED_IN_UNTIL_KEY, String(until)));
};

/**
 * Forgets what the signed-in user left in the browser's storage (spec §4). The interface language is
 * written back because it is a choice about this browser, not about the session: an English-speaking user
 * should not be greeted in Chinese after logout. On its own (no re-render) for a page that is about to be
 * left anyway, so the old page never turns into a sign-in form that the new one then replaces.
 */
export const forgetStoredSession = (): void => {
  const lang = safeRead(() => localStorage.getItem(LANG_KEY));
  safeRead(() => localStorage.clear());
  safeRead(() => sessionStorage.clear());
  if (lang && (LANGUAGES as readonly string[]).includes(lang)) {
    safeRead(() => localStorage.setItem(LANG_KEY, lang));
  }
};

/** Forgets everything the signed-in user left behind: the storage above and the cached roles and menus. */
export const clearSession = (): void => {
  queryClient.clear();
  forgetStoredSession();
};

const safeRead = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};
