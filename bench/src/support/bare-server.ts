import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

// The baseline of `http-overhead`: the Fastify the server runs (resolved from apps/server, so the same
// version), one route answering what `/api/ping` answers, no plugins, no hooks, no logger.
const fromServer = createRequire(new URL("../../../apps/server/package.json", import.meta.url));
const { default: Fastify } = (await import(
  pathToFileURL(fromServer.resolve("fastify")).href
)) as typeof import("fastify");

const app = Fastify();
app.get("/api/ping", () => Promise.resolve({ ok: true }));
const address = await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`bare Fastify running at http://localhost:${new URL(address).port}\n`);

const stop = () => void app.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
