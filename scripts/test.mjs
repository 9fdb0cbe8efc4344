// `npm test`: unit and API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys in Chromium. Ends with one line
// "N passed, N failed" over everything that ran.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ci = process.env.CI === "true";
const out = mkdtempSync(join(tmpdir(), "pp-test-results-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests' names and first error lines, repeated at the end where a CI log's tail shows them. */
const failures = [];
let failedSteps = 0;
/** Each step's wall time, printed at the end: where a CI run's minutes went. */
const durations = [];

const run = (label, command, args, env, resultFile, countsOf, failuresOf) => {
  process.stdout.write(`\n=== ${label} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  durations.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (existsSync(resultFile)) {
    const counts = countsOf(JSON.parse(readFileSync(resultFile, "utf8")));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    for (const failure of failuresOf(JSON.parse(readFileSync(resultFile, "utf8"))))
      failures.push(`[${label}] ${failure}`);
  }
  if (result.status !== 0) failedSteps++;
};

const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
});
const firstLine = (messages) => (messages ?? []).join("\n").split("\n").slice(0, 3).join(" | ");
const vitestFailures = (report) =>
  report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map(
        (test) =>
          `${file.name.replace(process.cwd(), ".")} › ${test.fullName}: ${firstLine(test.failureMessages)}`,
      ),
  );
const playwrightFailures = (report) => {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          if (result.status !== "passed" && result.status !== "skipped")
            out.push(
              `${spec.file}:${spec.line} › ${spec.title} (${result.status}): ${firstLine([result.error?.message ?? ""])}`,
            );
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return out;
};
const vitest = (label, projects, env, files = []) => {
  const file = join(out, `${label.replace(/\W+/g, "-")}.json`);
  const projectArgs = projects.flatMap((p) => ["--project", p]);
  run(
    label,
    "npx",
    [
      "vitest",
      "run",
      ...projectArgs,
      ...files,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${file}`,
    ],
    env,
    file,
    vitestCounts,
    vitestFailures,
  );
};

/**
 * The server's test files that open a database (through the test app, a second server process, the migrations
 * or a database of their own): the ones worth running again on PostgreSQL. Pure unit tests (label drawing,
 * adapters' fixtures, access rules) answer the same on any database and run once.
 */
const DATABASE_TEST = /test-app|openDatabase|TEST_DATABASE_URL|test\/migrations|server-process|schema"/;
const databaseTests = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => DATABASE_TEST.test(readFileSync(path, "utf8")));

const { TEST_DATABASE_URL } = process.env;
vitest("unit and API tests (PGlite)", ["domain", "contracts", "web", "server"], { TEST_DATABASE_URL: "" });
if (TEST_DATABASE_URL)
  vitest("API tests (PostgreSQL)", ["server"], { TEST_DATABASE_URL }, databaseTests("apps/server/src"));
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
    playwrightFailures,
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

process.stdout.write(`\nDurations:\n${durations.map((line) => `  ${line}`).join("\n")}\n`);
if (failures.length) process.stdout.write(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(failedSteps > 0 || totals.failed > 0 ? 1 : 0);
