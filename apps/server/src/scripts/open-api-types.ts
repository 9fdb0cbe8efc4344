import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { buildApp } from "../app";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db";
import * as schema from "../schema";
import { OPEN_API_TYPES_FILE, openApiTypesOf } from "../test/open-api-types";

// `npm run open-api:types`: writes the open API's client types from the document the app serves (an app on an
// empty in-memory database: the document depends on the routes only).

const database = await openDatabase({ schema, pglite: new PGlite() });
await database.migrate();
const { app } = await buildApp({
  config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", JOBS: "false", WEB_DIST: "/nonexistent" }),
  database,
});
try {
  await app.ready();
  const document = (await app.inject({ method: "GET", url: "/open/v1/openapi.json" })).json();
  writeFileSync(OPEN_API_TYPES_FILE, await openApiTypesOf(document));
  process.stdout.write(`open-api:types: ${OPEN_API_TYPES_FILE.pathname}\n`);
} finally {
  await app.close();
  await database.close();
}
