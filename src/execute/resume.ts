// --resume: read what an interrupted or partly failed run finished, so only
// the missing executions and those that errored for infrastructure reasons run again.

import { existsSync } from "node:fs";
import { readFile, rename } from "node:fs/promises";
import path from "node:path";
import { configError } from "../errors.ts";
import type { CaseInfo, ExecutionResult, RunEventLine, RunInvocation } from "../model/result.ts";
import type { PlannedExecution } from "../plan/plan.ts";

export interface RunLog {
  startedAt: string;
  invocation?: RunInvocation;
  cases: CaseInfo[];
  /** The latest result per (case, runner, run). */
  results: ExecutionResult[];
}

export function executionKey(caseId: string, runnerId: string, run: number): string {
  return `${caseId}\u0000${runnerId}\u0000${run}`;
}

/** Reads results.jsonl (the source of truth: results.json may be missing after a hard kill). */
export async function readRunLog(dir: string): Promise<RunLog> {
  const file = path.join(dir, "results.jsonl");
  if (!existsSync(file)) throw configError(`${dir} holds no run (no results.jsonl)`, { where: "--resume", hint: "pass the out-dir of an earlier agent-bench run" });
  const lines = (await readFile(file, "utf8")).split("\n");
  let start: Extract<RunEventLine, { type: "start" }> | undefined;
  const latest = new Map<string, ExecutionResult>();
  for (const [i, text] of lines.entries()) {
    if (text.trim() === "") continue;
    let line: RunEventLine;
    try {
      line = JSON.parse(text) as RunEventLine;
    } catch {
      // A run killed mid-write leaves a partial last line: everything before it is intact.
      if (i >= lines.length - 2) continue;
      throw configError(`${file}:${i + 1}: not valid JSON`, { hint: "the run log is damaged; start a new run" });
    }
    if (line.type === "start") start ??= line;
    if (line.type === "execution") latest.set(executionKey(line.result.caseId, line.result.runnerId, line.result.run), line.result);
  }
  if (!start) throw configError(`${file}: no "start" line`, { where: "--resume", hint: "the run log is damaged; start a new run" });
  return { startedAt: start.at, invocation: start.invocation, cases: start.cases, results: [...latest.values()] };
}

/** Finished means anything but errored: errored executions said nothing about the agent. */
export function isFinished(result: ExecutionResult): boolean {
  return result.status !== "errored";
}

export function pendingExecutions(executions: readonly PlannedExecution[], results: readonly ExecutionResult[]): PlannedExecution[] {
  const done = new Set(results.filter(isFinished).map((r) => executionKey(r.caseId, r.runnerId, r.run)));
  return executions.filter((e) => !done.has(executionKey(e.case.id, e.runner.id, e.run)));
}

/** An errored execution about to run again keeps its old artifacts beside the new ones. */
export async function setAside(outDir: string, result: ExecutionResult): Promise<void> {
  const dir = path.join(outDir, result.artifactDir);
  if (!existsSync(dir)) return;
  let n = 1;
  while (existsSync(`${dir}.errored-${n}`)) n++;
  await rename(dir, `${dir}.errored-${n}`);
}

/** A cell whose definition changed since the run started cannot be completed as if nothing happened. */
export function checkUnchanged(before: CaseInfo[], now: CaseInfo[]): void {
  for (const c of now) {
    const old = before.find((b) => b.id === c.id);
    const changed = old && Object.entries(c.fingerprints).find(([runner, fp]) => old.fingerprints[runner] !== undefined && old.fingerprints[runner] !== fp);
    if (changed) {
      throw configError(`case "${c.id}" (runner "${changed[0]}") changed since the run started`, {
        where: "--resume",
        hint: "its earlier results would not be comparable; start a new run",
      });
    }
  }
}
