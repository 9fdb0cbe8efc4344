import { BENCHMARKS } from "./registry";
import { createScope } from "./support/scope";

// Usage: tsx src/run.ts [name...]   (no names: all of them)
const usage = () =>
  `usage: npm run bench -- [name...]\n${BENCHMARKS.map((b) => `  ${b.name.padEnd(12)} ${b.describe}`).join("\n")}\n`;

const pickBenchmarks = (names: string[]) => {
  if (names.length === 0) return BENCHMARKS;
  const unknown = names.filter((name) => !BENCHMARKS.some((b) => b.name === name));
  if (unknown.length > 0) {
    process.stderr.write(`unknown benchmark: ${unknown.join(", ")}\n${usage()}`);
    process.exit(2);
  }
  return BENCHMARKS.filter((b) => names.includes(b.name));
};

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  process.stdout.write(usage());
  process.exit(0);
}

const scope = createScope();

// Ctrl-C or a kill still stops every server and drops every temp database. A second signal
// forces the exit, unless it is the same Ctrl-C passed on by npm or tsx a moment later.
const RELAYED_SIGNAL_MS = 500;
let interruptedAt: number | undefined;
const interrupt = (signal: NodeJS.Signals) => {
  if (interruptedAt !== undefined) {
    if (Date.now() - interruptedAt > RELAYED_SIGNAL_MS) process.exit(130);
    return;
  }
  interruptedAt = Date.now();
  process.stderr.write(`\n${signal}: stopping servers and removing temp data...\n`);
  void scope.close().finally(() => process.exit(130));
};
process.on("SIGINT", interrupt);
process.on("SIGTERM", interrupt);

try {
  for (const benchmark of pickBenchmarks(args)) {
    await benchmark.run({ scope: scope.child() });
  }
} catch (error) {
  // After Ctrl-C the failures are only the servers going away: not worth a stack trace.
  if (interruptedAt === undefined) {
    process.stderr.write(
      `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exitCode = 1;
} finally {
  await scope.close();
}
