import type { ProblemAddress } from "@pp/contracts";
import { PROBLEM_ANSWER_KINDS, PROBLEM_STATUSES, PROBLEM_TYPES } from "@pp/domain";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./orders.tables";

/** A file staff attached to a problem: its key in the file store and what the reader downloads it as. */
export type ProblemAttachment = { key: string; name: string; contentType: string; size: number };

/**
 * A problem order (问题件, issue 13, spec §2): platform staff raise a problem on an order, the customer answers it
 * (a reply, a corrected address, return or destroy), staff resolve it. The order's org is kept here so the
 * customer's list reads one table.
 */
export const orderProblems = pgTable(
  "order_problems",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orgId: integer("org_id").notNull(),
    type: text("type", { enum: PROBLEM_TYPES }).notNull(),
    description: text("description").notNull(),
    attachments: jsonb("attachments").$type<ProblemAttachment[]>().notNull().default([]),
    status: text("status", { enum: PROBLEM_STATUSES }).notNull().default("open"),
    raisedBy: integer("raised_by").notNull(),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull().defaultNow(),
    answerKind: text("answer_kind", { enum: PROBLEM_ANSWER_KINDS }),
    answerText: text("answer_text").notNull().default(""),
    /** The address the customer gave with a `correctedAddress` answer, as typed. */
    correctedAddress: jsonb("corrected_address").$type<ProblemAddress>(),
    answeredBy: integer("answered_by"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolutionNote: text("resolution_note").notNull().default(""),
  },
  (t) => [
    // The customer's list (by org), staff's list by status, and the foreign key's check when a draft is deleted.
    index("order_problems_org_idx").on(t.orgId, t.id),
    index("order_problems_status_idx").on(t.status, t.id),
    index("order_problems_order_idx").on(t.orderId),
  ],
);
