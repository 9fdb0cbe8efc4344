import type { OrderPushTrigger } from "@pp/domain";
import { inArray } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { products } from "../catalog.tables";

/** Where an order goes (its cost record's provider and service code) and when its sales product pushes it. */
export type PushTarget = { providerId: number; serviceCode: string; pushOn: OrderPushTrigger };

/**
 * The push target of each order by its sales product and cost record (one read for all); null for an order whose
 * cost record names no provider.
 */
export const pushTargetsOf = async (
  ex: Executor,
  orders: { orderId: number; productId: number; costProductId: number | null }[],
): Promise<Map<number, PushTarget | null>> => {
  const ids = [
    ...new Set(orders.flatMap((order) => [order.productId, order.costProductId ?? order.productId])),
  ];
  const rows = ids.length
    ? await ex
        .select({
          id: products.id,
          pushOn: products.pushOn,
          providerId: products.dockingProviderId,
          serviceCode: products.serviceCode,
        })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    orders.map((order) => {
      const cost = order.costProductId === null ? undefined : byId.get(order.costProductId);
      const sales = byId.get(order.productId);
      return [
        order.orderId,
        cost?.providerId && sales
          ? { providerId: cost.providerId, serviceCode: cost.serviceCode, pushOn: sales.pushOn }
          : null,
      ];
    }),
  );
};
