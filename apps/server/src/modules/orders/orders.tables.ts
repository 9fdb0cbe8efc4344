import type { OrderNumberKind, OrderParty, QuoteResultLine } from "@pp/contracts";
import {
  CARGO_TYPES,
  type LocalizedName,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  SELLER_MARKETPLACES,
} from "@pp/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Orders (issue 12). An order keeps everything it was placed with as a snapshot: the sender and receiver (an
// address-book edit never rewrites it), the product's name and version, and the quote it was charged at with
// the cost beside it, so it keeps its price when the product changes or goes offline.

/** A line of the stored quote as it was priced, its name in every language. */
export type StoredQuoteLine = Omit<QuoteResultLine, "name"> & { name: LocalizedName };
/** A customs note (the EU flat duty) as a message key with its parameters, read in each reader's language. */
export type StoredNote = { field: string; key: string; params?: Record<string, string | number> };

const money = (name: string) => numeric(name, { precision: 16, scale: 2 });
const kg = (name: string) => numeric(name, { precision: 12, scale: 3 });

/** The columns the order list filters on beside the scope and the status tab (orders-queries.repository.ts). */
const listFilterColumns = (t: {
  destCountry: AnyPgColumn;
  productId: AnyPgColumn;
  createdBy: AnyPgColumn;
  createdAt: AnyPgColumn;
}) => [t.destCountry, t.productId, t.createdBy, t.createdAt] as const;

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** "PP" + the UTC day + the id over 8 digits: unique, and sorting by it sorts by placing. */
    orderNo: text("order_no").notNull(),
    orgId: integer("org_id").notNull(),
    createdBy: integer("created_by").notNull(),
    /** The submission's key: the same key of the same org answers this order. */
    idempotencyKey: text("idempotency_key").notNull(),
    referenceNo: text("reference_no").notNull().default(""),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text("payment_status", { enum: ORDER_PAYMENT_STATUSES }).notNull(),
    /** Rises with every change; events carry it. */
    version: integer("version").notNull().default(1),

    productId: integer("product_id").notNull(),
    productCode: text("product_code").notNull(),
    productName: jsonb("product_name").$type<LocalizedName>().notNull(),
    productVersion: integer("product_version").notNull(),
    planId: integer("plan_id"),
    /** The supplier whose cost record carries the product: suppliers see the orders of their products. */
    supplierOrgId: integer("supplier_org_id"),

    originCountry: text("origin_country").notNull(),
    destCountry: text("dest_country").notNull(),
    destState: text("dest_state").notNull().default(""),
    destCity: text("dest_city").notNull().default(""),
    destPostcode: text("dest_postcode").notNull().default(""),
    sender: jsonb("sender").$type<OrderParty>().notNull(),
    receiver: jsonb("receiver").$type<OrderParty>().notNull(),
    cargoType: text("cargo_type", { enum: CARGO_TYPES }).notNull(),
    remarks: text("remarks").notNull().default(""),
    courierType: text("courier_type").notNull().default(""),
    /**
     * The marketplace whose label the seller brings (spec §3 usePreRecordedType); its tracking number is the
     * order's `sellerTracking` number. Such an order is never pushed to a carrier. Null for none.
     */
    sellerMarketplace: text("seller_marketplace", { enum: SELLER_MARKETPLACES }),
    premiumPackageCodes: jsonb("premium_package_codes").$type<string[]>().notNull(),
    insured: boolean("insured").notNull().default(false),
    declaredCurrency: text("declared_currency").notNull(),
    declaredTotal: money("declared_total").notNull(),
    codAmount: money("cod_amount"),
    codCurrency: text("cod_currency"),
    vatNo: text("vat_no").notNull().default(""),
    eoriNo: text("eori_no").notNull().default(""),
    hmrcNo: text("hmrc_no").notNull().default(""),
    iossNo: text("ioss_no").notNull().default(""),
    boxCount: smallint("box_count").notNull(),

    // The stored quote (sales) …
    zoneCode: text("zone_code").notNull(),
    zoneName: text("zone_name").notNull(),
    actualKg: kg("actual_kg").notNull(),
    volumetricKg: kg("volumetric_kg").notNull(),
    chargeableKg: kg("chargeable_kg").notNull(),
    baseFreight: money("base_freight").notNull(),
    quoteLines: jsonb("quote_lines").$type<StoredQuoteLine[]>().notNull(),
    salesTotal: money("sales_total").notNull(),
    salesCurrency: text("sales_currency").notNull(),
    /** What the wallet pays: the total in the wallet currency at the rate below. */
    chargeAmount: money("charge_amount").notNull(),
    walletCurrency: text("wallet_currency").notNull(),
    /** The wallet movement's idempotency key of the charge (null while unpaid or when free). */
    chargeKey: text("charge_key"),
    /**
     * The part of the charge the wallet could not pay when the warehouse weighed the order heavier (issue 13):
     * null when nothing is owed; the order cannot ship until the customer pays it.
     */
    arrearsAmount: money("arrears_amount"),
    exchangeRate: text("exchange_rate").notNull(),
    rateDate: text("rate_date"),
    /** Units of the base currency per unit of each currency the order's rules compare in, when placed. */
    customsRates: jsonb("customs_rates").$type<Record<string, string>>().notNull(),
    // … and the cost beside it (null when the product has no cost record serving the parcel).
    costProductId: integer("cost_product_id"),
    costVersion: integer("cost_version"),
    costTotal: money("cost_total"),
    costCurrency: text("cost_currency"),
    costInWalletCurrency: money("cost_in_wallet_currency"),
    notes: jsonb("notes").$type<StoredNote[]>().notNull(),

    /** The last-mile carrier and number a seller uploads to its marketplace, once a carrier gives them. */
    finalLogisticsName: text("final_logistics_name"),
    tracknetCode: text("tracknet_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_order_no_uq").on(t.orderNo),
    uniqueIndex("orders_idempotency_uq").on(t.orgId, t.idempotencyKey),
    uniqueIndex("orders_reference_uq")
      .on(t.orgId, t.referenceNo)
      .where(sql`${t.referenceNo} <> '' and ${t.status} <> 'cancelled'`),
    // The list: an org's orders newest first, by status tab; a supplier's; the platform's by status. The columns
    // after the id never change the order (the id is unique): they carry what the list filters on, so the capped
    // count of a filtered page reads the index alone instead of every matching order's row (docs/operations.md).
    index("orders_org_id_idx").on(t.orgId, t.id, ...listFilterColumns(t), t.status),
    index("orders_org_status_id_idx").on(t.orgId, t.status, t.id, ...listFilterColumns(t)),
    index("orders_supplier_id_idx").on(t.supplierOrgId, t.id, ...listFilterColumns(t), t.orgId, t.status),
    index("orders_status_id_idx").on(t.status, t.id, ...listFilterColumns(t), t.orgId),
    // The list's pasted numbers: a customer's reference, any tenant's (the scope filters after).
    index("orders_reference_no_idx").on(t.referenceNo),
    check("orders_charge_amount_nonnegative", sql`${t.chargeAmount} >= 0`),
    check("orders_box_count_positive", sql`${t.boxCount} > 0`),
  ],
);

