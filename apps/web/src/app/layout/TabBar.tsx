import { CloseOutlined, DownOutlined, ReloadOutlined, VerticalAlignMiddleOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Dropdown, type MenuProps, Tabs, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { HOME_PATH, useVisitedTabs, type VisitedTab } from "./visited-tabs";

type TabAction = "refresh" | "close" | "closeOthers" | "closeAll";

export const TabBar = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { tabs, close, closeOthers, closeAll } = useVisitedTabs();
  const activeKey = tabs.some((tab) => tab.key === location.pathname) ? location.pathname : undefined;

  const titleOf = (tab: VisitedTab) =>
    tab.titles ? tab.titles[lang] : t(tab.titleKey ?? "shell.tabs.untitled");

  const run = (action: TabAction, tab: VisitedTab) => {
    switch (action) {
      case "refresh":
        // Through /redirect so the page mounts again, with its cached data marked stale so it is fetched anew.
        void queryClient.invalidateQueries();
        navigate(`/redirect${tab.to}`, { replace: true });
        return;
      case "close": {
        const remaining = close(tab.key);
        if (tab.key === location.pathname) {
          const index = tabs.findIndex((item) => item.key === tab.key);
          const neighbour = remaining[Math.min(index, remaining.length - 1)] ?? remaining[0];
          navigate(neighbour?.to ?? HOME_PATH);
        }
        return;
      }
      case "closeOthers":
        closeOthers(tab.key);
        if (tab.key !== location.pathname) navigate(tab.to);
        return;
      case "closeAll":
        closeAll();
        navigate(HOME_PATH);
        return;
    }
  };

  const actionItems = (tab: VisitedTab): MenuProps["items"] => {
    const index = tabs.findIndex((item) => item.key === tab.key);
    return [
      { key: "refresh", icon: <ReloadOutlined />, label: t("shell.tabs.refresh") },
      {
        key: "close",
        icon: <CloseOutlined />,
        label: t("shell.tabs.close"),
        disabled: tab.key === HOME_PATH,
      },
      { type: "divider" },
      {
        key: "closeOthers",
        icon: <VerticalAlignMiddleOutlined rotate={90} />,
        label: t("shell.tabs.closeOthers"),
        disabled: tabs.length <= (index === 0 ? 1 : 2),
      },
      {
        key: "closeAll",
        icon: <CloseOutlined />,
        label: t("shell.tabs.closeAll"),
        disabled: tabs.length <= 1,
      },
    ];
  };

  const activeTab = tabs.find((tab) => tab.key === activeKey) ?? tabs[0];

  return (
    <div className="pp-tabbar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey ?? ""}
        onChange={(key) => {
          const tab = tabs.find((item) => item.key === key);
          if (tab) navigate(tab.to);
        }}
        onEdit={(key, action) => {
          const tab = tabs.find((item) => item.key === key);
          if (action === "remove" && tab) run("close", tab);
        }}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: tab.key !== HOME_PATH,
          label: (
            <Dropdown
              trigger={["contextMenu"]}
              menu={{ items: actionItems(tab), onClick: ({ key }) => run(key as TabAction, tab) }}
            >
              <Tooltip title={titleOf(tab)} mouseEnterDelay={0.6} placement="bottom">
                <span className="pp-tab-title">{titleOf(tab)}</span>
              </Tooltip>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{
          right: activeTab ? (
            <Dropdown
              trigger={["click"]}
              placement="bottomRight"
              menu={{ items: actionItems(activeTab), onClick: ({ key }) => run(key as TabAction, activeTab) }}
            >
              <Button
                type="text"
                size="small"
                aria-label={t("shell.tabs.actions")}
                className="pp-tab-actions"
              >
                <DownOutlined />
              </Button>
            </Dropdown>
          ) : null,
        }}
      />
    </div>
  );
};
