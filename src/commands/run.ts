// agent-bench run: flags → settings → prepared run → executions → reports.

import { symlink, unlink } from "node:fs/promises";
import path from "node:path";
import { parseDuration, durationHint } from "../duration.ts";
import type { RunSettings } from "../config/settings.ts";
import { configError } from "../errors.ts";
import { prepareRun, type ResolvedRun } from "../execute/prepare.ts";
import { readRunLog } from "../execute/resume.ts";
import { adaptiveRounds, execute } from "../execute/engine.ts";
import { adaptiveFromFlags, budgetFlags, resumedSettings } from "./run-adaptive.ts";
import { compare } from "../compare/compare.ts";
import { isGithubBase, loadBaselineArg, poolFlags } from "./base-arg.ts";
import { renderComparisonText } from "../report/text/comparison.ts";
import { writeComparisonFile } from "../report/comparison-file.ts";
import type { RunFile } from "../model/result.ts";
import { parseShard } from "../plan/shard.ts";
import type { DescribedComparison } from "../model/comparison.ts";
import { describeComparison } from "../report/describe-comparison.ts";
import { prepareReports } from "./run-reports.ts";
import { isSuitePath } from "../suite/load.ts";
import { intFlag, parseFlags } from "../cli/args.ts";
import { untrustedBlock } from "../execute/actions-log.ts";
import { createProgress } from "../execute/progress.ts";
import { summaryTable } from "../cli/summary-table.ts";
import { unknownEventNotes } from "../report/unknown-events.ts";
import { notInstalledMessage } from "../cli/not-installed.ts";
import { checkPlan } from "./run-checks.ts";
import { RUN_USAGE } from "./run-usage.ts";
import { handleSignals, interruptedCode } from "./signals.ts";
import { adaptiveEndLine } from "../report/adaptive-text.ts";
import { triggerReports } from "../report/triggers.ts";
import { triggersText } from "../report/text/triggers.ts";

const FLAGS = {
  config: { type: "string", short: "c" },
  runner: { type: "string", short: "r", multiple: true },
  runs: { type: "string", short: "n" },
  "min-runs": { type: "string" },
  "max-runs": { type: "string" },
  "max-cost-usd": { type: "string" },
  "max-minutes": { type: "string" },
  parallel: { type: "string", short: "p" },
  tag: { type: "string", short: "t", multiple: true },
  case: { type: "string", multiple: true },
  timeout: { type: "string" },
  "max-steps": { type: "string" },
  "out-dir": { type: "string" },
  output: { type: "string", short: "o", multiple: true },
  shard: { type: "string" },
  "fail-fast": { type: "boolean" },
  strict: { type: "boolean" },
  "update-snapshots": { type: "boolean" },
  "snapshots-warn": { type: "boolean" },
  snapshots: { type: "string" },
  input: { type: "string", short: "i" },
  user: { type: "string", short: "u" },
  team: { type: "string" },
  model: { type: "string" },
  verbose: { type: "boolean", short: "v" },
  "allow-todo": { type: "boolean" },
  "keep-workspaces": { type: "boolean" },
  resume: { type: "string" },
  base: { type: "string" },
  "baseline-runs": { type: "string" },
  "baseline-max-age": { type: "string" },
  reporter: { type: "string", multiple: true },
  skill: { type: "string" },
  variant: { type: "string", multiple: true },
  help: { type: "boolean", short: "h" },
} as const;

/** Flags that define the plan: with --resume the plan comes from the run being resumed. */
const PLAN_FLAGS = [
  "config",
  "runner",
  "runs",
  "min-runs",
  "max-runs",
  "tag",
  "case",
  "shard",
  "input",
  "user",
  "team",
  "model",
  "out-dir",
  "skill",
  "variant",
] as const;

