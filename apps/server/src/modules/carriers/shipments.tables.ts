import { LABEL_STATUSES, SUBMISSION_STATUSES } from "@pp/domain";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { dockingProviders } from "./carriers.tables";

// An order's submission to its carrier (spec §4; issue 15): one row per order, which is also the push queue. A
// worker claims due rows (`next_attempt_at`, a lease so two processes never push one order at once), pushes them
// and fetches pending labels (flows/push-orders.ts).
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    orgId: integer("org_id").notNull(),
    /** Our order number: the carrier's own reference for the shipment (a retry asks for it first). */
    orderNo: text("order_no").notNull(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => dockingProviders.id),
    serviceCode: text("service_code").notNull(),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("waiting"),
    /** Pushes tried since it last became waiting; a retry asks the carrier before creating again. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The carrier's words when it refused or failed, as it wrote them. */
    errorMessage: text("error_message").notNull().default(""),
    errorCode: text("error_code").notNull().default(""),
    carrierShipmentId: text("carrier_shipment_id").notNull().default(""),
    trackingNumber: text("tracking_number"),
    labelStatus: text("label_status", { enum: LABEL_STATUSES }).notNull().default("none"),
    labelFile: text("label_file"),
    labelFormat: text("label_format", { enum: ["pdf", "zpl"] }),
    /** A pending label not obtained by then has timed out. */
    labelDeadline: timestamp("label_deadline", { withTimezone: true }),
    /** How often the label was printed, and when last (a print after the first is a reprint). */
    printCount: integer("print_count").notNull().default(0),
    printedAt: timestamp("printed_at", { withTimezone: true }),
    /** Marked successful by staff after confirming with the carrier. */
    byHand: boolean("by_hand").notNull().default(false),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shipments_order_uq").on(t.orderId),
    // The worker's queue: submissions to push and labels to fetch, by when they are due.
    index("shipments_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'waiting' or ${t.labelStatus} = 'pending'`),
    index("shipments_org_idx").on(t.orgId, t.id),
    index("shipments_tracking_idx").on(t.trackingNumber),
    // The order list's print filters (orders/queries): the labels never printed by org, and the reprinted ones.
    index("shipments_unprinted_idx").on(t.orgId, t.orderId).where(sql`${t.printCount} = 0`),
    index("shipments_reprinted_idx").on(t.orderId).where(sql`${t.printCount} >= 2`),
    // Tracking's "failed" count and filter (tracking/derived-states.ts): the few failed submissions, not all.
    index("shipments_failed_idx").on(t.orderId).where(sql`${t.status} = 'failed'`),
  ],
);

// The seller's own label of an order (spec §3 usePreRecordedType; issue 15): the PDF a marketplace gave the seller,
// kept in the file store and printed as it came (fitted to the page) instead of a carrier's; such an order is never
// pushed, so it has no `shipments` row. Its prints are counted here as a carrier label's are on its submission.
export const sellerLabels = pgTable(
  "seller_labels",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    orgId: integer("org_id").notNull(),
    orderNo: text("order_no").notNull(),
    labelFile: text("label_file").notNull(),
    fileName: text("file_name").notNull(),
    size: integer("size").notNull(),
    uploadedBy: integer("uploaded_by").notNull(),
    printCount: integer("print_count").notNull().default(0),
    printedAt: timestamp("printed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("seller_labels_order_uq").on(t.orderId),
    index("seller_labels_org_idx").on(t.orgId, t.id),
  ],
);
