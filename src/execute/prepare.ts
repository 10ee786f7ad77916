// Settings → config, suite, runners and plan: everything checked before the
// first agent starts, so a mistake costs nothing. Every setting is resolved
// here, once (a flag, then the config, then the default), into a read-only
// ResolvedRun that the engine, the reports and the action only read.

import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { configError } from "../errors.ts";
import { loadConfig, type ReporterEntry, type ResolvedConfig } from "../config/config.ts";
import type { RunSettings } from "../config/settings.ts";
import type { LoadedSuite, SuiteCase, WorkspaceConfig } from "../model/case.ts";
import type { ResolvedVariant } from "../model/variant.ts";
import { buildPlan, type Plan } from "../plan/plan.ts";
import { starterPromptWarning } from "../plan/starter-prompts.ts";
import { getAdapter, runnerTypes } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { defaultRunner } from "../config/runners.ts";
import { isGlob, matchSuites } from "../suite/glob.ts";
import { inlineSuite, loadSuite } from "../suite/load.ts";
import { checkExpectationJudge, checkSkillFlag, sharedFilesWarning } from "../suite/skill-checks.ts";
import { splitList } from "../suite/tags.ts";
import { reporterRunnerIds } from "../report/reporters/agent-spec.ts";
import { timestampSlug } from "./paths.ts";
import { resolveRepositoryWorkspace } from "./repository.ts";
import { resolveVariants } from "./variants.ts";
import { warmUpSpawner } from "./spawner.ts";
import { resolveLimits, type Limits } from "./limits.ts";
import { detectCommit, findRepoRoot } from "./repo.ts";
import type { SnapshotChecks } from "../snapshots/checker.ts";
import { setUpSnapshots } from "../snapshots/setup.ts";

/** A run with every setting decided; built once by prepareRun and never changed after. */
export interface ResolvedRun {
  /** What was asked for (suite globs expanded): recorded in results.json so --resume can rebuild the plan. */
  readonly settings: Readonly<RunSettings>;
  readonly config: ResolvedConfig;
  readonly suite: LoadedSuite;
  readonly plan: Plan;
  readonly outDir: string;
  /** The out-dir is the default timestamped one: `latest` links to it. */
  readonly defaultOutDir: boolean;
  readonly repoRoot: string;
  /** The folder relative paths and "none" workspaces resolve against. */
  readonly cwd: string;
  readonly parallel: number;
  readonly failFast: boolean;
  readonly limits: Limits;
  /** -o files: the flags', then the config's `outputs`. */
  readonly outputs: readonly string[];
  /** --reporter entries, then the config's `reporters`. */
  readonly reporters: readonly ReporterEntry[];
  readonly workspace?: WorkspaceConfig;
  /** true: keep every workspace; false: none; unset: failed executions' only. */
  readonly keepWorkspaces?: boolean;
  readonly warnings: readonly string[];
  readonly user: string;
  readonly team: string;
  /** The commit under test: the caller's (a PR's head), else the repository's HEAD. */
  readonly commit?: { sha: string; ref?: string };
  readonly verbose: boolean;
  /** skillgym's token snapshots, when the config has `snapshots`. */
  readonly snapshots?: SnapshotChecks;
  /** --variant (or a program's definitions): every cell runs under each; absent for an ordinary run. */
  readonly variants?: readonly ResolvedVariant[];
}

