import { type CarrierSeed, seedCarriers, seedLastMile } from "./modules/carriers";
import { routeDemoCostRecords, seedCatalog } from "./modules/catalog";
import { seedFinance } from "./modules/finance";
import { seedIdentity } from "./modules/identity";
import { seedReference } from "./modules/reference";
import { seedTrackRules } from "./modules/tracking";
import type { Config } from "./platform/config";
import type { Db } from "./platform/db";

/** The carriers' seed settings from the config: the sandbox carrier at this server's own port. */
export const carrierSeedOf = (config: Config): Omit<CarrierSeed, "demo"> => ({
  sandbox: config.SANDBOX_CARRIER
    ? { baseUrl: `http://127.0.0.1:${config.PORT}/sandbox-carrier/v1`, apiKey: config.SANDBOX_CARRIER_KEY }
    : null,
  credentialsKey: config.CARRIER_CREDENTIALS_KEY,
});

/** First-start data of every module: reference data always, demo tenants when asked. */
export const seedDatabase = async (
  db: Db,
  options: { demo: boolean; carriers?: Omit<CarrierSeed, "demo"> },
) => {
  const identity = await seedIdentity(db, options);
  // Countries, cities, currencies, dictionaries: added on every start where missing (idempotent).
  await seedReference(db);
  // The demo catalogue prices in reference currencies, so it comes after them; first start only.
  await seedCatalog(db, { demo: options.demo && identity.seeded });
  // The demo customer's opening balance goes through the ledger like any credit; first start only.
  await seedFinance(db, { demo: options.demo && identity.seeded });
  // The demo's docking provider on the sandbox carrier, to which the demo's cost records route, and the last-mile
  // distributors with a delivery service on it; first start only.
  const provider = options.carriers
    ? await seedCarriers(db, { demo: options.demo && identity.seeded, ...options.carriers })
    : null;
  if (provider !== null) {
    await routeDemoCostRecords(db, provider, "SB-STD");
    await seedLastMile(db, provider);
  }
  // The default tracking rule group always (where missing); the sandbox carrier's group on the demo's provider.
  await seedTrackRules(db, { sandboxProviderId: provider });
  return { seeded: identity.seeded };
};
