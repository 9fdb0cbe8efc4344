import ExcelJS from "exceljs";

// The bulk order template as a person fills it in Excel: find the header row, write orders under it (one row per
// box or declared line, grouped by reference), and in a failed-records file find a row's reason and fix its cell.

/** One row of the sheet by column key (the template's columns, e.g. `referenceNo`, `receiverPhone`). */
export type SheetValues = Record<string, string>;

/** A header cell as the template writes it: "* Phone", "Phone\n(required)"… reduced to the column's name. */
const headerText = (value: ExcelJS.CellValue): string => {
  const text =
    value && typeof value === "object" && "richText" in value
      ? value.richText.map((part) => part.text).join("")
      : String(value ?? "");
  return text.split("\n")[0]!.replace(/\*/g, "").trim();
};

/** The sheet holding the header row, its row number and each known column's number. */
const locate = (book: ExcelJS.Workbook, headers: Record<string, string>) => {
  const byText = new Map(Object.entries(headers).map(([key, header]) => [header, key]));
  for (const sheet of book.worksheets) {
    for (let rowNumber = 1; rowNumber <= Math.min(sheet.rowCount, 10); rowNumber += 1) {
      const columns = new Map<string, number>();
      sheet.getRow(rowNumber).eachCell((cell, column) => {
        const key = byText.get(headerText(cell.value));
        if (key) columns.set(key, column);
      });
      if (columns.size >= 3) return { sheet, headerRow: rowNumber, columns };
    }
  }
  throw new Error(`no header row with ${Object.values(headers).slice(0, 3).join(", ")}…`);
};

export const readBook = async (path: string) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book;
};

/** Writes `rows` under the header row, over the example, and empties whatever rows were below. */
export const fillTemplate = (
  book: ExcelJS.Workbook,
  headers: Record<string, string>,
  rows: SheetValues[],
) => {
  const { sheet, headerRow, columns } = locate(book, headers);
  const last = sheet.rowCount;
  for (let rowNumber = headerRow + 1; rowNumber <= Math.max(last, headerRow + rows.length); rowNumber += 1) {
    const values = rows[rowNumber - headerRow - 1];
    const row = sheet.getRow(rowNumber);
    row.eachCell((cell) => {
      cell.value = null;
    });
    if (values)
      for (const [key, column] of columns) {
        const value = values[key];
        if (value !== undefined && value !== "") row.getCell(column).value = value;
      }
    row.commit();
  }
};

/** The failed records' data rows: each row's values by column key, and its reason (the last header). */
export const failedRows = (book: ExcelJS.Workbook, headers: Record<string, string>, reasonHeader: string) => {
  const { sheet, headerRow, columns } = locate(book, { ...headers, reason: reasonHeader });
  const rows: { rowNumber: number; values: SheetValues }[] = [];
  for (let rowNumber = headerRow + 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.getRow(rowNumber);
    if (!row.hasValues) continue;
    const values: SheetValues = {};
    for (const [key, column] of columns) values[key] = headerText(row.getCell(column).value);
    rows.push({ rowNumber, values });
  }
  /** Sets one cell of a data row, as a person fixes what its reason names. */
  const set = (rowNumber: number, key: string, value: string) => {
    const column = columns.get(key);
    if (!column) throw new Error(`no column ${key}`);
    sheet.getRow(rowNumber).getCell(column).value = value;
  };
  return { rows, set };
};
