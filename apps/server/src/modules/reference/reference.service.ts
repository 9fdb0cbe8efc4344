import {
  type CityInput,
  type CountryInput,
  cityInputSchema,
  type DictItemInput,
  type DictTypeInput,
  DROPDOWN_OK,
  type Dropdown,
  type DropdownOption,
  type ImportResult,
} from "@pp/contracts";
import {
  BASE_CURRENCY,
  EU_GROUP_CODE,
  EU_GROUP_NAMES,
  EU_MEMBER_CODES,
  type Language,
  normalizeRate,
} from "@pp/domain";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { readSheetRows, type SheetColumn, writeWorkbook } from "../../platform/excel";
import { translateKey } from "../../platform/i18n";
import { announceReferenceChange } from "./reference.cache";
import * as repo from "./reference.repository";
import type { countries } from "./reference.tables";

type CountryRow = typeof countries.$inferSelect;

// Plain reads: reference rows are not tenant-owned, the route's screen check is the whole guard.
export const listCountries = repo.listCountries;
export const listCities = repo.listCities;
export const listDictTypes = repo.listDictTypes;

// Korean names come from the runtime's CLDR data rather than a third hand-kept column.
const koreanNames = new Intl.DisplayNames(["ko"], { type: "region", fallback: "none" });
const koreanNameOf = (country: CountryRow) => {
  try {
    return koreanNames.of(country.regionCode) ?? country.regionNameEn;
  } catch {
    return country.regionNameEn;
  }
};

const option = (
  value: string,
  labels: DropdownOption["labels"],
  lang: Language,
  extra: Record<string, unknown>,
) => ({
  value,
  label: labels[lang],
  labels,
  extra,
});

const euMatches = (keyword: string | undefined) => {
  if (!keyword) return true;
  const needle = keyword.toLowerCase();
  return [EU_GROUP_CODE, ...Object.values(EU_GROUP_NAMES), "oumeng"].some((text) =>
    text.toLowerCase().includes(needle),
  );
};

/** Countries for every country select: the EU group first, hot countries next (spec §9 EU group). */
export const countryDropdown = async (
  db: Db,
  lang: Language,
  keyword: string | undefined,
): Promise<Dropdown> => {
  const rows = await repo.countryOptions(db, keyword);
  const data = rows.map((c) =>
    option(c.regionCode, { zh: c.regionName, en: c.regionNameEn, ko: koreanNameOf(c) }, lang, {
      threeRegionCode: c.threeRegionCode,
      quanPin: c.quanPin,
      areaCode: c.areaCode,
      hot: c.hot,
    }),
  );
  const eu = euMatches(keyword)
    ? [
        option(EU_GROUP_CODE, { ...EU_GROUP_NAMES }, lang, {
          group: true,
          members: [...EU_MEMBER_CODES],
          quanPin: "oumeng",
        }),
      ]
    : [];
  return { code: DROPDOWN_OK, data: [...eu, ...data] };
};

const normalizeCountry = (input: CountryInput) => ({
  regionName: input.regionName,
  regionNameEn: input.regionNameEn,
  regionCode: input.regionCode,
  threeRegionCode: input.threeRegionCode,
  quanPin: input.quanPin ?? "",
  areaCode: input.areaCode ?? "",
  hot: input.hot ?? false,
});

// Every write to a country announces itself: quotes check destinations against this process's copy.
const changeCountry = (db: Db, id: number, values: Parameters<typeof repo.updateCountry>[2]) =>
  db.transaction(async (tx) => {
    const row = await repo.updateCountry(tx, id, values);
    if (!row) throw new AppError("NOT_FOUND");
    await announceReferenceChange(tx, "countries");
    return row;
  });

export const createCountry = async (db: Db, actor: Actor, input: CountryInput) => {
  requireCan(actor, "manageReference");
  if (input.regionCode === EU_GROUP_CODE) throw AppError.field("regionCode", "REF_COUNTRY_CODE_TAKEN");
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertCountry(tx, normalizeCountry(input));
    if (inserted) await announceReferenceChange(tx, "countries");
    return inserted;
  });
  if (!row) throw AppError.field("regionCode", "REF_COUNTRY_CODE_TAKEN");
  return row;
};

