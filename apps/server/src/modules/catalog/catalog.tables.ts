import type {
  CargoType,
  CarryRule,
  Charge,
  FormulaConstant,
  PostcodeMatcher,
  ServiceLimits,
  SurchargeCalc,
  WeightBand,
} from "@pp/domain";
import {
  DEFAULT_ORDER_EDIT_FIELDS,
  ORDER_CANCEL_MODES,
  ORDER_CHARGE_MODES,
  ORDER_PUSH_TRIGGERS,
  type OrderEditField,
  PRE_RECORDED_TYPES,
  TRACKING_NOT_ONLINE_HOURS,
} from "@pp/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { deliveryServices, dockingProviders } from "../carriers";
import { orgs, users } from "../identity";

// The catalogue (spec §3 Product basic info, Signed product, Product cost record, Surcharge rule, Formula
// type). One table holds both sides of a product: the cost record (what a supplier charges the platform)
// and the sales product (what customers pay), because the pricing engine prices both the same way
// (packages/domain/src/pricing). Weights are numeric(12,3), money numeric(14,2), unit prices numeric(14,4).

/** Which groups of postcodes a product treats as remote, not remote, or refuses. */
export type ProductPostcodeRule = {
  remoteGroupIds: number[];
  nonRemoteGroupIds: number[];
  blockedGroupIds: number[];
};

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    side: text("side", { enum: ["cost", "sales"] }).notNull(),
    code: text("code").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    description: text("description").notNull().default(""),
    // A sales product is built on a cost record (costId); a cost record names the supplier that charges it.
    costProductId: integer("cost_product_id"),
    supplierOrgId: integer("supplier_org_id").references(() => orgs.id),
    // A customer's own product (report price type "own"); null for the platform's products.
    ownerOrgId: integer("owner_org_id").references(() => orgs.id),
    reportPriceType: text("report_price_type", { enum: ["own", "public", "internal"] })
      .notNull()
      .default("public"),
    businessType: text("business_type").notNull().default("b2c"),
    currency: text("currency").notNull(),
    originCountry: text("origin_country").notNull(),
    minDays: integer("min_days").notNull(),
    maxDays: integer("max_days").notNull(),
    /** A sales product's parcel is "not yet online" this many hours after its label without a carrier event. */
    notOnlineHours: integer("not_online_hours").notNull().default(TRACKING_NOT_ONLINE_HOURS),
    volumetricDivisor: numeric("volumetric_divisor", { precision: 10, scale: 0 }).notNull(),
    bubbleWay: text("bubble_way", { enum: ["none", "full", "split"] }).notNull(),
    bubblePercentage: numeric("bubble_percentage", { precision: 5, scale: 2 }).notNull().default("0"),
    bubbleThresholdCm: numeric("bubble_threshold_cm", { precision: 8, scale: 1 }).notNull().default("0"),
    // independentWeightLimit: weights charged per order (summed first) or per piece.
    chargeBasis: text("charge_basis", { enum: ["order", "piece"] })
      .notNull()
      .default("order"),
    // weightCarryRule, with Point_Custom's customWeightRule as {kind: "custom", intervals}.
    carry: jsonb("carry").$type<CarryRule>().notNull(),
    rounding: text("rounding", { enum: ["halfUp", "up", "down"] })
      .notNull()
      .default("halfUp"),
    minimumCharge: numeric("minimum_charge", { precision: 14, scale: 2 }).notNull().default("0"),
    // The band price floor option (pricing.rules.ts bandFloor): off unless the product asks for it.
    bandFloor: boolean("band_floor").notNull().default(false),
    // calcType / calcModel.
    rateModel: text("rate_model", {
      enum: ["firstAdditional", "perKg", "fixedPerBand", "perKgPlusRegistration"],
    }).notNull(),
    bands: jsonb("bands").$type<WeightBand[]>().notNull(),
    limits: jsonb("limits").$type<ServiceLimits>().notNull(),
    cargoTypes: jsonb("cargo_types").$type<CargoType[]>().notNull(),
    postcodeRule: jsonb("postcode_rule")
      .$type<ProductPostcodeRule>()
      .notNull()
      .default({ remoteGroupIds: [], nonRemoteGroupIds: [], blockedGroupIds: [] }),
    premiumPackageIds: jsonb("premium_package_ids").$type<number[]>().notNull().default([]),
    // How its orders are handled after placement (issue 13, packages/domain order-handling.ts).
    chargeMode: text("charge_mode", { enum: ORDER_CHARGE_MODES }).notNull().default("chargeAtPlacement"),
    cancelMode: text("cancel_mode", { enum: ORDER_CANCEL_MODES }).notNull().default("online"),
    // When a sales product's orders go to their carrier (issue 15).
    pushOn: text("push_on", { enum: ORDER_PUSH_TRIGGERS }).notNull().default("payment"),
    // A cost record's carrier account (spec §3): where its parcels go, and how.
    dockingProviderId: integer("docking_provider_id").references(() => dockingProviders.id),
    serviceCode: text("service_code").notNull().default(""),
    // The last-mile delivery service (carriers' delivery_services); finalLogisticsName keeps its distributor's
    // English name, the text orders and exports show (free text when no service is chosen).
    deliveryServiceId: integer("delivery_service_id").references(() => deliveryServices.id),
    finalLogisticsName: text("final_logistics_name").notNull().default(""),
    syncLabels: boolean("sync_labels").notNull().default(true),
    /** Whether its orders bring the seller's own label (spec §3 usePreRecordedType; a cost record's). */
    usePreRecordedType: text("use_pre_recorded_type", { enum: PRE_RECORDED_TYPES }).notNull().default("none"),
    editableFields: jsonb("editable_fields")
      .$type<OrderEditField[]>()
      .notNull()
      .default([...DEFAULT_ORDER_EDIT_FIELDS]),
    status: text("status", { enum: ["online", "offline"] })
      .notNull()
      .default("offline"),
    // Taken offline by the platform: it may never go online again (spec §4).
    offlineByPlatform: boolean("offline_by_platform").notNull().default(false),
    // Bumped by every change to the product, its zones, plans, rates or surcharges: compiled pricing caches
    // in every process compare it (and hear `catalog_changed`).
    version: integer("version").notNull().default(1),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_code_key").on(sql`lower(${t.code})`),
    index("products_side_status_idx").on(t.side, t.status, t.id),
    index("products_owner_idx").on(t.ownerOrgId),
  ],
);

