import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { w as withLiftBehaviour, l as liftOf, L as LIFT_DEFAULTS } from './lift-behaviour-1aoQx7EY.js';
import { l as liftViews } from './load-views-DIGj6Atr.js';
import { c as configError, E as withoutVariant } from './unknown-events-zNQq38TK.js';
import { p as prepareRun, c as createProgress, e as execute } from './progress-CGEhVniV.js';
import { d as detectRepository } from './detect-5tBueDwA.js';
import { f as formatOf } from './comparison-BapfbRxQ.js';
import { l as liftText, a as liftMarkdown, b as liftHtml, c as liftJunit, d as liftJson } from './render-CxcMZmOj.js';
import { c as docUrl } from './schemas-CaY1ir08.js';
import { s as settingsFromArgv, h as handleSignals, i as interruptedCode } from './run-BkQzG11J.js';
import './table-CFKi2sh-.js';
import 'node:crypto';
import './sanitize-CGuhO3m3.js';
import 'node:fs';
import 'node:os';
import './config-DrsXBGAd.js';
import './skills-C4zYLUOw.js';
import './path-DuR4wJNM.js';
import 'node:vm';
import 'node:timers/promises';
import 'node:zlib';
import 'node:module';
import './module-hooks-CkSApm3x.js';
import 'node:url';
import './render-RyEH65Mz.js';
import './words-CAMh3DxE.js';
import './explanations-Dgvy-m-n.js';
import './trend-CnJqKq7K.js';
import './entry-BqMlPlwk.js';
import './triggers-DcZ0G0n6.js';
import './actions-log-D0yoZklu.js';
import './paths-BHCm_52W.js';
import 'node:child_process';
import 'node:util';
import 'node:assert';
import './extract-DraD6Zsi.js';
import 'node:async_hooks';
import './user-api-BVmcnEwd.js';
import './api-1dFbk2rA.js';
import 'node:assert/strict';
import './describe-comparison-DxKmXBRo.js';
import './agents-B1ZWOeQX.js';
import './junit-DdtJMIms.js';
import './args-DelfG8Fj.js';
import './comparable-CYiMyyqF.js';
import './summary-table-C4j7cq8P.js';

