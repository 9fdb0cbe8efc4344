import { nextStatus, PRODUCT_TRANSITIONS, type ProductStatus, productStatusEvent } from "@pp/domain";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { touchProducts } from "../catalog.changes";
import { ownerVisible } from "./product-access";
import { productSettings } from "./product-queries";
import { lockProduct, updateProduct } from "./products.repository";

export const setCostStatus = async (db: Db, actor: Actor, id: number, status: ProductStatus) => {
  requireCan(actor, "manageCatalog");
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    if (product?.side !== "cost") throw new AppError("NOT_FOUND");
    await updateProduct(tx, id, { status: PRODUCT_TRANSITIONS[productStatusEvent(status)].to });
    await touchProducts(tx, [id]);
    return productSettings(tx, actor, id);
  });
};

/**
 * Online or offline. The platform taking a customer's own product offline is final (offlineByPlatform):
 * such a product never goes online again.
 */
export const changeStatus = async (db: Db, actor: Actor, id: number, status: ProductStatus) => {
  requireCan(actor, "manageCatalog");
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    if (product?.side !== "sales" || !ownerVisible(actor, product)) throw new AppError("NOT_FOUND");
    const event = productStatusEvent(status);
    if (event === "putOnline" && product.offlineByPlatform)
      throw new AppError("PRODUCT_OFFLINE", { params: { messageKey: "CATALOG_OFFLINE_BY_PLATFORM" } });
    // Asking for the status a product already has changes nothing and is answered all the same.
    const takenOffline = nextStatus(PRODUCT_TRANSITIONS, product.status, event) === "offline";
    await updateProduct(tx, id, {
      status: PRODUCT_TRANSITIONS[event].to,
      ...(takenOffline && product.ownerOrgId !== null ? { offlineByPlatform: true } : {}),
    });
    await touchProducts(tx, [id]);
    return productSettings(tx, actor, id);
  });
};
