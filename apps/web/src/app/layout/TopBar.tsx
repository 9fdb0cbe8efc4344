import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from "@ant-design/icons";
import type { SessionInfo } from "@pp/contracts";
import { LAYOUT } from "@pp/domain";
import { Breadcrumb, Button, Flex, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBrand } from "../../features/auth/auth.hooks";
import { NotificationBell } from "../../features/system/NotificationBell";
import { LanguageSwitcher } from "../../shared/components/LanguageSwitcher";
import { useSystemName } from "../brand";
import { EditionBadge } from "./EditionBadge";
import { useLayoutSettings } from "./layout-settings";
import { UserMenu } from "./UserMenu";

export type Crumb = { key: string; title: string };

export const TopBar = ({
  session,
  crumbs,
  collapsed,
  phone,
  onToggleCollapsed,
  onOpenSettings,
  canOpenInbox,
}: {
  session: SessionInfo;
  crumbs: Crumb[];
  collapsed: boolean;
  /** A phone's top bar has no room for the trail or the system's name: the page's header names the page. */
  phone: boolean;
  onToggleCollapsed: () => void;
  onOpenSettings: () => void;
  /** Whether the user's menu has the notifications screen (the bell's "view all"). */
  canOpenInbox: boolean;
}) => {
  const { t } = useTranslation();
  const { showLogo } = useLayoutSettings();
  const { data: brand } = useBrand();
  const systemName = useSystemName();

  return (
    <Flex align="center" className="pp-topbar" style={{ height: LAYOUT.headerHeight }}>
      {showLogo ? (
        <Link
          to="/"
          className="pp-brand"
          style={
            phone
              ? undefined
              : { width: (collapsed ? LAYOUT.sidebarCollapsedWidth : LAYOUT.sidebarWidth) - 16 }
          }
          title={systemName}
        >
          {brand?.logo ? (
            <img src={brand.logo} alt="" className="pp-brand-logo" />
          ) : (
            <span className="pp-brand-mark" />
          )}
          {collapsed || phone ? null : <span className="pp-brand-name">{systemName}</span>}
        </Link>
      ) : null}
      <Tooltip title={collapsed ? t("shell.menu.expand") : t("shell.menu.collapse")}>
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleCollapsed}
          aria-label={collapsed ? t("shell.menu.expand") : t("shell.menu.collapse")}
        />
      </Tooltip>
      {phone ? (
        <span className="pp-breadcrumb" />
      ) : (
        <Breadcrumb
          className="pp-breadcrumb"
          items={crumbs.map((crumb) => ({ key: crumb.key, title: crumb.title }))}
        />
      )}
      <Flex align="center" gap={4} className="pp-topbar-actions">
        <EditionBadge session={session} />
        <NotificationBell canOpenInbox={canOpenInbox} />
        <LanguageSwitcher />
        <Tooltip title={t("shell.settings.title")}>
          <Button
            type="text"
            icon={<SettingOutlined />}
            onClick={onOpenSettings}
            aria-label={t("shell.settings.title")}
          />
        </Tooltip>
        <UserMenu session={session} />
      </Flex>
    </Flex>
  );
};
