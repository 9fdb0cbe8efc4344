import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { touchProducts } from "../catalog.changes";
import { conflict, ownerVisible, requireManager } from "./product-access";
import { productSettings } from "./product-queries";
import { lockProduct, updateProduct } from "./products.repository";

export const setCostStatus = async (db: Db, actor: Actor, id: number, status: "online" | "offline") => {
  requireManager(actor);
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    if (product?.side !== "cost") throw new AppError("NOT_FOUND");
    await updateProduct(tx, id, { status });
    await touchProducts(tx, [id]);
    return productSettings(tx, actor, id);
  });
};

/**
 * Online or offline. The platform taking a customer's own product offline is final (offlineByPlatform):
 * such a product never goes online again.
 */
export const changeStatus = async (db: Db, actor: Actor, id: number, status: "online" | "offline") => {
  requireManager(actor);
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    if (product?.side !== "sales" || !ownerVisible(actor, product)) throw new AppError("NOT_FOUND");
    if (status === "online" && product.offlineByPlatform) throw conflict("CATALOG_OFFLINE_BY_PLATFORM");
    const takenOffline = status === "offline" && product.status === "online";
    await updateProduct(tx, id, {
      status,
      ...(takenOffline && product.ownerOrgId !== null ? { offlineByPlatform: true } : {}),
    });
    await touchProducts(tx, [id]);
    return productSettings(tx, actor, id);
  });
};
