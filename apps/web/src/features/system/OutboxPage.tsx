import { MailOutlined, MessageOutlined } from "@ant-design/icons";
import type { OutboxMessage } from "@pp/contracts";
import { Alert, Form, Input, Select, Tag, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import {
  DatePresetRangePicker,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
} from "../../shared/components/DatePresetRangePicker";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { useListState } from "../../shared/hooks/use-list-state";
import { useOutbox } from "./system.api";

const FILTER_KEYS = ["channel", "recipient", "created"] as const;
const CHANNELS = ["sms", "email"] as const satisfies readonly OutboxMessage["channel"][];

const isChannel = (value: string | undefined): value is OutboxMessage["channel"] =>
  (CHANNELS as readonly string[]).includes(value ?? "");

/** The sandbox outbox: SMS and e-mails the platform would have sent, readable here instead. */
const OutboxPage = () => {
  const { t } = useTranslation();
  const list = useListState(FILTER_KEYS);
  const channel = isChannel(list.filters.channel) ? list.filters.channel : undefined;
  const query = useOutbox({
    page: list.page,
    size: list.size,
    channel,
    recipient: list.filters.recipient,
    ...rangeToParams(parseRangeFilter(list.filters.created)),
  });

  return (
    <ListPage<OutboxMessage, typeof list.filters>
      {...listPageProps(list, query)}
      title={t("system.outbox.title")}
      description={t("system.outbox.description")}
      notice={
        <Alert
          type="warning"
          showIcon
          title={t("system.outbox.sandboxTitle")}
          description={t("system.outbox.sandboxBody")}
        />
      }
      filters={
        <>
          <Form.Item name="channel" label={t("system.outbox.channel")}>
            <Select
              allowClear
              placeholder={t("common.list.all")}
              style={{ width: 140 }}
              options={CHANNELS.map((value) => ({ value, label: t(`system.outbox.channels.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="recipient" label={t("system.outbox.recipient")}>
            <Input
              allowClear
              placeholder={t("system.outbox.recipientPlaceholder")}
              style={{ width: 220 }}
              maxLength={100}
            />
          </Form.Item>
          <Form.Item name="created" label={t("system.outbox.sentAt")} {...rangeFilterItemProps}>
            <DatePresetRangePicker />
          </Form.Item>
        </>
      }
      rowKey="id"
      empty={{ title: t("system.outbox.emptyTitle"), description: t("system.outbox.emptyBody") }}
      expandable={{
        expandedRowRender: (row) => (
          <div className="pp-message-body">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("system.outbox.fullBody")}
            </Typography.Text>
            <Typography.Paragraph copyable style={{ whiteSpace: "pre-wrap", margin: "4px 0 0" }}>
              {row.body}
            </Typography.Paragraph>
          </div>
        ),
      }}
      columns={[
        {
          title: t("system.outbox.sentAt"),
          dataIndex: "createdAt",
          width: 170,
          render: (value: string) => dayjs(value).format("YYYY-MM-DD HH:mm:ss"),
        },
        {
          title: t("system.outbox.channel"),
          dataIndex: "channel",
          width: 100,
          render: (value: OutboxMessage["channel"]) =>
            value === "sms" ? (
              <Tag color="blue" icon={<MessageOutlined />}>
                {t("system.outbox.channels.sms")}
              </Tag>
            ) : (
              <Tag color="purple" icon={<MailOutlined />}>
                {t("system.outbox.channels.email")}
              </Tag>
            ),
        },
        {
          title: t("system.outbox.recipient"),
          dataIndex: "recipient",
          width: 220,
          render: (value: string) => <Typography.Text copyable={{ text: value }}>{value}</Typography.Text>,
        },
        { title: t("system.outbox.subject"), dataIndex: "subject", width: 220, ellipsis: true },
        {
          title: t("system.outbox.body"),
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

export default OutboxPage;
