import { inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { orders } from "./orders.tables";

// Look-ups other modules make of orders (tracking's replay lists the parcels it changes by order number).

/** The order numbers of the orders among `ids` that exist, by id. */
export const orderNumbersOf = async (ex: Executor, ids: number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.orderNo]));
};
