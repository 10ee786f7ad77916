import { a as CellMap, w as wilsonInterval, n as formatDecimal, p as plural, j as formatRateWithInterval, o as caseLabel, q as formatCount, r as formatConfidence } from './unknown-events-zNQq38TK.js';
import { h as historyCellId } from './entry-BqMlPlwk.js';
import { V as VERDICT_WORDS, p as points } from './words-CAMh3DxE.js';
import { a as mdText, m as mdCode } from './sanitize-CGuhO3m3.js';
import { m as mdTable } from './table-CFKi2sh-.js';

// "Flaky on main": a cell whose pass rate over the default branch's recent
// history is, with 95% confidence, neither close to always passing nor close
// to always failing (docs/history.md explains the choice). A failure of such a
// cell in a pull request is weak evidence against the PR.
/** The last entries of main that are judged. */
const FLAKY_WINDOW = 20;
/** Fewer runs than this over the window: not enough to call anything flaky. */
const FLAKY_MIN_RUNS = 8;
/** The 95% interval must lie inside [LOW, HIGH]: a pass rate confidently between 5% and 95%. */
const FLAKY_LOW = 0.05;
const FLAKY_HIGH = 0.95;
function flakyOnMain(entries) {
    const window = entries.slice(-FLAKY_WINDOW);
    const pooled = new CellMap();
    for (const entry of window) {
        for (const c of entry.cells) {
            const [, , passed, runs] = c;
            if (runs === 0)
                continue;
            const id = historyCellId(c);
            const cell = pooled.upsert(id, () => ({ ...id, passed: 0, runs: 0, entries: 0, low: 0, high: 1 }));
            cell.passed += passed;
            cell.runs += runs;
            cell.entries++;
        }
    }
    const flaky = [];
    for (const cell of pooled.values()) {
        if (cell.entries < 2 || cell.runs < FLAKY_MIN_RUNS)
            continue;
        const { low, high } = wilsonInterval(cell.passed, cell.runs);
        if (low >= FLAKY_LOW && high <= FLAKY_HIGH)
            flaky.push({ ...cell, low, high });
    }
    return flaky.sort((a, b) => a.passed / a.runs - b.passed / b.runs ||
        a.caseId.localeCompare(b.caseId) ||
        a.runnerId.localeCompare(b.runnerId) ||
        (a.variant ?? "").localeCompare(b.variant ?? ""));
}

