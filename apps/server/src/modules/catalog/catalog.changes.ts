import { inArray, sql } from "drizzle-orm";
import { type Executor, notify } from "../../platform/db";
import { products } from "./catalog.tables";

/** Heard by every server process: compiled pricing of these products (or of all, when empty) is stale. */
export const CATALOG_CHANNEL = "catalog_changed";

/**
 * Records that products' pricing changed: bumps their version and tells every process, on commit when
 * called inside a transaction. Every write that can change a price (the product, its zones, plans, rates,
 * surcharges, or a postcode group, formula or premium package it uses) calls this in the same transaction.
 * `"all"` is for library changes whose users are not worth looking up (postcode groups, premium packages).
 */
export const touchProducts = async (tx: Executor, productIds: number[] | "all") => {
  if (productIds !== "all" && productIds.length === 0) return;
  await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(productIds === "all" ? undefined : inArray(products.id, productIds));
  await notify(tx, CATALOG_CHANNEL, productIds === "all" ? "" : productIds.join(","));
};
