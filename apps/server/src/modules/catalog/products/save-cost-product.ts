import type { costProductSaveSchema } from "@pp/contracts";
import type { Language } from "@pp/domain";
import type { z } from "zod";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { touchProducts } from "../catalog.changes";
import { insertPlan, pruneCells } from "../quote-plans/quote-plans.repository";
import { readableProduct, writeProduct } from "./product-access";
import {
  checkBasicRefs,
  checkCode,
  checkLimitRefs,
  checkRestrictionRefs,
  guardUnique,
  invalid,
} from "./product-checks";
import { bubbleColumns, limitValues } from "./product-dto";
import { productDetail } from "./product-queries";
import {
  deleteProduct,
  findOrg,
  insertProduct,
  listZones,
  salesProductsOfCost,
  updateProduct,
} from "./products.repository";

const DEFAULT_PLAN_NAME: Record<Language, string> = { zh: "默认方案", en: "Default plan", ko: "기본 플랜" };

/** Every new product, of either side, starts with its default plan, named in its creator's language. */
export const createDefaultPlan = (tx: Executor, actor: Actor, productId: number) =>
  insertPlan(tx, { productId, name: DEFAULT_PLAN_NAME[actor.lang], isDefault: true });

/** Creates a cost record (no id) or saves every setting of one, then answers its detail. */
export const saveCost = async (db: Db, actor: Actor, input: z.output<typeof costProductSaveSchema>) => {
  requireCan(actor, "manageCatalog");
  const { id: existingId, ...settings } = input;
  const values = { ...bubbleColumns(settings), ...limitValues(settings, settings.currency) };
  const check = async (tx: Executor) => {
    const supplier = await findOrg(tx, values.supplierOrgId);
    invalid([
      ...(supplier?.type === "supplier"
        ? []
        : [{ field: "supplierOrgId", message: "CATALOG_SUPPLIER_UNKNOWN" }]),
      ...(await checkCode(tx, input.code, existingId)),
      ...(await checkBasicRefs(tx, input)),
      ...(await checkLimitRefs(tx, values.limits)),
      ...(await checkRestrictionRefs(tx, input)),
    ]);
  };
  const savedId = await guardUnique("code", "CATALOG_CODE_TAKEN", () =>
    existingId === undefined
      ? db.transaction(async (tx) => {
          await check(tx);
          const created = await insertProduct(tx, { ...values, side: "cost", createdBy: actor.userId });
          await createDefaultPlan(tx, actor, created.id);
          await touchProducts(tx, [created.id]);
          return created.id;
        })
      : writeProduct(db, actor, existingId, { side: "cost" }, async (tx, product) => {
          await check(tx);
          await updateProduct(tx, product.id, values);
          const zones = await listZones(tx, product.id);
          await pruneCells(
            tx,
            product.id,
            zones.map((zone) => zone.code),
            values.bands.length,
          );
          return product.id;
        }),
  );
  return productDetail(db, actor, await readableProduct(db, actor, savedId, "cost"));
};

/** A cost record that sales products are built on stays. */
export const deleteCost = (db: Db, actor: Actor, id: number) =>
  writeProduct(db, actor, id, { side: "cost" }, async (tx, product) => {
    if ((await salesProductsOfCost(tx, product.id)) > 0)
      throw new AppError("IN_USE", { params: { messageKey: "CATALOG_COST_IN_USE" } });
    await deleteProduct(tx, product.id);
    return { ok: true as const };
  });
