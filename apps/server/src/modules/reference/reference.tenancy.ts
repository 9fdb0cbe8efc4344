import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import { cities, countries, currencies, currencyRateHistory, dictItems, dictTypes } from "./reference.tables";

// Reference data is platform-wide: a customer and a sub-account may read dropdowns but never write, and
// never open the admin lists. Each case checks the refused write left the row as it was.

type Ids = { countryId: number; cityId: number; currencyId: number; dictId: number; itemId: number };

const fixture = async (t: Parameters<TenancyCase["setup"]>[0]): Promise<Ids> => {
  const [country] = await t.db.select().from(countries).where(eq(countries.regionCode, "FR"));
  const [city] = await t.db.select().from(cities).where(eq(cities.cityCode, "FRPAR"));
  const [currency] = await t.db.select().from(currencies).where(eq(currencies.code, "EUR"));
  const [dict] = await t.db.select().from(dictTypes).where(eq(dictTypes.name, "cargo_type"));
  const [item] = await t.db.select().from(dictItems).where(eq(dictItems.dictId, dict!.id));
  return {
    countryId: country!.id,
    cityId: city!.id,
    currencyId: currency!.id,
    dictId: dict!.id,
    itemId: item!.id,
  };
};

const refused = (
  name: string,
  request: (ids: Ids) => { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown },
  unchanged?: TenancyCase<Ids>["unchanged"],
) =>
  tenancyCase<Ids>({
    name: `reference: ${name}`,
    setup: (t) => fixture(t),
    request,
    refusedWith: [403],
    ...(unchanged ? { unchanged } : {}),
  });

const city = { cityName: "X", cityCode: "FRXXX", countryCode: "FR" };
const country = { regionName: "X", regionNameEn: "X", regionCode: "QZ", threeRegionCode: "QZQ" };
const label = { zh: "X", en: "X", ko: "X" };

