import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Reference data is platform-wide: no owner org. Everyone signed in reads it; only platform admins write it.

export const countries = pgTable(
  "countries",
  {
    id: serial("id").primaryKey(),
    regionName: text("region_name").notNull(),
    regionNameEn: text("region_name_en").notNull(),
    regionCode: text("region_code").notNull(),
    threeRegionCode: text("three_region_code").notNull(),
    quanPin: text("quan_pin").notNull().default(""),
    areaCode: text("area_code").notNull().default(""),
    hot: boolean("hot").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("countries_region_code_uq").on(t.regionCode)],
);

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    cityName: text("city_name").notNull(),
    cityNameEn: text("city_name_en").notNull().default(""),
    cityCode: text("city_code").notNull(),
    provinceName: text("province_name").notNull().default(""),
    provinceNameEn: text("province_name_en").notNull().default(""),
    countryCode: text("country_code").notNull(),
    countryName: text("country_name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cities_city_code_uq").on(t.cityCode), index("cities_country_idx").on(t.countryCode)],
);

export type LocalizedName = { zh: string; en: string; ko: string };

export const currencies = pgTable(
  "currencies",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: jsonb("name").$type<LocalizedName>().notNull(),
    symbol: text("symbol").notNull().default(""),
    // Units of the base currency (CNY) per 1 unit of this one.
    rate: numeric("rate", { precision: 20, scale: 8 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("currencies_code_uq").on(t.code)],
);

// Append-only: every rate change, who made it and when.
export const currencyRateHistory = pgTable(
  "currency_rate_history",
  {
    id: serial("id").primaryKey(),
    currencyId: integer("currency_id")
      .notNull()
      .references(() => currencies.id),
    oldRate: numeric("old_rate", { precision: 20, scale: 8 }).notNull(),
    newRate: numeric("new_rate", { precision: 20, scale: 8 }).notNull(),
    changedByUserId: integer("changed_by_user_id"),
    changedBy: text("changed_by"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("currency_rate_history_currency_idx").on(t.currencyId, t.changedAt)],
);

export const dictTypes = pgTable(
  "dict_types",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [uniqueIndex("dict_types_name_uq").on(t.name)],
);

export const dictItems = pgTable(
  "dict_items",
  {
    id: serial("id").primaryKey(),
    dictId: integer("dict_id")
      .notNull()
      .references(() => dictTypes.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    label: jsonb("label").$type<LocalizedName>().notNull(),
    sort: integer("sort").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [uniqueIndex("dict_items_dict_value_uq").on(t.dictId, t.value)],
);
