import { type PremiumPackageInput, premiumPackageInputSchema } from "@pp/contracts";
import { can, requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { mapPage } from "../../../platform/paging";
import { touchProducts } from "../catalog.changes";
import * as repo from "./premium-packages.repository";

type PackageRow = NonNullable<Awaited<ReturnType<typeof repo.findPackage>>>;

const packageView = (row: PackageRow) => ({
  id: row.id,
  code: row.code,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  nameKo: row.nameKo,
  description: row.description,
  calc: row.calc,
  enabled: row.enabled,
});

/**
 * Premium packages. Platform staff see them all; a customer (who picks packages when quoting and ordering)
 * sees only the enabled ones: their prices are sales prices, never a cost.
 */
export const listPackages = async (
  db: Db,
  actor: Actor,
  query: { page: number; size: number; keyword?: string | undefined; enabled?: "true" | "false" | undefined },
) => {
  const staff = can(actor, "manageCatalog");
  const enabled = staff ? (query.enabled === undefined ? undefined : query.enabled === "true") : true;
  const page = await repo.listPackages(db, { ...query, enabled });
  return mapPage(page, packageView);
};

// A package's price is part of quotes of every product offering it.
const touchUsers = async (tx: Parameters<typeof touchProducts>[0], id: number) =>
  touchProducts(
    tx,
    (await repo.productsUsingPackage(tx, id)).map((p) => p.id),
  );

export const createPackage = async (db: Db, actor: Actor, input: PremiumPackageInput) => {
  requireCan(actor, "manageCatalog");
  const values = premiumPackageInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const row = await repo.insertPackage(tx, values);
    if (!row) throw AppError.field("code", "CAT_PACKAGE_CODE_TAKEN");
    await touchProducts(tx, "all");
    return packageView(row);
  });
};

export const updatePackage = async (db: Db, actor: Actor, id: number, input: PremiumPackageInput) => {
  requireCan(actor, "manageCatalog");
  const values = premiumPackageInputSchema.parse(input);
  return db.transaction(async (tx) => {
    if (!(await repo.findPackage(tx, id))) throw new AppError("NOT_FOUND");
    const clash = await repo.findPackageByCode(tx, values.code);
    if (clash && clash.id !== id) throw AppError.field("code", "CAT_PACKAGE_CODE_TAKEN");
    const row = await repo.updatePackage(tx, id, values);
    if (!row) throw new AppError("NOT_FOUND");
    await touchUsers(tx, id);
    return packageView(row);
  });
};

export const setPackageEnabled = async (db: Db, actor: Actor, id: number, enabled: boolean) => {
  requireCan(actor, "manageCatalog");
  return db.transaction(async (tx) => {
    const row = await repo.updatePackage(tx, id, { enabled });
    if (!row) throw new AppError("NOT_FOUND");
    await touchUsers(tx, id);
    return packageView(row);
  });
};

/** Deletes a package no product offers; otherwise names the products that still offer it. */
export const deletePackage = async (db: Db, actor: Actor, id: number) => {
  requireCan(actor, "manageCatalog");
  await db.transaction(async (tx) => {
    if (!(await repo.findPackage(tx, id))) throw new AppError("NOT_FOUND");
    const users = await repo.productsUsingPackage(tx, id);
    if (users.length)
      throw new AppError("IN_USE", {
        params: { messageKey: "CAT_PACKAGE_IN_USE", codes: users.map((p) => p.code).join(", ") },
      });
    await repo.deletePackage(tx, id);
    await touchProducts(tx, "all");
  });
};
