import { Card, Flex, Tabs, type TabsProps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ApiTokensPanel } from "./ApiTokensPanel";

/** API docking info (spec §2): one tab per part of the open API a customer sets up. */
const ApiDockingPage = () => {
  const { t } = useTranslation();
  const items: TabsProps["items"] = [
    { key: "tokens", label: t("account.apiDocking.tabs.tokens"), children: <ApiTokensPanel /> },
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
      <Tabs items={items} />
    </Card>
  );
};

export default ApiDockingPage;
