import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// What the sandbox SMS/email sender "delivered". `body` is the recipient's copy, shown only on the sandbox inbox
// page of that phone number or mailbox; staff read `maskedBody`, where the verification code is hidden.
export const sandboxMessages = pgTable(
  "sandbox_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    maskedBody: text("masked_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sandbox_messages_created_idx").on(t.createdAt),
    index("sandbox_messages_recipient_idx").on(t.recipient),
  ],
);

// Every write: who, what, when, from where, and whether it succeeded (the operation log).
export const operationLogs = pgTable(
  "operation_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orgId: integer("org_id"),
    userId: integer("user_id"),
    username: text("username"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    changes: jsonb("changes"),
    ip: text("ip"),
    success: boolean("success").notNull(),
    status: smallint("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("operation_logs_created_idx").on(t.createdAt),
    index("operation_logs_org_created_idx").on(t.orgId, t.createdAt),
  ],
);
