// `npm test`: unit and API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys in Chromium. Ends with one line
// "N passed, N failed" over everything that ran.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ci = process.env.CI === "true";
const out = mkdtempSync(join(tmpdir(), "pp-test-results-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;

const run = (label, command, args, env, resultFile, countsOf) => {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (existsSync(resultFile)) {
    const counts = countsOf(JSON.parse(readFileSync(resultFile, "utf8")));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  if (result.status !== 0) failedSteps++;
};

const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
});
const vitest = (label, projects, env) => {
  const file = join(out, `${label.replace(/\W+/g, "-")}.json`);
  const projectArgs = projects.flatMap((p) => ["--project", p]);
  run(
    label,
    "npx",
    ["vitest", "run", ...projectArgs, "--reporter=default", "--reporter=json", `--outputFile=${file}`],
    env,
    file,
    vitestCounts,
  );
};

const { TEST_DATABASE_URL } = process.env;
vitest("unit and API tests (PGlite)", ["domain", "contracts", "web", "server"], { TEST_DATABASE_URL: "" });
if (TEST_DATABASE_URL) vitest("API tests (PostgreSQL)", ["server"], { TEST_DATABASE_URL });
else process.stdout.write("\nTEST_DATABASE_URL is not set: API tests ran on PGlite only.\n");

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(chromium)) {
  const file = join(out, "e2e.json");
  run(
    "browser journeys (Chromium)",
    "npx",
    ["playwright", "test", "-c", "e2e/playwright.config.ts"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    file,
    (report) => ({
      passed: report.stats.expected,
      failed: report.stats.unexpected + report.stats.flaky,
      skipped: report.stats.skipped,
    }),
  );
} else if (ci) {
  process.stdout.write(
    `\nCI: Chromium is required for the browser journeys and was not found at ${chromium}.\n`,
  );
  failedSteps++;
  totals.failed++;
} else {
  process.stdout.write(
    `\n!!! Chromium not found at ${chromium}: BROWSER JOURNEYS SKIPPED (apt-get install chromium) !!!\n`,
  );
}

process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
