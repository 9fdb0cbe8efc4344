import { ClockCircleOutlined, HomeOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Result, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** A screen the menu offers but this release does not include yet: said plainly, with a way onwards. */
const NotAvailablePage = ({ title, componentKey }: { title: string; componentKey?: string | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless" className="pp-page-card">
      <Result
        icon={<ClockCircleOutlined style={{ color: "var(--ant-color-primary)" }} />}
        title={t("shell.notAvailable.title", { name: title })}
        subTitle={t("shell.notAvailable.description")}
        extra={
          <Flex vertical align="center" gap={16}>
            <Flex gap={8} justify="center">
              <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate("/home")}>
                {t("shell.actions.backHome")}
              </Button>
              <Button onClick={() => navigate(-1)}>{t("shell.actions.back")}</Button>
            </Flex>
            {componentKey ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("shell.notAvailable.reference")} <Typography.Text code>{componentKey}</Typography.Text>
              </Typography.Text>
            ) : null}
          </Flex>
        }
      />
    </Card>
  );
};

export default NotAvailablePage;
