import { type ImportResult, rateCellInputSchema } from "@pp/contracts";
import type { Language, RateModel } from "@pp/domain";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { readSheetRows, writeWorkbook } from "../../../platform/excel";
import { translateKey } from "../../../platform/i18n";
import { readableProduct, writeProduct } from "../products/product-access";
import { listZones, type ProductRecord, type ZoneRow } from "../products/products.repository";
import { findPlan, listCells, type RateCellRow, replaceCells } from "../quote-plans/quote-plans.repository";
import { checkGrid, MODEL_FIELDS } from "../quote-plans/quote-plans.service";
import { type Failed, NothingImported, sorted, unlessNothingImported, ZONE_HEADERS } from "./catalog-sheets";

// Rate sheets as xlsx (issue 4): one row per zone and, for each field the rate model needs, one column per
// weight band.

/** "10.5000" → "10.5": a decimal string without trailing zeros, for people editing the sheet. */
const trimDecimal = (value: string) => (value.includes(".") ? value.replace(/\.?0+$/, "") : value);

type CellField = "price" | "firstWeightKg" | "additionalStepKg" | "additionalPrice" | "registrationFee";

const FIELD_HEADERS: Record<CellField, Record<Language, string>> = {
  price: { zh: "价格", en: "Price", ko: "가격" },
  firstWeightKg: { zh: "首重(kg)", en: "First weight (kg)", ko: "첫 중량(kg)" },
  additionalStepKg: { zh: "续重单位(kg)", en: "Additional step (kg)", ko: "추가 중량 단위(kg)" },
  additionalPrice: { zh: "续重价格", en: "Additional price", ko: "추가 중량 가격" },
  registrationFee: { zh: "挂号费", en: "Registration fee", ko: "등기료" },
};

/** What the price column means under each rate model. */
const PRICE_HEADERS: Record<RateModel, Record<Language, string>> = {
  firstAdditional: { zh: "首重价格", en: "First weight price", ko: "첫 중량 가격" },
  perKg: { zh: "每公斤价格", en: "Price per kg", ko: "kg당 가격" },
  fixedPerBand: { zh: "段价格", en: "Band price", ko: "구간 가격" },
  perKgPlusRegistration: { zh: "每公斤价格", en: "Price per kg", ko: "kg당 가격" },
};

const RATE_SHEET: Record<Language, string> = { zh: "报价", en: "Rates", ko: "요금" };

type RateColumn = { key: string; field: CellField; bandIndex: number; headers: Record<Language, string> };

/** One column group per field the rate model needs (the price first), one column per band in each group. */
const rateColumns = (product: ProductRecord): RateColumn[] => {
  const fields: CellField[] = ["price", ...MODEL_FIELDS[product.rateModel]];
  return fields.flatMap((field) =>
    product.bands.map((band, bandIndex) => {
      // The open last band reads "30kg+": every weight above 30 kg.
      const label =
        band.maxKg === null
          ? `${trimDecimal(band.minKg)}kg+`
          : `${trimDecimal(band.minKg)}-${trimDecimal(band.maxKg)}kg`;
      const title = field === "price" ? PRICE_HEADERS[product.rateModel] : FIELD_HEADERS[field];
      const headers = {
        zh: `${title.zh} ${label}`,
        en: `${title.en} ${label}`,
        ko: `${title.ko} ${label}`,
      };
      return { key: `${field}:${bandIndex}`, field, bandIndex, headers };
    }),
  );
};

const rateSheet = (
  product: ProductRecord,
  zones: ZoneRow[],
  cells: RateCellRow[],
  lang: Language,
): Promise<Buffer> => {
  const columns = rateColumns(product);
  const byKey = new Map(cells.map((cell) => [`${cell.zoneCode}\u0000${cell.bandIndex}`, cell]));
  const rows = zones.map((zone) => {
    const row: Record<string, string | null> = { zoneCode: zone.code, zoneName: zone.name };
    for (const column of columns) {
      const value = byKey.get(`${zone.code}\u0000${column.bandIndex}`)?.[column.field];
      row[column.key] = value ? trimDecimal(value) : null;
    }
    return row;
  });
  return writeWorkbook(
    RATE_SHEET[lang],
    [
      { key: "zoneCode", header: ZONE_HEADERS.zoneCode[lang] },
      { key: "zoneName", header: ZONE_HEADERS.zoneName[lang], width: 24 },
      ...columns.map((column) => ({ key: column.key, header: column.headers[lang], width: 20 })),
    ],
    rows,
  );
};

const planSheet = async (db: Db, actor: Actor, productId: number, planId: number, withPrices: boolean) => {
  const { product } = await readableProduct(db, actor, productId);
  if (!(await findPlan(db, productId, planId))) throw new AppError("NOT_FOUND");
  const zones = await listZones(db, productId);
  return rateSheet(product, zones, withPrices ? await listCells(db, planId) : [], actor.lang);
};

/** The plan's grid as a sheet: rows are zones, columns are bands (per field of the rate model). */
export const exportRates = (db: Db, actor: Actor, productId: number, planId: number) =>
  planSheet(db, actor, productId, planId, true);

