import type { LocalizedName } from "@pp/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { countries, dictItems, dictTypes } from "./reference.tables";

/** The enabled items of a dictionary (e.g. `courier_type`) in their order, with their labels in every language. */
export const dictValuesOf = (
  db: Executor,
  name: string,
): Promise<{ value: string; label: LocalizedName }[]> =>
  db
    .select({ value: dictItems.value, label: dictItems.label })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.dictId))
    .where(and(eq(dictTypes.name, name), eq(dictItems.enabled, true)))
    .orderBy(asc(dictItems.sort), asc(dictItems.id));

/** Every country of reference data by code (the bulk template's dropdown). */
export const allCountries = (db: Executor) =>
  db
    .select({
      regionCode: countries.regionCode,
      regionName: countries.regionName,
      regionNameEn: countries.regionNameEn,
    })
    .from(countries)
    .orderBy(asc(countries.regionCode));
