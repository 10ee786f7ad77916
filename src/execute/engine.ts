// A prepared run, executed: the engine glue both the CLI (commands/run.ts) and
// the action (action/run-mode.ts) call. Starts the scripted model server, the
// judge and the simulated user, runs the suite, and records the invocation and
// the commit under test; --runs auto gets its rounds here.

import path from "node:path";
import { estimateRun, formatEstimate } from "../adaptive/estimate.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";
import { AdaptiveRounds, type RoundsOptions } from "../adaptive/rounds.ts";
import type { RunSettings } from "../config/settings.ts";
import type { RunInvocation } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import { createScriptedModels } from "../runners/scripted-model/run-models.ts";
import { VERSION } from "../version.ts";
import { createJudge } from "./judge.ts";
import type { ResolvedRun } from "./prepare.ts";
import { cellIdOfPlanned, runnerSettings } from "../plan/plan.ts";
import type { RunLog } from "./resume.ts";
import type { RoundSource } from "../adaptive/round-source.ts";
import { runSuite, type RunOutcome } from "./run-suite.ts";
import type { RunListener } from "../report/run-listener.ts";
import { createSimulator } from "./simulator.ts";

/** --runs auto: prints the cost and time estimate, then adapts this run's (or shard's) cells in rounds; a resumed run continues from what it finished. */
export function adaptiveRounds(
  prepared: ResolvedRun,
  settings: AdaptiveSettings,
  baseline: StabilityFile | null,
  write: (line: string) => void = (l) => process.stderr.write(l),
  resume?: RunLog,
  poolTargets?: RoundsOptions["poolTargets"],
): AdaptiveRounds {
  const cells = prepared.plan.cells.map(cellIdOfPlanned);
  if (baseline) {
    // The estimate comes from the baseline's costs and durations: without one there is nothing to estimate from.
    const estimate = estimateRun(cells, baseline, settings, prepared.parallel);
    write(`${formatEstimate(estimate, settings, prepared.parallel)}\n`);
    if (settings.maxCostUsd !== undefined && estimate.costUsd === null) {
      write("adaptive runs: the baseline has no cost for some cells; the cost budget counts only what the agents report\n");
    }
  } else if (poolTargets) {
    write(
      `adaptive runs: no baseline to compare with: ${settings.minRuns} runs for every cell, then as many as main's pooled base for the next pull request needs (up to ${settings.maxRuns})\n`,
    );
  } else {
    write(
      `adaptive runs: no baseline, so no comparison to decide: ${settings.minRuns} runs for every cell, and no more (a cell that stopped early on its results would bias the next baseline)${settings.maxCostUsd !== undefined ? "; the cost budget counts what the agents report" : ""}\n`,
    );
  }
  return new AdaptiveRounds({
    plan: prepared.plan,
    settings,
    baseline,
    ...(poolTargets ? { poolTargets } : {}),
    ...(resume ? { resumed: { startedAt: resume.startedAt, results: resume.results } } : {}),
  });
}

export interface ExecuteOptions {
  listeners: RunListener[];
  signal: AbortSignal;
  resume?: RunLog;
  rounds?: RoundSource;
  /** -o files the engine streams as results finish (the .jsonl ones no reporter renders; run-reports.ts decides). */
  streamed?: readonly string[];
}

export async function execute(prepared: ResolvedRun, options: ExecuteOptions): Promise<RunOutcome> {
  const { listeners, signal, resume, rounds } = options;
  const models = createScriptedModels({ logFile: path.join(prepared.outDir, "model-server.log") });
  await models.check(runnerSettings(prepared.plan));
  const outcome = await runSuite({
    suite: prepared.suite,
    plan: prepared.plan,
    outDir: prepared.outDir,
    repoRoot: prepared.repoRoot,
    cwd: prepared.cwd,
    parallel: prepared.parallel,
    failFast: prepared.failFast,
    limits: prepared.limits,
    user: prepared.user,
    team: prepared.team,
    workspace: prepared.workspace,
    ...(prepared.repository ? { repository: prepared.repository } : {}),
    signal,
    listeners,
    environment: {
      user: prepared.user,
      team: prepared.team,
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      agentBench: VERSION,
      ci: Boolean(process.env.CI),
      ...(prepared.commit ? { commit: prepared.commit } : {}),
    },
    version: VERSION,
    // Streamed by the engine; every other -o file is written after the run (run-reports.ts).
    jsonlOutputs: [...(options.streamed ?? [])],
    ...(prepared.keepWorkspaces !== undefined ? { keepWorkspaces: prepared.keepWorkspaces } : {}),
    retries: prepared.config.retries,
    invocation: invocationOf(prepared.settings),
    ...(resume
      ? { resume: { startedAt: resume.startedAt, cases: resume.cases, ...(resume.treatment ? { treatment: resume.treatment } : {}), results: resume.results } }
      : {}),
    modelServerUrl: models.urlFor,
    judge: createJudge({ runners: prepared.config.runners, defaultRunner: prepared.config.judge, signal, modelServerUrl: models.urlFor }),
    simulate: createSimulator({ runners: prepared.config.runners, signal, modelServerUrl: models.urlFor }),
    ...(rounds ? { rounds } : {}),
    ...(prepared.snapshots ? { snapshots: prepared.snapshots } : {}),
  }).finally(() => models.close());
  const saved = await prepared.snapshots?.save();
  if (saved) for (const l of listeners) l.onWarning?.(saved);
  return outcome;
}

function invocationOf(s: RunSettings): RunInvocation {
  return {
    suites: s.suites.map((f) => path.resolve(s.cwd, f)),
    ...(s.inline !== undefined ? { inline: s.inline } : {}),
    ...(s.config ? { config: path.resolve(s.cwd, s.config) } : {}),
    ...(s.runners ? { runners: s.runners } : {}),
    ...(s.runs ? { runs: s.runs } : {}),
    ...(s.tags ? { tags: s.tags } : {}),
    ...(s.cases ? { cases: s.cases } : {}),
    ...(s.shard ? { shard: s.shard } : {}),
    ...(s.model ? { model: s.model } : {}),
    ...(s.user ? { user: s.user } : {}),
    ...(s.team ? { team: s.team } : {}),
    ...(s.skill !== undefined ? { skill: s.skill } : {}),
    ...(s.adaptive ? { adaptive: adaptiveInvocation(s.adaptive) } : {}),
    ...(s.base !== undefined ? { base: s.base } : {}),
    ...(s.variants?.length ? { variants: [...s.variants] } : {}),
    cwd: s.cwd,
  };
}

function adaptiveInvocation(a: AdaptiveSettings): NonNullable<RunInvocation["adaptive"]> {
  return {
    minRuns: a.minRuns,
    maxRuns: a.maxRuns,
    ...(a.maxCostUsd !== undefined ? { maxCostUsd: a.maxCostUsd } : {}),
    ...(a.maxMinutes !== undefined ? { maxMinutes: a.maxMinutes } : {}),
  };
}
