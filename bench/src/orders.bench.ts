import { checkLedger } from "../../apps/server/src/modules/finance";
import type { Benchmark } from "./support/bench.types";
import { prepareCustomers, signInAll } from "./support/customers";
import { measureLoad } from "./support/load";
import { consolePlacing, placeFor, placingFigures } from "./support/place-orders";
import { createTempDatabase, onPostgres } from "./support/postgres";
import { logProgress, printFigure } from "./support/report";
import type { Scope } from "./support/scope";
import { startServer } from "./support/server-process";

// Placing orders through HTTP (issue 12): 50 concurrent clients over 50 customers' wallets, then all 50 on one
// wallet, each order priced on the server and charged in its transaction; the ratio is to the freight trial of
// the same server (quote-http), the call that prices the same parcel with every product.

const CLIENTS = 50;
const CUSTOMERS = 50;
const WARMUP_MS = 2_000;
const MEASURE_MS = 8_000;

const measure = async (scope: Scope) => {
  const url = await createTempDatabase(scope);
  logProgress("order-place db=postgres: starting the server");
  const server = await startServer(scope, {
    env: { DATABASE_URL: url, LIMIT_FREIGHT_TRIALS_PER_MINUTE: "1000000000" },
  });
  const { db, productId, accounts } = await prepareCustomers(url, scope, CUSTOMERS);
  logProgress(`order-place db=postgres: signing in ${accounts.length} customers`);
  const tokens = await signInAll(server.url, accounts);

  const trial = {
    url: `${server.url}/api/freightTrial`,
    headers: { authorization: `Bearer ${tokens[0]!}` },
    body: {
      destination: { country: "DE", postcode: "10115", city: "Berlin" },
      pieces: [{ lengthCm: "30", widthCm: "20", heightCm: "10", weightKg: "1.250" }],
      declaredValue: { amount: "7", currency: "USD" },
    },
  };
  logProgress("order-place db=postgres: warming up");
  await measureLoad({ ...trial, seconds: WARMUP_MS / 1000, connections: CLIENTS });
  await placeFor(CLIENTS, WARMUP_MS, consolePlacing(server.url, tokens, productId));
  logProgress("order-place db=postgres: measuring");
  const quote = await measureLoad({ ...trial, seconds: MEASURE_MS / 1000, connections: CLIENTS });
  const many = placingFigures(
    await placeFor(CLIENTS, MEASURE_MS, consolePlacing(server.url, tokens, productId)),
  );
  const one = placingFigures(
    await placeFor(CLIENTS, MEASURE_MS, consolePlacing(server.url, tokens.slice(0, 1), productId)),
  );
  const ledger = await checkLedger(db);
  for (const [wallets, result] of [
    [CUSTOMERS, many],
    [1, one],
  ] as const)
    printFigure("order-place", {
      db: "postgres",
      clients: CLIENTS,
      wallets,
      orders: result.orders,
      rps: Math.round(result.rps),
      p99_ms: result.p99Ms,
      quote_http_rps: Math.round(quote.rps),
      ratio: (result.rps / quote.rps).toFixed(3),
      drift: ledger.drift,
    });
};

export const ordersBenchmark: Benchmark = {
  name: "orders",
  describe:
    "placing orders through HTTP, 50 clients over 50 wallets and over one, vs the freight trial (PostgreSQL)",
  run: ({ scope }) => onPostgres("order-place", () => measure(scope)),
};
