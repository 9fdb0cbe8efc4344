import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { offsetPage } from "../../platform/paging";
import { cities, countries, currencies, currencyRateHistory, dictItems, dictTypes } from "./reference.tables";

// Reference tables carry no owner org: the data-scope filter does not apply; writes are guarded by role.

type Page = { page: number; size: number };

const likeAny = (keyword: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined => {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
};

// ---- countries

const countryKeyword = (keyword: string | undefined) =>
  likeAny(
    keyword,
    countries.regionName,
    countries.regionNameEn,
    countries.regionCode,
    countries.threeRegionCode,
    countries.quanPin,
  );

export const listCountries = async (
  db: Executor,
  filter: Page & { keyword?: string | undefined; hot?: "true" | "false" | undefined },
) => {
  const where = and(
    countryKeyword(filter.keyword),
    filter.hot ? eq(countries.hot, filter.hot === "true") : undefined,
  );
  return offsetPage(
    db
      .select()
      .from(countries)
      .where(where)
      .orderBy(desc(countries.hot), asc(countries.regionCode))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(countries).where(where),
  );
};

/** Countries for a dropdown: hot ones first, then by code. */
export const countryOptions = (db: Executor, keyword: string | undefined) =>
  db
    .select()
    .from(countries)
    .where(countryKeyword(keyword))
    .orderBy(desc(countries.hot), asc(countries.regionCode));

export const findCountryById = async (db: Executor, id: number) =>
  (await db.select().from(countries).where(eq(countries.id, id)))[0];

export const findCountryByCode = async (db: Executor, code: string) =>
  (await db.select().from(countries).where(eq(countries.regionCode, code)))[0];

export const listCountryCodes = async (db: Executor) =>
  (await db.select({ code: countries.regionCode }).from(countries)).map((row) => row.code);

export const countriesByCodes = (db: Executor, codes: string[]) =>
  codes.length
    ? db.select().from(countries).where(inArray(countries.regionCode, codes))
    : Promise.resolve([]);

export const insertCountry = async (db: Executor, values: typeof countries.$inferInsert) =>
  (await db.insert(countries).values(values).onConflictDoNothing().returning())[0];

export const updateCountry = async (
  db: Executor,
  id: number,
  values: Partial<typeof countries.$inferInsert>,
) =>
  (
    await db
      .update(countries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(countries.id, id))
      .returning()
  )[0];

// ---- cities

const cityWhere = (filter: { keyword?: string | undefined; countryCode?: string | undefined }) =>
  and(
    likeAny(
      filter.keyword,
      cities.cityName,
      cities.cityNameEn,
      cities.cityCode,
      cities.provinceName,
      cities.provinceNameEn,
    ),
    filter.countryCode ? eq(cities.countryCode, filter.countryCode.toUpperCase()) : undefined,
  );

export const listCities = async (
  db: Executor,
  filter: Page & { keyword?: string | undefined; countryCode?: string | undefined },
) => {
  const where = cityWhere(filter);
  return offsetPage(
    db
      .select()
      .from(cities)
      .where(where)
      .orderBy(asc(cities.countryCode), asc(cities.cityCode))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(cities).where(where),
  );
};

export const allCities = (
  db: Executor,
  filter: { keyword?: string | undefined; countryCode?: string | undefined },
) => db.select().from(cities).where(cityWhere(filter)).orderBy(asc(cities.countryCode), asc(cities.cityCode));

export const findCityById = async (db: Executor, id: number) =>
  (await db.select().from(cities).where(eq(cities.id, id)))[0];

export const existingCityCodes = async (db: Executor, codes: string[]) =>
  codes.length
    ? (await db.select({ code: cities.cityCode }).from(cities).where(inArray(cities.cityCode, codes))).map(
        (r) => r.code,
      )
    : [];

/** Inserts cities; a code taken meanwhile is skipped. Answers the rows inserted. */
export const insertCities = (db: Executor, values: Array<typeof cities.$inferInsert>) =>
  values.length ? db.insert(cities).values(values).onConflictDoNothing().returning() : Promise.resolve([]);

export const updateCity = async (db: Executor, id: number, values: Partial<typeof cities.$inferInsert>) =>
  (await db.update(cities).set(values).where(eq(cities.id, id)).returning())[0];

export const deleteCity = async (db: Executor, id: number) =>
  (await db.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id }))[0];

