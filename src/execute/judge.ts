// The judge for JSONL `judge` rules: a configured runner reads the agent's
// output, the input and the criteria, and answers {"passed": bool, "reason": string}.
// The judge's own call is recorded in the judged execution's folder (judge-<n>/).

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { extractJson } from "../assert/json/extract.ts";
import type { JudgeRequest, JudgeVerdict } from "../assert/evaluate.ts";
import type { SuiteCase } from "../model/case.ts";
import { getAdapter } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { ensureDir } from "./artifacts.ts";
import { processEnvSnapshot, runnerInfo, type ExecutionEnv } from "./execution.ts";
import { createHome, removeHome } from "./home.ts";
import { runProcess } from "./process.ts";

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
    await ensureDir(dir);
    const prompt = judgePrompt(request);
    const testCase: SuiteCase = { id: "judge", prompt, messages: [{ role: "user", content: prompt }], tags: [], expectedFail: false, hasExpected: false, source: { file: "<judge>" }, definition: "" };
    const adapter = getAdapter(runner.type)!;
    const home = await createHome();
    const workspace = await mkdtemp(path.join(os.tmpdir(), "agent-bench-judge-"));
    try {
      const info = runnerInfo(runner);
      const spec = await adapter.prepare({ case: testCase, runner, runnerInfo: info, run: n, workspace, home, artifactDir: dir, env: { ...processEnvSnapshot(), ...runner.env }, scriptedModelUrl: await options.modelServerUrl?.(runner, { case: testCase, run: n, workspace }), user: "judge", team: "judge" });
      if (spec.kind === "spawn") for (const f of spec.files ?? []) {
        await ensureDir(path.dirname(f.path));
        await writeFile(f.path, f.content);
      }
      const out = await runProcess(spec, { timeoutMs: runner.timeoutMs ?? options.timeoutMs ?? JUDGE_TIMEOUT_MS, signal: options.signal, stdoutPath: path.join(dir, "stdout.log"), stderrPath: path.join(dir, "stderr.log"), ...(runner.maxOutputBytes ? { maxOutputBytes: runner.maxOutputBytes } : {}) });
      const session = adapter.parse(out, { runner: info, prompt, cwd: workspace, options: runner.options });
      await writeFile(path.join(dir, "session.json"), JSON.stringify(session, null, 2));
      if (out.timedOut) throw new Error(`the judge "${runner.id}" timed out`);
      if (out.outputLimit) throw new Error(`the judge "${runner.id}" printed more than maxOutputBytes and was stopped`);
      if (out.spawnError) throw new Error(`the judge "${runner.id}" could not start: ${out.spawnError.message}`);
      const reply = extractJson(session.finalOutput, { embedded: true });
      const value = reply.found ? (reply.value as Record<string, unknown>) : undefined;
      if (!value || typeof value.passed !== "boolean") {
        throw new Error(`the judge "${runner.id}" did not answer with {"passed": bool, "reason": string} (see ${path.basename(dir)}/session.json)`);
      }
      const verdict: JudgeVerdict = { passed: value.passed, reason: typeof value.reason === "string" ? value.reason : "", raw: value };
      await writeFile(path.join(dir, "verdict.json"), JSON.stringify({ runner: runner.id, ...verdict }, null, 2));
      return verdict;
    } finally {
      await removeHome(home);
      await rm(workspace, { recursive: true, force: true });
    }
  };
}
