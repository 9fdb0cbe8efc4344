import { buildApp } from "../../../apps/server/src/app";
import { loadConfig } from "../../../apps/server/src/platform/config";
import { sealText } from "../../../apps/server/src/platform/crypto";
import { type Database, openDatabase } from "../../../apps/server/src/platform/db";
import * as schema from "../../../apps/server/src/schema";
import { buildOrdersFile, CUSTOMER, importAndWait, prepareBulkCustomer } from "./bulk-orders";
import { createTempDatabase } from "./postgres";
import { logProgress } from "./report";
import type { Scope } from "./scope";
import { startServer } from "./server-process";
import { signIn } from "./sign-in";

// The world of the benchmarks that work against the sandbox carrier (push, tracking): the carrier as its own server
// process on its own database, as a carrier would be; a platform database with paid orders placed through a bulk
// import; the platform built in the bench process (its workers driven by the bench, none started); and a provider of
// the bench's carrier.

/** The key the bench's sandbox carrier accepts. */
export const CARRIER_KEY = "bench-sandbox-carrier-key";

/** The sandbox carrier as its own process with its own database: that database's URL and the carrier API's base. */
export const startSandboxCarrier = async (scope: Scope) => {
  const url = await createTempDatabase(scope);
  const carrier = await startServer(scope, {
    env: { DATABASE_URL: url, SANDBOX_CARRIER_KEY: CARRIER_KEY, SEED_DEMO: "false" },
  });
  return { url, apiUrl: `${carrier.url}/sandbox-carrier/v1` };
};

/** A fresh platform database (migrations and demo data) with `count` paid orders of the demo customer; its URL. */
export const databaseWithImportedOrders = async (scope: Scope, name: string, count: number) => {
  const url = await createTempDatabase(scope);
  logProgress(`${name}: first start of the platform (migrations and demo data)`);
  const first = await startServer(scope, { env: { DATABASE_URL: url } });
  await first.stop();
  const productIds = await prepareBulkCustomer({ url });
  logProgress(`${name}: placing ${count} paid orders through a bulk import`);
  const importing = await startServer(scope, { env: { DATABASE_URL: url, JOBS: "true" } });
  await importAndWait(
    importing.url,
    await signIn(importing.url, CUSTOMER),
    await buildOrdersFile(productIds, count),
    count,
  );
  await importing.stop();
  return url;
};

/** The platform built in this process on the database, no job running: the bench drives the workers itself. */
export const platformInProcess = async (scope: Scope, url: string) => {
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: "silent",
    JOBS: "false",
    PORT: "0",
    WEB_DIST: "/none",
  });
  const database: Database = await openDatabase({ schema, url, poolMax: config.DB_POOL_MAX });
  scope.defer(() => database.close());
  const built = await buildApp({ config, database });
  scope.defer(() => built.app.close());
  await built.app.ready();
  return { config, database, built };
};

/** A provider of the bench's sandbox carrier with these settings; its id. */
export const addSandboxProvider = async (
  { config, database }: { config: ReturnType<typeof loadConfig>; database: Database },
  settings: Record<string, string>,
) => {
  const [provider] = await database.db
    .insert(schema.dockingProviders)
    .values({
      code: "SB-BENCH",
      name: "Sandbox (bench)",
      serviceClass: "SandboxCarrier",
      interfaceType: "api",
      isPublic: true,
      settings,
      sealedSecrets: sealText(config.CARRIER_CREDENTIALS_KEY, JSON.stringify({ apiKey: CARRIER_KEY })),
    })
    .returning({ id: schema.dockingProviders.id });
  return provider!.id;
};
