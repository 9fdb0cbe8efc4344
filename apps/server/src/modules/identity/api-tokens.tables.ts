import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orgs, users } from "./identity.tables";

// A customer's open-API token: only its SHA-256 is kept, the token itself is shown once. It acts as its holder
// (`user_id`: the main account or one of its sub-accounts) with that user's grants. It is valid while
// `revoked_at is null or revoked_at > now()`: a regeneration with an overlap revokes the old one in the future.
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => orgs.id),
    name: text("name").notNull(),
    // The holder: the token carries this user's grants.
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdByUserId: integer("created_by_user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull().unique(),
    // The first characters, so a customer can tell which token an integration uses.
    prefix: text("prefix").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("api_tokens_org_idx").on(t.orgId),
    // A name names one unrevoked token of the org (a regenerated token's ending predecessor keeps it too).
    uniqueIndex("api_tokens_org_name_key")
      .on(t.orgId, sql`lower(${t.name})`)
      .where(sql`${t.revokedAt} is null`),
  ],
);

// The sub-account's code (spec §3 Sub-account: name, code); its name is the user's nick name.
export const subAccountProfiles = pgTable(
  "sub_account_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    mainUserId: integer("main_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
  },
  (t) => [uniqueIndex("sub_account_profiles_code_key").on(t.mainUserId, sql`lower(${t.code})`)],
);
