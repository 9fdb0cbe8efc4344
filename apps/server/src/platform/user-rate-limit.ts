import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config";
import { type Executor, rowsOf } from "./db";
import { AppError } from "./errors";
import { rateLimits } from "./platform.tables";
import type { Limit } from "./rate-limit";

export type UserLimitName = "freightTrial" | "export" | "formulaTest" | "openApi";
export type UserLimits = Record<UserLimitName, Limit>;

/**
 * Per-user limits on the calls that cost the most (pricing every product, writing a workbook, evaluating a
 * formula), a minute each. The defaults are well above what a person at the console does, so only scripts
 * and runaway clients meet them; an installation sets its own in the `LIMIT_…_PER_MINUTE` settings.
 */
export const userLimitsOf = (config: Config): UserLimits => ({
  freightTrial: { max: config.LIMIT_FREIGHT_TRIALS_PER_MINUTE, windowSeconds: 60 },
  export: { max: config.LIMIT_EXPORTS_PER_MINUTE, windowSeconds: 60 },
  formulaTest: { max: config.LIMIT_FORMULA_TESTS_PER_MINUTE, windowSeconds: 60 },
  openApi: { max: config.OPEN_API_RATE_PER_MINUTE, windowSeconds: 60 },
});

declare module "fastify" {
  interface FastifyContextConfig {
    /** Counts each call of the signed-in user against this limit, at this endpoint only. */
    rateLimit?: Exclude<UserLimitName, "openApi">;
  }
}

/** How often each process adds its counts to the shared totals. */
export const FLUSH_INTERVAL_MS = 1000;

// One user's window on one limit, as this process knows it: when it ends (local clock), the shared total as of
// the last read or flush, and the hits counted here since.
type Window = { endsAt: number; shared: number; pending: number };

type SharedRow = { key: string; hits: number; remainingMs: number };

// The open API counts per token (every call of it), the other limits per user.
const prefixOf = (name: UserLimitName) => `${name === "openApi" ? "token" : "user"}:${name}:`;
const keyOf = (name: UserLimitName, subjectId: number) => `${prefixOf(name)}${subjectId}`;

/** A counted call's verdict, with what the `RateLimit-*` headers say. */
export type LimitVerdict = {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
  retryAfterSeconds: number;
};

/**
 * Fixed-window counters kept in each process and added to `rate_limits` every second, so a limit holds across
 * processes without a write per request. A process reads the shared total when a user's window starts there and
 * again with every flush; between flushes, each process lets through at most the rest of the limit it knows of.
 */
