import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../../platform/db";
import { s10Number } from "../kit/s10";
import { sandboxCarrierShipments } from "./sandbox-carrier.tables";

/** The sandbox carrier's number for its n-th shipment: "SB" + 8 digits + check digit + "CN". */
const sandboxTrackingNumber = (n: number) => s10Number("SB", n % 100_000_000, "CN");

export type SandboxShipmentRow = typeof sandboxCarrierShipments.$inferSelect;
type NewShipment = Omit<typeof sandboxCarrierShipments.$inferInsert, "id" | "trackingNumber">;

const t = sandboxCarrierShipments;

/** Writes a shipment, its number made from its id; null when the key already has the order number. */
export const insertShipment = async (
  db: Executor,
  values: NewShipment,
): Promise<SandboxShipmentRow | null> => {
  const [next] = rowsOf<{ id: string | number }>(
    await db.execute(sql`select nextval(pg_get_serial_sequence('sandbox_carrier_shipments', 'id')) as id`),
  );
  const id = Number(next?.id);
  const [row] = await db
    .insert(t)
    .values({ ...values, id, trackingNumber: sandboxTrackingNumber(id) })
    .onConflictDoNothing({ target: [t.keyHash, t.orderNo] })
    .returning();
  return row ?? null;
};

export const shipmentByOrder = async (db: Executor, keyHash: string, orderNo: string) => {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.keyHash, keyHash), eq(t.orderNo, orderNo)));
  return row;
};

/** A key's shipment by id; without a key (a signed label URL) any shipment. */
export const shipmentById = async (db: Executor, id: number, keyHash?: string) => {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), keyHash === undefined ? undefined : eq(t.keyHash, keyHash)));
  return row;
};

export const shipmentsByNumbers = (db: Executor, keyHash: string, numbers: string[]) =>
  db
    .select()
    .from(t)
    .where(and(eq(t.keyHash, keyHash), inArray(t.trackingNumber, numbers)));

/** Marks it cancelled once; a second cancel changes nothing. */
export const markCancelled = async (db: Executor, id: number, at: Date) => {
  await db
    .update(t)
    .set({ cancelledAt: at })
    .where(and(eq(t.id, id), isNull(t.cancelledAt)));
};
