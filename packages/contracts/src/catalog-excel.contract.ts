import { z } from "zod";

// Excel import and export of a product's zones and of a quote plan's rate sheet (spec §7 productCost
// zoneTemplateImport/Download). Answers of an import use `importResultSchema` (reference contract): the count
// imported and every bad row with its sheet row number, field and reason in the caller's language.

export const ZONE_IMPORT_MODES = ["partial", "all"] as const;
export type ZoneImportMode = (typeof ZONE_IMPORT_MODES)[number];

/** `partial` keeps the good zones, `all` changes nothing when any row is bad. */
export const zoneImportQuerySchema = z.object({ mode: z.enum(ZONE_IMPORT_MODES).default("partial") });

/** Columns of the zone sheet, in order; an import finds them by their header in any language. */
export const ZONE_SHEET_COLUMNS = ["zoneCode", "zoneName", "country", "postcodes", "postcodeGroups"] as const;
export type ZoneSheetColumn = (typeof ZONE_SHEET_COLUMNS)[number];
