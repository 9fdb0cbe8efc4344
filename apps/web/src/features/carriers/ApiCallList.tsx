import {
  API_CALL_DIRECTIONS,
  API_CALL_OUTCOMES,
  type ApiCallDirection,
  type ApiCallOutcome,
  type ApiLogRow,
} from "@pp/contracts";
import { AutoComplete, Descriptions, Form, Input, Skeleton, Tag, Typography } from "antd";
import type { ReactNode } from "react";
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
import {
  useApiCall,
  useApiLog,
  useApiLogTokens,
  useCustomerOptions,
  useDockingProviders,
} from "./carriers.api";

// The API log's calls (spec §7 apiLog): staff read every call, to providers and to the open API, and filter by
// direction, provider and customer; a customer reads its own open-API calls. A row opens its masked bodies.

const STAFF_FILTERS = [
  "direction",
  "providerId",
  "orgId",
  "apiTokenId",
  "operation",
  "outcome",
  "orderNo",
  "at",
] as const;
const OWN_FILTERS = ["apiTokenId", "operation", "outcome", "orderNo", "at"] as const;
/** The adapter operations of calls to providers; open-API endpoints are typed (`orders.create`). */
export const PROVIDER_OPERATIONS = [
  "auth",
  "createShipment",
  "findShipment",
  "fetchLabel",
  "cancelShipment",
  "fetchTracking",
];

