import { HomeOutlined } from "@ant-design/icons";
import type { MenuNode } from "@pp/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Result } from "antd";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useOutletContext } from "react-router";
import { useLanguage } from "../locales";
import { isApiRequestError } from "../shared/api/api-error";
import { api } from "../shared/api/client";
import { findEntryByPath, firstMenuPath, type MenuEntry, menuTitle } from "../shared/auth/menu-tree";
import { sessionKeys } from "../shared/auth/session";
import { PageLoading } from "./components";
import type { ShellOutletContext } from "./layout/AppLayout";
import { useVisitedTabs } from "./layout/visited-tabs";
import { NotAvailablePage, resolvePage } from "./page-registry";
import { usePageTitle } from "./use-page-title";

/** "/" opens the first screen of the user's menu (spec §2). */
export const IndexRedirect = () => {
  const { entries } = useOutletContext<ShellOutletContext>();
  const first = firstMenuPath(entries);
  if (first) return <Navigate to={first} replace />;
  return <NoMenus />;
};

const NoMenus = () => {
  const { t } = useTranslation();
  usePageTitle(t("shell.noMenus.title"));
  return (
    <Card variant="borderless" className="pp-page-card">
      <Result status="info" title={t("shell.noMenus.title")} subTitle={t("shell.noMenus.description")} />
    </Card>
  );
};

/** The catch-all inside the shell: the current path is resolved against the user's menu tree. */
export const MenuRoute = () => {
  const { entries } = useOutletContext<ShellOutletContext>();
  const location = useLocation();
  const entry = findEntryByPath(entries, location.pathname);
  if (entry) return <MenuPage key={entry.fullPath} entry={entry} />;
  return <UnlistedPath key={location.pathname} path={location.pathname} />;
};

const MenuPage = ({ entry }: { entry: MenuEntry }) => {
  const lang = useLanguage();
  const location = useLocation();
  const { visit } = useVisitedTabs();
  const title = menuTitle(entry.node, lang);
  usePageTitle(title);

  const to = `${location.pathname}${location.search}`;
  useEffect(() => {
    visit({ key: location.pathname, to, titles: entry.node.meta.titles, titleKey: null });
  }, [visit, location.pathname, to, entry.node.meta.titles]);

  const Page = resolvePage(entry.node.component);
  return (
    <Suspense fallback={<PageLoading />}>
      {Page ? <Page /> : <NotAvailablePage title={title} componentKey={entry.node.component} />}
    </Suspense>
  );
};

/**
 * A path that is not in the menu tree: the server says whether it exists but is not granted (403, which the
 * API client turns into /401) or does not exist at all (404).
 */
const UnlistedPath = ({ path }: { path: string }) => {
  const check = useQuery({
    queryKey: sessionKeys.check(path),
    queryFn: ({ signal }) =>
      api.get<MenuNode>("/api/menus/check", {
        params: { path },
        signal,
        silent: true,
        replaceOnForbidden: true,
      }),
    staleTime: 0,
  });
  if (check.isPending) return <PageLoading />;
  if (check.isError) {
    const status = isApiRequestError(check.error) ? check.error.status : 0;
    if (status === 404) return <Navigate to="/404" replace />;
    if (status === 403 || status === 401) return <PageLoading />;
    return <CheckFailed onRetry={() => void check.refetch()} />;
  }
  // Granted but left out of the menu (a hidden page such as a detail screen): the server names its component.
  return <MenuPage entry={{ node: check.data, fullPath: path, parentPaths: [], children: [] }} />;
};

const CheckFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless" className="pp-page-card">
      <Result
        status="warning"
        title={t("shell.checkFailed.title")}
        subTitle={t("shell.checkFailed.description")}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            {t("common.actions.retry")}
          </Button>,
          <Button key="home" icon={<HomeOutlined />} onClick={() => navigate("/home")}>
            {t("shell.actions.backHome")}
          </Button>,
        ]}
      />
    </Card>
  );
};
