import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { humanTrack, solveCaptcha } from "./captcha-solver";

// The real server as its own process (`apps/server/src/main.ts`, as `npm start` runs it), for tests that stop it
// the hard way; and signing in to it over HTTP the way the console does.

const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const READY = /running at http:\/\/localhost:(\d+)/;
const TAIL_CHARS = 4000;
const START_TIMEOUT_MS = 120_000;

export type ServerProcess = {
  url: string;
  /** SIGKILL: no shutdown hook runs, as when the machine loses the process. */
  kill: () => Promise<void>;
};

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const killChild = async (child: ChildProcess) => {
  if (exited(child)) return;
  const gone = once(child, "exit");
  child.kill("SIGKILL");
  await gone;
};

/**
 * Starts the server with `env` on a free port of 127.0.0.1 and answers once it serves /api/health. Node runs
 * main.ts itself (tsx as a loader, no launcher process), so the child's pid is the server's.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const key of ["DATABASE_URL", "DATA_DIR", "PORT", "HOST"]) delete base[key];
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...base, PORT: "0", HOST: "127.0.0.1", WEB_DIST: "/nonexistent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Both pipes drained all along (a full pipe would stall the server), their tail kept for a failure's message.
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-TAIL_CHARS);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const kill = () => killChild(child);

  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
        START_TIMEOUT_MS,
      );
      const onData = () => {
        const match = READY.exec(output);
        if (!match?.[1]) return;
        clearTimeout(timer);
        child.stdout.off("data", onData);
        resolve(match[1]);
      };
      child.stdout.on("data", onData);
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${signal ?? code}) before it was ready:\n${output}`));
      });
    });
    const url = `http://127.0.0.1:${port}`;
    const health = await fetch(`${url}/api/health`);
    if (health.status !== 200) throw new Error(`${url}/api/health answered ${health.status}`);
    return { url, kill };
  } catch (error) {
    await kill();
    throw error;
  }
};

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const PUZZLE_ATTEMPTS = 3;

/** Signs in the way the console does (slider puzzle, then password) and answers the session's token. */
export const signInOverHttp = async (url: string, username: string, password: string) => {
  for (let attempt = 1; attempt <= PUZZLE_ATTEMPTS; attempt++) {
    const challenge = (await (await fetch(`${url}/api/auth/code`)).json()) as Parameters<
      typeof solveCaptcha
    >[0] & { captchaId: string };
    const x = solveCaptcha(challenge);
    const verified = await postJson(`${url}/api/auth/code/verify`, {
      captchaId: challenge.captchaId,
      x,
      track: humanTrack(x),
    });
    // The solver misread the puzzle: a fresh one usually works.
    if (verified.status !== 200) continue;
    const { captchaToken } = (await verified.json()) as { captchaToken: string };
    const login = await postJson(`${url}/api/auth/login`, { username, password, captchaToken });
    if (login.status !== 200)
      throw new Error(`sign-in as ${username} answered ${login.status}: ${await login.text()}`);
    return ((await login.json()) as { token: string }).token;
  }
  throw new Error(`sign-in as ${username}: the slider puzzle was not solved in ${PUZZLE_ATTEMPTS} attempts`);
};
