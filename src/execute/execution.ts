// One execution: workspace → process → parse → assert → result. Whatever the
// agent does, this returns a result; it throws only for agent-bench's own faults.

import { mkdirSync } from "node:fs";
import path from "node:path";
import { evaluateCase, type EvaluateOptions, type JudgeRequest, type JudgeVerdict } from "../assert/evaluate.ts";
import type { SuiteCase, WorkspaceConfig } from "../model/case.ts";
import type { ExecutionResult } from "../model/result.ts";
import type { RunnerInfo, Session } from "../model/session.ts";
import { getAdapter } from "../runners/registry.ts";
import type { ExecutionContext, RunnerAdapter, RunnerConfig } from "../runners/runner.ts";
import type { ModelExecution } from "../runners/scripted-model/run-models.ts";
import { behaviourOf } from "../stability/behaviour.ts";
import { excerpt, writeSession } from "./artifacts.ts";
import { runAgentTurn, type TurnPlace } from "./agent-turn.ts";
import { runDialog, type Ran } from "./dialog.ts";
import type { HomePool } from "./home.ts";
import { applyClassifyFailure, decide, diskFailure, type ProcessVerdict } from "./outcome.ts";
import { isDiskFull } from "./output-capture.ts";
import { executionDir, runnerPathKey, workspaceDir } from "./paths.ts";
import { outputHash } from "../stability/normalize-output.ts";
import type { Simulate } from "./simulator.ts";
import { prepareWorkspace, removeWorkspace, type PreparedWorkspace } from "./workspace.ts";

export interface ExecutionEnv {
  outDir: string;
  repoRoot: string;
  /** Folder for "none" workspaces without their own cwd. */
  cwd: string;
  workspace?: WorkspaceConfig;
  /** The suite's one shared workspace ("shared" mode), prepared before the first execution. */
  shared?: PreparedWorkspace;
  user: string;
  team: string;
  signal: AbortSignal;
  timeoutFor(testCase: SuiteCase, runner: RunnerConfig): number;
  maxStepsFor(runner: RunnerConfig): number | undefined;
  /** Base URL of the scripted model server for one execution of a runner with scriptedModel. */
  modelServerUrl(runner: RunnerConfig, execution: ModelExecution): Promise<string | undefined>;
  /** Set when a runner's model was rejected: its later executions are not spawned. */
  rejectedModels: Map<string, string>;
  /** agent-bench's own environment, read once per run (process.env is slow to walk, and this is done per execution). */
  processEnv: Readonly<Record<string, string>>;
  /** The run's agent homes: an execution takes one and gives it back. */
  homes: HomePool;
  judge?: (request: JudgeRequest, artifactDir: string) => Promise<JudgeVerdict>;
  /** Plays the user of multi-turn cases (their simulator runner). */
  simulate?: Simulate;
  /** --keep-workspaces: keep isolated workspaces of passed executions too. */
  keepWorkspaces?: boolean;
}

export interface ExecutionReport {
  result: ExecutionResult;
  warnings: string[];
}

export function runnerInfo(runner: RunnerConfig): RunnerInfo {
  return { id: runner.id, pathKey: runnerPathKey(runner.id), agent: { type: runner.type, model: runner.model ?? "" } };
}