export const updateCountry = async (db: Db, actor: Actor, id: number, input: CountryInput) => {
  requireCan(actor, "manageReference");
  if (input.regionCode === EU_GROUP_CODE) throw AppError.field("regionCode", "REF_COUNTRY_CODE_TAKEN");
  if (!(await repo.findCountryById(db, id))) throw new AppError("NOT_FOUND");
  const other = await repo.findCountryByCode(db, input.regionCode);
  if (other && other.id !== id) throw AppError.field("regionCode", "REF_COUNTRY_CODE_TAKEN");
  return changeCountry(db, id, normalizeCountry(input));
};

export const setCountryHot = async (db: Db, actor: Actor, id: number, hot: boolean) => {
  requireCan(actor, "manageReference");
  return changeCountry(db, id, { hot });
};

// ---- cities

const cityValues = async (db: Db, input: CityInput) => {
  const parsed = cityInputSchema.parse(input);
  const country = await repo.findCountryByCode(db, parsed.countryCode);
  if (!country) throw AppError.field("countryCode", "REF_UNKNOWN_COUNTRY");
  return { ...parsed, countryName: country.regionName };
};

export const createCity = async (db: Db, actor: Actor, input: CityInput) => {
  requireCan(actor, "manageReference");
  const [row] = await repo.insertCities(db, [await cityValues(db, input)]);
  if (!row) throw AppError.field("cityCode", "REF_CITY_CODE_TAKEN");
  return row;
};

export const updateCity = async (db: Db, actor: Actor, id: number, input: CityInput) => {
  requireCan(actor, "manageReference");
  if (!(await repo.findCityById(db, id))) throw new AppError("NOT_FOUND");
  const values = await cityValues(db, input);
  const [taken] = await repo.existingCityCodes(db, [values.cityCode]);
  const current = await repo.findCityById(db, id);
  if (taken && current?.cityCode !== values.cityCode) throw AppError.field("cityCode", "REF_CITY_CODE_TAKEN");
  const row = await repo.updateCity(db, id, values);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
};

export const deleteCity = async (db: Db, actor: Actor, id: number) => {
  requireCan(actor, "manageReference");
  if (!(await repo.deleteCity(db, id))) throw new AppError("NOT_FOUND");
};

type CityColumn =
  | "cityName"
  | "cityNameEn"
  | "cityCode"
  | "provinceName"
  | "provinceNameEn"
  | "countryCode"
  | "countryName"
  | "description";

// Template and export headers in every language; an upload is read by any of them.
const CITY_HEADERS: Record<CityColumn, Record<Language, string>> = {
  cityName: { zh: "城市名称", en: "City name", ko: "도시명" },
  cityNameEn: { zh: "城市英文名", en: "City name (English)", ko: "도시 영문명" },
  cityCode: { zh: "城市代码", en: "City code", ko: "도시 코드" },
  provinceName: { zh: "省/州", en: "Province / state", ko: "성/주" },
  provinceNameEn: { zh: "省/州英文名", en: "Province / state (English)", ko: "성/주 영문명" },
  countryCode: { zh: "国家代码", en: "Country code", ko: "국가 코드" },
  countryName: { zh: "国家名称", en: "Country name", ko: "국가명" },
  description: { zh: "描述", en: "Description", ko: "설명" },
};
const IMPORT_COLUMNS: CityColumn[] = [
  "cityName",
  "cityNameEn",
  "cityCode",
  "provinceName",
  "provinceNameEn",
  "countryCode",
  "description",
];
const EXPORT_COLUMNS: CityColumn[] = [
  "cityCode",
  "cityName",
  "cityNameEn",
  "provinceName",
  "provinceNameEn",
  "countryCode",
  "countryName",
  "description",
];

const sheetColumns = (keys: CityColumn[], lang: Language): SheetColumn<CityColumn>[] =>
  keys.map((key) => ({ key, header: CITY_HEADERS[key][lang], width: key === "description" ? 36 : 20 }));

const SHEET_NAME: Record<Language, string> = { zh: "城市", en: "Cities", ko: "도시" };

