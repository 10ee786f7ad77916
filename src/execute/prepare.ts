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
import { buildPlan, type Plan, type PlanVariant } from "../plan/plan.ts";
import { starterPromptWarning } from "../plan/starter-prompts.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { isGlob, matchSuites } from "../suite/glob.ts";
import { inlineSuite, loadSuite } from "../suite/load.ts";
import { checkExpectationJudge, checkSkillFlag, sharedFilesWarning } from "../suite/skill-checks.ts";
import { splitList } from "../suite/tags.ts";
import { timestampSlug } from "./paths.ts";
import { resolveRepositoryWorkspace } from "./repository.ts";
import { resolveVariants } from "./variants.ts";
import { benchmarkedRunners, onlyInProcess } from "./benchmarked-runners.ts";
import { stopIdleSpawner, warmUpSpawner } from "./spawner.ts";
import { resolveLimits, type Limits } from "./limits.ts";
import { detectCommit, findRepoRoot } from "./repo.ts";
import { probeRepository, type RepositoryProbe } from "./git-copy.ts";
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
  /** git's answer about the repository the workspace copies (mode "repository"), so the copy does not ask again; never saved. */
  readonly repository?: RepositoryProbe;
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
  // The process helper boots (~45 ms: a fresh Node) while the config and the suite load, not before the first agent.
  // Which runners the config names is known only once it loaded (a TypeScript config is compiled and run). Started
  // after the config instead, the helper was not ready for the action's first agent (bench item 5,
  // docs/performance.md); so it starts now, and a run of in-process runners alone (scripted, http) stops it once the
  // config is loaded.
  warmUpSpawner();
  const cwd = given.cwd;
  const settings = { ...given, suites: await expandSuitePaths(given.suites, cwd) };
  const warnings: string[] = [];
  const suitePaths = requireSuitePaths(settings);
  const suiteDir = suitePaths[0] ? path.dirname(suitePaths[0]) : cwd;
  const repoRoot = findRepoRoot(suiteDir);
  // git answers while the config and the suite load, once for the commit and for the repository the default workspace copies.
  const repository = probeRepository(suiteDir);
  const commitLookup = settings.commit ? undefined : detectCommit(repository);
  const config = await loadConfig({
    configPath: settings.config ? path.resolve(cwd, settings.config) : undefined,
    searchFrom: suiteDir,
  });
  warnings.push(...config.warnings);
  if (onlyInProcess(config, settings)) stopIdleSpawner();
  const suite = await loadSuites(settings, suitePaths, warnings);
  checkExpectationJudge(suite, config.judge, config.file);
  const { runners, reporters } = benchmarkedRunners(suite, config, settings);
  const workspace = resolveWorkspace(suite, config, suiteDir, cwd, warnings, await repository);
  const variants = resolveVariants({ given: settings.variants, config, runners, workspace, cwd });
  const plan = planRun(suite, runners, config, settings, warnings, variants);
  const snapshots = await setUpSnapshots(settings, config, plan.runners);
  const starter = starterPromptWarning(plan);
  if (starter) warnings.push(starter);
  const outDir = settings.outDir
    ? path.resolve(cwd, settings.outDir)
    : path.join(config.defaults.outDir ?? path.resolve(cwd, ".agent-bench/runs"), timestampSlug());
  const commit = settings.commit ?? (await commitLookup);
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
    ...(workspace.mode === "repository" ? { repository: await repository } : {}),
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

/** The suite files, resolved against cwd; a run needs at least one (or an inline prompt). */
function requireSuitePaths(settings: RunSettings): string[] {
  if (settings.suites.length === 0 && settings.inline === undefined) {
    throw configError("no suite given", { hint: 'agent-bench run SUITE (a .ts/.js module or a .jsonl file), or -i "a prompt" for one ad-hoc case' });
  }
  return settings.suites.map((s) => path.resolve(settings.cwd, s));
}

/** The inline case, or every suite file loaded and merged into one suite (their warnings added to `warnings`). */
async function loadSuites(settings: RunSettings, suitePaths: readonly string[], warnings: string[]): Promise<LoadedSuite> {
  if (settings.inline !== undefined) {
    const suite = inlineSuite(settings.inline, settings.cwd);
    checkSkillFlag(settings.skill, [suite]);
    return suite;
  }
  const loaded = [];
  for (const file of suitePaths) {
    const one = await loadSuite(file, { strict: settings.strict, skill: settings.skill });
    warnings.push(...one.warnings);
    loaded.push(one.suite);
  }
  checkSkillFlag(settings.skill, loaded);
  return mergeSuites(loaded);
}

/** The plan: cases × runners × runs, narrowed by --case, --tag (or the config's default tags), --runner and --shard. */
function planRun(
  suite: LoadedSuite,
  runners: RunnerConfig[],
  config: ResolvedConfig,
  settings: RunSettings,
  warnings: string[],
  variants: PlanVariant[] | undefined,
): Plan {
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
  return plan;
}

/** The workspace each execution gets: a suite module's own `workspace` export beats the config's; by default a copy of the repository. */
function resolveWorkspace(
  suite: LoadedSuite,
  config: ResolvedConfig,
  suiteDir: string,
  cwd: string,
  warnings: string[],
  repository: RepositoryProbe,
): WorkspaceConfig {
  const declared = suite.workspace ?? config.defaults.workspace ?? { mode: "repository" };
  warnings.push(...sharedFilesWarning(suite, declared));
  const resolved = declared.mode === "repository" ? resolveRepositoryWorkspace(declared, suiteDir, cwd, repository) : undefined;
  if (resolved?.warning) warnings.push(resolved.warning);
  return resolved?.workspace ?? declared;
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
