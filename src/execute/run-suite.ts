// Runs a plan: prepares the out-dir, runs every execution through the
// scheduler, appends each result as it finishes, and writes results.json on
// every exit path (including cancellation).

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { errorMessage, infraError, isAgentBenchError } from "../errors.ts";
import type { LoadedSuite, SuiteCase, WorkspaceConfig } from "../model/case.ts";
import type { CaseInfo, ExecutionResult, RunEnvironment, RunFile, PlanInfo, RunInvocation } from "../model/result.ts";
import type { Plan, PlannedExecution } from "../plan/plan.ts";
import { getAdapter } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import type { Simulate } from "./simulator.ts";
import type { JudgeRequest, JudgeVerdict } from "../assert/evaluate.ts";
import { HomePool } from "./home.ts";
import { holdSpawner } from "./spawner.ts";
import { processEnvSnapshot, runExecution, type ExecutionEnv } from "./execution.ts";
import { StabilityAccumulator } from "../stability/accumulate.ts";
import type { StabilityFile } from "../model/stability.ts";
import type { TreatmentManifest } from "../model/treatment.ts";
import { suiteFingerprint, testFingerprint } from "./fingerprint.ts";
import { defaultRoots } from "./portable.ts";
import { buildTreatment, treatmentHash } from "./treatment.ts";
import { schedule } from "./scheduler.ts";
import { writeJsonFile } from "./json-file.ts";
import { ResultsLog } from "./sink.ts";
import { summarize } from "./summary.ts";
import { prepareWorkspace, pruneEmptyFolders, removeWorkspace, type PreparedWorkspace } from "./workspace.ts";
import { repoRelative } from "./repo.ts";
import { checkUnchanged, isFinished, pendingExecutions, setAside } from "./resume.ts";

export const DEFAULT_TIMEOUT_MS = 120_000;

export interface RunListener {
  onStart?(info: { plan: Plan; outDir: string; parallel: number }): void;
  onExecutionStart?(execution: PlannedExecution): void;
  onExecutionEnd?(result: ExecutionResult): void;
  onWarning?(message: string): void;
  onFinish?(run: RunFile, stability: StabilityFile): void | Promise<void>;
}

export interface RunOutcome {
  run: RunFile;
  stability: StabilityFile;
}

export interface RunRequest {
  suite: LoadedSuite;
  plan: Plan;
  outDir: string;
  repoRoot: string;
  cwd: string;
  parallel: number;
  failFast: boolean;
  /** --timeout: for cases without their own timeout. */
  timeoutMs?: number;
  /** config defaults.timeout. */
  defaultTimeoutMs?: number;
  /** --max-steps (wins over runner and config). */
  maxSteps?: number;
  defaultMaxSteps?: number;
  user: string;
  team: string;
  workspace?: WorkspaceConfig;
  signal: AbortSignal;
  listeners: RunListener[];
  environment: RunEnvironment;
  version: string;
  modelServerUrl?: ExecutionEnv["modelServerUrl"];
  judge?: (request: JudgeRequest, artifactDir: string) => Promise<JudgeVerdict>;
  /** Plays the user of multi-turn cases. */
  simulate?: Simulate;
  /** What was asked for (absolute paths), recorded so --resume can rebuild the plan. */
  invocation?: RunInvocation;
  /** --resume: results the run already has; only the rest of the plan runs. */
  resume?: { startedAt: string; cases: CaseInfo[]; treatment?: TreatmentManifest; results: ExecutionResult[] };
  /** Extra attempts for a failed run (skillgym repeatFailure). */
  retries?: number;
  /** -o *.jsonl reports: the same event stream as results.jsonl. */
  jsonlOutputs?: string[];
  /** --keep-workspaces: keep every workspace, passed or not. */
  keepWorkspaces?: boolean;
  /** --runs auto: after the plan's executions, more rounds (adaptive/rounds.ts). */
  rounds?: RoundSource;
}

