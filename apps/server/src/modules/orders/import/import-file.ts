import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import {
  ORDER_IMPORT_MAX_ORDERS,
  ORDER_IMPORT_MAX_ROWS,
  type OrderDraft,
  type OrderDraftRequest,
  type OrderParty,
  orderDraftSchema,
} from "@pp/contracts";
import {
  CARGO_TYPES,
  type CargoType,
  cargoTypeLabels,
  IMPORT_COLUMN_KEYS,
  IMPORT_COLUMNS,
  type ImportColumnKey,
  importColumnHeader,
  LANGUAGES,
  type Language,
  normalizeImportedText,
} from "@pp/domain";
import ExcelJS from "exceljs";
import { AppError } from "../../../platform/errors";
import { isMessageKey, translate, translateKey } from "../../../platform/i18n";

// Reads a filled bulk-order template (issue 14): rows grouped by reference into orders, each checked with the
// wizard's contract plus the bulk rules (spec §5); the first problem of an order is its reason, in the
// uploader's language, naming the row, the column and the rule.

export type ImportContext = {
  lang: Language;
  products: { id: number; code: string; businessType: string }[];
  courierTypes: string[];
  sender: OrderParty;
};
export type ImportedOrder = { index: number; reference: string; rowNumbers: number[] } & (
  | { ok: true; draft: OrderDraft; fingerprint: string }
  | { ok: false; reason: string }
);
export type ImportFile = { rowCount: number; orders: ImportedOrder[] };

type Row = { rowNumber: number; values: Record<ImportColumnKey, string> };

/** Example rows of the template start their reference with one of these; they are skipped on import. */
export const EXAMPLE_REFERENCE_PREFIXES = ["EXAMPLE-", "示例", "예시"];
export const isExampleReference = (reference: string) =>
  EXAMPLE_REFERENCE_PREFIXES.some((prefix) => reference.toUpperCase().startsWith(prefix));

const headerText = (text: string) => normalizeImportedText(text).replace(/\*$/, "").trim().toLowerCase();
const keyOfHeader = new Map<string, ImportColumnKey>(
  IMPORT_COLUMN_KEYS.flatMap((key) =>
    LANGUAGES.map((lang) => [headerText(importColumnHeader(key, lang)), key]),
  ),
);

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === "object") {
    const rich = cell as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> };
    if (rich.richText) return rich.richText.map((r) => r.text).join("");
    if (rich.text !== undefined) return String(rich.text);
    if (rich.result !== undefined) return String(rich.result);
    return "";
  }
  return String(cell);
};

/** The raw text of each cell of the first sheet, row by row, with the sheet's row numbers (streamed). */
const streamSheetRows = async function* (
  bytes: Buffer,
): AsyncGenerator<{ rowNumber: number; cells: string[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      yield { rowNumber: row.number, cells: Array.from(values, (v) => cellText(v)) };
    }
    return;
  }
};

// exceljs's streaming reader now and then loses a part of a readable file under load (its `_parseWorksheet` then
// finds no workbook model and throws): 3 to 5 reads in 2,000 concurrent ones on a loaded 2-core machine. A read
// that fails so is run again from the start; a file that fails every time is not a workbook.
const SHEET_READ_ATTEMPTS = 3;

/**
 * `consume` run over the first sheet's rows as {@link streamSheetRows} gives them, from the start again when the
 * reader fails; refusals it throws itself (AppError) end it at once.
 */
export const readSheetRows = async <T>(
  bytes: Buffer,
  consume: (rows: AsyncIterable<{ rowNumber: number; cells: string[] }>) => Promise<T>,
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await consume(streamSheetRows(bytes));
    } catch (error) {
      if (error instanceof AppError || attempt === SHEET_READ_ATTEMPTS) throw error;
    }
  }
};

const readRows = (bytes: Buffer, lang: Language): Promise<Row[]> =>
  readSheetRows(bytes, (sheet) => rowsOfSheet(sheet, lang)).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw AppError.field("file", "UPLOAD_NOT_EXCEL");
  });

