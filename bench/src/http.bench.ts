import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Benchmark } from "./support/bench.types";
import { cpuSecondsOf } from "./support/cpu";
import { type LoadResult, measureLoad } from "./support/load";
import { createTempDatabase, onPostgres } from "./support/postgres";
import { logProgress, printFigure, roundTo } from "./support/report";
import type { Scope } from "./support/scope";
import { type ServerProcess, startServer } from "./support/server-process";
import { signIn } from "./support/sign-in";

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 8;
// Each path measured in halves, alternated, so a change in background load hits both alike.
const SEGMENTS = 2;
const REVOCATION_ROUNDS = 5;
const REVOCATION_GIVE_UP_MS = 2000;

type DbKind = "pglite" | "postgres";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const statusOf = async (url: string, token: string, method: "GET" | "DELETE" = "GET") => {
  const response = await fetch(url, { method, headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
};

/** `pid`: the process serving `url`, whose CPU time per request is measured too (on Linux). */
export type Target = { url: string; headers?: Record<string, string>; body?: unknown; pid?: number };

type Segment = LoadResult & { cpuSeconds: number | undefined };

const measureSegment = async (target: Target, seconds: number): Promise<Segment> => {
  const { pid, ...load } = target;
  const cpuBefore = pid === undefined ? undefined : cpuSecondsOf(pid);
  const result = await measureLoad({ ...load, seconds, connections: CONNECTIONS });
  const cpuAfter = pid === undefined ? undefined : cpuSecondsOf(pid);
  const cpuSeconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { ...result, cpuSeconds };
};

/**
 * Mean rps over equal-length segments; p99 is the worst segment's (p99s do not average);
 * cpuUs: the serving process's CPU microseconds per request over all segments, if known; requests: all answered.
 */
export const measureInSegments = async (targets: Target[]) => {
  const results = targets.map(() => [] as Segment[]);
  for (let segment = 0; segment < SEGMENTS; segment++) {
    for (const [n, target] of targets.entries()) {
      results[n]?.push(await measureSegment(target, MEASURE_SECONDS / SEGMENTS));
    }
  }
  return results.map((segments) => {
    const requests = segments.reduce((sum, r) => sum + r.requests, 0);
    const cpuSeconds = segments.every((r) => r.cpuSeconds !== undefined)
      ? segments.reduce((sum, r) => sum + (r.cpuSeconds ?? 0), 0)
      : undefined;
    return {
      requests,
      rps: segments.reduce((sum, r) => sum + r.rps, 0) / segments.length,
      p99Ms: Math.max(...segments.map((r) => r.p99Ms)),
      cpuUs: cpuSeconds === undefined || requests === 0 ? undefined : (cpuSeconds * 1e6) / requests,
    };
  });
};

type Measured = Awaited<ReturnType<typeof measureInSegments>>[number];

// CPU per request of the app next to the bare route's: `cpu_us=… bare_cpu_us=… cpu_ratio=` (bare / app).
export const cpuFields = (app: Measured, bare: Measured): Record<string, number | string> =>
  app.cpuUs === undefined || bare.cpuUs === undefined
    ? {}
    : {
        cpu_us: Math.round(app.cpuUs),
        bare_cpu_us: Math.round(bare.cpuUs),
        cpu_ratio: (bare.cpuUs / app.cpuUs).toFixed(2),
      };

// Two baselines: the app's own public route (its plugins and hooks, no session, no database) and a bare
// Fastify route in its own process (the framework alone), measured alternately in the same run.
const measureThroughput = async (db: DbKind, server: ServerProcess, bare: ServerProcess) => {
  const token = await signIn(server.url);
  const targets: Target[] = [
    { url: `${bare.url}/api/ping`, pid: bare.pid },
    { url: `${server.url}/api/ping`, pid: server.pid },
    { url: `${server.url}/api/auth/info`, headers: { authorization: `Bearer ${token}` }, pid: server.pid },
  ];
  logProgress(`http db=${db}: warming up ${targets.length * WARMUP_SECONDS} s`);
  for (const target of targets) {
    await measureLoad({ ...target, seconds: WARMUP_SECONDS, connections: CONNECTIONS });
  }
  logProgress(`http db=${db}: measuring ${targets.length * MEASURE_SECONDS} s`);
  const [bareResult, helloResult, infoResult] = await measureInSegments(targets);
  if (!bareResult || !helloResult || !infoResult) throw new Error("no measurement");
  printFigure("http-hello", { db, rps: Math.round(helloResult.rps), p99_ms: helloResult.p99Ms });
  printFigure("http-auth-info", {
    db,
    rps: Math.round(infoResult.rps),
    p99_ms: infoResult.p99Ms,
    ratio: (infoResult.rps / helloResult.rps).toFixed(2),
    bare_ratio: (infoResult.rps / bareResult.rps).toFixed(2),
    ...cpuFields(infoResult, bareResult),
  });
  printFigure("http-overhead", {
    db,
    rps: Math.round(helloResult.rps),
    bare_rps: Math.round(bareResult.rps),
    ratio: (helloResult.rps / bareResult.rps).toFixed(2),
    ...cpuFields(helloResult, bareResult),
  });
};

const startBareServer = (scope: Scope) =>
  startServer(scope, { env: {}, script: "bench/src/support/bare-server.ts" });

/**
 * Polls `url` every millisecond until it answers 401: answers the ms from `start` to that answer
 * (undefined if it never came) and how many answers still accepted the token.
 */
const waitForRevocation = async (url: string, token: string, start: number) => {
  let staleAnswers = 0;
  while (performance.now() - start < REVOCATION_GIVE_UP_MS) {
    const status = await statusOf(url, token);
    if (status === 401) return { afterMs: performance.now() - start, staleAnswers };
    if (status !== 200) throw new Error(`${url} answered ${status} while polling for revocation`);
    staleAnswers++;
    await sleep(1);
  }
  return { afterMs: undefined, staleAnswers };
};

// Both processes hold the session in their cache; a logout on A must reach B through NOTIFY.
const revokeOnce = async (a: ServerProcess, b: ServerProcess) => {
  const token = await signIn(a.url);
  for (const server of [a, b]) {
    const status = await statusOf(`${server.url}/api/auth/info`, token);
    if (status !== 200) throw new Error(`${server.url}/api/auth/info answered ${status} before logout`);
  }
  const logout = await statusOf(`${a.url}/api/auth/logout`, token, "DELETE");
  if (logout !== 200) throw new Error(`logout answered ${logout}`);
  const start = performance.now();
  const [originStatus, polled] = await Promise.all([
    statusOf(`${a.url}/api/auth/info`, token),
    waitForRevocation(`${b.url}/api/auth/info`, token, start),
  ]);
  return { originStatus, ...polled };
};

const measureRevocation = async (a: ServerProcess, b: ServerProcess) => {
  logProgress(`http db=postgres: revocation across 2 processes, ${REVOCATION_ROUNDS} rounds`);
  const rounds = [];
  for (let n = 0; n < REVOCATION_ROUNDS; n++) rounds.push(await revokeOnce(a, b));
  const times = rounds.map((round) => round.afterMs);
  const revoked = times.filter((ms): ms is number => ms !== undefined).sort((x, y) => x - y);
  const originStatuses = [...new Set(rounds.map((round) => round.originStatus))];
  const allRevoked = revoked.length === rounds.length;
  printFigure("http-revocation", {
    db: "postgres",
    processes: 2,
    revoked_after_ms: allRevoked
      ? roundTo(revoked[Math.floor(revoked.length / 2)] ?? 0, 1)
      : `gave_up_after_${REVOCATION_GIVE_UP_MS}`,
    max_ms: allRevoked ? roundTo(revoked.at(-1) ?? 0, 1) : `gave_up_after_${REVOCATION_GIVE_UP_MS}`,
    rounds: rounds.length,
    stale_answers: rounds.reduce((sum, round) => sum + round.staleAnswers, 0),
    origin_status: originStatuses.join("/"),
  });
  if (!allRevoked)
    throw new Error(`process B still accepted a revoked token after ${REVOCATION_GIVE_UP_MS} ms`);
  if (originStatuses.some((status) => status !== 401)) {
    throw new Error(`process A answered ${originStatuses.join("/")} right after logout, not 401`);
  }
};

const runOnPglite = async (scope: Scope) => {
  const dir = await mkdtemp(join(tmpdir(), "pp-bench-"));
  scope.defer(() => rm(dir, { recursive: true, force: true }));
  logProgress("http db=pglite: starting the server");
  const server = await startServer(scope, { env: { DATA_DIR: join(dir, "data") } });
  await measureThroughput("pglite", server, await startBareServer(scope));
};

const runOnPostgres = (scope: Scope) =>
  onPostgres("http", async () => {
    const url = await createTempDatabase(scope);
    logProgress("http db=postgres: starting the server");
    const a = await startServer(scope, { env: { DATABASE_URL: url } });
    await measureThroughput("postgres", a, await startBareServer(scope));
    logProgress("http db=postgres: starting a second server on the same database");
    const b = await startServer(scope, { env: { DATABASE_URL: url } });
    await measureRevocation(a, b);
  });

export const httpBenchmark: Benchmark = {
  name: "http",
  describe:
    "bare Fastify vs the app's public route vs authenticated read (PGlite, PostgreSQL) and cross-process revocation",
  run: async ({ scope }) => {
    for (const run of [runOnPglite, runOnPostgres]) {
      // Each database's processes and files go before the next one starts measuring.
      const databaseScope = scope.child();
      await run(databaseScope);
      await databaseScope.close();
    }
  },
};