/** Where later rounds come from: the plan's executions are round 1. */
export interface RoundSource {
  /** After a round: the next one's executions, given the stability so far (empty: done). */
  next(stability: StabilityFile): PlannedExecution[];
  /** Checked before each execution starts: true stops scheduling (a budget ran out); runs in flight finish. */
  shouldStop(): boolean;
  /** Each finished result (its cost counts against the budget). */
  record(result: ExecutionResult): void;
  /** Adds what the rounds decided to both files before they are written. */
  finish(run: RunFile, stability: StabilityFile, cancelled: boolean): void;
}

export async function runSuite(req: RunRequest): Promise<RunOutcome> {
  const startedAt = req.resume ? new Date(req.resume.startedAt) : new Date();
  try {
    await mkdir(req.outDir, { recursive: true });
  } catch (error) {
    throw infraError(`cannot create the output folder ${req.outDir}: ${errorMessage(error)}`, { where: "--out-dir", hint: "choose a folder you can write to" });
  }
  for (const runner of req.plan.runners) await getAdapter(runner.type)?.preflight?.(runner);
  const treatment = await buildTreatment(req.workspace, req.cwd, req.plan.runners, defaultRoots(req.repoRoot));
  const cases = caseInfos(req.plan, req.repoRoot);
  const suite = { path: req.suite.path === "<inline>" ? "<inline>" : repoRelative(req.suite.path, req.repoRoot), format: req.suite.format, fingerprint: suiteFingerprint(req.plan.cases, treatmentHash(treatment)) };
  const planInfo: PlanInfo = {
    cases: req.plan.cases.map((c) => c.id),
    runners: req.plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
    runs: req.plan.runs,
    executions: req.plan.executions.length,
    ...(req.plan.shard ? { shard: req.plan.shard } : {}),
    filters: req.plan.filters,
  };
  if (req.resume) checkUnchanged(req.resume, { cases, treatment });
  const kept = (req.resume?.results ?? []).filter(isFinished);
  const executions = req.resume ? pendingExecutions(req.plan.executions, kept) : req.plan.executions;
  for (const old of req.resume?.results.filter((r) => !isFinished(r)) ?? []) await setAside(req.outDir, old);
  const log = openLog([path.join(req.outDir, "results.jsonl"), ...(req.jsonlOutputs ?? [])]);
  if (req.resume) log.append({ type: "resume", at: new Date().toISOString(), pending: executions.length });
  else log.append({ type: "start", at: startedAt.toISOString(), tool: { name: "agent-bench", version: req.version }, suite, plan: planInfo, environment: req.environment, cases, treatment, ...(req.invocation ? { invocation: req.invocation } : {}) });
  for (const l of req.listeners) l.onStart?.({ plan: { ...req.plan, executions }, outDir: req.outDir, parallel: req.parallel });

  const results: ExecutionResult[] = [...kept];
  const fingerprintOf = new Map(cases.map((c) => [c.id, c.testFingerprint]));
  const stability = new StabilityAccumulator({
    tool: { name: "agent-bench", version: req.version },
    suite: { path: suite.path, fingerprint: suite.fingerprint },
    ...(req.environment.commit ? { commit: req.environment.commit } : {}),
    runsPerCase: req.plan.runs,
    runners: planInfo.runners,
    testFingerprint: (caseId) => fingerprintOf.get(caseId) ?? "",
    treatment,
    cases: req.plan.cases.map((c) => c.id),
  });
  for (const r of kept) stability.add(r);
  const shared = await prepareShared(req);
  const env: ExecutionEnv = {
    outDir: req.outDir,
    repoRoot: req.repoRoot,
    cwd: req.cwd,
    workspace: req.workspace,
    shared,
    user: req.user,
    team: req.team,
    signal: req.signal,
    timeoutFor: (c: SuiteCase, r: RunnerConfig) => c.timeoutMs ?? req.timeoutMs ?? r.timeoutMs ?? req.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxStepsFor: (r: RunnerConfig) => req.maxSteps ?? r.maxSteps ?? req.defaultMaxSteps,
    modelServerUrl: req.modelServerUrl ?? (() => Promise.resolve(undefined)),
    rejectedModels: new Map(),
    ...(req.keepWorkspaces ? { keepWorkspaces: true } : {}),
    processEnv: processEnvSnapshot(),
    homes: new HomePool(),
    judge: req.judge,
    simulate: req.simulate,
  };
  let stop = false;
  // An internal failure (the engine, not an agent) still writes what finished, then ends the run with exit 3.
  let internal: unknown;
  const releaseSpawner = holdSpawner();
  try {
    for (let round = executions; round.length > 0; ) {
      await schedule(
        round,
        req.parallel,
        async (planned) => {
          for (const l of req.listeners) l.onExecutionStart?.(planned);
          const { result, warnings } = await runWithRetries(planned, env, req.retries ?? 0);
          results.push(result);
          stability.add(result);
          req.rounds?.record(result);
          log.append({ type: "execution", at: result.endedAt, result });
          for (const w of warnings) for (const l of req.listeners) l.onWarning?.(w);
          for (const l of req.listeners) l.onExecutionEnd?.(result);
          if (req.failFast && !result.passed && result.status !== "skipped") stop = true;
        },
        { shouldStop: () => stop || req.signal.aborted || (req.rounds?.shouldStop() ?? false) },
      );
      round = req.rounds && !stop && !req.signal.aborted ? req.rounds.next(stability.finish(new Date().toISOString())) : [];
    }
  } catch (error) {
    internal = error;
  }
  const spawnerStopped = releaseSpawner();
  const homesRemoved = env.homes.close();
  const endedAt = new Date();
  const summary = summarize(results, req.plan.executions.length, endedAt.getTime() - startedAt.getTime(), req.signal.aborted);
  const runFile: RunFile = {
    schemaVersion: 2,
    tool: { name: "agent-bench", version: req.version },
    startedAt: startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
    suite,
    plan: { ...planInfo, runners: planInfo.runners.map((r) => ({ ...r, ...versionOf(results, r.id) })) },
    environment: req.environment,
    cases,
    treatment,
    ...(req.invocation ? { invocation: req.invocation } : {}),
    results: sortResults(results, req.plan),
    summary,
  };
  const stabilityFile = stability.finish(endedAt.toISOString());
  req.rounds?.finish(runFile, stabilityFile, stop || req.signal.aborted);
  for (const cell of stabilityFile.cells) log.append({ type: "stability", at: endedAt.toISOString(), cell });
  log.append({ type: "summary", at: endedAt.toISOString(), summary });
  log.close();
  const unwritten = await writeSummaryFiles(req.outDir, runFile, stabilityFile, log.failure).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(errorMessage(error))),
  );
  if (req.workspace?.mode === "shared" && shared && !shared.failure && !req.keepWorkspaces && results.every((r) => r.passed)) await removeWorkspace(shared.path);
  await pruneEmptyFolders(path.join(req.outDir, "workspaces"));
  if (!unwritten) for (const l of req.listeners) await l.onFinish?.(runFile, stabilityFile);
  await Promise.all([spawnerStopped, homesRemoved]);
  if (unwritten) throw unwritten;
  if (internal !== undefined) {
    if (isAgentBenchError(internal)) throw internal;
    throw infraError(`the run stopped: ${errorMessage(internal)}; the ${results.length} execution(s) that finished are in ${req.outDir}`, { cause: internal, hint: "this is a fault of agent-bench or of the machine, not of the agent: check the out-dir's folder and free space, then --resume the run" });
  }
  return { run: runFile, stability: stabilityFile };
}

