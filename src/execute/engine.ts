// A prepared run, executed: the engine glue both the CLI (commands/run.ts) and
// the action (action/run-mode.ts) call. Starts the scripted model server, the
// judge and the simulated user, runs the suite, and records the invocation and
// the commit under test; --runs auto gets its rounds here.

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { estimateRun, formatEstimate } from "../adaptive/estimate.ts";
import type { AdaptiveSettings } from "../adaptive/options.ts";
import { AdaptiveRounds, type RoundsOptions } from "../adaptive/rounds.ts";
import type { RunSettings } from "../config/settings.ts";
import { configError } from "../errors.ts";
import type { RunInvocation } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import { builtinFormatOf } from "../report/formats.ts";
import { createScriptedModels } from "../runners/scripted-model/run-models.ts";
import { VERSION } from "../version.ts";
import { createJudge } from "./judge.ts";
import type { PreparedRun } from "./prepare.ts";
import { detectCommit } from "./repo.ts";
import type { RunLog } from "./resume.ts";
import type { RoundSource } from "../adaptive/round-source.ts";
import { runSuite, type RunListener, type RunOutcome } from "./run-suite.ts";
import { createSimulator } from "./simulator.ts";

/** --runs auto: prints the cost and time estimate, then adapts this run's (or shard's) cells in rounds; a resumed run continues from what it finished. */
export function adaptiveRounds(
  prepared: PreparedRun,
  settings: AdaptiveSettings,
  baseline: StabilityFile | null,
  write: (line: string) => void = (l) => process.stderr.write(l),
  resume?: RunLog,
  poolTargets?: RoundsOptions["poolTargets"],
): AdaptiveRounds {
  const cells = prepared.plan.cells.map((c) => ({ caseId: c.case.id, runnerId: c.runner.id }));
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

export async function execute(
  prepared: PreparedRun,
  listeners: RunListener[],
  signal: AbortSignal,
  resume?: RunLog,
  rounds?: RoundSource,
): Promise<RunOutcome> {
  const outputs = prepared.settings.outputs;
  for (const file of outputs) {
    await mkdir(path.dirname(file), { recursive: true }).catch((error: unknown) => {
      throw configError(`-o ${file}: cannot create its folder: ${(error as Error).message}`, {
        where: "-o",
        hint: "write the report into a folder you can create and write to",
      });
    });
  }
  const models = createScriptedModels({ logFile: path.join(prepared.outDir, "model-server.log") });
  await models.check(prepared.plan.runners);
  const outcome = await runSuite({
    suite: prepared.suite,
    plan: prepared.plan,
    outDir: prepared.outDir,
    repoRoot: prepared.repoRoot,
    cwd: prepared.settings.cwd,
    parallel: prepared.parallel,
    failFast: prepared.settings.failFast ?? prepared.config.defaults.failFast ?? false,
    timeoutMs: prepared.settings.timeoutMs,
    defaultTimeoutMs: prepared.config.defaults.timeoutMs,
    maxSteps: prepared.settings.maxSteps,
    defaultMaxSteps: prepared.config.defaults.maxSteps,
    user: prepared.user,
    team: prepared.team,
    workspace: prepared.workspace,
    signal,
    listeners,
    environment: {
      user: prepared.user,
      team: prepared.team,
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      agentBench: VERSION,
      ci: Boolean(process.env.CI),
      ...withCommit(prepared.settings.commit ?? detectCommit(prepared.repoRoot)),
    },
    version: VERSION,
    // Streamed by the engine; every other -o file is written after the run (run-reports.ts).
    jsonlOutputs: outputs.filter((o) => builtinFormatOf(o) === "jsonl"),
    ...(prepared.settings.keepWorkspaces !== undefined ? { keepWorkspaces: prepared.settings.keepWorkspaces } : {}),
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

function withCommit(commit: { sha: string; ref?: string } | undefined) {
  return commit ? { commit } : {};
}
