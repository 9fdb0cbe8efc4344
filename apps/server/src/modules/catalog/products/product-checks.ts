import type { productRestrictionsSchema } from "@pp/contracts";
import { OWN_PRODUCT_LIMITS, type ServiceLimits } from "@pp/domain";
import type { z } from "zod";
import { type Executor, isUniqueViolation } from "../../../platform/db";
import { AppError } from "../../../platform/errors";

import {
  codeTaken,
  knownCountries,
  knownCurrency,
  knownPostcodeGroups,
  knownPremiumPackages,
  lockOrg,
  ownProductCount,
} from "./products.repository";

// Checks of a product's settings against other tables; each answers the fields it refuses.

export type FieldIssue = { field: string; message: string };

export const invalid = (issues: FieldIssue[]) => {
  if (issues.length) throw new AppError("VALIDATION_FAILED", { details: issues });
};

/** Two saves racing for one code: the unique index answers, and the caller hears which field. */
export const guardUnique = async <T>(
  field: string,
  messageKey: string,
  work: () => Promise<T>,
): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field(field, messageKey);
    throw error;
  }
};

export const checkBasicRefs = async (tx: Executor, input: { currency: string; originCountry: string }) => {
  const issues: FieldIssue[] = [];
  if (!(await knownCurrency(tx, input.currency))) {
    issues.push({ field: "currency", message: "CATALOG_CURRENCY_UNKNOWN" });
  }
  if (!(await knownCountries(tx, [input.originCountry])).has(input.originCountry)) {
    issues.push({ field: "originCountry", message: "CATALOG_COUNTRY_UNKNOWN" });
  }
  return issues;
};

/** Every money limit's currency must be a currency of the reference table. */
export const checkLimitRefs = async (tx: Executor, limits: ServiceLimits): Promise<FieldIssue[]> =>
  (await knownCurrency(tx, limits.maxDeclaredValueCurrency))
    ? []
    : [{ field: "limits.maxDeclaredValueCurrency", message: "CATALOG_CURRENCY_UNKNOWN" }];

export const checkRestrictionRefs = async (
  tx: Executor,
  input: z.output<typeof productRestrictionsSchema>,
) => {
  const issues: FieldIssue[] = [];
  const rule = input.postcodeRule;
  const lists = {
    remoteGroupIds: rule.remoteGroupIds,
    nonRemoteGroupIds: rule.nonRemoteGroupIds,
    blockedGroupIds: rule.blockedGroupIds,
  };
  const groups = await knownPostcodeGroups(tx, Object.values(lists).flat());
  for (const [list, ids] of Object.entries(lists)) {
    ids.forEach((id, index) => {
      if (!groups.has(id))
        issues.push({ field: `postcodeRule.${list}.${index}`, message: "CATALOG_GROUP_UNKNOWN" });
    });
  }
  const packages = await knownPremiumPackages(tx, input.premiumPackageIds);
  input.premiumPackageIds.forEach((id, index) => {
    if (!packages.has(id))
      issues.push({ field: `premiumPackageIds.${index}`, message: "CATALOG_PACKAGE_UNKNOWN" });
  });
  return issues;
};

export const checkCode = async (tx: Executor, code: string, exceptId?: number): Promise<FieldIssue[]> =>
  (await codeTaken(tx, code, exceptId)) ? [{ field: "code", message: "CATALOG_CODE_TAKEN" }] : [];

/** A customer's own products are limited by its edition (spec §9: 2, 5, unlimited). */
export const checkOwnLimit = async (tx: Executor, ownerOrgId: number, exceptProductId?: number) => {
  const org = await lockOrg(tx, ownerOrgId);
  if (org?.type !== "customer") {
    throw AppError.field("ownerOrgId", "CATALOG_OWNER_UNKNOWN");
  }
  const limit = OWN_PRODUCT_LIMITS[org.edition];
  if (limit !== null && (await ownProductCount(tx, ownerOrgId, exceptProductId)) >= limit) {
    throw new AppError("LIMIT_REACHED", { params: { messageKey: "CATALOG_OWN_LIMIT", limit } });
  }
};