export const orderBoxes = pgTable(
  "order_boxes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** 1-based. */
    boxNo: smallint("box_no").notNull(),
    lengthCm: numeric("length_cm", { precision: 6, scale: 1 }).notNull(),
    widthCm: numeric("width_cm", { precision: 6, scale: 1 }).notNull(),
    heightCm: numeric("height_cm", { precision: 6, scale: 1 }).notNull(),
    weightKg: kg("weight_kg").notNull(),
    declaredValue: money("declared_value").notNull(),
  },
  (t) => [uniqueIndex("order_boxes_order_box_uq").on(t.orderId, t.boxNo)],
);

export const orderDeclarationLines = pgTable(
  "order_declaration_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    boxNo: smallint("box_no").notNull(),
    lineNo: smallint("line_no").notNull(),
    goodsNameZh: text("goods_name_zh").notNull(),
    goodsNameEn: text("goods_name_en").notNull(),
    quantity: integer("quantity").notNull(),
    unitValue: money("unit_value").notNull(),
    hsCode: text("hs_code").notNull(),
    originCountry: text("origin_country").notNull(),
    sku: text("sku").notNull().default(""),
    brand: text("brand").notNull().default(""),
    model: text("model").notNull().default(""),
    material: text("material").notNull().default(""),
    usage: text("usage").notNull().default(""),
    link: text("link").notNull().default(""),
  },
  (t) => [
    uniqueIndex("order_lines_order_box_line_uq").on(t.orderId, t.boxNo, t.lineNo),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const ORDER_NUMBER_SOURCES = ["customer", "carrier", "platform", "warehouse"] as const;

/** Every number an order is known by; a live one (not voided) finds exactly one order of its tenant. */
export const orderNumbers = pgTable(
  "order_numbers",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** 1-based box the number labels; null for the whole order. */
    boxNo: smallint("box_no"),
    kind: text("kind").$type<OrderNumberKind>().notNull(),
    number: text("number").notNull(),
    carrier: text("carrier").notNull().default(""),
    source: text("source", { enum: ORDER_NUMBER_SOURCES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("order_numbers_live_uq").on(t.orgId, t.number).where(sql`${t.voidedAt} is null`),
    index("order_numbers_number_idx").on(t.number),
    index("order_numbers_order_idx").on(t.orderId),
  ],
);

/** The order log (spec §7 listOrderLog): who moved the order from which status to which, when and why. */
export const orderLogs = pgTable(
  "order_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    orgId: integer("org_id").notNull(),
    /** Null for the system. */
    userId: integer("user_id"),
    event: text("event").notNull(),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    /** A message key the reader sees in its language. */
    reason: text("reason").notNull(),
    /** The message's parameters (a weigh-in's old and new weights and price). */
    params: jsonb("params").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_logs_order_idx").on(t.orderId, t.id)],
);

/**
 * Orders per (customer org, supplier org, status): the list's tab counts read these rows instead of counting
 * orders. Every status change moves one count in the transaction of the change.
 */
export const orderStatusCounts = pgTable(
  "order_status_counts",
  {
    orgId: integer("org_id").notNull(),
    /** 0 when the product has no supplier. */
    supplierOrgId: integer("supplier_org_id").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    n: integer("n").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.supplierOrgId, t.status] }),
    check("order_status_counts_nonnegative", sql`${t.n} >= 0`),
  ],
);
