import {
  ApiOutlined,
  CheckCircleOutlined,
  LoginOutlined,
  RetweetOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
} from "@ant-design/icons";
import { Alert, Button, Card, Col, Flex, Row, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { usePageTitle } from "../use-page-title";
import { PublicFrame } from "./PublicFrame";

// The verification sample is code, identical in every language; only the prose around it is translated.
const VERIFY_SAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

// secret: the signing secret of your endpoint ("whsec_" + base64)
export function verifyWebhook(secret, headers, rawBody) {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  // Refuse stale or replayed deliveries (older than 5 minutes).
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;

  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(\`\${id}.\${timestamp}.\${rawBody}\`)
    .digest();

  // The header may carry several "v1,<base64>" signatures.
  return headers["webhook-signature"].split(" ").some((entry) => {
    const given = Buffer.from(entry.split(",")[1] ?? "", "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

const HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"] as const;

const WebhookDocPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t("shell.webhookDoc.title"));

  const steps = [
    { key: "endpoint", icon: <ApiOutlined /> },
    { key: "deliver", icon: <SendOutlined /> },
    { key: "verify", icon: <SafetyCertificateOutlined /> },
    { key: "retry", icon: <RetweetOutlined /> },
  ] as const;

  return (
    <PublicFrame>
      <div className="pp-doc">
        <Flex vertical gap={8} className="pp-doc-hero">
          <Flex gap={8}>
            <Tag color="processing" variant="filled">
              {t("shell.webhookDoc.badge")}
            </Tag>
          </Flex>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t("shell.webhookDoc.title")}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 15, margin: 0, maxWidth: 720 }}>
            {t("shell.webhookDoc.intro")}
          </Typography.Paragraph>
        </Flex>

        <Alert
          type="info"
          showIcon
          title={t("shell.webhookDoc.availabilityTitle")}
          description={t("shell.webhookDoc.availability")}
          style={{ marginBottom: 24 }}
        />

        <Typography.Title level={4}>{t("shell.webhookDoc.howTitle")}</Typography.Title>
        <Row gutter={[16, 16]} style={{ marginBottom: 28 }}>
          {steps.map((step, index) => (
            <Col key={step.key} xs={24} sm={12} lg={6}>
              <Card variant="borderless" className="pp-doc-step">
                <Flex vertical gap={8}>
                  <Flex align="center" gap={10}>
                    <span className="pp-doc-step-icon">{step.icon}</span>
                    <Typography.Text type="secondary">{index + 1}</Typography.Text>
                  </Flex>
                  <Typography.Text strong>{t(`shell.webhookDoc.steps.${step.key}.title`)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {t(`shell.webhookDoc.steps.${step.key}.body`)}
                  </Typography.Text>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>

        <Row gutter={[24, 24]}>
          <Col xs={24} lg={11}>
            <Typography.Title level={4}>{t("shell.webhookDoc.headersTitle")}</Typography.Title>
            <Table
              size="small"
              pagination={false}
              rowKey="name"
              dataSource={HEADERS.map((name) => ({ name }))}
              columns={[
                {
                  title: t("shell.webhookDoc.header"),
                  dataIndex: "name",
                  width: 170,
                  render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
                },
                {
                  title: t("shell.webhookDoc.meaning"),
                  dataIndex: "name",
                  render: (name: (typeof HEADERS)[number]) => t(`shell.webhookDoc.headers.${name}`),
                },
              ]}
            />
            <Flex vertical gap={8} style={{ marginTop: 20 }}>
              {(["respond", "idempotent", "order"] as const).map((key) => (
                <Flex key={key} gap={8} align="flex-start">
                  <CheckCircleOutlined style={{ color: "var(--ant-color-success)", marginTop: 4 }} />
                  <Typography.Text>{t(`shell.webhookDoc.tips.${key}`)}</Typography.Text>
                </Flex>
              ))}
            </Flex>
          </Col>
          <Col xs={24} lg={13}>
            <Typography.Title level={4}>{t("shell.webhookDoc.sampleTitle")}</Typography.Title>
            <pre className="pp-code">
              <code>{VERIFY_SAMPLE}</code>
            </pre>
          </Col>
        </Row>

        <Card variant="borderless" className="pp-doc-cta">
          <Flex justify="space-between" align="center" wrap gap={16}>
            <Flex vertical>
              <Typography.Text strong>{t("shell.webhookDoc.ctaTitle")}</Typography.Text>
              <Typography.Text type="secondary">{t("shell.webhookDoc.ctaBody")}</Typography.Text>
            </Flex>
            <Button type="primary" icon={<LoginOutlined />} onClick={() => navigate("/login")}>
              {t("shell.webhookDoc.signIn")}
            </Button>
          </Flex>
        </Card>
      </div>
    </PublicFrame>
  );
};

export default WebhookDocPage;
