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
import { useTranslation } from "react-i18next";
import { downloadZoneTemplate, exportZones, useImportZones } from "./catalog-excel.api";
import { ExcelSheetButtons } from "./ExcelSheetButtons";

const ZONE_COLUMNS = ["zoneCode", "zoneName", "country", "postcodes", "postcodeGroups", "file"];

export type ZoneExcelButtonsProps = { productId: number; dirty: boolean; onImported: () => void };

export const ZoneExcelButtons = ({ productId, dirty, onImported }: ZoneExcelButtonsProps) => {
  const { t } = useTranslation();
  const run = useImportZones(productId);
  return (
    <ExcelSheetButtons
      dirty={dirty}
      onTemplate={downloadZoneTemplate}
      onExport={() => exportZones(productId)}
      resetImport={run.reset}
      title={t("catalogExcel.zonesImportTitle")}
      hint={t("catalogExcel.zonesImportHint")}
      modes={{ partial: t("catalogExcel.modePartial"), all: t("catalogExcel.modeAll") }}
      importedText={(count) => t("catalogExcel.resultZones", { count })}
      fieldLabel={(field) => (ZONE_COLUMNS.includes(field) ? t(`catalogExcel.columns.${field}`) : field)}
      run={(file, mode) => run.mutateAsync({ file, mode })}
      pending={run.isPending}
      onImported={onImported}
    />
  );
};
