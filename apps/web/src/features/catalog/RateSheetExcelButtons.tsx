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
import { useTranslation } from "react-i18next";
import { downloadRateTemplate, exportRates, useImportRates } from "./catalog-excel.api";
import { ExcelSheetButtons } from "./ExcelSheetButtons";

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
  const run = useImportRates(productId, planId);
  return (
    <ExcelSheetButtons
      dirty={dirty}
      onTemplate={() => downloadRateTemplate(productId, planId)}
      onExport={() => exportRates(productId, planId)}
      resetImport={run.reset}
      title={t("catalogExcel.ratesImportTitle")}
      hint={t("catalogExcel.ratesImportHint")}
      importedText={(count) => t("catalogExcel.resultCells", { count })}
      fieldLabel={(field) => (field === "file" ? t("catalogExcel.columns.file") : field)}
      run={(file) => run.mutateAsync({ file })}
      pending={run.isPending}
      onImported={onImported}
    />
  );
};