// agent-bench lift's own flags, taken out of argv; the rest are run's flags
// and go to run's parser (commands/run.ts settingsFromArgv), so -c, -r, -n,
// -p, --case, --tag and the others mean exactly what they mean for run.
const LIFT_USAGE = `Usage: agent-bench lift [SUITE...] [--skill NAME]... [options]

Runs each case with every named skill present and with it removed, and says whether the skill
helps, hurts, or makes no detectable difference (${docUrl("lift.md")}).

Options:
      --skill NAME        a skill to measure (repeatable, comma-separated; default: every skill
                          the workspace's agent skill folders hold)
                          SUITE defaults to each skill's own evals/evals.json
  -n, --runs N|auto       runs per case and variant (default 1); auto: --min-runs for every
                          skill, then --max-runs for the skills still undecided
      --min-runs N        with --runs auto: the first look (default 3)
      --max-runs N        with --runs auto: the second look (default 10)
      --format FORMAT     what it prints: text (default), md or json
  -o, --output FILE       also write lift.md, lift.html, lift.json or lift.xml (JUnit)
      --fail-if-not-helping  exit 1 when a skill hurts or makes no detectable difference
  -c, -r, -p, --case, --tag, --timeout, …  as for agent-bench run (agent-bench run --help)
  -h, --help              show this help

Exit codes: 0 the lift was measured; 1 with --fail-if-not-helping when a skill does not help;
2 on bad input; 130/143 interrupted (Ctrl-C / SIGTERM): finished results are kept, no lift is given.`;
/** run's flags that make no sense for a lift: a lift compares two variants of one run, not a run with a base. */
const NOT_FOR_LIFT = ["--base", "--resume", "--shard", "--variant", "--baseline-runs", "--baseline-max-age", "--input", "-i", "--update-snapshots"];
function parseLiftArgs(argv) {
    const out = { skills: [], format: "text", outputs: [], failIfNotHelping: false, help: false, runArgv: [] };
    let runs;
    let minRuns;
    let maxRuns;
    for (let i = 0; i < argv.length; i++) {
        const [flag, inline] = splitInline(argv[i]);
        const value = () => {
            const v = inline ?? argv[++i];
            if (v === undefined || (inline === undefined && v.startsWith("-") && v.length > 1))
                throw configError(`${flag} needs a value`, { where: flag, hint: LIFT_HINTS[flag] });
            return v;
        };
        if (NOT_FOR_LIFT.includes(flag))
            throw configError(`${flag} is not a lift flag`, {
                where: flag,
                hint: "a lift compares each skill present and removed within one run; use agent-bench run for that",
            });
        switch (flag) {
            case "--skill":
                for (const s of value().split(",")) {
                    if (s.trim() === "")
                        throw configError("--skill: the skill name is empty", { where: "--skill", hint: "--skill greet (the name in its SKILL.md)" });
                    out.skills.push(s.trim());
                }
                break;
            case "--format": {
                const f = value();
                if (f !== "text" && f !== "md" && f !== "json")
                    throw configError(`--format: "${f}" is not a lift format`, { where: "--format", hint: "text, md or json" });
                out.format = f;
                break;
            }
            case "-o":
            case "--output":
                out.outputs.push(value());
                break;
            case "--fail-if-not-helping":
                out.failIfNotHelping = true;
                break;
            case "-n":
            case "--runs":
                runs = value();
                break;
            case "--min-runs":
                minRuns = value();
                break;
            case "--max-runs":
                maxRuns = value();
                break;
            case "-h":
            case "--help":
                out.help = true;
                break;
            default:
                out.runArgv.push(argv[i]);
        }
    }
    if (runs === "auto" || minRuns !== undefined || maxRuns !== undefined) {
        if (runs !== undefined && runs !== "auto")
            throw configError("--min-runs and --max-runs go with --runs auto", { where: "--runs", hint: "--runs auto --min-runs 3 --max-runs 10" });
        const min = whole(minRuns ?? "3", "--min-runs");
        const max = whole(maxRuns ?? String(Math.max(10, min)), "--max-runs");
        if (max < min)
            throw configError(`--max-runs (${max}) is below --min-runs (${min})`, { where: "--max-runs", hint: "the default is 10" });
        out.auto = { minRuns: min, maxRuns: max };
    }
    else if (runs !== undefined) {
        out.runArgv.push("--runs", runs);
    }
    return out;
}
const LIFT_HINTS = {
    "--skill": "--skill greet (the name in its SKILL.md)",
    "--format": "text, md or json",
    "-o": "-o lift.md (or .html, .json, .xml)",
    "--output": "-o lift.md (or .html, .json, .xml)",
    "--runs": "a whole number, or auto",
    "-n": "a whole number, or auto",
    "--min-runs": "the default is 3",
    "--max-runs": "the default is 10",
};
function splitInline(arg) {
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    return eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
}
function whole(value, flag) {
    const n = Number(value);
    if (!/^\d+$/u.test(value) || n < 1)
        throw configError(`${flag} must be a whole number of at least 1 (got ${value})`, { where: flag, hint: LIFT_HINTS[flag] });
    return n;
}

