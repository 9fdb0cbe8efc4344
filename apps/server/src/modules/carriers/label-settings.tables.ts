import { DELIVERY_LABEL_RULES, LABEL_IDS, PRINT_FORMATS, PRINT_LABEL_TYPES } from "@pp/contracts";
import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orgs, users } from "../identity";

// Label settings, the print profiles (spec §3 Label setting, §7 labelSetting): which label prints for a customer's
// orders of a sales product, on which page and in which printer language. A missing customer is the platform's
// default for every customer, a missing product every product; the most specific setting wins
// (label-settings.resolve.ts). The product is catalog's sales product (no foreign key: catalog's tables already
// name carriers', and the service checks the product exists).
export const labelSettings = pgTable(
  "label_settings",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").references(() => orgs.id, { onDelete: "cascade" }),
    productId: integer("product_id"),
    printLabelType: text("print_label_type", { enum: PRINT_LABEL_TYPES }).notNull().default("carrier"),
    labelId: text("label_id", { enum: LABEL_IDS }).notNull().default("4x6"),
    deliveryLabelRule: text("delivery_label_rule", { enum: DELIVERY_LABEL_RULES })
      .notNull()
      .default("notReady"),
    format: text("format", { enum: PRINT_FORMATS }).notNull().default("pdf"),
    dpi: integer("dpi").notNull().default(203),
    printerFont: text("printer_font").notNull().default(""),
    updatedBy: integer("updated_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One setting per (customer, product), "none" counting as one value of each.
    uniqueIndex("label_settings_scope_uq").on(sql`coalesce(${t.orgId}, 0)`, sql`coalesce(${t.productId}, 0)`),
  ],
);