// ---- currencies

export const listCurrencies = (db: Executor) => db.select().from(currencies).orderBy(asc(currencies.id));

export const isKnownCurrency = async (db: Executor, code: string) =>
  (await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, code))).length > 0;

/** The currency row locked for a rate change, so two admins' changes each get their own history row. */
export const lockCurrency = async (db: Executor, id: number) =>
  (await db.select().from(currencies).where(eq(currencies.id, id)).for("update"))[0];

export const setCurrencyRate = async (db: Executor, id: number, rate: string) =>
  (
    await db.update(currencies).set({ rate, updatedAt: new Date() }).where(eq(currencies.id, id)).returning()
  )[0];

export const insertRateHistory = (db: Executor, values: typeof currencyRateHistory.$inferInsert) =>
  db.insert(currencyRateHistory).values(values);

export const listRateHistory = (db: Executor, currencyId: number) =>
  db
    .select()
    .from(currencyRateHistory)
    .where(eq(currencyRateHistory.currencyId, currencyId))
    .orderBy(desc(currencyRateHistory.changedAt), desc(currencyRateHistory.id))
    .limit(200);

// ---- dictionaries

export const listDictTypes = (db: Executor) =>
  db
    .select({
      id: dictTypes.id,
      name: dictTypes.name,
      description: dictTypes.description,
      itemCount: count(dictItems.id),
    })
    .from(dictTypes)
    .leftJoin(dictItems, eq(dictItems.dictId, dictTypes.id))
    .groupBy(dictTypes.id)
    .orderBy(asc(dictTypes.name));

export const findDictType = async (db: Executor, id: number) =>
  (await db.select().from(dictTypes).where(eq(dictTypes.id, id)))[0];

export const insertDictType = async (db: Executor, values: typeof dictTypes.$inferInsert) =>
  (await db.insert(dictTypes).values(values).onConflictDoNothing().returning())[0];

export const updateDictType = async (
  db: Executor,
  id: number,
  values: Partial<typeof dictTypes.$inferInsert>,
) => (await db.update(dictTypes).set(values).where(eq(dictTypes.id, id)).returning())[0];

export const deleteDictType = async (db: Executor, id: number) =>
  (await db.delete(dictTypes).where(eq(dictTypes.id, id)).returning({ id: dictTypes.id }))[0];

export const listDictItems = (db: Executor, dictId: number) =>
  db
    .select()
    .from(dictItems)
    .where(eq(dictItems.dictId, dictId))
    .orderBy(asc(dictItems.sort), asc(dictItems.id));

export const findDictItem = async (db: Executor, id: number) =>
  (await db.select().from(dictItems).where(eq(dictItems.id, id)))[0];

export const insertDictItem = async (db: Executor, values: typeof dictItems.$inferInsert) =>
  (await db.insert(dictItems).values(values).onConflictDoNothing().returning())[0];

export const updateDictItem = async (
  db: Executor,
  id: number,
  values: Partial<typeof dictItems.$inferInsert>,
) => (await db.update(dictItems).set(values).where(eq(dictItems.id, id)).returning())[0];

export const deleteDictItem = async (db: Executor, id: number) =>
  (await db.delete(dictItems).where(eq(dictItems.id, id)).returning({ id: dictItems.id }))[0];

/** The enabled items of a dictionary by its name, for dropdowns. */
export const dictOptions = (db: Executor, dictName: string, size: number) =>
  db
    .select({ value: dictItems.value, label: dictItems.label })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.dictId))
    .where(and(eq(dictTypes.name, dictName), eq(dictItems.enabled, true)))
    .orderBy(asc(dictItems.sort), asc(dictItems.id))
    .limit(size);
