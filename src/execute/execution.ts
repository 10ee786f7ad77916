// One execution: workspace → process → parse → assert → result. Whatever the
// agent does, this returns a result; it throws only for agent-bench's own faults.

import { mkdirSync } from "node:fs";
import path from "node:path";
import { evaluateCase, type EvaluateOptions } from "../assert/evaluate.ts";
import { withQuestions } from "../assert/questions.ts";
import type { SuiteCase } from "../model/case.ts";
import { exitCodeOf } from "../model/process-end.ts";
import { getAdapter } from "../runners/registry.ts";
import type { ExecutionContext, RunnerAdapter, RunnerConfig } from "../runners/runner.ts";
import { behaviourOf } from "../stability/behaviour.ts";
import { outputHash } from "../stability/normalize-output.ts";
import { excerpt } from "./artifacts.ts";
import { runAgentTurn, type TurnPlace } from "./agent-turn.ts";
import { runDialog, type Ran } from "./dialog.ts";
import { agentEnv, runnerInfo, type ExecutionEnv } from "./execution-env.ts";
import { finishResult, type ExecutionPlace, type ExecutionReport } from "./execution-result.ts";
import { notStarted } from "./not-started.ts";
import { decide, diskFailure } from "./outcome.ts";
import { isDiskFull } from "./output-capture.ts";
import { keepSession } from "./keep-session.ts";
import { executionDir, workspaceDir } from "./paths.ts";
import { cannotSeeSkills, setUpSkillEval } from "./skill-eval-setup.ts";
import { prepareWorkspace, removeWorkspace, type PreparedWorkspace } from "./workspace.ts";
import { applyVariant } from "./variant-apply.ts";
import type { CellId } from "../model/cell.ts";
import { changesFiles } from "../model/variant.ts";
import { cellIdOfPlanned, type PlannedExecution } from "../plan/plan.ts";

export async function runExecution(planned: PlannedExecution, env: ExecutionEnv, attempt = 1): Promise<ExecutionReport> {
  const { case: testCase, runner, run, variant } = planned;
  const cell = cellIdOfPlanned(planned);
  const relDir = executionDir(cell, run) + (attempt > 1 ? `/attempt-${attempt}` : "");
  const absDir = path.join(env.outDir, relDir);
  const folderError = makeFolder(absDir);
  const place: ExecutionPlace = { testCase, runnerId: runner.id, ...(variant ? { variant: variant.id } : {}), run, relDir, absDir, startedAt: new Date() };
  if (folderError) return finishResult(place, decide({ testCase, failure: diskFailure(relDir, folderError) }));
  const notRun = notStarted(testCase, runner, env) ?? cannotSeeSkills(testCase, runner);
  if (notRun) return finishResult(place, notRun);
  const workspace = await resolveWorkspace(cell, run, attempt, env, absDir);
  if (workspace.failure)
    return finishResult(place, {
      ...decide({ testCase, failure: workspace.failure }),
      workspacePath: path.relative(env.outDir, workspace.root ?? workspace.path),
    });
  // The variant goes on last: a trigger eval's skill is checked in the unmodified workspace, then a variant may remove it.
  const setUp =
    (await setUpSkillEval(testCase, workspace.path, env.workspace?.mode)) ??
    (variant && changesFiles(variant) ? await applyVariant(variant, runner, workspace.path, workspace.root ?? workspace.path) : undefined);
  if (setUp) {
    const copied = env.workspace?.mode === "isolated" || env.workspace?.mode === "repository";
    const kept = copied ? { workspacePath: path.relative(env.outDir, workspace.root ?? workspace.path) } : {};
    return finishResult(place, { ...decide({ testCase, failure: setUp }), ...kept });
  }
  const home = await env.homes.take();
  try {
    return await runAgent(place, runner, workspace, home, env);
  } finally {
    await env.homes.give(home);
  }
}

