import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8181);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const webDist = process.env.E2E_WEB_DIST;
const ownWebDist = `.tmp/e2e-${port}/web`;

// Journeys run against the real server on a fresh embedded database, with the built console.
export default defineConfig({
  testDir: "./tests",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "../.tmp/e2e-report.json" }],
  ],
  outputDir: `../.tmp/e2e-${port}/results`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // Data and console build per port, so journeys of different checkouts or runs never share them; `npm test`
    // builds the console once for its shards and names it in E2E_WEB_DIST.
    command: webDist
      ? `rm -rf .tmp/e2e-${port} && npx tsx apps/server/src/main.ts`
      : `rm -rf .tmp/e2e-${port} && npm run build -w apps/web -- --outDir ../../${ownWebDist} && npx tsx apps/server/src/main.ts`,
    cwd: "..",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: `.tmp/e2e-${port}/data`,
      WEB_DIST: webDist ?? ownWebDist,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      // Every journey signs in from this one address, far more often than a person would in 15 minutes.
      LIMIT_SIGN_INS_PER_IP: "1000",
      // The circuit journey waits for the probe after an open circuit's cool-down, not a minute of it; yet the
      // cool-down must outlast the browser's next click, or the call meant to be refused is already the probe.
      CARRIER_BREAKER_COOL_SECONDS: "10",
      // The webhook journey's receiver listens on this machine, over plain http.
      WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
    },
  },
});