/** The sheet's rows by the headers of its first row (in any language), the empty and the example rows skipped. */
const rowsOfSheet = async (
  sheet: AsyncIterable<{ rowNumber: number; cells: string[] }>,
  lang: Language,
): Promise<Row[]> => {
  const rows: Row[] = [];
  let positions: Array<{ key: ImportColumnKey; index: number }> | undefined;
  for await (const { rowNumber, cells } of sheet) {
    if (!positions) {
      positions = cells.flatMap((text, index) => {
        const key = keyOfHeader.get(headerText(text));
        return key ? [{ key, index }] : [];
      });
      const found = new Set(positions.map((p) => p.key));
      const missing = IMPORT_COLUMN_KEYS.filter((key) => IMPORT_COLUMNS[key].required && !found.has(key));
      if (missing.length)
        throw AppError.field("file", "ORDER_IMPORT_MISSING_COLUMNS", {
          params: { columns: missing.map((key) => importColumnHeader(key, lang)).join(", ") },
        });
      continue;
    }
    const values = Object.fromEntries(IMPORT_COLUMN_KEYS.map((key) => [key, ""])) as Record<
      ImportColumnKey,
      string
    >;
    for (const { key, index } of positions) values[key] = normalizeImportedText(cells[index] ?? "");
    if (IMPORT_COLUMN_KEYS.every((key) => values[key] === "")) continue;
    if (isExampleReference(values.reference)) continue;
    rows.push({ rowNumber, values });
    if (rows.length > ORDER_IMPORT_MAX_ROWS)
      throw AppError.field("file", "ORDER_IMPORT_TOO_MANY_ROWS", {
        params: { limit: ORDER_IMPORT_MAX_ROWS },
      });
  }
  return rows;
};

