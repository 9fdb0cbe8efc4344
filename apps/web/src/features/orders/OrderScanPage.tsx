import { ScanOutlined } from "@ant-design/icons";
import { App, Button, Card, Flex, Form, Input, type InputRef, Space, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { ApiRequestError } from "../../shared/api/api-error";
import { orderDetailPath } from "./OrderListPage";
import { scanNumberOf } from "./order-scan-export";
import { orderMessage } from "./order-wizard";
import { scanOrder } from "./orders-scan-export.api";

/**
 * Scan (spec §2, issue 13): one box that keeps the focus. A scanner types the number and Enter; the order that
 * carries it opens. An unknown number (or another org's) is said at once and the box is cleared for the next scan.
 */
const OrderScanPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);
  const [value, setValue] = useState("");
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const lookUp = async () => {
    const number = scanNumberOf(value);
    if (number === null) {
      setProblem(orderMessage(lang, "orderScanNumberRequired"));
      input.current?.focus();
      return;
    }
    setLooking(true);
    try {
      const found = await scanOrder(number);
      navigate(orderDetailPath(found.id));
    } catch (error) {
      setValue("");
      if (error instanceof ApiRequestError && error.status === 404)
        setProblem(t("orders.scan.notFound", { number }));
      else if (error instanceof Error) void message.error(error.message);
    } finally {
      setLooking(false);
      input.current?.focus();
    }
  };

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
        <Flex vertical gap={2}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t("orders.scan.title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("orders.scan.description")}</Typography.Text>
        </Flex>
      </Card>
      <Card variant="borderless" className="pp-page-card">
        <Form layout="vertical" onFinish={() => void lookUp()}>
          <Form.Item
            label={t("orders.scan.label")}
            validateStatus={problem ? "error" : undefined}
            help={problem ?? undefined}
          >
            <Space.Compact style={{ width: "100%", maxWidth: 520 }}>
              <Input
                ref={input}
                autoFocus
                size="large"
                allowClear
                value={value}
                prefix={<ScanOutlined />}
                placeholder={t("orders.scan.placeholder")}
                aria-label={t("orders.scan.label")}
                onChange={(event) => {
                  setValue(event.target.value);
                  setProblem(null);
                }}
              />
              <Button size="large" type="primary" htmlType="submit" loading={looking}>
                {t("orders.scan.open")}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      </Card>
    </Flex>
  );
};

export default OrderScanPage;
