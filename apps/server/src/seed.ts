import { seedCatalog } from "./modules/catalog";
import { seedFinance } from "./modules/finance";
import { seedIdentity } from "./modules/identity";
import { seedReference } from "./modules/reference";
import type { Db } from "./platform/db";

/** First-start data of every module: reference data always, demo tenants when asked. */
export const seedDatabase = async (db: Db, options: { demo: boolean }) => {
  const identity = await seedIdentity(db, options);
  // Countries, cities, currencies, dictionaries: added on every start where missing (idempotent).
  await seedReference(db);
  // The demo catalogue prices in reference currencies, so it comes after them; first start only.
  await seedCatalog(db, { demo: options.demo && identity.seeded });
  // The demo customer's opening balance goes through the ledger like any credit; first start only.
  await seedFinance(db, { demo: options.demo && identity.seeded });
  return { seeded: identity.seeded };
};
