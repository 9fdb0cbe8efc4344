import { WalletOutlined } from "@ant-design/icons";
import { Button, Card, Col, Empty, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useMyWallets } from "./recharge.api";

/** The customer's home-page wallet card: balance, available, refundable deposit and a top-up button. */
const WalletSummary = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallets = useMyWallets();
  const wallet = wallets.data?.find((w) => w.currency === "CNY") ?? wallets.data?.[0];
  return (
    <Card
      variant="borderless"
      className="pp-page-card"
      loading={wallets.isLoading}
      title={
        <span>
          <WalletOutlined /> {t("financeWallet.summary.title")}
        </span>
      }
      extra={
        <Button type="primary" onClick={() => navigate("/finance/recharge")}>
          {t("financeWallet.summary.topUp")}
        </Button>
      }
    >
      {wallet ? (
        <Row gutter={16}>
          <Col span={8}>
            <Statistic
              title={t("financeWallet.summary.balance")}
              value={wallet.balance}
              suffix={wallet.currency}
            />
          </Col>
          <Col span={8}>
            <Statistic
              title={t("financeWallet.available")}
              value={wallet.available}
              suffix={wallet.currency}
            />
          </Col>
          <Col span={8}>
            <Statistic title={t("financeWallet.deposit")} value={wallet.deposit} suffix={wallet.currency} />
          </Col>
        </Row>
      ) : (
        <Empty description={t("financeWallet.summary.empty")} />
      )}
    </Card>
  );
};

export default WalletSummary;