export function settingsFromArgv(argv: string[], cwd: string): RunSettings | "help" {
  const { values, positionals } = parseFlags(argv, FLAGS, "run");
  if (values.help) return "help";
  if (values.resume !== undefined) {
    const clash = PLAN_FLAGS.find((f) => values[f] !== undefined) ?? (positionals.length ? "SUITE" : undefined);
    if (clash)
      throw configError(`--resume takes the plan from the run it resumes; drop ${clash === "SUITE" ? "the suite paths" : `--${clash}`}`, {
        where: "--resume",
        hint: "agent-bench run --resume DIR alone reruns what is missing or errored in DIR",
      });
  }
  let timeoutMs: number | undefined;
  if (values.timeout !== undefined) {
    timeoutMs = parseDuration(values.timeout);
    if (timeoutMs === undefined)
      throw configError(`--timeout: "${values.timeout}" is not a duration`, { where: "--timeout", hint: durationHint(values.timeout) });
  }
  const suites = [...positionals];
  let inline = values.input;
  if (inline !== undefined && inline.trim() === "")
    throw configError("-i: the prompt is empty", { where: "-i", hint: 'write the prompt, e.g. -i "list the files here", or the path of a suite file' });
  if (values.skill !== undefined && values.skill.trim() === "")
    throw configError("--skill: the skill name is empty", { where: "--skill", hint: "--skill pdf (the name in its SKILL.md)" });
  if (suites.some((s) => s.trim() === ""))
    throw configError("an empty suite path", { where: "SUITE", hint: "pass the path of a .ts/.js suite module or a .jsonl file" });
  // yao: -i names a suite file when it looks like one.
  if (inline !== undefined && isSuitePath(inline, cwd)) {
    suites.push(inline);
    inline = undefined;
  }
  if (inline !== undefined && positionals.length > 0) {
    throw configError("-i runs one ad-hoc case; do not also pass suite files", { where: "-i", hint: "drop the suite paths, or drop -i" });
  }
  const adaptive = adaptiveFromFlags(values, values.resume !== undefined);
  const resumeBudget = values.resume !== undefined ? budgetFlags(values) : {};
  // -o extensions are checked once the reporters (flags and config) are loaded, still before the run.
  return {
    suites,
    inline,
    config: values.config,
    runners: values.runner,
    runs: adaptive ? adaptive.minRuns : intFlag(values.runs, "--runs"),
    ...(adaptive ? { adaptive } : {}),
    parallel: intFlag(values.parallel, "--parallel"),
    tags: values.tag,
    cases: values.case,
    timeoutMs,
    maxSteps: intFlag(values["max-steps"], "--max-steps"),
    outDir: values["out-dir"],
    outputs: (values.output ?? []).map((o) => path.resolve(cwd, o)),
    shard: values.shard !== undefined ? parseShard(values.shard) : undefined,
    failFast: values["fail-fast"],
    user: values.user,
    team: values.team,
    model: values.model,
    verbose: values.verbose,
    ...(values["allow-todo"] ? { allowTodo: true } : {}),
    ...(values["keep-workspaces"] ? { keepWorkspaces: true } : {}),
    resume: values.resume !== undefined ? path.resolve(cwd, values.resume) : undefined,
    ...(Object.keys(resumeBudget).length > 0 ? { resumeBudget } : {}),
    base: values.base !== undefined ? (isGithubBase(values.base) ? values.base : path.resolve(cwd, values.base)) : undefined,
    ...(values["baseline-runs"] !== undefined || values["baseline-max-age"] !== undefined
      ? { poolFlags: { "baseline-runs": values["baseline-runs"], "baseline-max-age": values["baseline-max-age"] } }
      : {}),
    ...(values.reporter ? { reporters: values.reporter } : {}),
    ...(values.strict ? { strict: true } : {}),
    ...(values["update-snapshots"] ? { updateSnapshots: true } : {}),
    ...(values["snapshots-warn"] ? { snapshotsWarn: true } : {}),
    ...(values.snapshots !== undefined ? { snapshotsPath: values.snapshots } : {}),
    ...(values.skill !== undefined ? { skill: values.skill } : {}),
    ...(values.variant ? { variants: values.variant } : {}),
    cwd,
  };
}

