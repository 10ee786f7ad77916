import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { l as liftOf, L as LIFT_DEFAULTS } from './lift-Clez2VKe.js';
import { c as configError } from './version-C7MafhBl.js';
import { p as prepareRun, c as createProgress, e as execute } from './progress-B1R7XPL8.js';
import { d as detectRepository } from './detect-64FxQEPz.js';
import { f as formatOf } from './build-CfIIeZ--.js';
import { x as xmlAttr, a as xmlText } from './summary-table-TtW9OuYf.js';
import { t as terminalSafe, c as mdCode, m as mdText, e as escapeHtml } from './explanations-CLvCRjum.js';
import { v as verdictLine, e as VERDICT_WORDS, f as cellCounts, m as methodLine, g as mdTable, b as points, i as pointsInterval, w as whyLine, s as skillUseLine, j as measureLine } from './render-6aDyIDDb.js';
import { a as alignTable } from './table-7IWti96C.js';
import { d as docUrl } from './schemas-BBMKcEik.js';
import { settingsFromArgv } from './run-Cj_q9Erm.js';
import { w as withoutVariant } from './variant-emnDRPGz.js';
import './session-D3Ubrtvn.js';
import 'node:fs';
import 'node:os';
import './config-EzUS9AMY.js';
import './skills-Du9LudZD.js';
import './api-B-KDyicV.js';
import 'node:async_hooks';
import './suggest-grLEZjc1.js';
import 'node:assert';
import 'node:url';
import 'node:module';
import 'node:assert/strict';
import 'node:util';
import 'node:vm';
import 'node:timers/promises';
import 'node:zlib';
import 'process';
import 'buffer';
import './render-ByfMmOEN.js';
import './trend-Bs5ytKL8.js';
import './actions-log-BrLBT0uV.js';
import 'node:crypto';
import './paths-BHCm_52W.js';
import 'node:child_process';
import './_commonjsHelpers-Bgu_3bK-.js';
import './treatment-hash-BFbB1N2F.js';
import './describe-comparison-CjIXUbuv.js';
import './agents-ByFe1fD5.js';
import './args-Dl0mzauF.js';
import './comparable-I0BLUKU4.js';