export function defaultParallel(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

export async function prepareRun(given: RunSettings): Promise<ResolvedRun> {
  const cwd = given.cwd;
  const settings = { ...given, suites: await expandSuitePaths(given.suites, cwd) };
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
      const one = await loadSuite(file, { strict: settings.strict, skill: settings.skill });
      warnings.push(...one.warnings);
      loaded.push(one.suite);
    }
    checkSkillFlag(settings.skill, loaded);
    suite = mergeSuites(loaded);
  }
  checkExpectationJudge(suite, config.judge, config.file);
  const helpers = checkHelpers(suite, config);
  // A reporter agent's runner writes the report; it is benchmarked only when --runner names it.
  const named = new Set(splitList(settings.runners ?? []));
  const reporters = [...(settings.reporters ?? []), ...config.reporters];
  const reporting = new Set(reporterRunnerIds(reporters).filter((id) => !named.has(id)));
  const runners = agentRunners(selectableRunners(config, settings), helpers, settings).filter((r) => !reporting.has(r.id));
  const serving = [...new Set([...helpers.keys(), ...[...reporting].filter((id) => config.runners.some((r) => r.id === id))])];
  if (runners.length === 0 && serving.length > 0 && config.runners.length > 0) {
    throw configError(`every configured runner serves the suite (${serving.join(", ")}): none is left to benchmark`, {
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
  const repoRoot = findRepoRoot(suitePaths[0] ? path.dirname(suitePaths[0]) : cwd);
  // A suite module's own `workspace` export beats the config's; by default each execution gets a copy of the repository.
  const declared = suite.workspace ?? config.defaults.workspace ?? { mode: "repository" };
  warnings.push(...sharedFilesWarning(suite, declared));
  const resolved = declared.mode === "repository" ? resolveRepositoryWorkspace(declared, suitePaths[0] ? path.dirname(suitePaths[0]) : cwd, cwd) : undefined;
  if (resolved?.warning) warnings.push(resolved.warning);
  const workspace = resolved?.workspace ?? declared;
  const variants = resolveVariants({ given: settings.variants, config, runners, workspace, cwd });
  const tags = settings.tags?.length ? splitList(settings.tags) : config.defaults.tags;
  const plan = buildPlan({
    cases: suite.cases,
    runners,
    runs: settings.runs ?? config.defaults.runs ?? 1,
    caseIds: settings.cases?.length ? splitList(settings.cases) : undefined,
    tags,
    tagsFrom: settings.tags?.length ? "--tag" : `the config's default tags (${config.format === "skillgym" ? "run.tags" : "defaults.tags"} in ${config.file})`,
    runnerIds: settings.runners?.length ? splitList(settings.runners) : undefined,
    shard: settings.shard,
    ...(variants ? { variants } : {}),
  });
  // A matrix of more shards than cells: this job has nothing to run, which is no mistake (merge needs every shard).
  if (plan.shard && plan.executions.length === 0)
    warnings.push(`--shard ${plan.shard.index}/${plan.shard.total}: this shard has no cells (the plan has fewer cells than shards): nothing to run`);
  const snapshots = await setUpSnapshots(settings, config, plan.runners);
  const starter = starterPromptWarning(plan);
  if (starter) warnings.push(starter);
  const outDir = settings.outDir
    ? path.resolve(cwd, settings.outDir)
    : path.join(config.defaults.outDir ?? path.resolve(cwd, ".agent-bench/runs"), timestampSlug());
  const commit = settings.commit ?? detectCommit(repoRoot);
  const resolvedRun: ResolvedRun = {
    settings: Object.freeze(settings),
    config,
    suite,
    plan,
    outDir,
    defaultOutDir: !settings.outDir,
    repoRoot,
    cwd,
    parallel: settings.parallel ?? config.defaults.parallel ?? defaultParallel(),
    failFast: settings.failFast ?? config.defaults.failFast ?? false,
    limits: resolveLimits(settings, config.defaults),
    outputs: Object.freeze([...new Set([...settings.outputs, ...config.outputs])]),
    reporters: Object.freeze(reporters),
    workspace,
    ...(settings.keepWorkspaces !== undefined ? { keepWorkspaces: settings.keepWorkspaces } : {}),
    warnings: Object.freeze(warnings),
    user: settings.user ?? config.defaults.user ?? "test-user",
    team: settings.team ?? config.defaults.team ?? "test-team",
    ...(commit ? { commit } : {}),
    verbose: settings.verbose === true,
    ...(snapshots ? { snapshots } : {}),
    ...(variants ? { variants: Object.freeze(variants.map((v) => v.variant)) } : {}),
  };
  return Object.freeze(resolvedRun);
}

/** SUITE arguments that are globs in quotes ('evals/*.ts'), expanded as the action's suite input is; a path that exists stays as it is. */
async function expandSuitePaths(suites: readonly string[], cwd: string): Promise<string[]> {
  const out: string[] = [];
  for (const s of suites) {
    if (!isGlob(s) || existsSync(path.resolve(cwd, s))) {
      out.push(s);
      continue;
    }
    const matched = await matchSuites(s, cwd);
    if (matched.length === 0)
      throw configError(`the glob ${s} matches no suite file in ${cwd}`, {
        where: "SUITE",
        hint: "suites are .ts/.mts/.js/.mjs modules or .jsonl files; check the pattern, e.g. 'evals/*.ts'",
      });
    out.push(...matched.map((f) => path.relative(cwd, f)));
  }
  return out;
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
