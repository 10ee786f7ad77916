// Settings → config, suite, runners and plan: everything checked before the
// first agent starts, so a mistake costs nothing.

import os from "node:os";
import path from "node:path";
import { configError } from "../errors.ts";
import { loadConfig, type ResolvedConfig } from "../config/config.ts";
import type { RunSettings } from "../config/settings.ts";
import type { LoadedSuite, SuiteCase, WorkspaceConfig } from "../model/case.ts";
import { buildPlan, type Plan } from "../plan/plan.ts";
import { getAdapter, runnerTypes } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { defaultRunner } from "../config/runners.ts";
import { inlineSuite, loadSuite } from "../suite/load.ts";
import { checkExpectationJudge, checkSkillFlag, sharedFilesWarning } from "../suite/skill-checks.ts";
import { splitList } from "../suite/tags.ts";
import { timestampSlug } from "./paths.ts";
import { findRepoRoot } from "./repo.ts";
import { warmUpSpawner } from "./spawner.ts";

export interface PreparedRun {
  settings: RunSettings;
  config: ResolvedConfig;
  suite: LoadedSuite;
  plan: Plan;
  outDir: string;
  repoRoot: string;
  parallel: number;
  workspace?: WorkspaceConfig;
  warnings: string[];
  user: string;
  team: string;
}