// A lift in each format the command prints or writes: a table for the
// terminal, a Markdown section, an HTML page, JUnit XML and lift.json. Pure:
// lifts in, text out; every untrusted name escaped for where it goes.
function liftFile(lifts) {
    return { kind: "agent-bench-lift", version: 1, skills: [...lifts] };
}
function liftJson(lifts) {
    return `${JSON.stringify(liftFile(lifts), null, 2)}\n`;
}
const COLUMNS = ["skill", "with", "without", "lift", "verdict"];
function rateCell(rate) {
    return rate === null ? "–" : `${Math.round(rate * 100)}%`;
}
function liftCell(l) {
    return l.passRate.lift === null ? "–" : `${points(l.passRate.lift)} ${pointsInterval(l.passRate.interval)}`;
}
/** The lines under a skill's row: why, the skill's use, each measure. */
function details(l) {
    const use = skillUseLine(l.skill, l.skillUse);
    return [whyLine(l), ...(use ? [use] : []), ...l.measures.map(measureLine)];
}
function liftText(lifts) {
    const rows = [
        COLUMNS,
        ...lifts.map((l) => [terminalSafe(l.skill), rateCell(l.passRate.treatment), rateCell(l.passRate.control), liftCell(l), verdictLine(l)]),
    ];
    const lines = ["skill lift (with → without the skill):", alignTable(rows)];
    for (const l of lifts) {
        lines.push("", `${terminalSafe(l.skill)}: ${VERDICT_WORDS[l.verdict]}`, ...details(l).map((d) => `  ${terminalSafe(d)}`));
        const changed = l.cells.filter((c) => c.tier === "helps" || c.tier === "hurts");
        for (const c of changed)
            lines.push(`  ${c.tier} in ${terminalSafe(c.caseId)} on ${terminalSafe(c.runnerId)}: ${cellCounts(c)}`);
    }
    if (lifts.length > 0)
        lines.push("", `(${methodLine(lifts[0])})`);
    return lines.join("\n");
}
function liftMarkdown(lifts) {
    const lines = [
        "## Skill lift",
        "",
        mdTable(COLUMNS, lifts.map((l) => [mdCode(l.skill), rateCell(l.passRate.treatment), rateCell(l.passRate.control), mdText(liftCell(l)), mdText(verdictLine(l))])),
    ];
    for (const l of lifts) {
        lines.push("", `**${mdCode(l.skill, "text")}: ${VERDICT_WORDS[l.verdict]}**`, "", ...details(l).map((d) => `- ${mdText(d)}`));
        const cells = l.cells.filter((c) => c.lift !== null);
        if (cells.length > 0) {
            const rows = cells.map((c) => [
                mdCode(c.caseId),
                mdCode(c.runnerId),
                mdText(cellCounts(c)),
                mdText(`${points(c.lift)} ${pointsInterval(c.interval)}`),
                c.adjustedPValue === null ? "–" : c.adjustedPValue.toPrecision(2),
            ]);
            lines.push("", "<details><summary>Cases</summary>", "", mdTable(["case", "runner", "with → without", "lift", "p (adjusted)"], rows), "", "</details>");
        }
    }
    if (lifts.length > 0)
        lines.push("", `<sub>${mdText(methodLine(lifts[0]))}</sub>`);
    return `${lines.join("\n")}\n`;
}
function liftHtml(lifts) {
    const cell = (tag, text) => `<${tag}>${escapeHtml(text)}</${tag}>`;
    const rows = lifts
        .map((l) => `<tr>${[l.skill, rateCell(l.passRate.treatment), rateCell(l.passRate.control), liftCell(l), verdictLine(l)].map((t) => cell("td", t)).join("")}</tr>`)
        .join("\n");
    const sections = lifts
        .map((l) => `<section class="lift-${l.verdict}"><h2>${escapeHtml(`${l.skill}: ${VERDICT_WORDS[l.verdict]}`)}</h2><ul>${details(l)
        .map((d) => cell("li", d))
        .join("")}</ul></section>`)
        .join("\n");
    const method = lifts.length > 0 ? `<p><small>${escapeHtml(methodLine(lifts[0]))}</small></p>` : "";
    return [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'">',
        "<title>agent-bench skill lift</title>",
        "<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em}.lift-helps h2{color:#1a7f37}.lift-hurts h2{color:#cf222e}</style>",
        "</head><body><h1>Skill lift</h1>",
        `<table><thead><tr>${COLUMNS.map((c) => cell("th", c)).join("")}</tr></thead><tbody>`,
        rows,
        "</tbody></table>",
        sections,
        method,
        "</body></html>",
        "",
    ].join("\n");
}
/** One <testcase> per skill: `hurts` fails, `no detectable difference` is skipped with its reading, `helps` passes. */
function liftJunit(lifts) {
    const failures = lifts.filter((l) => l.verdict === "hurts").length;
    const skipped = lifts.filter((l) => l.verdict === "no-detectable-difference").length;
    const cases = lifts.map((l) => {
        const body = details(l).join("\n");
        const open = `    <testcase classname="skill-lift" name="${xmlAttr(l.skill)}">`;
        if (l.verdict === "hurts")
            return `${open}\n      <failure message="${xmlAttr(whyLine(l))}">${xmlText(body)}</failure>\n    </testcase>`;
        if (l.verdict === "no-detectable-difference")
            return `${open}\n      <skipped message="${xmlAttr(verdictLine(l))}"/>\n    </testcase>`;
        return `${open}\n      <system-out>${xmlText(body)}</system-out>\n    </testcase>`;
    });
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="agent-bench lift" tests="${lifts.length}" failures="${failures}" skipped="${skipped}">`,
        `  <testsuite name="skill lift" tests="${lifts.length}" failures="${failures}" skipped="${skipped}">`,
        ...cases,
        "  </testsuite>",
        "</testsuites>",
        "",
    ].join("\n");
}

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
2 on bad input.`;
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
    const lifts = [];
    for (const group of liftGroups(base.suites, args.skills, cwd))
        lifts.push(...(await liftGroup(base, group, args)));
    const printed = args.format === "json" ? liftJson(lifts) : args.format === "md" ? liftMarkdown(lifts) : `${liftText(lifts)}\n`;
    process.stdout.write(printed);
    for (const { file, format } of outputs) {
        const text = format === "md" ? liftMarkdown(lifts) : format === "html" ? liftHtml(lifts) : format === "junit" ? liftJunit(lifts) : liftJson(lifts);
        await writeFile(file, text);
    }
    return args.failIfNotHelping && lifts.some((l) => l.verdict !== "helps") ? 1 : 0;
}
/** The lifts of one group: one run (or two looks with --runs auto). */
async function liftGroup(base, group, args) {
    const lift = (records, skill, alpha) => liftOf(records, { skill, treatment: "default", control: withoutVariant(skill) }, { alpha });
    if (!args.auto) {
        const records = await runVariants(base, group.suites, group.skills);
        return group.skills.map((s) => lift(records, s, LIFT_DEFAULTS.alpha));
    }
    // Two looks, each at half the level (Bonferroni over the looks).
    const alpha = LIFT_DEFAULTS.alpha / 2;
    const first = await runVariants({ ...base, runs: args.auto.minRuns }, group.suites, group.skills);
    const looked = new Map(group.skills.map((s) => [s, lift(first, s, alpha)]));
    const undecided = group.skills.filter((s) => looked.get(s).verdict === "no-detectable-difference");
    if (undecided.length > 0 && args.auto.maxRuns > args.auto.minRuns) {
        const more = await runVariants({ ...base, runs: args.auto.maxRuns - args.auto.minRuns }, group.suites, undecided);
        for (const s of undecided)
            looked.set(s, lift([...first, ...more], s, alpha));
    }
    return group.skills.map((s) => looked.get(s));
}
async function runVariants(base, suites, skills) {
    // RunSettings.variants is the variants engine's entry (model/variant.ts); lift synthesizes `default` and `without:<skill>`.
    const settings = { ...base, suites, outputs: [], variants: liftVariants(skills) };
    const prepared = await prepareRun(settings);
    const progress = createProgress({ stream: process.stderr, interactive: process.stderr.isTTY === true && !process.env.CI, verbose: base.verbose === true });
    for (const w of prepared.warnings)
        progress.onWarning?.(w);
    const { run } = await execute(prepared, { listeners: [progress], signal: new AbortController().signal });
    process.stderr.write(`results: ${prepared.outDir}\n`);
    return run.results;
}

export { liftCommand, liftGroups, liftVariants };
