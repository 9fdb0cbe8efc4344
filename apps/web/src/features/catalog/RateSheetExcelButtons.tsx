/**
 * Rate sheet buttons of a quote plan's zone rates tab: download template, import, export.
 *
 * Props:
 * - `productId`, `planId`: the plan whose grid is exported or replaced.
 * - `dirty` (optional, default false): whether the grid has unsaved edits; while true an import is refused with
 *   "unsaved data before import, please save first" (the import replaces the whole grid on the server).
 * - `onImported`: called after an import replaced the grid, so the tab reloads it.
 *
 * Rows are zones, columns are weight bands for each price field of the rate model. An import is all or
 * nothing, and allowed while the product is online (quotes may change in read mode).
 */
import { DownloadOutlined, ExportOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ExcelImportDialog } from "../../shared/components/ExcelImportDialog";
import { downloadRateTemplate, exportRates, useImportRates } from "./catalog-excel.api";

export type RateSheetExcelButtonsProps = {
  productId: number;
  planId: number;
  dirty?: boolean;
  onImported: () => void;
};

export const RateSheetExcelButtons = ({
  productId,
  planId,
  dirty = false,
  onImported,
}: RateSheetExcelButtonsProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const run = useImportRates(productId, planId);

  const openImport = () => {
    if (dirty) {
      void message.warning(t("catalogExcel.saveFirst"));
      return;
    }
    run.reset();
    setImporting(true);
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportRates(productId, planId);
    } catch {
      // The API client has already shown why the export failed.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} onClick={() => void downloadRateTemplate(productId, planId)}>
        {t("catalogExcel.template")}
      </Button>
      <Button icon={<UploadOutlined />} onClick={openImport}>
        {t("catalogExcel.import")}
      </Button>
      <Button icon={<ExportOutlined />} loading={exporting} onClick={() => void runExport()}>
        {t("catalogExcel.export")}
      </Button>
      <ExcelImportDialog
        open={importing}
        title={t("catalogExcel.ratesImportTitle")}
        hint={t("catalogExcel.ratesImportHint")}
        importedText={(count) => t("catalogExcel.resultCells", { count })}
        fieldLabel={(field) => (field === "file" ? t("catalogExcel.columns.file") : field)}
        run={(file) => run.mutateAsync({ file })}
        pending={run.isPending}
        onClose={() => setImporting(false)}
        onImported={onImported}
      />
    </Space>
  );
};