/** The agent's turn (or turns, for a multi-turn case), its assertions and its result; an isolated workspace goes unless kept. */
async function runAgent(place: ExecutionPlace, runner: RunnerConfig, prepared: PreparedWorkspace, home: string, env: ExecutionEnv): Promise<ExecutionReport> {
  const { testCase, run, absDir, relDir } = place;
  const workspace = prepared.path;
  const adapter = getAdapter(runner.type)!;
  const ctx: ExecutionContext = {
    case: testCase,
    runner,
    runnerInfo: runnerInfo(runner),
    run,
    workspace,
    home,
    artifactDir: absDir,
    env: agentEnv(testCase, runner, run, workspace, env),
    scriptedModelUrl: await env.modelServerUrl(runner, { case: testCase, run, workspace }),
    user: testCase.user ?? env.user,
    team: testCase.team ?? env.team,
  };
  const timeoutMs = env.timeoutFor(testCase, runner);
  const evaluateOptions: EvaluateOptions = {
    caseId: testCase.id,
    runnerId: runner.id,
    run,
    workspace,
    repoRoot: env.repoRoot,
    judge: env.judge ? (request) => env.judge!(request, absDir) : undefined,
  };
  const turnPlace = { absDir, relDir };
  const ran: Ran = testCase.dialog
    ? await runDialog({ testCase, adapter, ctx, place: turnPlace, env, timeoutMs, evaluateOptions })
    : await singleTurn(testCase, adapter, ctx, turnPlace, env, timeoutMs, evaluateOptions);
  const { outcome, session, failure, evaluation, dialog } = ran;
  const withDialog = dialog ? { dialog } : {};
  const decided = decide({ testCase, failure, evaluation });
  // A failed execution's checks carry the questions `agent-bench explain` asks.
  const assertions = decided.passed ? (evaluation?.assertions ?? []) : withQuestions(evaluation?.assertions ?? [], decided.failureOrigin === "assert-hook");
  if (!outcome || !session) return finishResult(place, { ...decided, ...withDialog, assertions });
  const copied = env.workspace?.mode === "isolated" || env.workspace?.mode === "repository";
  const copy = prepared.root ?? workspace;
  const keepWorkspace = copied && env.keepWorkspaces !== false && (!decided.passed || env.keepWorkspaces === true);
  const report = finishResult(
    place,
    {
      ...decided,
      assertions,
      usage: session.usage,
      costUsd: session.costUsd,
      turns: session.turns,
      exitCode: exitCodeOf(outcome.end),
      finalOutput: excerpt(session.finalOutput),
      outputDigest: outputHash(session.finalOutput),
      cliVersion: session.cliVersion,
      model: session.model,
      behaviour: behaviourOf(session, workspace),
      ...(outcome.strayProcesses ? { strayProcesses: outcome.strayProcesses } : {}),
      ...(session.unknownEvents ? { unknownEvents: session.unknownEvents } : {}),
      ...(keepWorkspace ? { workspacePath: path.relative(env.outDir, copy) } : {}),
      ...withDialog,
    },
    session,
    ran.durationMs ?? outcome.durationMs,
  );
  if (decided.status === "failed" && session.sessionId && adapter.sessionFiles) {
    const problem = await keepSession(adapter, home, absDir);
    if (problem) report.warnings.unshift(problem);
  }
  if (!copied || keepWorkspace) return report;
  const cleanupError = await removeWorkspace(copy);
  return cleanupError ? { ...report, warnings: [`could not remove workspace ${copy}: ${cleanupError}`, ...report.warnings] } : report;
}

async function singleTurn(
  testCase: SuiteCase,
  adapter: RunnerAdapter,
  ctx: ExecutionContext,
  place: TurnPlace,
  env: ExecutionEnv,
  timeoutMs: number,
  evaluateOptions: EvaluateOptions,
): Promise<Ran> {
  const turn = await runAgentTurn(adapter, ctx, place, env, timeoutMs);
  if (!turn.session || turn.failure) return turn;
  return { ...turn, evaluation: await evaluateCase(testCase, turn.session, evaluateOptions) };
}

/** The execution's artifact folder; a full disk is this execution's failure (returned), anything else agent-bench's. */
function makeFolder(absDir: string): unknown {
  try {
    mkdirSync(absDir, { recursive: true });
    return undefined;
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    return error;
  }
}

async function resolveWorkspace(cell: CellId, run: number, attempt: number, env: ExecutionEnv, absDir: string): Promise<PreparedWorkspace> {
  const ws = env.workspace;
  if (!ws || ws.mode === "none") return { path: ws?.cwd ?? env.cwd };
  if (ws.mode === "shared") return env.shared!;
  if (env.repository?.failure) return env.repository;
  const target = path.join(env.outDir, workspaceDir(cell, run) + (attempt > 1 ? `-attempt-${attempt}` : ""));
  return prepareWorkspace(ws, target, { outDir: env.outDir, artifactDir: absDir, caseId: cell.caseId, runnerId: cell.runnerId }, absDir, env.repository?.path);
}
