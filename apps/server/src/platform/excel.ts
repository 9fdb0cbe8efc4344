import { Writable } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import ExcelJS from "exceljs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hasControlCharacter } from "./edge";
import { AppError } from "./errors";
import { checkZip, UNPACKED_LIMIT_BYTES } from "./zip-guard";

/** Largest upload accepted anywhere (spreadsheets, proofs). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export type SheetColumn<K extends string = string> = { key: K; header: string; width?: number };

// A spreadsheet cell that starts like a formula runs as one when the file is opened: quote it.
const FORMULA_START = /^[=+\-@\t\r]/;
export const escapeCell = (value: unknown): unknown =>
  typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;

/** One sheet of rows as an xlsx file; every text cell is escaped against formula injection. */
export const writeWorkbook = async <K extends string>(
  sheetName: string,
  columns: SheetColumn<K>[],
  rows: Array<Partial<Record<K, unknown>>>,
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, escapeCell(row[c.key] ?? null)])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * An xlsx written sheet after sheet, each row committed as it is added, so a large export is never held as cells
 * (only as the file's bytes); every text cell is escaped like `writeWorkbook`'s.
 */
export const streamWorkbook = () => {
  const chunks: Buffer[] = [];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        chunks.push(chunk);
        done();
      },
    }),
    useStyles: true,
  });
  return {
    /** Adds a sheet holding the rows `pages` yields, each written as `valuesOf` says; answers how many. */
    async addSheet<T, K extends string>(
      name: string,
      columns: SheetColumn<K>[],
      pages: AsyncIterable<T[]>,
      valuesOf: (row: T) => Record<K, unknown>,
    ) {
      const sheet = workbook.addWorksheet(name);
      sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width ?? 18 }));
      let rows = 0;
      for await (const page of pages) {
        for (const row of page) {
          const values = valuesOf(row);
          sheet
            .addRow(Object.fromEntries(columns.map((c) => [c.key, escapeCell(values[c.key] ?? null)])))
            .commit();
          rows += 1;
        }
      }
      sheet.commit();
      return rows;
    },
    /** Ends the file; answers its bytes. */
    async finish() {
      await workbook.commit();
      return Buffer.concat(chunks);
    },
  };
};

const today = () => new Date().toISOString().slice(0, 10).replaceAll("-", "");

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** `<base>-<yyyymmdd>.xlsx` (spec §7: exports are named with the date). */
export const datedWorkbookName = (baseName: string) => `${baseName}-${today()}.xlsx`;

/** Sends a file as a download under its name. */
export const sendDownload = (
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; name: string },
) =>
  reply
    .type(file.contentType)
    .header(
      "content-disposition",
      `attachment; filename="${file.name.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .send(file.bytes);

/** Sends an xlsx download named `<base>-<yyyymmdd>.xlsx`. */
export const sendWorkbook = (reply: FastifyReply, baseName: string, file: Buffer) =>
  sendDownload(reply, { bytes: file, contentType: XLSX_CONTENT_TYPE, name: datedWorkbookName(baseName) });

export type SheetRow<K extends string> = { rowNumber: number; values: Record<K, string> };

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** An uploaded workbook with its file name and the multipart fields sent before the file. */
export type UploadedWorkbook = { bytes: Buffer; name: string; fields: Record<string, string> };

/**
 * The uploaded file of a multipart request: an .xlsx by content (zip signature), within the size limit, that
 * unpacks within its own limit (platform/zip-guard.ts).
 */
export const readUploadedWorkbook = async (request: FastifyRequest): Promise<Buffer> =>
  (await readUploadedWorkbookFile(request)).bytes;

/** The same checks, answering the file's name and the text fields sent before it too. */
export const readUploadedWorkbookFile = async (request: FastifyRequest): Promise<UploadedWorkbook> => {
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch {
    throw AppError.field("file", "UPLOAD_NOT_EXCEL");
  }
  if (!file) throw AppError.field("file", "UPLOAD_NOT_EXCEL");
  const buffer = await file.toBuffer().catch(() => {
    throw new AppError("PAYLOAD_TOO_LARGE");
  });
  if (!buffer.subarray(0, 4).equals(XLSX_MAGIC)) {
    throw AppError.field("file", "UPLOAD_NOT_EXCEL");
  }
  const refusal = checkZip(buffer);
  if (refusal === "notZip") throw AppError.field("file", "UPLOAD_NOT_EXCEL");
  if (refusal) {
    throw AppError.field("file", "UPLOAD_UNPACKED_TOO_LARGE", {
      params: { limit: `${UNPACKED_LIMIT_BYTES / 1024 / 1024} MB` },
    });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part && part.type === "field" && typeof part.value === "string") fields[name] = part.value;
  }
  return { bytes: buffer, name: file.filename || "orders.xlsx", fields };
};

/**
 * The rows of the first sheet keyed by column, found by header text (any of a column's
 * headers, e.g. the Chinese and English one), with their sheet row numbers for error reports.
 */
export const readSheetRows = async <K extends string>(
  file: Buffer,
  columns: Array<{ key: K; headers: string[] }>,
): Promise<Array<SheetRow<K>>> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw AppError.field("file", "UPLOAD_NOT_EXCEL");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const headerCells = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? "").trim());
  const positions = columns.map((c) => ({
    key: c.key,
    index: headerCells.findIndex((h) => c.headers.includes(h)),
  }));
  const missing = positions.filter((p) => p.index < 0).map((p) => p.key);
  if (missing.length) {
    throw new AppError("VALIDATION_FAILED", {
      details: missing.map((key) => ({ field: key, message: "UPLOAD_MISSING_COLUMN" })),
    });
  }
  const rows: Array<SheetRow<K>> = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = row.values as unknown[];
    const values = Object.fromEntries(positions.map((p) => [p.key, cellText(cells[p.index])])) as Record<
      K,
      string
    >;
    if (Object.values<string>(values).some((v) => v !== "")) rows.push({ rowNumber, values });
  });
  // A cell may hold any character as an _xHHHH_ escape; control characters are refused as at the edge.
  for (const { rowNumber, values } of rows) {
    const key = (Object.keys(values) as K[]).find((k) => hasControlCharacter(values[k]));
    if (key) {
      throw AppError.field(key, "UPLOAD_CONTROL_CHARACTER", { params: { row: rowNumber } });
    }
  }
  return rows;
};

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === "object") {
    const rich = cell as { text?: string; result?: unknown; richText?: Array<{ text: string }> };
    if (rich.richText)
      return rich.richText
        .map((r) => r.text)
        .join("")
        .trim();
    if (rich.text !== undefined) return String(rich.text).trim();
    if (rich.result !== undefined) return String(rich.result).trim();
  }
  return String(cell).trim();
};
