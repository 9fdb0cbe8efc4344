// This machine's npm registry serves only the Linux builds of packages that ship per-platform
// binaries, and npm 11 then leaves the other platforms' optional packages out of
// package-lock.json, after which `npm ci` refuses the lockfile ("Missing: … from lock file",
// npm/cli#9846). Run `npm run lockfile:fix` after every `npm install`: it writes the missing
// entries with the os/cpu/libc read from their names, so npm ci skips them as foreign platforms.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "sunos",
  "win32",
  "aix",
  "openharmony",
];
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32"];

const platformOf = (name) => {
  const parts = name.toLowerCase().split(/[/-]/);
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c) || parts.includes(c.replace("x64", "x86_64")));
  if (!os && !cpu) return undefined;
  const libc = os === "linux" ? (parts.includes("musl") ? "musl" : "glibc") : undefined;
  return { ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}), ...(os ? { os: [os] } : {}) };
};

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ""}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${dep}`] = { version, ...platform, dev: Boolean(entry.dev), optional: true };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`lockfile: ${added} foreign-platform optional entries added\n`);