export function defaultParallel(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

export async function prepareRun(settings: RunSettings): Promise<PreparedRun> {
  const cwd = settings.cwd;
  const warnings: string[] = [];
  if (settings.suites.length === 0 && settings.inline === undefined) {
    throw configError("no suite given", { hint: 'agent-bench run SUITE (a .ts/.js module or a .jsonl file), or -i "a prompt" for one ad-hoc case' });
  }
  const suitePaths = settings.suites.map((s) => path.resolve(cwd, s));
  const config = await loadConfig({
    configPath: settings.config ? path.resolve(cwd, settings.config) : undefined,
    searchFrom: suitePaths[0] ? path.dirname(suitePaths[0]) : cwd,
  });
  warnings.push(...config.warnings);
  // The helper boots (~50 ms) while the suite loads, not before the first agent.
  if (config.runners.some((r) => !getAdapter(r.type)?.inProcess)) warmUpSpawner();
  let suite: LoadedSuite;
  if (settings.inline !== undefined) {
    suite = inlineSuite(settings.inline, cwd);
    checkSkillFlag(settings.skill, [suite]);
  } else {
    const loaded = [];
    for (const file of suitePaths) {
      const one = await loadSuite(file, { skill: settings.skill });
      warnings.push(...one.warnings);
      loaded.push(one.suite);
    }
    checkSkillFlag(settings.skill, loaded);
    suite = mergeSuites(loaded);
  }
  checkExpectationJudge(suite, config.judge, config.file);
  warnings.push(...sharedFilesWarning(suite, suite.workspace ?? config.defaults.workspace));
  const helpers = checkHelpers(suite, config);
  const runners = agentRunners(selectableRunners(config, settings), helpers, settings);
  if (runners.length === 0 && helpers.size > 0 && config.runners.length > 0) {
    throw configError(`every configured runner serves the suite (${[...helpers.keys()].join(", ")}): none is left to benchmark`, {
      where: config.file,
      hint: "add a runner for the agent under test",
    });
  }
  if (runners.length === 0) {
    throw configError("no runners configured", {
      where: config.file ?? "agent-bench.config.*",
      hint: `add runners to agent-bench.config.{ts,json,yaml} next to the suite, or name a runner type with --runner (${runnerTypes().join(", ")})`,
    });
  }
  const tags = settings.tags?.length ? splitList(settings.tags) : config.defaults.tags;
  const plan = buildPlan({
    cases: suite.cases,
    runners,
    runs: settings.runs ?? config.defaults.runs ?? 1,
    caseIds: settings.cases?.length ? splitList(settings.cases) : undefined,
    tags,
    runnerIds: settings.runners?.length ? splitList(settings.runners) : undefined,
    shard: settings.shard,
  });
  const repoRoot = findRepoRoot(suitePaths[0] ? path.dirname(suitePaths[0]) : cwd);
  const outDir = settings.outDir
    ? path.resolve(cwd, settings.outDir)
    : path.join(config.defaults.outDir ?? path.resolve(cwd, ".agent-bench/runs"), timestampSlug());
  return {
    settings,
    config,
    suite,
    plan,
    outDir,
    repoRoot,
    parallel: settings.parallel ?? config.defaults.parallel ?? defaultParallel(),
    // A suite module's own `workspace` export beats the config's.
    workspace: suite.workspace ?? config.defaults.workspace,
    warnings,
    user: settings.user ?? config.defaults.user ?? "test-user",
    team: settings.team ?? config.defaults.team ?? "test-team",
  };
}

/** Configured runners, plus runner types named with --runner when no runner has that id; --model overrides models. */
function selectableRunners(config: ResolvedConfig, settings: RunSettings): RunnerConfig[] {
  const runners = [...config.runners];
  for (const id of splitList(settings.runners ?? [])) {
    if (runners.some((r) => r.id === id)) continue;
    const adapter = getAdapter(id);
    if (adapter && !adapter.requiresCommand && !adapter.requiresModel) {
      runners.push(defaultRunner(adapter, config.dir, undefined));
    } else if (adapter && adapter.requiresModel && settings.model) {
      runners.push(defaultRunner(adapter, config.dir, settings.model));
    }
  }
  if (!settings.model) return runners;
  return runners.map((r) => ({ ...r, model: settings.model }));
}

function mergeSuites(suites: LoadedSuite[]): LoadedSuite {
  if (suites.length === 1) return suites[0];
  const seen = new Map<string, string>();
  const cases: SuiteCase[] = [];
  for (const s of suites) {
    for (const c of s.cases) {
      const other = seen.get(c.id);
      if (other) throw configError(`case id "${c.id}" is in both ${other} and ${s.path}`, { hint: "case ids must be unique across the suites of one run" });
      seen.set(c.id, s.path);
      cases.push(c);
    }
  }
  const workspaces = suites.map((s) => s.workspace).filter((w) => w !== undefined);
  if (new Set(workspaces.map((w) => JSON.stringify(w))).size > 1) {
    throw configError(`the suites ${suites.map((s) => s.path).join(", ")} declare different workspaces`, { hint: "run them separately" });
  }
  const format = suites.every((s) => s.format === suites[0].format) ? suites[0].format : "module";
  return { path: suites.map((s) => s.path).join(","), format, cases, workspace: workspaces[0] };
}

/**
 * Runners that serve the suite: every judge (its rules' runner or the config's default) and every
 * simulated user must be configured. Returns their ids: they judge or play the user, they are not benchmarked.
 */
function checkHelpers(suite: LoadedSuite, config: ResolvedConfig): Map<string, string> {
  const helpers = new Map<string, string>();
  if (config.judge) helpers.set(config.judge, "the config's judge");
  const need = (c: SuiteCase, id: string | undefined, what: string, hint: string) => {
    const where = `${c.source.file}${c.source.line ? `:${c.source.line}` : ""}`;
    if (!id) throw configError(`${where}: case "${c.id}" has a ${what} but no runner for it`, { hint });
    if (!config.runners.some((r) => r.id === id)) {
      throw configError(`${where}: case "${c.id}": the ${what} runner "${id}" is not configured`, {
        hint: `configured runners: ${config.runners.map((r) => r.id).join(", ") || "none"}`,
      });
    }
    if (!helpers.has(id)) helpers.set(id, `the ${what} of case "${c.id}"`);
  };
  for (const c of suite.cases) {
    const rules = [...(c.rules ?? []), ...(c.dialog?.checkpoints.flatMap((cp) => cp.rules) ?? [])];
    for (const rule of rules) {
      if (rule.type !== "judge" && rule.type !== "agent") continue;
      need(
        c,
        rule.runner ?? rule.use?.replace(/^agents:/, "") ?? config.judge,
        "judge",
        'add "judge": "<runner id>" to the config, or "runner": "<id>" to the rule',
      );
    }
    if (c.dialog) need(c, c.dialog.simulator.runner, "simulated user", 'set "simulator": {"use": "<runner id>"} to a runner in the config');
  }
  return helpers;
}

/** The runners to benchmark: judges and simulated users only serve; naming one with --runner is an error. */
function agentRunners(runners: RunnerConfig[], helpers: Map<string, string>, settings: RunSettings): RunnerConfig[] {
  for (const id of splitList(settings.runners ?? [])) {
    const role = helpers.get(id);
    if (role)
      throw configError(`--runner ${id}: "${id}" is ${role}, not an agent to benchmark`, {
        where: "--runner",
        hint: "a runner that judges or plays the user is not benchmarked; configure a second runner of the same type to benchmark it",
      });
  }
  return runners.filter((r) => !helpers.has(r.id));
}
