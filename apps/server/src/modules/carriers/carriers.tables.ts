import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orgs, users } from "../identity";

// Docking providers (对接商, spec §3): provider accounts built on a provider type of the registry
// (`serviceClass`, carriers/kit/registry.ts). Settings that are not secret are stored as given; the secret ones
// are sealed together (AES-256-GCM under CARRIER_CREDENTIALS_KEY) and never answered to the console.
export const dockingProviders = pgTable(
  "docking_providers",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    serviceClass: text("service_class").notNull(),
    interfaceType: text("interface_type", { enum: ["api", "manual"] }).notNull(),
    // Public: every customer's orders may go by it; otherwise only the assigned customers'.
    isPublic: boolean("is_public").notNull().default(false),
    attribute: text("attribute", { enum: ["platform", "customer"] })
      .notNull()
      .default("platform"),
    // A customer's own carrier account (attribute "customer"); null for the platform's.
    ownerOrgId: integer("owner_org_id").references(() => orgs.id),
    // The provider this account reaches its carrier through (spec §3 linked provider).
    linkedProviderId: integer("linked_provider_id"),
    enabled: boolean("enabled").notNull().default(true),
    settings: jsonb("settings").$type<Record<string, string>>().notNull().default({}),
    // The secret settings as one sealed JSON object ("" when none is set).
    sealedSecrets: text("sealed_secrets").notNull().default(""),
    // The circuit breaker as every process sees it (carriers/kit/breaker.ts).
    breakerState: text("breaker_state", { enum: ["closed", "open", "halfOpen"] })
      .notNull()
      .default("closed"),
    breakerOpenedAt: timestamp("breaker_opened_at", { withTimezone: true }),
    breakerReason: text("breaker_reason").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("docking_providers_code_key").on(sql`lower(${t.code})`),
    index("docking_providers_owner_idx").on(t.ownerOrgId),
  ],
);

/** The customers a provider that is not public serves (spec §2 customer assignment). */
export const dockingProviderCustomers = pgTable(
  "docking_provider_customers",
  {
    providerId: integer("provider_id")
      .notNull()
      .references(() => dockingProviders.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => orgs.id),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.orgId] }),
    index("docking_provider_customers_org_idx").on(t.orgId),
  ],
);
