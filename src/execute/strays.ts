// Processes an execution left behind. The agent runs in its own process group,
// and the group is killed when it ends, but a process that calls setsid (nohup,
// a daemonizing dev server) leaves the group and would outlive the execution
// and agent-bench. Every process of an execution inherits one environment
// variable with a value of its own; after the agent ends, the process helper
// (spawner-helper.ts) kills every process that still carries it. Linux reads
// /proc/<pid>/environ (unprivileged: our own processes only); elsewhere
// (macOS) `ps -E` shows environments of our own processes, best effort. A
// process that clears its environment (`env -i`) is not found:
// docs/misbehaving-agents.md.

import { randomBytes } from "node:crypto";

export const MARK_VARIABLE = "AGENT_BENCH_EXECUTION_MARK";

// Random once per process, counted per execution: no call into the random generator for every
// execution. Fixed length, so that no mark is found inside another (the scan looks for it as a substring).
const prefix = randomBytes(12).toString("hex");
let count = 0;

/** A value no other execution (of this run or another agent-bench) carries. */
export function newMark(): string {
  return `${prefix}${(++count).toString(16).padStart(12, "0")}`;
}
