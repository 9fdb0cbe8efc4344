import {
  formatPostcodeMatcher,
  type ImportResult,
  parsePostcodeMatcher,
  rateCellInputSchema,
  ZONE_SHEET_COLUMNS,
  type ZoneImportMode,
  type ZoneSheetColumn,
  zoneInputSchema,
} from "@pp/contracts";
import type { Language, PostcodeMatcher, RateModel } from "@pp/domain";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { readSheetRows, type SheetColumn, type SheetRow, writeWorkbook } from "../../platform/excel";
import { translateKey } from "../../platform/i18n";
import { allGroups, groupsByNames } from "./postcode-groups.repository";
import {
  knownCountries,
  listZones,
  type ProductRecord,
  replaceZones,
  type ZoneRow,
} from "./products.repository";
import { readableProduct, writeProduct } from "./products.service";
import { findPlan, listCells, pruneCells, type RateCellRow, replaceCells } from "./quote-plans.repository";
import { checkGrid, MODEL_FIELDS } from "./quote-plans.service";

// Zones and rate sheets as xlsx (issue 4, spec §7 zoneTemplateImport/Download). A zone sheet has one row per
// zone or per part of a zone: rows with the same zone code add up, so an export can be edited and imported
// back. A rate sheet has one row per zone and, for each field the rate model needs, one column per weight band.

type Failed = ImportResult["failed"];

/** Thrown inside a product write to undo it (version bump included) and answer the report instead. */
class NothingImported extends Error {
  constructor(readonly result: ImportResult) {
    super("nothing imported");
  }
}

const unlessNothingImported = async (work: Promise<ImportResult>): Promise<ImportResult> => {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NothingImported) return error.result;
    throw error;
  }
};

/** "10.5000" → "10.5": a decimal string without trailing zeros, for people editing the sheet. */
const trimDecimal = (value: string) => (value.includes(".") ? value.replace(/\.?0+$/, "") : value);

