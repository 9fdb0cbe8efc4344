import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The console's wall (docs/architecture.md, "Module walls"): shared/ serves every feature and the shell, so it
// imports neither; a helper several features need lives in shared/.

const SRC = dirname(fileURLToPath(import.meta.url));
const SHARED = join(SRC, "shared");

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** What each shared file imports from features/ or app/, as "file -> target" from src/. */
const sharedBreaches = (files: Array<{ path: string; text: string }>) =>
  files.flatMap(({ path, text }) =>
    [...text.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.[^"']*)["']/g)]
      .map((match) => relative(SRC, resolve(dirname(path), match[1] ?? "")))
      .filter((target) => /^(features|app)\//.test(target))
      .map((target) => `${relative(SRC, path)} -> ${target}`),
  );

describe("console walls", () => {
  it("shared/ imports no feature and not the shell", () => {
    const files = filesUnder(SHARED)
      .filter((path) => /\.tsx?$/.test(path))
      .map((path) => ({ path, text: readFileSync(path, "utf8") }));
    expect(sharedBreaches(files)).toEqual([]);
  });

  it("names a shared file that reaches into a feature", () => {
    const path = join(SHARED, "components", "CountrySelect.tsx");
    const text = 'import { useCountryOptions } from "../../features/reference/reference.api";';
    expect(sharedBreaches([{ path, text }])).toEqual([
      "shared/components/CountrySelect.tsx -> features/reference/reference.api",
    ]);
  });
});
