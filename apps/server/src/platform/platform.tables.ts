import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// What platform's own services store (rate limits, task records): platform imports no module, so its tables
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("tasks_org_created_idx").on(t.orgId, t.createdAt)],
);
