// agent-bench lift: each case with every named skill present (the variant
// `default`) and removed (`without:<skill>`), in one run; a lift per skill;
// a table, and -o files. --runs auto looks twice (docs/lift.md): at min-runs
// every skill, at max-runs the skills still undecided, each look at half the
// level, so the two together keep the verdict's false-alarm rate.

import { writeFile } from "node:fs/promises";
import path from "node:path";
import { liftOf } from "../compare/lift.ts";
import { withLiftBehaviour } from "../compare/lift-behaviour.ts";
import type { ExecutionResult } from "../model/result.ts";
import { liftViews, type LiftRun } from "../report/lift/load-views.ts";
import { LIFT_DEFAULTS } from "../compare/lift-options.ts";
import type { RunSettings } from "../config/settings.ts";
import { configError } from "../errors.ts";
import { execute } from "../execute/engine.ts";
import { prepareRun } from "../execute/prepare.ts";
import { createProgress } from "../execute/progress.ts";
import { detectRepository } from "../init/detect.ts";
import type { SkillLift } from "../model/lift.ts";
import { formatOf } from "../report/formats.ts";
import { liftHtml, liftJson, liftJunit, liftMarkdown, liftText } from "../report/lift/render.ts";
import { LIFT_USAGE, parseLiftArgs, type LiftArgs } from "./lift-args.ts";
import { settingsFromArgv } from "./run.ts";
import { withoutVariant } from "../model/variant.ts";
import { handleSignals, interruptedCode } from "./signals.ts";

/** A variant as the variants engine takes it (RunSettings.variants). */
export interface LiftVariant {
  id: string;
  skills?: { remove: string[] };
}

export function liftVariants(skills: readonly string[]): LiftVariant[] {
  return [{ id: "default" }, ...skills.map((s) => ({ id: withoutVariant(s), skills: { remove: [s] } }))];
}

/** One run to make: suites, and the skills measured on them. */
export interface LiftGroup {
  suites: string[];
  skills: string[];
}

/** With suites, every skill on them; without, each skill on its own evals/evals.json. */
export function liftGroups(suites: readonly string[], skills: readonly string[], cwd: string): LiftGroup[] {
  const found = detectRepository(cwd).skills;
  const names = skills.length > 0 ? [...skills] : found.map((s) => s.name);
  if (names.length === 0) {
    throw configError("no skill to measure: the workspace's agent skill folders hold none", {
      where: "--skill",
      hint: "pass --skill NAME, or run it where .claude/skills/<name>/SKILL.md (or another agent's skill folder) is",
    });
  }
  if (suites.length > 0) return [{ suites: [...suites], skills: names }];
  return names.map((name) => {
    const evals = found.find((s) => s.name === name)?.evals;
    if (!evals) {
      throw configError(`skill ${name} has no evals/evals.json to run`, {
        where: "SUITE",
        hint: `pass a suite (agent-bench lift cases.jsonl --skill ${name}), or write ${name}/evals/evals.json`,
      });
    }
    return { suites: [path.join(cwd, evals)], skills: [name] };
  });
}

export async function liftCommand(argv: string[]): Promise<number> {
  const args = parseLiftArgs(argv);
  if (args.help) {
    process.stdout.write(`${LIFT_USAGE}\n`);
    return 0;
  }
  const cwd = process.cwd();
  const outputs = args.outputs.map((o) => {
    const file = path.resolve(cwd, o);
    const format = formatOf(file);
    if (format === "jsonl") throw configError(`-o ${o}: a lift has no .jsonl form`, { where: "-o", hint: "lift.md, lift.html, lift.json or lift.xml" });
    return { file, format };
  });
  const base = settingsFromArgv(args.runArgv, cwd);
  if (base === "help") {
    process.stdout.write(`${LIFT_USAGE}\n`);
    return 0;
  }
  const controller = new AbortController();
  const signals = handleSignals(controller);
  const session: LiftSession = { signal: controller.signal, runs: [] };
  const lifts: SkillLift[] = [];
  const ran: RunVariants[] = [];
  try {
    for (const group of liftGroups(base.suites, args.skills, cwd)) {
      lifts.push(...(await liftGroup(base, group, args, session, ran)));
      if (signals.received) break;
    }
  } finally {
    signals.dispose();
  }
  if (signals.received) {
    // A lift from the runs that happened to finish would be a verdict on a different, uneven sample: none is given.
    process.stderr.write(interruptedLift(session.runs));
    return interruptedCode(signals.received);
  }
  const views = liftViews(lifts, ran);
  const printed = args.format === "json" ? liftJson(lifts) : args.format === "md" ? liftMarkdown(lifts, views) : `${liftText(lifts)}\n`;
  process.stdout.write(printed);
  for (const { file, format } of outputs) {
    const text =
      format === "md" ? liftMarkdown(lifts, views) : format === "html" ? liftHtml(lifts, views) : format === "junit" ? liftJunit(lifts) : liftJson(lifts);
    await writeFile(file, text);
  }
  return args.failIfNotHelping && lifts.some((l) => l.verdict !== "helps") ? 1 : 0;
}

