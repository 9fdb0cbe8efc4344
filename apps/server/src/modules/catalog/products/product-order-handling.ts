import type { ProductOrderHandling, productOrderHandlingInputSchema } from "@pp/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { readableProduct, writeProduct } from "./product-access";
import {
  findCancelMode,
  findProductWithNames,
  type ProductRecord,
  updateProduct,
} from "./products.repository";

// A sales product's order handling (spec §7 getOrderEditParam / updateOrderEditParam, issue 13): charge at
// placement or hold until weigh-in, cancel online or only through a request staff confirm offline, and the field
// groups an edit before hand-over may change. Saved like the other tabs: read mode (online) refuses it and the
// product's version moves, so the pricing cache (which carries charge and cancel mode to placement) reloads it.

const handlingOf = (product: ProductRecord): ProductOrderHandling => ({
  productId: product.id,
  status: product.status,
  version: product.version,
  chargeMode: product.chargeMode,
  cancelMode: product.cancelMode,
  pushOn: product.pushOn,
  editableFields: product.editableFields,
});

export const getOrderHandling = async (db: Db, actor: Actor, id: number) =>
  handlingOf((await readableProduct(db, actor, id, "sales")).product);

export const editOrderHandling = (
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof productOrderHandlingInputSchema>,
) =>
  writeProduct(db, actor, id, { side: "sales" }, async (tx) => {
    await updateProduct(tx, id, input);
    return handlingOf((await findProductWithNames(tx, id))!.product);
  });

/** Whether cancelling an order of the product needs staff to confirm it offline (the cancel flow asks). */
export const confirmsCancelOffline = async (db: Executor, productId: number) =>
  (await findCancelMode(db, productId)) === "offlineConfirmation";
