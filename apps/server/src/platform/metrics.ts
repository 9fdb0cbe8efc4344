import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { type Database, rowsOf } from "./db";
import { AppError } from "./errors";

// Prometheus metrics at /metrics, for operators only (Authorization: Bearer METRICS_TOKEN; not mounted without one).
// Requests are timed by route pattern, never by raw URL, so ids in paths cannot grow the label set.

type Child = ReturnType<Histogram<"method" | "route" | "status">["labels"]>;

const UNMATCHED = "(unmatched)";

/** The per-route timing hook: the route's label children are kept by status, so a request allocates nothing. */
const observerFor = (histogram: Histogram<"method" | "route" | "status">, method: string, route: string) => {
  const byStatus = new Map<number, Child>();
  return (reply: FastifyReply) => {
    const status = reply.statusCode;
    let child = byStatus.get(status);
    if (!child) {
      child = histogram.labels(method, route, String(status));
      byStatus.set(status, child);
    }
    child.observe(reply.elapsedTime / 1000);
  };
};

const sameToken = (given: string | undefined, expected: Buffer) => {
  if (!given?.startsWith("Bearer ")) return false;
  const token = Buffer.from(given.slice(7).trim());
  return token.length === expected.length && timingSafeEqual(token, expected);
};

/** Registers the timing hooks (call before any route) and the /metrics endpoint. */
export const registerMetrics = (app: FastifyInstance, database: Database, token: string) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by method, route pattern and status, with their duration",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook("onRoute", (route: RouteOptions) => {
    const method = Array.isArray(route.method) ? route.method.join(",") : route.method;
    const observe = observerFor(requests, method, route.url);
    const hook = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      observe(reply);
      done();
    };
    route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), hook];
  });
  const unmatched = new Map<string, ReturnType<typeof observerFor>>();
  app.addHook("onResponse", (request, reply, done) => {
    if (request.is404) {
      let observe = unmatched.get(request.method);
      if (!observe) {
        observe = observerFor(requests, request.method, UNMATCHED);
        unmatched.set(request.method, observe);
      }
      observe(reply);
    }
    done();
  });

  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting clients, max)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
  }
  new Gauge({
    name: "job_queue_jobs",
    help: "pg-boss jobs by queue and state (queued, active), as pg-boss last counted them",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const [present] = rowsOf<{ present: boolean }>(
        await database.db.execute(sql`select to_regclass('pgboss.queue') is not null as present`),
      );
      if (!present?.present) return;
      const queues = rowsOf<{ name: string; queued: number; active: number }>(
        await database.db.execute(
          sql`select name, queued_count::int as queued, active_count::int as active from pgboss.queue`,
        ),
      );
      for (const queue of queues) {
        this.set({ queue: queue.name, state: "queued" }, queue.queued);
        this.set({ queue: queue.name, state: "active" }, queue.active);
      }
    },
  });

  const expected = Buffer.from(token);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!sameToken(request.headers.authorization, expected)) throw new AppError("UNAUTHENTICATED");
    return reply
      .type(registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });
};
