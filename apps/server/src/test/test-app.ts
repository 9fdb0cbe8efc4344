import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Writable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../platform/config";
import { type Database, openDatabase } from "../platform/db";
import * as schema from "../schema";
import { humanTrack, solveCaptcha } from "./captcha-solver";
import { RUN_DATABASE_PREFIX, TEMPLATE_PREFIX, withDatabase } from "./global-setup";

export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    JOBS: "false",
    WEB_DIST: "/nonexistent",
    ...overrides,
  });

type TestDatabase = Database & {
  /** Another connection to the same database, as a second server process would open. */ reopen: () => Promise<Database>;
};

/** A fresh database named after the run's template (the run's teardown drops it); empty, or a copy of it. */
export const createRunDatabase = async (url: string, template: string, copy: boolean) => {
  const name = `${template.replace(TEMPLATE_PREFIX, RUN_DATABASE_PREFIX)}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(copy ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  return withDatabase(url, name);
};

/** A fresh copy of the migrated, seeded database: PostgreSQL when TEST_DATABASE_URL is set. */
export const openTestDatabase = async (): Promise<TestDatabase> => {
  const template = inject("postgresTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (url && template) {
    const copy = await createRunDatabase(url, template, true);
    const database = await openDatabase({ schema, url: copy, poolMax: 5 });
    return { ...database, reopen: () => openDatabase({ schema, url: copy, poolMax: 5 }) };
  }
  const dump = new Blob([readFileSync(inject("pgliteDump"))]);
  const pglite = new PGlite({ loadDataDir: dump });
  const database = await openDatabase({ schema, pglite });
  return { ...database, reopen: () => openDatabase({ schema, pglite }), close: () => pglite.close() };
};

/** A migrated database with nothing seeded, as a new installation has before its first start. */
export const openEmptyTestDatabase = async (): Promise<TestDatabase> => {
  const template = inject("postgresTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (url && template) {
    const empty = await createRunDatabase(url, template, false);
    const database = await openDatabase({ schema, url: empty, poolMax: 5 });
    await database.migrate();
    return { ...database, reopen: () => openDatabase({ schema, url: empty, poolMax: 5 }) };
  }
  const pglite = new PGlite();
  const database = await openDatabase({ schema, pglite });
  await database.migrate();
  return { ...database, reopen: () => openDatabase({ schema, pglite }), close: () => pglite.close() };
};

type Json = Record<string, unknown>;

export const createTestApp = async (
  overrides: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  logStream?: Writable,
  /** Another database than a copy of the seeded one (openEmptyTestDatabase). */
  given?: TestDatabase,
) => {
  const database = given ?? (await openTestDatabase());
  const config = testConfig(overrides);
  const built = await buildApp({ config, database, ...(logStream ? { logStream } : {}) });
  beforeReady?.(built.app);
  await built.app.ready();
  const { app } = built;

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    options: { token?: string; body?: unknown; lang?: string; ip?: string } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      remoteAddress: options.ip ?? "127.0.0.1",
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.lang ? { "accept-language": options.lang } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body as Json } : {}),
    });

  /** Solves a fresh slider puzzle like a person would and returns its single-use token. */
  const captchaToken = async (ip?: string) => {
    const challenge = (await call("GET", "/api/auth/code", { ip })).json();
    const x = solveCaptcha(challenge);
    const verified = await call("POST", "/api/auth/code/verify", {
      ip,
      body: { captchaId: challenge.captchaId, x, track: humanTrack(x) },
    });
    if (verified.statusCode !== 200) throw new Error(`captcha not solved: ${verified.body}`);
    return verified.json().captchaToken as string;
  };

  const login = async (username: string, password: string, ip?: string) => {
    const response = await call("POST", "/api/auth/login", {
      ip,
      body: { username, password, captchaToken: await captchaToken(ip) },
    });
    if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
    return response.json().token as string;
  };

  /** A second server process on the same database, with its own connections and cache. */
  const secondProcess = async () => {
    const other = await database.reopen();
    const second = await buildApp({ config, database: other });
    await second.app.ready();
    return {
      app: second.app,
      rateLimits: second.rateLimits,
      close: async () => {
        await second.app.close();
        if (other.kind === "postgres") await other.close();
      },
    };
  };

  return {
    ...built,
    secondProcess,
    database,
    db: database.db,
    config,
    call,
    captchaToken,
    login,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * One app for a test file: opened before its tests (then handed to `ready`, which keeps it and signs in whom
 * the file needs) and closed after them.
 */
export const openTestAppForFile = (
  ready: (app: TestApp) => Promise<void> | void,
  overrides: Record<string, string> = {},
) => {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(overrides);
    await ready(opened);
  });
  afterAll(async () => {
    await opened?.close();
  });
};
