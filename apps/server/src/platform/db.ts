import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Db as BossDb, fromPglite } from "pg-boss";

/** The app's tables (src/schema.ts), handed in by whoever opens the database: platform imports no module. */
export type Schema = Record<string, unknown>;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything a repository can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), "../../drizzle");
const MIGRATION_LOCK = 7_310_001;

type Listener = (payload: string) => void;

// The listeners of the process that owns a connection pool or one of its connections, told by `notify` at once.
const ownListeners = new WeakMap<object, (channel: string, payload: string) => void>();

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** pg-boss's view of the same database. */
  boss: { db?: BossDb; connectionString?: string; backend: "pglite" | "postgres"; max?: number };
  /** Runs every pending migration in one transaction, one process at a time. */
  migrate: (migrationsFolder?: string) => Promise<void>;
  /** LISTEN on a channel; the callback also fires with "" after a reconnect (state may be stale). */
  listen: (channel: string, onPayload: Listener) => Promise<void>;
  /** The PostgreSQL connection pool's use; absent on PGlite, which has one in-process connection. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  schema: Schema;
  url?: string | undefined;
  dataDir?: string;
  poolMax?: number;
  pglite?: PGlite;
};

export const openDatabase = async (options: DatabaseOptions): Promise<Database> =>
  options.url ? openPostgres(options.url, options.schema, options.poolMax ?? 10) : openPglite(options);

const openPglite = async (options: DatabaseOptions): Promise<Database> => {
  let client = options.pglite;
  if (!client) {
    const dataDir = options.dataDir ?? "./data";
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(join(dataDir, "pglite"));
  }
  await client.waitReady;
  const pglite = client;
  const db = drizzlePglite(pglite, { schema: options.schema }) as unknown as Db;
  const unlisteners: Array<() => Promise<void>> = [];
  return {
    kind: "pglite",
    db,
    boss: { db: fromPglite(pglite), backend: "pglite" },
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
    },
    listen: async (channel, onPayload) => {
      unlisteners.push(await pglite.listen(channel, onPayload));
    },
    close: async () => {
      for (const unlisten of unlisteners) await unlisten();
      if (!options.pglite) await pglite.close();
    },
  };
};

const openPostgres = async (url: string, schema: Schema, poolMax: number): Promise<Database> => {
  // No JIT compilation: it pays off for long analytical scans, and our statements are short. A plan whose cost a
  // just-grown table's stale statistics inflate paid 30-140 ms of compiling for a few milliseconds of work (the
  // tracking bench saw it). A connection string's own `options` still wins.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, options: "-c jit=off" });
  // An idle connection that breaks (a server restart, a terminated backend) is dropped by the pool and replaced
  // on the next query; unhandled, the pool's error event would end the process.
  pool.on("error", () => undefined);
  const listeners = new Map<string, Listener[]>();
  const tellListeners = (channel: string, payload: string) => {
    for (const fn of listeners.get(channel) ?? []) fn(payload);
  };
  ownListeners.set(pool, tellListeners);
  pool.on("connect", (client) => ownListeners.set(client, tellListeners));
  await pool.query("select 1");
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listenClient: pg.Client | undefined;
  let closing = false;

  // One dedicated connection carries every LISTEN; on loss it reconnects and tells listeners
  // (with an empty payload) that notifications may have been missed.
  const connectListener = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => tellListeners(message.channel, message.payload ?? ""));
    client.on("error", () => {
      if (closing) return;
      listenClient = undefined;
      setTimeout(() => void reconnect(), 500);
    });
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN "${channel}"`);
    listenClient = client;
  };
  const reconnect = async () => {
    try {
      await connectListener();
      for (const fns of listeners.values()) for (const fn of fns) fn("");
    } catch {
      if (!closing) setTimeout(() => void reconnect(), 1000);
    }
  };

  return {
    kind: "postgres",
    db,
    boss: { connectionString: url, backend: "postgres", max: 4 },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolMax,
    }),
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    listen: async (channel, onPayload) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const known = listeners.get(channel);
      if (known) {
        known.push(onPayload);
        return;
      }
      listeners.set(channel, [onPayload]);
      if (listenClient) await listenClient.query(`LISTEN "${channel}"`);
      else await connectListener();
    },
    close: async () => {
      closing = true;
      await listenClient?.end().catch(() => undefined);
      await pool.end();
    },
  };
};

/**
 * Sends a notification to every server process; inside a transaction it is delivered on commit. This process's
 * own listeners are also told at once: PostgreSQL delivers to them on commit too, but on another connection, so
 * the writer could answer (and take its next request) before hearing of its own change. PGlite delivers to its
 * listeners before a commit returns.
 */
