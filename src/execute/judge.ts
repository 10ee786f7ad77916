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
import { readWrittenFiles, type WrittenFile } from "./written-files.ts";

const JUDGE_TIMEOUT_MS = 120_000;

export function judgePrompt(request: JudgeRequest, written: readonly WrittenFile[] = []): string {
  const criteria = typeof request.criteria === "string" ? request.criteria : JSON.stringify(request.criteria, null, 2);
  const block = (tag: string, text: string | undefined) => (text === undefined ? [] : [`<${tag}>`, text, `</${tag}>`, ""]);
  return [
    "You are grading the answer an AI agent gave to a task. Judge only against the criteria.",
    ...(request.steps !== undefined ? ["The criteria may be about what the agent did (its steps, the files it wrote) as well as its answer."] : []),
    "",
    ...block("criteria", criteria),
    ...block("expected_output", request.expectedOutput),
    ...block("context", request.metadata ? JSON.stringify(request.metadata, null, 2) : undefined),
    ...block("task", request.input),
    ...block("steps", request.steps),
    ...block("files_written", written.length > 0 ? written.map((f) => `--- ${f.path}\n${f.text}`).join("\n") : undefined),
    ...block("answer", request.output),
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
      prompt: judgePrompt(request, request.written ? await readWrittenFiles(request.written.workspace, request.written.files) : []),
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
