import { r as readSession, v as variantChanges, a as loadSideBySide, l as liftViews, b as readLiftRuns } from './load-views-DIGj6Atr.js';
import os from 'node:os';
import path from 'node:path';
import { q as formatCount, C as CellSet, a as CellMap, f as formatDuration, l as poolPhrase, m as poolShortfall, Y as sharedChangesNote, Z as unknownEventNotes } from './unknown-events-zNQq38TK.js';
import { p as plainText, f as truncate, e as escapeHtml, i as htmlText } from './sanitize-CGuhO3m3.js';
import { v as variantLine, h as htmlHead } from './render-CxcMZmOj.js';
import { f as failureMessage, i as isFailure, b as buildView } from './words-CAMh3DxE.js';
import { v as STOP_LABELS, V as VERDICT_LABELS, d as behaviourPhrase, i as resultTokens, f as TIER_ORDER, T as TIER_LABELS } from './table-CFKi2sh-.js';
import { E as EXPLANATIONS_TITLE } from './explanations-Dgvy-m-n.js';
import { S as STYLE, T as TREND_STYLE, L as LIFT_STYLE, l as liftSectionHtml, t as trendsHtml } from './lift-BQMS175z.js';
import { a as triggerCells, T as TRIGGER_COLUMNS, b as TRIGGER_METHOD, t as triggerReports } from './triggers-DcZ0G0n6.js';
import 'node:fs';
import './schemas-CaY1ir08.js';
import 'node:fs/promises';
import './junit-DdtJMIms.js';
import 'node:crypto';

// A session reduced to what the HTML report shows when an execution is
// expanded: messages, tool calls with inputs and results, commands, file
// reads and writes, skills, errors, final output and usage; every text cut to
// a limit, and the middle of very long sessions left out, so one transcript
// can never dominate the page.
const DEFAULT_TRANSCRIPT_LIMITS = { eventChars: 8_000, events: 400, totalChars: 200_000 };
/** `clean` maps every path and text (e.g. an absolute out-dir to a placeholder) before limits apply. */
function toTranscript(session, limits = DEFAULT_TRANSCRIPT_LIMITS, clean = (t) => t) {
    let cutChars = 0;
    const text = (value, max = limits.eventChars) => {
        const r = truncate(plainText(clean(value)), max);
        cutChars += r.cut;
        return r.cut > 0 ? `${r.text}\n… (${formatCount(r.cut)} characters cut)` : r.text;
    };
    const all = session.events.map((e) => compactEvent(e, text));
    let events = all;
    let omittedEvents = 0;
    if (all.length > limits.events) {
        const head = Math.ceil(limits.events / 2);
        events = [...all.slice(0, head), ...all.slice(all.length - (limits.events - head))];
        omittedEvents = all.length - events.length;
    }
    // Still too large: drop from the middle, keeping how the session started and ended.
    let size = events.reduce((n, e) => n + eventSize(e), 0);
    while (size > limits.totalChars && events.length > 2) {
        const middle = Math.floor(events.length / 2);
        size -= eventSize(events[middle]);
        events = [...events.slice(0, middle), ...events.slice(middle + 1)];
        omittedEvents++;
    }
    const u = session.usage;
    return {
        prompt: text(session.prompt, 4_000),
        ...(session.model ? { model: plainText(session.model) } : {}),
        ...(session.cliVersion ? { cliVersion: plainText(session.cliVersion) } : {}),
        ...(session.turns !== undefined ? { turns: session.turns } : {}),
        ...(session.costUsd !== undefined ? { costUsd: session.costUsd } : {}),
        ...(session.durationMs !== undefined ? { durationMs: session.durationMs } : {}),
        ...(session.exitCode !== undefined ? { exitCode: session.exitCode } : {}),
        usage: {
            input: u?.inputTokens,
            output: u?.outputTokens,
            reasoning: u?.reasoningTokens,
            cacheRead: u?.cacheReadTokens,
            cacheWrite: u?.cacheWriteTokens,
            total: u?.totalTokens,
            source: u ? `${u.source.input}/${u.source.output}` : "none",
            note: usageNote(u),
        },
        skills: (session.detectedSkills ?? []).slice(0, 50).map((s) => ({ skill: text(s.skill, 200), confidence: s.confidence })),
        reads: (session.files?.observedReads ?? []).slice(0, 200).map((p) => text(p, 500)),
        writes: (session.files?.observedWrites ?? []).slice(0, 200).map((p) => text(p, 500)),
        errors: (session.errors ?? []).slice(0, 20).map((e) => ({ kind: e.kind, message: text(e.message, 2_000) })),
        events,
        omittedEvents,
        cutChars,
        finalOutput: text(session.finalOutput ?? "", 20_000),
    };
}
function compactEvent(e, text) {
    switch (e.type) {
        case "message":
            return { k: "msg", role: e.role, ...(e.phase ? { phase: e.phase } : {}), text: text(e.text) };
        case "toolCall":
            return {
                k: "call",
                tool: text(e.tool, 200),
                ...(e.id ? { id: text(e.id, 100) } : {}),
                ...(e.args !== undefined ? { args: text(stringify(e.args)) } : {}),
            };
        case "toolResult":
            return {
                k: "result",
                ...(e.tool ? { tool: text(e.tool, 200) } : {}),
                ...(e.id ? { id: text(e.id, 100) } : {}),
                out: text(e.output ?? ""),
                ...(e.isError ? { err: true } : {}),
                ...(e.exitCode !== undefined ? { exit: e.exitCode } : {}),
            };
        case "command":
            return { k: "cmd", cmd: text(e.command, 2_000), ...(e.exitCode !== undefined ? { exit: e.exitCode } : {}) };
        case "fileRead":
            return { k: "read", path: text(e.path, 500) };
        case "fileWrite":
            return { k: "write", path: text(e.path, 500), ...(e.kind ? { kind: e.kind } : {}) };
        case "skillSignal":
            return { k: "skill", skill: text(e.skill, 200), signal: text(e.signal, 200), conf: e.confidence };
        case "subagent":
            return { k: "sub", status: e.status, ...(e.description ? { desc: text(e.description, 500) } : {}) };
        case "error":
            return { k: "err", kind: e.kind, msg: text(e.message, 2_000), ...(e.fatal ? { fatal: true } : {}) };
        case "raw":
            return { k: "raw", text: text(stringify(e.raw), 2_000) };
        case "unparsed":
            return { k: "raw", text: text(e.raw, 2_000) };
    }
}
function stringify(value) {
    if (typeof value === "string")
        return value;
    try {
        return JSON.stringify(value, null, 2) ?? String(value);
    }
    catch {
        return String(value);
    }
}
function eventSize(e) {
    let n = 16;
    for (const v of Object.values(e))
        if (typeof v === "string")
            n += v.length;
    return n;
}
/** Rough size of a transcript in the page (characters of JSON), for budgets. */
function transcriptSize(t) {
    return JSON.stringify(t).length;
}
/** Where the token numbers came from, in words: "estimated" wherever the CLI reported no count. */
function usageNote(u) {
    if (!u)
        return "no usage recorded";
    const estimated = ["input", "output"].filter((k) => u.source[k] === "chars");
    const chars = (k) => `${formatCount(k === "input" ? u.inputChars : u.outputChars)} characters`;
    if (estimated.length === 2)
        return `the CLI reported no token counts: estimated from ${chars("input")} in and ${chars("output")} out`;
    if (estimated.length === 1)
        return `${estimated[0]} estimated from ${chars(estimated[0])} (the CLI did not report it); the rest as reported`;
    const derived = ["input", "output"].some((k) => u.source[k] === "derived");
    return derived ? "derived from the counts the CLI reported" : "as reported by the CLI";
}