/** The command's signal, and every run it made with its finished results (both arms: a run holds every variant). */
interface LiftSession {
  signal: AbortSignal;
  runs: Array<{ outDir: string; executions: number; results: readonly ExecutionResult[] }>;
}

/** The lifts of one group: one run (or two looks with --runs auto). */
async function liftGroup(base: RunSettings, group: LiftGroup, args: LiftArgs, session: LiftSession, ran: RunVariants[]): Promise<SkillLift[]> {
  const lift = (records: readonly ExecutionResult[], skill: string, alpha: number) =>
    withLiftBehaviour(liftOf(records, { skill, treatment: "default", control: withoutVariant(skill) }, { alpha }), records);
  const runVariants = async (settings: RunSettings, suites: string[], skills: readonly string[]) => {
    const done = await runLiftVariants(settings, suites, skills, session);
    ran.push(done);
    return done.results;
  };
  if (!args.auto) {
    const records = await runVariants(base, group.suites, group.skills);
    return group.skills.map((s) => lift(records, s, LIFT_DEFAULTS.alpha));
  }
  // Two looks, each at half the level (Bonferroni over the looks).
  const alpha = LIFT_DEFAULTS.alpha / 2;
  const first = await runVariants({ ...base, runs: args.auto.minRuns }, group.suites, group.skills);
  const looked = new Map(group.skills.map((s) => [s, lift(first, s, alpha)]));
  const undecided = group.skills.filter((s) => looked.get(s)!.verdict === "no-detectable-difference");
  if (undecided.length > 0 && args.auto.maxRuns > args.auto.minRuns && !session.signal.aborted) {
    const more = await runVariants({ ...base, runs: args.auto.maxRuns - args.auto.minRuns }, group.suites, undecided);
    for (const s of undecided) looked.set(s, lift([...first, ...more], s, alpha));
  }
  return group.skills.map((s) => looked.get(s)!);
}

/** One run of a lift: its folder, results and treatment manifest (what the arm without each skill changed). */
interface RunVariants extends LiftRun {
  results: ExecutionResult[];
}

async function runLiftVariants(base: RunSettings, suites: string[], skills: readonly string[], session: LiftSession): Promise<RunVariants> {
  // RunSettings.variants is the variants engine's entry (model/variant.ts); lift synthesizes `default` and `without:<skill>`.
  const settings: RunSettings = { ...base, suites, outputs: [], variants: liftVariants(skills) };
  const prepared = await prepareRun(settings);
  const progress = createProgress({ stream: process.stderr, interactive: process.stderr.isTTY === true && !process.env.CI, verbose: base.verbose === true });
  for (const w of prepared.warnings) progress.onWarning?.(w);
  const { run } = await execute(prepared, { listeners: [progress], signal: session.signal });
  session.runs.push({ outDir: prepared.outDir, executions: run.plan.executions, results: run.results });
  process.stderr.write(`results: ${prepared.outDir}\n`);
  return { dir: prepared.outDir, results: run.results, treatment: run.treatment };
}

/** What an interrupted lift finished: per run, the executions of each arm that ran to the end, and where they are. */
function interruptedLift(runs: LiftSession["runs"]): string {
  const lines = runs.map(({ outDir, executions, results }) => {
    const done = results.filter((r) => r.status !== "skipped" && r.failureOrigin !== "cancelled");
    const arms = new Map<string, number>();
    for (const r of done) arms.set(r.variant ?? "default", (arms.get(r.variant ?? "default") ?? 0) + 1);
    const perArm = [...arms].map(([variant, n]) => `${variant} ${n}`).join(", ");
    return `  ${outDir}: ${done.length} of ${executions} executions finished${perArm ? ` (${perArm})` : ""}`;
  });
  return [
    "lift interrupted: no lift is given, since the runs that finished are not the sample it was planned on.",
    ...(lines.length > 0 ? ["Finished results (results.jsonl and results.json of each run, both arms):", ...lines] : ["No execution finished."]),
    "",
  ].join("\n");
}
