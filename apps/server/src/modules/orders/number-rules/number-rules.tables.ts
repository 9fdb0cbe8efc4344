import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Tracking-number substring rules (单号截取规则, spec §3): the platform's, tried by every scan in position order. */
export const numberRules = pgTable(
  "number_rules",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    isOpen: boolean("is_open").notNull().default(true),
    startsWith: text("starts_with").notNull().default(""),
    endsWith: text("ends_with").notNull().default(""),
    onlyRule: boolean("only_rule").notNull().default(false),
    length: integer("length"),
    substringStart: integer("substring_start").notNull().default(0),
    substringEnd: integer("substring_end"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("number_rules_position_idx").on(t.position)],
);
