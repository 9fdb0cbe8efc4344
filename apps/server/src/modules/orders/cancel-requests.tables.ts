import { CANCEL_REQUEST_STATUSES } from "@pp/domain";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.tables";

/**
 * A customer's request to cancel a handed-over order (issue 13, spec §4): the carrier confirms offline, then
 * platform staff confirm it (the order is cancelled and refunded) or refuse it with a reason. An order has at most
 * one pending request.
 */
export const orderCancelRequests = pgTable(
  "order_cancel_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orgId: integer("org_id").notNull(),
    status: text("status", { enum: CANCEL_REQUEST_STATUSES }).notNull().default("pending"),
    requestedBy: integer("requested_by").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    answeredBy: integer("answered_by"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Why staff refused it, as they typed it. */
    refusal: text("refusal").notNull().default(""),
  },
  (t) => [
    uniqueIndex("order_cancel_requests_pending_uq").on(t.orderId).where(sql`${t.status} = 'pending'`),
    // An order's latest request (its detail page), and the foreign key's check when a draft is deleted.
    index("order_cancel_requests_order_idx").on(t.orderId, t.id),
    index("order_cancel_requests_status_idx").on(t.status, t.id),
  ],
);
