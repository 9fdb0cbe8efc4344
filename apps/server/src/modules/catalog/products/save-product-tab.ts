import type {
  productBasicSchema,
  productBillingSchema,
  productLimitsSchema,
  productRestrictionsSchema,
} from "@pp/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { pruneCells } from "../quote-plans/quote-plans.repository";
import { writeProduct } from "./product-access";
import {
  checkBasicRefs,
  checkCode,
  checkLimitRefs,
  checkOwnLimit,
  checkRestrictionRefs,
  guardUnique,
  invalid,
} from "./product-checks";
import { bubbleColumns, limitValues } from "./product-dto";
import { productSettings } from "./product-queries";
import { listZones, updateProduct } from "./products.repository";

// A sales product's settings are saved one tab at a time; each answers the product's settings as saved.

export const editBasic = (db: Db, actor: Actor, id: number, input: z.output<typeof productBasicSchema>) =>
  guardUnique("code", "CATALOG_CODE_TAKEN", () =>
    writeProduct(db, actor, id, { side: "sales" }, async (tx, product) => {
      invalid([...(await checkCode(tx, input.code, id)), ...(await checkBasicRefs(tx, input))]);
      const ownerOrgId = input.reportPriceType === "own" ? input.ownerOrgId : null;
      if (ownerOrgId !== null && ownerOrgId !== product.ownerOrgId) await checkOwnLimit(tx, ownerOrgId, id);
      await updateProduct(tx, id, { ...input, ownerOrgId });
      return productSettings(tx, actor, id);
    }),
  );

/** New weight bands drop the rate cells of bands that are gone. */
export const editBilling = (db: Db, actor: Actor, id: number, input: z.output<typeof productBillingSchema>) =>
  writeProduct(db, actor, id, { side: "sales" }, async (tx) => {
    await updateProduct(tx, id, bubbleColumns(input));
    const zones = await listZones(tx, id);
    await pruneCells(
      tx,
      id,
      zones.map((zone) => zone.code),
      input.bands.length,
    );
    return productSettings(tx, actor, id);
  });

export const editLimits = (db: Db, actor: Actor, id: number, input: z.output<typeof productLimitsSchema>) =>
  writeProduct(db, actor, id, { side: "sales" }, async (tx, product) => {
    const values = limitValues(input, product.currency);
    invalid(await checkLimitRefs(tx, values.limits));
    await updateProduct(tx, id, values);
    return productSettings(tx, actor, id);
  });

export const editRestrictions = (
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof productRestrictionsSchema>,
) =>
  writeProduct(db, actor, id, { side: "sales" }, async (tx) => {
    invalid(await checkRestrictionRefs(tx, input));
    await updateProduct(tx, id, input);
    return productSettings(tx, actor, id);
  });
