import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds (user + system) process `pid` has used so far, from /proc on Linux; undefined
 * elsewhere. Unlike requests per second, CPU per request hardly moves when other work shares the CPUs.
 */
export const cpuSecondsOf = (pid: number): number | undefined => {
  try {
    // The fields after the command name (which may hold spaces) start at the state, field 3.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
};
