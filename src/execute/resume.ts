// --resume: read what an interrupted or partly failed run finished, so only
// the missing executions and those that errored for infrastructure reasons run again.

import { existsSync } from "node:fs";
import { readFile, rename } from "node:fs/promises";
import path from "node:path";
import { configError } from "../errors.ts";
import { isFinished, type CaseInfo, type ExecutionResult, type RunEventLine, type RunInvocation } from "../model/result.ts";
import { parseSaved, type SavedFormat } from "../model/saved-file.ts";
import { runEventLineSchema } from "../model/schema/run-file.ts";
import type { TreatmentManifest } from "../model/treatment.ts";
import { executionKey } from "../model/cell.ts";
import { cellIdOfPlanned, type PlannedExecution } from "../plan/plan.ts";
import { diffTreatment } from "../compare/treatment.ts";
import { treatmentHash } from "../model/treatment-hash.ts";

const RUN_LOG_FORMAT: SavedFormat = { name: "results.jsonl line", hint: "the run log is damaged or was not written by this agent-bench; start a new run" };

export interface RunLog {
  startedAt: string;
  invocation?: RunInvocation;
  cases: CaseInfo[];
  treatment?: TreatmentManifest;
  /** The latest result per (case, runner, run). */
  results: ExecutionResult[];
}

/** Reads results.jsonl (the source of truth: results.json may be missing after a hard kill). */
export async function readRunLog(dir: string): Promise<RunLog> {
  const file = path.join(dir, "results.jsonl");
  if (!existsSync(file))
    throw configError(`${dir} holds no run (no results.jsonl)`, { where: "--resume", hint: "pass the out-dir of an earlier agent-bench run" });
  const lines = (await readFile(file, "utf8")).split("\n");
  let start: Extract<RunEventLine, { type: "start" }> | undefined;
  const latest = new Map<string, ExecutionResult>();
  for (const [i, text] of lines.entries()) {
    if (text.trim() === "") continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // A run killed mid-write leaves a partial last line: everything before it is intact.
      if (i >= lines.length - 2) continue;
      throw configError(`${file}:${i + 1}: (top level): not valid JSON`, { where: `${file}:${i + 1}`, hint: RUN_LOG_FORMAT.hint });
    }
    const line = parseSaved(json, `${file}:${i + 1}`, runEventLineSchema, RUN_LOG_FORMAT);
    if (line.type === "start") start ??= line;
    if (line.type === "execution") latest.set(executionKey(line.result, line.result.run), line.result);
  }
  if (!start) throw configError(`${file}: (top level): no "start" line`, { where: file, hint: RUN_LOG_FORMAT.hint });
  return {
    startedAt: start.at,
    invocation: start.invocation,
    cases: start.cases,
    ...(start.treatment ? { treatment: start.treatment } : {}),
    results: [...latest.values()],
  };
}

export function pendingExecutions(executions: readonly PlannedExecution[], results: readonly ExecutionResult[]): PlannedExecution[] {
  const done = new Set(results.filter(isFinished).map((r) => executionKey(r, r.run)));
  return executions.filter((e) => !done.has(executionKey(cellIdOfPlanned(e), e.run)));
}

/** An errored execution about to run again keeps its old artifacts beside the new ones. */
export async function setAside(outDir: string, result: ExecutionResult): Promise<void> {
  const dir = path.join(outDir, result.artifactDir);
  if (!existsSync(dir)) return;
  let n = 1;
  while (existsSync(`${dir}.errored-${n}`)) n++;
  await rename(dir, `${dir}.errored-${n}`);
}

/** A run whose cases or treatment changed since it started cannot be completed as if nothing happened. */
export function checkUnchanged(before: { cases: CaseInfo[]; treatment?: TreatmentManifest }, now: { cases: CaseInfo[]; treatment: TreatmentManifest }): void {
  const hint = "its earlier results would not be comparable; start a new run";
  for (const c of now.cases) {
    const old = before.cases.find((b) => b.id === c.id);
    // A log from an older agent-bench has no test fingerprint: nothing to check against.
    if (old?.testFingerprint && old.testFingerprint !== c.testFingerprint) {
      throw configError(`case "${c.id}" changed since the run started (its prompt, assertions, expected values or timeout)`, { where: "--resume", hint });
    }
  }
  if (before.treatment && treatmentHash(before.treatment) !== treatmentHash(now.treatment)) {
    const changes = diffTreatment(before.treatment, now.treatment, [], []);
    const what = [
      ...changes.files.added,
      ...changes.files.removed,
      ...changes.files.modified,
      ...changes.settings.map((s) => `runner ${s.runnerId} ${s.field}`),
    ];
    throw configError(
      `what the agent is given changed since the run started${what.length ? ` (${what.slice(0, 3).join(", ")}${what.length > 3 ? ", …" : ""})` : ""}`,
      { where: "--resume", hint },
    );
  }
}
