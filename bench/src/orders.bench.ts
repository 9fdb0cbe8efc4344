import { eq } from "drizzle-orm";
import { checkLedger, createWalletService } from "../../apps/server/src/modules/finance";
import { hashPassword } from "../../apps/server/src/platform/crypto";
import { openDatabase } from "../../apps/server/src/platform/db";
import * as schema from "../../apps/server/src/schema";
import { berlinDraft } from "../../apps/server/src/test/order-drafts";
import type { Benchmark } from "./support/bench.types";
import { measureLoad } from "./support/load";
import { createTempDatabase, onPostgres } from "./support/postgres";
import { logProgress, printFigure, roundTo } from "./support/report";
import type { Scope } from "./support/scope";
import { startServer } from "./support/server-process";
import { signIn } from "./support/sign-in";

// Placing orders through HTTP (issue 12): 50 concurrent clients over 50 customers' wallets, then all 50 on one
// wallet, each order priced on the server and charged in its transaction; the ratio is to the freight trial of
// the same server (quote-http), the call that prices the same parcel with every product.

const CLIENTS = 50;
const CUSTOMERS = 50;
const WARMUP_MS = 2_000;
const MEASURE_MS = 8_000;
const PASSWORD = "Bench2026x";

/** 50 customer orgs with a main account each, the German line signed and plenty of money. */
const prepareCustomers = async (url: string, scope: Scope) => {
  const database = await openDatabase({ schema, url, poolMax: 5 });
  scope.defer(() => database.close());
  const { db } = database;
  const [role] = await db.select().from(schema.roles).where(eq(schema.roles.code, "customer"));
  const [product] = await db.select().from(schema.products).where(eq(schema.products.code, "PP-DE-ECO"));
  if (!role || !product) throw new Error("the demo seed has no customer role or PP-DE-ECO");
  const passwordHash = await hashPassword(PASSWORD);
  const wallets = createWalletService(db);
  const accounts: string[] = [];
  for (let n = 0; n < CUSTOMERS; n++) {
    const [org] = await db
      .insert(schema.orgs)
      .values({ type: "customer", name: `Bench shipper ${n}` })
      .returning();
    const username = `benchshipper${n}`;
    const [user] = await db
      .insert(schema.users)
      .values({ orgId: org!.id, username, passwordHash, nickName: username })
      .returning();
    await db.insert(schema.userRoles).values({ userId: user!.id, roleId: role.id });
    await db
      .insert(schema.productSignings)
      .values({ productId: product.id, orgId: org!.id, status: "signed" });
    await wallets.credit({
      orgId: org!.id,
      currency: "CNY",
      amount: "100000000.00",
      reason: "bench opening balance",
      reference: { type: "adjustment", id: "bench" },
      idempotencyKey: `bench-open-${org!.id}`,
    });
    accounts.push(username);
  }
  return { db, productId: product.id, accounts };
};

/** `CLIENTS` loops placing orders for `ms`, client n as `tokens[n % tokens.length]`; any refusal fails the run. */
const placeFor = async (baseUrl: string, tokens: string[], productId: number, ms: number) => {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const token = tokens[client % tokens.length]!;
      while (performance.now() < until) {
        const start = performance.now();
        const response = await fetch(`${baseUrl}/api/orders/orders`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(berlinDraft(productId)),
        });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`placing answered ${response.status}: ${text}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { orders: latencies.length, rps: latencies.length / seconds, p99Ms: roundTo(p99, 1) };
};

const measure = async (scope: Scope) => {
  const url = await createTempDatabase(scope);
  logProgress("order-place db=postgres: starting the server");
  const server = await startServer(scope, {
    env: { DATABASE_URL: url, LIMIT_FREIGHT_TRIALS_PER_MINUTE: "1000000000" },
  });
  const { db, productId, accounts } = await prepareCustomers(url, scope);
  logProgress(`order-place db=postgres: signing in ${accounts.length} customers`);
  const tokens: string[] = [];
  for (const username of accounts) tokens.push(await signIn(server.url, { username, password: PASSWORD }));

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
  await placeFor(server.url, tokens, productId, WARMUP_MS);
  logProgress("order-place db=postgres: measuring");
  const quote = await measureLoad({ ...trial, seconds: MEASURE_MS / 1000, connections: CLIENTS });
  const many = await placeFor(server.url, tokens, productId, MEASURE_MS);
  const one = await placeFor(server.url, tokens.slice(0, 1), productId, MEASURE_MS);
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
