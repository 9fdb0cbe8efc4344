import { ExportOutlined } from "@ant-design/icons";
import { Button, Descriptions, Flex, Grid, Typography } from "antd";
import { useTranslation } from "react-i18next";

// The open API's reference on the API docking page: where it is, how to call it, and its interactive page.
const OPEN_API_PATH = "/open/v1";
/** The default of OPEN_API_RATE_PER_MINUTE (the server's config). */
const DEFAULT_RATE_PER_MINUTE = 600;

const Code = ({ children }: { children: string }) => (
  <Typography.Text code copyable>
    {children}
  </Typography.Text>
);

const ApiReferencePanel = () => {
  const { t } = useTranslation();
  const baseUrl = `${window.location.origin}${OPEN_API_PATH}`;
  // On a phone each label stands above its text, which then has the whole width.
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <div>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex vertical gap={2}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t("openApi.reference.title")}
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t("openApi.reference.description")}
            </Typography.Text>
          </Flex>
          <Button
            type="primary"
            icon={<ExportOutlined />}
            href={`${OPEN_API_PATH}/docs`}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="open-api-docs"
          >
            {t("openApi.reference.openDocs")}
          </Button>
        </Flex>
        <Descriptions
          column={1}
          size="small"
          bordered
          layout={phone ? "vertical" : "horizontal"}
          styles={{ label: phone ? {} : { width: 150, whiteSpace: "nowrap" } }}
        >
          <Descriptions.Item label={t("openApi.reference.baseUrl")}>
            <Code>{baseUrl}</Code>
          </Descriptions.Item>
          <Descriptions.Item label={t("openApi.reference.auth")}>
            {t("openApi.reference.authText")}
          </Descriptions.Item>
          <Descriptions.Item label={t("openApi.reference.rateLimit")}>
            {t("openApi.reference.rateLimitText", { perMinute: DEFAULT_RATE_PER_MINUTE })}
          </Descriptions.Item>
          <Descriptions.Item label={t("openApi.reference.idempotency")}>
            {t("openApi.reference.idempotencyText")}
          </Descriptions.Item>
          <Descriptions.Item label={t("openApi.reference.errors")}>
            {t("openApi.reference.errorsText")}
          </Descriptions.Item>
          <Descriptions.Item label={t("openApi.reference.document")}>
            <Code>{`${baseUrl}/openapi.json`}</Code>
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    </div>
  );
};

export default ApiReferencePanel;
