import { a as CellMap, z as cellIdOf, A as formatLevel, r as formatConfidence, f as formatDuration, v as formatCost, u as formatTokens } from './unknown-events-zNQq38TK.js';
import { a as computeStability, b as addStatus, c as countStatuses, e as emptyCounts, r as resultTotals, o as outcomeOf } from './table-CFKi2sh-.js';
import { c as docUrl } from './schemas-CaY1ir08.js';

// A cell some of whose runs ran (did not error) and none passed. Reports call
// it "fails every run", not classify()'s "highly-unstable": it is consistent,
// and "unstable" would tell a reader the wrong thing. No imports: the HTML
// page's script uses it too.
function failsEveryRun(cell) {
    return cell.passed === 0 && cell.runs - cell.errored > 0;
}

// What every renderer derives from a ReportModel: results grouped into cells
// (case × runner, in plan order) with their stability and comparison, and the
// per-runner totals. Derived once, read by Markdown, JUnit and HTML alike.
function isFailure(result) {
    return outcomeOf(result.status) === "failed";
}
function buildView(model) {
    const { run } = model;
    const stability = model.stability ?? computeStability(run);
    const cases = new Map(run.cases.map((c) => [c.id, c]));
    const cellMap = new CellMap();
    const cell = (id) => cellMap.upsert(id, () => ({ ...cellIdOf(id), case: cases.get(id.caseId), results: [], counts: emptyCounts() }));
    // Plan order first, so a cell with no results yet (cancelled run) still shows.
    const variants = run.plan.variants ?? [undefined];
    for (const caseId of run.plan.cases)
        for (const r of run.plan.runners)
            for (const variant of variants)
                cell(variant === undefined ? { caseId, runnerId: r.id } : { caseId, runnerId: r.id, variant });
    for (const result of run.results) {
        const c = cell(result);
        c.results.push(result);
        addStatus(c.counts, result.status);
    }
    for (const s of stability.cells)
        cell(s).stability = s;
    for (const cmp of model.comparison?.cells ?? []) {
        // Removed cells exist only in the baseline; they are shown by the comparison, not the grid.
        const existing = cellMap.get(cmp);
        if (existing)
            existing.comparison = cmp;
    }
    const cells = [...cellMap.values()];
    for (const c of cells)
        c.results.sort((a, b) => a.run - b.run);
    const runnerList = [...run.plan.runners];
    for (const c of cells)
        if (!runnerList.some((r) => r.id === c.runnerId))
            runnerList.push({ id: c.runnerId, type: "unknown" });
    const runners = runnerList.map((runner) => runnerView(runner, cells.filter((c) => c.runnerId === runner.id)));
    return { model, stability, cells, runners, counts: countStatuses(run.results) };
}
function runnerView(runner, cells) {
    const results = cells.flatMap((c) => c.results);
    const ran = results.filter((r) => r.status !== "skipped");
    const { tokens, costUsd } = resultTotals(ran);
    const measured = cells.filter((c) => c.stability);
    const stableCells = measured.filter((c) => c.stability.classification === "stable").length;
    const failingCells = measured.filter((c) => failsEveryRun(c.stability)).length;
    return {
        runner,
        cells,
        counts: countStatuses(results),
        durationMs: ran.reduce((total, r) => total + r.durationMs, 0),
        tokens: tokens ?? null,
        costUsd: costUsd ?? null,
        stableCells,
        unstableCells: measured.length - stableCells - failingCells,
        failingCells,
    };
}
/** The most useful one-line reason a result did not pass: the first failed assertion, else the error. */
function failureMessage(result) {
    if (result.status === "unexpected-passed")
        return "passed, but the case is expected to fail";
    const assertion = result.assertions.find((a) => !a.passed && !a.soft) ?? result.assertions.find((a) => !a.passed);
    // An evals.json expectation is named by its text; the judge's reason alone would not say which one failed.
    if (assertion?.kind === "expectation")
        return `${JSON.stringify(assertion.name)}: ${assertion.message ?? "not met"}`;
    if (assertion)
        return assertion.message ?? `${assertion.name} failed`;
    return result.error?.message ?? result.failureClass?.label ?? result.status;
}