export async function runExecution(testCase: SuiteCase, runner: RunnerConfig, run: number, env: ExecutionEnv, attempt = 1): Promise<ExecutionReport> {
  const relDir = executionDir(testCase.id, runner.id, run) + (attempt > 1 ? `/attempt-${attempt}` : "");
  const absDir = path.join(env.outDir, relDir);
  let folderError: unknown;
  try {
    mkdirSync(absDir, { recursive: true });
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    folderError = error;
  }
  const startedAt = new Date();
  const base = { caseId: testCase.id, runnerId: runner.id, run, artifactDir: relDir, assertions: [] };
  const finish = (partial: Omit<ExecutionResult, "caseId" | "runnerId" | "run" | "artifactDir" | "startedAt" | "endedAt" | "durationMs" | "assertions"> & { assertions?: ExecutionResult["assertions"] }, session?: Session, durationMs?: number): ExecutionReport => {
    const endedAt = new Date();
    let result: ExecutionResult = {
      ...base,
      ...partial,
      assertions: partial.assertions ?? [],
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      durationMs: durationMs ?? endedAt.getTime() - startedAt.getTime(),
    };
    const classified = applyClassifyFailure(testCase, result);
    result = compact(classified.result);
    try {
      writeSession(absDir, session);
    } catch (error) {
      // A full disk ends this execution, not the run: its result still goes to results.jsonl.
      if (!isDiskFull(error)) throw error;
      if (result.failureOrigin !== "disk") result = { ...result, ...decide({ testCase, failure: diskFailure("session.json", error) }) };
    }
    return { result, warnings: classified.warning ? [classified.warning] : [] };
  };

  if (folderError) return finish(decide({ testCase, failure: diskFailure(relDir, folderError) }));

  if (testCase.skip) return finish({ status: "skipped", passed: true, error: { name: "Skipped", message: testCase.skip } });
  const rejected = env.rejectedModels.get(runner.id);
  if (rejected) {
    return finish({ status: "errored", passed: false, failureOrigin: "model-rejected", failureClass: { id: "model-rejected", label: "Rejected model" }, error: { name: "ModelRejected", message: `not run: ${rejected}` } });
  }
  if (env.signal.aborted) {
    return finish({ status: "errored", passed: false, failureOrigin: "cancelled", failureClass: { id: "cancelled", label: "Cancelled" }, error: { name: "Cancelled", message: "the run was cancelled before this execution started" } });
  }

  const workspace = await resolveWorkspace(testCase, runner, run, attempt, env, absDir);
  if (workspace.failure) {
    const failure: ProcessVerdict = workspace.failure;
    const decided = decide({ testCase, failure });
    return finish({ ...decided, workspacePath: workspace.path });
  }

  const adapter = getAdapter(runner.type)!;
  const info = runnerInfo(runner);
  const home = await env.homes.take();
  const warnings: string[] = [];
  try {
    const ctx: ExecutionContext = {
      case: testCase,
      runner,
      runnerInfo: info,
      run,
      workspace: workspace.path,
      home,
      artifactDir: absDir,
      env: agentEnv(testCase, runner, run, workspace.path, env),
      scriptedModelUrl: await env.modelServerUrl(runner, { case: testCase, run, workspace: workspace.path }),
      user: testCase.user ?? env.user,
      team: testCase.team ?? env.team,
    };
    const timeoutMs = env.timeoutFor(testCase, runner);
    const evaluateOptions: EvaluateOptions = {
      caseId: testCase.id,
      runnerId: runner.id,
      run,
      workspace: workspace.path,
      repoRoot: env.repoRoot,
      judge: env.judge ? (request) => env.judge!(request, absDir) : undefined,
    };
    const place = { absDir, relDir };
    const ran: Ran = testCase.dialog
      ? await runDialog({ testCase, adapter, ctx, place, env, timeoutMs, evaluateOptions })
      : await singleTurn(testCase, adapter, ctx, place, env, timeoutMs, evaluateOptions);
    const { outcome, session, failure, evaluation, dialog } = ran;
    const withDialog = dialog ? { dialog } : {};
    if (!outcome || !session) return finish({ ...decide({ testCase, failure, evaluation }), ...withDialog, assertions: evaluation?.assertions ?? [] });
    const decided = decide({ testCase, failure, evaluation });
    const keepWorkspace = env.workspace?.mode === "isolated" && (!decided.passed || env.keepWorkspaces === true);
    const report = finish(
      {
        ...decided,
        assertions: evaluation?.assertions ?? [],
        usage: session.usage,
        costUsd: session.costUsd,
        turns: session.turns,
        exitCode: outcome.exitCode,
        finalOutput: excerpt(session.finalOutput),
        outputDigest: outputHash(session.finalOutput),
        cliVersion: session.cliVersion,
        model: session.model,
        behaviour: behaviourOf(session, workspace.path),
        ...(outcome.strayProcesses ? { strayProcesses: outcome.strayProcesses } : {}),
        ...(keepWorkspace ? { workspacePath: path.relative(env.outDir, workspace.path) } : {}),
        ...withDialog,
      },
      session,
      ran.durationMs ?? outcome.durationMs,
    );
    if (env.workspace?.mode === "isolated" && !keepWorkspace) {
      const cleanupError = await removeWorkspace(workspace.path);
      if (cleanupError) warnings.push(`could not remove workspace ${workspace.path}: ${cleanupError}`);
    }
    return { result: report.result, warnings: [...warnings, ...report.warnings] };
  } finally {
    await env.homes.give(home);
  }
}

async function singleTurn(testCase: SuiteCase, adapter: RunnerAdapter, ctx: ExecutionContext, place: TurnPlace, env: ExecutionEnv, timeoutMs: number, evaluateOptions: EvaluateOptions): Promise<Ran> {
  const turn = await runAgentTurn(adapter, ctx, place, env, timeoutMs);
  if (!turn.session || turn.failure) return turn;
  return { ...turn, evaluation: await evaluateCase(testCase, turn.session, evaluateOptions) };
}

/**
 * The result as plain JSON data with strings of its own. A run keeps every
 * result until its end, and an excerpt or message cut from an agent's output
 * would otherwise keep the whole output alive (V8 strings made by slice, split
 * or a regex match point into the string they came from): 100 KB outputs ×
 * 100,000 executions (bench/items/scale.mjs). Results are JSON by contract
 * (results.jsonl), so the round trip loses nothing.
 */
function compact(result: ExecutionResult): ExecutionResult {
  return JSON.parse(JSON.stringify(result)) as ExecutionResult;
}

async function resolveWorkspace(testCase: SuiteCase, runner: RunnerConfig, run: number, attempt: number, env: ExecutionEnv, absDir: string): Promise<PreparedWorkspace> {
  const ws = env.workspace;
  if (!ws || ws.mode === "none") return { path: ws?.cwd ?? env.cwd };
  if (ws.mode === "shared") return env.shared!;
  const target = path.join(env.outDir, workspaceDir(testCase.id, runner.id, run) + (attempt > 1 ? `-attempt-${attempt}` : ""));
  return prepareWorkspace(ws, target, { outDir: env.outDir, artifactDir: absDir, caseId: testCase.id, runnerId: runner.id }, absDir);
}

function agentEnv(testCase: SuiteCase, runner: RunnerConfig, run: number, workspace: string, env: ExecutionEnv): Record<string, string> {
  return {
    ...env.processEnv,
    AGENT_BENCH_USER: testCase.user ?? env.user,
    AGENT_BENCH_TEAM: testCase.team ?? env.team,
    AGENT_BENCH_CASE_ID: testCase.id,
    AGENT_BENCH_RUNNER_ID: runner.id,
    AGENT_BENCH_RUN: String(run),
    AGENT_BENCH_WORKSPACE: workspace,
    ...testCase.env,
    ...runner.env,
  };
}

export function processEnvSnapshot(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return env;
}
