import { CreditCardOutlined, PlusOutlined, SettingOutlined } from "@ant-design/icons";
import {
  ORDER_PRINT_FILTERS,
  ORDER_TABS,
  type OrderPayResult,
  type OrderRow,
  type OrderTab,
} from "@pp/contracts";
import { DERIVED_TRACK_STATES, groupMoney, TRACK_STATUS_TEXTS } from "@pp/domain";
import {
  Alert,
  App,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  Popover,
  Select,
  type TableProps,
  Tabs,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { useSessionUser } from "../../shared/auth/session";
import { CountrySelect } from "../../shared/components/CountrySelect";
import {
  DatePresetRangePicker,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
} from "../../shared/components/DatePresetRangePicker";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { TrackingExportButton } from "../tracking/TrackingExportButton";
import { TrackStatusTag } from "../tracking/TrackTimeline";
import { BatchResultsModal } from "./BatchResultsModal";
import { CancelRequestsButton } from "./CancelRequestsDrawer";
import { CancelSelectedButton, useMayCancelOrders } from "./OrderChangeActions";
import { OrderExportButton } from "./OrderExportButton";
import { PrintLabelsButton, PushSelectedButton } from "./OrderSubmission";
import {
  isPayableDraft,
  isStatusTab,
  OPTIONAL_COLUMNS,
  type OptionalColumn,
  parseNumbers,
  readHiddenColumns,
  STATUS_COLORS,
  tabCountText,
  writeHiddenColumns,
} from "./order-list";
import { useOrderFilterOptions, useOrderPage, usePayDrafts } from "./orders.api";
import { UnpaidImportsNotice } from "./UnpaidImportsNotice";

const FILTER_KEYS = [
  "status",
  "numbers",
  "productId",
  "country",
  "created",
  "creatorId",
  "subAccountId",
  "orgId",
  "print",
  "trackState",
] as const;

/** How often the order's label was printed: nothing before the first print, "reprinted ×n" after the second. */
const PrintCountTag = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Tag color={count > 1 ? "orange" : "default"} style={{ marginInlineEnd: 0 }}>
      {count > 1 ? t("orders.list.print.reprintedTag", { count }) : t("orders.list.print.printedTag")}
    </Tag>
  );
};

const positiveId = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const money = (value: { amount: string; currency: string } | null) =>
  value ? `${groupMoney(value.amount)} ${value.currency}` : "—";

export const orderDetailPath = (id: number) => `/orders/detail?id=${id}`;

/** What paying the selected drafts answered, one line per draft. */
const PayResults = ({ answer, onClose }: { answer: OrderPayResult | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const paid = answer?.results.filter((result) => result.ok) ?? [];
  const lastPaid = paid.at(-1);
  return (
    <BatchResultsModal
      results={answer?.results ?? null}
      title={t("orders.list.pay.resultTitle")}
      summary={t("orders.list.pay.summary", { paid: paid.length, total: answer?.results.length ?? 0 })}
      doneTag={(order) => (
        <Tag color="success">
          {t("orders.list.pay.paid", { amount: order.charged ? money(order.charged) : "—" })}
        </Tag>
      )}
      footnote={
        lastPaid?.ok && lastPaid.order.walletAvailable !== null ? (
          <Alert
            type="info"
            showIcon
            title={t("orders.list.pay.available", {
              amount: `${groupMoney(lastPaid.order.walletAvailable)} ${lastPaid.order.charged?.currency ?? ""}`,
            })}
          />
        ) : null
      }
      onClose={onClose}
    />
  );
};

/** The column-settings popover: which of the optional columns show, remembered for this user. */
const ColumnSettings = ({
  available,
  hidden,
  onChange,
}: {
  available: readonly OptionalColumn[];
  hidden: readonly OptionalColumn[];
  onChange: (hidden: OptionalColumn[]) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t("orders.list.columns.title")}
      content={
        <Checkbox.Group<OptionalColumn>
          style={{ display: "grid", gap: 6, maxWidth: 220 }}
          value={available.filter((column) => !hidden.includes(column))}
          options={available.map((column) => ({ value: column, label: t(`orders.list.col.${column}`) }))}
          onChange={(shown) => onChange(available.filter((column) => !shown.includes(column)))}
        />
      }
    >
      <Button icon={<SettingOutlined />}>{t("orders.list.columns.button")}</Button>
    </Popover>
  );
};

