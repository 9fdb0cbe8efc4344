import { API_CALL_OUTCOMES, type ApiCallOutcome, type ApiLogRow } from "@pp/contracts";
import { Descriptions, Form, Input, Skeleton, Tag, Typography } from "antd";
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
import { useApiCall, useApiLog, useDockingProviders } from "./carriers.api";

const FILTER_KEYS = ["providerId", "operation", "outcome", "orderNo", "at"] as const;
const OPERATIONS = [
  "auth",
  "createShipment",
  "findShipment",
  "fetchLabel",
  "cancelShipment",
  "fetchTracking",
];

const OUTCOME_COLORS: Record<ApiCallOutcome, string> = {
  ok: "green",
  rejected: "orange",
  unavailable: "red",
  notFound: "default",
  refused: "purple",
};

/** A call's masked request and answer, read when its row is opened. */
const CallBodies = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const call = useApiCall(id);
  if (!call.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const body = (text: string) => <pre className="pp-code-block">{text || t("carriers.apiLog.noBody")}</pre>;
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t("carriers.apiLog.url")}>
        <Typography.Text copyable style={{ wordBreak: "break-all" }}>
          {call.data.method} {call.data.url}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t("carriers.apiLog.request")}>{body(call.data.request)}</Descriptions.Item>
      <Descriptions.Item label={t("carriers.apiLog.response")}>{body(call.data.response)}</Descriptions.Item>
    </Descriptions>
  );
};

/** Every call to a provider (spec §7 apiLog): when, which, what, how it went and how long it took. */
const ApiLogPage = () => {
  const { t } = useTranslation();
  const list = useListState(FILTER_KEYS);
  const providers = useDockingProviders();
  const outcome = API_CALL_OUTCOMES.find((value) => value === list.filters.outcome);
  const query = useApiLog({
    cursor: list.cursor,
    size: list.size,
    providerId: list.filters.providerId,
    operation: list.filters.operation,
    outcome,
    orderNo: list.filters.orderNo,
    ...rangeToParams(parseRangeFilter(list.filters.at)),
  });

  return (
    <ListPage<ApiLogRow, typeof list.filters>
      {...listPageProps(list, query, "keyset")}
      title={t("carriers.apiLog.title")}
      description={t("carriers.apiLog.description")}
      filters={
        <>
          <ChoiceFilter
            name="providerId"
            label={t("carriers.apiLog.provider")}
            width={180}
            options={(providers.data?.rows ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          />
          <ChoiceFilter
            name="operation"
            label={t("carriers.apiLog.operation")}
            width={150}
            options={OPERATIONS.map((value) => ({ value, label: t(`carriers.operations.${value}`) }))}
          />
          <ChoiceFilter
            name="outcome"
            label={t("carriers.apiLog.outcome")}
            width={130}
            options={API_CALL_OUTCOMES.map((value) => ({ value, label: t(`carriers.outcomes.${value}`) }))}
          />
          <Form.Item name="orderNo" label={t("carriers.apiLog.orderNo")}>
            <Input allowClear style={{ width: 170 }} maxLength={40} />
          </Form.Item>
          <Form.Item name="at" label={t("carriers.apiLog.at")} {...rangeFilterItemProps}>
            <DatePresetRangePicker />
          </Form.Item>
        </>
      }
      rowKey="id"
      empty={{ title: t("carriers.apiLog.emptyTitle"), description: t("carriers.apiLog.emptyBody") }}
      expandable={{ expandedRowRender: (row) => <CallBodies id={row.id} /> }}
      columns={[
        {
          title: t("carriers.apiLog.at"),
          dataIndex: "at",
          width: 170,
          render: (value: string) => formatDateTime(value, "—", "second"),
        },
        {
          title: t("carriers.apiLog.provider"),
          dataIndex: "providerName",
          width: 160,
          render: (name: string | null) => name ?? <Typography.Text type="secondary">—</Typography.Text>,
        },
        {
          title: t("carriers.apiLog.operation"),
          dataIndex: "operation",
          width: 130,
          render: (value: string) => t(`carriers.operations.${value}`, { defaultValue: value }),
        },
        {
          title: t("carriers.apiLog.orderNo"),
          dataIndex: "orderNo",
          width: 170,
          render: (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>,
        },
        {
          title: t("carriers.apiLog.status"),
          dataIndex: "status",
          width: 80,
          align: "right",
          render: (status: number) =>
            status ? status : <Typography.Text type="secondary">—</Typography.Text>,
        },
        {
          title: t("carriers.apiLog.outcome"),
          dataIndex: "outcome",
          width: 110,
          render: (value: ApiCallOutcome) => (
            <Tag color={OUTCOME_COLORS[value]}>{t(`carriers.outcomes.${value}`)}</Tag>
          ),
        },
        {
          title: t("carriers.apiLog.duration"),
          dataIndex: "durationMs",
          width: 100,
          align: "right",
          render: (ms: number) => `${ms} ms`,
        },
        { title: t("carriers.apiLog.url"), dataIndex: "url", ellipsis: true },
      ]}
    />
  );
};

export default ApiLogPage;
