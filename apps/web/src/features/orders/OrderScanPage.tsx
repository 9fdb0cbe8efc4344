import { Card, Flex, type InputRef } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../shared/components/ListPage";
import { orderDetailPath } from "./OrderListPage";
import { ScanBox } from "./ScanBox";

/**
 * Scan (spec §2, issue 13): one box that keeps the focus. A scanner types the number and Enter; the order that
 * carries it opens. An unknown number (or another org's) is said at once and the box is cleared for the next scan.
 */
const OrderScanPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <PageHeader title={t("orders.scan.title")} description={t("orders.scan.description")} />
      <Card variant="borderless" className="pp-page-card">
        <ScanBox
          action={t("orders.scan.open")}
          inputRef={input}
          onFound={(found) => navigate(orderDetailPath(found.id))}
        />
      </Card>
    </Flex>
  );
};

export default OrderScanPage;