// agent-bench lift: each case with every named skill present (the variant
// `default`) and removed (`without:<skill>`), in one run; a lift per skill;
// a table, and -o files. --runs auto looks twice (docs/lift.md): at min-runs
// every skill, at max-runs the skills still undecided, each look at half the
// level, so the two together keep the verdict's false-alarm rate.
function liftVariants(skills) {
    return [{ id: "default" }, ...skills.map((s) => ({ id: withoutVariant(s), skills: { remove: [s] } }))];
}
/** With suites, every skill on them; without, each skill on its own evals/evals.json. */
function liftGroups(suites, skills, cwd) {
    const found = detectRepository(cwd).skills;
    const names = skills.length > 0 ? [...skills] : found.map((s) => s.name);
    if (names.length === 0) {
        throw configError("no skill to measure: the workspace's agent skill folders hold none", {
            where: "--skill",
            hint: "pass --skill NAME, or run it where .claude/skills/<name>/SKILL.md (or another agent's skill folder) is",
        });
    }
    if (suites.length > 0)
        return [{ suites: [...suites], skills: names }];
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
async function liftCommand(argv) {
    const args = parseLiftArgs(argv);
    if (args.help) {
        process.stdout.write(`${LIFT_USAGE}\n`);
        return 0;
    }
    const cwd = process.cwd();
    const outputs = args.outputs.map((o) => {
        const file = path.resolve(cwd, o);
        const format = formatOf(file);
        if (format === "jsonl")
            throw configError(`-o ${o}: a lift has no .jsonl form`, { where: "-o", hint: "lift.md, lift.html, lift.json or lift.xml" });
        return { file, format };
    });
    const base = settingsFromArgv(args.runArgv, cwd);
    if (base === "help") {
        process.stdout.write(`${LIFT_USAGE}\n`);
        return 0;
    }
    const controller = new AbortController();
    const signals = handleSignals(controller);
    const session = { signal: controller.signal, runs: [] };
    const lifts = [];
    const ran = [];
    try {
        for (const group of liftGroups(base.suites, args.skills, cwd)) {
            lifts.push(...(await liftGroup(base, group, args, session, ran)));
            if (signals.received)
                break;
        }
    }
    finally {
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
        const text = format === "md" ? liftMarkdown(lifts, views) : format === "html" ? liftHtml(lifts, views) : format === "junit" ? liftJunit(lifts) : liftJson(lifts);
        await writeFile(file, text);
    }
    return args.failIfNotHelping && lifts.some((l) => l.verdict !== "helps") ? 1 : 0;
}
/** The lifts of one group: one run (or two looks with --runs auto). */
async function liftGroup(base, group, args, session, ran) {
    const lift = (records, skill, alpha) => withLiftBehaviour(liftOf(records, { skill, treatment: "default", control: withoutVariant(skill) }, { alpha }), records);
    const runVariants = async (settings, suites, skills) => {
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
    const undecided = group.skills.filter((s) => looked.get(s).verdict === "no-detectable-difference");
    if (undecided.length > 0 && args.auto.maxRuns > args.auto.minRuns && !session.signal.aborted) {
        const more = await runVariants({ ...base, runs: args.auto.maxRuns - args.auto.minRuns }, group.suites, undecided);
        for (const s of undecided)
            looked.set(s, lift([...first, ...more], s, alpha));
    }
    return group.skills.map((s) => looked.get(s));
}
async function runLiftVariants(base, suites, skills, session) {
    // RunSettings.variants is the variants engine's entry (model/variant.ts); lift synthesizes `default` and `without:<skill>`.
    const settings = { ...base, suites, outputs: [], variants: liftVariants(skills) };
    const prepared = await prepareRun(settings);
    const progress = createProgress({ stream: process.stderr, interactive: process.stderr.isTTY === true && !process.env.CI, verbose: base.verbose === true });
    for (const w of prepared.warnings)
        progress.onWarning?.(w);
    const { run } = await execute(prepared, { listeners: [progress], signal: session.signal });
    session.runs.push({ outDir: prepared.outDir, executions: run.plan.executions, results: run.results });
    process.stderr.write(`results: ${prepared.outDir}\n`);
    return { dir: prepared.outDir, results: run.results, treatment: run.treatment };
}
/** What an interrupted lift finished: per run, the executions of each arm that ran to the end, and where they are. */
function interruptedLift(runs) {
    const lines = runs.map(({ outDir, executions, results }) => {
        const done = results.filter((r) => r.status !== "skipped" && r.failureOrigin !== "cancelled");
        const arms = new Map();
        for (const r of done)
            arms.set(r.variant ?? "default", (arms.get(r.variant ?? "default") ?? 0) + 1);
        const perArm = [...arms].map(([variant, n]) => `${variant} ${n}`).join(", ");
        return `  ${outDir}: ${done.length} of ${executions} executions finished${perArm ? ` (${perArm})` : ""}`;
    });
    return [
        "lift interrupted: no lift is given, since the runs that finished are not the sample it was planned on.",
        ...(lines.length > 0 ? ["Finished results (results.jsonl and results.json of each run, both arms):", ...lines] : ["No execution finished."]),
        "",
    ].join("\n");
}

export { liftCommand, liftGroups, liftVariants };
