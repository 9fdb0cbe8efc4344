import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { productSignings, products } from "../catalog.tables";

/** The products an org has signed (a bulk import's product codes and the template's dropdown), by code. */
export const signedProductsOf = (db: Executor, orgId: number) =>
  db
    .select({
      id: products.id,
      code: products.code,
      name: { zh: products.nameZh, en: products.nameEn, ko: products.nameKo },
      businessType: products.businessType,
    })
    .from(productSignings)
    .innerJoin(products, eq(products.id, productSignings.productId))
    .where(and(eq(productSignings.orgId, orgId), eq(productSignings.status, "signed")))
    .orderBy(asc(products.code));
