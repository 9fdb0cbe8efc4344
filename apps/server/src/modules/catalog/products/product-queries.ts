import type { costProductQuerySchema, ProductDetail, productQuerySchema } from "@pp/contracts";
import type { z } from "zod";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { mapPage } from "../../../platform/paging";
import { findDefaultPlan, listCells } from "../quote-plans/quote-plans.repository";
import { readableProduct } from "./product-access";
import { productDto, rateGridOf } from "./product-dto";
import {
  findProductWithNames,
  listProducts,
  listSurcharges,
  listZones,
  type ProductWithNames,
  visibleProducts,
} from "./products.repository";

/** A product's settings as just written, read inside the writing transaction. */
export const productSettings = async (tx: Executor, actor: Actor, id: number) =>
  productDto((await findProductWithNames(tx, id))!, actor.lang);

/** Everything a product's detail page shows: settings, zones, the default plan's rates and surcharges. */
export const productDetail = async (
  db: Db,
  actor: Actor,
  found: ProductWithNames,
): Promise<ProductDetail> => {
  const id = found.product.id;
  const [zones, surcharges, plan] = await Promise.all([
    listZones(db, id),
    listSurcharges(db, id),
    findDefaultPlan(db, id),
  ]);
  if (!plan) throw new AppError("INTERNAL");
  return {
    product: productDto(found, actor.lang),
    zones,
    rates: rateGridOf(found.product, plan, zones, await listCells(db, plan.id)),
    surcharges,
  };
};

const list = async (db: Db, actor: Actor, filter: Parameters<typeof listProducts>[1]) => {
  requireCan(actor, "readCatalog");
  const visible = visibleProducts(actor.scope);
  return mapPage(await listProducts(db, filter, visible), (row) => productDto(row, actor.lang));
};

export const listCost = (db: Db, actor: Actor, query: z.output<typeof costProductQuerySchema>) =>
  list(db, actor, { side: "cost", ...query });

export const getCost = async (db: Db, actor: Actor, id: number) =>
  productDetail(db, actor, await readableProduct(db, actor, id, "cost"));

export const listSales = (db: Db, actor: Actor, query: z.output<typeof productQuerySchema>) =>
  list(db, actor, { side: "sales", ...query });

export const getSales = async (db: Db, actor: Actor, id: number) =>
  productDetail(db, actor, await readableProduct(db, actor, id, "sales"));

export const listProductZones = async (db: Db, actor: Actor, id: number) => {
  await readableProduct(db, actor, id);
  return listZones(db, id);
};

export const listProductSurcharges = async (db: Db, actor: Actor, id: number) => {
  await readableProduct(db, actor, id);
  return listSurcharges(db, id);
};