export async function runCommand(argv: string[]): Promise<number> {
  const settings = settingsFromArgv(argv, process.cwd());
  if (settings === "help") {
    process.stdout.write(`${RUN_USAGE}\n`);
    return 0;
  }
  const resume = settings.resume ? await readRunLog(settings.resume) : undefined;
  // A resumed run keeps how it was run: its plan, its adaptive settings and its baseline.
  const effective = resume ? resumedSettings(settings, resume.invocation, settings.resume!) : settings;
  // A missing or unreadable baseline is a mistake to report before spending anything on agents.
  const pool = settings.poolFlags ? poolFlags(settings.poolFlags, effective.base, "--base") : undefined;
  const baseline = effective.base ? await loadBaselineArg(effective.base, "--base", pool) : undefined;
  let prepared: ResolvedRun;
  try {
    prepared = await prepareRun(effective);
    checkPlan(prepared, baseline?.stability, settings, resume !== undefined);
  } catch (error) {
    await baseline?.dispose();
    throw error;
  }
  const controller = new AbortController();
  const signals = handleSignals(controller);
  const progress = createProgress({
    stream: process.stderr,
    interactive: process.stderr.isTTY === true && !process.env.CI,
    verbose: settings.verbose === true,
    ...(effective.adaptive ? { adaptive: { minRuns: effective.adaptive.minRuns, maxRuns: effective.adaptive.maxRuns } } : {}),
  });
  for (const w of prepared.warnings) progress.onWarning?.(w);
  try {
    const reports = await prepareReports(prepared, controller.signal, (w) => progress.onWarning?.(w));
    const rounds = effective.adaptive ? adaptiveRounds(prepared, effective.adaptive, baseline?.stability ?? null, undefined, resume) : undefined;
    const { run, stability } = await execute(prepared, {
      listeners: [progress, ...reports.listeners],
      signal: controller.signal,
      ...(resume ? { resume } : {}),
      ...(rounds ? { rounds } : {}),
      streamed: reports.streamed,
    });
    await linkLatest(prepared);
    for (const w of unknownEventNotes(run.results)) progress.onWarning?.(w);
    if (settings.inline !== undefined) printDirect(run);
    else process.stdout.write(`\n${summaryTable(run)}\n`);
    const triggers = triggersText(triggerReports(run));
    if (triggers) process.stdout.write(`\n${triggers}\n`);
    if (run.adaptive) process.stdout.write(`${adaptiveEndLine(run.adaptive)}\n`);
    let regression = false;
    let comparison: DescribedComparison | undefined;
    if (baseline) {
      comparison = describeComparison(compare(baseline.stability, stability), { base: isGithubBase(effective.base!) ? "branch" : "file", pullRequest: false });
      await writeComparisonFile(prepared.outDir, comparison);
      // Plain text on a terminal and in a pipe or a log alike; Markdown is for files (-o report.md, compare --format md).
      process.stdout.write(`\n${renderComparisonText(comparison)}\n`);
      regression = comparison.verdict === "regression";
    }
    // The base run's folder (a github: baseline's downloaded artifact) for the HTML side-by-side view.
    await reports.finish({ run, stability, ...(comparison ? { comparison } : {}) }, baseline?.dir);
    const notInstalled = notInstalledMessage(run);
    if (notInstalled) process.stderr.write(notInstalled);
    process.stderr.write(`results: ${prepared.outDir}\n`);
    const reporterFailures = reports.failureWarning();
    if (reporterFailures) process.stderr.write(`agent-bench: warning: ${reporterFailures}\n`);
    if (signals.received) return interruptedCode(signals.received);
    const diskFull = run.results.filter((r) => r.failureOrigin === "disk").length;
    if (diskFull > 0)
      process.stderr.write(
        `agent-bench: the disk filled up: ${diskFull} execution(s) errored (disk); free space in ${prepared.outDir} and run them again with --resume\n`,
      );
    return Math.max(exitCode(run), regression ? 1 : 0);
  } finally {
    signals.dispose();
    await baseline?.dispose();
  }
}

/** 0 all passed (expected failures count), 1 something did not pass, 3 agent-bench could not run any agent or the disk filled up. */
export function exitCode(run: RunFile): number {
  const counted = run.results.filter((r) => r.status !== "skipped");
  if (counted.some((r) => r.failureOrigin === "disk")) return 3;
  const infra = new Set(["spawn", "workspace", "workspace-bootstrap"]);
  if (counted.length > 0 && counted.every((r) => r.status === "errored" && r.failureOrigin && infra.has(r.failureOrigin))) return 3;
  return counted.every((r) => r.passed) ? 0 : 1;
}

/** .agent-bench/runs/latest → the newest run, for people looking by hand. */
async function linkLatest(prepared: ResolvedRun): Promise<void> {
  if (!prepared.defaultOutDir) return;
  const latest = path.join(path.dirname(prepared.outDir), "latest");
  await unlink(latest).catch(() => {});
  await symlink(path.basename(prepared.outDir), latest).catch(() => {});
}

function printDirect(run: RunFile): void {
  for (const r of run.results) {
    if (run.results.length > 1) process.stdout.write(`--- ${r.runnerId} run ${r.run}: ${r.status}\n`);
    process.stdout.write(untrustedBlock(`${r.finalOutput ?? ""}\n`));
    if (!r.passed && r.error) process.stderr.write(untrustedBlock(`${r.status}: ${r.error.message}\n`));
  }
}
