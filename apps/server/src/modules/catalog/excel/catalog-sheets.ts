import type { ImportResult, ZoneSheetColumn } from "@pp/contracts";
import type { Language } from "@pp/domain";

// What the zone and rate sheets share: the zone columns' headers and an import's report
// answered instead of a change.

export const ZONE_HEADERS: Record<ZoneSheetColumn, Record<Language, string>> = {
  zoneCode: { zh: "分区代码", en: "Zone code", ko: "구역 코드" },
  zoneName: { zh: "分区名称", en: "Zone name", ko: "구역명" },
  country: { zh: "国家代码", en: "Country code", ko: "국가 코드" },
  postcodes: { zh: "邮编", en: "Postcodes", ko: "우편번호" },
  postcodeGroups: { zh: "邮编分组", en: "Postcode groups", ko: "우편번호 그룹" },
};

export type Failed = ImportResult["failed"];

/** Thrown inside a product write to undo it (version bump included) and answer the report instead. */
export class NothingImported extends Error {
  constructor(readonly result: ImportResult) {
    super("nothing imported");
  }
}

export const unlessNothingImported = async (work: Promise<ImportResult>): Promise<ImportResult> => {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NothingImported) return error.result;
    throw error;
  }
};

/** The failures in sheet-row order. */
export const sorted = (failed: Failed) => [...failed].sort((a, b) => a.row - b.row);
