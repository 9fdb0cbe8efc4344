import { randomBytes } from "node:crypto";
import pg from "pg";
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
