import { ArrowLeftOutlined } from "@ant-design/icons";
import type { OrderDetail, OrderLog } from "@pp/contracts";
import { cargoTypeLabels, groupMoney } from "@pp/domain";
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Result,
  Row,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useLanguage } from "../../locales";
import { EmptyState, ListLoadFailed, PageHeader } from "../../shared/components/ListPage";
import { formatDateTime } from "../../shared/lib/format";
import { OrderTrackingPanel } from "../tracking/OrderTrackingPanel";
import { ArrearsNotice } from "./ArrearsNotice";
import { OrderAbnormalities } from "./OrderAbnormalities";
import { CancelRequestNotice, OrderChangeButtons } from "./OrderChangeActions";
import { OrderEditButton } from "./OrderEditDrawer";
import { OrderSubmission } from "./OrderSubmission";
import { STATUS_COLORS } from "./order-list";
import { useOrderDetail } from "./orders.api";
import { RaiseProblemButton } from "./RaiseProblemButton";
import { SellerLabelPanel } from "./SellerLabel";

type Translate = ReturnType<typeof useTranslation>["t"];

const dash = (value: string | null | undefined) => (value ? value : "—");

const Section = ({
  title,
  children,
  extra,
}: {
  title: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
}) => (
  <Card variant="borderless" className="pp-page-card" title={title} extra={extra}>
    {children}
  </Card>
);

/** A sender or receiver as the order keeps it (a snapshot: address-book edits never change it). */
const PartyCard = ({ title, party }: { title: string; party: OrderDetail["sender"] }) => {
  const { t } = useTranslation();
  const address = [party.address1, party.address2, party.houseNumber].filter(Boolean).join(", ");
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={title}
      items={[
        { key: "name", label: t("orders.detail.party.name"), children: party.name },
        { key: "company", label: t("orders.detail.party.company"), children: dash(party.company) },
        { key: "phone", label: t("orders.detail.party.phone"), children: dash(party.phone) },
        { key: "email", label: t("orders.detail.party.email"), children: dash(party.email) },
        {
          key: "region",
          label: t("orders.detail.party.region"),
          children: [party.countryCode, party.province, party.city].filter(Boolean).join(" / "),
        },
        { key: "postcode", label: t("orders.detail.party.postcode"), children: dash(party.postcode) },
        { key: "address", label: t("orders.detail.party.address"), children: dash(address) },
        ...(party.clearanceNo
          ? [{ key: "clearance", label: t("orders.detail.party.clearanceNo"), children: party.clearanceNo }]
          : []),
      ]}
    />
  );
};

/** The stored quote as this viewer may see it: the sales side, the cost side, the margin. */
type BillingLine = { key: string; item: string; amount: string; total?: boolean };

const Billing = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const { billing } = order;
  const { sales, cost } = billing;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: "zone",
            label: t("orders.detail.billing.zone"),
            children: billing.zone.name || billing.zone.code,
          },
          {
            key: "version",
            label: t("orders.detail.billing.productVersion"),
            children: billing.productVersion,
          },
          {
            key: "weights",
            label: t("orders.detail.billing.weights"),
            children: t("orders.detail.billing.weightsValue", billing.weights),
          },
          ...(sales
            ? [
                {
                  key: "charged",
                  label: t("orders.detail.billing.charged"),
                  children: (
                    <Typography.Text strong>
                      {groupMoney(sales.charged.amount)} {sales.charged.currency}
                    </Typography.Text>
                  ),
                },
                {
                  key: "rate",
                  label: t("orders.detail.billing.rate"),
                  children: sales.exchange.date
                    ? `${sales.exchange.rate} · ${sales.exchange.date}`
                    : sales.exchange.rate,
                },
              ]
            : []),
          ...(cost
            ? [
                {
                  key: "cost",
                  label: t("orders.detail.billing.cost"),
                  children: t("orders.detail.billing.costValue", {
                    amount: `${groupMoney(cost.total)} ${cost.currency}`,
                    version: cost.version,
                  }),
                },
              ]
            : []),
          ...(billing.margin !== null
            ? [
                {
                  key: "margin",
                  label: t("orders.detail.billing.margin"),
                  children: `${groupMoney(billing.margin)} ${sales?.charged.currency ?? ""}`,
                },
              ]
            : []),
        ]}
      />
      {sales ? (
        <Table<BillingLine>
          size="small"
          pagination={false}
          rowKey="key"
          scroll={{ x: "max-content" }}
          dataSource={[
            { key: "base", item: t("orders.detail.billing.baseFreight"), amount: sales.baseFreight },
            ...sales.lines.map((line) => ({
              key: `${line.kind}-${line.code}`,
              item: line.name,
              amount: line.amount,
            })),
            { key: "total", item: t("orders.detail.billing.total"), amount: sales.total, total: true },
          ]}
          columns={[
            { title: t("orders.detail.billing.item"), dataIndex: "item" },
            {
              title: t("orders.detail.billing.amount", { currency: sales.currency }),
              dataIndex: "amount",
              align: "right",
              render: (amount: string, row) =>
                row.total ? (
                  <Typography.Text strong>{groupMoney(amount)}</Typography.Text>
                ) : (
                  groupMoney(amount)
                ),
            },
          ]}
        />
      ) : null}
    </Flex>
  );
};

