import { DEFAULT_ORDER_EDIT_FIELDS, type OrderEditField } from "@pp/domain";
import { eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { products } from "../catalog.tables";

/**
 * The groups of fields an edit of an order placed with the product may change (issue 13); the default ones for a
 * product no longer found. Orders read them through catalog's face.
 */
export const productEditableFields = async (db: Executor, productId: number): Promise<OrderEditField[]> => {
  const [row] = await db
    .select({ editableFields: products.editableFields })
    .from(products)
    .where(eq(products.id, productId));
  return row ? row.editableFields : [...DEFAULT_ORDER_EDIT_FIELDS];
};