/**
 * results.json and stability.json, each tried even when the other could not be written. A full disk is
 * one line and exit 3; each file that was written keeps every result that finished.
 */
async function writeSummaryFiles(outDir: string, runFile: RunFile, stabilityFile: StabilityFile, logFailure: ResultsLog["failure"]): Promise<void> {
  const failed: string[] = [];
  let cause: unknown = logFailure?.error;
  for (const [name, value] of [["results.json", runFile], ["stability.json", stabilityFile]] as const) {
    try {
      await writeJsonFile(path.join(outDir, name), value as unknown as Record<string, unknown>);
    } catch (error) {
      failed.push(name);
      cause ??= error;
    }
  }
  if (logFailure) failed.unshift(path.basename(logFailure.file));
  if (failed.length === 0) return;
  const code = (cause as NodeJS.ErrnoException).code;
  const why = code === "ENOSPC" || code === "EDQUOT" ? `the disk is full (${code})` : errorMessage(cause);
  // One line (no hint line): the reason and what to do.
  throw infraError(`could not write ${failed.join(", ")} in ${outDir}: ${why}; free space there (what was written is kept)`, { cause });
}

/** A failed run is re-run up to `retries` times; the last attempt is the run's result and lists the earlier ones. */
async function runWithRetries(planned: PlannedExecution, env: ExecutionEnv, retries: number) {
  let report = await runExecution(planned.case, planned.runner, planned.run, env);
  const earlier: NonNullable<ExecutionResult["retries"]> = [];
  for (let attempt = 2; attempt <= retries + 1 && retryable(report.result) && !env.signal.aborted; attempt++) {
    const r = report.result;
    earlier.push({ status: r.status, failureOrigin: r.failureOrigin, error: r.error, artifactDir: r.artifactDir, durationMs: r.durationMs });
    const next = await runExecution(planned.case, planned.runner, planned.run, env, attempt);
    report = { result: { ...next.result, retries: [...earlier] }, warnings: [...report.warnings, ...next.warnings] };
  }
  return report;
}

