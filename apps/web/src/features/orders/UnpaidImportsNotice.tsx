import { Alert, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { PayImportDraftsButton } from "./OrderImportActions";
import { useUnpaidDraftImports } from "./order-import.api";

/**
 * The order list's reminder of the drafts bulk imports left unpaid (issue 14: "payable in one batch from the order
 * list after a top-up"): one line per import with its Pay button. Customers only: they pay from their wallet.
 */
export const UnpaidImportsNotice = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  const rows = useUnpaidDraftImports(enabled).data?.rows ?? [];
  if (!enabled || rows.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={
        <Flex vertical gap={6}>
          {rows.map((row) => (
            <Flex key={row.id} gap={8} align="center" wrap>
              <span>{t("orderImport.notice.text", { serialNo: row.serialNo, count: row.unpaidDrafts })}</span>
              <PayImportDraftsButton row={row} size="small" type="primary" />
            </Flex>
          ))}
        </Flex>
      }
    />
  );
};