/** The same sheet with empty cells. */
export const rateTemplate = (db: Db, actor: Actor, productId: number, planId: number) =>
  planSheet(db, actor, productId, planId, false);

/**
 * Replaces a plan's grid with the sheet's values. A zone × band whose cells are all empty is not served. Every
 * cell is checked (format, then the rate model's rules); bad cells are reported by sheet row and column header,
 * and a sheet with any bad cell changes nothing: half a grid means nothing. Allowed while the product is online.
 */
export const importRates = async (
  db: Db,
  actor: Actor,
  productId: number,
  planId: number,
  file: Buffer,
): Promise<ImportResult> => {
  requireCan(actor, "manageCatalog");
  return unlessNothingImported(
    writeProduct(db, actor, productId, { quotesOnly: true }, async (tx, product) => {
      if (!(await findPlan(tx, productId, planId))) throw new AppError("NOT_FOUND");
      const columns = rateColumns(product);
      const header = (column: RateColumn) => column.headers[actor.lang];
      const rows = await readSheetRows(file, [
        { key: "zoneCode", headers: Object.values(ZONE_HEADERS.zoneCode) },
        ...columns.map((column) => ({ key: column.key, headers: Object.values(column.headers) })),
      ]).catch((error: unknown) => {
        throw missingColumnsByHeader(error, columns, actor.lang);
      });
      if (!rows.length) throw AppError.field("file", "REF_IMPORT_EMPTY");
      const failed: Failed = [];
      const fail = (row: number, field: string, key: string) =>
        failed.push({ row, field, message: translateKey(actor.lang, key) });

      const zones = await listZones(tx, productId);
      const zoneCodes = new Map(zones.map((zone) => [zone.code.toLowerCase(), zone.code]));
      const cells: Array<{ row: number; input: Parameters<typeof checkGrid>[2][number] }> = [];
      const seenZones = new Set<string>();
      for (const { rowNumber, values } of rows) {
        const text = (key: string) => values[key] ?? "";
        const zoneText = text("zoneCode");
        const zoneCode = zoneCodes.get(zoneText.toLowerCase());
        const zoneHeader = ZONE_HEADERS.zoneCode[actor.lang];
        if (!zoneCode) {
          fail(rowNumber, zoneHeader, zoneText ? "CATALOG_ZONE_UNKNOWN" : "required");
          continue;
        }
        if (seenZones.has(zoneCode)) {
          fail(rowNumber, zoneHeader, "CATALOG_XLS_ZONE_TWICE");
          continue;
        }
        seenZones.add(zoneCode);
        product.bands.forEach((_band, bandIndex) => {
          const own = columns.filter((column) => column.bandIndex === bandIndex);
          const entered = own.filter((column) => text(column.key) !== "");
          if (!entered.length) return;
          const draft: Record<string, unknown> = { zoneCode, bandIndex };
          for (const column of own) draft[column.field] = text(column.key) || null;
          const parsed = rateCellInputSchema.safeParse({ ...draft, price: draft.price ?? "" });
          if (!parsed.success) {
            for (const issue of parsed.error.issues) {
              const column = own.find((c) => c.field === issue.path[0]);
              fail(rowNumber, column ? header(column) : zoneHeader, issue.message);
            }
            return;
          }
          cells.push({ row: rowNumber, input: parsed.data });
        });
      }
      let kept: ReturnType<typeof checkGrid> = [];
      try {
        kept = checkGrid(
          product,
          new Set(zoneCodes.values()),
          cells.map((cell) => cell.input),
        );
      } catch (error) {
        for (const detail of gridIssues(error)) {
          const [, index, field] = detail.field.split(".");
          const cell = cells[Number(index)];
          const column = columns.find((c) => c.field === field && c.bandIndex === cell?.input.bandIndex);
          fail(cell?.row ?? 0, column ? header(column) : detail.field, detail.message);
        }
      }
      if (failed.length) throw new NothingImported({ imported: 0, failed: sorted(failed) });
      await replaceCells(tx, planId, kept);
      return { imported: kept.length, failed: [] };
    }),
  );
};

/** The issues of checkGrid's VALIDATION_FAILED answer; any other error goes on. */
const gridIssues = (error: unknown): Array<{ field: string; message: string }> => {
  if (error instanceof AppError && error.code === "VALIDATION_FAILED") {
    return error.details ?? [];
  }
  throw error;
};

/** A missing band column is named by its header in the caller's language rather than its internal key. */
const missingColumnsByHeader = (error: unknown, columns: RateColumn[], lang: Language) => {
  if (!(error instanceof AppError) || error.code !== "VALIDATION_FAILED") return error;
  const details = (error.details ?? []).map((detail) => {
    const column = columns.find((c) => c.key === detail.field);
    return {
      field: column ? column.headers[lang] : ZONE_HEADERS.zoneCode[lang],
      message: detail.message,
    };
  });
  return new AppError("VALIDATION_FAILED", { details });
};
