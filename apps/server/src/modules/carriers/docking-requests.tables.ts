import { DOCKING_REQUEST_STATUSES } from "@pp/domain";
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orgs, users } from "../identity";

// Docking requests (spec §9: docking a provider API the platform lacks costs 3000 yuan each): a customer asks the
// platform to dock a carrier; the fee is held on its wallet while the request is pending (`holdId`), captured when
// staff accept it, released when they reject it or the customer withdraws it (DOCKING_REQUEST_TRANSITIONS).
export const dockingRequests = pgTable(
  "docking_requests",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => orgs.id),
    /** Who asked. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    carrierName: text("carrier_name").notNull(),
    website: text("website").notNull().default(""),
    apiDocsUrl: text("api_docs_url").notNull(),
    contact: text("contact").notNull(),
    note: text("note").notNull().default(""),
    /** The submission's idempotency key: a repeat of the submission answers this row. */
    requestKey: text("request_key").notNull().default(""),
    currency: text("currency").notNull(),
    fee: numeric("fee", { precision: 16, scale: 2 }).notNull(),
    status: text("status", { enum: DOCKING_REQUEST_STATUSES }).notNull().default("pending"),
    /** The wallet hold reserving the fee (set in the transaction that writes the request). */
    holdId: integer("hold_id"),
    rejectReason: text("reject_reason"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("docking_requests_org_idx").on(t.orgId, t.id),
    uniqueIndex("docking_requests_key_uq").on(t.orgId, t.requestKey),
    index("docking_requests_status_idx").on(t.status),
  ],
);