/** The file's rows grouped by reference into orders, within the row and order limits. */
const readOrderRows = async (bytes: Buffer, lang: Language) => {
  const rows = await readRows(bytes, lang);
  if (rows.length === 0) throw AppError.field("file", "ORDER_IMPORT_NO_ORDERS");
  const groups = new Map<string, Row[]>();
  let blank = 0;
  for (const row of rows) {
    // A row without a reference cannot join an order: it is an order of its own that fails on the reference.
    const key = row.values.reference ? `r:${row.values.reference}` : `blank:${blank++}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  if (groups.size > ORDER_IMPORT_MAX_ORDERS)
    throw AppError.field("file", "ORDER_IMPORT_TOO_MANY_ORDERS", {
      params: { limit: ORDER_IMPORT_MAX_ORDERS },
    });
  return { rowCount: rows.length, groups: [...groups.values()] };
};

/**
 * Checks what an upload needs before it is stored (headers, at least one order, the row and order limits)
 * without checking each order; file-level problems throw a `file` field error.
 */
export const checkImportFile = async (bytes: Buffer, lang: Language) => {
  const { rowCount, groups } = await readOrderRows(bytes, lang);
  return { rowCount, orderCount: groups.length };
};

// Orders checked between two turns of the event loop: checking one takes tens of microseconds, a file holds up
// to ORDER_IMPORT_MAX_ORDERS, and the server keeps answering meanwhile.
const ORDERS_PER_TURN = 100;

/** Reads, groups and checks every order of a bulk-order file; file-level problems throw a `file` field error. */
export const readImportFile = async (bytes: Buffer, ctx: ImportContext): Promise<ImportFile> => {
  const { rowCount, groups } = await readOrderRows(bytes, ctx.lang);
  const products = new Map(ctx.products.map((p) => [p.code.toUpperCase(), p]));
  const courierTypes = new Set(ctx.courierTypes);
  const orders: ImportedOrder[] = [];
  for (const group of groups) {
    orders.push(buildOrder(group, orders.length, ctx, products, courierTypes));
    if (orders.length % ORDERS_PER_TURN === 0) await nextTurn();
  }
  return { rowCount, orders };
};

type Problem = { row: number; column: ImportColumnKey | undefined; key: string };
class RowProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.key);
  }
}
const fail = (row: number, column: ImportColumnKey | undefined, key: string): never => {
  throw new RowProblem({ row, column, key });
};

const YES = new Set(["是", "yes", "y", "true", "1", "예", "네"]);
const NO = new Set(["否", "no", "n", "false", "0", "아니요", "아니오"]);
const cargoTypeOf = new Map<string, CargoType>(
  CARGO_TYPES.flatMap((type) => [
    [type, type] as const,
    ...LANGUAGES.map((lang) => [cargoTypeLabels[lang][type].toLowerCase(), type] as const),
  ]),
);

const columnsOf = (level: "order" | "box" | "line") =>
  IMPORT_COLUMN_KEYS.filter((key) => IMPORT_COLUMNS[key].level === level);
const ORDER_COLUMNS = columnsOf("order");
const BOX_COLUMNS = columnsOf("box");
const LINE_COLUMNS = columnsOf("line");

const requireFilled = (row: Row, keys: ImportColumnKey[]) => {
  for (const key of keys)
    if (IMPORT_COLUMNS[key].required && row.values[key] === "") fail(row.rowNumber, key, "required");
};
// Later rows of an order (or a box) leave its columns empty or repeat them exactly.
const requireSame = (first: Row, rows: Row[], keys: ImportColumnKey[]) => {
  for (const row of rows.slice(1))
    for (const key of keys)
      if (row.values[key] !== "" && row.values[key] !== first.values[key])
        fail(row.rowNumber, key, "ORDER_IMPORT_DIFFERS");
};

type Box = { no: number; rows: Row[] };

const boxesOf = (rows: Row[]): Box[] => {
  const boxes = new Map<number, Row[]>();
  for (const row of rows) {
    const text = row.values.boxNo;
    if (!/^\d+$/.test(text) || Number(text) < 1) fail(row.rowNumber, "boxNo", "ORDER_IMPORT_BOX_NUMBERING");
    const no = Number(text);
    boxes.set(no, [...(boxes.get(no) ?? []), row]);
  }
  const sorted = [...boxes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([no, boxRows]) => ({ no, rows: boxRows }));
  sorted.forEach((box, i) => {
    const first = box.rows[0];
    if (first && box.no !== i + 1) fail(first.rowNumber, "boxNo", "ORDER_IMPORT_BOX_NUMBERING");
  });
  return sorted;
};

const quantityOf = (row: Row): number => {
  const text = row.values.quantity.replace(/\.0+$/, "");
  if (!/^\d+$/.test(text)) fail(row.rowNumber, "quantity", "ORDER_IMPORT_NUMBER");
  return Number(text);
};

type Built = { input: OrderDraftRequest; boxes: Box[] };

const draftOf = (
  rows: Row[],
  ctx: ImportContext,
  products: Map<string, ImportContext["products"][number]>,
  courierTypes: Set<string>,
): Built => {
  const [first] = rows;
  if (!first) return fail(0, undefined, "ORDER_IMPORT_NO_ORDERS");
  const v = first.values;
  const at = first.rowNumber;
  requireFilled(first, ORDER_COLUMNS);
  requireSame(first, rows, ORDER_COLUMNS);
  const product =
    products.get(v.productCode.toUpperCase()) ?? fail(at, "productCode", "ORDER_IMPORT_UNKNOWN_PRODUCT");
  if (!courierTypes.has(v.courierType)) fail(at, "courierType", "ORDER_IMPORT_UNKNOWN_COURIER_TYPE");
  let cargoType: CargoType | undefined;
  if (v.cargoType)
    cargoType =
      cargoTypeOf.get(v.cargoType.toLowerCase()) ?? fail(at, "cargoType", "ORDER_IMPORT_UNKNOWN_CARGO_TYPE");
  const magnetic = v.magnetic.toLowerCase();
  if (magnetic && !YES.has(magnetic) && !NO.has(magnetic)) fail(at, "magnetic", "ORDER_IMPORT_YES_NO");
  if (YES.has(magnetic)) {
    if (cargoType && cargoType !== "magnetic") fail(at, "magnetic", "ORDER_IMPORT_MAGNETIC_CONFLICT");
    cargoType = "magnetic";
  }
  if (product.businessType === "fba") {
    if (!v.vatNo) fail(at, "vatNo", "ORDER_IMPORT_FBA_REQUIRED");
    if (!v.eoriNo) fail(at, "eoriNo", "ORDER_IMPORT_FBA_REQUIRED");
  }
  const boxes = boxesOf(rows);
  for (const box of boxes) {
    const [boxFirst] = box.rows;
    if (!boxFirst) continue;
    requireFilled(boxFirst, BOX_COLUMNS);
    requireSame(boxFirst, box.rows, BOX_COLUMNS);
    for (const row of box.rows) requireFilled(row, LINE_COLUMNS);
  }
  const deliveryNumbers = boxes.map((box) => box.rows[0]?.values.deliveryNumber ?? "");
  const input: OrderDraftRequest = {
    idempotencyKey: "bulk:pending",
    productId: product.id,
    destination: { country: v.country, state: v.state, city: v.city, postcode: v.postcode },
    sender: ctx.sender,
    receiver: {
      name: v.receiverName,
      company: v.receiverCompany,
      phone: v.receiverPhone,
      email: v.receiverEmail,
      countryCode: v.country,
      province: v.state,
      city: v.city,
      postcode: v.postcode,
      address1: v.address1,
      address2: [v.address2, v.address3].filter(Boolean).join(" "),
      clearanceNo: v.clearanceNo,
      houseNumber: v.houseNumber,
    },
    cargoType: cargoType ?? "general",
    remarks: v.remarks,
    courierType: v.courierType,
    boxes: boxes.map((box) => {
      const b = box.rows[0]?.values ?? first.values;
      return {
        lengthCm: b.lengthCm,
        widthCm: b.widthCm,
        heightCm: b.heightCm,
        weightKg: b.weightKg,
        lines: box.rows.map((row) => ({
          goodsNameZh: row.values.goodsNameZh,
          goodsNameEn: row.values.goodsNameEn,
          quantity: quantityOf(row),
          unitValue: row.values.unitValue,
          hsCode: row.values.hsCode,
          sku: row.values.sku,
          brand: row.values.brand,
          model: row.values.model,
          material: row.values.material,
          usage: row.values.usage,
          link: row.values.link,
        })),
      };
    }),
    declaredCurrency: "USD",
    codAmount: v.codAmount,
    codCurrency: v.codCurrency,
    vatNo: v.vatNo,
    eoriNo: v.eoriNo,
    hmrcNo: v.hmrcNo,
    iossNo: v.iossNo,
    referenceNo: v.reference,
    deliveryNumbers: deliveryNumbers.some(Boolean) ? deliveryNumbers : [],
    saveAsDraft: false,
  };
  return { input, boxes };
};

// Sorted keys, so one order gives one text however its object was built.
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
};

/** The first 40 hex characters of sha256 over the draft's canonical JSON, without its idempotency key and draft flag. */
export const draftFingerprint = (draft: OrderDraft): string => {
  const { idempotencyKey: _key, saveAsDraft: _draft, ...rest } = draft;
  return createHash("sha256").update(canonical(rest)).digest("hex").slice(0, 40);
};

const buildOrder = (
  rows: Row[],
  index: number,
  ctx: ImportContext,
  products: Map<string, ImportContext["products"][number]>,
  courierTypes: Set<string>,
): ImportedOrder => {
  const head = {
    index,
    reference: rows[0]?.values.reference ?? "",
    rowNumbers: rows.map((r) => r.rowNumber),
  };
  const firstRow = rows[0]?.rowNumber ?? 0;
  try {
    const { input, boxes } = draftOf(rows, ctx, products, courierTypes);
    const parsed = orderDraftSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = (issue?.path ?? []).map(String);
      const message = issue?.message && isMessageKey(issue.message) ? issue.message : "VALIDATION_FAILED";
      return {
        ...head,
        ok: false,
        reason: reasonFor(ctx.lang, path.join("."), message, rowOfPath(path, boxes, firstRow)),
      };
    }
    const fingerprint = draftFingerprint(parsed.data);
    return {
      ...head,
      ok: true,
      fingerprint,
      draft: { ...parsed.data, idempotencyKey: `bulk:${fingerprint}` },
    };
  } catch (error) {
    if (!(error instanceof RowProblem)) throw error;
    const { row, column, key } = error.problem;
    const columnText = column ? importColumnHeader(column, ctx.lang) : undefined;
    return { ...head, ok: false, reason: wordReason(ctx.lang, columnText, translateKey(ctx.lang, key), row) };
  }
};

// boxes.1.lines.0.x is that line's row; boxes.1.x and deliveryNumbers.1 the box's first row; the rest the order's.
const rowOfPath = (path: string[], boxes: Box[], firstRow: number): number => {
  const boxIndex = path[0] === "boxes" || path[0] === "deliveryNumbers" ? Number(path[1]) : Number.NaN;
  const box = Number.isInteger(boxIndex) ? boxes[boxIndex] : undefined;
  if (!box) return firstRow;
  const lineIndex = path[2] === "lines" ? Number(path[3]) : 0;
  return (box.rows[Number.isInteger(lineIndex) ? lineIndex : 0] ?? box.rows[0])?.rowNumber ?? firstRow;
};

const FIELD_COLUMNS: Record<string, ImportColumnKey> = {
  referenceNo: "reference",
  productId: "productCode",
  courierType: "courierType",
  cargoType: "cargoType",
  remarks: "remarks",
  codAmount: "codAmount",
  codCurrency: "codCurrency",
  vatNo: "vatNo",
  eoriNo: "eoriNo",
  hmrcNo: "hmrcNo",
  iossNo: "iossNo",
  declaredTotal: "unitValue",
  "destination.country": "country",
  "destination.state": "state",
  "destination.city": "city",
  "destination.postcode": "postcode",
  "receiver.name": "receiverName",
  "receiver.company": "receiverCompany",
  "receiver.phone": "receiverPhone",
  "receiver.email": "receiverEmail",
  "receiver.countryCode": "country",
  "receiver.province": "state",
  "receiver.city": "city",
  "receiver.postcode": "postcode",
  "receiver.address1": "address1",
  "receiver.address2": "address2",
  "receiver.clearanceNo": "clearanceNo",
  "receiver.houseNumber": "houseNumber",
  boxes: "boxNo",
  deliveryNumbers: "deliveryNumber",
};

const columnKeyOfField = (field: string): ImportColumnKey | undefined => {
  const direct = FIELD_COLUMNS[field];
  if (direct) return direct;
  const parts = field.split(".");
  if (parts[0] === "deliveryNumbers") return "deliveryNumber";
  if (parts[0] !== "boxes") return undefined;
  const last = parts.filter((p) => !/^\d+$/.test(p)).at(-1);
  if (last === "lines" || last === "boxes") return "boxNo";
  return last && last in IMPORT_COLUMNS ? (last as ImportColumnKey) : undefined;
};

/** The header, in `lang`, of the column a draft path such as `receiver.phone` or `boxes.1.lines.0.hsCode` comes from. */
export const columnOfField = (field: string, lang: Language): string | undefined => {
  const key = columnKeyOfField(field);
  return key ? importColumnHeader(key, lang) : undefined;
};

const wordReason = (lang: Language, column: string | undefined, message: string, row: number | undefined) => {
  if (row && column) return translate(lang, "ORDER_IMPORT_ROW_COLUMN", { row, column, message });
  if (row) return translate(lang, "ORDER_IMPORT_ROW", { row, message });
  if (column) return translate(lang, "ORDER_IMPORT_COLUMN", { column, message });
  return message;
};

/**
 * An order's failure reason in `lang`: the row, the column of the draft path `field`, and `message` (a message
 * key, translated, or a text already in `lang`).
 */
export const reasonFor = (
  lang: Language,
  field: string | undefined,
  message: string,
  rowNumber?: number,
): string =>
  wordReason(lang, field ? columnOfField(field, lang) : undefined, translateKey(lang, message), rowNumber);
