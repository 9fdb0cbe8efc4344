import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Vitest 5's failure report calls Map.groupBy, which Node 20 lacks; without it a failing run
// crashes the reporter instead of showing the failure.
if (!("groupBy" in Map)) {
  Object.defineProperty(Map, "groupBy", {
    value: <K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K) => {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        groups.set(key, [...(groups.get(key) ?? []), item]);
      }
      return groups;
    },
  });
}

// Speed is measured by `npm run bench`, never by a test's clock: on a loaded 2-core CI machine a
// property test or a rendered antd form can take several times its usual second, so no project
// keeps vitest's 5 s default timeout.
const unitTimeout = 30000;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine, where the
    // main process mostly waits. At least two keep both cores on test files (each has its own database copy).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
          testTimeout: unitTimeout,
        },
      },
      {
        test: {
          name: "contracts",
          root: "packages/contracts",
          include: ["src/**/*.test.ts"],
          testTimeout: unitTimeout,
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          testTimeout: 60000,
          hookTimeout: 120000,
          globalSetup: ["./src/test/global-setup.ts"],
        },
      },
      {
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          testTimeout: unitTimeout,
          setupFiles: ["./src/test/setup.ts"],
        },
      },
    ],
  },
});
