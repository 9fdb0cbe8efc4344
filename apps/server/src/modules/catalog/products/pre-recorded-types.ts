import type { PreRecordedType } from "@pp/domain";
import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../platform/db";
import { products } from "../catalog.tables";

const costs = alias(products, "cost_products");

/**
 * Whether each sales product's orders bring the seller's own label: its cost record's usePreRecordedType (spec §3),
 * "none" for a product without a cost record. Placing, the signed-product list and the seller's upload read it.
 */
export const preRecordedTypesOf = async (
  ex: Executor,
  salesProductIds: number[],
): Promise<Map<number, PreRecordedType>> => {
  const ids = [...new Set(salesProductIds)];
  const rows = ids.length
    ? await ex
        .select({ id: products.id, type: costs.usePreRecordedType })
        .from(products)
        .innerJoin(costs, eq(costs.id, products.costProductId))
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row.type]));
  return new Map(ids.map((id) => [id, byId.get(id) ?? "none"]));
};