/**
 * Order list (spec §2, issue 12): status tabs with the kept counts, filters, keyset pages, drafts paid in a
 * batch, and the columns each user keeps. Customers see what they pay, suppliers the cost, staff both.
 */
const OrderListPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const session = useSessionUser();
  const user = session.data?.user;
  const orgType = user?.orgType;
  const isMainCustomer = orgType === "customer" && !session.data?.isSubLogin;
  const maySelect = useMayCancelOrders();
  const list = useListState(FILTER_KEYS);
  const { filters } = list;
  const tab: OrderTab = isStatusTab(filters.status, ORDER_TABS) ? filters.status : "all";
  const numbers = parseNumbers(filters.numbers);
  const filter = {
    status: tab === "all" ? undefined : tab,
    numbers: numbers.length ? numbers.join("\n") : undefined,
    productId: positiveId(filters.productId),
    country: filters.country,
    creatorId: positiveId(filters.creatorId),
    subAccountId: positiveId(filters.subAccountId),
    orgId: positiveId(filters.orgId),
    print: ORDER_PRINT_FILTERS.find((value) => value === filters.print),
    trackState: DERIVED_TRACK_STATES.find((value) => value === filters.trackState),
    ...rangeToParams(parseRangeFilter(filters.created)),
  };
  const query = useOrderPage({ size: list.size, cursor: positiveId(list.cursor), ...filter });
  const options = useOrderFilterOptions();
  const pay = usePayDrafts();
  const [selected, setSelected] = useState<OrderRow[]>([]);
  const [payAnswer, setPayAnswer] = useState<OrderPayResult | null>(null);
  const [hidden, setHidden] = useState<OptionalColumn[]>(() =>
    user ? readHiddenColumns(localStorage, user.id) : [],
  );
  const [hiddenFor, setHiddenFor] = useState(user?.id);
  if (user && hiddenFor !== user.id) {
    setHiddenFor(user.id);
    setHidden(readHiddenColumns(localStorage, user.id));
  }

  const available = OPTIONAL_COLUMNS.filter(
    (column) =>
      !(column === "cost" && orgType === "customer") &&
      !(column === "amount" && orgType === "supplier") &&
      !(column === "customer" && orgType === "customer"),
  );
  const changeHidden = (next: OptionalColumn[]) => {
    setHidden(next);
    if (user) writeHiddenColumns(localStorage, user.id, next);
  };

  const drafts = selected.filter(isPayableDraft);
  const payDrafts = () =>
    modal.confirm({
      title: t("orders.list.pay.confirmTitle", { count: drafts.length }),
      content: t("orders.list.pay.confirmBody"),
      okText: t("orders.list.pay.confirm"),
      onOk: async () => {
        const answer = await pay.mutateAsync(drafts.map((row) => row.id));
        setSelected([]);
        setPayAnswer(answer);
      },
    });

  const { status: _status, ...otherFilters } = filters;
  const withTab = (values: Record<string, string | undefined>) =>
    list.setFilters({ ...values, ...(tab === "all" ? {} : { status: tab }) });

  const show = (column: OptionalColumn) => available.includes(column) && !hidden.includes(column);
  const allColumns: NonNullable<TableProps<OrderRow>["columns"]> = [
    {
      title: t("orders.list.col.orderNo"),
      dataIndex: "orderNo",
      key: "orderNo",
      fixed: "left",
      width: 250,
      render: (orderNo: string, row) => (
        <Flex gap={4} align="center" wrap>
          <Typography.Link onClick={() => navigate(orderDetailPath(row.id))}>{orderNo}</Typography.Link>
          <PrintCountTag count={row.printCount} />
        </Flex>
      ),
    },
    {
      title: t("orders.list.col.referenceNo"),
      dataIndex: "referenceNo",
      key: "referenceNo",
      width: 140,
      render: (value: string) => value || "—",
    },
    {
      title: t("orders.list.col.status"),
      key: "status",
      width: 170,
      render: (_, row) => (
        <Flex gap={4}>
          <Tag color={STATUS_COLORS[row.status]}>{t(`orders.status.${row.status}`)}</Tag>
          <Tag color={row.paymentStatus === "paid" ? "green" : undefined}>
            {t(`orders.payment.${row.paymentStatus}`)}
          </Tag>
        </Flex>
      ),
    },
    {
      title: t("orders.list.col.trackStatus"),
      dataIndex: "trackStatus",
      key: "trackStatus",
      width: 130,
      render: (value: OrderRow["trackStatus"]) =>
        value ? <TrackStatusTag status={value} text={TRACK_STATUS_TEXTS[value][lang]} /> : "—",
    },
    { title: t("orders.list.col.customer"), dataIndex: "orgName", key: "customer", width: 160 },
    { title: t("orders.list.col.creator"), dataIndex: "creatorName", key: "creator", width: 120 },
    { title: t("orders.list.col.product"), dataIndex: "productName", key: "product", width: 180 },
    {
      title: t("orders.list.col.destination"),
      dataIndex: "destinationCountry",
      key: "destination",
      width: 90,
    },
    { title: t("orders.list.col.receiver"), dataIndex: "receiverName", key: "receiver", width: 140 },
    { title: t("orders.list.col.boxes"), dataIndex: "boxCount", key: "boxes", width: 70, align: "right" },
    {
      title: t("orders.list.col.weight"),
      dataIndex: "chargeableWeightKg",
      key: "weight",
      width: 110,
      align: "right",
    },
    {
      title: t("orders.list.col.amount"),
      key: "amount",
      width: 130,
      align: "right",
      render: (_, row) => money(row.amount),
    },
    {
      title: t("orders.list.col.cost"),
      key: "cost",
      width: 130,
      align: "right",
      render: (_, row) => money(row.cost),
    },
    {
      title: t("orders.list.col.lastMile"),
      dataIndex: "finalLogisticsName",
      key: "lastMile",
      width: 130,
      render: (value: string | null) => value ?? "—",
    },
    {
      title: t("orders.list.col.tracknetCode"),
      dataIndex: "tracknetCode",
      key: "tracknetCode",
      width: 170,
      render: (value: string | null) => value ?? "—",
    },
    {
      title: t("orders.list.col.createdAt"),
      dataIndex: "createdAt",
      key: "createdAt",
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
  ];
  const columns = allColumns.filter(
    (column) => column.key === "orderNo" || show(column.key as OptionalColumn),
  );

  const counts = query.data?.tabCounts;
  const productOptions = (options.data?.products ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const creatorOptions = (options.data?.creators ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const subAccountOptions = (options.data?.creators ?? [])
    .filter((c) => c.subAccount)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const customerOptions = (options.data?.customers ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));

  return (
    <>
      <ListPage<OrderRow, typeof filters>
        {...listPageProps(list, query, "keyset")}
        filterValues={otherFilters}
        onFilter={withTab}
        hasFilters={Object.keys(otherFilters).length > 0}
        title={t("orders.list.title")}
        description={t(orgType === "customer" ? "orders.list.description" : "orders.list.staffDescription")}
        notice={<UnpaidImportsNotice enabled={orgType === "customer"} />}
        actions={
          <>
            <ColumnSettings available={available} hidden={hidden} onChange={changeHidden} />
            <OrderExportButton selectedIds={selected.map((row) => row.id)} filter={filter} />
            <TrackingExportButton selectedIds={selected.map((row) => row.id)} filter={filter} />
            {orgType === "platform" && maySelect ? <CancelRequestsButton /> : null}
            {orgType === "customer" ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate("/orders/create")}>
                {t("orders.list.create")}
              </Button>
            ) : null}
          </>
        }
        tabs={
          <Tabs
            size="small"
            activeKey={tab}
            onChange={(key) => {
              setSelected([]);
              list.setFilters({ ...otherFilters, ...(key === "all" ? {} : { status: key }) });
            }}
            items={ORDER_TABS.map((key) => ({
              key,
              label: (
                <span>
                  {t(key === "all" ? "orders.list.allTab" : `orders.status.${key}`)}
                  {counts ? (
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
            <Form.Item name="numbers" label={t("orders.list.filter.numbers")}>
              <Input.TextArea
                allowClear
                autoSize={{ minRows: 1, maxRows: 4 }}
                style={{ width: 220 }}
                placeholder={t("orders.list.filter.numbersPlaceholder")}
              />
            </Form.Item>
            <Form.Item name="productId" label={t("orders.list.filter.product")}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                style={{ width: 180 }}
                placeholder={t("common.list.all")}
                loading={options.isPending}
                options={productOptions}
              />
            </Form.Item>
            <Form.Item name="print" label={t("orders.list.filter.print")}>
              <Select
                allowClear
                style={{ width: 130 }}
                placeholder={t("common.list.all")}
                options={ORDER_PRINT_FILTERS.map((value) => ({
                  value,
                  label: t(`orders.list.print.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="trackState" label={t("orders.list.filter.trackState")}>
              <Select
                allowClear
                style={{ width: 140 }}
                placeholder={t("common.list.all")}
                data-testid="track-state-filter"
                options={DERIVED_TRACK_STATES.map((value) => ({
                  value,
                  label: t(`tracking.derived.states.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="country" label={t("orders.list.filter.destination")}>
              <CountrySelect withoutEuGroup style={{ width: 160 }} placeholder={t("common.list.all")} />
            </Form.Item>
            <Form.Item name="created" label={t("orders.list.filter.created")} {...rangeFilterItemProps}>
              <DatePresetRangePicker />
            </Form.Item>
            {customerOptions.length ? (
              <Form.Item name="orgId" label={t("orders.list.filter.customer")}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: "label" }}
                  style={{ width: 180 }}
                  placeholder={t("common.list.all")}
                  options={customerOptions}
                />
              </Form.Item>
            ) : null}
            {creatorOptions.length ? (
              <Form.Item name="creatorId" label={t("orders.list.filter.creator")}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: "label" }}
                  style={{ width: 150 }}
                  placeholder={t("common.list.all")}
                  options={creatorOptions}
                />
              </Form.Item>
            ) : null}
            {isMainCustomer && subAccountOptions.length ? (
              <Form.Item name="subAccountId" label={t("orders.list.filter.subAccount")}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: "label" }}
                  style={{ width: 150 }}
                  placeholder={t("common.list.all")}
                  options={subAccountOptions}
                />
              </Form.Item>
            ) : null}
          </>
        }
        toolbar={
          maySelect ? (
            <Flex gap={8} align="center" wrap style={{ margin: "4px 0 12px" }}>
              {orgType === "customer" ? (
                <Button
                  icon={<CreditCardOutlined />}
                  disabled={drafts.length === 0}
                  loading={pay.isPending}
                  onClick={payDrafts}
                >
                  {t("orders.list.pay.button", { count: drafts.length })}
                </Button>
              ) : null}
              <CancelSelectedButton selected={selected} onDone={() => setSelected([])} />
              <PrintLabelsButton selectedIds={selected.map((row) => row.id)} />
              <PushSelectedButton
                selectedIds={selected.map((row) => row.id)}
                onDone={() => setSelected([])}
              />
              <Typography.Text type="secondary">
                {orgType !== "customer"
                  ? t("orderChanges.selected", { count: selected.length })
                  : selected.length
                    ? t("orders.list.selected", { count: selected.length, drafts: drafts.length })
                    : t("orders.list.selectHint")}
              </Typography.Text>
            </Flex>
          ) : null
        }
        rowSelection={
          maySelect
            ? {
                selectedRowKeys: selected.map((row) => row.id),
                preserveSelectedRowKeys: true,
                onChange: (_, rows) => setSelected(rows.filter((row): row is OrderRow => Boolean(row))),
              }
            : undefined
        }
        rowKey="id"
        empty={{ title: t("orders.list.emptyTitle"), description: t("orders.list.emptyBody") }}
        columns={columns}
      />
      <PayResults answer={payAnswer} onClose={() => setPayAnswer(null)} />
    </>
  );
};

export default OrderListPage;
