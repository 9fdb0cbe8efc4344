import type { MenuNode, SessionInfo } from "@pp/contracts";
import type { Language } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyLanguage, currentLanguage } from "../../locales";
import { api } from "../api/client";
import { queryClient } from "../api/query-client";
import { queryKeysFactory } from "../api/query-keys";
import { clearSession, forgetStoredSession, isSignedIn } from "./token-store";

export { clearSession, isSignedIn, markSignedIn } from "./token-store";

const scope = queryKeysFactory("session");

export const sessionKeys = {
  all: scope.all,
  info: () => scope.key("info"),
  menus: () => scope.key("menus"),
  check: (path: string) => scope.key("check", path),
};

// Spec §4: a user without roles still gets the default role so role checks never see an empty list.
const DEFAULT_ROLE = "ROLE_SYSTEM_DEFAULT";

const fetchSessionInfo = async (signal?: AbortSignal): Promise<SessionInfo> => {
  const info = await api.get<SessionInfo>("/api/auth/info", { signal, silent: true });
  return info.roles.length > 0 ? info : { ...info, roles: [DEFAULT_ROLE] };
};

/**
 * The signed-in user. If it cannot be loaded the session is unusable (spec §4): log out and reload, which
 * lands on the login page.
 */
export const useSessionUser = () => {
  const query = useQuery({
    queryKey: sessionKeys.info(),
    queryFn: ({ signal }) => fetchSessionInfo(signal),
    enabled: isSignedIn(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { isError, data } = query;

  useEffect(() => {
    if (!isError) return;
    clearSession();
    window.location.reload();
  }, [isError]);

  // The saved language of the account wins over the one this browser used before login.
  const savedLang = data?.user.lang;
  useEffect(() => {
    if (savedLang && savedLang !== currentLanguage()) void applyLanguage(savedLang);
  }, [savedLang]);

  return query;
};

export const useMenus = () =>
  useQuery({
    queryKey: sessionKeys.menus(),
    queryFn: ({ signal }) => api.get<MenuNode[]>("/api/menus/build", { signal }),
    enabled: isSignedIn(),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Saves the language on the account (when signed in) and switches the interface to it. */
export const changeLanguage = async (lang: Language): Promise<void> => {
  if (isSignedIn()) {
    await api.post<{ lang: Language }>(`/api/customerInfo/i18n/${lang}`);
    queryClient.setQueryData<SessionInfo>(sessionKeys.info(), (info) =>
      info ? { ...info, user: { ...info.user, lang } } : info,
    );
  }
  await applyLanguage(lang);
};

/**
 * Logs out on the server if it can (which also clears the HttpOnly session cookie); the local session is
 * forgotten even when that call fails (spec §4). The page is left for /login, which drops every cache.
 */
export const logout = async (): Promise<void> => {
  try {
    // authFlow: a 401 here only means the session was already gone, which is where we are going anyway.
    await api.delete("/api/auth/logout", { silent: true, authFlow: true, timeoutMs: 5000 });
  } catch {
    // Nothing to do: the session is forgotten locally either way and expires on the server by itself.
  } finally {
    forgetStoredSession();
    window.location.assign("/login");
  }
};
