import { buildApp } from "./app";
import { findProductIdByCode } from "./modules/catalog";
import { DEMO_ACCOUNTS, housekeepingJob } from "./modules/identity";
import { seedOrders } from "./modules/orders";
import { isSandboxMounted, loadConfig } from "./platform/config";
import { openDatabase } from "./platform/db";
import { startJobs, startTaskSender } from "./platform/jobs";
import * as schema from "./schema";
import { carrierSeedOf, seedDatabase } from "./seed";

const fail = (message: string, error: unknown): never => {
  console.error(`\n${message}\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
};

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail("The server cannot start:", error);
  }
})();

const database = await openDatabase({
  schema,
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolMax: config.DB_POOL_MAX,
}).catch((error: unknown) =>
  fail(`Cannot open the database (${config.DATABASE_URL ? "DATABASE_URL" : config.DATA_DIR}):`, error),
);

try {
  await database.migrate();
} catch (error) {
  await database.close().catch(() => undefined);
  fail(
    "A database migration failed; it was rolled back and the database is unchanged. Start-up stopped:",
    error,
  );
}

const { seeded } = await seedDatabase(database.db, {
  demo: config.SEED_DEMO,
  carriers: carrierSeedOf(config),
});
const { app, placement, tasks, taskJobs, cronJobs, importFlow, pusher, webhookWorker, trackingWorker } =
  await buildApp({
    config,
    database,
  });
// The demo orders go through the place-order flow like any order, so they need the built app's services.
await seedOrders(database.db, {
  demo: seeded && config.SEED_DEMO,
  placeOrders: placement.placeOrders,
  productIdOf: (code) => findProductIdByCode(database.db, code),
});
const jobs = config.JOBS
  ? await startJobs(database, app.log, [housekeepingJob, ...cronJobs], taskJobs)
  : await startTaskSender(database, app.log, taskJobs);
tasks.attach(jobs.boss);
// A worker resumes the bulk imports a stopped process left (their lease ran out): now and every lease period.
const importSweep = config.JOBS
  ? setInterval(() => {
      importFlow.sweep().catch((error: unknown) => app.log.error({ err: error }, "import sweep failed"));
    }, config.ORDER_IMPORT_LEASE_SECONDS * 1000)
  : undefined;
if (config.JOBS)
  importFlow.sweep().catch((error: unknown) => app.log.error({ err: error }, "import sweep failed"));

const address = await app.listen({ port: config.PORT, host: config.HOST });
// A worker pushes the paid orders to their carriers and fetches the labels that come later; it starts once the
// server listens, since the sandbox carrier it may call is this server.
if (config.JOBS) await pusher.start();
// The webhook worker sends the outbox's events to the customers' endpoints (docs/architecture.md "Webhooks").
if (config.JOBS) await webhookWorker.start();
// The tracking worker refreshes parcels' events through the carriers (docs/architecture.md "Tracking").
if (config.JOBS) trackingWorker.start();
const url = `http://localhost:${new URL(address).port}`;
const lines = [
  "",
  `  Parcel platform is running at ${url}`,
  `  Database: ${database.kind === "pglite" ? `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}` : "PostgreSQL (DATABASE_URL)"}${seeded ? ", seeded on this start" : ""}`,
  `  API docs: ${url}/api/docs`,
];
if (config.SEED_DEMO) {
  lines.push("", "  Demo accounts (role: account / password):");
  for (const account of DEMO_ACCOUNTS)
    lines.push(`    ${account.role.padEnd(22)} ${account.username} / ${account.password}`);
}
if (isSandboxMounted(config)) {
  lines.push(
    "",
    "  Sandbox: payments go through the sandbox gateway; SMS and email stay in the sandbox (staff: System >",
    `  Sandbox message viewer, codes masked; the recipient: ${url}/sandbox-inbox/<phone or e-mail>). Nothing is really sent.`,
  );
} else {
  lines.push(
    "  No payment gateway and no SMS/email sender: online recharge and verification codes are refused.",
  );
}
if (config.NODE_ENV === "production" && config.ALLOW_SANDBOX) {
  lines.push(
    "",
    "  !!! ALLOW_SANDBOX=true on a production server: the sandbox payment page credits wallets without any",
    "  !!! payment and anyone can read verification codes on /sandbox-inbox. Use it on a staging installation only.",
  );
}
if (!config.SEED_DEMO && seeded)
  lines.push("", "  No accounts yet: create the first admin with `npm run admin:create`.");
process.stdout.write(`${lines.join("\n")}\n\n`);

// In-flight requests finish, jobs stop, then the database closes.
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 5000);
  force.unref();
  clearInterval(importSweep);
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
