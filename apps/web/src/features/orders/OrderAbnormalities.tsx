import type { OrderAbnormality } from "@pp/contracts";
import type { OrderAbnormalKind } from "@pp/domain";
import { Card, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/lib/format";
import { useOrderAbnormalities } from "./order-abnormal.api";

// An order's abnormalities on its detail page (issue 13): why it was flagged, when, and whether it is cleared.

export const KIND_COLORS: Record<OrderAbnormalKind, string> = {
  rule: "orange",
  submission: "volcano",
  arrears: "red",
  tracking: "purple",
};

export const KindTag = ({ kind }: { kind: OrderAbnormalKind }) => {
  const { t } = useTranslation();
  return <Tag color={KIND_COLORS[kind]}>{t(`orderAbnormal.kinds.${kind}`)}</Tag>;
};

export const ClearedTag = ({ row }: { row: OrderAbnormality }) => {
  const { t } = useTranslation();
  return row.clearedAt ? (
    <Tag color="success">{t("orderAbnormal.cleared", { at: formatDateTime(row.clearedAt) })}</Tag>
  ) : (
    <Tag color="error">{t("orderAbnormal.open")}</Tag>
  );
};

/** The section shows only when the order was ever flagged. */
export const OrderAbnormalities = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const query = useOrderAbnormalities(orderId);
  if (!query.data?.length) return null;
  return (
    <Card
      variant="borderless"
      className="pp-page-card"
      title={t("orderAbnormal.detailTitle")}
      data-testid="order-abnormalities"
    >
      <Table<OrderAbnormality>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: "max-content" }}
        dataSource={query.data}
        columns={[
          {
            title: t("orderAbnormal.kind"),
            dataIndex: "kind",
            render: (kind: OrderAbnormalKind) => <KindTag kind={kind} />,
          },
          { title: t("orderAbnormal.reason"), dataIndex: "reason" },
          {
            title: t("orderAbnormal.raisedAt"),
            dataIndex: "raisedAt",
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t("orderAbnormal.state"),
            key: "state",
            render: (_, row) => <ClearedTag row={row} />,
          },
        ]}
      />
    </Card>
  );
};
