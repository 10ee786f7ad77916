// What every execution of a run shares (out-dir, workspace, limits, homes,
// judge, simulator), built once per run, and the environment each agent gets.

import path from "node:path";
import type { JudgeRequest, JudgeVerdict } from "../assert/evaluate.ts";
import type { SuiteCase, WorkspaceConfig } from "../model/case.ts";
import type { RunnerInfo } from "../model/session.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import type { ModelExecution } from "../runners/scripted-model/run-models.ts";
import { HomePool } from "./home.ts";
import { resolveLimits, type Limits } from "./limits.ts";
import { runnerPathKey } from "./paths.ts";
import type { Simulate } from "./simulate.ts";
import { SNAPSHOT_DIR, snapshotRepository } from "./repository.ts";
import type { RepositoryProbe } from "./git-copy.ts";
import { prepareWorkspace, type PreparedWorkspace } from "./workspace.ts";

export interface ExecutionEnv {
  outDir: string;
  repoRoot: string;
  /** Folder for "none" workspaces without their own cwd. */
  cwd: string;
  workspace?: WorkspaceConfig;
  /** The suite's one shared workspace ("shared" mode), prepared before the first execution. */
  shared?: PreparedWorkspace;
  /** "repository" mode: the snapshot of the repository every execution copies, taken before the first execution. */
  repository?: PreparedWorkspace;
  user: string;
  team: string;
  signal: AbortSignal;
  timeoutFor: Limits["timeoutFor"];
  maxStepsFor: Limits["maxStepsFor"];
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
  /** true: keep the workspaces of passed executions too; false: of failed ones neither; unset: of failed ones. */
  keepWorkspaces?: boolean;
}

/** The run settings the executions' environment is made of. */
interface EnvRequest {
  outDir: string;
  repoRoot: string;
  cwd: string;
  workspace?: WorkspaceConfig;
  repository?: RepositoryProbe;
  user: string;
  team: string;
  signal: AbortSignal;
  /** Which of the case, the flags, the runner and the config sets the limits is decided in limits.ts. */
  limits?: Limits;
  modelServerUrl?: ExecutionEnv["modelServerUrl"];
  judge?: ExecutionEnv["judge"];
  simulate?: Simulate;
  keepWorkspaces?: boolean;
}

/** The environment of a run's executions; a "shared" workspace or the repository's snapshot is prepared here, before the first one. */
export async function executionEnv(req: EnvRequest): Promise<ExecutionEnv> {
  const limits = req.limits ?? resolveLimits({}, {});
  return {
    outDir: req.outDir,
    repoRoot: req.repoRoot,
    cwd: req.cwd,
    workspace: req.workspace,
    shared: await prepareShared(req),
    repository: await prepareSnapshot(req),
    user: req.user,
    team: req.team,
    signal: req.signal,
    timeoutFor: limits.timeoutFor,
    maxStepsFor: limits.maxStepsFor,
    modelServerUrl: req.modelServerUrl ?? (() => Promise.resolve(undefined)),
    rejectedModels: new Map(),
    ...(req.keepWorkspaces !== undefined ? { keepWorkspaces: req.keepWorkspaces } : {}),
    processEnv: processEnvSnapshot(),
    homes: new HomePool(),
    judge: req.judge,
    simulate: req.simulate,
  };
}

async function prepareShared(req: EnvRequest): Promise<PreparedWorkspace | undefined> {
  if (req.workspace?.mode !== "shared") return undefined;
  const target = path.join(req.outDir, "workspaces", "shared");
  return prepareWorkspace(
    req.workspace,
    target,
    { outDir: req.outDir, artifactDir: path.join(req.outDir, "workspaces", "shared-setup") },
    path.join(req.outDir, "workspaces", "shared-setup"),
  );
}

async function prepareSnapshot(req: EnvRequest): Promise<PreparedWorkspace | undefined> {
  if (req.workspace?.mode !== "repository") return undefined;
  const target = path.join(req.outDir, SNAPSHOT_DIR);
  try {
    await snapshotRepository(req.workspace.templateDir!, target, req.outDir, req.repository);
    return { path: target };
  } catch (error) {
    return {
      path: target,
      failure: { origin: "workspace", message: `could not copy the repository ${req.workspace.templateDir}: ${(error as Error).message}` },
    };
  }
}

export function runnerInfo(runner: RunnerConfig): RunnerInfo {
  return { id: runner.id, pathKey: runnerPathKey(runner.id), agent: { type: runner.type, model: runner.model ?? "" } };
}

/** The agent's environment: agent-bench's own, the AGENT_BENCH_* variables, then the case's and the runner's. */
export function agentEnv(testCase: SuiteCase, runner: RunnerConfig, run: number, workspace: string, env: ExecutionEnv): Record<string, string> {
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
