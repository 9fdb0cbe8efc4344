import { BASE_CURRENCY } from "@pp/domain";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const orgs = pgTable(
  "orgs",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: ["platform", "supplier", "customer"] }).notNull(),
    // Orgs form a tree (a role's "own org and its children" data scope follows it).
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    edition: text("edition", { enum: ["free", "standard", "professional"] })
      .notNull()
      .default("free"),
    status: text("status", { enum: ["enabled", "disabled"] })
      .notNull()
      .default("enabled"),
    // A customer's quotes answer in it unless the customer pays from another of its wallets; a code of the
    // reference currencies, set by platform staff (customers.service).
    settlementCurrency: text("settlement_currency").notNull().default(BASE_CURRENCY),
    createdAt: createdAt(),
  },
  (t) => [index("orgs_type_idx").on(t.type), index("orgs_parent_idx").on(t.parentId)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => orgs.id),
    // A customer's sub-account points at its main account.
    mainUserId: integer("main_user_id"),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    nickName: text("nick_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    lang: text("lang", { enum: ["zh", "en", "ko"] })
      .notNull()
      .default("zh"),
    status: text("status", { enum: ["enabled", "disabled"] })
      .notNull()
      .default("enabled"),
    createdAt: createdAt(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_phone_key").on(t.phone),
    index("users_org_idx").on(t.orgId),
    index("users_email_idx").on(sql`lower(${t.email})`),
  ],
);

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  // Lower is more powerful: nobody grants a role above their own level.
  level: smallint("level").notNull().default(3),
  description: text("description").notNull().default(""),
  dataScope: text("data_scope", { enum: ["all", "org", "org_and_children", "custom"] })
    .notNull()
    .default("org"),
  builtIn: boolean("built_in").notNull().default(false),
  createdAt: createdAt(),
});

// The orgs a role with the "custom" data scope may see.
export const roleDataOrgs = pgTable(
  "role_data_orgs",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => orgs.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.orgId] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const menus = pgTable(
  "menus",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    path: text("path").notNull(),
    component: text("component"),
    type: text("type", { enum: ["directory", "menu", "page", "button"] }).notNull(),
    icon: text("icon"),
    sort: integer("sort").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    titleZh: text("title_zh").notNull(),
    titleEn: text("title_en").notNull(),
    titleKo: text("title_ko").notNull(),
    activeMenu: text("active_menu"),
    affix: boolean("affix").notNull().default(false),
    permission: text("permission"),
  },
  (t) => [uniqueIndex("menus_name_key").on(t.name), index("menus_parent_idx").on(t.parentId)],
);

export const roleMenus = pgTable(
  "role_menus",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

// What a main account granted one of its sub-accounts (the authorisation list).
export const subAccountGrants = pgTable(
  "sub_account_grants",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuId] })],
);

export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// A slider puzzle; once solved it carries a single-use token for the next guarded call.
export const captchas = pgTable(
  "captchas",
  {
    id: text("id").primaryKey(),
    x: smallint("x").notNull(),
    y: smallint("y").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }),
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    tokenUsedAt: timestamp("token_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("captchas_token_key").on(t.tokenHash), index("captchas_expires_idx").on(t.expiresAt)],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    target: text("target").notNull(),
    purpose: text("purpose", { enum: ["register", "reset", "change_email", "change_phone"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("verification_codes_target_idx").on(t.target, t.purpose, t.createdAt)],
);
