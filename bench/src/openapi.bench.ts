import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Db } from "../../apps/server/src/platform/db";
import { rowsOf } from "../../apps/server/src/platform/db";
import { berlinDraft } from "../../apps/server/src/test/order-drafts";
import type { Benchmark } from "./support/bench.types";
import { prepareCustomers, signInAll } from "./support/customers";
import { consolePlacing, type PlaceRequest, placeFor, placingFigures } from "./support/place-orders";
import { createTempDatabase, onPostgres } from "./support/postgres";
import { logProgress, printFigure, roundTo } from "./support/report";
import type { Scope } from "./support/scope";
import { startServer } from "./support/server-process";
import { DEMO_ADMIN, signIn } from "./support/sign-in";

// The open API (issue 16). open-create: 50 clients placing orders through `POST /open/v1/orders` (a token each, a
// fresh Idempotency-Key per order) against the console's placing (order-place's way) on the same server, in
// alternating segments. webhook-delivery: 10,000 orders placed through the open API's batch call, each one's
// order.created event delivered to a local receiver that checks every signature with the `standardwebhooks`
// package; then the same with the receiver failing half the attempts at random. p99_lag_ms runs from the commit
// (the placing call's answer, which follows it) to the arrival; p99_change_lag_ms from the change's transaction
// start, which the event carries as changedAt (a batch call writes its 100 orders in one transaction).

const CLIENTS = 50;
const CUSTOMERS = 50;
const WARMUP_MS = 2_000;
const SEGMENT_MS = 4_000;
const EVENTS = 10_000;
const BATCH = 100;
const FAILING = 0.5;
const GIVE_UP_MS = 300_000;
const RETRY_DRIVE_MS = 100;
const UNLIMITED = "1000000000";
const RECEIVER_HOST = "127.0.0.1";
// No demo sandbox carrier: in a bench process it would sit at port 0, and the push worker's failing attempts at
// every placed order would fill the workers' process and the database (measured: a p99 lag of 25-38 s).
const SERVER_ENV = {
  OPEN_API_RATE_PER_MINUTE: UNLIMITED,
  WEBHOOK_ALLOWED_HOSTS: RECEIVER_HOST,
  SANDBOX_CARRIER: "false",
};

const postJson = async <T>(url: string, token: string, body: unknown): Promise<T> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
};

/** The open API's placing: `POST /open/v1/orders` with client n's API token and a fresh Idempotency-Key. */
const openPlacing =
  (baseUrl: string, apiTokens: string[], productId: number): PlaceRequest =>
  (client) => {
    const { idempotencyKey, ...draft } = berlinDraft(productId);
    return {
      url: `${baseUrl}/open/v1/orders`,
      init: {
        method: "POST",
        headers: {
          authorization: `Bearer ${apiTokens[client % apiTokens.length]!}`,
          "content-type": "application/json",
          "idempotency-key": idempotencyKey,
        },
        body: JSON.stringify(draft),
      },
    };
  };

/** open-create: console and open API placing, a warm-up each, then two alternating segments each. */
const measureCreate = async (baseUrl: string, sessions: string[], apiTokens: string[], productId: number) => {
  const viaConsole = consolePlacing(baseUrl, sessions, productId);
  const open = openPlacing(baseUrl, apiTokens, productId);
  logProgress("open-create: warming up");
  await placeFor(CLIENTS, WARMUP_MS, viaConsole);
  await placeFor(CLIENTS, WARMUP_MS, open);
  logProgress("open-create: measuring");
  const consoleSegments = [];
  const openSegments = [];
  for (let half = 0; half < 2; half++) {
    consoleSegments.push(await placeFor(CLIENTS, SEGMENT_MS, viaConsole));
    openSegments.push(await placeFor(CLIENTS, SEGMENT_MS, open));
  }
  const consoleFigures = placingFigures(...consoleSegments);
  const openFigures = placingFigures(...openSegments);
  printFigure("open-create", {
    rps: Math.round(openFigures.rps),
    p99_ms: openFigures.p99Ms,
    ratio: (openFigures.rps / consoleFigures.rps).toFixed(3),
    db: "postgres",
    clients: CLIENTS,
    orders: openFigures.orders,
    console_rps: Math.round(consoleFigures.rps),
    console_p99_ms: consoleFigures.p99Ms,
  });
};

type Round = {
  failing: number;
  delivered: Set<string>;
  /** When each order's event first arrived, by order id. */
  receivedAt: Map<number, number>;
  /** Per event, from the change (its transaction's start, the event's changedAt) to its arrival. */
  changeLagsMs: number[];
  attempts: number;
  duplicates: number;
  lastAt: number;
  done: () => void;
};

const headerOf = (request: IncomingMessage, name: string) => String(request.headers[name] ?? "");

/**
 * The customers' receiver: `/hook/<n>` checks the signature with customer n's secret (a bad one fails the run),
 * then answers 500 for a `failing` share of the attempts at random, else 204; a webhook-id counts once.
 */
