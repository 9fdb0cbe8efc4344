import { requireCan } from "../../../platform/access";
import { type Actor, canSeeOrg } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { touchProducts } from "../catalog.changes";
import { findProductWithNames, lockProduct, type ProductRecord } from "./products.repository";

export type Side = ProductRecord["side"];

/** A customer-owned product exists only for callers who may see its owner org. */
export const ownerVisible = (actor: Actor, product: ProductRecord) =>
  product.ownerOrgId === null || canSeeOrg(actor, product.ownerOrgId);

export type ProductWrite = {
  /** Expected side; another side's product does not exist for this call. */
  side?: Side;
  /** Rate cells may change while the product is online (read mode); nothing else may. */
  quotesOnly?: boolean;
};

/**
 * Runs a write on one product in a transaction: locks the product, refuses what the caller may not see and,
 * unless only quotes change, any change while the product is online (read mode); records the change (version
 * bump and notice, both undone with the transaction if the work fails) and does the work.
 */
export const writeProduct = <T>(
  db: Db,
  actor: Actor,
  productId: number,
  options: ProductWrite,
  work: (tx: Executor, product: ProductRecord) => Promise<T>,
): Promise<T> => {
  requireCan(actor, "manageCatalog");
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product || (options.side && product.side !== options.side) || !ownerVisible(actor, product)) {
      throw new AppError("NOT_FOUND");
    }
    if (!options.quotesOnly && product.status === "online")
      throw new AppError("PRODUCT_ONLINE", { params: { messageKey: "CATALOG_READ_MODE" } });
    await touchProducts(tx, [productId]);
    return work(tx, product);
  });
};

/** Loads a product the caller may read (platform staff; customer-owned ones only within its data scope). */
export const readableProduct = async (db: Executor, actor: Actor, productId: number, side?: Side) => {
  requireCan(actor, "readCatalog");
  const found = await findProductWithNames(db, productId);
  if (!found || (side && found.product.side !== side) || !ownerVisible(actor, found.product)) {
    throw new AppError("NOT_FOUND");
  }
  return found;
};
