import type { zonesSaveSchema } from "@pp/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { pruneCells } from "../quote-plans/quote-plans.repository";
import { writeProduct } from "./product-access";
import { type FieldIssue, invalid } from "./product-checks";
import { knownCountries, knownPostcodeGroups, listZones, replaceZones } from "./products.repository";

/** Replaces a product's zones (either side); rate cells of zones that are gone are dropped. */
export const saveZones = (db: Db, actor: Actor, id: number, input: z.output<typeof zonesSaveSchema>) =>
  writeProduct(db, actor, id, {}, async (tx, product) => {
    const countries = await knownCountries(
      tx,
      input.zones.map((zone) => zone.country),
    );
    const groups = await knownPostcodeGroups(
      tx,
      input.zones.flatMap((zone) => zone.postcodeGroupIds),
    );
    const issues: FieldIssue[] = [];
    input.zones.forEach((zone, index) => {
      if (!countries.has(zone.country)) {
        issues.push({ field: `zones.${index}.country`, message: "CATALOG_COUNTRY_UNKNOWN" });
      }
      zone.postcodeGroupIds.forEach((groupId, at) => {
        if (!groups.has(groupId)) {
          issues.push({
            field: `zones.${index}.postcodeGroupIds.${at}`,
            message: "CATALOG_GROUP_UNKNOWN",
          });
        }
      });
    });
    invalid(issues);
    await replaceZones(
      tx,
      id,
      input.zones.map((zone, sort) => ({ ...zone, sort })),
    );
    await pruneCells(
      tx,
      id,
      input.zones.map((zone) => zone.code),
      product.bands.length,
    );
    return listZones(tx, id);
  });
