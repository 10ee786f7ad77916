// Looking at processes from tests, through /proc (Linux).

import { readdirSync, readFileSync } from "node:fs";

function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name may hold spaces and parentheses: the fields start after its closing one.
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Running, not a zombie (in a container nobody may reap an orphaned child). */
export function alive(pid: number): boolean {
  try {
    return statFields(pid)[0] !== "Z";
  } catch {
    return false;
  }
}

export function parentOf(pid: number): number {
  return Number(statFields(pid)[1]);
}

/** Live processes whose environment holds `name=value` (every process a run started inherits it). */
export function carrying(name: string, value: string): number[] {
  const needle = `${name}=${value}`;
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, "latin1").split("\0").includes(needle) && alive(Number(entry))) pids.push(Number(entry));
    } catch {
      // Gone, or not ours.
    }
  }
  return pids;
}

/** Live children of `pid` whose command line holds `text`. */
export function childrenRunning(pid: number, text: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (parentOf(Number(entry)) === pid && alive(Number(entry)) && readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(text)) pids.push(Number(entry));
    } catch {
      // Gone, or not ours.
    }
  }
  return pids;
}
