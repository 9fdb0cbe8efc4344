import type { CostAccount, costAccountInputSchema } from "@pp/contracts";
import { trackingUrlOf } from "@pp/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { deliveryServices, distributors, dockingProviders } from "../../carriers";
import { products } from "../catalog.tables";
import { readableProduct, writeProduct } from "./product-access";
import { updateProduct } from "./products.repository";

// A cost record's carrier account (spec §3 Product cost record account, §7 api/productCost account/{id}; issue 15):
// the docking provider its parcels go to with the provider's service code, the last-mile delivery service (whose
// distributor's English name is kept in final_logistics_name, the text orders and exports show; without a service
// the name stays free text), whether labels come with the shipment, and whether its orders bring the seller's own
// label (usePreRecordedType). Saved like the other settings: not while the record is online.

const accountOf = async (ex: Executor, productId: number): Promise<CostAccount> => {
  const [row] = await ex
    .select({ product: products, providerName: dockingProviders.name, serviceName: deliveryServices.name })
    .from(products)
    .leftJoin(dockingProviders, eq(dockingProviders.id, products.dockingProviderId))
    .leftJoin(deliveryServices, eq(deliveryServices.id, products.deliveryServiceId))
    .where(eq(products.id, productId));
  if (!row) throw new AppError("NOT_FOUND");
  return {
    productId: row.product.id,
    status: row.product.status,
    dockingProviderId: row.product.dockingProviderId,
    providerName: row.providerName,
    serviceCode: row.product.serviceCode,
    deliveryServiceId: row.product.deliveryServiceId,
    deliveryServiceName: row.serviceName,
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

/** The delivery service a cost record picks, with the distributor name it keeps; refused when unknown or off. */
const pickedService = async (ex: Executor, id: number) => {
  const [service] = await ex
    .select({ enabled: deliveryServices.enabled, distributorName: distributors.nameEn })
    .from(deliveryServices)
    .innerJoin(distributors, eq(distributors.id, deliveryServices.distributorId))
    .where(eq(deliveryServices.id, id));
  if (!service) throw AppError.field("deliveryServiceId", "CATALOG_DELIVERY_SERVICE_UNKNOWN");
  if (!service.enabled) throw AppError.field("deliveryServiceId", "CATALOG_DELIVERY_SERVICE_DISABLED");
  return service;
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
    const finalLogisticsName =
      input.deliveryServiceId === null
        ? input.finalLogisticsName
        : (await pickedService(tx, input.deliveryServiceId)).distributorName;
    await updateProduct(tx, id, { ...input, finalLogisticsName });
    return accountOf(tx, id);
  });

export type LastMile = {
  distributorCode: string;
  distributorName: string;
  deliveryServiceName: string;
  trackingUrl: string | null;
};

/**
 * The last mile of an order for its detail: its cost record's delivery service and distributor (named in the
 * reader's language), with the tracking page of the last-mile number; null when the record names no service.
 */
export const lastMileOf = async (
  ex: Executor,
  costProductId: number | null,
  lastMileNumber: string | null,
  lang: "zh" | "en" | "ko",
): Promise<LastMile | null> => {
  if (costProductId === null) return null;
  const [row] = await ex
    .select({ service: deliveryServices.name, distributor: distributors })
    .from(products)
    .innerJoin(deliveryServices, eq(deliveryServices.id, products.deliveryServiceId))
    .innerJoin(distributors, eq(distributors.id, deliveryServices.distributorId))
    .where(eq(products.id, costProductId));
  if (!row) return null;
  const { distributor } = row;
  return {
    distributorCode: distributor.code,
    distributorName: { zh: distributor.nameZh, en: distributor.nameEn, ko: distributor.nameKo }[lang],
    deliveryServiceName: row.service,
    trackingUrl: trackingUrlOf(distributor.trackingUrlTemplate, lastMileNumber),
  };
};
