import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { createBrowserRouter, Outlet } from "react-router";
import { setNavigator } from "../shared/api/api-bridge";
import { PageLoading } from "./components";
import { RedirectIfSignedIn, RequireToken } from "./guards";
import { usePageTitle } from "./use-page-title";

// Public screens (spec §2). Each is a lazy chunk; the identity ones belong to the identity area.
const LoginPage = lazy(() => import("../features/auth/pages/LoginPage"));
const RegisterPage = lazy(() => import("../features/auth/pages/RegisterPage"));
const ForgetPasswordPage = lazy(() => import("../features/auth/pages/ForgetPasswordPage"));
const AgreementPage = lazy(() => import("../features/auth/pages/AgreementPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const NoPermissionPage = lazy(() => import("./pages/NoPermissionPage"));
const WebhookDocPage = lazy(() => import("./pages/WebhookDocPage"));
const PublicTrackingPage = lazy(() => import("../features/tracking/PublicTrackingPage"));
const RedirectPage = lazy(() => import("./pages/RedirectPage"));
const RouteErrorPage = lazy(() => import("./pages/RouteErrorPage"));
const RequireAuth = lazy(() => import("./shell"));
const IndexRedirect = lazy(() =>
  import("./menu-route").then((module) => ({ default: module.IndexRedirect })),
);
const MenuRoute = lazy(() => import("./menu-route").then((module) => ({ default: module.MenuRoute })));

/** Sets the document title of a public screen; pages may refine it with usePageTitle themselves. */
const Titled = ({ titleKey, children }: { titleKey: string; children: ReactNode }) => {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return children;
};

const page = (Component: ComponentType, titleKey?: string, inShell = false) => {
  const content = <Component />;
  return (
    <Suspense fallback={<PageLoading fullScreen={!inShell} />}>
      {titleKey ? <Titled titleKey={titleKey}>{content}</Titled> : content}
    </Suspense>
  );
};

const Root = () => <Outlet />;

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: page(RouteErrorPage),
    children: [
      {
        path: "/login",
        element: <RedirectIfSignedIn>{page(LoginPage, "shell.routes.login")}</RedirectIfSignedIn>,
      },
      { path: "/register", element: page(RegisterPage, "shell.routes.register") },
      { path: "/forgetPassword", element: page(ForgetPasswordPage, "shell.routes.forgetPassword") },
      {
        path: "/registrationAgreement",
        element: page(() => <AgreementPage kind="registration" />, "shell.routes.registrationAgreement"),
      },
      {
        path: "/privacyAgreement",
        element: page(() => <AgreementPage kind="privacy" />, "shell.routes.privacyAgreement"),
      },
      { path: "/404", element: page(NotFoundPage) },
      { path: "/401", element: page(NoPermissionPage) },
      { path: "/APIDockingInfo/webhookDoc", element: page(WebhookDocPage) },
      { path: "/track", element: page(PublicTrackingPage) },
      { path: "/redirect/*", element: page(RedirectPage) },
      {
        path: "/",
        element: <RequireToken>{page(RequireAuth)}</RequireToken>,
        children: [
          { index: true, element: page(IndexRedirect, undefined, true) },
          { path: "*", element: page(MenuRoute, undefined, true) },
        ],
      },
    ],
  },
]);

setNavigator((to, options) => void router.navigate(to, options));