function retryable(result: ExecutionResult): boolean {
  return !result.passed && result.status === "failed";
}

function openLog(files: string[]): ResultsLog {
  try {
    return new ResultsLog(files);
  } catch (error) {
    throw infraError(`cannot write the event log: ${errorMessage(error)}`, { where: "--out-dir / -o", hint: "choose files in a folder you can write to" });
  }
}

async function prepareShared(req: RunRequest): Promise<PreparedWorkspace | undefined> {
  if (req.workspace?.mode !== "shared") return undefined;
  const target = path.join(req.outDir, "workspaces", "shared");
  return prepareWorkspace(req.workspace, target, { outDir: req.outDir, artifactDir: path.join(req.outDir, "workspaces", "shared-setup") }, path.join(req.outDir, "workspaces", "shared-setup"));
}

function caseInfos(plan: Plan, repoRoot: string): CaseInfo[] {
  return plan.cases.map((c) => ({
    id: c.id,
    tags: c.tags,
    prompt: c.prompt,
    expectedFail: c.expectedFail,
    ...(c.skip ? { skip: c.skip } : {}),
    source: { file: c.source.file === "<inline>" ? "<inline>" : repoRelative(c.source.file, repoRoot), ...(c.source.line ? { line: c.source.line } : {}) },
    testFingerprint: testFingerprint(c),
  }));
}

/** Results in plan order (case, runner, run), whatever order they finished in. */
function sortResults(results: ExecutionResult[], plan: Plan): ExecutionResult[] {
  const caseIndex = new Map(plan.cases.map((c, i) => [c.id, i]));
  const runnerIndex = new Map(plan.runners.map((r, i) => [r.id, i]));
  return [...results].sort(
    (a, b) => caseIndex.get(a.caseId)! - caseIndex.get(b.caseId)! || runnerIndex.get(a.runnerId)! - runnerIndex.get(b.runnerId)! || a.run - b.run,
  );
}

function versionOf(results: ExecutionResult[], runnerId: string): { version?: string } {
  const version = results.find((r) => r.runnerId === runnerId && r.cliVersion)?.cliVersion;
  return version ? { version } : {};
}
