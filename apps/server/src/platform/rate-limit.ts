import { sql } from "drizzle-orm";
import type { Executor } from "./db";
import { rowsOf } from "./db";
import { rateLimits } from "./platform.tables";

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window shared by all server processes and answers
 * whether the caller is still within `limit`, and how long until the window resets.
 */
export const hitRateLimit = async (db: Executor, key: string, limit: Limit) => {
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when ${rateLimits.windowStart} < now() - make_interval(secs => ${limit.windowSeconds})
        then 1 else ${rateLimits.hits} + 1 end,
      window_start = case when ${rateLimits.windowStart} < now() - make_interval(secs => ${limit.windowSeconds})
        then now() else ${rateLimits.windowStart} end
    returning hits::int as hits,
      greatest(0, ceil(extract(epoch from window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int as "retryAfter"`);
  const [row] = rowsOf<{ hits: number; retryAfter: number }>(result);
  return {
    allowed: (row?.hits ?? 0) <= limit.max,
    retryAfterSeconds: row?.retryAfter ?? limit.windowSeconds,
  };
};

// Limits on the guarded public calls (password spraying and SMS pumping); wrong passwords themselves
// wait growing delays (WRONG_PASSWORD_BACKOFF in identity.service.ts).
/** The window of the sign-ins an address may try (LIMIT_SIGN_INS_PER_IP of them). */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export const LIMITS = {
  codePerTarget: { max: 1, windowSeconds: 60 },
  codePerTargetDaily: { max: 10, windowSeconds: 24 * 60 * 60 },
  codePerIp: { max: 20, windowSeconds: 60 * 60 },
  resetPerTarget: { max: 10, windowSeconds: 15 * 60 },
  resetPerIp: { max: 30, windowSeconds: 15 * 60 },
  captchaPerIp: { max: 120, windowSeconds: 10 * 60 },
} satisfies Record<string, Limit>;
