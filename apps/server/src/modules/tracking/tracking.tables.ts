import { MAPPABLE_TRACK_STATUSES, TRACK_STATUSES } from "@pp/domain";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../identity";

// Tracking (issue 17; docs/architecture.md "Tracking"): rule groups and their rules (spec §3), which group a product
// or a provider uses, every event a parcel's numbers got (raw, as the carrier sent it, with what the rules made of
// it) and each parcel's tracking state, which is also the refresh queue.

export const TRACK_GROUP_SUBJECTS = ["product", "provider"] as const;
export type TrackGroupSubject = (typeof TRACK_GROUP_SUBJECTS)[number];

export const TRACK_STOP_REASONS = ["final", "expired", "tooOld", "cancelled"] as const;

/** A rule group (spec §3: name, description, creator, created time); one of them is the platform default. */
export const trackRuleGroups = pgTable(
  "track_rule_groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("track_rule_groups_name_uq").on(t.name),
    uniqueIndex("track_rule_groups_default_uq").on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

/** A rule (spec §3 TrackStatus, EventCode, StatusDesc, EventDesc, EventAlert, keyword, source, …, status). */
export const trackRules = pgTable(
  "track_rules",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => trackRuleGroups.id, { onDelete: "cascade" }),
    /** Rule order within the group (ascending): among equal matches the first wins. */
    position: integer("position").notNull(),
    trackStatus: text("track_status", { enum: MAPPABLE_TRACK_STATUSES }).notNull(),
    eventCode: text("event_code").notNull().default(""),
    /** StatusDesc: the status text this rule shows instead of the status's own (≤ 10 characters). */
    statusText: text("status_text").notNull().default(""),
    /** EventDesc: the event described in the platform's words, shown beside the carrier's text. */
    eventText: text("event_text").notNull().default(""),
    alert: boolean("alert").notNull().default(false),
    keyword: text("keyword").notNull().default(""),
    /** The event source it applies to (a carrier adapter's code); "" for every source. */
    source: text("source").notNull().default(""),
    integrationCode: text("integration_code").notNull().default(""),
    apiName: text("api_name").notNull().default(""),
    token: text("token").notNull().default(""),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("track_rules_group_idx").on(t.groupId, t.position)],
);

/** Which group a product or a provider uses (a product's group first, then its provider's, then the default). */
export const trackGroupAssignments = pgTable(
  "track_group_assignments",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => trackRuleGroups.id, { onDelete: "cascade" }),
    subjectKind: text("subject_kind", { enum: TRACK_GROUP_SUBJECTS }).notNull(),
    subjectId: integer("subject_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("track_group_assignments_subject_uq").on(t.subjectKind, t.subjectId)],
);

/**
 * One parcel's tracking: its status (its latest event's by event time), whether an event alerted, its first and last
 * event times, and when it is next refreshed (null: no longer; `stop_reason` says why). The refresh worker claims
 * due rows with a lease, as the push worker claims shipments.
 */
export const parcelTracks = pgTable(
  "parcel_tracks",
  {
    orderId: integer("order_id").primaryKey(),
    orgId: integer("org_id").notNull(),
    productId: integer("product_id").notNull(),
    providerId: integer("provider_id"),
    status: text("status", { enum: TRACK_STATUSES }),
    /** The rule that set the status (its StatusDesc and alert); null for none or for `expired`. */
    statusRuleId: integer("status_rule_id"),
    alert: boolean("alert").notNull().default(false),
    firstEventAt: timestamp("first_event_at", { withTimezone: true }),
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    eventCount: integer("event_count").notNull().default(0),
    /** When tracking began: the label made or the order handed over. */
    trackedSince: timestamp("tracked_since", { withTimezone: true }).notNull().defaultNow(),
    nextRefreshAt: timestamp("next_refresh_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
    stopReason: text("stop_reason", { enum: TRACK_STOP_REASONS }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("parcel_tracks_due_idx").on(t.nextRefreshAt).where(sql`${t.nextRefreshAt} is not null`),
    index("parcel_tracks_org_status_idx").on(t.orgId, t.status),
  ],
);

/**
 * Every event a parcel got, as it came (source, code, text, place, the time as sent and the zone it was read in)
 * and never rewritten; `at` is its instant (`assumed` when the carrier gave no offset). The rules' mapping (rule,
 * status, alert) is kept beside it and changes only by a replay. A person's events are `manual` and may be edited.
 * `fingerprint` de-duplicates one event reported under several of the parcel's numbers or fetched again.
 */
export const trackEvents = pgTable(
  "track_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id").notNull(),
    orgId: integer("org_id").notNull(),
    /** The number the event came under. */
    number: text("number").notNull(),
    source: text("source").notNull(),
    code: text("code").notNull().default(""),
    text: text("text").notNull().default(""),
    place: text("place").notNull().default(""),
    timeSent: text("time_sent").notNull(),
    zone: text("zone").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    assumed: boolean("assumed").notNull(),
    manual: boolean("manual").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id),
    ruleId: integer("rule_id"),
    status: text("status", { enum: MAPPABLE_TRACK_STATUSES }),
    alert: boolean("alert").notNull().default(false),
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("track_events_fingerprint_uq").on(t.orderId, t.fingerprint),
    index("track_events_order_idx").on(t.orderId, t.at),
    // The operators' "unmapped events" list.
    index("track_events_unmapped_idx")
      .on(t.source, t.code)
      .where(sql`${t.ruleId} is null and not ${t.manual}`),
  ],
);
