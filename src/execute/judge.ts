// The judge for JSONL `judge` rules: a configured runner reads the agent's
// output, the input and the criteria, and answers {"passed": bool, "reason": string}.
// The judge's own call is recorded in the judged execution's folder (judge-<n>/).

import { writeFile } from "node:fs/promises";
import path from "node:path";
import { extractJson } from "../assert/json/extract.ts";
import type { JudgeRequest, JudgeVerdict } from "../assert/evaluate.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import type { ExecutionEnv } from "./execution-env.ts";
import { runHelper } from "./helper-run.ts";

const JUDGE_TIMEOUT_MS = 120_000;

export function judgePrompt(request: JudgeRequest): string {
  const criteria = typeof request.criteria === "string" ? request.criteria : JSON.stringify(request.criteria, null, 2);
  return [
    "You are grading the answer an AI agent gave to a task. Judge only against the criteria.",
    "",
    "<criteria>",
    criteria,
    "</criteria>",
    "",
    ...(request.metadata ? ["<context>", JSON.stringify(request.metadata, null, 2), "</context>", ""] : []),
    "<task>",
    request.input,
    "</task>",
    "",
    "<answer>",
    request.output,
    "</answer>",
    "",
    'Reply with one JSON object and nothing else: {"passed": true or false, "reason": "one sentence"}',
  ].join("\n");
}

export interface JudgeOptions {
  runners: readonly RunnerConfig[];
  /** The config's `judge`: used when a rule names no runner. */
  defaultRunner?: string;
  signal: AbortSignal;
  timeoutMs?: number;
  modelServerUrl?: ExecutionEnv["modelServerUrl"];
}

export function createJudge(options: JudgeOptions): (request: JudgeRequest, artifactDir: string) => Promise<JudgeVerdict> {
  // judge-1, judge-2, … per judged execution (several judge rules in one case).
  const calls = new Map<string, number>();
  return async (request, artifactDir) => {
    const id = request.runnerId ?? options.defaultRunner;
    const runner = options.runners.find((r) => r.id === id);
    if (!runner) throw new Error(id ? `no runner "${id}" to judge with` : 'no judge runner: set "judge" in the config or "runner" on the rule');
    const n = (calls.get(artifactDir) ?? 0) + 1;
    calls.set(artifactDir, n);
    const dir = path.join(artifactDir, `judge-${n}`);
    const session = await runHelper({
      runner,
      role: "judge",
      caseId: "judge",
      prompt: judgePrompt(request),
      call: n,
      dir,
      timeoutMs: options.timeoutMs ?? JUDGE_TIMEOUT_MS,
      signal: options.signal,
      modelServerUrl: options.modelServerUrl,
    });
    const reply = extractJson(session.finalOutput, { embedded: true });
    const value = reply.found ? (reply.value as Record<string, unknown>) : undefined;
    if (!value || typeof value.passed !== "boolean") {
      throw new Error(`the judge "${runner.id}" did not answer with {"passed": bool, "reason": string} (see ${path.basename(dir)}/session.json)`);
    }
    const verdict: JudgeVerdict = { passed: value.passed, reason: typeof value.reason === "string" ? value.reason : "", raw: value };
    await writeFile(path.join(dir, "verdict.json"), JSON.stringify({ runner: runner.id, ...verdict }, null, 2));
    return verdict;
  };
}
