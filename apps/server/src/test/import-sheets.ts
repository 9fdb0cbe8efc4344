import type { OrderDraftRequest } from "@pp/contracts";
import { IMPORT_COLUMN_KEYS, type ImportColumnKey, importColumnHeader, type Language } from "@pp/domain";
import ExcelJS from "exceljs";

// Bulk-order files for tests and benchmarks: a draft as template rows, and rows as a filled template.

export type TemplateRow = Record<ImportColumnKey, string>;

/** One row per declaration line of `draft`, the order's and each box's columns on their first rows. */
export const templateRowsOf = (
  draft: OrderDraftRequest,
  opts: { productCode: string; reference: string; courierType?: string },
): TemplateRow[] => {
  const r = draft.receiver;
  const order: Partial<TemplateRow> = {
    reference: opts.reference,
    productCode: opts.productCode,
    courierType: opts.courierType ?? "express",
    receiverName: r.name,
    receiverCompany: r.company ?? "",
    receiverPhone: r.phone,
    receiverEmail: r.email ?? "",
    country: draft.destination.country,
    state: draft.destination.state ?? r.province ?? "",
    city: draft.destination.city ?? r.city,
    postcode: draft.destination.postcode ?? r.postcode ?? "",
    address1: r.address1,
    address2: r.address2 ?? "",
    houseNumber: r.houseNumber ?? "",
    clearanceNo: r.clearanceNo ?? "",
    vatNo: draft.vatNo ?? "",
    eoriNo: draft.eoriNo ?? "",
    hmrcNo: draft.hmrcNo ?? "",
    iossNo: draft.iossNo ?? "",
    cargoType: draft.cargoType ?? "",
    codAmount: draft.codAmount ?? "",
    codCurrency: draft.codCurrency ?? "",
    remarks: draft.remarks ?? "",
  };
  const empty = Object.fromEntries(IMPORT_COLUMN_KEYS.map((key) => [key, ""])) as TemplateRow;
  return draft.boxes.flatMap((box, b) =>
    box.lines.map((line, l) => ({
      ...empty,
      reference: opts.reference,
      ...(b === 0 && l === 0 ? order : {}),
      boxNo: String(b + 1),
      ...(l === 0
        ? {
            lengthCm: box.lengthCm,
            widthCm: box.widthCm,
            heightCm: box.heightCm,
            weightKg: box.weightKg,
            deliveryNumber: draft.deliveryNumbers?.[b] ?? "",
          }
        : {}),
      goodsNameZh: line.goodsNameZh,
      goodsNameEn: line.goodsNameEn,
      quantity: String(line.quantity),
      unitValue: line.unitValue,
      hsCode: line.hsCode,
      sku: line.sku ?? "",
      brand: line.brand ?? "",
      model: line.model ?? "",
      material: line.material ?? "",
      usage: line.usage ?? "",
      link: line.link ?? "",
    })),
  );
};

/** A filled template: the header row in `lang` (or the given header per column; null leaves a column out). */
export const importWorkbook = async (
  rows: Array<Partial<TemplateRow>>,
  opts: { lang?: Language; headers?: Partial<Record<ImportColumnKey, string | null>> } = {},
): Promise<Buffer> => {
  const lang = opts.lang ?? "zh";
  const keys = IMPORT_COLUMN_KEYS.filter((key) => opts.headers?.[key] !== null);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("orders");
  sheet.addRow(keys.map((key) => opts.headers?.[key] ?? importColumnHeader(key, lang)));
  for (const row of rows) sheet.addRow(keys.map((key) => row[key] ?? ""));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