const startReceiver = async (scope: Scope) => {
  const verifiers = new Map<string, Webhook>();
  let round: Round | undefined;
  let badSignature: string | undefined;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const receivedAt = Date.now();
    const verifier = verifiers.get(request.url ?? "");
    try {
      if (!verifier) throw new Error(`no endpoint at ${request.url}`);
      verifier.verify(body, {
        "webhook-id": headerOf(request, "webhook-id"),
        "webhook-timestamp": headerOf(request, "webhook-timestamp"),
        "webhook-signature": headerOf(request, "webhook-signature"),
      });
    } catch (error) {
      badSignature ??= error instanceof Error ? error.message : String(error);
      response.writeHead(400).end();
      return;
    }
    if (!round) {
      response.writeHead(204).end();
      return;
    }
    round.attempts++;
    if (Math.random() < round.failing) {
      response.writeHead(500).end();
      return;
    }
    const id = headerOf(request, "webhook-id");
    if (round.delivered.has(id)) round.duplicates++;
    else {
      round.delivered.add(id);
      const { data } = JSON.parse(body) as { data: { orderId: number; changedAt: string } };
      round.receivedAt.set(data.orderId, receivedAt);
      round.changeLagsMs.push(receivedAt - Date.parse(data.changedAt));
      round.lastAt = performance.now();
      if (round.delivered.size === EVENTS) round.done();
    }
    response.writeHead(204).end();
  });
  server.listen(0, RECEIVER_HOST);
  await once(server, "listening");
  scope.defer(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return {
    url: (n: number) => `http://${RECEIVER_HOST}:${(server.address() as AddressInfo).port}/hook/${n}`,
    listen: (n: number, secret: string) => verifiers.set(`/hook/${n}`, new Webhook(secret)),
    /** Starts counting a round; answers it with a promise kept when all EVENTS were delivered. */
    begin: (failing: number) => {
      let done = () => {};
      const complete = new Promise<void>((resolve) => {
        done = resolve;
      });
      round = {
        failing,
        delivered: new Set(),
        receivedAt: new Map(),
        changeLagsMs: [],
        attempts: 0,
        duplicates: 0,
        lastAt: 0,
        done,
      };
      return { round, complete };
    },
    badSignature: () => badSignature,
  };
};

const countOf = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: string }>(await db.execute(query))[0]?.n ?? 0);

