import { ORDER_IMPORT_MODES, ORDER_IMPORT_STATUSES, type OrderParty } from "@pp/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { ImportActor } from "./import-actor";

// Bulk orders (issue 14): an uploaded file's import, run by a task (flows/import-orders.ts), and the outcome of
// each of its orders. The outcomes make a resumed run exact (a chunk done is never placed again) and give the
// failed-records file and the drafts awaiting payment.

export const ORDER_IMPORT_OUTCOMES = ["placed", "drafted", "failed", "existing"] as const;
export type OrderImportOutcome = (typeof ORDER_IMPORT_OUTCOMES)[number];

export const orderImports = pgTable(
  "order_imports",
  {
    id: serial("id").primaryKey(),
    serialNo: text("serial_no").notNull().default(""),
    orgId: integer("org_id").notNull(),
    createdBy: integer("created_by").notNull(),
    /** Who uploaded, as the job places the orders (plain JSON, no session). */
    uploader: jsonb("uploader").$type<ImportActor>().notNull(),
    taskId: bigint("task_id", { mode: "number" }).notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    fileSha256: text("file_sha256").notNull(),
    mode: text("mode", { enum: ORDER_IMPORT_MODES }).notNull(),
    /** The address-book entry chosen at upload; null = the org's default sender. */
    senderAddressId: integer("sender_address_id"),
    /** The sender every order of the file is placed with, as it was when the import first ran. */
    sender: jsonb("sender").$type<OrderParty>(),
    status: text("status", { enum: ORDER_IMPORT_STATUSES }).notNull().default("processing"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    succeeded: integer("succeeded").notNull().default(0),
    drafted: integer("drafted").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    chargedAmount: numeric("charged_amount", { precision: 18, scale: 2 }),
    chargedCurrency: text("charged_currency"),
    holdId: integer("hold_id"),
    errorKey: text("error_key"),
    errorParams: jsonb("error_params").$type<Record<string, string | number>>(),
    failedFileKey: text("failed_file_key"),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    nextIndex: integer("next_index").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("order_imports_org_id_idx").on(t.orgId, t.id),
    index("order_imports_processing_idx").on(t.status, t.leaseUntil),
  ],
);

export const orderImportOrders = pgTable(
  "order_import_orders",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => orderImports.id, { onDelete: "cascade" }),
    orderIndex: integer("order_index").notNull(),
    rowNumbers: jsonb("row_numbers").$type<number[]>().notNull(),
    reference: text("reference").notNull(),
    outcome: text("outcome", { enum: ORDER_IMPORT_OUTCOMES }).notNull(),
    orderId: integer("order_id"),
    reason: text("reason"),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.orderIndex] }),
    // The history's "drafts awaiting payment" count and filter read only an import's drafted orders.
    index("order_import_orders_drafted_idx").on(t.importId, t.orderId).where(sql`${t.outcome} = 'drafted'`),
  ],
);
