import { e as createRng, g as sameCell, h as formatScore, j as formatRateWithInterval, w as wilsonInterval } from './unknown-events-zNQq38TK.js';
import { q as quantile } from './table-CFKi2sh-.js';

// F1 of a classifier (here: "the agent used the skill" against "it should
// have") with a percentile bootstrap interval over groups (the queries), so
// the runs of one query, which are alike, count as one draw. Seeded: the same
// counts give the same interval on every machine.
/** 2·TP / (2·TP + FP + FN); undefined when there is nothing to score (no positive expected or predicted). */
function f1Score(c) {
    const denominator = 2 * c.tp + c.fp + c.fn;
    return denominator === 0 ? undefined : (2 * c.tp) / denominator;
}
const F1_BOOTSTRAP = { resamples: 2000, seed: 20_260_101 };
/**
 * The (1 − alpha) percentile interval of F1 over `resamples` resamples of the groups with replacement; resamples
 * with nothing to score are left out. Undefined with fewer than two groups or when no resample has a score.
 */
function f1Interval(groups, options = {}) {
    if (groups.length < 2)
        return undefined;
    const rng = createRng(options.seed ?? F1_BOOTSTRAP.seed);
    const scores = [];
    for (let b = 0; b < (options.resamples ?? F1_BOOTSTRAP.resamples); b++) {
        const sum = { tp: 0, fp: 0, fn: 0 };
        for (let i = 0; i < groups.length; i++) {
            const g = groups[rng.int(groups.length)];
            sum.tp += g.tp;
            sum.fp += g.fp;
            sum.fn += g.fn;
        }
        const f1 = f1Score(sum);
        if (f1 !== undefined)
            scores.push(f1);
    }
    if (scores.length === 0)
        return undefined;
    scores.sort((a, b) => a - b);
    const alpha = options.alpha ?? 0.05;
    return { low: quantile(scores, alpha / 2), high: quantile(scores, 1 - alpha / 2) };
}

// Trigger evals in numbers, per skill × runner: precision (when the agent used
// the skill, it should have), recall (when it should have, it did) and F1,
// with intervals, plus the queries it triggered on wrongly or missed. Counted
// over executions with a verdict; one that errored, crashed or timed out has
// none and is counted apart. Pure: results in, numbers out.
const TRIGGER_METHOD = `precision and recall: Wilson 95% over executions; F1: percentile bootstrap over queries (${F1_BOOTSTRAP.resamples} resamples, seed ${F1_BOOTSTRAP.seed})`;
function triggerReports(run) {
    const cases = run.cases.filter((c) => c.trigger);
    if (cases.length === 0)
        return [];
    const skills = [...new Set(cases.map((c) => c.trigger.skill))];
    const reports = [];
    for (const skill of skills) {
        const ofSkill = cases.filter((c) => c.trigger.skill === skill);
        for (const runner of run.plan.runners) {
            const queries = ofSkill.map((c) => {
                const results = run.results.filter((r) => sameCell(r, { caseId: c.id, runnerId: runner.id }) && r.status !== "skipped");
                const verdicts = results.flatMap((r) => r.assertions.filter((a) => a.kind === "trigger"));
                const used = verdicts.filter((a) => a.actual?.used === true).length;
                return {
                    caseId: c.id,
                    query: c.prompt,
                    shouldTrigger: c.trigger.shouldTrigger,
                    used,
                    runs: verdicts.length,
                    noVerdict: results.length - verdicts.length,
                };
            });
            if (queries.every((q) => q.runs + q.noVerdict === 0))
                continue;
            reports.push(reportOf(skill, runner.id, queries));
        }
    }
    return reports;
}
function reportOf(skill, runner, queries) {
    const groups = queries.map((q) => (q.shouldTrigger ? { tp: q.used, fp: 0, fn: q.runs - q.used } : { tp: 0, fp: q.used, fn: 0 }));
    const tp = sum(groups.map((g) => g.tp));
    const fp = sum(groups.map((g) => g.fp));
    const fn = sum(groups.map((g) => g.fn));
    const executions = sum(queries.map((q) => q.runs));
    const f1 = f1Score({ tp, fp, fn });
    const strip = ({ noVerdict: _, ...q }) => q;
    return {
        skill,
        runner,
        queries: queries.length,
        executions,
        noVerdict: sum(queries.map((q) => q.noVerdict)),
        truePositives: tp,
        falsePositives: fp,
        falseNegatives: fn,
        trueNegatives: executions - tp - fp - fn,
        precision: rate(tp, tp + fp),
        recall: rate(tp, tp + fn),
        f1: f1 === undefined ? null : { value: f1, interval: f1Interval(groups.filter((_, i) => queries[i].runs > 0)) ?? null },
        falseTriggers: queries.filter((q) => !q.shouldTrigger && q.used > 0).map(strip),
        misses: queries.filter((q) => q.shouldTrigger && q.used < q.runs).map(strip),
    };
}
function rate(k, n) {
    return n === 0 ? null : { k, n, value: k / n, interval: wilsonInterval(k, n) };
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}
/** The table's cells as plain text (each renderer escapes them): precision, recall, F1, executions. */
function triggerCells(r) {
    const none = r.executions === 0 ? "– (no verdict)" : undefined;
    const shown = (x, missing) => (x ? `${formatRateWithInterval(x.k, x.n)} (${x.k}/${x.n})` : (none ?? missing));
    return [
        shown(r.precision, "– (never used)"),
        shown(r.recall, "– (no should-trigger query)"),
        r.f1 ? formatScore(r.f1.value, r.f1.interval) : (none ?? "–"),
        `${r.executions}${r.noVerdict > 0 ? ` (+${r.noVerdict} without a verdict)` : ""}`,
    ];
}
const TRIGGER_COLUMNS = ["skill", "runner", "precision", "recall", "F1", "executions"];

export { TRIGGER_COLUMNS as T, triggerCells as a, TRIGGER_METHOD as b, triggerReports as t };
