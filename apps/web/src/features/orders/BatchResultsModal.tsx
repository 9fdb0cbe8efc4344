import { Button, Flex, List, Modal, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

// What a batch of orders answered (paying drafts, cancelling), one line per order: the done ones with their own
// tag, the refused ones with the server's message, a summary above and an optional note below.

type Result<T> = { orderId: number; ok: true; order: T } | { orderId: number; ok: false; message: string };

export const BatchResultsModal = <T extends { orderNo: string }>({
  results,
  title,
  summary,
  doneTag,
  footnote,
  onClose,
}: {
  /** Null while closed. */
  results: readonly Result<T>[] | null;
  title: string;
  summary: ReactNode;
  doneTag: (order: T) => ReactNode;
  footnote?: ReactNode;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={results !== null}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t("orderChanges.close")}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text data-testid="batch-summary">{summary}</Typography.Text>
        <List
          size="small"
          bordered
          dataSource={results ?? []}
          renderItem={(result) => (
            <List.Item>
              {result.ok ? (
                <Flex justify="space-between" gap={12} style={{ width: "100%" }} wrap>
                  <Typography.Text strong>{result.order.orderNo}</Typography.Text>
                  {doneTag(result.order)}
                </Flex>
              ) : (
                <Flex vertical gap={2} style={{ width: "100%" }}>
                  <Typography.Text strong>{t("orderChanges.order", { id: result.orderId })}</Typography.Text>
                  <Typography.Text type="danger">{result.message}</Typography.Text>
                </Flex>
              )}
            </List.Item>
          )}
        />
        {footnote}
      </Flex>
    </Modal>
  );
};
