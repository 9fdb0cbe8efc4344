import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { humanTrack, solveCaptcha } from "../test/captcha-solver";

// `npm run check:production-install` (run by .ci/run after `npm run build`): installs this checkout the way
// README's "Going to production" does — a copy with the built console, `npm ci --omit=dev` — starts it with
// `npm run start:prod` and its own secrets on an empty embedded database, and checks what an attacker would
// try first: the sandbox payment page and the demo admin. Exits non-zero on any failure.

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const work = mkdtempSync(join(tmpdir(), "pp-production-install-"));
const copy = join(work, "app");
const failures: string[] = [];

const started = Date.now();
const step = (text: string) =>
  process.stdout.write(`production install [${Math.round((Date.now() - started) / 1000)} s]: ${text}\n`);
const check = (ok: boolean, text: string) => {
  step(`${ok ? "ok  " : "FAIL"} ${text}`);
  if (!ok) failures.push(text);
};

const copyCheckout = () => {
  if (!existsSync(join(repo, "apps/web/dist/index.html")))
    throw new Error("the console is not built: run `npm run build` first");
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repo,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file));
  }
  cpSync(join(repo, "apps/web/dist"), join(copy, "apps/web/dist"), { recursive: true });
};

const startServer = () =>
  new Promise<{ server: ChildProcess; url: string }>((found, failed) => {
    const server = spawn("npm", ["run", "start:prod"], {
      cwd: copy,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? work,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: join(work, "data"),
        LOG_LEVEL: "warn",
        // Background jobs have nothing to do with the install; leaving pg-boss out keeps the check short.
        JOBS: "false",
        APP_SECRET: randomBytes(24).toString("hex"),
        PAYMENT_GATEWAY_SECRET: randomBytes(24).toString("hex"),
        CARRIER_CREDENTIALS_KEY: randomBytes(24).toString("hex"),
        WEBHOOK_SECRETS_KEY: randomBytes(24).toString("hex"),
      },
      detached: true,
    });
    let output = "";
    const timer = setTimeout(() => failed(new Error(`no start within 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        found({ server, url: url.replace("localhost", "127.0.0.1") });
      }
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.on("exit", (code) => {
      clearTimeout(timer);
      failed(new Error(`the server exited with ${code}:\n${output}`));
    });
  });

const stopServer = (server: ChildProcess) =>
  new Promise<void>((stopped) => {
    server.removeAllListeners("exit");
    server.on("exit", () => stopped());
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  });

/** 404 from the router itself (JSON NOT_FOUND), not the sandbox page saying it knows no such payment. */
const isRouterNotFound = async (answer: Promise<Response>) => {
  const response = await answer;
  return response.status === 404 && (await response.text()).includes('"NOT_FOUND"');
};

const signInAsDemoAdmin = async (url: string) => {
  const challenge = (await (await fetch(`${url}/api/auth/code`)).json()) as Parameters<
    typeof solveCaptcha
  >[0] & {
    captchaId: string;
  };
  const x = solveCaptcha(challenge);
  const verified = await fetch(`${url}/api/auth/code/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ captchaId: challenge.captchaId, x, track: humanTrack(x) }),
  });
  const { captchaToken } = (await verified.json()) as { captchaToken: string };
  return fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "Admin2026", captchaToken }),
  });
};

try {
  step(`copying the checkout and its built console to ${copy}`);
  copyCheckout();
  step("npm ci --omit=dev");
  const install = spawnSync(
    "npm",
    ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"],
    {
      cwd: copy,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (install.status !== 0) throw new Error("npm ci --omit=dev failed");
  step("npm run start:prod");
  const { server, url } = await startServer();
  try {
    check((await fetch(`${url}/api/health`)).status === 200, "GET /api/health answers 200");
    check(
      (await fetch(`${url}/`)).headers.get("content-type")?.startsWith("text/html") === true,
      "the console is served",
    );
    check(
      await isRouterNotFound(fetch(`${url}/sandbox-pay/x`)),
      "GET /sandbox-pay/x answers 404 (no sandbox)",
    );
    check(
      await isRouterNotFound(fetch(`${url}/sandbox-pay/x/pay`, { method: "POST" })),
      "POST /sandbox-pay/x/pay answers 404",
    );
    const login = await signInAsDemoAdmin(url);
    check(
      login.status === 400 && !("token" in ((await login.json()) as object)),
      "admin/Admin2026 cannot sign in (no demo data)",
    );
  } finally {
    await stopServer(server);
    step("stopped");
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  step(`FAIL ${failures.at(-1)}`);
} finally {
  // Deleting a node_modules tree takes half a minute here: it goes on after this check has answered.
  spawn("rm", ["-rf", work], { detached: true, stdio: "ignore" }).unref();
}
step(`${failures.length ? "FAILED" : "passed"} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exitCode = failures.length ? 1 : 0;