// Reads executions' session.json files for the HTML report under a size
// budget (the report's only I/O). Failing and errored executions come first,
// then the other runs of unstable cells (to compare a pass with a failure),
// then the rest; when the budget runs out the rest stay summary-only, and the
// page says so and points at the artifacts.
/** After this many sessions in a row that do not fit, the budget is spent: stop reading. */
const MAX_MISSES = 50;
function loadTranscripts(outDir, results, options = {}) {
    const totalChars = options.totalChars ?? 40_000_000;
    const limits = options.limits ?? DEFAULT_TRANSCRIPT_LIMITS;
    const ordered = priorityOrder(results);
    const set = { byArtifactDir: new Map(), candidates: ordered.length, overBudget: 0, unreadable: 0, shortened: 0, totalChars };
    const clean = pathCleaner(outDir);
    let used = 0;
    let misses = 0;
    for (let i = 0; i < ordered.length; i++) {
        if (misses >= MAX_MISSES) {
            set.overBudget += ordered.length - i;
            break;
        }
        const result = ordered[i];
        const session = readSession(path.join(outDir, result.artifactDir, "session.json"));
        if (!session) {
            set.unreadable++;
            continue;
        }
        const transcript = toTranscript(session, limits, clean);
        const size = transcriptSize(transcript);
        if (used + size > totalChars) {
            set.overBudget++;
            misses++;
            continue;
        }
        misses = 0;
        used += size;
        if (transcript.omittedEvents > 0 || transcript.cutChars > 0)
            set.shortened++;
        set.byArtifactDir.set(result.artifactDir, transcript);
    }
    return set;
}
function priorityOrder(results) {
    const mixed = new CellSet();
    const outcomes = new CellMap();
    for (const r of results) {
        if (r.status === "skipped")
            continue;
        const seen = outcomes.upsert(r, () => new Set());
        seen.add(r.passed);
        if (seen.size === 2)
            mixed.add(r);
    }
    const rank = (r) => (!r.passed ? 0 : mixed.has(r) ? 1 : 2);
    return results
        .filter((r) => r.status !== "skipped")
        .map((r, index) => ({ r, index, rank: rank(r) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map((x) => x.r);
}
/** Absolute paths of this machine become relative to the out-dir (where the artifacts are) or "~". */
function pathCleaner(outDir) {
    const out = path.resolve(outDir) + path.sep;
    const home = os.homedir();
    return (text) => {
        let t = text.includes(out) ? text.split(out).join("") : text;
        if (home.length > 1 && t.includes(home))
            t = t.split(home).join("~");
        return t;
    };
}

// The HTML report's adaptive-runs section (--runs auto): per cell the runs it
// got and why it stopped, folded. Rendered here, as static HTML beside the
// client's page (like the trends), every text escaped.
const ADAPTIVE_STYLE = `
#adaptive { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#adaptive table { border-collapse: collapse; font-size: 13px; } #adaptive th, #adaptive td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#adaptive td.n { text-align: right; } #adaptive .undecided { color: var(--warn); }
`;
/** At most this many rows: a 1,000-cell suite's table would dwarf the page. */
const MAX_ROWS = 500;
function adaptiveHtml(record) {
    const rows = record.cells.slice(0, MAX_ROWS).map((c) => {
        const why = escapeHtml(STOP_LABELS[c.stop]);
        return `<tr><td><code>${escapeHtml(c.caseId)}</code></td><td><code>${escapeHtml(c.runnerId)}</code></td><td class="n">${c.runs}</td><td${c.undecided ? ' class="undecided"' : ""}>${why}</td></tr>`;
    });
    const more = record.cells.length > MAX_ROWS ? `<p>… and ${record.cells.length - MAX_ROWS} more cells (results.json has them all)</p>` : "";
    return [
        '<section id="adaptive">',
        `<details><summary>Adaptive runs (${record.minRuns}–${record.maxRuns} per cell): ${escapeHtml(record.message)}. Runs per cell and why each stopped</summary>`,
        "<table><thead><tr><th>case</th><th>runner</th><th>runs</th><th>stopped because</th></tr></thead><tbody>",
        ...rows,
        `</tbody></table>${more}</details>`,
        "</section>",
    ].join("\n");
}

// Generated by rollup.client.mjs (`npm run build`) from src/report/html/client/: do not edit.
// The page script render.ts inlines; its CSP hash is computed from this text.
const CLIENT_SCRIPT = `(function () {
    'use strict';

    // The report's data (the JSON block render.ts writes) and lookups over it.
    const D = JSON.parse(document.getElementById("agent-bench-data")?.textContent ?? "null");
    const R = D.runners.length;
    /** The run's variants (none: one implicit variant, index 0). */
    const VARIANTS = D.variants ?? [];
    const V = Math.max(1, VARIANTS.length);
    const cells = D.cells.map((c) => Object.assign(c, { execs: [] }));
    const cellIndex = new Map();
    for (const c of cells)
        cellIndex.set(keyOf(c), c);
    D.executions.forEach((e, i) => cellAt(e)?.execs.push(i));
    function keyOf(x) {
        return (x.c * R + x.r) * V + (x.v ?? 0);
    }
    function cellAt(x) {
        return cellIndex.get(keyOf(x));
    }
    function sameCell(a, b) {
        return a.c === b.c && a.r === b.r && (a.v ?? 0) === (b.v ?? 0);
    }
    /** The case as a cell's row names it: "case" or, in a run with variants, "case · variant". */
    function caseName(x) {
        return x.v === undefined ? caseOf(x).id : \`\${caseOf(x).id} · \${VARIANTS[x.v]}\`;
    }
    // Tier words and order come from src/report/labels.ts through the payload, so every report says the same.
    const TIERS = D.tierLabels;
    const TIER_ORDER = D.tierOrder;
    function caseOf(x) {
        return D.cases[x.c];
    }
    function runnerOf(x) {
        return D.runners[x.r];
    }
    function cellLabel(c) {
        return \`\${caseName(c)} × \${runnerOf(c).id}\`;
    }

    // Special functions behind the normal and Student t distributions: log-gamma
    // (Lanczos, g = 7) and the regularized incomplete gamma and beta functions
    // (series and Lentz continued fractions, as in Numerical Recipes §6.2 and §6.4).
    // Accurate to about 1e-14, far beyond what a p-value needs.
    const LANCZOS = [
        0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.6150291621406, 12.507343278686905, -0.13857109526572012,
        9.9843695780195716e-6, 1.5056327351493116e-7,
    ];
    const EPS = 1e-16;
    const TINY = 1e-300;
    const MAX_ITERATIONS = 1000;
    function logGamma(x) {
        const y = x - 1;
        let sum = LANCZOS[0];
        for (let i = 1; i < LANCZOS.length; i++)
            sum += LANCZOS[i] / (y + i);
        const t = y + 7.5;
        return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
    }
    /** Regularized lower incomplete gamma P(a, x). */
    function gammaP(a, x) {
        if (x <= 0)
            return 0;
        return x < a + 1 ? gammaSeries(a, x) : 1 - gammaFraction(a, x);
    }
    /** Regularized upper incomplete gamma Q(a, x) = 1 - P(a, x), without cancellation in the tail. */
    function gammaQ(a, x) {
        if (x <= 0)
            return 1;
        return x < a + 1 ? 1 - gammaSeries(a, x) : gammaFraction(a, x);
    }
    function gammaSeries(a, x) {
        let term = 1 / a;
        let sum = term;
        for (let n = 1; n < MAX_ITERATIONS; n++) {
            term *= x / (a + n);
            sum += term;
            if (Math.abs(term) < Math.abs(sum) * EPS)
                break;
        }
        return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
    }
    function gammaFraction(a, x) {
        let b = x + 1 - a;
        let c = 1 / TINY;
        let d = 1 / b;
        let h = d;
        for (let i = 1; i < MAX_ITERATIONS; i++) {
            const an = -i * (i - a);
            b += 2;
            d = an * d + b;
            if (Math.abs(d) < TINY)
                d = TINY;
            c = b + an / c;
            if (Math.abs(c) < TINY)
                c = TINY;
            d = 1 / d;
            const delta = d * c;
            h *= delta;
            if (Math.abs(delta - 1) < EPS)
                break;
        }
        return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
    }

    // The normal and Student t distributions: CDFs and quantiles.
    /** Complementary error function, accurate in both tails. */
    function erfc(x) {
        return x >= 0 ? gammaQ(0.5, x * x) : 1 + gammaP(0.5, x * x);
    }
    /** Standard normal CDF Φ(x). */
    function normalCdf(x) {
        return 0.5 * erfc(-x / Math.SQRT2);
    }
    /** Standard normal quantile Φ⁻¹(p): a rational first guess (Abramowitz & Stegun 26.2.23) polished by Halley steps. */
    function normalQuantile(p) {
        if (!(p > 0 && p < 1)) {
            if (p === 0)
                return -Infinity;
            if (p === 1)
                return Infinity;
            return Number.NaN;
        }
        if (p === 0.5)
            return 0;
        if (p > 0.5)
            return -normalQuantile(1 - p);
        const t = Math.sqrt(-2 * Math.log(p));
        let x = -(t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t));
        for (let i = 0; i < 4; i++) {
            const e = normalCdf(x) - p;
            const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
            x -= u / (1 + (x * u) / 2);
        }
        return x;
    }

    // Wilson score interval for a pass rate: unlike the Wald interval it does not
    // collapse to zero width at 0/n or n/n (statistics.md §2).
    /** Two-sided (1 - alpha) Wilson interval for \`passed\` of \`runs\`; [0, 1] when there are no runs. */
    function wilsonInterval(passed, runs, alpha = 0.05) {
        if (runs <= 0)
            return { low: 0, high: 1 };
        const z = normalQuantile(1 - alpha / 2);
        const p = passed / runs;
        const z2n = (z * z) / runs;
        const center = (p + z2n / 2) / (1 + z2n);
        const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / runs + (z * z) / (4 * runs * runs));
        // At 0/n and n/n one bound is exactly 0 or 1; say so instead of returning 1e-17.
        return {
            low: passed === 0 ? 0 : Math.max(0, center - half),
            high: passed === runs ? 1 : Math.min(1, center + half),
        };
    }

    // Numbers as everything agent-bench prints shows them (the reports, the PR
    // comment and check run, \`compare\`, the terminal): durations, percents with
    // their Wilson interval ("80% [44–97%]"), tokens, cost, signed deltas and the
    // confidence level of an interval. The one place each of these is defined.
    /** The level of the pass-rate intervals (Wilson) every report shows next to a rate. */
    const RATE_INTERVAL_ALPHA = 0.05;
    /** "950ms", "4.2s", "42s", "3m5s", "1h2m". */
    function formatDuration(ms) {
        if (ms < 1000)
            return \`\${Math.round(ms)}ms\`;
        if (ms < 60000)
            return \`\${(ms / 1000).toFixed(ms < 10000 ? 1 : 0)}s\`;
        const minutes = Math.floor(ms / 60000);
        const seconds = Math.round((ms % 60000) / 1000);
        if (minutes < 60)
            return seconds ? \`\${minutes}m\${seconds}s\` : \`\${minutes}m\`;
        const hours = Math.floor(minutes / 60);
        return \`\${hours}h\${minutes % 60}m\`;
    }
    /** "95%", "90%", "97.5%": the confidence level of an interval computed at \`alpha\` (two-sided). */
    function formatConfidence(alpha = RATE_INTERVAL_ALPHA) {
        return \`\${formatLevel((1 - alpha) * 100)}%\`;
    }
    /** "0.04", "0.01", "97.5": a level as people write it, three significant digits at most. */
    function formatLevel(level) {
        return String(Number(level.toPrecision(3)));
    }
    /** 88.9%, 100%, 0%; never "100%" for a rate below 1 or "0%" above 0. */
    function formatPercent(rate, digits = 1) {
        if (!Number.isFinite(rate))
            return "–";
        if (rate >= 1)
            return "100%";
        if (rate <= 0)
            return "0%";
        const text = (rate * 100).toFixed(digits).replace(/\\.0+$/u, "");
        if (text === "100")
            return \`>\${(100 - 10 ** -digits).toFixed(digits)}%\`;
        if (Number(text) === 0)
            return \`<\${(10 ** -digits).toFixed(digits)}%\`;
        return \`\${text}%\`;
    }
    /** A percent with \`digits\` decimals that never shows 0 or 100 for a value strictly between 0 and 1. */
    function boundedPercent(rate, digits) {
        if (rate >= 1)
            return "100";
        if (rate <= 0)
            return "0";
        const step = 10 ** -digits;
        const value = Math.min(100 - step, Math.max(step, Math.round(rate * 100 * 10 ** digits) / 10 ** digits));
        return value.toFixed(digits);
    }
    /**
     * "80% [44–97%]": the pass rate and its Wilson interval (at RATE_INTERVAL_ALPHA); "–" without runs.
     * Whole percents, or one decimal when whole ones would make the interval look like a point.
     */
    function formatRateWithInterval(passed, runs, interval = wilsonInterval(passed, runs, RATE_INTERVAL_ALPHA)) {
        if (runs <= 0)
            return "–";
        const rate = passed / runs;
        const digits = boundedPercent(interval.low, 0) === boundedPercent(interval.high, 0) ? 1 : 0;
        return \`\${boundedPercent(rate, digits)}% [\${boundedPercent(interval.low, digits)}–\${boundedPercent(interval.high, digits)}%]\`;
    }
    /** 4,788 · 12.3k · 1.23M */
    function formatTokens(n) {
        if (n === null || n === undefined || !Number.isFinite(n))
            return "–";
        const abs = Math.abs(n);
        if (abs >= 1e6)
            return \`\${(n / 1e6).toFixed(2)}M\`;
        if (abs >= 1e5)
            return \`\${(n / 1e3).toFixed(0)}k\`;
        if (abs >= 1e4)
            return \`\${(n / 1e3).toFixed(1)}k\`;
        return formatCount(Math.round(n));
    }
    /** $0.0021 for small amounts (they matter per run), $1.23 otherwise. */
    function formatCost(usd) {
        if (usd === null || usd === undefined || !Number.isFinite(usd))
            return "–";
        const abs = Math.abs(usd);
        const sign = usd < 0 ? "-" : "";
        if (abs === 0)
            return "$0";
        return abs < 0.1 ? \`\${sign}$\${abs.toFixed(4)}\` : \`\${sign}$\${abs.toFixed(2)}\`;
    }
    /** 12,345: as toLocaleString("en-US") gives it; whole numbers without it, whose first call loads ICU's number data (tens of ms of start-up). */
    function formatCount(n) {
        if (!Number.isSafeInteger(n) || Object.is(n, -0))
            return n.toLocaleString("en-US");
        const digits = String(Math.abs(n)).replace(/\\B(?=(\\d{3})+$)/g, ",");
        return n < 0 ? \`-\${digits}\` : digits;
    }
    /** "+5.0 pts", "−3.3 pts", "±0.0 pts" (a rate difference in percentage points). */
    function formatSignedPoints(delta) {
        const tenths = Math.round(delta * 1000) / 10;
        const sign = tenths > 0 ? "+" : tenths < 0 ? "−" : "±";
        return \`\${sign}\${Math.abs(tenths).toFixed(1)} pts\`;
    }
    /** "95% CI −12.0 pts to −3.0 pts": an interval of a rate difference at its confidence level. */
    function formatPointsInterval(ci, alpha) {
        return \`\${formatConfidence(alpha)} CI \${formatSignedPoints(ci[0])} to \${formatSignedPoints(ci[1])}\`;
    }
    /** "p = 0.012", "p < 0.001": a p-value in a sentence. */
    function formatPInText(p) {
        return p < 0.001 ? "p < 0.001" : \`p = \${p.toFixed(3)}\`;
    }
    function plural(n, word, many = \`\${word}s\`) {
        return \`\${formatCount(n)} \${n === 1 ? word : many}\`;
    }
    function formatP(p) {
        if (p === null || p === undefined)
            return "–";
        return p < 0.001 ? "<0.001" : p.toFixed(3);
    }

    // A cell some of whose runs ran (did not error) and none passed. Reports call
    // it "fails every run", not classify()'s "highly-unstable": it is consistent,
    // and "unstable" would tell a reader the wrong thing. No imports: the HTML
    // page's script uses it too.
    function failsEveryRun(cell) {
        return cell.passed === 0 && cell.runs - cell.errored > 0;
    }

    // The words and symbols reports use for verdicts, tiers and statuses, in one
    // place so the Markdown, the HTML report and the check run say the same thing.
    /** Tiers that are a change worth a row in the comparison. */
    const CHANGED_TIERS = new Set([
        "regressed",
        "possible-regression",
        "improved",
        "possible-improvement",
        "case-changed",
        "new",
        "removed",
    ]);
    /** \`icon\`: Markdown's emoji; \`mark\`: a text mark for the terminal and the HTML page, where it takes the status colour. */
    const STATUS_LABELS = {
        passed: { icon: "✅", mark: "✓", label: "passed" },
        failed: { icon: "❌", mark: "✗", label: "failed" },
        "expected-failed": { icon: "✅", mark: "✓", label: "failed as expected" },
        "unexpected-passed": { icon: "❌", mark: "✗", label: "passed unexpectedly" },
        errored: { icon: "💥", mark: "!", label: "errored" },
        skipped: { icon: "⏭️", mark: "–", label: "skipped" },
    };
    /**
     * A cell's stability in words. A cell that never passed is "fails every run", its own label: it
     * is consistent, and calling it "highly-unstable" (the yao classification, which stays in
     * stability.json) tells a reader the wrong thing.
     */
    function stabilityLabel(cell) {
        if (failsEveryRun(cell))
            return "fails every run";
        if (cell.runs > 0 && cell.errored === cell.runs)
            return "errored every run";
        return cell.classification.replace("-", " ");
    }
    /** The word before a step of the side-by-side view (report/html/side-by-side.ts's step kinds), in the page and in lift reports. */
    const STEP_KIND_WORDS = {
        say: "says",
        call: "tool",
        cmd: "runs",
        read: "reads",
        write: "writes",
        skill: "skill",
        error: "error",
    };

    // Numbers and words as the page shows them: the formatters every report uses (src/report/format.ts),
    // with "–" where the data has no value, and the page's own status marks.
    /** The pass rate and its Wilson interval: the one carried in the data, or computed. */
    function rateCI(p, n, lo, hi) {
        return formatRateWithInterval(p, n, lo === undefined || hi === undefined ? undefined : { low: lo, high: hi });
    }
    function dur(ms) {
        return ms === null || ms === undefined ? "–" : formatDuration(ms);
    }
    function num(n) {
        return n === null || n === undefined ? "–" : Math.round(n).toLocaleString("en-US");
    }
    function pts(d) {
        return d === null || d === undefined ? "–" : formatSignedPoints(d);
    }
    function armText(a) {
        return a ? \`\${a[0]}/\${a[1]} \${rateCI(a[0], a[1], a[2], a[3])}\` : "–";
    }
    function statusLabel(status) {
        return STATUS_LABELS[status].label;
    }
    // Text marks, not the Markdown's emoji: they take the status colour in the page.
    function statusMark(status) {
        return STATUS_LABELS[status].mark;
    }

    // Building the page: elements from a tag, fixed attribute names and children.
    // Data reaches the DOM only as text nodes and attribute values, never as markup.
    function h(tag, attrs, children) {
        const el = document.createElement(tag);
        if (attrs) {
            for (const [k, v] of Object.entries(attrs)) {
                if (v === undefined || v === null || v === false)
                    continue;
                if (k === "class")
                    el.className = String(v);
                else
                    el.setAttribute(k, v === true ? "" : String(v));
            }
        }
        add(el, children);
        return el;
    }
    // Array.isArray narrows a readonly array to any[].
    function isList(c) {
        return Array.isArray(c);
    }
    function add(el, children) {
        if (children === undefined || children === null)
            return el;
        const list = isList(children) ? children : [children];
        for (const c of list) {
            if (c === undefined || c === null || c === false || c === "")
                continue;
            if (isList(c))
                add(el, c);
            else
                el.appendChild(c instanceof Node ? c : document.createTextNode(String(c)));
        }
        return el;
    }
    const SVG = "http://www.w3.org/2000/svg";
    function svg(tag, attrs, children) {
        const el = document.createElementNS(SVG, tag);
        for (const [k, v] of Object.entries(attrs))
            if (v !== undefined && v !== null)
                el.setAttribute(k, String(v));
        add(el, children);
        return el;
    }
    function clear(el) {
        while (el.firstChild)
            el.removeChild(el.firstChild);
        return el;
    }
    /** The element the page built with this id (it exists while its section is shown). */
    function byId(id) {
        const el = document.getElementById(id);
        if (!el)
            throw new Error(\`agent-bench report: no #\${id} element\`);
        return el;
    }
    function link(label, url) {
        return /^https?:\\/\\//i.test(url || "") ? h("a", { href: url, rel: "noopener noreferrer" }, label) : null;
    }
    function section(id, title, body) {
        return h("section", { id }, [h("h2", null, title), body]);
    }
    function pre(text, cls) {
        return h("pre", { class: null }, text);
    }
    function pager(total, size, page, onPage, label) {
        const pages = Math.max(1, Math.ceil(total / size));
        const prev = h("button", { type: "button", class: "prev", disabled: page <= 0 }, "‹ Previous");
        const next = h("button", { type: "button", class: "next", disabled: page >= pages - 1 }, "Next ›");
        prev.addEventListener("click", () => onPage(page - 1));
        next.addEventListener("click", () => onPage(page + 1));
        const from = total ? page * size + 1 : 0;
        const to = Math.min(total, (page + 1) * size);
        return h("div", { class: "pager" }, [prev, next, \`\${label} \${num(from)}–\${num(to)} of \${num(total)}\`]);
    }
    // On a phone the tables stack, one block per row (style.ts); each cell then names its column.
    function labelCells(table) {
        const headRow = table.tHead?.rows[0];
        const head = headRow ? Array.from(headRow.cells, (th) => th.textContent) : [];
        for (const tb of Array.from(table.tBodies)) {
            for (const tr of Array.from(tb.rows)) {
                Array.from(tr.cells).forEach((td, i) => {
                    const label = head[i];
                    if (!td.hasAttribute("colspan") && label && !td.hasAttribute("data-label"))
                        td.setAttribute("data-label", label);
                });
            }
        }
    }
    function labelTablesOf(root) {
        new MutationObserver(() => {
            for (const table of Array.from(root.getElementsByTagName("table")))
                labelCells(table);
        }).observe(root, { childList: true, subtree: true });
    }

    // What the reader chose: the filters, the selected cell, pages and open executions;
    // and which cells and executions pass them.
    const PAGE = 50;
    const GRID_PAGE = 50;
    const CHART_ROWS = 40;
    const EVENTS_PAGE = 150;
    const S = {
        q: "",
        runner: "",
        variant: "",
        tag: "",
        status: "",
        tier: "",
        cell: null,
        sort: "suite",
        gridPage: 0,
        execPage: 0,
        chartPage: 0,
        open: {},
    };
    const hay = [];
    function haystack(i) {
        let text = hay[i];
        if (text === undefined) {
            const e = D.executions[i];
            const c = caseOf(e);
            text = [caseName(e), c.prompt, c.tags.map((t) => D.tags[t]).join(" "), runnerOf(e).id, e.m || "", e.fc || "", e.o || "", e.s].join("\\n").toLowerCase();
            hay[i] = text;
        }
        return text;
    }
    function cellPasses(cell) {
        if (S.runner !== "" && String(cell.r) !== S.runner)
            return false;
        if (S.variant !== "" && String(cell.v ?? "") !== S.variant)
            return false;
        if (S.tag !== "" && caseOf(cell).tags.indexOf(Number(S.tag)) < 0)
            return false;
        if (S.tier !== "" && cell.tier !== S.tier)
            return false;
        if (S.status === "flaky" && !(cell.p > 0 && cell.p < cell.n))
            return false;
        return true;
    }
    function statusPasses(e) {
        const s = S.status;
        if (s === "" || s === "flaky")
            return true;
        if (s === "not-passed")
            return e.s === "failed" || e.s === "unexpected-passed" || e.s === "errored";
        return e.s === s;
    }
    function execPasses(i) {
        const e = D.executions[i];
        const cell = cellAt(e);
        if (!cell || !cellPasses(cell) || !statusPasses(e))
            return false;
        if (S.cell && !sameCell(S.cell, e))
            return false;
        return S.q === "" || haystack(i).indexOf(S.q) >= 0;
    }
    /** A cell shows when it passes the cell filters and has an execution passing the rest (or has none and no execution filter is set). */
    function cellShown(cell) {
        if (!cellPasses(cell))
            return false;
        if (cell.execs.length === 0)
            return S.q === "" && (S.status === "" || S.status === "flaky");
        return cell.execs.some((i) => statusPasses(D.executions[i]) && (S.q === "" || haystack(i).indexOf(S.q) >= 0));
    }
    /** Back to the first page of every list (the filters changed). */
    function firstPages() {
        S.gridPage = 0;
        S.execPage = 0;
        S.chartPage = 0;
    }

    // The filter bar: search, runner, tag, status and tier; and the <select> the grid's sort uses too.
    function select(id, label, options, key, refresh) {
        const el = h("select", { id, "aria-label": label }, options.map(([value, text]) => {
            const o = h("option", { value }, text);
            if (S[key] === value)
                o.selected = true;
            return o;
        }));
        el.addEventListener("change", () => {
            S[key] = el.value;
            firstPages();
            refresh.update();
        });
        return h("label", null, [label, el]);
    }
    function renderFilters(refresh) {
        const search = h("input", { type: "search", id: "search", placeholder: "Search cases, prompts, outputs, failures…", "aria-label": "Search" });
        search.value = S.q;
        search.addEventListener("input", () => {
            S.q = search.value.trim().toLowerCase();
            firstPages();
            refresh.update();
        });
        const all = ["", "all"];
        const parts = [search, select("f-runner", "Runner", [all, ...D.runners.map((r, i) => [String(i), r.id])], "runner", refresh)];
        if (VARIANTS.length)
            parts.push(select("f-variant", "Variant", [all, ...VARIANTS.map((v, i) => [String(i), v])], "variant", refresh));
        if (D.tags.length)
            parts.push(select("f-tag", "Tag", [all, ...D.tags.map((t, i) => [String(i), t])], "tag", refresh));
        const statuses = [
            all,
            ["not-passed", "not passed"],
            ["failed", "failed"],
            ["errored", "errored"],
            ["passed", "passed"],
            ["expected-failed", statusLabel("expected-failed")],
            ["unexpected-passed", statusLabel("unexpected-passed")],
            ["skipped", "skipped"],
            ["flaky", "flaky cells"],
        ];
        parts.push(select("f-status", "Status", statuses, "status", refresh));
        if (D.comparison && D.comparison.hasBase)
            parts.push(select("f-tier", "Tier", [all, ...TIER_ORDER.filter((t) => t !== "removed").map((t) => [t, TIERS[t]])], "tier", refresh));
        const reset = h("button", { type: "button", id: "f-clear" }, "Clear filters");
        reset.addEventListener("click", () => {
            Object.assign(S, { q: "", runner: "", variant: "", tag: "", status: "", tier: "", cell: null });
            firstPages();
            refresh.rebuild();
        });
        parts.push(reset, h("span", { class: "count", id: "f-count", "aria-live": "polite" }));
        return h("div", { class: "filters", role: "search" }, parts);
    }

    // The case × runner grid (paged: only the rows of the current page exist in the DOM).
    function rateClass(cell) {
        if (cell.n === 0)
            return cell.sk ? "rskip" : "rnone";
        if (cell.e === cell.n)
            return "rerr";
        return \`r\${Math.round((cell.p / cell.n) * 10)}\`;
    }
    function cellTitle(cell) {
        let t = \`\${cellLabel(cell)}: \`;
        if (!cell.n)
            return t + (cell.sk ? "skipped" : "not run");
        t += \`\${cell.p}/\${cell.n} passed, \${rateCI(cell.p, cell.n, cell.lo, cell.hi)}\`;
        if (cell.e)
            t += \`, \${cell.e} errored\`;
        if (cell.cls)
            t += \`, \${stabilityLabel({ passed: cell.p, runs: cell.n, errored: cell.e, classification: cell.cls })}\`;
        if (cell.tier)
            t += \`; \${TIERS[cell.tier]} (base \${armText(cell.base)}, head \${armText(cell.head)}, \${pts(cell.delta)})\`;
        return t;
    }
    function caseRows() {
        const cols = S.runner === "" ? D.runners.map((_, i) => i) : [Number(S.runner)];
        const variants = VARIANTS.length ? VARIANTS.map((_, i) => i) : [undefined];
        const rows = [];
        D.cases.forEach((_, ci) => {
            for (const vi of variants) {
                const cells = cols.map((ri) => cellAt({ c: ci, r: ri, ...(vi === undefined ? {} : { v: vi }) }));
                if (cells.some((x) => x && cellShown(x)))
                    rows.push(vi === undefined ? { ci, cells } : { ci, vi, cells });
            }
        });
        const worst = (row) => Math.min(...row.cells.map((x) => (x && x.n ? x.p / x.n : 2)));
        const drop = (row) => Math.min(...row.cells.map((x) => (x && x.delta !== undefined && x.delta !== null ? x.delta : 2)));
        if (S.sort === "worst")
            rows.sort((a, b) => worst(a) - worst(b) || a.ci - b.ci);
        if (S.sort === "drop")
            rows.sort((a, b) => drop(a) - drop(b) || a.ci - b.ci);
        return { cols, rows };
    }
    function renderGridSection(refresh) {
        const sorts = [
            ["suite", "suite order"],
            ["worst", "lowest pass rate first"],
        ];
        if (D.comparison && D.comparison.hasBase)
            sorts.push(["drop", "largest drop first"]);
        return section("grid", "Cases × runners", [h("div", { class: "pager" }, select("g-sort", "Sort", sorts, "sort", refresh)), h("div", { id: "grid-body" })]);
    }
    function updateGrid(refresh) {
        const body = clear(byId("grid-body"));
        const g = caseRows();
        if (!g.rows.length) {
            body.appendChild(h("p", { class: "empty" }, "No case matches the filters."));
            return;
        }
        const pages = Math.ceil(g.rows.length / GRID_PAGE);
        if (S.gridPage >= pages)
            S.gridPage = pages - 1;
        const rows = g.rows.slice(S.gridPage * GRID_PAGE, (S.gridPage + 1) * GRID_PAGE);
        const head = h("tr", null, [
            h("th", null, VARIANTS.length ? "Case · variant" : "Case"),
            D.tags.length ? h("th", null, "Tags") : null,
            g.cols.map((ri) => h("th", null, D.runners[ri].id)),
        ]);
        const trs = rows.map((row) => {
            const c = D.cases[row.ci];
            const tds = [
                h("td", { class: "case" }, [
                    h("code", null, c.id),
                    row.vi === undefined ? null : h("span", { class: "variant" }, [" · ", h("code", null, VARIANTS[row.vi])]),
                    c.xf ? h("span", { class: "muted" }, " (expected to fail)") : null,
                    c.nc ? h("span", { class: "muted", title: "nothing checks this case: it passes whenever the agent finishes" }, " (no check)") : null,
                ]),
            ];
            if (D.tags.length)
                tds.push(h("td", null, c.tags.map((t) => h("span", { class: "chip" }, D.tags[t]))));
            for (const cell of row.cells) {
                if (!cell) {
                    tds.push(h("td", null, ""));
                    continue;
                }
                const label = cell.n ? \`\${cell.p}/\${cell.n}\` : cell.sk ? "skipped" : "–";
                const sel = S.cell !== null && sameCell(S.cell, cell);
                const title = cellTitle(cell);
                const cls = \`cell \${rateClass(cell)}\${cell.tier ? \` t-\${cell.tier}\` : ""}\${sel ? " sel" : ""}\`;
                const b = h("button", { type: "button", class: cls, title, "aria-label": title, "aria-pressed": sel ? "true" : "false" }, label);
                b.addEventListener("click", () => selectCell(cell, refresh));
                tds.push(h("td", null, b));
            }
            return h("tr", null, tds);
        });
        body.appendChild(h("div", { class: "scroll" }, h("table", { class: "grid" }, [h("thead", null, head), h("tbody", null, trs)])));
        if (g.rows.length > GRID_PAGE) {
            const onPage = (p) => {
                S.gridPage = p;
                updateGrid(refresh);
            };
            body.appendChild(pager(g.rows.length, GRID_PAGE, S.gridPage, onPage, "cases"));
        }
    }
    /** Show only this cell's executions (or all again, when it was the one selected). */
    function selectCell(cell, refresh) {
        S.cell = S.cell && sameCell(S.cell, cell) ? null : { c: cell.c, r: cell.r, ...(cell.v === undefined ? {} : { v: cell.v }) };
        S.execPage = 0;
        refresh.update();
        if (S.cell)
            document.getElementById("executions")?.scrollIntoView({ block: "start" });
    }

    // The stability charts (inline SVG): each cell's pass rate with its interval (paged), and
    // the durations of executions per runner.
    function renderChartsSection() {
        if (D.meta.runsPerCase < 2)
            return null;
        return section("charts", "Stability", [
            h("h3", null, "Pass rate per cell, with its 95% Wilson interval (lowest first)"),
            h("div", { id: "chart-rates" }),
            h("h3", null, "Duration of executions, per runner"),
            h("div", { id: "chart-durations", class: "charts" }),
        ]);
    }
    function updateCharts() {
        const box = document.getElementById("chart-rates");
        if (!box)
            return;
        clear(box);
        const shown = cells.filter((c) => c.n > 0 && cellShown(c));
        // A cell without an interval sorts as the original page did (NaN widths compare as equal).
        const width = (c) => (c.hi ?? NaN) - (c.lo ?? NaN);
        shown.sort((a, b) => a.p / a.n - b.p / b.n || width(b) - width(a) || a.c - b.c || a.r - b.r);
        if (!shown.length)
            box.appendChild(h("p", { class: "empty" }, "No cell matches the filters."));
        else {
            const pages = Math.ceil(shown.length / CHART_ROWS);
            if (S.chartPage >= pages)
                S.chartPage = pages - 1;
            const rows = shown.slice(S.chartPage * CHART_ROWS, (S.chartPage + 1) * CHART_ROWS);
            const W = 900;
            const L = 300;
            const RW = W - L - 20;
            const RH = 18;
            const H = rows.length * RH + 24;
            const x = (v) => L + v * RW;
            const kids = [0, 0.25, 0.5, 0.75, 1].map((v) => svg("g", {}, [
                svg("line", { class: "axis", x1: x(v), x2: x(v), y1: 0, y2: H - 18 }),
                svg("text", { x: x(v), y: H - 4, "text-anchor": "middle" }, formatPercent(v, 0)),
            ]));
            rows.forEach((c, i) => {
                const y = i * RH + 10;
                const label = cellLabel(c);
                const rate = c.p / c.n;
                const lo = c.lo === undefined ? wilsonInterval(c.p, c.n).low : c.lo;
                const hi = c.hi === undefined ? wilsonInterval(c.p, c.n).high : c.hi;
                const g = svg("g", { class: "rate-row" }, [
                    svg("title", {}, cellTitle(c)),
                    svg("text", { x: L - 8, y: y + 4, "text-anchor": "end" }, label.length > 48 ? \`\${label.slice(0, 47)}…\` : label),
                ]);
                if (c.base)
                    g.appendChild(svg("line", { class: "ci-base", x1: x(c.base[2]), x2: x(c.base[3]), y1: y - 5, y2: y - 5 }));
                g.appendChild(svg("line", { class: "ci", x1: x(lo), x2: x(hi), y1: y, y2: y }));
                g.appendChild(svg("circle", { class: \`dot c-\${c.cls || "none"}\`, cx: x(rate), cy: y, r: 5 }));
                kids.push(g);
            });
            box.appendChild(svg("svg", { viewBox: \`0 0 \${W} \${H}\`, width: W, height: H, role: "img", "aria-label": "Pass rate per cell with 95% interval" }, kids));
            if (shown.length > CHART_ROWS) {
                const onPage = (p) => {
                    S.chartPage = p;
                    updateCharts();
                };
                box.appendChild(pager(shown.length, CHART_ROWS, S.chartPage, onPage, "cells"));
            }
            if (D.comparison && D.comparison.hasBase)
                box.appendChild(h("p", { class: "muted" }, "Dashed grey: the base's interval."));
        }
        updateDurations();
    }
    /** Durations below this are shown as one sentence, not a chart. */
    const TINY_MS = 50;
    /** The smallest 1, 2 or 5 × 10^k milliseconds at least \`raw\` (and at least 1 ms). */
    function niceStep(raw) {
        const power = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
        return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
    }
    function updateDurations() {
        const box = clear(byId("chart-durations"));
        const byRunner = D.runners.map(() => []);
        D.executions.forEach((e, i) => {
            if (e.s !== "skipped" && execPasses(i))
                byRunner[e.r].push(e.d);
        });
        const all = byRunner.flat().sort((a, b) => a - b);
        if (!all.length) {
            box.appendChild(h("p", { class: "empty" }, "No execution matches the filters."));
            return;
        }
        // In-process agents (the scripted one) take a few milliseconds: a chart of those would only show noise.
        if (all[all.length - 1] < TINY_MS) {
            box.appendChild(h("p", { class: "muted" }, \`Every execution took under \${dur(TINY_MS)} (median \${dur(all[Math.floor((all.length - 1) / 2)])}): too short for a chart of durations.\`));
            return;
        }
        const p99 = all[Math.min(all.length - 1, Math.floor(all.length * 0.99))] || 1;
        // Bins of a round width (1, 2 or 5 × a power of ten milliseconds), so their edges read as numbers.
        const step = niceStep(p99 / 24);
        const BINS = Math.max(1, Math.ceil(p99 / step));
        const top = BINS * step;
        byRunner.forEach((ds, ri) => {
            if (!ds.length || ri >= 24)
                return;
            const bins = new Array(BINS).fill(0);
            for (const d of ds)
                bins[Math.min(BINS - 1, Math.floor(d / step))]++;
            const max = Math.max(...bins);
            const W = 300;
            const H = 110;
            const BW = (W - 20) / BINS;
            const sorted = ds.slice().sort((a, b) => a - b);
            const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))];
            const kids = [svg("line", { class: "axis", x1: 10, x2: W - 10, y1: H - 20, y2: H - 20 })];
            bins.forEach((n, b) => {
                if (!n)
                    return;
                const title = svg("title", {}, \`\${num(n)} executions, \${dur(b * step)}–\${dur((b + 1) * step)}\`);
                kids.push(svg("rect", { class: "bar", x: 10 + b * BW, y: H - 20 - (n / max) * (H - 30), width: Math.max(1, BW - 1), height: (n / max) * (H - 30) }, title));
            });
            kids.push(svg("text", { x: 10, y: H - 6 }, "0"), svg("text", { x: 10 + (W - 20) / 2, y: H - 6, "text-anchor": "middle" }, dur(top / 2)), svg("text", { x: W - 10, y: H - 6, "text-anchor": "end" }, \`\${dur(top)}+\`));
            const runner = D.runners[ri].id;
            box.appendChild(h("figure", { class: "card" }, [
                svg("svg", { viewBox: \`0 0 \${W} \${H}\`, width: W, height: H, role: "img", "aria-label": \`Durations of \${runner}\` }, kids),
                h("figcaption", null, [h("code", null, runner), \` · \${plural(ds.length, "execution")} · median \${dur(q(0.5))} · p90 \${dur(q(0.9))}\`]),
            ]));
        });
    }

    // The words of a comparison that the Markdown and the terminal renderings
    // share: an arm's counts with its interval, the suite's change and a cell's p.
    // No Markdown in them, so both can use them as they are.
    /**
     * "−11.2 pts over 20 cells, suite-level test p < 0.001 (95% CI of the mean over cells −15.0 pts to −7.4 pts)"; ""
     * without a change. The p is always named as the suite-level test's, and when the verdict came from another test
     * the row says so, so a suite p of 0.500 under a regression that one broken case decided never reads as a
     * contradiction; the interval is named as the mean over cells' (one case dropping 100 points among 19 unchanged
     * gives a wide one, next to a small p: both are right).
     */
    function suiteChange(comparison) {
        const { delta, ci, pairedCases } = comparison.suite;
        if (delta === null)
            return "";
        const interval = ci ? \` (\${formatPointsInterval(ci, comparison.alpha).replace(" CI ", " CI of the mean over cells ")})\` : "";
        return \`\${formatSignedPoints(delta)} over \${plural(pairedCases, "cell")}\${suiteP(comparison, ", ")}\${interval}\`;
    }
    /** "suite-level test p = 0.500 (the verdict comes from the cells below)", after \`lead\`; "" without a p. */
    function suiteP(comparison, lead = "") {
        const { pValue } = comparison.suite;
        if (pValue === null)
            return "";
        const decidedBy = comparison.decidedBy ?? [];
        const elsewhere = decidedBy.length > 0 && !decidedBy.includes("suite") ? \` (\${DECIDED_ELSEWHERE[decidedBy[0]]})\` : "";
        return \`\${lead}suite-level test \${formatPInText(pValue)}\${elsewhere}\`;
    }
    /** What decided a verdict the suite-level test did not. */
    const DECIDED_ELSEWHERE = {
        suite: "",
        cells: "the verdict comes from the cells below",
        severity: "the verdict comes from a case that broke outright",
    };

    // One runner setting that changed since the baseline, as a phrase every
    // report shares: "Runner \`claude\` model: \`sonnet\` → \`opus\`", and for a file
    // a runner's settings name (a script, an agent program) a sentence instead of
    // the data's "content → modified": "Runner \`scripted\`'s file
    // \`evals/agent.json\` was modified". Markdown passes its code-span maker, the
    // terminal and the HTML page their own.
    /** How a runner's file changed, from the markers the comparison records ("content", "modified", "(none)"); undefined for any other setting. */
    function runnerFileChange(base, head) {
        if (base === "content" && head === "modified")
            return "modified";
        if (base === "(none)" && head === "content")
            return "added";
        if (base === "content" && head === "(none)")
            return "removed";
        return undefined;
    }

    // The comparison with the base: the suite table, what changed for the agent, the tier chips
    // and the changed cells (with what the agent did differently).
    function renderComparison(refresh) {
        const c = D.comparison;
        if (!c || !c.hasBase)
            return null;
        const body = h("div", { id: "comparison-body" });
        const base = c.suite.base;
        const head = c.suite.head;
        const t = c.totals;
        const row = (label, b, hd, ch) => h("tr", null, [h("td", null, label), h("td", { class: "num" }, b), h("td", { class: "num" }, hd), h("td", null, ch)]);
        const costRow = (label, d, f) => row(label, d.base === null ? "–" : f(d.base), d.head === null ? "–" : f(d.head), d.delta === null ? "" : (d.delta > 0 ? "+" : d.delta < 0 ? "−" : "±") + f(Math.abs(d.delta)));
        // The same words as the terminal and the Markdown: the p named as the suite-level test's.
        const change = suiteChange(c) || "–";
        const table = h("table", { class: "suite-table" }, [
            h("thead", null, h("tr", null, [h("th", null, ""), h("th", { class: "num" }, "Base"), h("th", { class: "num" }, "Head"), h("th", null, "Change")])),
            h("tbody", null, [
                row("Pass rate (mean over cells)", base ? formatPercent(base.passRate) : "–", formatPercent(head.passRate), change),
                row("Runs (errored)", base ? \`\${num(base.runs)} (\${num(base.errored)})\` : "–", \`\${num(head.runs)} (\${num(head.errored)})\`, ""),
                costRow("Duration", t.durationMs, dur),
                costRow("Tokens", t.tokens, formatTokens),
                costRow("Cost", t.costUsd, formatCost),
            ]),
        ]);
        const counts = {};
        for (const x of D.cells)
            if (x.tier)
                counts[x.tier] = (counts[x.tier] || 0) + 1;
        counts.removed = c.removed.length;
        const chips = h("div", { id: "tier-chips" }, TIER_ORDER.filter((tier) => counts[tier]).map((tier) => {
            const b = h("button", { type: "button", class: \`chip tier-\${tier}\${S.tier === tier ? " active" : ""}\`, "data-tier": tier, disabled: tier === "removed" }, \`\${TIERS[tier]} \${counts[tier]}\`);
            b.addEventListener("click", () => {
                S.tier = S.tier === tier ? "" : tier;
                firstPages();
                refresh.rebuild();
            });
            return b;
        }));
        const b0 = c.baseline;
        const what = b0
            ? \`Baseline \${b0.commit ? \`\${b0.commit.sha.slice(0, 7)}, \` : ""}\${c.pool ? "" : \`\${plural(b0.runsPerCase, "run")} per case, \`}\${String(b0.createdAt).slice(0, 10)}.\${c.pool ? \` \${c.pool}.\` : ""}\`
            : "";
        return section("comparison", "Compared with the base", [
            h("p", { class: "muted" }, what),
            table,
            renderTreatment(c.treatment),
            h("h3", null, "Cells by tier"),
            chips,
            body,
        ]);
    }
    // Behaviour changes: each phrase in segments, the odd ones labels (code).
    function behaviourList(list) {
        return h("ul", { class: "behaviour" }, list.map((parts) => h("li", null, parts.map((t, i) => (i % 2 ? h("code", null, t) : t)))));
    }
    // "What changed for the agent": files, runner settings and CLI versions, as text nodes only.
    function renderTreatment(t) {
        if (!t)
            return null;
        const items = [];
        const files = (label, list) => {
            if (list.length)
                items.push(h("li", null, [
                    \`\${label}: \`,
                    list.slice(0, 200).map((f, i) => h("span", null, [i ? ", " : "", h("code", null, f)])),
                    list.length > 200 ? \` and \${list.length - 200} more\` : null,
                ]));
        };
        files("Modified", t.files.modified);
        files("Added", t.files.added);
        files("Removed", t.files.removed);
        for (const s of t.settings) {
            const file = s.runnerId ? runnerFileChange(s.base, s.head) : undefined;
            items.push(h("li", null, file
                ? ["Runner ", h("code", null, s.runnerId), "'s file ", h("code", null, s.field), \` was \${file}\`]
                : [
                    s.runnerId ? "Runner " : "",
                    s.runnerId ? h("code", null, s.runnerId) : "",
                    \` \${s.field}: \`,
                    h("code", null, s.base),
                    " → ",
                    h("code", null, s.head),
                ]));
        }
        for (const v of t.versions)
            items.push(h("li", { class: "warn" }, ["⚠ Runner ", h("code", null, v.runnerId), " agent CLI version: ", h("code", null, v.base), " → ", h("code", null, v.head)]));
        const body = items.length
            ? h("ul", { id: "treatment-changes" }, items)
            : h("p", { id: "treatment-changes", class: "muted" }, t.known
                ? "Nothing: the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline."
                : "Unknown: the baseline was written by an older agent-bench that did not record what the agent was given.");
        return h("div", null, [h("h3", null, "What changed for the agent"), body]);
    }
    function updateComparison(refresh) {
        const body = document.getElementById("comparison-body");
        const c = D.comparison;
        if (!body || !c)
            return;
        clear(body);
        const rows = cells.filter((x) => x.tier && (S.tier ? x.tier === S.tier : CHANGED_TIERS.has(x.tier)) && cellShown(x));
        const rank = (tier) => (tier ? TIER_ORDER.indexOf(tier) : -1);
        rows.sort((a, b) => rank(a.tier) - rank(b.tier) || (a.delta || 0) - (b.delta || 0));
        const removed = c.removed.filter(() => !S.tier || S.tier === "removed");
        if (!rows.length && !removed.length) {
            body.appendChild(h("p", { class: "empty" }, "No changed cell matches the filters."));
            return;
        }
        const shown = rows.slice(0, 200);
        const tr = (tier, caseId, runnerId, x, onclick) => {
            const notes = x.severe ? "broke outright" : "";
            const p = h("td", { class: "num" }, x.pv === null || x.pv === undefined ? "–" : formatP(x.pv) + (x.padj === null || x.padj === undefined ? "" : \` (\${formatP(x.padj)})\`));
            const r = h("tr", { class: "cmp-row" }, [
                h("td", { class: \`tier tier-\${tier}\` }, TIERS[tier] + (notes ? \` (\${notes})\` : "")),
                h("td", null, h("code", null, caseId)),
                h("td", null, h("code", null, runnerId)),
                h("td", { class: "num" }, armText(x.base)),
                h("td", { class: "num" }, armText(x.head)),
                h("td", { class: "num" }, pts(x.delta)),
                p,
            ]);
            if (onclick) {
                const b = h("button", { type: "button", class: "toggle" }, "show runs");
                b.addEventListener("click", onclick);
                p.appendChild(document.createTextNode(" "));
                p.appendChild(b);
            }
            return r;
        };
        const trs = [];
        for (const x of shown) {
            if (!x.tier)
                continue;
            trs.push(tr(x.tier, caseName(x), runnerOf(x).id, x, () => selectCell(x, refresh)));
            if (x.bh)
                trs.push(h("tr", { class: "bh-row" }, h("td", { colspan: "7" }, [h("span", { class: "muted" }, "What the agent did differently:"), behaviourList(x.bh)])));
        }
        for (const x of removed)
            trs.push(tr("removed", x.caseId, x.runnerId, x, null));
        const columns = ["Tier", "Case", "Runner", "Base", "Head", "Change", "p (adjusted)"];
        body.appendChild(h("div", { class: "scroll" }, h("table", null, [
            h("thead", null, h("tr", null, columns.map((t, i) => h("th", { class: i > 2 ? "num" : null }, t)))),
            h("tbody", null, trs),
        ])));
        if (rows.length > shown.length)
            body.appendChild(h("p", { class: "muted" }, \`… and \${plural(rows.length - shown.length, "more cell")}; narrow the filters to see them.\`));
    }

    // One execution, expanded: its facts, assertions, error, conversation and transcript
    // (events shown a page at a time), final output and session.
    function renderDetail(i) {
        const e = D.executions[i];
        const t = e.x >= 0 ? D.transcripts[e.x] : null;
        const c = caseOf(e);
        const facts = [
            statusLabel(e.s),
            e.fc,
            \`run \${e.k} of \${D.meta.runsPerCase}\`,
            e.s === "skipped" ? null : dur(e.d),
            e.t !== undefined ? \`\${formatTokens(e.t)} tokens\` : null,
            e.$ !== undefined ? formatCost(e.$) : null,
            t && t.model ? \`model \${t.model}\` : null,
            t && t.cliVersion ? \`CLI \${t.cliVersion}\` : null,
            t && t.turns !== undefined ? plural(t.turns, "turn") : null,
            t && t.exitCode !== undefined && t.exitCode !== null ? \`exit code \${t.exitCode}\` : null,
        ];
        const out = [
            h("div", { class: "facts" }, [facts.filter(Boolean).map((f) => h("span", null, f)), h("span", null, ["artifacts ", h("code", null, e.a)])]),
        ];
        if (c.src)
            out.push(h("div", { class: "facts" }, ["case defined at ", h("code", null, c.src)]));
        if (e.as && e.as.length) {
            out.push(h("h3", null, "Assertions"));
            const items = e.as.map((a) => h("li", { class: a[0] ? "ok" : "ko" }, [
                a[0] ? "✓ " : "✗ ",
                h("code", null, a[1]),
                a[4] ? " (soft)" : "",
                a[2] ? \`: \${a[2]}\` : "",
                a[3] ? h("span", { class: "muted" }, \` at \${a[3]}\`) : null,
            ]));
            out.push(h("ul", { class: "asserts" }, items));
        }
        if (e.e)
            out.push(h("h3", null, "Error"), pre(e.e));
        if (e.dl)
            out.push(h("h3", null, \`Conversation (\${plural(e.dl.turns.length, "turn")} of at most \${e.dl.max}, ended: \${e.dl.end})\`), renderDialog(e.dl));
        if (!t) {
            out.push(h("h3", null, "Final output"), e.o ? pre(e.o + (e.oc ? \`\\n… \${num(e.oc)} more characters in \${e.a}/session.json\` : "")) : h("p", { class: "empty" }, "No output excerpt."));
            out.push(h("p", { class: "muted" }, [
                "The transcript of this execution is not in this page; the whole session is in ",
                h("code", null, \`\${e.a}/session.json\`),
                ".",
            ]));
            return out;
        }
        out.push(h("h3", null, "Prompt"), pre(t.prompt));
        out.push(h("h3", null, "Transcript"), renderEvents(t, e));
        out.push(h("h3", null, "Final output"), t.finalOutput ? pre(t.finalOutput) : h("p", { class: "empty" }, "The agent gave no final output."));
        out.push(h("h3", null, "Session"), h("div", { class: "facts" }, session(t)));
        if (t.omittedEvents || t.cutChars) {
            const what = (t.omittedEvents ? \`\${plural(t.omittedEvents, "event")} from the middle left out\` : "") +
                (t.omittedEvents && t.cutChars ? ", " : "") +
                (t.cutChars ? \`\${num(t.cutChars)} characters cut\` : "");
            out.push(h("p", { class: "muted" }, \`This transcript was shortened (\${what}); the whole session is in \${e.a}/session.json.\`));
        }
        return out;
    }
    function session(t) {
        const side = [];
        if (t.skills.length)
            side.push(h("div", null, ["Skills: ", t.skills.map((s) => \`\${s.skill} (\${s.confidence})\`).join(", ")]));
        if (t.reads.length)
            side.push(h("div", null, ["Read: ", t.reads.join(", ")]));
        if (t.writes.length)
            side.push(h("div", null, ["Wrote: ", t.writes.join(", ")]));
        if (t.errors.length)
            side.push(h("div", null, ["Errors: ", t.errors.map((x) => \`\${x.kind}: \${x.message}\`).join("; ")]));
        const u = t.usage;
        const all = [
            ["input", u.input],
            ["output", u.output],
            ["reasoning", u.reasoning],
            ["cache read", u.cacheRead],
            ["cache write", u.cacheWrite],
            ["total", u.total],
        ];
        const counts = all.filter((p) => p[1] !== undefined && p[1] !== null);
        const tokens = counts.length ? \`\${counts.map((p) => \`\${p[0]} \${num(p[1])}\`).join(" · ")} tokens\` : "no token counts";
        side.push(h("div", null, \`Usage: \${tokens} (\${u.note})\${t.costUsd !== undefined ? \` · \${formatCost(t.costUsd)}\` : ""}\`));
        return side;
    }
    function renderDialog(d) {
        const cps = h("ul", { class: "asserts" }, d.cps.map((c) => h("li", { class: c[2] || !c[1] ? "ok" : "ko" }, [
            c[2] ? "✓ " : c[1] ? "✗ " : "○ ",
            h("code", null, c[0]),
            c[2] ? \` reached at turn \${c[3]}\` : c[1] ? " not reached" : " optional, not reached",
        ])));
        const turns = h("ol", { class: "dialog" }, d.turns.map((t) => h("li", null, [
            h("div", null, ["user: ", pre(t[1])]),
            t[2] !== null ? h("div", null, ["agent: ", pre(t[2])]) : null,
            t[3].length ? h("div", { class: "muted" }, \`reached \${t[3].join(", ")}\`) : null,
            t[4] ? h("div", { class: "st st-failed" }, t[4]) : null,
        ])));
        return h("div", null, [cps, turns]);
    }
    function renderEvents(t, e) {
        const box = h("div", { class: "events" });
        let shown = 0;
        const more = h("button", { type: "button", class: "more-events" });
        const half = Math.ceil(t.events.length / 2);
        const showMore = () => {
            const end = Math.min(t.events.length, shown + EVENTS_PAGE);
            for (; shown < end; shown++) {
                if (t.omittedEvents && shown === half)
                    box.insertBefore(h("p", { class: "muted" }, \`… \${plural(t.omittedEvents, "event")} left out here; see \${e.a}/session.json\`), more);
                box.insertBefore(renderEvent(t.events[shown]), more);
            }
            if (shown >= t.events.length)
                more.remove();
            else
                more.textContent = \`Show \${num(Math.min(EVENTS_PAGE, t.events.length - shown))} more events (\${num(t.events.length - shown)} left)\`;
        };
        more.addEventListener("click", showMore);
        box.appendChild(more);
        if (!t.events.length)
            box.insertBefore(h("p", { class: "empty" }, "No events."), more);
        showMore();
        return box;
    }
    function eventBody(ev) {
        switch (ev.k) {
            case "msg":
                return [ev.phase === "thinking" ? "thinking" : ev.role, pre(ev.text)];
            case "call":
                return ["tool call", [h("code", null, ev.tool), ev.id ? h("span", { class: "muted" }, \` \${ev.id}\`) : null, ev.args !== undefined ? pre(ev.args) : null]];
            case "result":
                return [
                    "result",
                    [
                        ev.tool ? h("code", null, ev.tool) : null,
                        ev.exit !== undefined ? h("span", { class: "muted" }, \` exit \${ev.exit}\`) : null,
                        ev.err ? h("span", { class: "st st-failed" }, " error") : null,
                        pre(ev.out),
                    ],
                ];
            case "cmd":
                return ["command", [h("code", null, \`$ \${ev.cmd}\`), ev.exit !== undefined ? h("span", { class: "muted" }, \` exit \${ev.exit}\`) : null]];
            case "read":
                return ["read", h("code", null, ev.path)];
            case "write":
                return ["write", [h("code", null, ev.path), ev.kind ? h("span", { class: "muted" }, \` \${ev.kind}\`) : null]];
            case "skill":
                return ["skill", [h("code", null, ev.skill), h("span", { class: "muted" }, \` \${ev.signal}, \${ev.conf}\`)]];
            case "sub":
                return ["sub-agent", ev.status + (ev.desc ? \`: \${ev.desc}\` : "")];
            case "err":
                return ["error", [h("code", null, ev.kind), ev.fatal ? " (fatal)" : "", pre(ev.msg)]];
            default:
                return ["raw", pre(ev.text)];
        }
    }
    function renderEvent(ev) {
        const [kind, body] = eventBody(ev);
        const role = ev.k === "msg" && ev.role ? \` role-\${ev.role}\` : "";
        const err = ev.k === "result" && ev.err ? " is-err" : "";
        return h("div", { class: \`ev k-\${ev.k}\${role}\${err}\` }, [h("span", { class: "kind" }, kind), " ", body]);
    }

    // The executions list (paged, failures first); each execution's detail is built only when it is expanded.
    function renderExecutionsSection() {
        return section("executions", "Executions", [h("div", { id: "cell-filter" }), h("div", { id: "exec-body" })]);
    }
    // Failures first: what a reader opens the page for.
    const RANK = { failed: 0, "unexpected-passed": 0, errored: 1, passed: 2, "expected-failed": 2, skipped: 3 };
    function updateExecutions(refresh) {
        const sel = clear(byId("cell-filter"));
        if (S.cell) {
            const b = h("button", { type: "button", id: "cell-clear" }, "Show all cells");
            b.addEventListener("click", () => {
                S.cell = null;
                S.execPage = 0;
                refresh.update();
            });
            sel.appendChild(h("p", null, ["Showing the runs of ", h("code", null, cellLabel(S.cell)), " ", b]));
        }
        const body = clear(byId("exec-body"));
        const matches = [];
        for (let i = 0; i < D.executions.length; i++)
            if (execPasses(i))
                matches.push(i);
        byId("f-count").textContent = \`Showing \${num(matches.length)} of \${plural(D.executions.length, "execution")}\`;
        if (!matches.length) {
            body.appendChild(h("p", { class: "empty" }, "No execution matches the filters."));
            return;
        }
        matches.sort((a, b) => RANK[D.executions[a].s] - RANK[D.executions[b].s] || a - b);
        const pages = Math.ceil(matches.length / PAGE);
        if (S.execPage >= pages)
            S.execPage = pages - 1;
        const page = matches.slice(S.execPage * PAGE, (S.execPage + 1) * PAGE);
        const columns = ["", "Status", "Case", "Runner", "Run", "Duration", "Tokens", "Cost", "Failure / output"];
        const head = h("tr", null, columns.map((t, i) => h("th", { class: i >= 4 && i <= 7 ? "num" : null }, t)));
        const tbody = h("tbody");
        for (const i of page)
            appendExecution(tbody, i);
        body.appendChild(h("div", { class: "scroll" }, h("table", { class: "executions" }, [h("thead", null, head), tbody])));
        if (matches.length > PAGE) {
            const onPage = (p) => {
                S.execPage = p;
                updateExecutions(refresh);
            };
            body.appendChild(pager(matches.length, PAGE, S.execPage, onPage, "executions"));
        }
    }
    function appendExecution(tbody, i) {
        const e = D.executions[i];
        const label = \`Show the transcript of \${caseName(e)} × \${runnerOf(e).id} run \${e.k}\`;
        const toggle = h("button", { type: "button", class: "toggle", "aria-expanded": S.open[i] ? "true" : "false", "aria-label": label, "data-exec": i }, S.open[i] ? "▾" : "▸");
        const summary = e.m || (e.o ? e.o.split("\\n")[0] : "");
        const row = h("tr", { class: "exec", "data-exec": i }, [
            h("td", null, toggle),
            h("td", { class: \`st st-\${e.s}\` }, \`\${statusMark(e.s)} \${statusLabel(e.s)}\`),
            h("td", null, h("code", null, caseName(e))),
            h("td", null, h("code", null, runnerOf(e).id)),
            h("td", { class: "num" }, e.k),
            h("td", { class: "num" }, e.s === "skipped" ? "–" : dur(e.d)),
            h("td", { class: "num" }, formatTokens(e.t)),
            h("td", { class: "num" }, formatCost(e.$)),
            h("td", null, summary.length > 160 ? \`\${summary.slice(0, 159)}…\` : summary),
        ]);
        tbody.appendChild(row);
        let detail = null;
        const open = () => {
            detail = h("tr", { class: "detail" }, h("td", { colspan: 9 }, renderDetail(i)));
            row.after(detail);
        };
        if (S.open[i])
            open();
        toggle.addEventListener("click", () => {
            S.open[i] = !S.open[i];
            toggle.setAttribute("aria-expanded", S.open[i] ? "true" : "false");
            toggle.textContent = S.open[i] ? "▾" : "▸";
            if (S.open[i])
                open();
            else if (detail) {
                detail.remove();
                detail = null;
            }
        });
    }

    // A passing and a failing run of a flipped cell, aligned step by step; the first row where they part is marked.
    function stepCell(side, i) {
        const s = side.steps[i];
        if (i < 0 || !s)
            return h("td", { class: "step none" }, "");
        return h("td", { class: "step" }, [h("span", { class: \`kind kind-\${s[0]}\` }, STEP_KIND_WORDS[s[0]] || s[0]), " ", s[0] === "say" ? s[1] : h("code", null, s[1])]);
    }
    function runLabel(label, side) {
        return \`\${label} run \${side.k} (\${side.ok ? "passed" : "failed"})\`;
    }
    function renderPair(p, n) {
        const trs = p.rows.map((row, i) => {
            const same = row[0] >= 0 && row[1] >= 0;
            const cls = (same ? "same" : "only") + (i === p.div ? " diverge" : "");
            const mark = i === p.div ? h("td", { class: "mark", title: "the first step where the two runs part" }, "◀ first divergence") : h("td", { class: "mark" }, "");
            return h("tr", { class: cls, "data-row": String(i) }, [h("td", { class: "num" }, String(i + 1)), stepCell(p.b, row[0]), stepCell(p.h, row[1]), mark]);
        });
        const more = [];
        if (p.b.more || p.h.more)
            more.push(h("p", { class: "muted" }, \`Only the first steps are shown (\${p.b.more} more on the base, \${p.h.more} on the head); the artifacts hold every session.json.\`));
        const where = p.div < 0 ? "the two runs take the same steps" : \`they part at step \${p.div + 1}\`;
        const summary = h("summary", null, [h("code", null, cellLabel(p)), \`: \${runLabel("base", p.b)} vs \${runLabel("head", p.h)}; \${where}\`]);
        const head = h("thead", null, h("tr", null, [h("th", { class: "num" }, "#"), h("th", null, "Base"), h("th", null, "Head"), h("th", null, "")]));
        const table = h("div", { class: "scroll" }, h("table", { class: "side-by-side" }, [head, h("tbody", null, trs)]));
        const d = h("details", { class: "pair" }, [summary, table, more]);
        if (n === 0)
            d.open = true;
        return d;
    }
    function renderSideBySide() {
        if (!D.pairs || !D.pairs.length)
            return null;
        return section("side-by-side", "Base and head side by side", [
            h("p", { class: "muted" }, "For each cell that flipped, a base run and a head run with opposite outcomes, step by step: what both did shares a row, what only one did stands alone."),
            h("div", null, D.pairs.map(renderPair)),
        ]);
    }

    // The top of the page: header, verdict, notes, summary cards and the runners table.
    function renderHeader() {
        const m = D.meta;
        const bits = [];
        if (m.suite)
            bits.push(h("code", null, m.suite));
        bits.push(\` · \${plural(D.cases.length, "case")} × \${plural(R, "runner")} × \${plural(m.runsPerCase, "run")}\`);
        if (m.commit)
            bits.push(" · commit ", link(m.commit.sha.slice(0, 7), m.links.commitUrl) || h("code", null, m.commit.sha.slice(0, 7)), m.commit.ref ? \` (\${m.commit.ref})\` : "");
        bits.push(\` · \${m.startedAt.replace("T", " ").replace(/\\.\\d+Z$/, " UTC")}\`);
        const links = [
            ["htmlReportUrl", "report"],
            ["artifactUrl", "artifacts"],
            ["runUrl", "workflow run"],
        ];
        for (const [key, label] of links) {
            const a = link(label, m.links[key]);
            if (a)
                bits.push(" · ", a);
        }
        return h("header", null, [h("h1", null, D.title), h("p", { class: "sub" }, bits)]);
    }
    function renderVerdict() {
        const c = D.comparison;
        if (!c)
            return null;
        return h("div", { class: \`verdict \${c.verdict}\`, role: "status", id: "verdict" }, [h("strong", null, \`\${c.label}.\`), " ", c.reason]);
    }
    function renderNotes() {
        const notes = D.notes.slice();
        const s = D.summary;
        if (s.cancelled)
            notes.unshift(\`The run was cancelled: \${plural(s.notRun, "planned execution")} did not run, so these numbers are partial.\`);
        else if (s.notRun)
            notes.unshift(\`\${plural(s.notRun, "planned execution")} did not run (--fail-fast).\`);
        if (D.comparison)
            notes.push(...D.comparison.warnings);
        if (!notes.length)
            return null;
        return h("div", { class: "notes", id: "notes" }, notes.map((n) => h("p", null, n)));
    }
    function card(label, value, detail) {
        return h("div", { class: "card" }, [
            h("div", { class: "label" }, label),
            h("div", { class: "value" }, value),
            detail ? h("div", { class: "detail" }, detail) : null,
        ]);
    }
    function renderCards() {
        const s = D.summary;
        const cards = [];
        const ci = s.runs ? rateCI(s.passed, s.runs) : "–";
        const cut = ci.indexOf(" [");
        cards.push(card("Pass rate [95% CI]", cut > 0 ? [ci.slice(0, cut), h("span", { class: "ci" }, ci.slice(cut))] : ci, \`\${num(s.passed)} of \${plural(s.runs, "execution")} passed\`));
        cards.push(card("Executions", num(s.runs + s.skipped), \`\${num(s.failed)} failed · \${num(s.errored)} errored · \${num(s.skipped)} skipped\${s.xf ? \` · \${num(s.xf)} failed as expected\` : ""}\`));
        cards.push(card("Cells", num(s.cells), \`\${num(s.stable)} stable · \${num(s.unstable)} unstable\${s.failing ? \` · \${num(s.failing)} failing every run\` : ""}\`));
        const c = D.comparison;
        if (c && c.hasBase && c.suite.delta !== null)
            cards.push(card("Change from base", pts(c.suite.delta), 
            // The p first, named as the suite-level test's; the interval as the mean over cells', as in the other renderers.
            [suiteP(c), c.suite.ci ? \`95% CI of the mean over cells \${pts(c.suite.ci[0])} to \${pts(c.suite.ci[1])}\` : ""].filter(Boolean).join(" · ")));
        cards.push(card("Wall time", dur(s.durationMs), s.runs ? \`executions: mean \${dur(D.runners.reduce((t, r) => t + r.durationMs, 0) / s.runs)}\` : ""));
        // Only executions whose CLI reported a count add to the total: say so when some did not.
        const counted = D.executions.filter((e) => e.s !== "skipped" && e.t !== undefined).length;
        const tokens = s.tokens === null || !counted
            ? s.runs
                ? "not reported by the CLI"
                : ""
            : counted < s.runs
                ? \`reported by \${num(counted)} of \${plural(s.runs, "execution")}; \${formatTokens(s.tokens / counted)} per reporting execution\`
                : \`\${formatTokens(s.tokens / counted)} per execution\`;
        cards.push(card("Tokens", formatTokens(s.tokens), tokens));
        cards.push(card("Cost", formatCost(s.cost), s.cost !== null && s.runs ? \`\${formatCost(s.cost / s.runs)} per execution\` : ""));
        return h("div", { class: "cards", id: "cards" }, cards);
    }
    function renderRunners() {
        if (R < 2)
            return null;
        const columns = [
            "Runner",
            "Type / model",
            "Pass rate [95% CI]",
            "Passed",
            "Failed",
            "Errored",
            "Stable cells",
            "Unstable cells",
            "Cells failing every run",
            "Duration (mean)",
            "Tokens",
            "Cost",
        ];
        const head = h("tr", null, columns.map((t, i) => h("th", { class: i > 1 ? "num" : null }, t)));
        const rows = D.runners.map((r) => {
            const kind = [r.type, r.model, r.version].filter((x, i, all) => x && all.indexOf(x) === i).join(" · ");
            const n = (v) => h("td", { class: "num" }, v);
            return h("tr", null, [
                h("td", null, h("code", null, r.id)),
                h("td", null, kind),
                n(rateCI(r.p, r.n)),
                n(\`\${num(r.p)}/\${num(r.n)}\`),
                n(num(r.f)),
                n(num(r.e)),
                n(num(r.stable)),
                n(num(r.unstable)),
                n(num(r.failing)),
                n(r.n ? dur(r.durationMs / r.n) : "–"),
                n(formatTokens(r.tokens)),
                n(formatCost(r.cost)),
            ]);
        });
        return section("runners", "Runners", h("div", { class: "scroll" }, h("table", null, [h("thead", null, head), h("tbody", null, rows)])));
    }

    // The HTML report's page script (bundled by rollup.client.mjs into the IIFE that render.ts
    // inlines): it renders the data block with text nodes only, then marks the page ready.
    const app = byId("app");
    labelTablesOf(app);
    const refresh = {
        update() {
            updateComparison(refresh);
            updateGrid(refresh);
            updateCharts();
            updateExecutions(refresh);
        },
        rebuild() {
            clear(app);
            const footer = h("footer", null, \`agent-bench \${D.meta.version} · Node \${D.meta.node} · \${D.meta.platform} · this page is self-contained and makes no network requests\`);
            add(app, [
                renderHeader(),
                renderVerdict(),
                renderNotes(),
                renderCards(),
                renderRunners(),
                renderFilters(refresh),
                renderComparison(refresh),
                renderSideBySide(),
                renderGridSection(refresh),
                renderChartsSection(),
                renderExecutionsSection(),
                footer,
            ]);
            refresh.update();
        },
    };
    refresh.rebuild();
    document.documentElement.setAttribute("data-ready", "true");

})();
`;

// The HTML report's "Why the agent failed, in its own words" section (the
// action's `explain: true`): each explained run's questions and the agent's
// answers. Rendered here, as static HTML beside the client's page (like the
// adaptive table), every text escaped: answers are the agent's own words.
const EXPLANATIONS_STYLE = `
#explanations { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#explanations .q { font-weight: 600; margin: 12px 0 4px; } #explanations .meta { color: var(--muted); font-size: 12px; }
#explanations pre { white-space: pre-wrap; background: var(--panel); border: 1px solid var(--line); padding: 8px; border-radius: 4px; }
`;
const ANSWER_CHARS = 20_000;
function explanationsHtml(file) {
    const runs = file.executions.map((e) => {
        const how = e.mode === "resume" ? "its own session, resumed" : "a fresh session given the original prompt (it did not see its run)";
        const answers = e.answers.map((a) => {
            const where = a.check.location ? ` · ${a.check.location.file}${a.check.location.line ? `:${a.check.location.line}` : ""}` : "";
            const { text, cut } = truncate(plainText(a.answer ?? ""), ANSWER_CHARS);
            const body = a.answer !== undefined
                ? `<pre>${escapeHtml(text)}${cut > 0 ? escapeHtml(`\n… ${cut} more characters in explanations.json`) : ""}</pre>`
                : `<p class="meta">No answer: ${escapeHtml(plainText(a.error ?? "the agent gave none"))}</p>`;
            return `<p class="q">${escapeHtml(plainText(a.question))}</p><p class="meta">${escapeHtml(plainText(`${a.check.name}${where} · ${formatDuration(a.durationMs)}`))}</p>${body}`;
        });
        const title = plainText(`${e.caseId} × ${e.runnerId} · run ${e.run} · ${e.status}${e.failureOrigin ? ` (${e.failureOrigin})` : ""}`);
        return `<details open><summary><code>${escapeHtml(title)}</code> <span class="meta">${escapeHtml(how)}</span></summary>${answers.join("")}</details>`;
    });
    return [
        '<section id="explanations">',
        `<h2>${escapeHtml(EXPLANATIONS_TITLE)}</h2>`,
        '<p class="meta">agent-bench asked each agent about the checks its run failed. The answers are the agent\'s own account, not a diagnosis.</p>',
        ...runs,
        "</section>",
    ].join("\n");
}

// Every text the HTML report embeds goes through here: control and bidi
// characters removed, then cut to a bound (the page shows it with textContent).
function payloadText(s, max) {
    return truncate(plainText(s ?? ""), max).text;
}

// The comparison with the base as the HTML report embeds it: the verdict, the
// pool and treatment lines, each cell's arms and behaviour changes.
function arm(a) {
    if (!a)
        return null;
    const valid = a.runs - (a.errored ?? 0);
    return [a.passed, valid, a.wilson?.low ?? 0, a.wilson?.high ?? 1];
}
function comparisonFields(c) {
    return {
        tier: c.tier,
        base: arm(c.base),
        head: arm(c.head),
        delta: c.delta,
        pv: c.pValue,
        padj: c.adjustedPValue,
        ...(c.severe ? { severe: true } : {}),
        ...(c.behaviour?.length ? { bh: c.behaviour.map(behaviourSegments) } : {}),
    };
}
// The phrase in segments, odd ones labels (shown as code): labels are what the agent ran or wrote.
const LABEL_MARK = "\u0000";
function behaviourSegments(change) {
    return behaviourPhrase(change, (label) => `${LABEL_MARK}${label.replaceAll(LABEL_MARK, "")}${LABEL_MARK}`)
        .split(LABEL_MARK)
        .map((part) => truncate(plainText(part), 200).text);
}
function comparisonPayload(c) {
    const v = VERDICT_LABELS[c.verdict];
    return {
        verdict: c.verdict,
        label: v.label,
        reason: payloadText(c.reason, 2_000),
        hasBase: c.suite.base !== null,
        suite: c.suite,
        decidedBy: c.decidedBy ?? [],
        totals: c.totals,
        alpha: c.alpha,
        margin: c.margin,
        baseline: c.baseline
            ? { createdAt: c.baseline.createdAt, runsPerCase: c.baseline.runsPerCase, ...(c.baseline.commit ? { commit: c.baseline.commit } : {}) }
            : null,
        pool: c.baseline?.pool ? payloadText([poolPhrase(c.baseline.pool), poolShortfall(c.baseline.pool)].filter(Boolean).join("; "), 1_000) : null,
        warnings: c.warnings.map((w) => payloadText(w, 1_000)),
        treatment: c.treatment ? treatmentPayload(c.treatment) : null,
        // Cells only the baseline has: the grid cannot show them.
        removed: c.cells.filter((x) => x.tier === "removed").map((x) => ({ caseId: payloadText(x.caseId, 500), runnerId: payloadText(x.runnerId, 200), ...comparisonFields(x) })),
    };
}
function treatmentPayload(t) {
    const list = (files) => files.slice(0, 1_000).map((f) => payloadText(f, 500));
    const more = (files) => Math.max(0, files.length - 1_000);
    return {
        known: t.known,
        files: {
            added: list(t.files.added),
            removed: list(t.files.removed),
            modified: list(t.files.modified),
            omittedChanged: t.files.omittedChanged,
            more: more(t.files.added) + more(t.files.removed) + more(t.files.modified),
        },
        settings: t.settings
            .slice(0, 200)
            .map((s) => ({ runnerId: payloadText(s.runnerId, 200), field: payloadText(s.field, 500), base: payloadText(s.base, 500), head: payloadText(s.head, 500) })),
        versions: t.versions.map((v) => ({ runnerId: payloadText(v.runnerId, 200), base: payloadText(v.base, 100), head: payloadText(v.head, 100) })),
    };
}

// Each execution as the HTML report embeds it: status, failure, an output
// excerpt within the page's budget, assertions, a dialog's turns, and the
// index of its transcript.
function executionsPayload(results, index, options) {
    const transcripts = [];
    const budget = { left: options.excerptBudget ?? 20_000_000, dropped: 0 };
    const executions = results.map((r) => {
        const e = {
            c: index.cases.get(r.caseId),
            r: index.runners.get(r.runnerId),
            k: r.run,
            s: r.status,
            d: Math.round(r.durationMs),
            a: r.artifactDir,
            x: -1,
        };
        const tokens = resultTokens(r);
        if (tokens !== undefined)
            e.t = tokens;
        if (r.costUsd !== undefined)
            e.$ = r.costUsd;
        const failing = !r.passed && r.status !== "skipped";
        if (failing)
            addFailure(e, r);
        if (r.finalOutput)
            addExcerpt(e, r.finalOutput, failing, options, budget);
        if (r.assertions.length > 0)
            e.as = assertionsPayload(r.assertions);
        if (r.dialog)
            e.dl = dialogPayload(r.dialog);
        const transcript = options.transcripts?.byArtifactDir.get(r.artifactDir);
        if (transcript)
            e.x = transcripts.push(transcript) - 1;
        return e;
    });
    return { executions, transcripts, excerptsDropped: budget.dropped };
}
function addFailure(e, r) {
    e.m = payloadText(failureMessage(r), 500);
    if (r.failureClass?.label)
        e.fc = payloadText(r.failureClass.label, 100);
    if (r.error && !isFailure(r))
        e.e = payloadText(`${r.error.name}: ${r.error.message}`, 2_000);
}
/** A failure's excerpt always; a passing one's while the page's budget lasts. */
function addExcerpt(e, output, failing, options, budget) {
    const max = failing ? (options.failureOutputChars ?? 2_000) : (options.otherOutputChars ?? 300);
    if (failing || budget.left > 0) {
        const cut = truncate(plainText(output), max);
        e.o = cut.text;
        if (cut.cut > 0)
            e.oc = cut.cut;
        budget.left -= cut.text.length;
    }
    else
        budget.dropped++;
}
function assertionsPayload(assertions) {
    return assertions
        .slice(0, 50)
        .map((a) => [
        a.passed,
        payloadText(a.name, 200),
        payloadText(a.message ?? "", 1_000),
        a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : "",
        a.soft ?? false,
    ]);
}
function dialogPayload(d) {
    return {
        end: d.ended,
        max: d.maxTurns,
        turns: d.turns
            .slice(0, 100)
            .map((t) => [
            t.turn,
            payloadText(t.user, 1_000),
            t.agent === undefined ? null : payloadText(t.agent, 2_000),
            t.reached.map((id) => payloadText(id, 200)),
            payloadText(t.error ?? "", 500),
        ]),
        cps: d.checkpoints.slice(0, 100).map((c) => [payloadText(c.id, 200), c.required, c.reached, c.reachedAtTurn ?? 0]),
    };
}

// Builds the data the HTML report embeds (its types: payload-types.ts), one
// section at a time: meta, summary, runners, cases, cells, executions
// (payload-executions.ts), the comparison (payload-comparison.ts), the
// side-by-side pairs and the notes. Every text is plain (control and bidi
// characters removed); the page only ever shows it with textContent.
function buildPayload(model, view, options) {
    const { run } = model;
    const tags = [...new Set(run.cases.flatMap((c) => c.tags))].sort();
    const index = payloadIndex(model, view, tags);
    const { executions, transcripts, excerptsDropped } = executionsPayload(run.results, index, options);
    return {
        v: 1,
        title: payloadText(options.title, 200),
        meta: metaPayload(model),
        summary: summaryPayload(model, view),
        runners: view.runners.map(runnerPayload),
        tags: tags.map((t) => payloadText(t, 100)),
        cases: casesPayload(model, index),
        cells: view.cells.map((c) => cellPayload(c, index)),
        executions,
        comparison: model.comparison ? comparisonPayload(model.comparison) : null,
        tierLabels: Object.fromEntries(Object.entries(TIER_LABELS).map(([tier, l]) => [tier, l.label])),
        tierOrder: TIER_ORDER,
        transcripts,
        pairs: (options.sideBySide ?? []).flatMap((p) => pairPayload(p, index)),
        notes: payloadNotes(model, options.transcripts, excerptsDropped),
    };
}
/** The plan's cases first, in plan order, then any other case a cell has. */
function payloadIndex(model, view, tags) {
    const cases = new Map(model.run.plan.cases.map((id, i) => [id, i]));
    for (const c of view.cells)
        if (!cases.has(c.caseId))
            cases.set(c.caseId, cases.size);
    return {
        cases,
        runners: new Map(view.runners.map((r, i) => [r.runner.id, i])),
        tags: new Map(tags.map((t, i) => [t, i])),
    };
}
function metaPayload(model) {
    const { run } = model;
    return {
        suite: payloadText(run.suite.path, 500),
        startedAt: run.startedAt,
        endedAt: run.endedAt,
        version: payloadText(run.tool.version, 50),
        commit: run.environment.commit ? { sha: payloadText(run.environment.commit.sha, 64), ref: payloadText(run.environment.commit.ref, 200) } : null,
        runsPerCase: run.plan.runs,
        shard: run.plan.shard ?? null,
        node: payloadText(run.environment.node, 50),
        platform: payloadText(run.environment.platform, 50),
        links: safeLinks(model.links),
    };
}
function summaryPayload(model, view) {
    const { run } = model;
    const counts = view.counts;
    const st = view.stability.summary;
    const failing = view.runners.reduce((n, r) => n + r.failingCells, 0);
    return {
        runs: counts.runs,
        passed: counts.passed,
        failed: counts.failed,
        errored: counts.errored,
        skipped: counts.skipped,
        xf: counts.expectedFailed,
        xp: counts.unexpectedPassed,
        durationMs: run.summary.durationMs,
        tokens: run.summary.totalTokens ?? null,
        cost: run.summary.costUsd ?? null,
        cells: st.cells,
        stable: st.stableCells,
        unstable: st.unstableCells - failing,
        failing,
        notRun: run.summary.notRun,
        cancelled: run.summary.cancelled,
    };
}
function runnerPayload(r) {
    return {
        id: payloadText(r.runner.id, 200),
        type: payloadText(r.runner.type, 100),
        model: payloadText(r.runner.model, 200),
        version: payloadText(r.runner.version, 100),
        n: r.counts.runs,
        p: r.counts.passed,
        f: r.counts.failed,
        e: r.counts.errored,
        durationMs: r.durationMs,
        tokens: r.tokens,
        cost: r.costUsd,
        stable: r.stableCells,
        unstable: r.unstableCells,
        failing: r.failingCells,
    };
}
function casesPayload(model, index) {
    const caseInfo = new Map(model.run.cases.map((c) => [c.id, c]));
    return [...index.cases.keys()].map((id) => {
        const info = caseInfo.get(id);
        return {
            id: payloadText(id, 500),
            tags: (info?.tags ?? []).map((t) => index.tags.get(t)),
            prompt: payloadText(info?.prompt, 4_000),
            src: info ? `${info.source.file}${info.source.line ? `:${info.source.line}` : ""}` : "",
            xf: info?.expectedFail ?? false,
            ...(info?.skip ? { skip: payloadText(info.skip, 500) } : {}),
            ...(info?.noCheck ? { nc: true } : {}),
        };
    });
}
function cellPayload(c, index) {
    const s = c.stability;
    const cmp = c.comparison;
    return {
        c: index.cases.get(c.caseId),
        r: index.runners.get(c.runnerId),
        n: c.counts.runs,
        p: c.counts.passed,
        f: c.counts.failed,
        e: c.counts.errored,
        sk: c.counts.skipped,
        xf: c.counts.expectedFailed,
        ...(s
            ? {
                lo: s.wilson.low,
                hi: s.wilson.high,
                cls: s.classification,
                cons: s.consistency,
                dur: [s.durationMs.mean, s.durationMs.p50, s.durationMs.p90, s.durationMs.min, s.durationMs.max],
            }
            : {}),
        ...(cmp ? comparisonFields(cmp) : {}),
    };
}
/** A flipped cell's base and head runs step by step; none for a cell the grid does not show. */
function pairPayload(p, index) {
    const c = index.cases.get(p.caseId);
    const r = index.runners.get(p.runnerId);
    if (c === undefined || r === undefined)
        return [];
    const side = (s) => ({ k: s.run, ok: s.passed, steps: s.steps.map(([kind, t]) => [kind, payloadText(t, 300)]), more: s.omitted });
    return [{ c, r, b: side(p.base), h: side(p.head), rows: p.rows, div: p.diverge }];
}
/** What the page leaves out or shortens, and why; the run's own notes (adaptive runs, shared changes, unknown events). */
function payloadNotes(model, set, excerptsDropped) {
    const { run } = model;
    const notes = [];
    if (!set)
        notes.push("Transcripts are not included in this report; each execution's session.json is in the artifacts.");
    else {
        if (set.overBudget > 0)
            notes.push(`Transcripts are included for ${formatCount(set.byArtifactDir.size)} of ${formatCount(set.candidates)} executions (failures first) to keep this page under ${Math.round(set.totalChars / 1e6)} MB; the others are summary-only, and their session.json is in the artifacts.`);
        if (set.shortened > 0)
            notes.push(`${formatCount(set.shortened)} long transcripts were shortened (events from the middle or long texts cut); the artifacts hold them whole.`);
        if (set.unreadable > 0)
            notes.push(`${formatCount(set.unreadable)} executions have no readable session.json.`);
    }
    // --runs auto: the runs spent, and the budget stop when one ended the run (untrusted text is escaped by the client).
    if (run.adaptive)
        notes.unshift(payloadText(`Adaptive runs (${run.adaptive.minRuns}–${run.adaptive.maxRuns} per cell): ${run.adaptive.message}.`, 500));
    const shared = sharedChangesNote(run.results);
    if (shared)
        notes.unshift(payloadText(shared, 2_000));
    if (excerptsDropped > 0)
        notes.push(`${formatCount(excerptsDropped)} passing executions show no output excerpt, to keep the page small.`);
    for (const note of unknownEventNotes(run.results))
        notes.push(payloadText(note, 1_000));
    return notes;
}
function safeLinks(links) {
    const out = {};
    for (const [k, v] of Object.entries(links ?? {}))
        if (typeof v === "string" && /^https?:\/\//iu.test(v))
            out[k] = v;
    return out;
}

// The variants of a run, added to the HTML report's data: their ids in plan
// order, an index per cell, execution and pair (so the page keys a cell by
// case × runner × variant), and one note per variant naming what it changes.
// Nothing at all for a run without variants: its page stays as it was.
/**
 * The payload with its variants: cells are view.cells and executions run.results, in order; a pair is
 * matched to the side-by-side it came from by its case and runner.
 */
function withVariants(payload, view, sideBySide = []) {
    const variants = payloadVariants(view.model.run, view.cells);
    if (variants.ids.length === 0)
        return payload;
    const text = (s, max) => truncate(plainText(s), max).text;
    const from = (p) => sideBySide.find((s) => text(s.caseId, 500) === payload.cases[p.c]?.id && text(s.runnerId, 200) === payload.runners[p.r]?.id);
    return {
        ...payload,
        cells: payload.cells.map((c, i) => ({ ...c, ...variants.of(view.cells[i]) })),
        executions: payload.executions.map((e, i) => ({ ...e, ...variants.of(view.model.run.results[i]) })),
        pairs: payload.pairs.map((p) => ({ ...p, ...variants.of(from(p) ?? {}) })),
        notes: [...payload.notes, ...variants.notes],
        variants: variants.ids,
    };
}
function payloadVariants(run, cells) {
    const ids = [...(run.plan.variants ?? [])];
    for (const c of cells)
        if (c.variant !== undefined && !ids.includes(c.variant))
            ids.push(c.variant);
    const index = new Map(ids.map((id, i) => [id, i]));
    const text = (s, max) => truncate(plainText(s), max).text;
    const recorded = run.treatment?.variants;
    return {
        ids: ids.map((id) => text(id, 200)),
        of: (cell) => (cell.variant === undefined ? {} : { v: index.get(cell.variant) }),
        notes: recorded
            ? ids.filter((id) => id in recorded).map((id) => text(`Variant ${variantLine(id, variantChanges(run.treatment, id), (s) => s)}.`, 1_000))
            : [],
    };
}

// The HTML report's skill-triggering section (trigger evals): precision,
// recall and F1 per skill × runner with intervals, and the false triggers and
// misses. Static HTML beside the client's page (like the adaptive runs), every
// text escaped.
const TRIGGERS_STYLE = `
#triggers { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#triggers table { border-collapse: collapse; font-size: 13px; } #triggers th, #triggers td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#triggers .method { color: var(--muted); font-size: 12px; }
`;
/** At most this many queries per list. */
const MAX_QUERIES = 200;
function triggersHtml(reports) {
    const rows = reports.map((r) => {
        const cells = [`<code>${escapeHtml(r.skill)}</code>`, `<code>${escapeHtml(r.runner)}</code>`, ...triggerCells(r).map(escapeHtml)];
        return `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
    });
    const lists = reports.flatMap((r) => [
        ...queryList(`False triggers of ${r.skill} on ${r.runner} (used though it should not be)`, r.falseTriggers),
        ...queryList(`Misses of ${r.skill} on ${r.runner} (not used though it should be)`, r.misses),
    ]);
    return [
        '<section id="triggers">',
        "<h2>Skill triggering</h2>",
        `<table><thead><tr>${TRIGGER_COLUMNS.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
        `<p class="method">${escapeHtml(TRIGGER_METHOD)}</p>`,
        ...lists,
        "</section>",
    ].join("\n");
}
function queryList(title, queries) {
    if (queries.length === 0)
        return [];
    const items = queries.slice(0, MAX_QUERIES).map((q) => `<li><code>${escapeHtml(q.caseId)}</code> ${q.used}/${q.runs} runs: ${htmlText(q.query, 500)}</li>`);
    const more = queries.length > MAX_QUERIES ? [`<li>… and ${queries.length - MAX_QUERIES} more</li>`] : [];
    return [`<h3>${escapeHtml(title)}</h3>`, "<ul>", ...items, ...more, "</ul>"];
}

// The HTML report (-o report.html): one self-contained file that works from
// file:// and as an uploaded artifact. The data sits in a JSON script block
// (with "<" written as \u003c, so no text inside can close it); a small inline
// script (src/report/html/client/, bundled by rollup.client.mjs) renders it
// with text nodes only; a Content-Security-Policy allows exactly that script
// and that stylesheet (by hash) and no request at all.
const PAGE_STYLE = `${STYLE}${TREND_STYLE}${ADAPTIVE_STYLE}${TRIGGERS_STYLE}`;
function renderHtml(model, options = {}) {
    const { liftViews, ...payloadOptions } = options;
    const title = options.title ?? "agent-bench report";
    const view = buildView(model);
    const payload = withVariants(buildPayload(model, view, { ...payloadOptions, title }), view, options.sideBySide);
    const explained = (model.explanations?.executions.length ?? 0) > 0;
    const triggers = triggerReports(model.run);
    const lifts = model.lifts ?? [];
    // The explanations' and the lift's style only with them: every other page stays byte for byte as it was.
    const style = `${PAGE_STYLE}${explained ? EXPLANATIONS_STYLE : ""}${lifts.length || model.trend?.skills ? LIFT_STYLE : ""}`;
    return [
        ...htmlHead({ title, style, script: CLIENT_SCRIPT, generator: model.run.tool.version }),
        "<body>",
        '<main id="app"><noscript>This report needs JavaScript to show its data; results.json in the artifacts has the same data.</noscript></main>',
        ...(explained ? [explanationsHtml(model.explanations)] : []),
        ...(model.run.adaptive ? [adaptiveHtml(model.run.adaptive)] : []),
        ...(triggers.length > 0 ? [triggersHtml(triggers)] : []),
        ...(lifts.length > 0 ? [liftSectionHtml(lifts, liftViews)] : []),
        ...(model.trend ? [trendsHtml(model.trend)] : []),
        `<script type="application/json" id="agent-bench-data">${scriptSafeJson(payload)}</script>`,
        `<script>${CLIENT_SCRIPT}</script>`,
        "</body>",
        "</html>",
        "",
    ].join("\n");
}
/** JSON that cannot end its <script> element or start a comment in it, whatever its strings hold. */
function scriptSafeJson(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/gu, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

// The one way an HTML report is made, for `run -o report.html`, `compare
// --format html` and the action's artifact alike: the run's transcripts from
// its out-dir, and, with a comparison and the base run's folder, the flipped
// cells side by side; then the page.
async function buildHtmlReport(model, sources) {
    const transcripts = loadTranscripts(sources.outDir, model.run.results, sources.transcripts);
    const sideBySide = sources.baseDir && model.comparison ? await loadSideBySide(sources.baseDir, sources.outDir, model.run.results, model.comparison) : undefined;
    const lifts = model.lifts ?? [];
    const lift = lifts.length > 0 && sources.liftRuns
        ? liftViews(lifts, [{ dir: sources.outDir, results: model.run.results, treatment: model.run.treatment }, ...(await readLiftRuns(sources.liftRuns))])
        : undefined;
    return renderHtml(model, {
        ...(sources.title ? { title: sources.title } : {}),
        transcripts,
        ...(sideBySide ? { sideBySide } : {}),
        ...(lift ? { liftViews: lift } : {}),
    });
}

export { buildHtmlReport };
