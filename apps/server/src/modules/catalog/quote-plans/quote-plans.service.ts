import type { rateGridSaveSchema } from "@pp/contracts";
import type { RateModel } from "@pp/domain";
import type { z } from "zod";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { readableProduct, writeProduct } from "../products/product-access";
import { planDto, rateGridOf } from "../products/product-dto";
import { listZones, type ProductRecord } from "../products/products.repository";
import {
  copyCells,
  deletePlan,
  findDefaultPlan,
  findPlan,
  insertPlan,
  listCells,
  listPlans,
  planNameTaken,
  type RateCellValues,
  renamePlan,
  replaceCells,
} from "./quote-plans.repository";

// Quote plans (报价方案) of a product and their rate grids. A new plan starts as a copy of the default plan's
// rates. While the product is online only rate grids may change (read mode); plans themselves may not.

type GridSave = z.output<typeof rateGridSaveSchema>;
type CellInput = GridSave["cells"][number];
type CellField = "additionalPrice" | "firstWeightKg" | "additionalStepKg" | "registrationFee";

/** The fields each rate model needs besides the price; the others are not stored. */
export const MODEL_FIELDS: Record<RateModel, CellField[]> = {
  firstAdditional: ["firstWeightKg", "additionalStepKg", "additionalPrice"],
  perKg: [],
  fixedPerBand: [],
  perKgPlusRegistration: ["registrationFee"],
};

const POSITIVE_FIELDS: CellField[] = ["firstWeightKg", "additionalStepKg"];
const isZero = (value: string) => /^0+(\.0+)?$/.test(value);

type Issue = { field: string; message: string };

/** Checks a whole grid against the product's zones, bands and rate model, and keeps only the model's fields. */
export const checkGrid = (product: ProductRecord, zoneCodes: Set<string>, cells: CellInput[]) => {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  const wanted = MODEL_FIELDS[product.rateModel];
  const kept: RateCellValues[] = [];
  cells.forEach((cell, index) => {
    const at = `cells.${index}`;
    if (!zoneCodes.has(cell.zoneCode))
      issues.push({ field: `${at}.zoneCode`, message: "CATALOG_ZONE_UNKNOWN" });
    if (cell.bandIndex >= product.bands.length) {
      issues.push({ field: `${at}.bandIndex`, message: "CATALOG_BAND_UNKNOWN" });
    }
    const key = `${cell.zoneCode}\u0000${cell.bandIndex}`;
    if (seen.has(key)) issues.push({ field: `${at}.bandIndex`, message: "CATALOG_CELL_DUPLICATE" });
    seen.add(key);
    for (const field of wanted) {
      const value = cell[field];
      if (value === null) issues.push({ field: `${at}.${field}`, message: "required" });
      else if (POSITIVE_FIELDS.includes(field) && isZero(value)) {
        issues.push({ field: `${at}.${field}`, message: "positive" });
      }
    }
    const only = (field: CellField) => (wanted.includes(field) ? cell[field] : null);
    kept.push({
      zoneCode: cell.zoneCode,
      bandIndex: cell.bandIndex,
      price: cell.price,
      additionalPrice: only("additionalPrice"),
      firstWeightKg: only("firstWeightKg"),
      additionalStepKg: only("additionalStepKg"),
      registrationFee: only("registrationFee"),
    });
  });
  if (issues.length) throw new AppError("VALIDATION_FAILED", { details: issues });
  return kept;
};

const planTaken = () => AppError.field("name", "CATALOG_PLAN_NAME_TAKEN");

export const createQuotePlanService = (db: Db) => {
  const planOf = async (tx: Executor, productId: number, planId: number) => {
    const plan = await findPlan(tx, productId, planId);
    if (!plan) throw new AppError("NOT_FOUND");
    return plan;
  };

  return {
    list: async (actor: Actor, productId: number) => {
      await readableProduct(db, actor, productId);
      return (await listPlans(db, productId)).map(planDto);
    },

    create: (actor: Actor, productId: number, name: string) =>
      writeProduct(db, actor, productId, {}, async (tx) => {
        if (await planNameTaken(tx, productId, name)) throw planTaken();
        const plan = await insertPlan(tx, { productId, name, isDefault: false });
        const source = await findDefaultPlan(tx, productId);
        if (source) await copyCells(tx, source.id, plan.id);
        return planDto(plan);
      }),

    rename: (actor: Actor, productId: number, planId: number, name: string) =>
      writeProduct(db, actor, productId, {}, async (tx) => {
        await planOf(tx, productId, planId);
        if (await planNameTaken(tx, productId, name, planId)) throw planTaken();
        return planDto(await renamePlan(tx, planId, name));
      }),

    remove: (actor: Actor, productId: number, planId: number) =>
      writeProduct(db, actor, productId, {}, async (tx) => {
        const plan = await planOf(tx, productId, planId);
        if (plan.isDefault) throw new AppError("IN_USE", { params: { messageKey: "CATALOG_DEFAULT_PLAN" } });
        await deletePlan(tx, planId);
        return { ok: true as const };
      }),

    grid: async (actor: Actor, productId: number, planId: number) => {
      const { product } = await readableProduct(db, actor, productId);
      const plan = await planOf(db, productId, planId);
      return rateGridOf(product, plan, await listZones(db, productId), await listCells(db, planId));
    },

    /** Replaces the whole grid; allowed while the product is online (quotes are what read mode lets change). */
    saveGrid: (actor: Actor, productId: number, planId: number, input: GridSave) =>
      writeProduct(db, actor, productId, { quotesOnly: true }, async (tx, product) => {
        const plan = await planOf(tx, productId, planId);
        const zones = await listZones(tx, productId);
        const cells = checkGrid(product, new Set(zones.map((zone) => zone.code)), input.cells);
        await replaceCells(tx, planId, cells);
        return rateGridOf(product, plan, zones, await listCells(tx, planId));
      }),
  };
};

export type QuotePlanService = ReturnType<typeof createQuotePlanService>;
