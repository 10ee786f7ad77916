import { c as docUrl } from './schemas-CaY1ir08.js';
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { p as parseFlags, i as intFlag } from './args-DelfG8Fj.js';
import { j as formatRateWithInterval, v as formatCost, f as formatDuration, r as formatConfidence, o as caseLabel, p as plural, x as alignTable, c as configError } from './unknown-events-zNQq38TK.js';
import { D as DEFAULT_HISTORY_LENGTH, a as historyEntry, b as historyVersion } from './entry-BqMlPlwk.js';
import { p as points } from './words-CAMh3DxE.js';
import { t as trendChartSection, l as liftTrendSection, a as flakySection } from './trend-CnJqKq7K.js';
import { h as htmlHead } from './render-CxcMZmOj.js';
import { t as trendsHtml, S as STYLE, T as TREND_STYLE, L as LIFT_STYLE } from './lift-BQMS175z.js';
import { m as mdCode, e as escapeHtml, o as oneLine, r as readRunFile } from './sanitize-CGuhO3m3.js';
import { r as readHistoryFile } from './schema-DOrziY8g.js';
import { b as buildTrend } from './trend-QqgJEUM7.js';
import 'node:util';
import './table-CFKi2sh-.js';
import 'node:crypto';
import './junit-DdtJMIms.js';

// The history on its own: a text table for the terminal, Markdown, and a
// self-contained HTML page (the trend section with the report's stylesheet,
// no script, no request). Pure.
function historyText(trend) {
    const rows = trend.main.map((p) => [
        p.commit ? p.commit.slice(0, 7) : "-",
        p.time.replace("T", " ").replace(/\.\d+Z$/u, "Z"),
        `${p.passed}/${p.runs}`,
        formatRateWithInterval(p.passed, p.runs),
        p.costUsd !== undefined ? formatCost(p.costUsd) : "-",
        formatDuration(p.durationMs),
        oneLine(p.changes.join("; ")),
    ]);
    const header = ["commit", "time", "passed", `pass rate [${formatConfidence()}]`, "cost", "duration", "changes"];
    const flaky = trend.flaky.map((f) => `  ${oneLine(caseLabel(f))} × ${oneLine(f.runnerId)}: ${f.passed}/${f.runs} runs passed, ${formatRateWithInterval(f.passed, f.runs)}`);
    return [
        `${oneLine(trend.suite)}: ${plural(trend.main.length, "run")}`,
        "",
        alignTable([header, ...rows]),
        "",
        trend.flaky.length ? `Flaky (the ${formatConfidence()} interval of the pass rate within 5–95%):\n${flaky.join("\n")}` : "No flaky cells.",
        "",
        ...liftLines(trend),
    ].join("\n");
}
/** Each skill main measured: its lift per run, newest last. */
function liftLines(trend) {
    if (!trend.skills?.length)
        return [];
    const lines = trend.skills.map((s) => {
        const runs = s.points.flatMap((l, i) => l ? [`${trend.main[i].commit.slice(0, 7) || `run ${i + 1}`} ${l.verdict} ${l.lift === null ? "–" : points(l.lift)}`] : []);
        return `  ${oneLine(s.skill)}: ${runs.join(", ")}`;
    });
    return ["Skill lift (with the skill against without it):", ...lines, ""];
}
function historyMarkdown(trend) {
    const sections = [
        `## History of ${mdCode(trend.suite, "text")}`,
        trendChartSection(trend, 50),
        liftTrendSection(trend, 50),
        flakySection(trend, 3, undefined, 100),
    ];
    return `${sections.filter(Boolean).join("\n\n")}\n`;
}
function historyHtml(trend) {
    const title = `agent-bench history: ${trend.suite}`;
    return [
        ...htmlHead({ title, style: `${STYLE}${TREND_STYLE}${trend.skills ? LIFT_STYLE : ""}` }),
        "<body>",
        `<main><h1>${escapeHtml(title)}</h1></main>`,
        trendsHtml(trend),
        "</body>",
        "</html>",
        "",
    ].join("\n");
}

