import { checkLedger } from "../modules/finance";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db";
import * as schema from "../schema";

// `npm run ledger:check`: reconciles every wallet against its ledger lines and open holds, prints the result
// and exits non-zero on any drift. On the embedded database, stop the server first (PGlite has one user).

const config = loadConfig();
const database = await openDatabase({
  schema,
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolMax: 2,
});
try {
  const report = await checkLedger(database.db);
  const lines = [
    `ledger-check: wallets=${report.wallets} entries=${report.entries} unbalanced_entries=${report.unbalancedEntries} drift=${report.drift}`,
    ...report.problems.map(
      (p) =>
        `  wallet ${p.walletId} (org ${p.orgId}, ${p.currency}): balance=${p.balance} ledger=${p.ledgerBalance} held=${p.held} ledger_held=${p.ledgerHeld} open_holds=${p.openHolds}`,
    ),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  process.exitCode = report.drift === "0.00" && report.unbalancedEntries === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(`ledger-check failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
} finally {
  await database.close();
}
