import {
  ORDER_RULE_STATUSES,
  ORDER_RULE_STRATEGIES,
  type OrderRuleConditions,
  type OrderRuleField,
  type OrderRuleScope,
} from "@pp/domain";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Order rule groups (订单规则组, spec §2): the platform's, ordered by position; the scope narrows their rules. */
export const orderRuleGroups = pgTable("order_rule_groups", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  status: text("status", { enum: ORDER_RULE_STATUSES }).notNull().default("active"),
  position: integer("position").notNull(),
  scope: jsonb("scope").$type<OrderRuleScope>().notNull(),
  createdBy: integer("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Order rules: what a rule catches and what it does, ordered by position within their group. */
export const orderRules = pgTable(
  "order_rules",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => orderRuleGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status", { enum: ORDER_RULE_STATUSES }).notNull().default("active"),
    position: integer("position").notNull(),
    conditions: jsonb("conditions").$type<OrderRuleConditions>().notNull(),
    strategy: text("strategy", { enum: ORDER_RULE_STRATEGIES }).notNull(),
    message: text("message").notNull().default(""),
    requiredFields: jsonb("required_fields").$type<OrderRuleField[]>().notNull().default([]),
    switchProductId: integer("switch_product_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_rules_group_idx").on(t.groupId, t.position)],
);

/** The platform's word list of sensitive words and brand names rules may catch in goods names (lower-cased). */
export const orderRuleWords = pgTable(
  "order_rule_words",
  {
    id: serial("id").primaryKey(),
    word: text("word").notNull(),
  },
  (t) => [uniqueIndex("order_rule_words_word_key").on(sql`lower(${t.word})`)],
);
