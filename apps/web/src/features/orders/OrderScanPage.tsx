import { DownloadOutlined, ExportOutlined, PrinterOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Empty, Flex, type InputRef, Switch, Tag, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiRequestError } from "../../shared/api/api-error";
import { PageHeader } from "../../shared/components/ListPage";
import { orderDetailPath } from "./OrderListPage";
import { fetchLabel } from "./orders-scan-export.api";
import { ScanBox } from "./ScanBox";

/** Whether the print dialog opens by itself when a label shows (a print station's choice, kept in the browser). */
const AUTO_PRINT_KEY = "pp.orders.scan.autoPrint";

type Scanned = { id: number; orderNo: string };
type Shown =
  | { kind: "label"; order: Scanned; url: string; printCount: number; zpl: boolean }
  | { kind: "noLabel"; order: Scanned; message: string };

/**
 * Scan and print (spec §2, issues 13 and 15): one box that keeps the focus. A scanner types a number (the
 * number substring rules cut it on the server) and Enter; the order's label opens at 100% beside it, ready for
 * the print dialog (or printed at once when the station asks), a reprint marked; a ZPL label (the label setting of a
 * thermal printer) is offered as the file to send to the printer. An unknown number, or an order
 * without a label yet, is said at once and the box is cleared for the next scan.
 */
const OrderScanPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [autoPrint, setAutoPrint] = useState(() => localStorage.getItem(AUTO_PRINT_KEY) === "true");

  // A label's object URL lives as long as it is shown.
  useEffect(
    () => () => {
      if (shown?.kind === "label") URL.revokeObjectURL(shown.url);
    },
    [shown],
  );

  const showLabel = async (order: Scanned) => {
    try {
      const label = await fetchLabel(order.id);
      setShown({
        kind: "label",
        order,
        url: URL.createObjectURL(label.blob),
        printCount: label.printCount,
        zpl: label.zpl,
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "LABEL_NOT_READY")
        setShown({ kind: "noLabel", order, message: error.message });
      else throw error;
    }
  };

  const print = () => frame.current?.contentWindow?.print();

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <PageHeader
        title={t("orders.scan.title")}
        description={t("orders.scan.description")}
        actions={
          <Flex align="center" gap={8}>
            <Typography.Text>{t("orders.scan.autoPrint")}</Typography.Text>
            <Switch
              checked={autoPrint}
              aria-label={t("orders.scan.autoPrint")}
              onChange={(on) => {
                setAutoPrint(on);
                localStorage.setItem(AUTO_PRINT_KEY, String(on));
                input.current?.focus();
              }}
            />
          </Flex>
        }
      />
      <Card variant="borderless" className="pp-page-card">
        <ScanBox action={t("orders.scan.print")} inputRef={input} onFound={showLabel} />
      </Card>
      <Card variant="borderless" className="pp-page-card">
        {shown === null ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("orders.scan.waiting")} />
        ) : (
          <Flex vertical gap={12}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Flex align="center" gap={8} wrap>
                <Typography.Text strong copyable data-testid="scanned-order-no">
                  {shown.order.orderNo}
                </Typography.Text>
                {shown.kind === "label" && shown.printCount > 1 ? (
                  <Tag color="orange" data-testid="scan-reprint">
                    {t("orders.scan.reprint", { count: shown.printCount - 1 })}
                  </Tag>
                ) : null}
              </Flex>
              <Flex gap={8} wrap>
                {shown.kind === "label" && shown.zpl ? (
                  <Button
                    type="primary"
                    icon={<DownloadOutlined />}
                    href={shown.url}
                    download={`${shown.order.orderNo}.zpl`}
                  >
                    {t("orders.scan.download")}
                  </Button>
                ) : shown.kind === "label" ? (
                  <Button type="primary" icon={<PrinterOutlined />} onClick={print}>
                    {t("orders.scan.printAgain")}
                  </Button>
                ) : null}
                <Button icon={<ExportOutlined />} onClick={() => navigate(orderDetailPath(shown.order.id))}>
                  {t("orders.scan.openOrder")}
                </Button>
              </Flex>
            </Flex>
            {shown.kind === "label" && shown.zpl ? (
              <Alert type="info" showIcon title={t("orders.scan.zpl")} />
            ) : shown.kind === "label" ? (
              <iframe
                ref={frame}
                key={shown.url}
                title={t("orders.scan.labelTitle", { orderNo: shown.order.orderNo })}
                src={`${shown.url}#zoom=100`}
                className="pp-label-frame"
                onLoad={() => {
                  if (autoPrint) print();
                }}
              />
            ) : (
              <Alert type="warning" showIcon title={shown.message} />
            )}
          </Flex>
        )}
      </Card>
    </Flex>
  );
};

export default OrderScanPage;
