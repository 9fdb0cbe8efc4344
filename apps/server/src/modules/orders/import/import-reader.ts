import { createHash } from "node:crypto";
import {
  ORDER_IMPORT_MAX_ORDERS,
  ORDER_IMPORT_MAX_ROWS,
  type OrderDraft,
  orderDraftSchema,
} from "@pp/contracts";
import type { Language } from "@pp/domain";
import type { ImportContext, ImportedOrder, ImportReader } from "../../../flows/import-orders";
import { AppError } from "../../../platform/errors";
import { readSheetRows, type SheetRow, writeWorkbook } from "../../../platform/excel";
import { translateKey } from "../../../platform/i18n";

// The bulk file's reader and writers the import flow is handed. Interim: the template's columns, one header per
// column, rows grouped by reference into orders and boxes; the full template (notes, dropdowns, example, every
// language's headers, ERP text normalisation, every §5 rule) replaces it with import-file.ts.

const COLUMNS = [
  ["referenceNo", "Reference"],
  ["productCode", "Product code"],
  ["courierType", "Courier type"],
  ["receiverName", "Receiver"],
  ["receiverPhone", "Phone"],
  ["country", "Country"],
  ["state", "State"],
  ["city", "City"],
  ["postcode", "Postcode"],
  ["address1", "Address"],
  ["houseNumber", "House no."],
  ["boxNo", "Box no."],
  ["lengthCm", "Length (cm)"],
  ["widthCm", "Width (cm)"],
  ["heightCm", "Height (cm)"],
  ["weightKg", "Weight (kg)"],
  ["goodsNameZh", "Goods name (zh)"],
  ["goodsNameEn", "Goods name (en)"],
  ["quantity", "Quantity"],
  ["unitValue", "Unit value"],
  ["hsCode", "HS code"],
] as const;
type Key = (typeof COLUMNS)[number][0];
const REASON = "Failure reason";

const headerOf = (key: string) => COLUMNS.find(([column]) => column === key)?.[1];

/** A draft path (`receiver.phone`, `boxes.0.lines.0.hsCode`) to its column header. */
const columnOfField = (field: string): string | undefined => {
  const last = field.split(".").at(-1) ?? field;
  if (field.startsWith("receiver."))
    return headerOf(last === "name" ? "receiverName" : last === "phone" ? "receiverPhone" : last);
  if (field.startsWith("destination.")) return headerOf(last === "country" ? "country" : last);
  if (field === "productId") return headerOf("productCode");
  return headerOf(last);
};

const reasonFor = (lang: Language, field: string | undefined, message: string, rowNumber?: number) => {
  const column = field ? columnOfField(field) : undefined;
  const where = [
    rowNumber === undefined ? "" : translateKey(lang, "ORDER_IMPORT_ROW", { row: rowNumber }),
    column ? `"${column}"` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return where ? `${where}: ${message}` : message;
};

const fingerprintOf = (draft: Omit<OrderDraft, "idempotencyKey" | "saveAsDraft">) =>
  createHash("sha256").update(JSON.stringify(draft)).digest("hex").slice(0, 40);

type Read =
  | { ok: true; draft: OrderDraft; fingerprint: string }
  | { ok: false; field: string; message: string };

const draftOf = (rows: SheetRow<Key>[], ctx: ImportContext): Read => {
  const first = rows[0]!.values;
  const product = ctx.products.find((candidate) => candidate.code === first.productCode);
  if (!product) return { ok: false, field: "productId", message: "ORDER_IMPORT_UNKNOWN_PRODUCT" };
  if (first.courierType && !ctx.courierTypes.includes(first.courierType))
    return { ok: false, field: "courierType", message: "invalid" };
  const boxes = new Map<string, SheetRow<Key>[]>();
  for (const row of rows)
    boxes.set(row.values.boxNo || "1", [...(boxes.get(row.values.boxNo || "1") ?? []), row]);
  const body = {
    productId: product.id,
    destination: { country: first.country, state: first.state, city: first.city, postcode: first.postcode },
    sender: ctx.sender,
    receiver: {
      name: first.receiverName,
      phone: first.receiverPhone,
      countryCode: first.country,
      city: first.city,
      postcode: first.postcode,
      address1: first.address1,
      houseNumber: first.houseNumber,
    },
    courierType: first.courierType,
    referenceNo: first.referenceNo,
    declaredCurrency: "USD",
    boxes: [...boxes.values()].map((lines) => ({
      lengthCm: lines[0]!.values.lengthCm,
      widthCm: lines[0]!.values.widthCm,
      heightCm: lines[0]!.values.heightCm,
      weightKg: lines[0]!.values.weightKg,
      lines: lines.map(({ values }) => ({
        goodsNameZh: values.goodsNameZh,
        goodsNameEn: values.goodsNameEn,
        quantity: Number(values.quantity),
        unitValue: values.unitValue,
        hsCode: values.hsCode,
      })),
    })),
  };
  const parsed = orderDraftSchema.safeParse({ ...body, idempotencyKey: "bulk:pending-key" });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: issue.path.join("."), message: issue.message };
  }
  const { idempotencyKey: _key, saveAsDraft: _draft, ...rest } = parsed.data;
  const fingerprint = fingerprintOf(rest);
  return {
    ok: true,
    draft: { ...parsed.data, idempotencyKey: `bulk:${fingerprint}`, saveAsDraft: false },
    fingerprint,
  };
};

