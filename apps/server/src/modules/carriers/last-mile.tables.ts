import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../identity";
import { dockingProviders } from "./carriers.tables";

// The last mile (spec §2 distributor and delivery service editing, §7 api/tailLogistics): the carriers that hand
// parcels to the receiver in the destination country, and the services they deliver behind a docking provider.
// Both are the platform's own reference data: no owner org, only staff read or change them.

/** A last-mile carrier (末端派送商): USPS, Royal Mail, CJ대한통운, 顺丰. */
export const distributors = pgTable(
  "distributors",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    // ISO 3166 alpha-2 codes of the countries it delivers in.
    countries: jsonb("countries").$type<string[]>().notNull().default([]),
    website: text("website").notNull().default(""),
    // Its tracking page with `{number}` where the number goes (packages/domain tracking-url.ts); "" without one.
    trackingUrlTemplate: text("tracking_url_template").notNull().default(""),
    enabled: boolean("enabled").notNull().default(true),
    remark: text("remark").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("distributors_code_key").on(sql`lower(${t.code})`)],
);

/**
 * A delivery service (尾程服务): a distributor's service reached through a docking provider under the provider's
 * service code. Neither its distributor nor its provider can be deleted while it exists (no cascade).
 */
export const deliveryServices = pgTable(
  "delivery_services",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    distributorId: integer("distributor_id")
      .notNull()
      .references(() => distributors.id),
    providerId: integer("provider_id")
      .notNull()
      .references(() => dockingProviders.id),
    providerServiceCode: text("provider_service_code").notNull().default(""),
    countries: jsonb("countries").$type<string[]>().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
    remark: text("remark").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("delivery_services_code_key").on(sql`lower(${t.code})`),
    index("delivery_services_distributor_idx").on(t.distributorId),
    index("delivery_services_provider_idx").on(t.providerId),
  ],
);
