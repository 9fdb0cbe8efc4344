import { ORDER_ABNORMAL_KINDS } from "@pp/domain";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./orders.tables";

/**
 * Abnormal orders (issue 13, spec §2): one row per reason an order was flagged, open until cleared. The abnormal
 * list reads the open rows of the caller's scope; the order's detail shows all of them.
 */
export const orderAbnormalities = pgTable(
  "order_abnormalities",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orgId: integer("org_id").notNull(),
    supplierOrgId: integer("supplier_org_id"),
    kind: text("kind", { enum: ORDER_ABNORMAL_KINDS }).notNull(),
    /** The order rule that flagged it (kind "rule"). */
    ruleId: integer("rule_id"),
    /** A message key the console translates (e.g. arrears), or null when `reason` is text as someone typed it. */
    reasonKey: text("reason_key"),
    reasonParams: jsonb("reason_params").$type<Record<string, string | number>>(),
    /** The reason in the words of whoever flagged it: a rule's message, a carrier's answer, an event's text. */
    reason: text("reason").notNull().default(""),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
    /** Who cleared it; null when the platform did (the arrears paid). */
    clearedBy: integer("cleared_by"),
  },
  (t) => [
    index("order_abnormalities_org_open_idx").on(t.orgId, t.id).where(sql`${t.clearedAt} is null`),
    index("order_abnormalities_supplier_open_idx")
      .on(t.supplierOrgId, t.id)
      .where(sql`${t.clearedAt} is null`),
    index("order_abnormalities_open_idx").on(t.id).where(sql`${t.clearedAt} is null`),
    index("order_abnormalities_order_idx").on(t.orderId, t.id),
    // The cleared and "all" views of one customer's or supplier's list: cleared rows pile up without bound, and
    // without these a page or its count reads the whole table (137 ms for a count over a million rows).
    index("order_abnormalities_org_idx").on(t.orgId, t.id),
    index("order_abnormalities_supplier_idx").on(t.supplierOrgId, t.id),
  ],
);