export const createUserRateLimiter = (db: Executor, log: FastifyBaseLogger, limits: UserLimits) => {
  const windows = new Map<string, Window>();
  const loading = new Map<string, Promise<Window>>();

  const windowFrom = (row: SharedRow | undefined, limit: Limit): Window =>
    row && row.remainingMs > 0
      ? { endsAt: Date.now() + row.remainingMs, shared: row.hits, pending: 0 }
      : { endsAt: Date.now() + limit.windowSeconds * 1000, shared: 0, pending: 0 };

  const readShared = async (key: string, limit: Limit) => {
    const [row] = rowsOf<SharedRow>(
      await db.execute(sql`
        select key, hits::int as hits, greatest(0, ceil(extract(epoch from
          window_start + make_interval(secs => ${limit.windowSeconds}) - now()) * 1000))::int as "remainingMs"
        from ${rateLimits} where key = ${key}`),
    );
    return windowFrom(row, limit);
  };

  /** This process's window of `key`, read from the shared table when it starts here. */
  const windowOf = async (key: string, limit: Limit) => {
    const known = windows.get(key);
    if (known && known.endsAt > Date.now()) return known;
    let read = loading.get(key);
    if (!read) {
      read = readShared(key, limit).finally(() => loading.delete(key));
      loading.set(key, read);
    }
    const window = await read;
    windows.set(key, window);
    return window;
  };

  /** Adds one call of `subjectId` (a user, or a token for `openApi`) to the limit's count, unless it is reached. */
  const hit = async (name: UserLimitName, subjectId: number): Promise<LimitVerdict> => {
    const limit = limits[name];
    const window = await windowOf(keyOf(name, subjectId), limit);
    const resetSeconds = Math.max(1, Math.ceil((window.endsAt - Date.now()) / 1000));
    const used = window.shared + window.pending;
    if (used >= limit.max)
      return {
        allowed: false,
        limit: limit.max,
        remaining: 0,
        resetSeconds,
        retryAfterSeconds: resetSeconds,
      };
    window.pending++;
    return {
      allowed: true,
      limit: limit.max,
      remaining: limit.max - used - 1,
      resetSeconds,
      retryAfterSeconds: 0,
    };
  };

  // One statement per limit: adds this process's pending counts and reads the shared totals of every window
  // it knows, other processes' hits included.
  const flushLimit = async (name: UserLimitName, limit: Limit) => {
    const prefix = prefixOf(name);
    const now = Date.now();
    const known = [...windows].filter(([key, window]) => key.startsWith(prefix) && window.endsAt > now);
    if (!known.length) return;
    const counts = known
      .filter(([, window]) => window.pending > 0)
      .map(([key, window]) => ({ key, hits: window.pending }));
    const idle = known.filter(([, window]) => window.pending === 0).map(([key]) => key);
    for (const [, window] of known) window.pending = 0;
    const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${limit.windowSeconds})`;
    const remaining = sql`greatest(0, ceil(extract(epoch from
      window_start + make_interval(secs => ${limit.windowSeconds}) - now()) * 1000))::int`;
    try {
      const rows = rowsOf<SharedRow>(
        await db.execute(sql`
          with added as (
            insert into ${rateLimits} (key, window_start, hits)
            select key, now(), hits from json_to_recordset(${JSON.stringify(counts)}::json) as c(key text, hits int)
            on conflict (key) do update set
              hits = case when ${expired} then excluded.hits else ${rateLimits.hits} + excluded.hits end,
              window_start = case when ${expired} then now() else ${rateLimits.windowStart} end
            returning key, hits, window_start
          )
          select key, hits::int as hits, ${remaining} as "remainingMs" from added
          union all
          select key, hits::int, ${remaining} from ${rateLimits}
          where key in (select value from json_array_elements_text(${JSON.stringify(idle)}::json))`),
      );
      for (const row of rows) {
        const window = windows.get(row.key);
        if (window) Object.assign(window, { ...windowFrom(row, limit), pending: window.pending });
      }
    } catch (error) {
      // Kept for the next flush: the counts are not lost while the database is away.
      for (const { key, hits } of counts) {
        const window = windows.get(key);
        if (window) window.pending += hits;
      }
      log.warn({ err: error }, "rate-limit counts not flushed");
    }
  };

  let flushing: Promise<void> = Promise.resolve();
  /** Adds this process's counts to the shared totals (every second, and on close). */
  const flush = () => {
    flushing = flushing.then(async () => {
      for (const [name, limit] of Object.entries(limits)) await flushLimit(name as UserLimitName, limit);
      const now = Date.now();
      for (const [key, window] of windows)
        if (window.endsAt <= now && window.pending === 0) windows.delete(key);
    });
    return flushing;
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    hit,
    flush,
    start: () => {
      timer ??= setInterval(() => void flush(), FLUSH_INTERVAL_MS).unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
};

export type UserRateLimiter = ReturnType<typeof createUserRateLimiter>;

/**
 * Applies `config.rateLimit` of a route to each call of a signed-in user with one hook, added only to the routes
 * that name a limit; over the limit the call answers 429 with `Retry-After`.
 */
export const registerUserRateLimits = (app: FastifyInstance, limiter: UserRateLimiter) => {
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    const name = request.routeOptions.config.rateLimit;
    if (!name || !request.actor) return;
    const verdict = await limiter.hit(name, request.actor.userId);
    if (verdict.allowed) return;
    reply.header("retry-after", String(verdict.retryAfterSeconds));
    throw new AppError("RATE_LIMITED", {
      params: { messageKey: "RATE_LIMITED_RETRY", seconds: verdict.retryAfterSeconds },
    });
  };
  app.addHook("onRoute", (route) => {
    if (route.config?.rateLimit) route.preValidation = [...[route.preValidation ?? []].flat(), check];
  });
  app.addHook("onReady", async () => limiter.start());
  app.addHook("onClose", async () => limiter.stop());
};
