import type { Language } from "@pp/domain";
import ExcelJS from "exceljs";
import { escapeCell } from "../../../platform/excel";
import { translate } from "../../../platform/i18n";
import { readSheetRows } from "./import-file";

// The failed orders' rows exactly as uploaded, with a reason column, so the customer fixes them and uploads the
// file again (readImportFile ignores the reason column).

/** The original header and the failed orders' rows in file order, each with its order's reason in a last column. */
export const writeFailedRecords = async (
  original: Buffer,
  failures: { rowNumbers: number[]; reason: string }[],
  lang: Language,
): Promise<Buffer> => {
  const reasons = new Map(failures.flatMap((f) => f.rowNumbers.map((row) => [row, f.reason] as const)));
  // Built afresh on each read of the original: a read run again starts a new workbook.
  const workbook = await readSheetRows(original, async (rows) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("orders");
    let width = 0;
    for await (const { rowNumber, cells } of rows) {
      const values = cells.slice(1);
      if (rowNumber === 1) {
        width = values.length;
        const header = sheet.addRow(
          [...values, translate(lang, "ORDER_IMPORT_FAILURE_REASON")].map(escapeCell),
        );
        header.font = { bold: true };
        continue;
      }
      const reason = reasons.get(rowNumber);
      if (reason === undefined) continue;
      const padded = Array.from({ length: width }, (_, i) => values[i] ?? "");
      sheet.addRow([...padded, reason].map(escapeCell));
    }
    return book;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
