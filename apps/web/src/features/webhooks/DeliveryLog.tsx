import { RedoOutlined } from "@ant-design/icons";
import { WEBHOOK_DELIVERY_STATUS_VALUES, type WebhookAttempt, type WebhookDelivery } from "@pp/contracts";
import { WEBHOOK_EVENT_TYPES } from "@pp/domain";
import { App, Button, Form, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import {
  DatePresetRangePicker,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
} from "../../shared/components/DatePresetRangePicker";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { ChoiceFilter } from "../../shared/components/list-controls";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { useRepush, useRepushFailed, useWebhookDeliveries } from "./webhooks.api";

const FILTER_KEYS = ["status", "type", "at"] as const;
const STATUS_COLORS: Record<WebhookDelivery["status"], string> = {
  waiting: "gold",
  delivered: "green",
  failed: "red",
};

const statusText = (status: number) => (status ? String(status) : "—");

/** Every attempt of a delivery: when, what came back, how long it took and the answer's first bytes. */
const Attempts = ({ rows }: { rows: WebhookAttempt[] }) => {
  const { t } = useTranslation();
  return (
    <Table<WebhookAttempt>
      size="small"
      rowKey="at"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: t("webhooks.log.noAttempts") }}
      columns={[
        {
          title: t("webhooks.log.at"),
          dataIndex: "at",
          width: 170,
          render: (value: string) => formatDateTime(value, "—", "second"),
        },
        { title: t("webhooks.log.httpStatus"), dataIndex: "status", width: 90, render: statusText },
        {
          title: t("webhooks.log.duration"),
          dataIndex: "durationMs",
          width: 90,
          render: (ms: number) => `${ms} ms`,
        },
        {
          title: t("webhooks.log.response"),
          render: (_: unknown, row) => (
            <Typography.Text style={{ wordBreak: "break-all" }}>
              {row.error ? `${row.error} ` : ""}
              {row.responseExcerpt}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
};

/**
 * The delivery log (issue 16): a customer's deliveries (of one endpoint when given), or every customer's for
 * staff, with each delivery's attempts; re-push one, or every failed one of the chosen days.
 */
export const DeliveryLog = ({ endpointId, staff = false }: { endpointId?: number; staff?: boolean }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListState(FILTER_KEYS, 20, staff ? "" : "log");
  const range = rangeToParams(parseRangeFilter(list.filters.at));
  const status = WEBHOOK_DELIVERY_STATUS_VALUES.find((value) => value === list.filters.status);
  const query = useWebhookDeliveries({
    cursor: list.cursor ? Number(list.cursor) : undefined,
    size: list.size,
    endpointId,
    status,
    type: list.filters.type,
    ...range,
  });
  const repush = useRepush();
  const repushFailed = useRepushFailed();

  const pushOne = async (id: number) => {
    await repush.mutateAsync(id);
    void message.success(t("webhooks.log.repushed", { count: 1 }));
  };
  const pushFailed = async () => {
    const { from, to } = range as { from?: string; to?: string };
    if (!from || !to) return;
    const done = await repushFailed.mutateAsync({ ...(endpointId ? { endpointId } : {}), from, to });
    void message.success(t("webhooks.log.repushed", { count: done.repushed }));
  };

  return (
    <ListPage<WebhookDelivery, typeof list.filters>
      {...listPageProps(list, query, "keyset")}
      title={staff ? t("webhooks.log.staffTitle") : t("webhooks.log.title")}
      embedded={endpointId !== undefined}
      description={t("webhooks.log.description")}
      actions={
        <Button
          icon={<RedoOutlined />}
          disabled={!("from" in range)}
          loading={repushFailed.isPending}
          onClick={() => void pushFailed()}
          title={"from" in range ? undefined : t("webhooks.log.pickDays")}
        >
          {t("webhooks.log.repushFailed")}
        </Button>
      }
      filters={
        <>
          <ChoiceFilter
            name="status"
            label={t("webhooks.log.status")}
            width={120}
            options={WEBHOOK_DELIVERY_STATUS_VALUES.map((value) => ({
              value,
              label: t(`webhooks.statuses.${value}`),
            }))}
          />
          <ChoiceFilter
            name="type"
            label={t("webhooks.log.type")}
            width={220}
            options={WEBHOOK_EVENT_TYPES.map((value) => ({ value, label: value }))}
          />
          <Form.Item name="at" label={t("webhooks.log.days")} {...rangeFilterItemProps}>
            <DatePresetRangePicker />
          </Form.Item>
        </>
      }
      rowKey="id"
      empty={{ title: t("webhooks.log.emptyTitle"), description: t("webhooks.log.emptyBody") }}
      expandable={{ expandedRowRender: (row) => <Attempts rows={row.attemptLog} /> }}
      columns={[
        {
          title: t("webhooks.log.at"),
          dataIndex: "createdAt",
          width: 170,
          render: (value: string) => formatDateTime(value, "—", "second"),
        },
        ...(staff ? [{ title: t("webhooks.log.customer"), dataIndex: "orgName", width: 160 }] : []),
        { title: t("webhooks.log.type"), dataIndex: "type", width: 210 },
        {
          title: t("webhooks.log.order"),
          width: 160,
          render: (_: unknown, row: WebhookDelivery) =>
            typeof row.data.orderNo === "string" ? row.data.orderNo : "—",
        },
        {
          title: t("webhooks.log.status"),
          dataIndex: "status",
          width: 100,
          render: (value: WebhookDelivery["status"]) => (
            <Tag color={STATUS_COLORS[value]}>{t(`webhooks.statuses.${value}`)}</Tag>
          ),
        },
        { title: t("webhooks.log.attempts"), dataIndex: "attempts", width: 80, align: "right" as const },
        {
          title: t("webhooks.log.httpStatus"),
          dataIndex: "lastStatus",
          width: 90,
          render: (value: number | null) => (value === null ? "—" : statusText(value)),
        },
        {
          title: t("webhooks.log.duration"),
          dataIndex: "lastDurationMs",
          width: 90,
          render: (ms: number | null) => (ms === null ? "—" : `${ms} ms`),
        },
        { title: t("webhooks.log.url"), dataIndex: "url", width: 240, ellipsis: true },
        {
          title: t("common.columns.actions"),
          width: 100,
          fixed: "right" as const,
          render: (_: unknown, row: WebhookDelivery) => (
            <Button
              size="small"
              type="link"
              onClick={() => void pushOne(row.id)}
              data-testid="webhook-repush"
            >
              {t("webhooks.log.repush")}
            </Button>
          ),
        },
      ]}
    />
  );
};
