import { ABNORMAL_STATES, type AbnormalState, type OrderAbnormality } from "@pp/contracts";
import { ORDER_ABNORMAL_KINDS, type OrderAbnormalKind, type OrderStatus } from "@pp/domain";
import { App, Button, Form, Input, Popconfirm, Select, Tabs, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionUser } from "../../shared/auth/session";
import {
  DatePresetRangePicker,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
} from "../../shared/components/DatePresetRangePicker";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { ClearedTag, KindTag } from "./OrderAbnormalities";
import { useAbnormalPage, useReleaseAbnormality } from "./order-abnormal.api";
import { STATUS_COLORS, tabCountText } from "./order-list";
import { usePayArrears } from "./weigh-in.api";

// Abnormal orders (异常件, issue 13, spec §2): what an order rule, a failed submission, unpaid weigh-in arrears or
// an alerting tracking event flagged, with the reason, by kind. Customers pay arrears here; platform staff release
// what a rule held.

const FILTER_KEYS = ["kind", "orderNo", "state", "raised"] as const;
const TABS = ["all", ...ORDER_ABNORMAL_KINDS] as const;

const isKind = (value: string | undefined): value is OrderAbnormalKind =>
  (ORDER_ABNORMAL_KINDS as readonly string[]).includes(value ?? "");
const stateOf = (value: string | undefined): AbnormalState =>
  ABNORMAL_STATES.find((state) => state === value) ?? "open";
const cursorOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The row's action: the customer pays open arrears, staff release an open rule's hold. */
const RowAction = ({ row, orgType }: { row: OrderAbnormality; orgType: string | undefined }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const pay = usePayArrears();
  const release = useReleaseAbnormality();
  if (row.clearedAt) return null;
  if (row.kind === "arrears" && orgType === "customer")
    return (
      <Button
        type="primary"
        size="small"
        loading={pay.isPending}
        onClick={() =>
          void pay.mutateAsync(row.orderId).then(() => message.success(t("orderAbnormal.arrearsPaid")))
        }
      >
        {t("orderAbnormal.payArrears")}
      </Button>
    );
  if (row.kind === "rule" && orgType === "platform")
    return (
      <Popconfirm
        title={t("orderAbnormal.releaseConfirm", { orderNo: row.orderNo })}
        okText={t("orderAbnormal.release")}
        onConfirm={() => release.mutateAsync(row.id).then(() => message.success(t("orderAbnormal.released")))}
      >
        <Button size="small" loading={release.isPending}>
          {t("orderAbnormal.release")}
        </Button>
      </Popconfirm>
    );
  return null;
};

const OrderAbnormalPage = () => {
  const { t } = useTranslation();
  const orgType = useSessionUser().data?.user.orgType;
  const staff = orgType !== "customer";
  const list = useListState(FILTER_KEYS);
  const { filters } = list;
  const kind = isKind(filters.kind) ? filters.kind : undefined;
  const state = stateOf(filters.state);
  const query = useAbnormalPage({
    size: list.size,
    cursor: cursorOf(list.cursor),
    kind,
    state,
    orderNo: filters.orderNo?.trim() || undefined,
    ...rangeToParams(parseRangeFilter(filters.raised)),
  });
  const counts = query.data?.openCounts;
  const { kind: _kind, ...otherFilters } = filters;
  const withKind = (values: typeof filters) => list.setFilters({ ...values, ...(kind ? { kind } : {}) });

  return (
    <ListPage<OrderAbnormality, typeof filters>
      {...listPageProps(list, query, "keyset")}
      filterValues={otherFilters}
      onFilter={withKind}
      hasFilters={Object.keys(otherFilters).length > 0}
      title={t("orderAbnormal.title")}
      description={t(staff ? "orderAbnormal.staffIntro" : "orderAbnormal.intro")}
      tabs={
        <Tabs
          size="small"
          activeKey={kind ?? "all"}
          onChange={(key) => list.setFilters({ ...otherFilters, ...(key === "all" ? {} : { kind: key }) })}
          items={TABS.map((key) => ({
            key,
            label: (
              <span>
                {t(key === "all" ? "orderAbnormal.all" : `orderAbnormal.kinds.${key}`)}
                {counts && key !== "all" ? (
                  <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
                    {tabCountText(counts[key])}
                  </Typography.Text>
                ) : null}
              </span>
            ),
          }))}
        />
      }
      filters={
        <>
          <Form.Item name="orderNo" label={t("orders.list.col.orderNo")}>
            <Input allowClear maxLength={64} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="state" label={t("orderAbnormal.state")}>
            <Select
              style={{ width: 140 }}
              placeholder={t("orderAbnormal.states.open")}
              options={ABNORMAL_STATES.map((value) => ({ value, label: t(`orderAbnormal.states.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="raised" label={t("orderAbnormal.raisedAt")} {...rangeFilterItemProps}>
            <DatePresetRangePicker />
          </Form.Item>
        </>
      }
      rowKey="id"
      columns={[
        {
          title: t("orders.list.col.orderNo"),
          dataIndex: "orderNo",
          render: (orderNo: string, row) => <Link to={`/orders/detail?id=${row.orderId}`}>{orderNo}</Link>,
        },
        {
          title: t("orders.list.col.status"),
          dataIndex: "orderStatus",
          render: (status: OrderStatus) => (
            <Tag color={STATUS_COLORS[status]}>{t(`orders.status.${status}`)}</Tag>
          ),
        },
        ...(staff ? [{ title: t("orders.list.col.customer"), dataIndex: "orgName" }] : []),
        {
          title: t("orderAbnormal.kind"),
          dataIndex: "kind",
          render: (value: OrderAbnormalKind) => <KindTag kind={value} />,
        },
        { title: t("orderAbnormal.reason"), dataIndex: "reason" },
        {
          title: t("orderAbnormal.raisedAt"),
          dataIndex: "raisedAt",
          render: (value: string) => formatDateTime(value),
        },
        { title: t("orderAbnormal.state"), key: "state", render: (_, row) => <ClearedTag row={row} /> },
        {
          title: t("common.columns.actions"),
          key: "actions",
          render: (_, row) => <RowAction row={row} orgType={orgType} />,
        },
      ]}
      empty={{
        title: t(state === "open" ? "orderAbnormal.emptyOpen" : "orderAbnormal.empty"),
        description: t(state === "open" ? "orderAbnormal.emptyOpenHint" : "orderAbnormal.emptyHint"),
      }}
    />
  );
};

export default OrderAbnormalPage;
