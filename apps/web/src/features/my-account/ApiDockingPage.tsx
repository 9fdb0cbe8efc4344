import { Card, Flex, Tabs, type TabsProps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { WebhooksTab } from "../webhooks/WebhooksTab";
import ApiReferencePanel from "./ApiReferencePanel";
import { ApiTokensPanel } from "./ApiTokensPanel";

const TAB_KEYS = ["tokens", "webhooks", "reference"] as const;

/** API docking info (spec §2): one tab per part of the open API a customer sets up; `?tab=` opens one. */
const ApiDockingPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") ?? "";
  const active = (TAB_KEYS as readonly string[]).includes(asked) ? asked : "tokens";
  const items: TabsProps["items"] = [
    { key: "tokens", label: t("account.apiDocking.tabs.tokens"), children: <ApiTokensPanel /> },
    { key: "webhooks", label: t("account.apiDocking.tabs.webhooks"), children: <WebhooksTab /> },
    { key: "reference", label: t("account.apiDocking.tabs.reference"), children: <ApiReferencePanel /> },
  ];

  return (
    <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px 20px" } }}>
      <Flex vertical gap={2}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("account.apiDocking.title")}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t("account.apiDocking.description")}
        </Typography.Text>
      </Flex>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={items}
        destroyOnHidden
      />
    </Card>
  );
};

export default ApiDockingPage;
