import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import type { Scope } from "./scope";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export type ServerProcess = { url: string; pid: number; stop: () => Promise<void> };

type StartOptions = {
  /** Either `DATA_DIR` (PGlite) or `DATABASE_URL` (PostgreSQL), plus any overrides. */
  env: Record<string, string>;
  timeoutMs?: number;
  /** What to start instead of the server (from the repository root); it must announce itself alike. */
  script?: string;
};

const READY = /running at http:\/\/localhost:(\d+)/;
const TAIL_CHARS = 4000;
const STOP_GRACE_MS = 10_000;

// Every server the benchmarks start: local only, a free port, quiet logs, no background jobs.
const serverEnv = (env: Record<string, string>) => {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const key of ["DATABASE_URL", "DATA_DIR", "PORT", "HOST"]) delete base[key];
  return {
    ...base,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    JOBS: "false",
    SEED_DEMO: "true",
    SHUTDOWN_TIMEOUT_MS: "2000",
    ...env,
  };
};

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const waitForExit = async (child: ChildProcess, ms: number) => {
  if (hasExited(child)) return true;
  const timer = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref());
  return Promise.race([once(child, "exit").then(() => true), timer]);
};

const stopChild = async (child: ChildProcess) => {
  if (hasExited(child)) return;
  child.kill("SIGTERM");
  if (await waitForExit(child, STOP_GRACE_MS)) return;
  child.kill("SIGKILL");
  await waitForExit(child, STOP_GRACE_MS);
};

/**
 * Starts `apps/server/src/main.ts` (or `options.script`) as its own process (as a user would),
 * waits until it answers /api/ping, and registers its stop in `scope`.
 */
export const startServer = async (scope: Scope, options: StartOptions): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ["--import", "tsx", options.script ?? "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: serverEnv(options.env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = () => stopChild(child);
  scope.defer(stop);

  // Keep draining both pipes (a full pipe would stall the server) and keep a tail for errors.
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-TAIL_CHARS);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start within ${options.timeoutMs ?? 90_000} ms:\n${output}`)),
      options.timeoutMs ?? 90_000,
    );
    const onData = () => {
      const match = READY.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });

  const url = `http://127.0.0.1:${port}`;
  const ping = await fetch(`${url}/api/ping`);
  if (ping.status !== 200) throw new Error(`${url}/api/ping answered ${ping.status}`);
  return { url, pid: child.pid ?? -1, stop };
};