const splitList = (text: string) =>
  text
    .split(/[,，;；\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

// ---- zones ----------------------------------------------------------------------------------------------

const ZONE_HEADERS: Record<ZoneSheetColumn, Record<Language, string>> = {
  zoneCode: { zh: "分区代码", en: "Zone code", ko: "구역 코드" },
  zoneName: { zh: "分区名称", en: "Zone name", ko: "구역명" },
  country: { zh: "国家代码", en: "Country code", ko: "국가 코드" },
  postcodes: { zh: "邮编", en: "Postcodes", ko: "우편번호" },
  postcodeGroups: { zh: "邮编分组", en: "Postcode groups", ko: "우편번호 그룹" },
};

const ZONE_SHEET: Record<Language, string> = { zh: "分区", en: "Zones", ko: "구역" };

const zoneColumns = (lang: Language): SheetColumn<ZoneSheetColumn>[] =>
  ZONE_SHEET_COLUMNS.map((key) => ({
    key,
    header: ZONE_HEADERS[key][lang],
    width: key === "postcodes" ? 48 : key === "postcodeGroups" ? 28 : 18,
  }));

/** Matchers per sheet row: a zone with many postcodes spreads over several rows (a cell holds 32,767 characters). */
const MATCHERS_PER_ROW = 200;

type ZoneSheetRow = Record<ZoneSheetColumn, string | null>;

const zoneSheetRows = (zones: ZoneRow[], groupNames: Map<number, string>): ZoneSheetRow[] =>
  zones.flatMap((zone) => {
    const groups = zone.postcodeGroupIds.map((id) => groupNames.get(id) ?? String(id)).join(", ");
    const chunks: PostcodeMatcher[][] = [];
    for (let at = 0; at < zone.postcodes.length; at += MATCHERS_PER_ROW) {
      chunks.push(zone.postcodes.slice(at, at + MATCHERS_PER_ROW));
    }
    return (chunks.length ? chunks : [[]]).map((chunk, index) => ({
      zoneCode: zone.code,
      zoneName: zone.name,
      country: zone.country,
      postcodes: chunk.map(formatPostcodeMatcher).join(", ") || null,
      postcodeGroups: index === 0 && groups ? groups : null,
    }));
  });

/** The zone template: headers in the caller's language and an example zone over two rows. */
export const zoneTemplate = (lang: Language) =>
  writeWorkbook(ZONE_SHEET[lang], zoneColumns(lang), [
    { zoneCode: "US-W", zoneName: "US West", country: "US", postcodes: "900-961, 970*" },
    { zoneCode: "US-W", zoneName: "US West", country: "US", postcodes: "98101" },
    { zoneCode: "GB", zoneName: "United Kingdom", country: "GB" },
  ]);

export const exportZones = async (db: Db, actor: Actor, productId: number) => {
  await readableProduct(db, actor, productId);
  const zones = await listZones(db, productId);
  const groupNames = new Map((await allGroups(db, {})).map((group) => [group.id, group.name]));
  return writeWorkbook(ZONE_SHEET[actor.lang], zoneColumns(actor.lang), zoneSheetRows(zones, groupNames));
};

type ImportedZone = {
  code: string;
  name: string;
  country: string;
  postcodes: PostcodeMatcher[];
  groupNames: string[];
  rows: number[];
  bad: boolean;
};

/** Gathers the sheet's rows by zone code; checks what needs no database (formats, matchers, consistency). */
const gatherZones = (
  rows: SheetRow<ZoneSheetColumn>[],
  fail: (row: number, field: string, message: string) => void,
) => {
  const zones = new Map<string, ImportedZone>();
  const shape = zoneInputSchema.shape;
  for (const { rowNumber, values } of rows) {
    const code = shape.code.safeParse(values.zoneCode);
    if (!code.success) {
      fail(rowNumber, "zoneCode", code.error.issues[0]?.message ?? "required");
      continue;
    }
    const key = code.data.toLowerCase();
    let zone = zones.get(key);
    const issues: Array<[ZoneSheetColumn, string]> = [];
    if (!zone) {
      const name = shape.name.safeParse(values.zoneName);
      const country = shape.country.safeParse(values.country);
      if (!name.success) issues.push(["zoneName", name.error.issues[0]?.message ?? "required"]);
      if (!country.success) issues.push(["country", country.error.issues[0]?.message ?? "countryCode"]);
      zone = {
        code: code.data,
        name: name.data ?? "",
        country: country.data ?? "",
        postcodes: [],
        groupNames: [],
        rows: [],
        bad: false,
      };
      zones.set(key, zone);
    } else {
      const name = values.zoneName.trim();
      const country = values.country.trim().toUpperCase();
      if ((name && name !== zone.name) || (country && country !== zone.country)) {
        issues.push([name && name !== zone.name ? "zoneName" : "country", "CATALOG_XLS_ZONE_CONFLICT"]);
      }
    }
    zone.rows.push(rowNumber);
    for (const text of splitList(values.postcodes)) {
      const parsed = parsePostcodeMatcher(text);
      if (parsed.ok) zone.postcodes.push(parsed.matcher);
      else issues.push(["postcodes", `${text}\u0000${parsed.key}`]);
    }
    zone.groupNames.push(...splitList(values.postcodeGroups));
    for (const [field, message] of issues) fail(rowNumber, field, message);
    if (issues.length) zone.bad = true;
  }
  return zones;
};

/**
 * Imports zones into a product: a zone whose code (case-insensitive) is already there is replaced in its place,
 * a new one is added at the end, the others are kept. Every bad row is reported with its sheet row number,
 * column and reason in the caller's language; a zone with a bad row is never imported in part. `partial` keeps
 * the good zones, `all` changes nothing when any row is bad. Refused while the product is online (read mode).
 */
export const importZones = async (
  db: Db,
  actor: Actor,
  productId: number,
  file: Buffer,
  mode: ZoneImportMode,
): Promise<ImportResult> => {
  requireCan(actor, "manageCatalog");
  const rows = await readSheetRows(
    file,
    ZONE_SHEET_COLUMNS.map((key) => ({ key, headers: Object.values(ZONE_HEADERS[key]) })),
  );
  if (!rows.length) throw AppError.field("file", "REF_IMPORT_EMPTY");
  const failed: Failed = [];
  const fail = (row: number, field: string, message: string) => {
    const [text, key] = message.includes("\u0000") ? message.split("\u0000") : [undefined, message];
    const reason = translateKey(actor.lang, key ?? message);
    failed.push({ row, field, message: text === undefined ? reason : `${text}: ${reason}` });
  };
  const gathered = gatherZones(rows, fail);

  return unlessNothingImported(
    writeProduct(db, actor, productId, {}, async (tx, product) => {
      const zones = [...gathered.values()];
      await checkReferences(tx, zones, fail);
      for (const zone of zones) {
        if (zone.bad) continue;
        const limits = zoneInputSchema.safeParse({ ...zone, postcodeGroupIds: [] });
        if (!limits.success) {
          fail(zone.rows[0]!, "postcodes", limits.error.issues[0]?.message ?? "VALIDATION_FAILED");
          zone.bad = true;
        }
      }
      const good = zones.filter((zone) => !zone.bad);
      if (mode === "all" && failed.length) throw new NothingImported({ imported: 0, failed: sorted(failed) });
      const reported = new Set(failed.map((entry) => entry.row));
      for (const zone of zones) {
        if (!zone.bad) continue;
        for (const row of zone.rows)
          if (!reported.has(row)) fail(row, "zoneCode", "CATALOG_XLS_ZONE_SKIPPED");
      }
      if (!good.length) throw new NothingImported({ imported: 0, failed: sorted(failed) });
      await mergeZones(tx, product, good);
      return { imported: good.length, failed: sorted(failed) };
    }),
  );
};

const sorted = (failed: Failed) => [...failed].sort((a, b) => a.row - b.row);

type ZoneWithGroups = ImportedZone & { groupIds?: number[] };

/** Countries must be in the countries table, postcode groups must exist (by name, case-insensitive). */
const checkReferences = async (
  tx: Executor,
  zones: ZoneWithGroups[],
  fail: (row: number, field: string, message: string) => void,
) => {
  const countries = await knownCountries(tx, zones.map((zone) => zone.country).filter(Boolean));
  const groups = new Map(
    (
      await groupsByNames(
        tx,
        zones.flatMap((zone) => zone.groupNames),
      )
    ).map((group) => [group.name.toLowerCase(), group.id]),
  );
  for (const zone of zones) {
    if (zone.bad) continue;
    if (!countries.has(zone.country)) {
      fail(zone.rows[0]!, "country", "CATALOG_COUNTRY_UNKNOWN");
      zone.bad = true;
    }
    const unknown = zone.groupNames.filter((name) => !groups.has(name.toLowerCase()));
    if (unknown.length) {
      fail(zone.rows[0]!, "postcodeGroups", `${unknown.join(", ")}\u0000CATALOG_GROUP_UNKNOWN`);
      zone.bad = true;
    } else {
      zone.groupIds = [...new Set(zone.groupNames.map((name) => groups.get(name.toLowerCase())!))];
    }
  }
};

/** Replaces same-code zones in place (keeping their code's spelling, so their prices stay), adds the new ones. */
const mergeZones = async (tx: Executor, product: ProductRecord, imported: ZoneWithGroups[]) => {
  const byCode = new Map(imported.map((zone) => [zone.code.toLowerCase(), zone]));
  const valuesOf = (zone: ZoneWithGroups, code: string) => ({
    code,
    name: zone.name,
    country: zone.country,
    postcodes: zone.postcodes,
    postcodeGroupIds: zone.groupIds ?? [],
  });
  const existing = await listZones(tx, product.id);
  const merged = existing.map((zone) => {
    const replacement = byCode.get(zone.code.toLowerCase());
    byCode.delete(zone.code.toLowerCase());
    return replacement
      ? valuesOf(replacement, zone.code)
      : {
          code: zone.code,
          name: zone.name,
          country: zone.country,
          postcodes: zone.postcodes,
          postcodeGroupIds: zone.postcodeGroupIds,
        };
  });
  merged.push(...[...byCode.values()].map((zone) => valuesOf(zone, zone.code)));
  if (merged.length > 500) throw AppError.field("file", "CATALOG_XLS_TOO_MANY_ZONES");
  await replaceZones(
    tx,
    product.id,
    merged.map((zone, sort) => ({ ...zone, sort })),
  );
  await pruneCells(
    tx,
    product.id,
    merged.map((zone) => zone.code),
    product.bands.length,
  );
};

// ---- rate sheets ----------------------------------------------------------------------------------------

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