const readImportFile: ImportReader["readImportFile"] = async (bytes, ctx) => {
  const rows = await readSheetRows(
    bytes,
    COLUMNS.map(([key, header]) => ({ key, headers: [header] })),
  );
  if (rows.length === 0) throw AppError.field("file", "ORDER_IMPORT_EMPTY");
  if (rows.length > ORDER_IMPORT_MAX_ROWS)
    throw AppError.field("file", "ORDER_IMPORT_TOO_MANY_ROWS", { params: { limit: ORDER_IMPORT_MAX_ROWS } });
  const groups = new Map<string, SheetRow<Key>[]>();
  for (const row of rows) {
    const reference = row.values.referenceNo || `#${row.rowNumber}`;
    groups.set(reference, [...(groups.get(reference) ?? []), row]);
  }
  if (groups.size > ORDER_IMPORT_MAX_ORDERS)
    throw AppError.field("file", "ORDER_IMPORT_TOO_MANY_ORDERS", {
      params: { limit: ORDER_IMPORT_MAX_ORDERS },
    });
  const orders: ImportedOrder[] = [...groups.values()].map((group, index) => {
    const base = {
      index,
      reference: group[0]!.values.referenceNo,
      rowNumbers: group.map((row) => row.rowNumber),
    };
    const read = draftOf(group, ctx);
    if (read.ok) return { ...base, ok: true, draft: read.draft, fingerprint: read.fingerprint };
    const message = translateKey(ctx.lang, read.message);
    return { ...base, ok: false, reason: reasonFor(ctx.lang, read.field, message, group[0]!.rowNumber) };
  });
  return { rowCount: rows.length, orders };
};

const writeFailedRecords: ImportReader["writeFailedRecords"] = async (original, failures) => {
  const rows = await readSheetRows(
    original,
    COLUMNS.map(([key, header]) => ({ key, headers: [header] })),
  );
  const reasonOf = new Map(
    failures.flatMap((failure) => failure.rowNumbers.map((row) => [row, failure.reason])),
  );
  return writeWorkbook(
    "orders",
    [...COLUMNS.map(([key, header]) => ({ key, header })), { key: "reason", header: REASON }],
    rows
      .filter((row) => reasonOf.has(row.rowNumber))
      .map((row) => ({ ...row.values, reason: reasonOf.get(row.rowNumber) })),
  );
};

const writeImportTemplate: ImportReader["writeImportTemplate"] = (_lang, _ctx) =>
  writeWorkbook(
    "orders",
    COLUMNS.map(([key, header]) => ({ key, header })),
    [],
  );

export const importReader: ImportReader = {
  readImportFile,
  writeFailedRecords,
  reasonFor,
  writeImportTemplate,
};
export const importColumns = COLUMNS;
