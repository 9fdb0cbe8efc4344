import { ScanOutlined } from "@ant-design/icons";
import { Button, Form, Input, type InputRef, Space } from "antd";
import { type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { ApiRequestError } from "../../shared/api/api-error";
import { scanNumberOf } from "./order-scan-export";
import { orderMessage } from "./order-wizard";
import { scanOrder } from "./orders-scan-export.api";

/**
 * The scan box of the scan and weigh-in screens (spec §2): it keeps the focus, a scanner types a number and Enter,
 * and the order carrying it is handed to `onFound`. An empty box gets the spec's message; an unknown number (or
 * another org's) is said at once; either way the box is cleared and focused for the next scan.
 */
export const ScanBox = ({
  action,
  onFound,
  inputRef,
}: {
  action: string;
  onFound: (found: { id: number; orderNo: string }) => void | Promise<void>;
  inputRef: RefObject<InputRef | null>;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [value, setValue] = useState("");
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const lookUp = async () => {
    const number = scanNumberOf(value);
    if (number === null) {
      setProblem(orderMessage(lang, "orderScanNumberRequired"));
      inputRef.current?.focus();
      return;
    }
    setLooking(true);
    try {
      await onFound(await scanOrder(number));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404)
        setProblem(t("orders.scan.notFound", { number }));
      else if (error instanceof Error) setProblem(error.message);
    } finally {
      setValue("");
      setLooking(false);
      inputRef.current?.focus();
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void lookUp()}>
      <Form.Item
        label={t("orders.scan.label")}
        validateStatus={problem ? "error" : undefined}
        help={problem ?? undefined}
      >
        <Space.Compact style={{ width: "100%", maxWidth: 520 }}>
          <Input
            ref={inputRef}
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
            {action}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
};