/** Waits until the outbox holds no undelivered event (the worker has fanned out what came before). */
const outboxDrained = async (db: Db) => {
  const started = performance.now();
  while ((await countOf(db, sql`select count(*) as n from event_outbox where delivered_at is null`)) > 0) {
    if (performance.now() - started > GIVE_UP_MS) throw new Error("the outbox was not drained in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

type BatchResults = { results: { ok: boolean; order?: { id: number }; error?: { message: string } }[] };
const SEND_TRIES = 3;

/**
 * One batch call; a connection the loaded server dropped (fetch failed) is sent again with the same body, which
 * the orders' idempotency keys make safe: an order already placed answers itself.
 */
const postBatch = async (url: string, token: string, body: unknown): Promise<BatchResults> => {
  for (let tries = 1; ; tries++) {
    try {
      return await postJson<BatchResults>(url, token, body);
    } catch (error) {
      if (tries >= SEND_TRIES || !(error instanceof TypeError)) throw error;
    }
  }
};

/**
 * EVENTS orders through the open API's batch call: each client one customer's batches of BATCH orders. Answers when
 * each order's call was answered, by order id: its transaction had committed by then.
 */
const placeBatches = async (baseUrl: string, apiTokens: string[], productId: number) => {
  const batches = EVENTS / BATCH;
  const answeredAt = new Map<number, number>();
  let next = 0;
  await Promise.all(
    apiTokens.map(async (token) => {
      for (let batch = next++; batch < batches; batch = next++) {
        const body = { orders: Array.from({ length: BATCH }, () => berlinDraft(productId)) };
        const { results } = await postBatch(`${baseUrl}/open/v1/orders/batch`, token, body);
        const at = Date.now();
        for (const result of results) {
          if (!result.ok || !result.order)
            throw new Error(`the batch refused an order: ${result.error?.message}`);
          answeredAt.set(result.order.id, at);
        }
      }
    }),
  );
  return answeredAt;
};

const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/**
 * The retry schedule's first step is 5 s and its later ones hours: with a failing receiver, each failed delivery of
 * the round is made due at once (as if its time had come), and one that ran out of attempts is sent again through
 * the API's re-push of failed deliveries (as an operator or its customer would). Answers how it stops, which
 * answers how many deliveries were re-pushed.
 */
const driveRetries = (db: Db, baseUrl: string, admin: string, from: Date) => {
  let stopped = false;
  let repushed = 0;
  const loop = (async () => {
    while (!stopped) {
      await db.execute(sql`update webhook_deliveries set next_attempt_at = now()
        where status = 'waiting' and attempts > 0 and next_attempt_at > now()`);
      const exhausted = await countOf(
        db,
        sql`select count(*) as n from webhook_deliveries where status = 'failed' and created_at >= ${from}`,
      );
      if (exhausted > 0)
        repushed += (
          await postJson<{ repushed: number }>(`${baseUrl}/api/webhooks/deliveries/repush-failed`, admin, {
            from: from.toISOString(),
            to: new Date().toISOString(),
          })
        ).repushed;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DRIVE_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return repushed;
    },
  };
};

/**
 * The API process (no jobs) takes the orders; a second process on the same database runs the workers (JOBS), as a
 * deployment keeps them: the webhook worker there fans the events out and sends them.
 */
const measureDelivery = async (
  scope: Scope,
  { url, db, apiUrl }: { url: string; db: Db; apiUrl: string },
  { sessions, apiTokens, productId }: { sessions: string[]; apiTokens: string[]; productId: number },
) => {
  logProgress("webhook-delivery: starting a process with the workers");
  await startServer(scope, {
    env: { DATABASE_URL: url, JOBS: "true", WEBHOOK_ALLOWED_HOSTS: RECEIVER_HOST },
  });
  await outboxDrained(db);
  const admin = await signIn(apiUrl, DEMO_ADMIN);
  const receiver = await startReceiver(scope);
  for (const [n, session] of sessions.entries()) {
    const { secret } = await postJson<{ secret: string }>(`${apiUrl}/api/webhooks/endpoints`, session, {
      url: receiver.url(n),
      events: ["order.created"],
      enabled: true,
    });
    receiver.listen(n, secret);
  }

  for (const failing of [0, FAILING]) {
    logProgress(`webhook-delivery: ${EVENTS} orders, receiver failing ${failing * 100}% of the attempts`);
    const { round, complete } = receiver.begin(failing);
    const from = new Date();
    const driving = failing > 0 ? driveRetries(db, apiUrl, admin, from) : undefined;
    const started = performance.now();
    const giveUp = new Promise<void>((resolve) => setTimeout(resolve, GIVE_UP_MS).unref());
    try {
      const answeredAt = await placeBatches(apiUrl, apiTokens, productId);
      const placed = (performance.now() - started) / 1000;
      await Promise.race([complete, giveUp]);
      const bad = receiver.badSignature();
      if (bad) throw new Error(`a webhook's signature did not verify: ${bad}`);
      const seconds = (round.lastAt - started) / 1000;
      // From the commit (bounded by the call's answer; an event that came first counts 0) to the arrival.
      const lags = [...round.receivedAt].map(([orderId, at]) =>
        Math.max(0, at - (answeredAt.get(orderId) ?? at)),
      );
      printFigure(
        "webhook-delivery",
        failing === 0
          ? {
              events: EVENTS,
              s: roundTo(seconds, 2),
              p99_lag_ms: Math.round(percentileOf(lags, 0.99)),
              p50_lag_ms: Math.round(percentileOf(lags, 0.5)),
              p99_change_lag_ms: Math.round(percentileOf(round.changeLagsMs, 0.99)),
              place_s: roundTo(placed, 2),
              delivered: round.delivered.size,
              duplicates: round.duplicates,
            }
          : {
              events: EVENTS,
              failing,
              s: roundTo(seconds, 2),
              delivered: round.delivered.size,
              lost: EVENTS - round.delivered.size,
              place_s: roundTo(placed, 2),
              attempts: round.attempts,
              repushed: (await driving?.stop()) ?? 0,
              duplicates: round.duplicates,
            },
      );
    } finally {
      await driving?.stop();
    }
  }
};

const measure = async (scope: Scope) => {
  const url = await createTempDatabase(scope);
  logProgress("open-create: starting the server");
  const server = await startServer(scope, {
    env: { DATABASE_URL: url, ...SERVER_ENV },
  });
  const { db, productId, accounts } = await prepareCustomers(url, scope, CUSTOMERS);
  logProgress(`open-create: signing in ${accounts.length} customers and issuing their API tokens`);
  const sessions = await signInAll(server.url, accounts);
  const apiTokens: string[] = [];
  for (const session of sessions)
    apiTokens.push(
      (await postJson<{ token: string }>(`${server.url}/api/apiTokens`, session, { name: "bench" })).token,
    );
  await measureCreate(server.url, sessions, apiTokens, productId);
  await measureDelivery(scope, { url, db, apiUrl: server.url }, { sessions, apiTokens, productId });
};

export const openApiBenchmark: Benchmark = {
  name: "openapi",
  describe:
    "orders placed through the open API vs the console's placing, and 10,000 order.created webhooks delivered (PostgreSQL)",
  run: ({ scope }) => onPostgres("open-create", () => measure(scope)),
};
