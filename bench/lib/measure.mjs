// Runs a command and measures its wall time, peak RSS and CPU time.
//
// Peak RSS comes from GNU time's %M (wait4's ru_maxrss): the peak resident set
// of the largest single process in the command's tree, which for agent-bench
// and skillgym is the orchestrator itself (their agents are a few MB each).
// Without /usr/bin/time, /proc/<pid>/status VmHWM of the command is polled.

import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const GNU_TIME = "/usr/bin/time";
// BusyBox time has no -f; GNU time says "GNU" in --version.
const gnuTime = existsSync(GNU_TIME) && isGnu(spawnSync(GNU_TIME, ["--version"], { encoding: "utf8" }));
export const RSS_METHOD = gnuTime ? "GNU time %M (ru_maxrss of the largest process in the tree)" : "/proc/<pid>/status VmHWM, polled every 20 ms";

/**
 * Runs `command args` to completion. Resolves { wallMs, peakRssMb, cpuMs, status, stdout, stderr, startedAt, endedAt }:
 * cpuMs is user + system time of the whole tree (NaN without GNU time); startedAt/endedAt are
 * epoch ms with sub-ms precision. Rejects only when the command cannot start.
 */
export function measure(command, args, options = {}) {
  // options.noRss: start the command itself (no GNU time in between), e.g. to time its start-up.
  const useTime = gnuTime && !options.noRss;
  const rssFile = path.join(os.tmpdir(), `agent-bench-bench-rss-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const [exe, argv] = useTime ? [GNU_TIME, ["-f", "%M %U %S", "-o", rssFile, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const startedAt = now();
    const child = spawn(exe, argv, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    const keep = options.keepOutput ?? 1_000_000;
    child.stdout.setEncoding("utf8").on("data", (d) => {
      if (stdout.length < keep) stdout += d;
    });
    child.stderr.setEncoding("utf8").on("data", (d) => {
      if (stderr.length < keep) stderr += d;
    });
    let polledKb = 0;
    const poll =
      useTime || options.noRss
        ? undefined
        : setInterval(() => {
            polledKb = Math.max(polledKb, vmHwmKb(child.pid));
          }, 20);
    child.once("error", (error) => {
      if (poll) clearInterval(poll);
      reject(error);
    });
    child.once("close", (code, signal) => {
      const endedAt = now();
      if (poll) clearInterval(poll);
      let peakKb = polledKb;
      let cpuMs = NaN;
      if (useTime) {
        try {
          // GNU time may print "Command exited with non-zero status N" first: ours is the last line.
          const [kb, user, sys] = readFileSync(rssFile, "utf8").trim().split("\n").at(-1).split(" ").map(Number);
          peakKb = kb;
          cpuMs = (user + sys) * 1000;
        } catch {
          peakKb = NaN;
        }
        rmSync(rssFile, { force: true });
      }
      resolve({ wallMs: endedAt - startedAt, peakRssMb: peakKb / 1024, cpuMs, status: code, signal, stdout, stderr, startedAt, endedAt });
    });
  });
}

function isGnu(r) {
  return /GNU/.test(`${r.stdout ?? ""}${r.stderr ?? ""}`);
}

/** Epoch milliseconds with sub-millisecond precision. */
export function now() {
  return performance.timeOrigin + performance.now();
}

function vmHwmKb(pid) {
  try {
    const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Throws with the command's stderr tail when it did not exit 0 (or the allowed codes). */
export function check(result, what, allowed = [0]) {
  if (!allowed.includes(result.status)) {
    throw new Error(`${what} exited ${result.status ?? result.signal}:\n${(result.stderr || result.stdout).slice(-3000)}`);
  }
  return result;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
