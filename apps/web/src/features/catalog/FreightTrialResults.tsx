import { StopOutlined } from "@ant-design/icons";
import type { NotServedQuoteResult, QuoteResponse, ServedQuoteResult } from "@pp/contracts";
import { compareMoney } from "@pp/domain";
import { Alert, Flex, Table, type TableColumnsType, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FreightTrialBreakdown } from "./FreightTrialBreakdown";

type Props = { answer: QuoteResponse; showCost: boolean };

const byLeadTime = (a: ServedQuoteResult, b: ServedQuoteResult) =>
  a.leadTime.minDays - b.leadTime.minDays || a.leadTime.maxDays - b.leadTime.maxDays;

const ProductCell = ({ name, code }: { name: string; code: string }) => (
  <Flex vertical>
    <Typography.Text strong>{name}</Typography.Text>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {code}
    </Typography.Text>
  </Flex>
);

/** Served products in a dense table (sortable by price and lead time, each row expandable), then the rest. */
export const FreightTrialResults = ({ answer, showCost }: Props) => {
  const { t } = useTranslation();
  const wallet = answer.walletCurrency;
  const columns: TableColumnsType<ServedQuoteResult> = [
    {
      title: t("catalogQuote.columns.product"),
      key: "product",
      render: (_, row) => <ProductCell name={row.productName} code={row.productCode} />,
    },
    {
      title: t("catalogQuote.columns.zone"),
      key: "zone",
      width: 80,
      render: (_, row) => row.zone.code,
    },
    {
      title: t("catalogQuote.columns.chargeable"),
      key: "chargeable",
      width: 100,
      align: "right",
      render: (_, row) => `${row.weights.chargeableKg} kg`,
    },
    {
      title: t("catalogQuote.columns.leadTime"),
      key: "leadTime",
      width: 110,
      sorter: byLeadTime,
      render: (_, row) =>
        t("catalogQuote.leadTimeDays", { min: row.leadTime.minDays, max: row.leadTime.maxDays }),
    },
    {
      title: t("catalogQuote.columns.total"),
      key: "total",
      width: 120,
      align: "right",
      render: (_, row) => `${row.total} ${row.currency}`,
    },
    {
      title: t("catalogQuote.columns.walletTotal"),
      key: "price",
      width: 124,
      align: "right",
      sorter: (a, b) => compareMoney(a.totalInWalletCurrency, b.totalInWalletCurrency),
      render: (_, row) => (
        <Typography.Text strong>{`${row.totalInWalletCurrency} ${wallet}`}</Typography.Text>
      ),
    },
    ...(showCost
      ? ([
          {
            title: t("catalogQuote.columns.cost"),
            key: "cost",
            width: 112,
            align: "right",
            render: (_, row) => (row.cost ? `${row.cost.totalInWalletCurrency} ${wallet}` : "—"),
          },
          {
            title: t("catalogQuote.columns.margin"),
            key: "margin",
            width: 100,
            align: "right",
            render: (_, row) =>
              row.margin ? (
                <Typography.Text type={row.margin.startsWith("-") ? "danger" : "success"}>
                  {`${row.margin} ${wallet}`}
                </Typography.Text>
              ) : (
                "—"
              ),
          },
        ] satisfies TableColumnsType<ServedQuoteResult>)
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Text>
          {t("catalogQuote.results.summary", {
            served: answer.served.length,
            notServed: answer.notServed.length,
          })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t("catalogQuote.results.walletNote", { currency: wallet })}
        </Typography.Text>
      </Flex>
      {answer.served.length === 0 && (
        <Alert
          type="warning"
          showIcon
          title={t(
            answer.notServed.length === 0
              ? "catalogQuote.results.noProducts"
              : "catalogQuote.results.noneServed",
          )}
        />
      )}
      {answer.served.length > 0 && (
        <Table<ServedQuoteResult>
          size="small"
          className="pp-freight-results"
          rowKey="productId"
          pagination={false}
          dataSource={answer.served}
          columns={columns}
          // Fits the console beside the menu; narrower windows scroll the table rather than squeeze it.
          scroll={{ x: showCost ? 960 : 760 }}
          expandable={{
            expandRowByClick: true,
            expandedRowRender: (row) => (
              <FreightTrialBreakdown result={row} walletCurrency={wallet} showCost={showCost} />
            ),
          }}
        />
      )}
      {answer.notServed.length > 0 && (
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("catalogQuote.notServed.title")}
          </Typography.Title>
          <Table<NotServedQuoteResult>
            size="small"
            className="pp-freight-not-served"
            rowKey="productId"
            pagination={false}
            dataSource={answer.notServed}
            // A phone scrolls the reasons sideways rather than breaking them a character per line.
            scroll={{ x: 640 }}
            columns={[
              {
                title: t("catalogQuote.columns.product"),
                key: "product",
                width: 280,
                render: (_, row) => <ProductCell name={row.productName} code={row.productCode} />,
              },
              {
                title: t("catalogQuote.notServed.reason"),
                key: "reason",
                render: (_, row) => (
                  <Flex gap={8} align="center">
                    <StopOutlined style={{ color: "var(--ant-color-text-tertiary)" }} />
                    <Typography.Text type="secondary">{row.reason.message}</Typography.Text>
                  </Flex>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Flex>
  );
};
