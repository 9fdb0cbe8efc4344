import type { CostAccount, costAccountInputSchema } from "@pp/contracts";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { dockingProviders } from "../../carriers";
import { products } from "../catalog.tables";
import { readableProduct, writeProduct } from "./product-access";
import { updateProduct } from "./products.repository";

// A cost record's carrier account (spec §3 Product cost record account, §7 api/productCost account/{id}; issue 15):
// the docking provider its parcels go to with the provider's service code, the last-mile carrier's name, and
// whether labels come with the shipment, and whether its orders bring the seller's own label (usePreRecordedType). Saved like the other settings: not while the record is online.

const accountOf = async (ex: Executor, productId: number): Promise<CostAccount> => {
  const [row] = await ex
    .select({ product: products, providerName: dockingProviders.name })
    .from(products)
    .leftJoin(dockingProviders, eq(dockingProviders.id, products.dockingProviderId))
    .where(eq(products.id, productId));
  if (!row) throw new AppError("NOT_FOUND");
  return {
    productId: row.product.id,
    status: row.product.status,
    dockingProviderId: row.product.dockingProviderId,
    providerName: row.providerName,
    serviceCode: row.product.serviceCode,
    finalLogisticsName: row.product.finalLogisticsName,
    syncLabels: row.product.syncLabels,
    usePreRecordedType: row.product.usePreRecordedType,
  };
};

/**
 * A customer's own carrier account carries only its owner's parcels: only the owner's own cost records may route
 * by it. A customer's own cost record routes by its owner's accounts or the platform's public providers.
 */
const mayRouteBy = (
  product: { ownerOrgId: number | null },
  provider: { isPublic: boolean; ownerOrgId: number | null },
) =>
  provider.ownerOrgId !== null
    ? provider.ownerOrgId === product.ownerOrgId
    : product.ownerOrgId === null || provider.isPublic;

export const getCostAccount = async (db: Db, actor: Actor, id: number) => {
  await readableProduct(db, actor, id, "cost");
  return accountOf(db, id);
};

export const editCostAccount = (
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof costAccountInputSchema>,
) =>
  writeProduct(db, actor, id, { side: "cost" }, async (tx, product) => {
    if (input.dockingProviderId !== null) {
      const [provider] = await tx
        .select({
          enabled: dockingProviders.enabled,
          isPublic: dockingProviders.isPublic,
          ownerOrgId: dockingProviders.ownerOrgId,
        })
        .from(dockingProviders)
        .where(eq(dockingProviders.id, input.dockingProviderId));
      if (!provider) throw AppError.field("dockingProviderId", "CATALOG_PROVIDER_UNKNOWN");
      if (!provider.enabled) throw AppError.field("dockingProviderId", "CATALOG_PROVIDER_DISABLED");
      if (!mayRouteBy(product, provider))
        throw AppError.field("dockingProviderId", "CATALOG_PROVIDER_NOT_OWNERS");
    }
    await updateProduct(tx, id, input);
    return accountOf(tx, id);
  });
