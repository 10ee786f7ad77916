// Looking at processes from tests, through /proc (Linux).

import { readFileSync } from "node:fs";

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
