import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orgs, users } from "../identity";

// Webhooks (issue 16): a customer's endpoints, one delivery per (event, endpoint) which is also the send queue,
// and every attempt of a delivery (docs/architecture.md "Webhooks").

export const WEBHOOK_DELIVERY_STATUSES = ["waiting", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => orgs.id),
    url: text("url").notNull(),
    /** The event types it subscribed to (WEBHOOK_EVENTS). */
    events: text("events").array().notNull(),
    /** The signing secret (`whsec_…`), sealed under WEBHOOK_SECRETS_KEY. */
    secretSealed: text("secret_sealed").notNull(),
    /** The secret before the last rotation, still signing beside the new one until `previous_secret_until`. */
    previousSecretSealed: text("previous_secret_sealed"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
    enabled: boolean("enabled").notNull().default(true),
    /** Why it was disabled: "customer", "gone" (it answered 410) or "failing" (WEBHOOK_DISABLE_AFTER_DAYS). */
    disabledReason: text("disabled_reason", { enum: ["customer", "gone", "failing"] }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Since when every attempt failed (null after a success). */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastStatus: integer("last_status"),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_org_idx").on(t.orgId)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    orgId: integer("org_id").notNull(),
    /** The outbox event it carries; null for a test event. */
    eventId: bigint("event_id", { mode: "number" }),
    /** The `webhook-id` header: the same on every attempt and re-push. */
    messageId: text("message_id").notNull(),
    type: text("type").notNull(),
    data: jsonb("data").notNull(),
    /** When the event happened: the body's `timestamp`. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** The first attempt since it last became waiting: the retry schedule counts from it. */
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    lastStatus: integer("last_status"),
    lastDurationMs: integer("last_duration_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_uq").on(t.eventId, t.endpointId),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'waiting'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    index("webhook_deliveries_org_idx").on(t.orgId, t.id),
  ],
);

export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deliveryId: bigint("delivery_id", { mode: "number" })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The HTTP status; 0 when no answer came (refused address, network failure, timeout). */
    status: integer("status").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** The answer's first 1 KB. */
    responseExcerpt: text("response_excerpt").notNull().default(""),
    error: text("error").notNull().default(""),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId)],
);
