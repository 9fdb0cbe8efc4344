import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { cpuSecondsOf } from "./cpu";
import { printFigure } from "./report";
import type { Scope } from "./scope";

/** The local PostgreSQL the benchmarks use; each run gets a fresh database on it, dropped after. */
export const POSTGRES_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

const withAdmin = async <T>(work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** Answers why PostgreSQL cannot be used, or undefined when it can. */
/**
 * Runs `measure` when PostgreSQL answers; otherwise prints the figure's line saying it was skipped, where and why,
 * so a run without the database still says what it did not measure.
 */
export const onPostgres = async (figure: string, measure: () => Promise<void>) => {
  const unreachable = await whyPostgresUnreachable();
  if (unreachable === undefined) return measure();
  printFigure(figure, {
    db: "postgres",
    skipped: "unreachable",
    at: new URL(POSTGRES_ADMIN_URL).host,
    reason: JSON.stringify(unreachable),
  });
};

export const whyPostgresUnreachable = async (): Promise<string | undefined> => {
  try {
    await withAdmin((client) => client.query("select 1"));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  }
};

/** Creates `pp_bench_<random>` and registers its drop in `scope`; answers its URL. */
export const createTempDatabase = async (scope: Scope): Promise<string> => {
  const name = `pp_bench_${randomBytes(6).toString("hex")}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  scope.defer(() =>
    withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  );
  return withDatabase(POSTGRES_ADMIN_URL, name);
};

const isPostgresProcess = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("postgres");
  } catch {
    return false;
  }
};

/**
 * CPU seconds used so far by each PostgreSQL backend connected to the database of `url`, by process id; undefined
 * unless the server runs on this machine and /proc shows its processes (Linux).
 */
export const backendCpuSeconds = async (url: string): Promise<Map<number, number> | undefined> => {
  const name = new URL(url).pathname.slice(1);
  const pids = await withAdmin(
    async (client) =>
      (await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name]))
        .rows,
  );
  const seconds = new Map<number, number>();
  for (const { pid } of pids) {
    const used = isPostgresProcess(pid) ? cpuSecondsOf(pid) : undefined;
    if (used === undefined) return undefined;
    seconds.set(pid, used);
  }
  return seconds;
};

/** CPU seconds the backends used between two readings; one that connected meanwhile counts in full. */
export const backendCpuSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, used]) => sum + used - (before.get(pid) ?? 0), 0);
