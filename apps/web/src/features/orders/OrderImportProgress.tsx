import { UnorderedListOutlined } from "@ant-design/icons";
import type { OrderImport } from "@pp/contracts";
import { Alert, Button, Card, Flex, Progress, Result, Statistic, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FailedRecordsButton, PayImportDraftsButton } from "./OrderImportActions";
import { chargedText, importOutcome, importPercent, isImportRunning } from "./order-import";
import { useOrderImport } from "./order-import.api";

// One upload's card (issue 14): its progress, polled about every second while it runs, then its result with what
// comes next: the failed records, the placed orders, paying the drafts.

const RESULT_STATUS = { success: "success", partial: "warning", none: "error", failed: "error" } as const;

const Counts = ({ row }: { row: OrderImport }) => {
  const { t } = useTranslation();
  return (
    <Flex gap={24} wrap className="pp-bulk-counts">
      <Statistic title={t("orderImport.counts.succeeded")} value={row.succeeded} />
      <Statistic title={t("orderImport.counts.drafted")} value={row.drafted} />
      <Statistic
        title={t("orderImport.counts.failed")}
        value={row.failed}
        styles={{ content: row.failed > 0 ? { color: "var(--ant-color-error)" } : {} }}
      />
      <Statistic title={t("orderImport.counts.total")} value={row.total} />
      <Statistic title={t("orderImport.counts.charged")} value={chargedText(row.charged)} />
    </Flex>
  );
};

export const OrderImportProgress = ({ id, onFinished }: { id: number; onFinished: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useOrderImport(id);
  const row = query.data;
  const running = row ? isImportRunning(row) : true;

  useEffect(() => {
    if (!running) onFinished();
  }, [running, onFinished]);

  if (!row) return <Card loading variant="borderless" className="pp-page-card" />;
  const outcome = importOutcome(row);

  return (
    <Card
      variant="borderless"
      className="pp-page-card"
      data-testid="import-progress"
      title={
        <Flex gap={8} align="baseline" wrap>
          <span>{row.serialNo}</span>
          <Typography.Text type="secondary" style={{ fontWeight: "normal", fontSize: 13 }} ellipsis>
            {row.fileName} · {t(`orderImport.mode.${row.mode}`)}
          </Typography.Text>
        </Flex>
      }
    >
      {outcome === "running" ? (
        <Flex vertical gap={12}>
          <Typography.Text>
            {row.total > 0
              ? t("orderImport.progress.running", { processed: row.processed, total: row.total })
              : t("orderImport.progress.reading")}
          </Typography.Text>
          <Progress percent={importPercent(row)} status="active" />
          <Counts row={row} />
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Result
            status={RESULT_STATUS[outcome]}
            title={t(`orderImport.result.${outcome}`)}
            subTitle={row.error ?? undefined}
            className="pp-bulk-result"
          />
          {outcome !== "failed" || row.processed > 0 ? <Counts row={row} /> : null}
          {row.unpaidDrafts > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={t("orderImport.result.draftsHint", { count: row.unpaidDrafts })}
            />
          ) : null}
          <Flex gap={8} wrap>
            <FailedRecordsButton row={row} />
            {row.succeeded + row.drafted > 0 ? (
              <Button icon={<UnorderedListOutlined />} onClick={() => navigate("/orders/list")}>
                {t("orderImport.result.viewOrders")}
              </Button>
            ) : null}
            <PayImportDraftsButton row={row} type="primary" />
          </Flex>
        </Flex>
      )}
    </Card>
  );
};
