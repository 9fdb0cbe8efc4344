import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The module rules of docs/architecture.md ("Module walls"), checked over every import of src/.

const SRC = dirname(fileURLToPath(import.meta.url));
// `from "…"`, `import "…"` and `import("…")`: every way a file names another.
const SPECIFIER = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(`${path}/`)?.[1];

/** Why `from` (a file, from src/) may not import `to` (the import resolved from src/, no extension), or null. */
const breachOf = (from: string, to: string): string | null => {
  if (from.startsWith("platform/")) {
    return to.startsWith("platform/") || to.startsWith("test/") ? null : "platform imports no module";
  }
  const target = moduleOf(to);
  const face = to === `modules/${target}` || to === `modules/${target}/index`;
  const tablesForSchema = from === "schema.ts" && to.endsWith(".tables");
  if (target && target !== moduleOf(from) && !face && !tablesForSchema) {
    return `another module's internals (use modules/${target}/index.ts)`;
  }
  if (moduleOf(from) && to === "schema" && !from.endsWith(".test.ts")) {
    return "a module reads other modules' tables through their faces, not schema.ts";
  }
  return null;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });

describe("module walls", () => {
  it("every import of src/ keeps to the module rules", () => {
    const breaches = sourceFiles(SRC).flatMap((file) => {
      const from = relative(SRC, file);
      return [...readFileSync(file, "utf8").matchAll(SPECIFIER)]
        .map((match) => match[1] ?? "")
        .filter((specifier) => specifier.startsWith("."))
        .map((specifier) => relative(SRC, resolve(dirname(file), specifier)))
        .flatMap((to) => {
          const breach = breachOf(from, to);
          return breach ? [`${from} -> ${to}: ${breach}`] : [];
        });
    });
    expect(breaches).toEqual([]);
  });

  it("refuses the breaches it exists for", () => {
    expect(
      breachOf("modules/catalog/quote.repository.ts", "modules/identity/identity.tables"),
    ).not.toBeNull();
    expect(breachOf("app.ts", "modules/catalog/products.routes")).not.toBeNull();
    expect(breachOf("platform/jobs.ts", "modules/system")).not.toBeNull();
    expect(breachOf("platform/db.ts", "schema")).not.toBeNull();
    expect(breachOf("modules/finance/wallet.repository.ts", "schema")).not.toBeNull();
    expect(breachOf("modules/catalog/quote.repository.ts", "modules/identity")).toBeNull();
    expect(breachOf("modules/catalog/products.test.ts", "schema")).toBeNull();
    expect(breachOf("modules/catalog/products.test.ts", "modules/catalog/products.repository")).toBeNull();
  });
});
