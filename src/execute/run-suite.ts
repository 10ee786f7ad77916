// Runs a plan: the run's header and state first (run-header.ts, run-open.ts),
// then every execution through the scheduler, round after round, appending
// each result as it finishes; results.json and stability.json are written on
// every exit path, including cancellation and an internal failure (run-close.ts).

import type { JudgeRequest, JudgeVerdict } from "../assert/evaluate.ts";
import type { LoadedSuite, WorkspaceConfig } from "../model/case.ts";
import type { CaseInfo, ExecutionResult, RunEnvironment, RunFile, RunInvocation } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import type { TreatmentManifest } from "../model/treatment.ts";
import type { Plan } from "../plan/plan.ts";
import { executionEnv, type ExecutionEnv } from "./execution-env.ts";
import type { Limits } from "./limits.ts";
import { runWithRetries } from "./retries.ts";
import { buildRunFile } from "./run-file.ts";
import { describeRun } from "./run-header.ts";
import { internalFailure, removeWorkspaces, writeRunFiles } from "./run-close.ts";
import { openRun } from "./run-open.ts";
import { schedule } from "./scheduler.ts";
import type { RoundSource } from "../adaptive/round-source.ts";
import type { Simulate } from "./simulate.ts";
import { SharedFolderWatch, withSharedChanges } from "./shared-folder.ts";
import { holdSpawner } from "./spawner.ts";
import type { RepositoryProbe } from "./git-copy.ts";
import type { SnapshotChecks } from "../snapshots/checker.ts";
import type { RunListener } from "../report/run-listener.ts";

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
  /** Each execution's timeout and step limit (resolved by prepareRun; unset: the defaults). */
  limits?: Limits;
  user: string;
  team: string;
  workspace?: WorkspaceConfig;
  /** git's answer about the repository a "repository" workspace copies (prepareRun asked it). */
  repository?: RepositoryProbe;
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
  /** true: keep every workspace, passed or not; false: none; unset: failed executions' only. */
  keepWorkspaces?: boolean;
  /** --runs auto: after the plan's executions, more rounds (adaptive/rounds.ts). */
  rounds?: RoundSource;
  /** skillgym's token snapshots: a cell is checked when its last run of a round ends. */
  snapshots?: SnapshotChecks;
}

export async function runSuite(req: RunRequest): Promise<RunOutcome> {
  const startedAt = req.resume ? new Date(req.resume.startedAt) : new Date();
  const header = await describeRun(req);
  const { kept, executions, log, stability } = await openRun(req, header, startedAt);
  for (const l of req.listeners) l.onStart?.({ plan: { ...req.plan, executions }, outDir: req.outDir, parallel: req.parallel });

  const results: ExecutionResult[] = [...kept];
  const env = await executionEnv(req);
  const watch = env.workspace?.mode === "none" ? await SharedFolderWatch.start(env.workspace.cwd ?? env.cwd, req.outDir) : undefined;
  let running = 0;
  let stop = false;
  // An internal failure (the engine, not an agent) still writes what finished, then ends the run with exit 3.
  let internal: unknown;
  const releaseSpawner = holdSpawner();
  try {
    // A resumed adaptive run whose first round had finished goes on with the next.
    const first = executions.length === 0 && req.resume && req.rounds ? req.rounds.next(stability.stabilityAt(new Date().toISOString())) : executions;
    req.snapshots?.expect([], kept);
    for (let round = first; round.length > 0;) {
      req.snapshots?.expect(round);
      await schedule(
        round,
        req.parallel,
        async (planned) => {
          for (const l of req.listeners) l.onExecutionStart?.(planned);
          running++;
          const ran = await runWithRetries(planned, env, req.retries ?? 0);
          const shared = watch ? withSharedChanges(ran, await watch.check(), watch.dir, running - 1) : ran;
          running--;
          const checked = req.snapshots?.check(shared.result, planned.case);
          const result = checked?.result ?? shared.result;
          const warnings = [...shared.warnings, ...(checked?.warnings ?? [])];
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
      round = req.rounds && !stop && !req.signal.aborted ? req.rounds.next(stability.stabilityAt(new Date().toISOString())) : [];
    }
  } catch (error) {
    internal = error;
  }
  const spawnerStopped = releaseSpawner();
  const homesRemoved = env.homes.close();
  const endedAt = new Date();
  const finished = stability.stabilityAt(endedAt.toISOString());
  const adaptive = req.rounds?.finish(finished, stop || req.signal.aborted);
  const runFile: RunFile = { ...buildRunFile(req, header, results, startedAt, endedAt), ...(adaptive ? { adaptive } : {}) };
  const stabilityFile: StabilityFile = { ...finished, ...(adaptive ? { adaptive } : {}) };
  const unwritten = await writeRunFiles(req.outDir, log, runFile, stabilityFile);
  await removeWorkspaces(req, env, results);
  if (!unwritten) for (const l of req.listeners) await l.onFinish?.(runFile, stabilityFile);
  await Promise.all([spawnerStopped, homesRemoved]);
  if (unwritten) throw unwritten;
  if (internal !== undefined) throw internalFailure(internal, results.length, req.outDir);
  return { run: runFile, stability: stabilityFile };
}
