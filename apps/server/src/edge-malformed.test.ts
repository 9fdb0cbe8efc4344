import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "./test/test-app";

// The malformed set, sent to every write endpoint of the OpenAPI document and to every query filter
// and path parameter: nothing may answer 5xx, and nothing may be written.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minItems?: number;
  minimum?: number;
  $ref?: string;
};
type Parameter = { in: "query" | "path"; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Endpoint = { method: string; path: string; operation: Operation };

let t: TestApp;
let callers: Array<{ name: string; token: string }>;
let endpoints: Endpoint[];
let components: Record<string, Schema>;

openTestAppForFile(async (app) => {
  t = app;
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, Schema> };
  };
  components = document.components?.schemas ?? {};
  endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
  callers = [
    { name: "admin", token: await t.login("admin", "Admin2026") },
    { name: "customer", token: await t.login("customer", "Customer2026") },
  ];
});

// The operation log and rate-limit counters legitimately record refused attempts.
const UNCHECKED_TABLES = /^(operation_logs|rate_limit)/;

/** Row count and a hash of every row of every other table of ours. */
const fingerprint = async () => {
  const tables = (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const names = tables.rows.map((row) => row.tablename).filter((name) => !UNCHECKED_TABLES.test(name));
  const parts = names.map(
    (name) =>
      `select '${name}' as name, count(*)::int as rows, coalesce(md5(string_agg(md5(r::text), '' order by md5(r::text))), '') as hash from "${name}" r`,
  );
  const result = (await t.db.execute(sql.raw(parts.join(" union all ")))) as unknown as {
    rows: Array<{ name: string; rows: number; hash: string }>;
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.rows}:${row.hash}`]));
};

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);

const resolveRef = (schema: Schema): Schema =>
  schema.$ref ? resolveRef(components[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;

/** A body shaped like the schema, every text made by `text`; `wrong` swaps each leaf for another type. */
const sample = (raw: Schema, text: () => string, wrong = false, depth = 0): unknown => {
  const schema = resolveRef(raw);
  if (depth > 8) return null;
  if (schema.const !== undefined) return wrong ? [schema.const] : schema.const;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((s) => s.type !== "null") ?? choice[0] ?? {}, text, wrong, depth);
  if (schema.allOf) {
    const merged = schema.allOf.map((part) => resolveRef(part));
    return sample(
      { type: "object", properties: Object.assign({}, ...merged.map((p) => p.properties)) },
      text,
      wrong,
      depth,
    );
  }
  if (schema.enum) return wrong ? { value: schema.enum[0] } : schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([key, inner]) => [
      key,
      sample(inner, text, wrong, depth + 1),
    ]);
    return Object.fromEntries(entries);
  }
  if (type === "array") {
    const items = Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
      sample(schema.items ?? {}, text, wrong, depth + 1),
    );
    return wrong ? { 0: items[0] } : items;
  }
  if (type === "integer" || type === "number") return wrong ? "1x" : Math.max(1, schema.minimum ?? 1);
  if (type === "boolean") return wrong ? "yes" : false;
  return wrong ? 12345 : text();
};

const DEEP = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;
const HUGE = "x".repeat(20_000);

/** The malformed bodies of one endpoint: [kind, content type, payload]. */
const malformedBodies = (schema: Schema | undefined): Array<[string, string, string]> => {
  const edgeOnly: Array<[string, string, string]> = [
    ["deep nesting", "application/json", `{"deep":${DEEP}}`],
    ["__proto__ key", "application/json", '{"__proto__":{"level":0,"orgId":1}}'],
    ["constructor key", "application/json", '{"constructor":{"prototype":{"level":0}}}'],
    ["invalid JSON", "application/json", '{"name":'],
  ];
  // A write without a body acts on its URL alone: only what the edge refuses may be sent to it.
  if (!schema) return edgeOnly;
  const body = (text: () => string, wrong = false) => JSON.stringify(sample(schema, text, wrong));
  const valid = body(() => "Test text");
  // Malformed texts, where the body has texts at all: a body without them would be a valid one.
  const texts: Array<[string, string, string]> = [
    ["NUL", "application/json", body(() => "Null\u0000text")],
    ["control characters", "application/json", body(() => "Esc\u001b\u0085text\u0008")],
    ["huge strings", "application/json", body(() => HUGE)],
  ];
  return [
    ...edgeOnly,
    ...texts.filter(([, , payload]) => payload !== valid),
    ["wrong types", "application/json", body(() => "x", true)],
    ["__proto__ among fields", "application/json", `{"__proto__":{"level":0},${valid.slice(1)}`],
    ["text/plain", "text/plain", valid],
    ["form-encoded", "application/x-www-form-urlencoded", "name=x&level=0"],
    ["XML", "application/xml", "<x/>"],
  ];
};

// Path parameters: an existing id where there is one, so the refusal is the body's.
const GOOD_PARAMS: Record<string, string> = {
  lang: "en",
  phone: "13800138000",
  code: "123456",
  status: "1",
  file: "logo.png",
  paymentId: "none",
};
const goodParam = (name: string) => GOOD_PARAMS[name] ?? "1";
const MALFORMED_VALUES: Array<[string, string]> = [
  ["NUL", "a%00b"],
  ["control character", "a%1Bb%C2%85"],
  ["huge", "9".repeat(40)],
  ["wrong type", "%7B%7D"],
];

const urlOf = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => params[name] ?? goodParam(name));

const pathNames = (endpoint: Endpoint) =>
  (endpoint.operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
const queryNames = (endpoint: Endpoint) =>
  (endpoint.operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);

type Attempt = { kind: string; url: string; contentType?: string; payload?: string };

/** Every malformed request of one endpoint. */
const attemptsOf = (endpoint: Endpoint): Attempt[] => {
  const attempts: Attempt[] = [];
  for (const name of pathNames(endpoint)) {
    for (const [kind, value] of MALFORMED_VALUES) {
      attempts.push({ kind: `${kind} in :${name}`, url: urlOf(endpoint.path, { [name]: value }) });
    }
  }
  for (const name of queryNames(endpoint)) {
    for (const [kind, value] of MALFORMED_VALUES) {
      attempts.push({ kind: `${kind} in ?${name}`, url: `${urlOf(endpoint.path)}?${name}=${value}` });
    }
    attempts.push({ kind: `repeated ?${name}`, url: `${urlOf(endpoint.path)}?${name}=1&${name}=2` });
  }
  if (endpoint.method !== "GET") {
    const schema = endpoint.operation.requestBody?.content["application/json"]?.schema;
    for (const [kind, contentType, payload] of malformedBodies(schema)) {
      attempts.push({ kind, url: urlOf(endpoint.path), contentType, payload });
    }
  }
  return attempts;
};

const send = (endpoint: Endpoint, attempt: Attempt, token: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: endpoint.method as "GET",
    url: attempt.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(attempt.contentType ? { "content-type": attempt.contentType } : {}),
    },
    ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
  });

describe("the malformed set", () => {
  it("answers no 5xx and writes nothing, on every write endpoint, query filter and path parameter", async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const endpoint of endpoints) {
      const attempts = attemptsOf(endpoint);
      if (!attempts.length) continue;
      const before = await fingerprint();
      for (const caller of callers) {
        for (const attempt of attempts) {
          const response = await send(endpoint, attempt, caller.token);
          requests++;
          if (response.statusCode >= 500) {
            failures.push(
              `${endpoint.method} ${endpoint.path} (${attempt.kind}, ${caller.name}) → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
      const changed = changedTables(before, await fingerprint());
      if (changed.length) failures.push(`${endpoint.method} ${endpoint.path} wrote to ${changed.join(", ")}`);
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  }, 300_000);
});