// A skill's lift in words, once for every format: the verdict, why, what these
// runs could have detected, the skill's use, and each measure's change. Plain
// strings with untrusted names (skills, cases, runners) left as they are:
// each renderer escapes them for where they go.
const VERDICT_WORDS = {
    helps: "helps",
    hurts: "hurts",
    "no-detectable-difference": "no detectable difference",
};
const MEASURE_WORDS = { tokens: "tokens", costUsd: "cost", turns: "turns", durationMs: "duration" };
/** "+40 points", "−12.5 points", "0 points". */
function points(lift) {
    const value = Math.round(lift * 1000) / 10;
    return `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value)} points`;
}
/** "[+12, +68]": an interval of a lift, in points. */
function pointsInterval(interval) {
    if (!interval)
        return "";
    const p = (x) => {
        const v = Math.round(x * 100);
        return `${v > 0 ? "+" : v < 0 ? "−" : ""}${Math.abs(v)}`;
    };
    return `[${p(interval.low)}, ${p(interval.high)}]`;
}
/** "−48%", "+5%": a relative change. */
function percentChange(change) {
    const v = Math.round(change * 100);
    return `${v > 0 ? "+" : v < 0 ? "−" : ""}${Math.abs(v)}%`;
}
/** "p = 0.0031", "p < 0.0001". */
function pValue(p) {
    return p < 0.0001 ? "p < 0.0001" : `p = ${formatLevel(p)}`;
}
/** "no detectable difference (these runs could have detected a lift of ±18 points)": the verdict with its reading. */
function verdictLine(lift) {
    if (lift.verdict !== "no-detectable-difference")
        return VERDICT_WORDS[lift.verdict];
    return `${VERDICT_WORDS[lift.verdict]} (${detectablePhrase(lift)})`;
}
function detectablePhrase(lift) {
    if (lift.why.code === "nothing-comparable")
        return "no case ran both with and without the skill";
    const d = lift.passRate.detectable;
    return d === null
        ? "these runs are too few to detect any lift: run more cases or more runs"
        : `these runs could have detected a lift of ±${Math.round(d * 100)} points`;
}
/** Why the verdict is what it is, in one sentence. */
function whyLine(lift) {
    const why = lift.why;
    switch (why.code) {
        case "pass-rate":
            return `pass rate ${points(why.lift)} over ${why.cells} ${why.cells === 1 ? "case" : "cases"} (${pValue(why.pValue)}, level ${formatLevel(lift.passRate.level)})`;
        case "cells": {
            const others = why.count > 1 ? ` and ${why.count - 1} more` : "";
            const against = why.against > 0 ? `; it also helps in ${why.against}` : "";
            return `case ${why.caseId} on ${why.runnerId}${others}: pass rate ${points(why.lift)} (${pValue(why.pValue)} adjusted over ${why.family} ${why.family === 1 ? "cell" : "cells"})${against}`;
        }
        case "measure":
            return `${MEASURE_WORDS[why.measure]} ${percentChange(why.change)} at an equal pass rate (${pValue(why.pValue)})`;
        case "no-difference": {
            const measure = why.measure && why.measure.detectable !== null
                ? `; ${MEASURE_WORDS[why.measure.measure]}: a change of ±${Math.round(why.measure.detectable * 100)}%`
                : "";
            return `${detectablePhrase(lift)}${measure}`;
        }
        case "nothing-comparable":
            return `no case ran both with and without the skill (${why.cells} ${why.cells === 1 ? "cell" : "cells"} seen)`;
    }
}
/** "skill greet used in 5/5 → 0/5 runs" (with → without); undefined when no run recorded its behaviour. */
function skillUseLine(skill, use) {
    if (!use)
        return undefined;
    return `skill ${skill} used in ${use.treatment.used}/${use.treatment.runs} → ${use.control.used}/${use.control.runs} runs`;
}
/** A measure's amount as people read it. */
function measureAmount(measure, value) {
    switch (measure) {
        case "tokens":
            return formatTokens(value);
        case "costUsd":
            return formatCost(value);
        case "turns":
            return String(Math.round(value * 10) / 10);
        case "durationMs":
            return formatDuration(value);
    }
}
/** "cost $0.21 → $0.11 (−48% [−55%, −40%])", with → without read as the sums of each case's mean. */
function measureLine(m) {
    const change = m.change === null ? "" : ` (${percentChange(m.change)}${m.interval ? ` [${percentChange(m.interval.low)}, ${percentChange(m.interval.high)}]` : ""})`;
    return `${MEASURE_WORDS[m.measure]} ${measureAmount(m.measure, m.treatment)} with, ${measureAmount(m.measure, m.control)} without${change}`;
}
/** "5/5 → 0/5": a cell's passes with and without the skill (non-errored runs). */
function cellCounts(cell) {
    const arm = (a) => `${a.passed}/${a.runs - a.errored}${a.errored > 0 ? ` (+${a.errored} errored)` : ""}`;
    return `${arm(cell.treatment)} → ${arm(cell.control)}`;
}
/** The methods, for a footnote. */
function methodLine(lift) {
    return `two-sided tests at ${formatLevel(lift.alpha)} in all (pass rate ${formatLevel(lift.passRate.level)}, cells ${formatLevel(lift.cellFamily.level)}, cost ${formatLevel(lift.alpha - lift.passRate.level - lift.cellFamily.level)}); intervals ${formatConfidence(lift.alpha)}, Newcombe's for pass rates; ${docUrl("lift.md")}`;
}

export { VERDICT_WORDS as V, pointsInterval as a, buildView as b, cellCounts as c, measureLine as d, failureMessage as f, isFailure as i, methodLine as m, points as p, skillUseLine as s, verdictLine as v, whyLine as w };
