import type { OrderWeighed } from "@pp/contracts";
import { Alert, Button, Card, Descriptions, Flex, Input, type InputRef, Table } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../shared/components/ListPage";
import { useOrderDetail } from "./orders.api";
import { ScanBox } from "./ScanBox";
import {
  declaredBoxesOf,
  type MeasuredBox,
  unsignedAmount,
  weighInRequestOf,
  weighOutcomeOf,
} from "./weigh-in";
import { useWeighIn } from "./weigh-in.api";

type Field = "weightKg" | "lengthCm" | "widthCm" | "heightCm";
const FIELDS: Field[] = ["weightKg", "lengthCm", "widthCm", "heightCm"];

/** What the last weigh-in did: old → new chargeable weight and price, and the money it moved or owes. */
const WeighedResult = ({ weighed }: { weighed: OrderWeighed }) => {
  const { t } = useTranslation();
  const outcome = weighOutcomeOf(weighed);
  const amount = `${unsignedAmount(weighed.arrears ?? weighed.difference)} ${weighed.charge.currency}`;
  return (
    <Alert
      type={outcome === "arrears" ? "warning" : "success"}
      showIcon
      title={t(`weighIn.outcome.${outcome}`, { orderNo: weighed.orderNo, amount })}
      description={t("weighIn.change", {
        fromKg: weighed.chargeableKg.from,
        toKg: weighed.chargeableKg.to,
        fromPrice: weighed.charge.from,
        toPrice: weighed.charge.to,
        currency: weighed.charge.currency,
      })}
    />
  );
};

/**
 * Weigh-in (issue 13): warehouse staff scan an order, reference or domestic inbound number into a box that keeps
 * the focus (a scale types into the table the same way), correct each box's weight and sizes, and weigh the order
 * in: it is priced again, the difference charged or refunded, and the box clears for the next parcel.
 */
const WeighInPage = () => {
  const { t } = useTranslation();
  const scanBox = useRef<InputRef>(null);
  const [orderId, setOrderId] = useState<number>();
  const [boxes, setBoxes] = useState<MeasuredBox[]>([]);
  const [weighed, setWeighed] = useState<OrderWeighed | null>(null);
  const detail = useOrderDetail(orderId);
  const weighIn = useWeighIn();
  const order = detail.data;

  useEffect(() => {
    if (order) setBoxes(declaredBoxesOf(order.boxes));
  }, [order]);

  const request = weighInRequestOf(boxes);
  const submit = async () => {
    if (!order || !request) return;
    const answer = await weighIn.mutateAsync({ orderId: order.id, request });
    setWeighed(answer);
    setOrderId(undefined);
    setBoxes([]);
    scanBox.current?.focus();
  };

  const edit = (boxNo: number, field: Field, text: string) =>
    setBoxes((rows) => rows.map((row) => (row.boxNo === boxNo ? { ...row, [field]: text } : row)));

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <PageHeader title={t("weighIn.title")} description={t("weighIn.description")} />
      <Card variant="borderless" className="pp-page-card">
        <ScanBox
          action={t("weighIn.find")}
          inputRef={scanBox}
          onFound={(found) => {
            setOrderId(found.id);
            setWeighed(null);
          }}
        />
        {weighed && <WeighedResult weighed={weighed} />}
      </Card>
      {order && (
        <Card variant="borderless" className="pp-page-card" title={order.orderNo}>
          <Flex vertical gap={16}>
            <Descriptions size="small" column={3}>
              <Descriptions.Item label={t("weighIn.customer")}>{order.orgName}</Descriptions.Item>
              <Descriptions.Item label={t("weighIn.product")}>{order.productName}</Descriptions.Item>
              <Descriptions.Item label={t("weighIn.chargeable")}>
                {order.billing.weights.chargeableKg} kg
              </Descriptions.Item>
            </Descriptions>
            <Table<MeasuredBox>
              rowKey="boxNo"
              size="small"
              pagination={false}
              dataSource={boxes}
              columns={[
                { title: t("weighIn.box"), dataIndex: "boxNo", width: 80 },
                ...FIELDS.map((field) => ({
                  title: t(`weighIn.${field}`),
                  key: field,
                  render: (_: unknown, row: MeasuredBox) => (
                    <Input
                      value={row[field]}
                      inputMode="decimal"
                      aria-label={`${t(`weighIn.${field}`)} ${row.boxNo}`}
                      onChange={(event) => edit(row.boxNo, field, event.target.value)}
                      onPressEnter={() => void submit()}
                    />
                  ),
                })),
              ]}
            />
            <Flex justify="end">
              <Button
                type="primary"
                disabled={request === null}
                loading={weighIn.isPending}
                onClick={() => void submit()}
              >
                {t("weighIn.submit")}
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
    </Flex>
  );
};

export default WeighInPage;