// `agent-bench history SOURCE [--format text|md|html|json] [-o FILE] [--suite PATH] [--limit N]`
const HISTORY_USAGE = `Usage: agent-bench history SOURCE [options]

Shows how a suite's results moved over a series of runs: the pass rate with
its 95% interval, cost, duration, where the agent CLI or the treatment
changed, and the cells that are flaky (${docUrl("history.md")}). SOURCE is a
history.json (the GitHub Action's history artifact) or a folder of run
out-dirs (e.g. .agent-bench/runs), read oldest first.

Options:
  --format text|md|html|json
                     output format (default: from -o's extension, else text);
                     json writes a history.json built from the runs
  -o, --output FILE  write to FILE instead of stdout
  --suite PATH       the suite to show when the folder holds runs of several
  --limit N          the last N runs (default: ${DEFAULT_HISTORY_LENGTH})
  -h, --help         show this help
`;
const FORMATS = ["text", "md", "html", "json"];
async function historyCommand(argv) {
    const { values, positionals } = parseFlags(argv, {
        format: { type: "string" },
        output: { type: "string", short: "o" },
        suite: { type: "string" },
        limit: { type: "string" },
        help: { type: "boolean", short: "h" },
    }, "history");
    if (values.help) {
        process.stdout.write(HISTORY_USAGE);
        return 0;
    }
    if (positionals.length !== 1)
        throw configError(`history takes one SOURCE (got ${positionals.length})`, {
            where: "agent-bench history",
            hint: "agent-bench history .agent-bench/runs, or agent-bench history history.json",
        });
    const format = values.format ?? formatOfFile(values.output) ?? "text";
    if (!FORMATS.includes(format))
        throw configError(`--format must be one of ${FORMATS.join(", ")} (got "${format}")`, { where: "--format" });
    const limit = intFlag(values.limit, "--limit") ?? DEFAULT_HISTORY_LENGTH;
    const source = positionals[0];
    const loaded = await load(source, values.suite);
    const history = { ...loaded, entries: loaded.entries.slice(-limit) };
    if (history.entries.length === 0)
        throw configError("no runs to show", { where: source, hint: "a folder of agent-bench out-dirs (each with results.json), or a history.json" });
    const trend = buildTrend(history);
    const text = format === "json"
        ? `${JSON.stringify(history, null, 2)}\n`
        : format === "md"
            ? historyMarkdown(trend)
            : format === "html"
                ? historyHtml(trend)
                : historyText(trend);
    if (values.output) {
        await mkdir(path.dirname(path.resolve(values.output)), { recursive: true });
        await writeFile(values.output, text);
        process.stdout.write(`${history.entries.length} runs of ${history.suite} written to ${values.output}\n`);
    }
    else
        process.stdout.write(text);
    return 0;
}
async function load(source, suite) {
    if (!existsSync(source))
        throw configError("no such file or folder", { where: source });
    if (!statSync(source).isDirectory()) {
        const history = await readHistoryFile(source);
        if (suite && history.suite !== suite)
            throw configError(`the history is of ${history.suite}, not ${suite}`, { where: "--suite" });
        return history;
    }
    const folders = existsSync(path.join(source, "results.json"))
        ? [source]
        : (await readdir(source, { withFileTypes: true }))
            .filter((e) => e.isDirectory() && existsSync(path.join(source, e.name, "results.json")))
            .map((e) => path.join(source, e.name));
    const runs = await Promise.all(folders.map((dir) => readRunFile(dir)));
    const suites = [...new Set(runs.map((r) => r.suite.path))].sort();
    const chosen = suite ?? (suites.length === 1 ? suites[0] : undefined);
    if (chosen === undefined) {
        if (suites.length === 0)
            throw configError("the folder holds no agent-bench runs (no */results.json)", { where: source });
        throw configError(`the folder holds runs of ${suites.length} suites: ${suites.join(", ")}`, { where: source, hint: "choose one with --suite" });
    }
    const entries = runs
        .filter((r) => r.suite.path === chosen)
        .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
        .map((r) => historyEntry(r));
    if (entries.length === 0)
        throw configError(`no runs of ${chosen} in the folder (it holds ${suites.join(", ")})`, { where: "--suite" });
    return { version: historyVersion(entries), suite: chosen, entries };
}
function formatOfFile(file) {
    const ext = file ? path.extname(file).toLowerCase() : "";
    return { ".md": "md", ".html": "html", ".htm": "html", ".json": "json", ".txt": "text" }[ext];
}

export { HISTORY_USAGE, historyCommand };
