import { stat } from 'node:fs/promises';
import path from 'node:path';
import { c as configError, o as caseLabel, p as plural, l as poolPhrase, m as poolShortfall, x as alignTable, t as formatPercent, B as formatSignedPoints, D as formatSigned, f as formatDuration, u as formatTokens, v as formatCost, C as CellSet } from './unknown-events-zNQq38TK.js';
import { l as loadStability, p as parsePoolSettings } from './describe-comparison-DxKmXBRo.js';
import { s as settingPhrase, c as suiteChange, d as arm, g as cellP } from './comparison-BapfbRxQ.js';
import { T as TIER_LABELS, d as behaviourPhrase, V as VERDICT_LABELS, f as TIER_ORDER, C as CHANGED_TIERS } from './table-CFKi2sh-.js';
import { f as truncate, o as oneLine, t as terminalSafe } from './sanitize-CGuhO3m3.js';

// The BASE of `compare` and the --base of `run`: a local stability.json,
// results.json or run folder, read here; or github:OWNER/REPO[@BRANCH], the
// branch's newest baseline found through the GitHub API (github/remote-baseline.ts,
// loaded only then).
function isGithubBase(value) {
    return value.startsWith("github:");
}
/**
 * A baseline argument: github:OWNER/REPO[@BRANCH] (pooled with `pool`, by default 20 runs within 14 days), else a
 * stability.json, results.json or run folder.
 */
async function loadBaselineArg(value, where, pool) {
    if (!isGithubBase(value))
        return { stability: await loadStability(value), dir: await runFolderOf(value), dispose: async () => { } };
    const { fetchGithubBaseline, parseGithubBase } = await import('./remote-baseline-qCGXyoPZ.js');
    const remote = await fetchGithubBaseline(parseGithubBase(value, where), where, process.env, pool);
    process.stderr.write(`${remote.description}\n`);
    if (remote.warning)
        process.stderr.write(`warning: ${remote.warning}\n`);
    return remote;
}
/** --baseline-runs and --baseline-max-age: only with a github: baseline (a local one has no history to pool). */
function poolFlags(values, base, baseName) {
    const given = ["baseline-runs", "baseline-max-age"].find((f) => values[f] !== undefined);
    if (given === undefined)
        return undefined;
    if (base === undefined || !isGithubBase(base))
        throw configError(`--${given} pools a github: baseline's earlier runs; ${baseName} is not one`, {
            where: `--${given}`,
            hint: `use it with ${baseName} github:OWNER/REPO[@BRANCH], or drop it`,
        });
    return parsePoolSettings(values["baseline-runs"], values["baseline-max-age"], {
        runs: { label: "--baseline-runs", where: "--baseline-runs" },
        maxAge: { label: "--baseline-max-age", where: "--baseline-max-age" },
    });
}
/** The run folder a local baseline path points into (the folder itself, or a stability.json's folder). */
async function runFolderOf(base) {
    return (await stat(base).then((s) => s.isDirectory(), () => false))
        ? base
        : path.dirname(base);
}

// The comparison's explanations for a terminal, the same sections the
// Markdown shows: "What the agent did differently" (the behaviour changes of
// each changed cell) and "What changed for the agent" (files, runner settings,
// CLI versions). Plain indented text; every label, path and value from the
// repository or the agent is made terminal-safe.
/** One line of untrusted text for the terminal, cut to `max` characters. */
function label(text, max = 120) {
    const { text: kept, cut } = truncate(oneLine(text), max);
    return terminalSafe(cut > 0 ? `${kept} …` : kept);
}
function behaviourText(cells) {
    const explained = cells.filter((c) => c.behaviour && c.behaviour.length > 0);
    if (explained.length === 0)
        return "";
    const lines = ["What the agent did differently:"];
    for (const cell of explained) {
        lines.push(`  ${TIER_LABELS[cell.tier].label}: ${label(caseLabel(cell))} on ${label(cell.runnerId, 60)}`);
        for (const change of cell.behaviour ?? [])
            lines.push(`    - ${behaviourPhrase(change, (l) => label(l))}`);
    }
    return lines.join("\n");
}
function treatmentText(changes) {
    if (!changes)
        return "";
    const heading = "What changed for the agent:";
    const lines = [];
    const files = (name, list) => {
        if (list.length === 0)
            return;
        const shown = list.slice(0, 30).map((f) => label(f, 200));
        lines.push(`  ${name}: ${shown.join(", ")}${list.length > 30 ? ` and ${plural(list.length - 30, "more file")}` : ""}`);
    };
    files("Modified", changes.files.modified);
    files("Added", changes.files.added);
    files("Removed", changes.files.removed);
    if (changes.files.omittedChanged)
        lines.push("  Some of the workspace files past the listing limit changed (see stability.json)");
    for (const s of changes.settings.slice(0, 50))
        lines.push(`  ${settingPhrase(s, (v) => label(v, 200), (w) => label(w, 200))}`);
    for (const v of changes.versions) {
        lines.push(`  Runner ${label(v.runnerId, 60)} agent CLI version: ${label(v.base, 60)} → ${label(v.head, 60)} (pin it if this change did not mean to change it)`);
    }
    if (lines.length === 0) {
        return changes.known
            ? `${heading} nothing (the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline)`
            : `${heading} unknown (the baseline was written by an older agent-bench that did not record what the agent was given)`;
    }
    const unknown = changes.known ? "" : "\n  (the baseline did not record its workspace files and runner settings: only these differences could be seen)";
    return `${heading}\n${lines.join("\n")}${unknown}`;
}

