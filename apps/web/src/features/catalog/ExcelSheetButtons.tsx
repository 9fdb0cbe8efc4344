import { DownloadOutlined, ExportOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ExcelImportDialog, type ExcelImportDialogProps } from "../../shared/components/ExcelImportDialog";

/**
 * Template, import and export buttons of a product sheet (zones, a plan's rates). While `dirty` (unsaved edits
 * in the tab) an import is refused with "save first": it replaces rows on the server, which would lose the edits.
 */
export const ExcelSheetButtons = ({
  dirty,
  onTemplate,
  onExport,
  resetImport,
  ...dialog
}: Omit<ExcelImportDialogProps, "open" | "onClose"> & {
  dirty: boolean;
  onTemplate: () => Promise<unknown>;
  onExport: () => Promise<unknown>;
  /** Forgets the last import's outcome before the dialog opens again. */
  resetImport: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const openImport = () => {
    if (dirty) {
      void message.warning(t("catalogExcel.saveFirst"));
      return;
    }
    resetImport();
    setImporting(true);
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The API client has already shown why the export failed.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} onClick={() => void onTemplate()}>
        {t("catalogExcel.template")}
      </Button>
      <Button icon={<UploadOutlined />} onClick={openImport}>
        {t("catalogExcel.import")}
      </Button>
      <Button icon={<ExportOutlined />} loading={exporting} onClick={() => void runExport()}>
        {t("catalogExcel.export")}
      </Button>
      <ExcelImportDialog {...dialog} open={importing} onClose={() => setImporting(false)} />
    </Space>
  );
};
