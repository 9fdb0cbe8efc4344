import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// What platform's own services store (rate limits, task records, the database file store): platform imports no module, so its tables
// live here.

// Fixed-window counters shared by every server process.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [check("rate_limits_hits_positive", sql`${t.hits} > 0`)],
);

// A background task as users see it (spec §4: processing, failed, completed).
export type TaskProgress = { total: number; processed: number; succeeded: number; failed: number };

export const tasks = pgTable(
  "tasks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orgId: integer("org_id"),
    userId: integer("user_id"),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["processing", "failed", "completed"] }).notNull(),
    summary: text("summary"),
    error: text("error"),
    result: jsonb("result"),
    // How far a long task has come while it runs (an import's orders), written by its job.
    progress: jsonb("progress").$type<TaskProgress>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("tasks_org_created_idx").on(t.orgId, t.createdAt)],
);

/** Binary column: node-postgres answers a Buffer, PGlite a Uint8Array; both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

// The file store's database backend (platform/file-store.ts): one row per stored file, its bytes included.
// The other backends (a directory, an S3 bucket) keep their files there and nothing here.
export const storedFiles = pgTable("stored_files", {
  /** The store's key, `db:<uuid>`. */
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  name: text("name").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
// The transactional event outbox: a module writes an event in the transaction of the change it announces, so an
// event exists exactly when its change committed. Delivery (webhooks, the open-API issue) reads undelivered rows
// in id order and marks them.
export const eventOutbox = pgTable(
  "event_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What happened, "<aggregate>.<event>" (order.placed, order.paid). */
    topic: text("topic").notNull(),
    aggregateType: text("aggregate_type").notNull(),
    aggregateId: integer("aggregate_id").notNull(),
    /** The tenant the event belongs to (whose webhooks receive it). */
    orgId: integer("org_id").notNull(),
    /** The aggregate's version after the change: a receiver drops an event older than one it has seen. */
    version: integer("version").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("event_outbox_undelivered_idx").on(t.id).where(sql`${t.deliveredAt} is null`),
    index("event_outbox_aggregate_idx").on(t.aggregateType, t.aggregateId, t.version),
  ],
);

// The API log (spec §7 apiLog): every call the platform makes to a provider (carriers) and, later, every call made
// to the open API, with bodies masked (credentials, phones, tax ids) and capped, labels replaced by a file-store
// key (platform/api-log.ts). Pruned after API_LOG_RETENTION_DAYS by a daily job.
export const apiCalls = pgTable(
  "api_calls",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** "outbound": the platform called a provider; "inbound": someone called the open API. */
    direction: text("direction", { enum: ["outbound", "inbound"] }).notNull(),
    providerId: integer("provider_id"),
    /** The open-API token an inbound call came with. */
    apiTokenId: integer("api_token_id"),
    /** The tenant the call was for (whose order was pushed, whose token called). */
    orgId: integer("org_id"),
    operation: text("operation").notNull(),
    orderNo: text("order_no"),
    method: text("method").notNull(),
    url: text("url").notNull(),
    /** The HTTP status; 0 when no answer came (network failure, timeout, an open circuit). */
    status: integer("status").notNull(),
    outcome: text("outcome", { enum: ["ok", "rejected", "unavailable", "notFound", "refused"] }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    request: text("request").notNull(),
    response: text("response").notNull(),
    labelFile: text("label_file"),
  },
  (t) => [
    // The time window's rows with every column the statistics, the providers' figures and the pruning read, so
    // they read the index alone (docs/operations.md `api-log`).
    index("api_calls_at_stats_idx").on(
      t.at,
      t.direction,
      t.orgId,
      t.providerId,
      t.operation,
      t.outcome,
      t.durationMs,
      t.labelFile,
    ),
    // The list's keyset pages (newest id first) of one provider, and of one customer's calls in one direction.
    index("api_calls_provider_idx").on(t.providerId, t.id),
    index("api_calls_org_idx").on(t.orgId, t.direction, t.id),
    index("api_calls_order_idx").on(t.orderNo),
  ],
);
