import {
  ApiOutlined,
  CheckCircleOutlined,
  CopyOutlined,
  LoginOutlined,
  RetweetOutlined,
  SafetyCertificateOutlined,
  SendOutlined,
} from "@ant-design/icons";
import {
  JAVA_SAMPLE,
  PYTHON_SAMPLE,
  TYPESCRIPT_SAMPLE,
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from "@pp/domain";
import { App, Button, Card, Col, Flex, Row, Table, Tabs, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { usePageTitle } from "../use-page-title";
import { PublicFrame } from "./PublicFrame";

// The public webhook reference (/APIDockingInfo/webhookDoc, issue 16): the events of the catalogue in
// @pp/domain with their payloads as sent, the Standard Webhooks headers and signature, verification code in three
// languages (identical in every language of the page) and the retry schedule.

const HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"] as const;
const SAMPLES = [
  { key: "typescript", label: "TypeScript", code: TYPESCRIPT_SAMPLE },
  { key: "python", label: "Python", code: PYTHON_SAMPLE },
  { key: "java", label: "Java", code: JAVA_SAMPLE },
] as const;
const RULES = [
  "delivered",
  "redirects",
  "gone",
  "slowDown",
  "disabled",
  "respond",
  "dedupe",
  "version",
] as const;
const EXAMPLE_TIME = "2026-11-27T08:15:02.114Z";

type EventRow = (typeof WEBHOOK_EVENTS)[number];

/** An event's body as it is sent. */
const payloadOf = (event: EventRow) =>
  JSON.stringify({ type: event.type, timestamp: EXAMPLE_TIME, data: event.example }, null, 2);

const Code = ({ code }: { code: string }) => (
  <pre className="pp-code">
    <code>{code}</code>
  </pre>
);

const CopyButton = ({ text }: { text: string }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t("shell.webhookDoc.copied"));
    } catch {
      // The clipboard can be refused (an insecure origin); the code stays selectable.
    }
  };
  return (
    <Button size="small" icon={<CopyOutlined />} onClick={copy}>
      {t("shell.webhookDoc.copy")}
    </Button>
  );
};

const WebhookDocPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  usePageTitle(t("shell.webhookDoc.title"));

  const delay = (seconds: number) =>
    seconds < 60
      ? t("shell.webhookDoc.units.s", { count: seconds })
      : seconds < 3600
        ? t("shell.webhookDoc.units.min", { count: seconds / 60 })
        : t("shell.webhookDoc.units.h", { count: seconds / 3600 });
  const totalHours = Math.round(WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0) / 3600);

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
            <Tag variant="filled">Standard Webhooks 1.0</Tag>
          </Flex>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t("shell.webhookDoc.title")}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 15, margin: 0, maxWidth: 720 }}>
            {t("shell.webhookDoc.intro")}
          </Typography.Paragraph>
        </Flex>

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

        <section className="pp-doc-section">
          <Typography.Title level={3}>{t("shell.webhookDoc.eventsTitle")}</Typography.Title>
          <Typography.Paragraph type="secondary">{t("shell.webhookDoc.eventsIntro")}</Typography.Paragraph>
          <Table<EventRow>
            size="small"
            pagination={false}
            rowKey="type"
            dataSource={[...WEBHOOK_EVENTS]}
            expandable={{
              expandedRowRender: (event) => (
                <Flex vertical gap={8}>
                  <Flex justify="space-between" align="center" gap={8} wrap>
                    <Typography.Text type="secondary">{t("shell.webhookDoc.payload")}</Typography.Text>
                    <CopyButton text={payloadOf(event)} />
                  </Flex>
                  <Code code={payloadOf(event)} />
                </Flex>
              ),
            }}
            columns={[
              {
                title: t("shell.webhookDoc.event"),
                dataIndex: "type",
                render: (type: string) => <Typography.Text code>{type}</Typography.Text>,
              },
              {
                title: t("shell.webhookDoc.meaning"),
                key: "meaning",
                render: (_: unknown, event: EventRow) => event.texts[lang],
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t("shell.webhookDoc.versionNote")}
          </Typography.Paragraph>
        </section>

        <Row gutter={[24, 24]} className="pp-doc-section">
          <Col xs={24} lg={11}>
            <Typography.Title level={3}>{t("shell.webhookDoc.headersTitle")}</Typography.Title>
            <Table
              size="small"
              pagination={false}
              rowKey="name"
              dataSource={HEADERS.map((name) => ({ name }))}
              columns={[
                {
                  title: t("shell.webhookDoc.header"),
                  dataIndex: "name",
                  width: 160,
                  render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
                },
                {
                  title: t("shell.webhookDoc.meaning"),
                  dataIndex: "name",
                  render: (name: (typeof HEADERS)[number]) => t(`shell.webhookDoc.headers.${name}`),
                },
              ]}
            />
          </Col>
          <Col xs={24} lg={13}>
            <Typography.Title level={3}>{t("shell.webhookDoc.signatureTitle")}</Typography.Title>
            <ol className="pp-doc-list">
              {(["content", "key", "encoding", "several", "tolerance"] as const).map((key) => (
                <li key={key}>{t(`shell.webhookDoc.signature.${key}`)}</li>
              ))}
            </ol>
          </Col>
        </Row>

        <section className="pp-doc-section">
          <Typography.Title level={3}>{t("shell.webhookDoc.sampleTitle")}</Typography.Title>
          <Tabs
            size="small"
            items={SAMPLES.map((sample) => ({
              key: sample.key,
              label: sample.label,
              children: (
                <Flex vertical gap={8}>
                  <Flex justify="flex-end">
                    <CopyButton text={sample.code} />
                  </Flex>
                  <Code code={sample.code} />
                </Flex>
              ),
            }))}
          />
        </section>

        <Row gutter={[24, 24]} className="pp-doc-section">
          <Col xs={24} lg={11}>
            <Typography.Title level={3}>{t("shell.webhookDoc.retryTitle")}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t("shell.webhookDoc.retryIntro", { hours: totalHours })}
            </Typography.Paragraph>
            <ol className="pp-doc-list pp-doc-retries">
              <li>{t("shell.webhookDoc.atOnce")}</li>
              {WEBHOOK_RETRY_DELAYS_SECONDS.map((seconds) => (
                <li key={seconds}>{t("shell.webhookDoc.after", { delay: delay(seconds) })}</li>
              ))}
            </ol>
          </Col>
          <Col xs={24} lg={13}>
            <Typography.Title level={3}>{t("shell.webhookDoc.rulesTitle")}</Typography.Title>
            <Flex vertical gap={10}>
              {RULES.map((key) => (
                <Flex key={key} gap={8} align="flex-start">
                  <CheckCircleOutlined style={{ color: "var(--ant-color-success)", marginTop: 4 }} />
                  <Typography.Text>
                    {t(`shell.webhookDoc.rules.${key}`, { days: WEBHOOK_DISABLE_AFTER_DAYS })}
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
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
