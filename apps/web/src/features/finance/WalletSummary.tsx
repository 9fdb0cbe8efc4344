import { WalletOutlined } from "@ant-design/icons";
import type { WalletEntryKind } from "@pp/contracts";
import { BASE_CURRENCY, groupMoney } from "@pp/domain";
import { Button, Card, Col, Empty, Flex, Row, Statistic, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { EmptyState } from "../../shared/components/ListPage";
import { useWalletFlow } from "./finance.api";
import { useReasonText } from "./ledger-reason";
import { useMyWallets } from "./recharge.api";

const RECENT = 5;

/** The latest movements under the wallet figures, with a way to the whole flow. */
const RecentFlow = () => {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const flow = useWalletFlow({ page: 1, size: RECENT });
  return (
    <div style={{ marginTop: 20 }}>
      <Flex justify="space-between" align="baseline" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t("financeWallet.summary.recent")}</Typography.Text>
        <Link to="/finance/wallet-flow">{t("financeWallet.summary.allFlow")}</Link>
      </Flex>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={flow.isPending}
        dataSource={flow.data?.rows}
        locale={{
          emptyText: (
            <EmptyState
              title={t("financeWallet.flow.emptyTitle")}
              description={t("financeWallet.flow.emptyBody")}
            />
          ),
        }}
        columns={[
          {
            key: "time",
            dataIndex: "createdAt",
            width: 150,
            render: (value: string) => dayjs(value).format("YYYY-MM-DD HH:mm"),
          },
          {
            key: "kind",
            dataIndex: "kind",
            width: 110,
            render: (kind: WalletEntryKind) => t(`financeWallet.flow.kinds.${kind}`),
          },
          { key: "reason", ellipsis: true, render: (_: unknown, entry) => reasonText(entry) },
          {
            key: "amount",
            align: "right",
            width: 160,
            render: (_: unknown, entry) => (
              <Typography.Text type={entry.direction === "in" ? "success" : undefined}>
                {entry.direction === "in" ? "+" : "−"}
                {groupMoney(entry.amount)} {entry.currency}
              </Typography.Text>
            ),
          },
        ]}
        showHeader={false}
        scroll={{ x: "max-content" }}
      />
    </div>
  );
};

/**
 * The customer's home-page wallet card: balance, available, refundable deposit, a top-up button and, for
 * whoever may open the wallet flow, the latest movements.
 */
const WalletSummary = ({ showRecentFlow }: { showRecentFlow: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallets = useMyWallets();
  const wallet = wallets.data?.find((w) => w.currency === BASE_CURRENCY) ?? wallets.data?.[0];
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
          {t("financeRecharge.title")}
        </Button>
      }
    >
      {wallet ? (
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Statistic
              title={t("financeWallet.summary.balance")}
              value={wallet.balance}
              suffix={wallet.currency}
            />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic
              title={t("financeWallet.available")}
              value={wallet.available}
              suffix={wallet.currency}
            />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic title={t("financeWallet.deposit")} value={wallet.deposit} suffix={wallet.currency} />
          </Col>
        </Row>
      ) : (
        <Empty description={t("financeWallet.summary.empty")} />
      )}
      {showRecentFlow ? <RecentFlow /> : null}
    </Card>
  );
};

export default WalletSummary;
