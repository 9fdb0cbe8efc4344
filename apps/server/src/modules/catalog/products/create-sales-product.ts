import type { productCreateSchema } from "@pp/contracts";
import type { z } from "zod";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { touchProducts } from "../catalog.changes";
import { copyCells, findDefaultPlan } from "../quote-plans/quote-plans.repository";
import { readableProduct } from "./product-access";
import { checkCode, checkOwnLimit, guardUnique, invalid } from "./product-checks";
import { productDetail } from "./product-queries";
import { insertProduct, listZones, lockProduct, replaceZones } from "./products.repository";
import { createDefaultPlan } from "./save-cost-product";

/**
 * A sales product starts as a copy of its cost record: every pricing setting, the zones and the default plan's
 * rates; it is offline until the platform puts it online.
 */
export const createSales = async (db: Db, actor: Actor, input: z.output<typeof productCreateSchema>) => {
  requireCan(actor, "manageCatalog");
  const ownerOrgId = input.reportPriceType === "own" ? input.ownerOrgId : null;
  const createdId = await guardUnique("code", "CATALOG_CODE_TAKEN", () =>
    db.transaction(async (tx) => {
      const source = await lockProduct(tx, input.costProductId);
      if (source?.side !== "cost") {
        throw AppError.field("costProductId", "CATALOG_COST_UNKNOWN");
      }
      invalid(await checkCode(tx, input.code));
      if (ownerOrgId !== null) await checkOwnLimit(tx, ownerOrgId);
      // Status, version and timestamps start afresh; who and what the product is comes from the input. Where
      // orders go stays with the cost record (the sales product reaches it through costProductId), so customers,
      // who may read sales products, never read a provider or service code.
      const {
        id: _id,
        dockingProviderId: _dockingProviderId,
        serviceCode: _serviceCode,
        deliveryServiceId: _deliveryServiceId,
        finalLogisticsName: _finalLogisticsName,
        syncLabels: _syncLabels,
        usePreRecordedType: _usePreRecordedType,
        status: _status,
        offlineByPlatform: _offlineByPlatform,
        version: _version,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        ...copy
      } = source;
      const created = await insertProduct(tx, {
        ...copy,
        side: "sales",
        code: input.code,
        nameZh: input.nameZh,
        nameEn: input.nameEn,
        nameKo: input.nameKo,
        description: input.description,
        costProductId: source.id,
        ownerOrgId,
        reportPriceType: input.reportPriceType,
        createdBy: actor.userId,
      });
      const zones = await listZones(tx, source.id);
      await replaceZones(
        tx,
        created.id,
        zones.map(({ id: _zoneId, productId: _productId, ...zone }) => zone),
      );
      const plan = await createDefaultPlan(tx, actor, created.id);
      const costPlan = await findDefaultPlan(tx, source.id);
      if (costPlan) await copyCells(tx, costPlan.id, plan.id);
      await touchProducts(tx, [created.id]);
      return created.id;
    }),
  );
  return productDetail(db, actor, await readableProduct(db, actor, createdId, "sales"));
};