const boxColumns = (t: Translate) => [
  { title: t("orders.detail.boxes.boxNo"), dataIndex: "boxNo", width: 70 },
  {
    title: t("orders.detail.boxes.size"),
    key: "size",
    render: (_: unknown, box: OrderDetail["boxes"][number]) =>
      `${box.lengthCm} × ${box.widthCm} × ${box.heightCm}`,
  },
  { title: t("orders.detail.boxes.weight"), dataIndex: "weightKg", align: "right" as const },
  { title: t("orders.detail.boxes.declaredValue"), dataIndex: "declaredValue", align: "right" as const },
  {
    title: t("orders.detail.boxes.lines"),
    key: "lines",
    align: "right" as const,
    render: (_: unknown, box: OrderDetail["boxes"][number]) => box.lines.length,
  },
];

type GoodsLine = OrderDetail["boxes"][number]["lines"][number] & { boxNo: number; key: string };

const goodsColumns = (t: Translate) => [
  { title: t("orders.detail.goods.boxNo"), dataIndex: "boxNo", width: 60 },
  {
    title: t("orders.detail.goods.name"),
    key: "name",
    render: (_: unknown, line: GoodsLine) => (
      <Flex vertical>
        <span>{line.goodsNameEn}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {line.goodsNameZh}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: t("orders.detail.goods.hsCode"), dataIndex: "hsCode" },
  { title: t("orders.detail.goods.quantity"), dataIndex: "quantity", align: "right" as const },
  { title: t("orders.detail.goods.unitValue"), dataIndex: "unitValue", align: "right" as const },
  { title: t("orders.detail.goods.lineValue"), dataIndex: "lineValue", align: "right" as const },
  { title: t("orders.detail.goods.origin"), dataIndex: "originCountry" },
  { title: t("orders.detail.goods.sku"), dataIndex: "sku", render: dash },
  {
    title: t("orders.detail.goods.more"),
    key: "more",
    render: (_: unknown, line: GoodsLine) =>
      dash([line.brand, line.model, line.material, line.usage, line.link].filter(Boolean).join(" · ")),
  },
];

const logColumns = (t: Translate) => [
  {
    title: t("orders.detail.log.at"),
    dataIndex: "at",
    width: 160,
    render: (value: string) => formatDateTime(value, "—", "second"),
  },
  { title: t("orders.detail.log.user"), dataIndex: "userName", width: 120 },
  {
    title: t("orders.detail.log.change"),
    key: "change",
    render: (_: unknown, log: OrderLog) => (
      <Flex gap={4} align="center" wrap>
        <Tag>{t(`orders.event.${log.event}`, { defaultValue: log.event })}</Tag>
        {log.from ? <span>{t(`orders.status.${log.from}`, { defaultValue: log.from })} →</span> : null}
        <span>{t(`orders.status.${log.to}`, { defaultValue: log.to })}</span>
      </Flex>
    ),
  },
  { title: t("orders.detail.log.reason"), dataIndex: "reason", render: dash },
];

const OrderBody = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const goods: GoodsLine[] = order.boxes.flatMap((box) =>
    box.lines.map((line, index) => ({ ...line, boxNo: box.boxNo, key: `${box.boxNo}-${index}` })),
  );
  const taxIds = Object.entries(order.taxIds).filter(([, value]) => value);
  return (
    <Flex vertical gap={12} className="pp-order-detail">
      <PageHeader
        description={
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong copyable data-testid="order-no">
              {order.orderNo}
            </Typography.Text>
            <Tag color={STATUS_COLORS[order.status]}>{t(`orders.status.${order.status}`)}</Tag>
            <Tag color={order.paymentStatus === "paid" ? "green" : undefined}>
              {t(`orders.payment.${order.paymentStatus}`)}
            </Tag>
          </Flex>
        }
        actions={
          <>
            <OrderEditButton order={order} />
            <OrderChangeButtons order={order} />
            <RaiseProblemButton orderId={order.id} />
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/orders/list")}>
              {t("orders.detail.back")}
            </Button>
          </>
        }
      />
      <CancelRequestNotice order={order} />
      <ArrearsNotice order={order} />
      <OrderAbnormalities orderId={order.id} />
      <Section title={t("orders.detail.sections.basic")}>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: "orderNo", label: t("orders.list.col.orderNo"), children: order.orderNo },
            {
              key: "referenceNo",
              label: t("orders.list.col.referenceNo"),
              children: dash(order.referenceNo),
            },
            { key: "customer", label: t("orders.list.col.customer"), children: order.orgName },
            { key: "creator", label: t("orders.list.col.creator"), children: order.creatorName },
            {
              key: "product",
              label: t("orders.list.col.product"),
              children: `${order.productName} (${order.productCode})`,
            },
            {
              key: "route",
              label: t("orders.detail.route"),
              children: `${order.origin.country} → ${[order.destination.country, order.destination.state, order.destination.city, order.destination.postcode].filter(Boolean).join(" / ")}`,
            },
            {
              key: "cargo",
              label: t("orders.detail.cargoType"),
              children: cargoTypeLabels[lang][order.cargoType],
            },
            {
              key: "packages",
              label: t("orders.detail.premiumPackages"),
              children: dash(order.premiumPackageCodes.join(", ")),
            },
            {
              key: "insured",
              label: t("orders.detail.insured"),
              children: t(order.insured ? "common.yes" : "common.no"),
            },
            {
              key: "created",
              label: t("orders.list.col.createdAt"),
              children: formatDateTime(order.createdAt),
            },
            { key: "paid", label: t("orders.detail.paidAt"), children: formatDateTime(order.paidAt) },
            { key: "version", label: t("orders.detail.version"), children: order.version },
            { key: "remarks", label: t("orders.detail.remarks"), children: dash(order.remarks) },
          ]}
        />
        {order.notes.length ? (
          <Flex vertical gap={4} style={{ marginTop: 12 }}>
            {order.notes.map((note) => (
              <Typography.Text key={`${note.field}-${note.message}`} type="warning">
                {note.message}
              </Typography.Text>
            ))}
          </Flex>
        ) : null}
      </Section>
      <Section title={t("orders.detail.sections.billing")}>
        <Billing order={order} />
      </Section>
      <Section title={t("orders.detail.sections.addresses")}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <PartyCard title={t("orders.detail.sender")} party={order.sender} />
          </Col>
          <Col xs={24} lg={12}>
            <PartyCard title={t("orders.detail.receiver")} party={order.receiver} />
          </Col>
        </Row>
      </Section>
      <Section title={t("orders.detail.sections.boxes", { count: order.boxes.length })}>
        <Table
          size="small"
          rowKey="boxNo"
          pagination={false}
          scroll={{ x: "max-content" }}
          dataSource={order.boxes}
          columns={boxColumns(t)}
        />
      </Section>
      <Section title={t("orders.detail.sections.goods")}>
        <Flex vertical gap={12}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              {
                key: "total",
                label: t("orders.detail.declaredTotal"),
                children: `${groupMoney(order.declaredTotal)} ${order.declaredCurrency}`,
              },
              {
                key: "cod",
                label: t("orders.detail.cod"),
                children: order.cod ? `${groupMoney(order.cod.amount)} ${order.cod.currency}` : "—",
              },
              ...taxIds.map(([key, value]) => ({ key, label: t(`orders.taxIds.${key}`), children: value })),
            ]}
          />
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: "max-content" }}
            dataSource={goods}
            columns={goodsColumns(t)}
          />
        </Flex>
      </Section>
      <Section title={t("orders.detail.sections.numbers")}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          style={{ marginBottom: 12 }}
          items={[
            {
              key: "lastMile",
              label: t("orders.list.col.lastMile"),
              children: order.lastMile ? (
                <Space size={6} wrap>
                  {order.lastMile.distributorName}
                  {order.lastMile.deliveryServiceName ? (
                    <Typography.Text type="secondary">{order.lastMile.deliveryServiceName}</Typography.Text>
                  ) : null}
                </Space>
              ) : (
                dash(order.finalLogisticsName)
              ),
            },
            {
              key: "tracknet",
              label: t("orders.list.col.tracknetCode"),
              children: order.tracknetCode ? (
                <Space size={8} wrap>
                  <Typography.Text copyable>{order.tracknetCode}</Typography.Text>
                  {order.lastMile?.trackingUrl ? (
                    <Typography.Link
                      href={order.lastMile.trackingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t("orders.detail.trackLastMile")}
                    </Typography.Link>
                  ) : null}
                </Space>
              ) : (
                "—"
              ),
            },
          ]}
        />
        <Table
          size="small"
          rowKey={(row) => `${row.kind}-${row.number}`}
          pagination={false}
          scroll={{ x: "max-content" }}
          dataSource={order.numbers}
          locale={{ emptyText: <EmptyState title={t("orders.detail.numbers.empty")} /> }}
          columns={[
            {
              title: t("orders.detail.numbers.kind"),
              dataIndex: "kind",
              render: (kind: string) => t(`orders.numberKinds.${kind}`),
            },
            { title: t("orders.detail.numbers.number"), dataIndex: "number" },
            {
              title: t("orders.detail.numbers.box"),
              dataIndex: "boxNo",
              render: (boxNo: number | null) => boxNo ?? t("orders.detail.numbers.wholeOrder"),
            },
            {
              title: t("orders.detail.numbers.carrier"),
              dataIndex: "carrier",
              // A seller's number names its marketplace; a carrier's, its provider.
              render: (carrier: string, row: OrderDetail["numbers"][number]) =>
                row.kind === "sellerTracking" ? t(`sellerLabel.marketplaces.${carrier}`) : dash(carrier),
            },
            {
              title: t("orders.detail.numbers.source"),
              dataIndex: "source",
              render: (source: string) => t(`orders.numberSources.${source}`, { defaultValue: source }),
            },
            {
              title: t("orders.detail.numbers.at"),
              dataIndex: "createdAt",
              render: (value: string) => formatDateTime(value),
            },
          ]}
        />
      </Section>
      <Section title={t("orders.detail.sections.submission")}>
        <Flex vertical gap={12}>
          {order.sellerLabel ? null : <OrderSubmission order={order} />}
          <SellerLabelPanel order={order} />
        </Flex>
      </Section>
      <Section title={t("orders.detail.sections.tracking")}>
        <OrderTrackingPanel orderId={order.id} />
      </Section>
      <Section title={t("orders.detail.sections.log")}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: "max-content" }}
          dataSource={order.log}
          columns={logColumns(t)}
        />
      </Section>
    </Flex>
  );
};

/** Order detail (spec §2): everything an order keeps, as the viewer may see it; opened from the list. */
const OrderDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrderDetail(valid ? id : undefined);
  if (!valid)
    return (
      <Card variant="borderless" className="pp-page-card">
        <Result status="404" title={t("orders.detail.missing")} />
      </Card>
    );
  if (query.isPending)
    return (
      <Card variant="borderless" className="pp-page-card">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (query.isError || !query.data)
    return (
      <Card variant="borderless" className="pp-page-card">
        <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  return <OrderBody order={query.data} />;
};

export default OrderDetailPage;
