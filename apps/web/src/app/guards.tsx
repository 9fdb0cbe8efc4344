import type { ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { buildMenuEntries, firstMenuPath } from "../shared/auth/menu-tree";
import { isSignedIn, useMenus } from "../shared/auth/session";
import { PageLoading } from "./components";

/** Only same-site paths are followed, so a crafted ?redirect= cannot send the user to another site. */
export const safeRedirect = (value: string | null): string | null =>
  value && /^\/(?![/\\])/.test(value) && !value.includes("\\") && !value.startsWith("/login") ? value : null;

/** A signed-in user opening /login goes straight to where they wanted to be, or the first menu screen. */
export const RedirectIfSignedIn = ({ children }: { children: ReactNode }) => {
  const signedIn = isSignedIn();
  const [params] = useSearchParams();
  const menus = useMenus();
  if (!signedIn) return children;
  const redirect = safeRedirect(params.get("redirect"));
  if (redirect) return <Navigate to={redirect} replace />;
  if (!menus.data) return <PageLoading fullScreen />;
  return <Navigate to={firstMenuPath(buildMenuEntries(menus.data)) ?? "/"} replace />;
};

/**
 * Every console screen needs a token (spec §2): without one, go to /login and keep the wanted path. Checked
 * before the shell chunk is requested, so a signed-out visitor downloads only the login page.
 */
export const RequireToken = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  if (isSignedIn()) return children;
  const wanted = `${location.pathname}${location.search}`;
  const query = wanted === "/" ? "" : `?redirect=${encodeURIComponent(wanted)}`;
  return <Navigate to={`/login${query}`} replace />;
};
