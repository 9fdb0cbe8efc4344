import { deflateRawSync } from "node:zlib";
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

/**
 * A zip of these files, as a spreadsheet library would never write one: one local entry and its central record
 * per file, deflated unless `stored`, each claiming `claimedSize` if given (a zip bomb lies about its size).
 */
export const zipOf = (files: { name: string; data: Buffer; stored?: boolean; claimedSize?: number }[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const body = file.stored ? file.data : deflateRawSync(file.data);
    const name = Buffer.from(file.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(file.stored ? 0 : 8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(file.claimedSize ?? file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(file.stored ? 0 : 8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(file.claimedSize ?? file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};
