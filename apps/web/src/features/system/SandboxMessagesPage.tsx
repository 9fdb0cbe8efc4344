import { MailOutlined, MessageOutlined } from "@ant-design/icons";
import type { SandboxMessage } from "@pp/contracts";
import { Alert, Form, Input, Result, Select, Tag, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ApiRequestError } from "../../shared/api/api-error";
import {
  DatePresetRangePicker,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
} from "../../shared/components/DatePresetRangePicker";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { useSandboxMessages } from "./system.api";

const FILTER_KEYS = ["channel", "recipient", "created"] as const;
const CHANNELS = ["sms", "email"] as const satisfies readonly SandboxMessage["channel"][];

const isChannel = (value: string | undefined): value is SandboxMessage["channel"] =>
  (CHANNELS as readonly string[]).includes(value ?? "");

/**
 * The sandbox message viewer: SMS and e-mails the sandbox sender kept instead of sending, with every verification
 * code masked (only its recipient reads it, on the sandbox inbox page). Not mounted where the sandbox is not.
 */
const SandboxMessagesPage = () => {
  const { t } = useTranslation();
  const list = useListState(FILTER_KEYS);
  const channel = isChannel(list.filters.channel) ? list.filters.channel : undefined;
  const query = useSandboxMessages({
    page: list.page,
    size: list.size,
    channel,
    recipient: list.filters.recipient,
    ...rangeToParams(parseRangeFilter(list.filters.created)),
  });

  if (query.error instanceof ApiRequestError && query.error.status === 404)
    return (
      <Result
        status="info"
        title={t("system.sandboxMessages.notMountedTitle")}
        subTitle={t("system.sandboxMessages.notMountedBody")}
      />
    );

  return (
    <ListPage<SandboxMessage, typeof list.filters>
      {...listPageProps(list, query)}
      title={t("system.sandboxMessages.title")}
      description={t("system.sandboxMessages.description")}
      notice={
        <Alert
          type="warning"
          showIcon
          title={t("system.sandboxMessages.sandboxTitle")}
          description={t("system.sandboxMessages.sandboxBody")}
        />
      }
      filters={
        <>
          <Form.Item name="channel" label={t("system.sandboxMessages.channel")}>
            <Select
              allowClear
              placeholder={t("common.list.all")}
              style={{ width: 140 }}
              options={CHANNELS.map((value) => ({
                value,
                label: t(`system.sandboxMessages.channels.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="recipient" label={t("system.sandboxMessages.recipient")}>
            <Input
              allowClear
              placeholder={t("system.sandboxMessages.recipientPlaceholder")}
              style={{ width: 220 }}
              maxLength={100}
            />
          </Form.Item>
          <Form.Item name="created" label={t("system.sandboxMessages.sentAt")} {...rangeFilterItemProps}>
            <DatePresetRangePicker />
          </Form.Item>
        </>
      }
      rowKey="id"
      empty={{
        title: t("system.sandboxMessages.emptyTitle"),
        description: t("system.sandboxMessages.emptyBody"),
      }}
      expandable={{
        expandedRowRender: (row) => (
          <div className="pp-message-body">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("system.sandboxMessages.fullBody")}
            </Typography.Text>
            <Typography.Paragraph copyable style={{ whiteSpace: "pre-wrap", margin: "4px 0 0" }}>
              {row.body}
            </Typography.Paragraph>
          </div>
        ),
      }}
      columns={[
        {
          title: t("system.sandboxMessages.sentAt"),
          dataIndex: "createdAt",
          width: 170,
          render: (value: string) => formatDateTime(value, "—", "second"),
        },
        {
          title: t("system.sandboxMessages.channel"),
          dataIndex: "channel",
          width: 100,
          render: (value: SandboxMessage["channel"]) =>
            value === "sms" ? (
              <Tag color="blue" icon={<MessageOutlined />}>
                {t("system.sandboxMessages.channels.sms")}
              </Tag>
            ) : (
              <Tag color="purple" icon={<MailOutlined />}>
                {t("system.sandboxMessages.channels.email")}
              </Tag>
            ),
        },
        {
          title: t("system.sandboxMessages.recipient"),
          dataIndex: "recipient",
          width: 220,
          render: (value: string) => <Typography.Text copyable={{ text: value }}>{value}</Typography.Text>,
        },
        { title: t("system.sandboxMessages.subject"), dataIndex: "subject", width: 220, ellipsis: true },
        {
          title: t("system.sandboxMessages.body"),
          dataIndex: "body",
          width: 380,
          ellipsis: { showTitle: false },
          render: (value: string) => (
            <Tooltip title={value} placement="topLeft">
              <span>{value}</span>
            </Tooltip>
          ),
        },
      ]}
    />
  );
};

export default SandboxMessagesPage;