export const OUTCOME_COLORS: Record<ApiCallOutcome, string> = {
  ok: "green",
  rejected: "orange",
  unavailable: "red",
  notFound: "default",
  refused: "purple",
};

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** A call's masked request and answer, read when its row is opened. */
const CallBodies = ({ id, own }: { id: number; own: boolean }) => {
  const { t } = useTranslation();
  const call = useApiCall(id, own);
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

/** An operation's name: a provider operation in the reader's language, an open-API endpoint as it is. */
export const useOperationName = () => {
  const { t } = useTranslation();
  return (value: string) => t(`carriers.operations.${value}`, { defaultValue: value });
};

export const DirectionTag = ({ direction }: { direction: ApiCallDirection }) => {
  const { t } = useTranslation();
  return (
    <Tag color={direction === "inbound" ? "blue" : "default"}>
      {t(`carriers.apiLog.directions.${direction}`)}
    </Tag>
  );
};

/** The token an open-API call came with; a call refused for its token has none. */
const TokenName = ({ row }: { row: ApiLogRow }) => {
  const { t } = useTranslation();
  if (row.apiTokenName)
    return (
      <Typography.Text ellipsis={{ tooltip: row.apiTokenName }} style={{ maxWidth: 140 }}>
        {row.apiTokenName}
      </Typography.Text>
    );
  if (row.direction === "outbound") return none;
  return <Typography.Text type="secondary">{t("carriers.apiLog.noToken")}</Typography.Text>;
};

/** The calls tab: `own` is a customer's view of its open-API calls. */
export const ApiCallList = ({ own, tabs }: { own: boolean; tabs: ReactNode }) => {
  const { t } = useTranslation();
  const operationName = useOperationName();
  const list = useListState(own ? OWN_FILTERS : STAFF_FILTERS);
  const filters: Partial<Record<(typeof STAFF_FILTERS)[number], string>> = list.filters;
  const providers = useDockingProviders({}, !own);
  const customers = useCustomerOptions(!own);
  const tokens = useApiLogTokens(own, filters.orgId);
  const tokenOptions = (tokens.data?.tokens ?? []).map((token) => ({
    value: String(token.id),
    label: token.revoked ? t("carriers.apiLog.tokenRevoked", { name: token.name }) : token.name,
  }));
  const query = useApiLog(
    {
      cursor: list.cursor,
      size: list.size,
      direction: API_CALL_DIRECTIONS.find((value) => value === filters.direction),
      providerId: filters.providerId,
      orgId: filters.orgId,
      apiTokenId: filters.orgId || own ? filters.apiTokenId : undefined,
      operation: filters.operation,
      outcome: API_CALL_OUTCOMES.find((value) => value === filters.outcome),
      orderNo: filters.orderNo,
      ...rangeToParams(parseRangeFilter(filters.at)),
    },
    own,
  );

  return (
    <ListPage<ApiLogRow, typeof list.filters>
      {...listPageProps(list, query, "keyset")}
      title={t(own ? "carriers.apiLog.myTitle" : "carriers.apiLog.title")}
      description={t(own ? "carriers.apiLog.myDescription" : "carriers.apiLog.description")}
      tabs={tabs}
      filters={
        <>
          {own ? null : (
            <>
              <ChoiceFilter
                name="direction"
                label={t("carriers.apiLog.direction")}
                width={130}
                options={API_CALL_DIRECTIONS.map((value) => ({
                  value,
                  label: t(`carriers.apiLog.directions.${value}`),
                }))}
              />
              <ChoiceFilter
                name="providerId"
                label={t("carriers.apiLog.provider")}
                width={170}
                options={(providers.data?.rows ?? []).map((row) => ({
                  value: String(row.id),
                  label: row.name,
                }))}
              />
              <ChoiceFilter
                name="orgId"
                label={t("carriers.apiLog.customer")}
                width={170}
                options={(customers.data ?? []).map((org) => ({ value: String(org.id), label: org.name }))}
              />
            </>
          )}
          {own || filters.orgId ? (
            <ChoiceFilter
              name="apiTokenId"
              label={t("carriers.apiLog.token")}
              width={170}
              options={tokenOptions}
            />
          ) : null}
          <Form.Item name="operation" label={t("carriers.apiLog.operation")}>
            <AutoComplete
              allowClear
              style={{ width: 160 }}
              placeholder={own ? "orders.create" : undefined}
              options={
                own ? [] : PROVIDER_OPERATIONS.map((value) => ({ value, label: operationName(value) }))
              }
            />
          </Form.Item>
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
      empty={
        own
          ? { title: t("carriers.apiLog.myEmptyTitle"), description: t("carriers.apiLog.myEmptyBody") }
          : { title: t("carriers.apiLog.emptyTitle"), description: t("carriers.apiLog.emptyBody") }
      }
      // Fixed, so an opened call spans the visible width, not the whole scrolled table (narrow screens).
      expandable={{ fixed: "left", expandedRowRender: (row) => <CallBodies id={row.id} own={own} /> }}
      columns={[
        {
          title: t("carriers.apiLog.at"),
          dataIndex: "at",
          width: 170,
          render: (value: string) => formatDateTime(value, "—", "second"),
        },
        ...(own
          ? []
          : [
              {
                title: t("carriers.apiLog.direction"),
                dataIndex: "direction",
                width: 110,
                render: (value: ApiCallDirection) => <DirectionTag direction={value} />,
              },
              {
                title: t("carriers.apiLog.provider"),
                dataIndex: "providerName",
                width: 150,
                render: (name: string | null) => name ?? none,
              },
              {
                title: t("carriers.apiLog.customer"),
                dataIndex: "orgName",
                width: 150,
                render: (name: string | null) => name ?? none,
              },
            ]),
        {
          title: t("carriers.apiLog.token"),
          dataIndex: "apiTokenName",
          width: 150,
          render: (_: string | null, row: ApiLogRow) => <TokenName row={row} />,
        },
        {
          title: t("carriers.apiLog.operation"),
          dataIndex: "operation",
          width: 140,
          render: operationName,
        },
        {
          title: t("carriers.apiLog.orderNo"),
          dataIndex: "orderNo",
          width: 170,
          render: (value: string | null) => value ?? none,
        },
        {
          title: t("carriers.apiLog.status"),
          dataIndex: "status",
          width: 70,
          align: "right",
          render: (status: number) => (status ? status : none),
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
          width: 90,
          align: "right",
          render: (ms: number) => `${ms} ms`,
        },
        { title: t("carriers.apiLog.url"), dataIndex: "url", ellipsis: true },
      ]}
    />
  );
};
