import { CopyOutlined, PlusOutlined } from "@ant-design/icons";
import type { WebhookEndpoint } from "@pp/contracts";
import { SUBSCRIBABLE_WEBHOOK_EVENTS, WEBHOOK_EVENTS } from "@pp/domain";
import {
  Alert,
  App,
  Button,
  Checkbox,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { formatDateTime } from "../../shared/lib/format";
import { DeliveryLog } from "./DeliveryLog";
import {
  useDeleteEndpoint,
  useRotateSecret,
  useSaveEndpoint,
  useSendTestEvent,
  useWebhookEndpoints,
} from "./webhooks.api";

type FormValues = { url: string; events: string[]; enabled: boolean };

/** A secret shown once, with a copy button. */
const SecretModal = ({ secret, onClose }: { secret: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      void message.success(t("webhooks.secretCopied"));
    } catch {
      // Clipboard access can be refused (insecure origin); the secret stays selectable.
    }
  };
  return (
    <Modal
      open={secret !== null}
      title={t("webhooks.secretTitle")}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: "none" } }}
    >
      <Alert type="warning" showIcon message={t("webhooks.secretOnce")} style={{ marginBottom: 12 }} />
      <Space.Compact style={{ width: "100%" }}>
        <Input readOnly value={secret ?? ""} data-testid="webhook-secret" />
        <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t("webhooks.copy")} />
      </Space.Compact>
    </Modal>
  );
};

/**
 * The Webhooks tab of the API docking screen (issue 16): the org's endpoints, their form (URL and events from the
 * catalogue in the user's language), the secret shown once, rotation, a test event and each endpoint's log.
 */
export const WebhooksTab = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const endpoints = useWebhookEndpoints();
  const save = useSaveEndpoint();
  const remove = useDeleteEndpoint();
  const rotate = useRotateSecret();
  const test = useSendTestEvent();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<WebhookEndpoint | "new" | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);

  const open = (row: WebhookEndpoint | "new") => {
    setEditing(row);
    form.setFieldsValue(
      row === "new"
        ? { url: "https://", events: ["order.created"], enabled: true }
        : { url: row.url, events: row.events, enabled: row.enabled },
    );
  };

  const submit = async (values: FormValues) => {
    if (editing === null) return;
    try {
      const saved = await save.mutateAsync({ id: editing === "new" ? null : editing.id, body: values });
      setEditing(null);
      if ("secret" in saved && typeof saved.secret === "string") setSecret(saved.secret);
      else void message.success(t("common.feedback.saved"));
    } catch (error) {
      if (!putFieldErrors(form, error)) throw error;
    }
  };

  const sendTest = async (row: WebhookEndpoint) => {
    const result = await test.mutateAsync(row.id);
    const status = result.attempt.status || result.attempt.error;
    if (result.delivered) void message.success(t("webhooks.testDelivered", { status }));
    else void message.error(t("webhooks.testFailed", { status }));
  };

  const stateOf = (row: WebhookEndpoint) =>
    row.enabled ? (
      <Tag color="green">{t("webhooks.states.enabled")}</Tag>
    ) : (
      <Tag color={row.disabledReason === "customer" ? "default" : "red"}>
        {t(`webhooks.states.${row.disabledReason ?? "customer"}`)}
      </Tag>
    );

  return (
    <div>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Flex vertical>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("webhooks.title")}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t("webhooks.description")}
          </Typography.Text>
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open("new")} data-testid="webhook-add">
          {t("webhooks.add")}
        </Button>
      </Flex>
      <Table<WebhookEndpoint>
        size="small"
        rowKey="id"
        loading={endpoints.isPending}
        dataSource={endpoints.data ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{
          emptyText: <Empty description={t("webhooks.empty")} image={Empty.PRESENTED_IMAGE_SIMPLE} />,
        }}
        columns={[
          { title: t("webhooks.url"), dataIndex: "url", ellipsis: true },
          {
            title: t("webhooks.events"),
            dataIndex: "events",
            width: 90,
            render: (events: string[]) => t("webhooks.eventCount", { count: events.length }),
          },
          { title: t("webhooks.state"), width: 130, render: (_: unknown, row) => stateOf(row) },
          {
            title: t("webhooks.lastDelivery"),
            width: 190,
            render: (_: unknown, row) =>
              row.lastAttemptAt
                ? `${formatDateTime(row.lastAttemptAt, "—", "second")} · ${row.lastStatus || "—"}`
                : "—",
          },
          {
            title: t("common.columns.actions"),
            width: 330,
            render: (_: unknown, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => open(row)}>
                  {t("common.actions.edit")}
                </Button>
                <Button
                  type="link"
                  size="small"
                  loading={test.isPending}
                  disabled={!row.enabled}
                  onClick={() => void sendTest(row)}
                  data-testid="webhook-test"
                >
                  {t("webhooks.sendTest")}
                </Button>
                <Button type="link" size="small" onClick={() => setLogOf(row)} data-testid="webhook-log">
                  {t("webhooks.log.open")}
                </Button>
                <Popconfirm
                  title={t("webhooks.rotateConfirm")}
                  onConfirm={async () => setSecret((await rotate.mutateAsync(row.id)).secret)}
                >
                  <Button type="link" size="small">
                    {t("webhooks.rotate")}
                  </Button>
                </Popconfirm>
                <Popconfirm title={t("webhooks.deleteConfirm")} onConfirm={() => remove.mutateAsync(row.id)}>
                  <Button type="link" size="small" danger>
                    {t("common.actions.delete")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        title={editing === "new" ? t("webhooks.add") : t("webhooks.edit")}
        width={Math.min(560, typeof window === "undefined" ? 560 : window.innerWidth)}
        onClose={() => setEditing(null)}
        destroyOnHidden
        extra={
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="webhook-save"
          >
            {t("common.actions.save")}
          </Button>
        }
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="url"
            label={t("webhooks.url")}
            rules={[{ required: true }]}
            extra={t("webhooks.urlHint")}
          >
            <Input maxLength={2000} placeholder="https://example.com/webhooks" />
          </Form.Item>
          <Form.Item
            name="events"
            label={t("webhooks.events")}
            rules={[{ required: true, type: "array", min: 1 }]}
          >
            <Checkbox.Group style={{ display: "flex", flexDirection: "column", gap: 6 }}>
              {SUBSCRIBABLE_WEBHOOK_EVENTS.map((type) => (
                <Checkbox key={type} value={type}>
                  <Typography.Text code>{type}</Typography.Text>{" "}
                  {WEBHOOK_EVENTS.find((event) => event.type === type)?.texts[lang]}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Form.Item name="enabled" label={t("webhooks.enabled")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Drawer>
      <Drawer
        open={logOf !== null}
        title={logOf?.url}
        width={typeof window === "undefined" ? 1100 : Math.min(1100, window.innerWidth)}
        styles={{ body: { background: "var(--ant-color-bg-layout)" } }}
        onClose={() => setLogOf(null)}
        destroyOnHidden
      >
        {logOf && <DeliveryLog endpointId={logOf.id} />}
      </Drawer>
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
};
