import type { QuoteResultLine, ServedQuoteResult } from "@pp/contracts";
import { Descriptions, Flex, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";

type Translate = ReturnType<typeof useTranslation>["t"];

type Props = { result: ServedQuoteResult; walletCurrency: string; showCost: boolean };

type Line = { key: string; item: string; kind?: QuoteResultLine["kind"]; amount: string; hidden?: boolean };

const KIND_COLORS: Record<QuoteResultLine["kind"], string> = {
  adjustment: "orange",
  surcharge: "blue",
  premium: "purple",
};

// The cost in its own currency, and converted when that is not the wallet's.
const costText = ({ cost }: ServedQuoteResult, walletCurrency: string) => {
  if (!cost) return null;
  const own = `${cost.total} ${cost.currency}`;
  return cost.currency === walletCurrency ? own : `${own} (${cost.totalInWalletCurrency} ${walletCurrency})`;
};

/** "1 CNY = 0.14044944 USD", with the date of the rate when one was involved. */
const rateText = ({ exchange, currency }: ServedQuoteResult, walletCurrency: string, t: Translate) => {
  const rate = t("catalogQuote.breakdown.rateValue", {
    from: currency,
    rate: exchange.rate,
    to: walletCurrency,
  });
  return exchange.date ? `${rate} · ${t("catalogQuote.breakdown.rateDate", { date: exchange.date })}` : rate;
};

/**
 * One product's charges: zone, the three weights, base freight, each adjustment (band floor, minimum charge),
 * surcharge and premium line, totals.
 */
export const FreightTrialBreakdown = ({ result, walletCurrency, showCost }: Props) => {
  const { t } = useTranslation();
  const lines: Line[] = [
    { key: "base", item: t("catalogQuote.breakdown.baseFreight"), amount: result.baseFreight },
    ...result.lines.map((line) => ({
      key: `${line.kind}-${line.code}`,
      item: line.name,
      kind: line.kind,
      amount: line.amount,
      hidden: !line.showOnStatement,
    })),
  ];

  return (
    <Flex gap={24} wrap className="pp-freight-breakdown" data-testid={`breakdown-${result.productCode}`}>
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ minWidth: 280, flex: "0 1 340px" }}
        items={[
          {
            key: "zone",
            label: t("catalogQuote.breakdown.zone"),
            children: `${result.zone.name} (${result.zone.code})`,
          },
          {
            key: "actual",
            label: t("catalogQuote.breakdown.actual"),
            children: `${result.weights.actualKg} kg`,
          },
          {
            key: "volumetric",
            label: t("catalogQuote.breakdown.volumetric"),
            children: `${result.weights.volumetricKg} kg`,
          },
          {
            key: "chargeable",
            label: t("catalogQuote.breakdown.chargeable"),
            children: <Typography.Text strong>{`${result.weights.chargeableKg} kg`}</Typography.Text>,
          },
        ]}
      />
      <Table<Line>
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        style={{ flex: "1 1 360px", minWidth: 320 }}
        dataSource={lines}
        columns={[
          {
            title: t("catalogQuote.breakdown.item"),
            dataIndex: "item",
            render: (item: string, line) => (
              <Flex gap={6} align="center" wrap>
                <span>{item}</span>
                {line.kind && (
                  <Tag color={KIND_COLORS[line.kind]} variant="outlined">
                    {t(`catalogQuote.breakdown.${line.kind}`)}
                  </Tag>
                )}
                {line.hidden && (
                  <Typography.Text type="secondary">
                    {t("catalogQuote.breakdown.notOnStatement")}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: t("catalogQuote.breakdown.amount"),
            dataIndex: "amount",
            align: "right",
            width: 200,
            render: (amount: string) => `${amount} ${result.currency}`,
          },
        ]}
        summary={() => (
          <>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t("catalogQuote.breakdown.total")}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong>{`${result.total} ${result.currency}`}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                {t("catalogQuote.breakdown.walletTotal", { currency: walletCurrency })}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {`${result.totalInWalletCurrency} ${walletCurrency}`}
              </Table.Summary.Cell>
            </Table.Summary.Row>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t("catalogQuote.breakdown.rate")}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text type="secondary" data-testid={`rate-${result.productCode}`}>
                  {rateText(result, walletCurrency, t)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
            {showCost && (
              <>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{t("catalogQuote.breakdown.cost")}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {costText(result, walletCurrency) ?? t("catalogQuote.breakdown.noCost")}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{t("catalogQuote.breakdown.margin")}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {result.margin ? `${result.margin} ${walletCurrency}` : "—"}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </>
            )}
          </>
        )}
      />
    </Flex>
  );
};
