import { sql } from "drizzle-orm";
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { orgs } from "../identity";

// The open API's `Idempotency-Key`s: the fingerprint of the body that first used each key, so the same key with
// another body is refused (the order itself answers a repeat through placement's own key, orders' unique index).
export const openApiKeys = pgTable(
  "open_api_keys",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => orgs.id),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] })],
);
