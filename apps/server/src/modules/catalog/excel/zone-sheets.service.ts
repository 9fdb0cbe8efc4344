import {
  formatPostcodeMatcher,
  type ImportResult,
  parsePostcodeMatcher,
  ZONE_SHEET_COLUMNS,
  type ZoneImportMode,
  type ZoneSheetColumn,
  zoneInputSchema,
} from "@pp/contracts";
import type { Language, PostcodeMatcher } from "@pp/domain";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { readSheetRows, type SheetColumn, type SheetRow, writeWorkbook } from "../../../platform/excel";
import { translateKey } from "../../../platform/i18n";
import { allGroups, groupsByNames } from "../postcode-groups/postcode-groups.repository";
import { readableProduct, writeProduct } from "../products/product-access";
import {
  knownCountries,
  listZones,
  type ProductRecord,
  replaceZones,
  type ZoneRow,
} from "../products/products.repository";
import { pruneCells } from "../quote-plans/quote-plans.repository";
import { type Failed, NothingImported, sorted, unlessNothingImported, ZONE_HEADERS } from "./catalog-sheets";

// Zones as xlsx (issue 4, spec §7 zoneTemplateImport/Download). A zone sheet has one row per zone or per part
// of a zone: rows with the same zone code add up, so an export can be edited and imported back.

const splitList = (text: string) =>
  text
    .split(/[,，;；\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

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
