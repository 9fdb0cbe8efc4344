import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ShipmentRequest } from "../kit/carrier";
import { LABEL_MODES, TRACKING_PATHS } from "./sandbox-carrier.controls";

// The sandbox carrier's own storage: it is a separate service that happens to share our database, so it keeps
// its shipments across restarts as a real carrier would. Nothing of the platform reads or joins this table.

export const sandboxCarrierShipments = pgTable(
  "sandbox_carrier_shipments",
  {
    /** Also the 8 digits of the tracking number and of the shipment id, so both are unique without a retry. */
    id: serial("id").primaryKey(),
    /** SHA-256 of the bearer key that created it: a shipment belongs to the account (key) that made it. */
    keyHash: text("key_hash").notNull(),
    orderNo: text("order_no").notNull(),
    trackingNumber: text("tracking_number").notNull().unique(),
    serviceCode: text("service_code").notNull(),
    path: text("path", { enum: TRACKING_PATHS }).notNull(),
    labelMode: text("label_mode", { enum: LABEL_MODES }).notNull(),
    /** Before it the label and the tracking number are withheld (async mode); creation time otherwise. */
    labelReadyAt: timestamp("label_ready_at", { withTimezone: true }).notNull(),
    /** Simulated seconds per real second for this shipment's tracking, fixed at creation. */
    clock: integer("clock").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    request: jsonb("request").$type<ShipmentRequest>().notNull(),
  },
  (t) => [uniqueIndex("sandbox_carrier_shipments_order_key").on(t.keyHash, t.orderNo)],
);
