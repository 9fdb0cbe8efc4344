import { useMemo } from "react";
import { Navigate } from "react-router";
import { buildMenuEntries } from "../shared/auth/menu-tree";
import { isSignedIn, useMenus, useSessionUser } from "../shared/auth/session";
import { PageLoading } from "./components";
import { AppLayout } from "./layout/AppLayout";

// Loaded lazily: the shell (menu, tabs, drawer, colour picker) is not part of what /login downloads.

/** The signed-in console: session user and menus first, then the shell around the screen. */
const RequireAuth = () => {
  const session = useSessionUser();
  const menus = useMenus();
  const entries = useMemo(() => buildMenuEntries(menus.data ?? []), [menus.data]);

  // The token can disappear while the shell is open (another tab logged out).
  if (!isSignedIn()) return <Navigate to="/login" replace />;
  // A failed session query reloads the page (useSessionUser); until then keep showing the spinner.
  if (!session.data || !menus.data) return <PageLoading fullScreen />;
  return <AppLayout session={session.data} entries={entries} />;
};

export default RequireAuth;
export { IndexRedirect, MenuRoute } from "./menu-route";