// The history in Markdown: the cells that are flaky on main (so a reviewer
// does not blame the PR for them), and a Mermaid chart of the suite's pass
// rate on main with this PR's point, in a collapsed section.
const FLAKY_HEADING = "⚠️ Flaky on main";
/** Cells flaky on main; with `head`, what they did in this run. */
function flakySection(trend, level, headCells, maxRows = 20) {
    if (!trend || trend.flaky.length === 0)
        return "";
    const window = Math.min(trend.main.length, FLAKY_WINDOW);
    const rows = trend.flaky.slice(0, maxRows).map((f) => {
        const here = headCells?.get(f);
        return [
            mdCode(caseLabel(f)),
            mdCode(f.runnerId),
            `${f.passed}/${f.runs} runs passed, ${formatRateWithInterval(f.passed, f.runs)}`,
            here ? `${here.passed}/${here.runs}` : "–",
        ];
    });
    const more = trend.flaky.length > maxRows ? `\n\n… and ${formatCount(trend.flaky.length - maxRows)} more.` : "";
    return ([
        `${"#".repeat(level)} ${FLAKY_HEADING}`,
        "",
        `${plural(trend.flaky.length, "cell")} passed and failed on main${trend.head ? " too" : ""}, over its last ${plural(window, "run")}${trend.head ? ": a failure here is weak evidence against this change" : ""}. (Flaky: the ${formatConfidence()} interval of the pass rate on main lies within 5–95%.)`,
        "",
        mdTable(["Case", "Runner", "On main", "This run"], rows),
    ].join("\n") + more);
}
function label(p, i) {
    return p.commit ? p.commit.slice(0, 7) : `run ${i + 1}`;
}
/** The Mermaid xychart (GitHub renders it), collapsed; the last `maxPoints` of main. */
function trendChartSection(trend, maxPoints) {
    if (!trend || trend.main.length === 0)
        return "";
    const main = trend.main.slice(-maxPoints);
    const offset = trend.main.length - main.length;
    const labels = main.map((p, i) => label(p, offset + i));
    const rates = main.map((p) => formatDecimal(p.rate * 100));
    const head = trend.head;
    if (head) {
        labels.push(head.label);
        rates.push(formatDecimal(head.rate * 100));
    }
    const quoted = labels.map((l) => `"${chartLabel(l)}"`);
    const chart = [
        "```mermaid",
        "xychart-beta",
        `  title "Pass rate on main (%)${head ? `, then ${chartLabel(head.label)}` : ""}"`,
        `  x-axis [${quoted.join(", ")}]`,
        '  y-axis "pass rate (%)" 0 --> 100',
        ...(head ? [`  bar [${rates.map((r, i) => (i === rates.length - 1 ? r : "0")).join(", ")}]`] : []),
        `  line [${rates.join(", ")}]`,
        "```",
    ];
    const last = main.at(-1);
    const changes = main.flatMap((p, i) => p.changes.map((c) => `${label(p, offset + i)}: ${c}`));
    const lines = [
        `Main's last ${plural(main.length, "run")}: the newest passed ${formatRateWithInterval(last.passed, last.runs)}${head ? `; ${mdText(head.label)} (the bar) passed ${formatRateWithInterval(head.passed, head.runs)}` : ""}.`,
        ...(changes.length ? [`Changes along the way: ${changes.map((c) => mdText(c)).join("; ")}.`] : []),
    ];
    return ["<details>", `<summary>Pass rate on main over the last ${plural(main.length, "run")}</summary>`, "", ...chart, "", ...lines, "", "</details>"].join("\n");
}
/** A label inside the Mermaid block: letters, digits and a few marks only, so nothing can end the string or the fence. */
function chartLabel(text) {
    return text.replace(/[^\w #.-]/gu, "").slice(0, 40);
}
/** Each skill's lift over main (points) as a Mermaid chart, collapsed; "" when main measured none. */
function liftTrendSection(trend, maxPoints) {
    if (!trend?.skills?.length)
        return "";
    const offset = Math.max(0, trend.main.length - maxPoints);
    const main = trend.main.slice(offset);
    const labels = main.map((p, i) => `"${chartLabel(label(p, offset + i))}"`);
    const charts = trend.skills.map((s) => {
        const values = s.points.slice(offset).map((l) => (l?.lift != null ? formatDecimal(l.lift * 100) : "0"));
        const measured = s.points.slice(offset).filter((l) => l?.lift != null);
        const last = measured.at(-1);
        return [
            "```mermaid",
            "xychart-beta",
            `  title "Lift of ${chartLabel(s.skill)} on main (points)"`,
            `  x-axis [${labels.join(", ")}]`,
            '  y-axis "lift (points)" -100 --> 100',
            `  line [${values.join(", ")}]`,
            "```",
            "",
            `${mdCode(s.skill, "text")}: measured in ${plural(measured.length, "run")} of ${main.length}${last ? `; the newest: ${mdText(VERDICT_WORDS[last.verdict])}, ${last.lift === null ? "–" : points(last.lift)}` : ""} (a run that did not measure it shows 0).`,
        ].join("\n");
    });
    return ["<details>", `<summary>Skill lift on main over the last ${plural(main.length, "run")}</summary>`, "", charts.join("\n\n"), "", "</details>"].join("\n");
}

export { flakySection as a, flakyOnMain as f, liftTrendSection as l, trendChartSection as t };