export const tenancyCases: TenancyCase<unknown>[] = [
  refused("country list", () => ({ method: "GET", url: "/api/reference/countries" })),
  refused(
    "country create",
    () => ({ method: "POST", url: "/api/reference/countries", body: country }),
    async (t) => {
      expect(await t.db.select().from(countries).where(eq(countries.regionCode, "QZ"))).toEqual([]);
    },
  ),
  refused(
    "country edit",
    (ids) => ({
      method: "PUT",
      url: `/api/reference/countries/${ids.countryId}`,
      body: { ...country, regionCode: "FR" },
    }),
    async (t, ids) => {
      const [row] = await t.db.select().from(countries).where(eq(countries.id, ids.countryId));
      expect(row!.regionName).toBe("法国");
    },
  ),
  refused(
    "country hot flag",
    (ids) => ({ method: "PUT", url: `/api/reference/countries/${ids.countryId}/hot`, body: { hot: false } }),
    async (t, ids) => {
      const [row] = await t.db.select().from(countries).where(eq(countries.id, ids.countryId));
      expect(row!.hot).toBe(true);
    },
  ),
  refused("city list", () => ({ method: "GET", url: "/api/reference/cities" })),
  refused("city template", () => ({ method: "GET", url: "/api/reference/cities/template" })),
  refused("city export", () => ({ method: "GET", url: "/api/reference/cities/export" })),
  refused(
    "city create",
    () => ({ method: "POST", url: "/api/reference/cities", body: city }),
    async (t) => {
      expect(await t.db.select().from(cities).where(eq(cities.cityCode, "FRXXX"))).toEqual([]);
    },
  ),
  refused(
    "city edit",
    (ids) => ({
      method: "PUT",
      url: `/api/reference/cities/${ids.cityId}`,
      body: { ...city, cityCode: "FRPAR" },
    }),
    async (t, ids) => {
      const [row] = await t.db.select().from(cities).where(eq(cities.id, ids.cityId));
      expect(row!.cityName).toBe("巴黎");
    },
  ),
  refused(
    "city delete",
    (ids) => ({ method: "DELETE", url: `/api/reference/cities/${ids.cityId}` }),
    async (t, ids) => {
      expect(await t.db.select().from(cities).where(eq(cities.id, ids.cityId))).toHaveLength(1);
    },
  ),
  refused("city import", () => ({
    method: "POST",
    url: "/api/reference/cities/import?mode=partial",
    body: {},
  })),
  refused("currency list", () => ({ method: "GET", url: "/api/reference/currencies" })),
  refused(
    "currency rate",
    (ids) => ({
      method: "PUT",
      url: `/api/reference/currencies/${ids.currencyId}/rate`,
      body: { rate: "1.5" },
    }),
    async (t, ids) => {
      const [row] = await t.db.select().from(currencies).where(eq(currencies.id, ids.currencyId));
      expect(row!.rate).not.toBe("1.50000000");
      const history = await t.db
        .select()
        .from(currencyRateHistory)
        .where(eq(currencyRateHistory.currencyId, ids.currencyId));
      expect(history.filter((h) => h.newRate === "1.50000000")).toEqual([]);
    },
  ),
  refused("currency history", (ids) => ({
    method: "GET",
    url: `/api/reference/currencies/${ids.currencyId}/history`,
  })),
  refused("dictionary list", () => ({ method: "GET", url: "/api/reference/dicts" })),
  refused(
    "dictionary create",
    () => ({ method: "POST", url: "/api/reference/dicts", body: { name: "intruder_dict" } }),
    async (t) => {
      expect(await t.db.select().from(dictTypes).where(eq(dictTypes.name, "intruder_dict"))).toEqual([]);
    },
  ),
  refused(
    "dictionary edit",
    (ids) => ({ method: "PUT", url: `/api/reference/dicts/${ids.dictId}`, body: { name: "renamed" } }),
    async (t, ids) => {
      const [row] = await t.db.select().from(dictTypes).where(eq(dictTypes.id, ids.dictId));
      expect(row!.name).toBe("cargo_type");
    },
  ),
  refused(
    "dictionary delete",
    (ids) => ({ method: "DELETE", url: `/api/reference/dicts/${ids.dictId}` }),
    async (t, ids) => {
      expect(await t.db.select().from(dictTypes).where(eq(dictTypes.id, ids.dictId))).toHaveLength(1);
    },
  ),
  refused("dictionary items", (ids) => ({ method: "GET", url: `/api/reference/dicts/${ids.dictId}/items` })),
  refused(
    "dictionary item create",
    (ids) => ({
      method: "POST",
      url: `/api/reference/dicts/${ids.dictId}/items`,
      body: { value: "intruder", label },
    }),
    async (t) => {
      expect(await t.db.select().from(dictItems).where(eq(dictItems.value, "intruder"))).toEqual([]);
    },
  ),
  refused(
    "dictionary item edit",
    (ids) => ({
      method: "PUT",
      url: `/api/reference/dict-items/${ids.itemId}`,
      body: { value: "general", label },
    }),
    async (t, ids) => {
      const [row] = await t.db.select().from(dictItems).where(eq(dictItems.id, ids.itemId));
      expect(row!.label.zh).not.toBe("X");
    },
  ),
  refused(
    "dictionary item delete",
    (ids) => ({ method: "DELETE", url: `/api/reference/dict-items/${ids.itemId}` }),
    async (t, ids) => {
      expect(await t.db.select().from(dictItems).where(eq(dictItems.id, ids.itemId))).toHaveLength(1);
    },
  ),
  tenancyCase<Ids>({
    name: "reference: dropdowns stay readable for every signed-in user",
    setup: (t) => fixture(t),
    request: () => ({ method: "GET", url: "/api/dictDetail?dictName=cargo_type&size=9999" }),
    leaksNothing: (response) => expect(response.json().code).toBe(10200),
  }),
];
