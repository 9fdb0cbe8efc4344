import type { SessionInfo } from "@pp/contracts";
import { LAYOUT } from "@pp/domain";
import { Drawer, Grid, Layout } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { useLanguage } from "../../locales";
import { findEntryByPath, type MenuEntry, menuTitle, walkEntries } from "../../shared/auth/menu-tree";
import { useLayoutSettings } from "./layout-settings";
import { SettingsDrawer } from "./SettingsDrawer";
import { SideMenu } from "./SideMenu";
import { TabBar } from "./TabBar";
import { type Crumb, TopBar } from "./TopBar";
import { HOME_PATH, VisitedTabsProvider } from "./visited-tabs";

export type ShellOutletContext = { entries: MenuEntry[]; session: SessionInfo };

const COLLAPSED_KEY = "sider-collapsed";

// Remembered for the browser tab so "refresh tab" (which remounts the shell via /redirect) keeps it.
const readCollapsed = () => sessionStorage.getItem(COLLAPSED_KEY) === "1";

export const AppLayout = ({ session, entries }: ShellOutletContext) => {
  const lang = useLanguage();
  const location = useLocation();
  const { showTabs, fixedHeader } = useLayoutSettings();
  const [collapsed, setCollapsedState] = useState(readCollapsed);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Below antd's md breakpoint (768 px, a phone) the menu opens as a drawer over the page instead of
  // squeezing the content beside it.
  const phone = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Choosing a screen in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const setCollapsed = (value: boolean) => {
    setCollapsedState(value);
    sessionStorage.setItem(COLLAPSED_KEY, value ? "1" : "0");
  };

  const active = useMemo(() => findEntryByPath(entries, location.pathname), [entries, location.pathname]);
  const byPath = useMemo(
    () => new Map([...walkEntries(entries)].map((entry) => [entry.fullPath, entry])),
    [entries],
  );
  const homeTitles = byPath.get(HOME_PATH)?.node.meta.titles ?? null;

  const crumbs: Crumb[] = active
    ? [...active.parentPaths, active.fullPath].flatMap((path) => {
        const entry = byPath.get(path);
        return entry ? [{ key: path, title: menuTitle(entry.node, lang) }] : [];
      })
    : [];

  const outletContext: ShellOutletContext = { session, entries };

  return (
    <VisitedTabsProvider homeTitles={homeTitles}>
      <Layout className={`pp-shell${fixedHeader ? " pp-shell-fixed" : ""}`}>
        <Layout.Header
          className={`pp-header${fixedHeader ? " pp-header-fixed" : ""}`}
          style={{ height: LAYOUT.headerHeight, lineHeight: `${LAYOUT.headerHeight}px` }}
        >
          <TopBar
            session={session}
            crumbs={crumbs}
            collapsed={phone ? !drawerOpen : collapsed}
            phone={phone}
            onToggleCollapsed={() => (phone ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))}
            onOpenSettings={() => setSettingsOpen(true)}
            canOpenInbox={findEntryByPath(entries, "/system/notifications") !== null}
          />
        </Layout.Header>
        <Layout hasSider={!phone}>
          {phone ? (
            <Drawer
              placement="left"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              size={LAYOUT.sidebarWidth + 40}
              closable={false}
              rootClassName="pp-menu-drawer"
              styles={{ body: { padding: 0 } }}
            >
              <SideMenu entries={entries} active={active} collapsed={false} />
            </Drawer>
          ) : (
            <Layout.Sider
              theme="light"
              width={LAYOUT.sidebarWidth}
              collapsedWidth={LAYOUT.sidebarCollapsedWidth}
              collapsed={collapsed}
              trigger={null}
              // antd's lg breakpoint is 992 px, the width under which spec §2 folds the menu away.
              breakpoint="lg"
              onBreakpoint={(broken) => setCollapsed(broken)}
              className="pp-sider"
              style={{
                top: fixedHeader ? LAYOUT.headerHeight : 0,
                height: fixedHeader ? `calc(100vh - ${LAYOUT.headerHeight}px)` : "100vh",
              }}
            >
              <SideMenu entries={entries} active={active} collapsed={collapsed} />
            </Layout.Sider>
          )}
          <Layout className="pp-main">
            {showTabs ? <TabBar /> : null}
            <Layout.Content className="pp-content">
              <Outlet context={outletContext} />
            </Layout.Content>
          </Layout>
        </Layout>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </Layout>
    </VisitedTabsProvider>
  );
};
