import ExcelJS from "exceljs";
import type { TestApp } from "./test-app";

// xlsx files in import and export tests: build one, upload it as the console's import dialog does, read one back.

/** An xlsx file with one sheet of these rows. */
export const workbookOf = async (rows: string[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** POSTs the file as the multipart `file` field, signed in with `token`, in `lang`. */
export const uploadXlsx = (t: TestApp, url: string, file: Buffer, token: string, lang: string) => {
  const boundary = "----sheet-test";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sheet.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  return t.app.inject({
    method: "POST",
    url,
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      "accept-language": lang,
    },
  });
};

/** The rows of the first sheet of a downloaded xlsx, every cell as text. */
export const readXlsx = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  // Array.from, not map: a row's values are sparse where a cell is empty, and map would skip the holes.
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => String(v ?? ""))),
  );
  return rows;
};
