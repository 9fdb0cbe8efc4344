import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../../identity";
import { dockingProviders } from "../carriers.tables";

// Number pools (issue 15): the tracking numbers a manual provider hands out, imported by the platform. A pool
// serves one service code of its provider, or all of them (service code ""). A number is in one pool only, and
// once an order took it, it is never handed out again (a cancelled order keeps it).
export const numberPools = pgTable(
  "number_pools",
  {
    id: serial("id").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => dockingProviders.id),
    serviceCode: text("service_code").notNull().default(""),
    name: text("name").notNull(),
    // At or below this many unused numbers the pool is low: tagged in the console, staff told once a crossing.
    lowStockThreshold: integer("low_stock_threshold").notNull().default(0),
    // Staff were told the pool went low; cleared when an import lifts it above the threshold again.
    lowStockNoticed: boolean("low_stock_noticed").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("number_pools_provider_idx").on(t.providerId, t.serviceCode)],
);

export const poolNumbers = pgTable(
  "pool_numbers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    poolId: integer("pool_id")
      .notNull()
      .references(() => numberPools.id),
    number: text("number").notNull(),
    // The order that took it (the orders module's id and number, kept as written); null while unused.
    orderId: integer("order_id"),
    orderNo: text("order_no"),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("pool_numbers_number_key").on(t.number),
    // The next unused number of a pool, in import order.
    index("pool_numbers_unused_idx").on(t.poolId, t.id).where(sql`${t.orderId} is null`),
    index("pool_numbers_order_idx").on(t.orderId),
  ],
);