// A Comparison as plain aligned text for a terminal (`agent-bench compare` on
// a TTY): the verdict and its reason, the suite's change, the cells that
// changed, what the agent did differently, what changed for it and the
// per-runner numbers. No Markdown: nothing to escape, nothing
// to render. Agent-controlled text (case and runner ids) is made terminal-safe.
function renderComparisonText(comparison, maxRows = 100) {
    const verdict = VERDICT_LABELS[comparison.verdict];
    const parts = [`${verdict.label}: ${terminalSafe(comparison.reason)}`];
    if (comparison.suite.base) {
        const pool = comparison.baseline?.pool;
        if (pool)
            parts.push([poolPhrase(pool), poolShortfall(pool)].filter(Boolean).join("; "));
        parts.push(suiteLines(comparison));
        const changed = TIER_ORDER.flatMap((tier) => comparison.cells.filter((c) => c.tier === tier && CHANGED_TIERS.has(tier)));
        parts.push(changed.length ? cellLines(changed, maxRows) : "No cell changed significantly.");
        const quiet = comparison.cells.filter((c) => !CHANGED_TIERS.has(c.tier)).length;
        if (quiet && changed.length)
            parts.push(`${plural(quiet, "other cell")} with no significant change or too few runs to tell.`);
        parts.push(behaviourText(changed.slice(0, maxRows)), treatmentText(comparison.treatment));
        if (comparison.runners.length)
            parts.push(runnerLines(comparison));
    }
    if (comparison.warnings.length)
        parts.push(comparison.warnings.map((w) => `warning: ${terminalSafe(w)}`).join("\n"));
    return `${parts.filter(Boolean).join("\n\n")}\n`;
}
function suiteLines(comparison) {
    const { base, head } = comparison.suite;
    const t = comparison.totals;
    const row = (label, d, format) => [
        label,
        d.base === null ? "–" : format(d.base),
        d.head === null ? "–" : format(d.head),
        d.delta === null ? "" : formatSigned(d.delta, format),
    ];
    return alignTable([
        ["", "base", "head", "change"],
        ["pass rate", base ? formatPercent(base.passRate) : "–", formatPercent(head.passRate), suiteChange(comparison)],
        row("duration", t.durationMs, formatDuration),
        row("tokens", t.tokens, formatTokens),
        row("cost", t.costUsd, formatCost),
    ]);
}
function cellLines(cells, maxRows) {
    const rows = cells
        .slice(0, maxRows)
        .map((c) => [
        `${TIER_LABELS[c.tier].label}${c.severe ? " (broke outright)" : ""}`,
        terminalSafe(caseLabel(c)),
        terminalSafe(c.runnerId),
        arm(c.base),
        arm(c.head),
        c.delta === null ? "–" : formatSignedPoints(c.delta),
        cellP(c),
    ]);
    const more = cells.length > maxRows ? `\n… and ${plural(cells.length - maxRows, "more changed cell")}` : "";
    return `${alignTable([["tier", "case", "runner", "base", "head", "change", "p (adjusted)"], ...rows])}${more}`;
}
function runnerLines(comparison) {
    const pair = (d, format) => d.base === null && d.head === null ? "–" : `${d.base === null ? "–" : format(d.base)} → ${d.head === null ? "–" : format(d.head)}`;
    return alignTable([
        ["runner", "pass rate", "duration per run", "tokens per run", "cost per run"],
        ...comparison.runners.map((r) => [
            terminalSafe(r.runnerId),
            pair(r.passRate, (n) => formatPercent(n)),
            pair(r.durationMs, formatDuration),
            pair(r.tokens, formatTokens),
            pair(r.costUsd, formatCost),
        ]),
    ]);
}

// Two runs that share no cell (case × runner) ran different suites or
// runners: a comparison of them says nothing but "every cell new, every cell
// missing". `compare` and `run --base` stop with exit 2 and say so, naming
// both sides, before anything is printed (or, for run, before any agent starts).
function checkComparable(base, head, names) {
    if (base.cells.length === 0 || head.cells.length === 0)
        return;
    const inBase = new CellSet(base.cells);
    if (head.cells.some((c) => inBase.has(c)))
        return;
    const describe = (side) => {
        const cases = new Set(side.cells.map((c) => c.caseId)).size;
        const runners = [...new Set(side.cells.map((c) => c.runnerId))];
        return `${side.suite.path || "an unnamed suite"}: ${plural(cases, "case")} on ${runners.slice(0, 3).join(", ")}${runners.length > 3 ? ", …" : ""}`;
    };
    const suites = base.suite.path !== head.suite.path ? "they ran different suites" : "they ran the same suite file with other cases or runners";
    throw configError(`${names.base} and ${names.head} have no cell (case × runner) in common: ${suites} (${names.base} ${describe(base)}; ${names.head} ${describe(head)})`, {
        where: names.base,
        hint: names.hint,
    });
}

export { checkComparable as c, isGithubBase as i, loadBaselineArg as l, poolFlags as p, renderComparisonText as r };