/** The import template: headers in the caller's language and one example row. */
export const cityTemplate = (lang: Language) =>
  writeWorkbook(SHEET_NAME[lang], sheetColumns(IMPORT_COLUMNS, lang), [
    {
      cityName: "深圳",
      cityNameEn: "Shenzhen",
      cityCode: "CNSZX",
      provinceName: "广东省",
      provinceNameEn: "Guangdong",
      countryCode: "CN",
      description: "",
    },
  ]);

export const exportCities = async (
  db: Db,
  lang: Language,
  filter: { keyword?: string | undefined; countryCode?: string | undefined },
) => writeWorkbook(SHEET_NAME[lang], sheetColumns(EXPORT_COLUMNS, lang), await repo.allCities(db, filter));

/**
 * Imports cities from an uploaded sheet. Every bad row is reported with its sheet row number and the
 * reason in the caller's language; `partial` keeps the good rows, `all` keeps none when any row is bad.
 */
export const importCities = async (
  db: Db,
  actor: Actor,
  file: Buffer,
  mode: "partial" | "all",
): Promise<ImportResult> => {
  requireCan(actor, "manageReference");
  const rows = await readSheetRows(
    file,
    IMPORT_COLUMNS.map((key) => ({ key, headers: Object.values(CITY_HEADERS[key]) })),
  );
  if (!rows.length) throw AppError.field("file", "REF_IMPORT_EMPTY");
  const failed: ImportResult["failed"] = [];
  const fail = (row: number, field: string, key: string) =>
    failed.push({ row, field, message: translateKey(actor.lang, key) });

  const codes = rows.map((r) => r.values.cityCode.trim());
  const knownCountries = new Map(
    (
      await repo.countriesByCodes(db, [
        ...new Set(rows.map((r) => r.values.countryCode.trim().toUpperCase())),
      ])
    ).map((c) => [c.regionCode, c]),
  );
  const takenInDb = new Set(await repo.existingCityCodes(db, codes));
  const seenInFile = new Set<string>();
  const good: Array<Parameters<typeof repo.insertCities>[1][number]> = [];

  for (const { rowNumber, values } of rows) {
    const parsed = cityInputSchema.safeParse({
      ...values,
      countryCode: values.countryCode.trim().toUpperCase(),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      fail(rowNumber, String(issue?.path[0] ?? ""), issue?.message ?? "VALIDATION_FAILED");
      continue;
    }
    const city = parsed.data;
    const country = knownCountries.get(city.countryCode);
    if (!country) {
      fail(rowNumber, "countryCode", "REF_UNKNOWN_COUNTRY");
      continue;
    }
    if (seenInFile.has(city.cityCode)) {
      fail(rowNumber, "cityCode", "REF_CITY_CODE_DUPLICATE_IN_FILE");
      continue;
    }
    seenInFile.add(city.cityCode);
    if (takenInDb.has(city.cityCode)) {
      fail(rowNumber, "cityCode", "REF_CITY_CODE_TAKEN");
      continue;
    }
    good.push({ ...city, countryName: country.regionName });
  }

  if (mode === "all" && failed.length) return { imported: 0, failed };
  const inserted = await db.transaction((tx) => repo.insertCities(tx, good));
  return { imported: inserted.length, failed };
};

// ---- currencies

const currencyView = (row: Awaited<ReturnType<typeof repo.listCurrencies>>[number]) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  symbol: row.symbol,
  rate: normalizeRate(row.rate),
  isBase: row.code === BASE_CURRENCY,
  updatedAt: row.updatedAt.toISOString(),
});

export const listCurrencies = async (db: Db) => (await repo.listCurrencies(db)).map(currencyView);

export const currencyDropdown = async (db: Db, lang: Language): Promise<Dropdown> => ({
  code: DROPDOWN_OK,
  data: (await repo.listCurrencies(db)).map((c) =>
    option(c.code, c.name, lang, { symbol: c.symbol, rate: normalizeRate(c.rate) }),
  ),
});