export const notify = async (executor: Executor, channel: string, payload: string) => {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
  const { client } = executor._.session as unknown as { client: object };
  ownListeners.get(client)?.(channel, payload);
};

/** Rows of a raw query, the same shape on PGlite and node-postgres. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const dialect = new PgDialect();

/**
 * Runs a raw statement as a named prepared statement, so PostgreSQL parses and plans it once per connection
 * instead of on every call: for hot statements whose planning costs as much as running them (the wallet's
 * multi-CTE posting). The name is derived from the text, so every distinct text is its own statement.
 */
export const executePrepared = async <T>(executor: Executor, statement: SQL): Promise<T[]> => {
  const query = dialect.sqlToQuery(statement);
  const name = `pp_${createHash("sha1").update(query.sql).digest("hex").slice(0, 24)}`;
  return rowsOf<T>(await executor._.session.prepareQuery(query, undefined, name, false).execute());
};

/**
 * A multi-row insert of `rows` into `table` whose values travel as one parameter, a JSON array that
 * jsonb_populate_recordset reads as the table's rows. Drizzle's `values()` makes a parameter of every cell (a
 * few microseconds each: tens of milliseconds of blocked event loop for a chunk of orders); this costs one
 * JSON.stringify. Each row writes the columns it gives a value (undefined: the column's default), so rows that
 * leave out different columns go in one statement per shape (none for no rows): data-modifying statements, fit
 * for the WITH clauses of one statement. For tables whose values JSON carries (no bytea) and whose defaults are
 * the database's (drizzle's $defaultFn is not called).
 */
export const insertRows = <T extends PgTable>(table: T, rows: T["$inferInsert"][]): SQL[] => {
  const columns = Object.entries(getTableColumns(table));
  const shapes = new Map<string, { names: string[]; records: Record<string, unknown>[] }>();
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    const names: string[] = [];
    for (const [key, column] of columns) {
      const value = values[key];
      if (value === undefined) continue;
      names.push(column.name);
      const json = column.dataType === "json";
      record[column.name] = value === null || json ? value : column.mapToDriverValue(value);
    }
    const shape = names.join(",");
    const found = shapes.get(shape);
    if (found) found.records.push(record);
    else shapes.set(shape, { names, records: [record] });
  }
  return [...shapes.values()].map(({ names, records }) => {
    const list = sql.raw(names.map((name) => `"${name}"`).join(", "));
    return sql`insert into ${table} (${list}) select ${list}
      from jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb)`;
  });
};

/**
 * The unique index a query failed on (PostgreSQL 23505; "" when the driver does not name it), else undefined.
 * Drizzle wraps the driver's error in causes.
 */
export const uniqueViolationOf = (error: unknown): string | undefined => violationOf(error, "23505");

/** The constraint a query failed on with PostgreSQL error `code` ("" when unnamed), else undefined. */
const violationOf = (error: unknown, wanted: string): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === "object" && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === wanted) return typeof constraint === "string" ? constraint : "";
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/** Whether a delete failed because other rows still name the row (PostgreSQL 23503). */
export const isForeignKeyViolation = (error: unknown): boolean => violationOf(error, "23503") !== undefined;

/** Whether a query failed on a unique index (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolationOf(error) !== undefined;