/** Destination zones (分区): a country, narrowed by postcode matchers and postcode groups; empty = whole country. */
export const productZones = pgTable(
  "product_zones",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    sort: integer("sort").notNull().default(0),
    postcodes: jsonb("postcodes").$type<PostcodeMatcher[]>().notNull().default([]),
    postcodeGroupIds: jsonb("postcode_group_ids").$type<number[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("product_zones_code_key").on(t.productId, t.code)],
);

/** Quote plans (报价方案): a product's price lists. Every product has one default plan; customers may be allotted others. */
export const quotePlans = pgTable(
  "quote_plans",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quote_plans_name_key").on(t.productId, sql`lower(${t.name})`),
    uniqueIndex("quote_plans_one_default_key").on(t.productId).where(sql`${t.isDefault}`),
  ],
);

/** One price of a plan: zone × weight band (the band's index in products.bands). */
export const rateCells = pgTable(
  "rate_cells",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => quotePlans.id, { onDelete: "cascade" }),
    zoneCode: text("zone_code").notNull(),
    bandIndex: integer("band_index").notNull(),
    price: numeric("price", { precision: 14, scale: 4 }).notNull(),
    additionalPrice: numeric("additional_price", { precision: 14, scale: 4 }),
    firstWeightKg: numeric("first_weight_kg", { precision: 12, scale: 3 }),
    additionalStepKg: numeric("additional_step_kg", { precision: 12, scale: 3 }),
    registrationFee: numeric("registration_fee", { precision: 14, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.zoneCode, t.bandIndex] })],
);

/** Surcharge rules of a product, computed in calSortNumber order. */
export const productSurcharges = pgTable(
  "product_surcharges",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    description: text("description").notNull().default(""),
    // A built-in calculator (calClassName) or a formula; a formula surcharge may point at a saved cost formula.
    calc: jsonb("calc").$type<SurchargeCalc>().notNull(),
    formulaId: integer("formula_id").references(() => formulas.id),
    showOnStatement: boolean("show_on_statement").notNull().default(false),
    sortNumber: integer("sort_number").notNull().default(0),
    referencesEarlier: boolean("references_earlier").notNull().default(false),
  },
  (t) => [uniqueIndex("product_surcharges_code_key").on(t.productId, sql`lower(${t.code})`)],
);

/** Formula types: how a family of cost formulas is calculated and shown. */
export const formulaTypes = pgTable("formula_types", {
  id: serial("id").primaryKey(),
  nameZh: text("name_zh").notNull(),
  nameEn: text("name_en").notNull(),
  calcType: text("calc_type").notNull(),
  sort: integer("sort").notNull().default(0),
  referencesSurcharges: boolean("references_surcharges").notNull().default(false),
  parameters: jsonb("parameters").$type<string[]>().notNull().default([]),
  showOnInvoice: boolean("show_on_invoice").notNull().default(false),
  isPublic: boolean("is_public").notNull().default(true),
  // Companies a non-public type is assigned to.
  orgIds: jsonb("org_ids").$type<number[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Cost formulas written by operators in the safe expression language (packages/domain/src/pricing/formula.ts). */
export const formulas = pgTable(
  "formulas",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    formulaTypeId: integer("formula_type_id").references(() => formulaTypes.id),
    expression: text("expression").notNull(),
    constants: jsonb("constants").$type<FormulaConstant[]>().notNull().default([]),
    // The last "test formula" run.
    testStatus: text("test_status", { enum: ["passed", "failed"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("formulas_code_key").on(sql`lower(${t.code})`)],
);

/** Postcode groups: named lists of postcode matchers for zones, remote and non-remote libraries and blocks. */
export const postcodeGroups = pgTable(
  "postcode_groups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["zone", "remote", "nonRemote", "blocked"] }).notNull(),
    country: text("country").notNull(),
    matchers: jsonb("matchers").$type<PostcodeMatcher[]>().notNull().default([]),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("postcode_groups_name_key").on(sql`lower(${t.name})`)],
);

/** Premium packages (value-added services) with their own prices. */
export const premiumPackages = pgTable(
  "premium_packages",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    description: text("description").notNull().default(""),
    calc: jsonb("calc").$type<Charge>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("premium_packages_code_key").on(sql`lower(${t.code})`)],
);

/** A customer org's contract for a sales product (signed or cancelled) and the quote plan it is priced at. */
export const productSignings = pgTable(
  "product_signings",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => orgs.id),
    status: text("status", { enum: ["signed", "cancelled"] }).notNull(),
    // null = the product's default plan.
    quotePlanId: integer("quote_plan_id").references(() => quotePlans.id, { onDelete: "set null" }),
    // Assigned by the platform (allot) rather than signed by the customer.
    assignedByPlatform: boolean("assigned_by_platform").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_signings_key").on(t.productId, t.orgId),
    index("product_signings_org_idx").on(t.orgId, t.status),
  ],
);
