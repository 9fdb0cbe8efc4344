import { API_CALL_DIRECTIONS, API_LOG_STATS_MAX_DAYS, type ApiLogStatsRow } from "@pp/contracts";
import { Card, Flex, Form, Segmented, Select, Table, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  DatePresetRangePicker,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
} from "../../shared/components/DatePresetRangePicker";
import { EmptyState, ListLoadFailed, ListPageHeader } from "../../shared/components/ListPage";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { DirectionTag, useOperationName } from "./ApiCallList";
import { useApiLogStats, useCustomerOptions } from "./carriers.api";

// The API log's statistics (issue 16): per endpoint or provider, per day or over the window, the calls, the
// errors (outcome not ok) with their rate, and the median and 95th percentile of the durations. Its choices live
// in the URL beside the calls tab's, under their own names.

const STATS_FILTERS = ["groupBy", "period", "direction", "orgId", "range"] as const;

/** The error rate as a tag: green under 1%, gold under 5%, red from 5%. */
const ErrorRate = ({ row }: { row: ApiLogStatsRow }) => {
  const rate = row.calls ? row.errors / row.calls : 0;
  return (
    <Tag
      color={rate >= 0.05 ? "red" : rate >= 0.01 ? "gold" : "green"}
      style={{ marginInlineEnd: 0, fontVariantNumeric: "tabular-nums" }}
    >
      {(rate * 100).toFixed(1)}%
    </Tag>
  );
};

const ms = (value: number) => `${Math.round(value)} ms`;

export const ApiLogStatsView = ({ own, tabs }: { own: boolean; tabs: ReactNode }) => {
  const { t } = useTranslation();
  const operationName = useOperationName();
  const state = useListState(STATS_FILTERS, 20, "s_");
  const filters = state.filters;
  const groupBy = !own && filters.groupBy === "provider" ? "provider" : "operation";
  const byDay = filters.period !== "range";
  const customers = useCustomerOptions(!own);
  const query = useApiLogStats(
    {
      ...(own
        ? {}
        : {
            groupBy,
            direction: API_CALL_DIRECTIONS.find((value) => value === filters.direction),
            orgId: filters.orgId,
          }),
      byDay: String(byDay),
      offsetMinutes: -new Date().getTimezoneOffset(),
      ...rangeToParams(parseRangeFilter(filters.range)),
    },
    own,
  );
  const set = (change: Partial<typeof filters>) => state.setFilters({ ...filters, ...change });
  const rows = query.data?.rows;
  const totals = (rows ?? []).reduce(
    (sum, row) => ({ calls: sum.calls + row.calls, errors: sum.errors + row.errors }),
    {
      calls: 0,
      errors: 0,
    },
  );

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <ListPageHeader
        title={t(own ? "carriers.apiLog.myTitle" : "carriers.apiLog.title")}
        description={t(own ? "carriers.apiLog.myDescription" : "carriers.apiLog.description")}
        loading={query.isPending}
        fetching={query.isFetching}
        onRefresh={() => void query.refetch()}
      />
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: 16 } }}>
        {tabs}
        <Form layout="inline" className="pp-filter-bar">
          {own ? null : (
            <>
              <Form.Item label={t("carriers.apiLog.stats.groupBy")}>
                <Segmented
                  value={groupBy}
                  onChange={(value) => set({ groupBy: value === "provider" ? "provider" : undefined })}
                  options={[
                    { value: "operation", label: t("carriers.apiLog.stats.byOperation") },
                    { value: "provider", label: t("carriers.apiLog.stats.byProvider") },
                  ]}
                />
              </Form.Item>
              <Form.Item label={t("carriers.apiLog.direction")}>
                <Select
                  allowClear
                  placeholder={t("common.list.all")}
                  style={{ width: 130 }}
                  value={filters.direction}
                  onChange={(value?: string) => set({ direction: value })}
                  options={API_CALL_DIRECTIONS.map((value) => ({
                    value,
                    label: t(`carriers.apiLog.directions.${value}`),
                  }))}
                />
              </Form.Item>
              <Form.Item label={t("carriers.apiLog.customer")}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: "label" }}
                  placeholder={t("common.list.all")}
                  style={{ width: 170 }}
                  value={filters.orgId}
                  onChange={(value?: string) => set({ orgId: value })}
                  options={(customers.data ?? []).map((org) => ({ value: String(org.id), label: org.name }))}
                />
              </Form.Item>
            </>
          )}
          <Form.Item label={t("carriers.apiLog.stats.period")}>
            <Segmented
              value={byDay ? "day" : "range"}
              onChange={(value) => set({ period: value === "range" ? "range" : undefined })}
              options={[
                { value: "day", label: t("carriers.apiLog.stats.perDay") },
                { value: "range", label: t("carriers.apiLog.stats.wholeRange") },
              ]}
            />
          </Form.Item>
          <Form.Item label={t("carriers.apiLog.stats.range")}>
            <DatePresetRangePicker
              value={rangeFilterItemProps.getValueProps(filters.range).value}
              onChange={(range) => set({ range: rangeFilterItemProps.normalize(range) })}
            />
          </Form.Item>
        </Form>
        {query.data ? (
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: "0 0 8px" }}>
            {t("carriers.apiLog.stats.window", {
              from: formatDateTime(query.data.from, "—", "minute"),
              to: formatDateTime(query.data.to, "—", "minute"),
              days: API_LOG_STATS_MAX_DAYS,
              calls: totals.calls,
              errors: totals.errors,
            })}
          </Typography.Paragraph>
        ) : null}
        {query.error && !rows ? (
          <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Table<ApiLogStatsRow>
            size="small"
            className="pp-list-table"
            rowKey={(row) => `${row.day}|${row.direction}|${row.operation}|${row.providerId}`}
            dataSource={rows ?? []}
            loading={query.isFetching}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{
              emptyText: query.isPending ? (
                <div style={{ height: 120 }} />
              ) : (
                <EmptyState title={t("carriers.apiLog.stats.emptyTitle")} />
              ),
            }}
            columns={[
              ...(byDay ? [{ title: t("carriers.apiLog.stats.day"), dataIndex: "day", width: 110 }] : []),
              ...(own
                ? []
                : [
                    {
                      title: t("carriers.apiLog.direction"),
                      dataIndex: "direction",
                      width: 110,
                      render: (_: unknown, row: ApiLogStatsRow) => <DirectionTag direction={row.direction} />,
                    },
                  ]),
              groupBy === "provider"
                ? {
                    title: t("carriers.apiLog.provider"),
                    dataIndex: "providerName",
                    width: 180,
                    render: (name: string | null) => name ?? t("carriers.apiLog.stats.noProvider"),
                  }
                : {
                    title: t("carriers.apiLog.stats.endpoint"),
                    dataIndex: "operation",
                    width: 150,
                    render: (value: string) => operationName(value),
                  },
              { title: t("carriers.apiLog.stats.calls"), dataIndex: "calls", width: 90, align: "right" },
              { title: t("carriers.apiLog.stats.errors"), dataIndex: "errors", width: 80, align: "right" },
              {
                title: t("carriers.apiLog.stats.errorRate"),
                key: "rate",
                width: 100,
                align: "right",
                render: (_: unknown, row: ApiLogStatsRow) => <ErrorRate row={row} />,
              },
              { title: "p50", dataIndex: "p50Ms", width: 90, align: "right", render: ms },
              { title: "p95", dataIndex: "p95Ms", width: 90, align: "right", render: ms },
            ]}
          />
        )}
      </Card>
    </Flex>
  );
};
