import { sql } from "drizzle-orm";
import type { Executor } from "./db";
import { rowsOf } from "./db";
import { rateLimits } from "./platform.tables";

/**
 * Growing delays after failures: the first `free` failures cost nothing; after that each try must wait
 * `baseSeconds`, doubling with every further failure up to `maxSeconds`. Failures older than
 * `forgetSeconds` are forgotten. Nothing is ever locked for good.
 */
export type Backoff = { free: number; baseSeconds: number; maxSeconds: number; forgetSeconds: number };

// Stored in rate_limits: `hits` counts the failures, `window_start` is when the last one began.
const waitAfter = (hits: unknown, rule: Backoff) => sql`case when ${hits} < ${rule.free} then 0
  else least(${rule.maxSeconds}, ${rule.baseSeconds} * power(2, ${hits} - ${rule.free}))::int end`;

/**
 * Takes a turn on `key`, counted as a failure until `forgiveBackoff` says it succeeded. Answers 0 when the
 * caller may try now, else how many seconds it must still wait (nothing is counted then). One statement,
 * so callers racing each other cannot try more often than the delays allow.
 */
export const takeBackoffTurn = async (db: Executor, key: string, rule: Backoff): Promise<number> => {
  const forgotten = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${rule.forgetSeconds})`;
  const taken = rowsOf<{ hits: number }>(
    await db.execute(sql`
      insert into ${rateLimits} (key, window_start, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when ${forgotten} then 1 else ${rateLimits.hits} + 1 end,
        window_start = now()
      where ${forgotten}
        or ${rateLimits.windowStart} + make_interval(secs => ${waitAfter(rateLimits.hits, rule)}) <= now()
      returning hits::int as hits`),
  );
  if (taken.length > 0) return 0;
  const [row] = rowsOf<{ wait: number }>(
    await db.execute(sql`
      select greatest(1, ceil(extract(epoch from ${rateLimits.windowStart}
        + make_interval(secs => ${waitAfter(rateLimits.hits, rule)}) - now())))::int as wait
      from ${rateLimits} where ${rateLimits.key} = ${key}`),
  );
  return row?.wait ?? 1;
};

/** The turn succeeded: the failures on `key` are forgotten. */
export const forgiveBackoff = async (db: Executor, key: string) => {
  await db.execute(sql`delete from ${rateLimits} where ${rateLimits.key} = ${key}`);
};
