// `npm test`: unit and API tests on PGlite, the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys in Chromium (E2E_SHARDS at once, default 1: two shards on the 2-core CI machine slowed each browser past its waits). Ends with one line
// "N passed, N failed" over everything that ran.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

const ci = process.env.CI === "true";
const out = mkdtempSync(join(tmpdir(), "pp-test-results-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests' names and first error lines, repeated at the end where a CI log's tail shows them. */
const failures = [];
let failedSteps = 0;
/** Each step's wall time, printed at the end: where a CI run's minutes went. */
const durations = [];

/** Adds a step's report (when it wrote one) to the totals and the failures. */
const collect = (label, resultFile, countsOf, failuresOf) => {
  if (!existsSync(resultFile)) return;
  const report = JSON.parse(readFileSync(resultFile, "utf8"));
  const counts = countsOf(report);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  for (const failure of failuresOf(report)) failures.push(`[${label}] ${failure}`);
};

const run = (label, command, args, env, resultFile, countsOf, failuresOf) => {
  process.stdout.write(`\n=== ${label} ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  durations.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  collect(label, resultFile, countsOf, failuresOf);
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
const playwrightCounts = (report) => ({
  passed: report.stats.expected,
  failed: report.stats.unexpected + report.stats.flaky,
  skipped: report.stats.skipped,
});
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
const JOURNEYS = "browser journeys (Chromium)";
const JOURNEY_WEB_DIST = ".tmp/e2e-web";

/** One shard of the journeys: a Playwright process with its own server and fresh database on its own port. */
const journeyShard = (shard, shards, port) => {
  const file = join(out, `e2e-${shard}.json`);
  const child = spawn(
    "npx",
    ["playwright", "test", "-c", "e2e/playwright.config.ts", `--shard=${shard}/${shards}`],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_WEB_DIST: JOURNEY_WEB_DIST,
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    },
  );
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on("line", (line) =>
      process.stdout.write(`[${shard}/${shards}] ${line}\n`),
    );
  return new Promise((resolve) =>
    child.on("close", (code) => {
      collect(JOURNEYS, file, playwrightCounts, playwrightFailures);
      resolve(code);
    }),
  );
};

/**
 * The journeys in E2E_SHARDS shards run at once (journeys within a shard run one after another, as they share demo
 * accounts); the console is built once for all of them. Each shard's lines are prefixed with its number.
 */
const journeys = async () => {
  process.stdout.write(`\n=== ${JOURNEYS} ===\n`);
  const started = Date.now();
  const shards = Number(process.env.E2E_SHARDS ?? 1);
  const basePort = Number(process.env.E2E_PORT ?? 8181);
  const build = spawnSync(
    "npm",
    ["run", "build", "-w", "apps/web", "--", "--outDir", `../../${JOURNEY_WEB_DIST}`],
    {
      stdio: "inherit",
    },
  );
  const exits =
    build.status === 0
      ? await Promise.all(
          Array.from({ length: shards }, (_, index) => journeyShard(index + 1, shards, basePort + index)),
        )
      : [build.status];
  durations.push(`${JOURNEYS}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (exits.some((code) => code !== 0)) failedSteps++;
};

if (existsSync(chromium)) {
  await journeys();
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
