/**
 * Zone sheet buttons of a product's zones tab: download template, import, export.
 *
 * Props:
 * - `productId`: the cost record or sales product whose zones are imported and exported.
 * - `dirty`: whether the tab has unsaved zone edits; while true an import is refused with "unsaved data
 *   before import, please save first" (the import replaces zones on the server, which would lose the edits).
 * - `onImported`: called after an import changed zones, so the tab reloads them.
 *
 * The server refuses an import while the product is online (read mode); its message is shown.
 */
import { DownloadOutlined, ExportOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ExcelImportDialog } from "../../shared/components/ExcelImportDialog";
import { downloadZoneTemplate, exportZones, useImportZones } from "./catalog-excel.api";

const ZONE_COLUMNS = ["zoneCode", "zoneName", "country", "postcodes", "postcodeGroups", "file"];

export type ZoneExcelButtonsProps = { productId: number; dirty: boolean; onImported: () => void };

export const ZoneExcelButtons = ({ productId, dirty, onImported }: ZoneExcelButtonsProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const run = useImportZones(productId);

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
      await exportZones(productId);
    } catch {
      // The API client has already shown why the export failed.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} onClick={() => void downloadZoneTemplate()}>
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
        title={t("catalogExcel.zonesImportTitle")}
        hint={t("catalogExcel.zonesImportHint")}
        modes={{ partial: t("catalogExcel.modePartial"), all: t("catalogExcel.modeAll") }}
        importedText={(count) => t("catalogExcel.resultZones", { count })}
        fieldLabel={(field) => (ZONE_COLUMNS.includes(field) ? t(`catalogExcel.columns.${field}`) : field)}
        run={(file, mode) => run.mutateAsync({ file, mode })}
        pending={run.isPending}
        onClose={() => setImporting(false)}
        onImported={onImported}
      />
    </Space>
  );
};
