// Processes an execution left behind. The agent runs in its own process group,
// and the group is killed when it ends, but a process that calls setsid (nohup,
// a daemonizing dev server) leaves the group and would outlive the execution
// and agent-bench. Every process of an execution inherits one environment
// variable with a value of its own; after the agent ends, every process that
// still carries it is killed. Linux reads /proc/<pid>/environ (unprivileged:
// our own processes only); elsewhere (macOS) `ps -E` shows environments of
// our own processes, best effort. A process that clears its environment
// (`env -i`) is not found: docs/misbehaving-agents.md.

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";

export const MARK_VARIABLE = "AGENT_BENCH_EXECUTION_MARK";

/** A value no other execution (of this run or another agent-bench) carries. */
export function newMark(): string {
  return randomBytes(12).toString("hex");
}

/** A fork bomb may start new processes while we kill: scan again until a scan finds none. */
const MAX_ROUNDS = 50;

/**
 * Kills (SIGKILL) every process that carries the mark. Returns how many of them
 * had left the agent's process group `group` (the group kill, already sent,
 * reaches the others; counting them would race with their exit).
 */
export function reapMarked(mark: string, group: number | undefined): number {
  const needle = `${MARK_VARIABLE}=${mark}`;
  const killed = new Set<number>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const found = (process.platform === "linux" ? markedFromProc(needle) : markedFromPs(needle)).filter((pid) => pid !== process.pid);
    let live = 0;
    for (const pid of found) {
      const state = running(pid);
      if (!state) continue;
      live++;
      try {
        process.kill(pid, "SIGKILL");
        if (state.group !== group) killed.add(pid);
      } catch {
        // Gone between the scan and the kill.
      }
    }
    if (live === 0) break;
  }
  return killed.size;
}

function markedFromProc(needle: string): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return pids;
  }
  for (const entry of entries) {
    const code = entry.charCodeAt(0);
    if (code < 48 || code > 57) continue;
    let environ: string;
    try {
      environ = readFileSync(`/proc/${entry}/environ`, "latin1");
    } catch {
      continue; // Another user's process, or gone.
    }
    if (environ.includes(needle) && environ.split("\0").includes(needle)) pids.push(Number(entry));
  }
  return pids;
}

function markedFromPs(needle: string): number[] {
  const ps = spawnSync("ps", ["-A", "-ww", "-o", "pid=", "-o", "command=", "-E"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const pids: number[] = [];
  for (const line of (ps.stdout ?? "").split("\n")) {
    if (!line.includes(needle)) continue;
    const pid = Number.parseInt(line.trim(), 10);
    if (Number.isInteger(pid)) pids.push(pid);
  }
  return pids;
}

/**
 * Still doing something (not a zombie, not already exiting, no SIGKILL pending),
 * with its process group; undefined otherwise.
 */
function running(pid: number): { group: number | undefined } | undefined {
  if (process.platform !== "linux") return { group: undefined };
  try {
    const status = readFileSync(`/proc/${pid}/status`, "latin1");
    const state = /^State:\s+(\S)/m.exec(status)?.[1];
    if (state === "Z" || state === "X") return undefined;
    const pending = (name: string) => BigInt(`0x${/^${name}:\s+([0-9a-f]+)/m.exec(status)?.[1] ?? "0"}`);
    const sigkill = 1n << 8n;
    if ((pending("ShdPnd") | pending("SigPnd")) & sigkill) return undefined;
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const PF_EXITING = 0x4;
    if ((Number(fields[6]) & PF_EXITING) !== 0) return undefined;
    return { group: Number(fields[2]) };
  } catch {
    return undefined;
  }
}