/** Sets a currency's rate to CNY; a real change is written to the history with who and when. */
export const updateCurrencyRate = async (db: Db, actor: Actor, id: number, rate: string) => {
  requireCan(actor, "manageReference");
  return db.transaction(async (tx) => {
    const current = await repo.lockCurrency(tx, id);
    if (!current) throw new AppError("NOT_FOUND");
    if (current.code === BASE_CURRENCY) throw AppError.field("rate", "REF_BASE_RATE_FIXED");
    const oldRate = normalizeRate(current.rate);
    const newRate = normalizeRate(rate);
    if (oldRate === newRate) return { view: currencyView(current), oldRate };
    await repo.insertRateHistory(tx, {
      currencyId: id,
      oldRate,
      newRate,
      changedByUserId: actor.userId,
      changedBy: actor.info.user.username,
    });
    const updated = await repo.setCurrencyRate(tx, id, newRate);
    if (!updated) throw new AppError("NOT_FOUND");
    await announceReferenceChange(tx, "currencies");
    return { view: currencyView(updated), oldRate };
  });
};

export const currencyHistory = async (db: Db, id: number) =>
  (await repo.listRateHistory(db, id)).map((h) => ({
    id: h.id,
    oldRate: normalizeRate(h.oldRate),
    newRate: normalizeRate(h.newRate),
    changedBy: h.changedBy,
    changedAt: h.changedAt.toISOString(),
  }));

// ---- dictionaries

export const dictDropdown = async (
  db: Db,
  lang: Language,
  dictName: string,
  size: number,
): Promise<Dropdown> => ({
  code: DROPDOWN_OK,
  data: (await repo.dictOptions(db, dictName, size)).map((item) => option(item.value, item.label, lang, {})),
});

export const createDictType = async (db: Db, actor: Actor, input: DictTypeInput) => {
  requireCan(actor, "manageReference");
  const row = await repo.insertDictType(db, { name: input.name, description: input.description ?? "" });
  if (!row) throw AppError.field("name", "REF_DICT_NAME_TAKEN");
  return { ...row, itemCount: 0 };
};

export const updateDictType = async (db: Db, actor: Actor, id: number, input: DictTypeInput) => {
  requireCan(actor, "manageReference");
  const existing = await repo.findDictType(db, id);
  if (!existing) throw new AppError("NOT_FOUND");
  const clash = (await repo.listDictTypes(db)).find((t) => t.name === input.name && t.id !== id);
  if (clash) throw AppError.field("name", "REF_DICT_NAME_TAKEN");
  await repo.updateDictType(db, id, { name: input.name, description: input.description ?? "" });
  const row = (await repo.listDictTypes(db)).find((t) => t.id === id);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
};

export const deleteDictType = async (db: Db, actor: Actor, id: number) => {
  requireCan(actor, "manageReference");
  if (!(await repo.deleteDictType(db, id))) throw new AppError("NOT_FOUND");
};

export const listDictItems = async (db: Db, dictId: number) => {
  if (!(await repo.findDictType(db, dictId))) throw new AppError("NOT_FOUND");
  return repo.listDictItems(db, dictId);
};

const itemValues = (input: DictItemInput) => ({
  value: input.value,
  label: input.label,
  sort: input.sort ?? 0,
  enabled: input.enabled ?? true,
});

export const createDictItem = async (db: Db, actor: Actor, dictId: number, input: DictItemInput) => {
  requireCan(actor, "manageReference");
  if (!(await repo.findDictType(db, dictId))) throw new AppError("NOT_FOUND");
  const row = await repo.insertDictItem(db, { ...itemValues(input), dictId });
  if (!row) throw AppError.field("value", "REF_DICT_VALUE_TAKEN");
  return row;
};

export const updateDictItem = async (db: Db, actor: Actor, id: number, input: DictItemInput) => {
  requireCan(actor, "manageReference");
  const existing = await repo.findDictItem(db, id);
  if (!existing) throw new AppError("NOT_FOUND");
  const clash = (await repo.listDictItems(db, existing.dictId)).find(
    (i) => i.value === input.value && i.id !== id,
  );
  if (clash) throw AppError.field("value", "REF_DICT_VALUE_TAKEN");
  const row = await repo.updateDictItem(db, id, itemValues(input));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
};

export const deleteDictItem = async (db: Db, actor: Actor, id: number) => {
  requireCan(actor, "manageReference");
  if (!(await repo.deleteDictItem(db, id))) throw new AppError("NOT_FOUND");
};
