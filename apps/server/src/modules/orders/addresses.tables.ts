import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Address book (spec §3 Address): consignees and senders an org ships to and from, owned by the org so a
// main account and its sub-accounts share one book.
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    // Who created it; the org owns it.
    userId: integer("user_id").notNull(),
    type: text("type", { enum: ["consignee", "sender"] }).notNull(),
    // Consignee or shipper.
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    countryCode: text("country_code").notNull(),
    province: text("province").notNull().default(""),
    city: text("city").notNull(),
    postcode: text("postcode").notNull().default(""),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    // Customs clearance number, e.g. the Korean PCCC.
    clearanceNo: text("clearance_no").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_org_type_idx").on(t.orgId, t.type, t.id),
    // The database itself refuses a second default of one type in one org, whatever the code does.
    uniqueIndex("addresses_one_default_idx").on(t.orgId, t.type).where(sql`${t.isDefault}`),
  ],
);
