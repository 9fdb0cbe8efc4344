import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db";
import * as schema from "../schema";
import { carrierSeedOf, seedDatabase } from "../seed";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string | null;
  }
}

/** The run's migrated template database, and the prefix of the per-file copies made from it. */
export const TEMPLATE_PREFIX = "pp_template_";
export const RUN_DATABASE_PREFIX = "pp_t_";

/** Server's admin URL with another database name. */
export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

// Migrates and seeds once; every test file then starts from a copy (a PGlite dump, or a
// PostgreSQL database cloned from a template), so files never see each other's writes.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "pp-test-"));
  const pglite = new PGlite();
  const embedded = await openDatabase({ schema, pglite });
  await embedded.migrate();
  await seedDatabase(embedded.db, { demo: true, carriers: carrierSeedOf(loadConfig({ NODE_ENV: "test" })) });
  const dump = await pglite.dumpDataDir("none");
  const dumpPath = join(dir, "seeded.tar");
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteDump", dumpPath);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `${TEMPLATE_PREFIX}${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const server = await openDatabase({ schema, url: withDatabase(url, template), poolMax: 2 });
    await server.migrate();
    await seedDatabase(server.db, { demo: true, carriers: carrierSeedOf(loadConfig({ NODE_ENV: "test" })) });
    await server.close();
    await admin.end();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // Every test file's copy, now that the workers and their connections are gone, then the template.
      const copies = await admin.query<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [`${template.replace(TEMPLATE_PREFIX, RUN_DATABASE_PREFIX)}_`],
      );
      for (const { datname } of copies.rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    }
  };
}
