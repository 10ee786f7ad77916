import { I as isFinished, f as truncate, a as mdText, m as mdCode, h as htmlCode, i as htmlText, b as mdCodeBlock, c as mdLink } from './sanitize-CGuhO3m3.js';
import { c as configError, C as CellSet, a as CellMap, v as formatCost, f as formatDuration, I as normalQuantile, p as plural, q as formatCount, o as caseLabel, j as formatRateWithInterval, u as formatTokens, r as formatConfidence } from './unknown-events-zNQq38TK.js';
import { d as didYouMean } from './schemas-CaY1ir08.js';
import { C as CELL_ALPHA_SHARE, n as suiteCanReach, G as GUARD_SE, k as reaches, m as stratifiedPermutationTest, v as fisherReachable, w as fisherGreater, x as titleSection, y as verdictAlert, z as headline, A as runNotes, D as comparisonSection, E as footer } from './comparison-BapfbRxQ.js';
import { c as countStatuses, r as resultTotals, p as passRateOf, v as STOP_LABELS, m as mdTable, w as STATUS_LABELS, x as cellIcon, L as LIFT_ICONS, d as behaviourPhrase } from './table-CFKi2sh-.js';
import { open, rm, rename } from 'node:fs/promises';
import { i as isFailure, f as failureMessage, p as points, a as pointsInterval, v as verdictLine, m as methodLine, s as skillUseLine, w as whyLine, d as measureLine, c as cellCounts, V as VERDICT_WORDS, b as buildView } from './words-CAMh3DxE.js';
import { a as explanationsNote } from './explanations-Dgvy-m-n.js';
import { a as flakySection, t as trendChartSection } from './trend-CnJqKq7K.js';
import { a as triggerCells, T as TRIGGER_COLUMNS, b as TRIGGER_METHOD, t as triggerReports } from './triggers-DcZ0G0n6.js';

// Sharding splits the plan's cells (never a cell's runs) over N jobs, so that
// N jobs together run every cell exactly once and one slow runner's cells
// spread over every job.
function parseShard(value, where = "--shard") {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
    const index = match ? Number(match[1]) : NaN;
    const total = match ? Number(match[2]) : NaN;
    if (!match || total < 1 || index < 1 || index > total) {
        throw configError(`${where}: invalid shard "${value}"`, { hint: "write I/N with 1 ≤ I ≤ N, e.g. 2/3" });
    }
    return { index, total };
}
/**
 * Cells ordered runner-major are dealt round-robin: each runner's cells land
 * evenly on every shard, and shard sizes differ by at most one.
 */
function shardCells(cells, shard) {
    const runnerOrder = [...new Set(cells.map((c) => c.runner.id))];
    const ordered = [...cells].sort((a, b) => runnerOrder.indexOf(a.runner.id) - runnerOrder.indexOf(b.runner.id));
    return ordered.filter((_, i) => i % shard.total === shard.index - 1);
}

// The plan: cases × runners (× variants) × runs after filters and sharding. Pure.
function buildPlan(options) {
    const cases = selectCases(options.cases, options.caseIds, options.tags, options.tagsFrom ?? "--tag");
    const runners = selectRunners(options.runners, options.runnerIds);
    const all = cases.flatMap((c) => runners.flatMap((r) => cellsOf(c, r, options.variants)));
    const cells = options.shard ? shardCells(all, options.shard) : all;
    const inShard = new CellSet(cells.map(cellIdOfPlanned));
    const executions = [];
    for (let run = 1; run <= options.runs; run++) {
        for (const cell of all)
            if (inShard.has(cellIdOfPlanned(cell)))
                executions.push({ ...cell, run });
    }
    return {
        cases,
        runners,
        runs: options.runs,
        cells,
        executions,
        shard: options.shard,
        ...(options.variants ? { variants: options.variants } : {}),
        filters: {
            ...(options.caseIds?.length ? { cases: options.caseIds } : {}),
            ...(options.tags?.length ? { tags: options.tags } : {}),
            ...(options.runnerIds?.length ? { runners: options.runnerIds } : {}),
        },
    };
}
/** Every runner settings the plan runs with: the runners, and each variant's overridden ones (to check and preflight). */
function runnerSettings(plan) {
    return [...plan.runners, ...(plan.variants ?? []).flatMap((v) => [...v.runners.values()])];
}
/** A case × runner's cells: one per variant, or the one cell of an ordinary run. */
function cellsOf(c, r, variants) {
    if (!variants)
        return [{ case: c, runner: r }];
    return variants.map((v) => ({ case: c, runner: v.runners.get(r.id) ?? r, variant: v.variant }));
}
/** The identity of a planned cell or execution. */
function cellIdOfPlanned(c) {
    return c.variant ? { caseId: c.case.id, runnerId: c.runner.id, variant: c.variant.id } : { caseId: c.case.id, runnerId: c.runner.id };
}
function selectCases(all, ids, tags, tagsFrom) {
    let cases = all;
    if (ids?.length) {
        const known = new Set(all.map((c) => c.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length) {
            throw configError(`--case: no case with id ${unknown.map((u) => `"${u}"${didYouMean(u, [...known])}`).join(", ")}`, {
                hint: `the suite has: ${all
                    .slice(0, 10)
                    .map((c) => c.id)
                    .join(", ")}${all.length > 10 ? ", …" : ""}`,
            });
        }
        cases = cases.filter((c) => ids.includes(c.id));
    }
    if (tags?.length) {
        const selected = cases;
        cases = cases.filter((c) => c.tags.some((t) => tags.includes(t)));
        if (cases.length === 0 && ids?.length && all.some((c) => c.tags.some((t) => tags.includes(t)))) {
            // The tag exists: it is the two filters together that leave nothing.
            throw configError(`--case and ${tagsFrom} together leave nothing to run: no case given to --case has tag ${tags.map((t) => `"${t}"`).join(" or ")}`, {
                hint: `${selected
                    .slice(0, 5)
                    .map((c) => `"${c.id}" has ${c.tags.length ? `tags ${c.tags.join(", ")}` : "no tags"}`)
                    .join("; ")}; drop one of the two filters`,
            });
        }
        if (cases.length === 0) {
            const declared = [...new Set(all.flatMap((c) => c.tags))];
            throw configError(`${tagsFrom}: no case has tag ${tags.map((t) => `"${t}"${didYouMean(t, declared)}`).join(" or ")}`, {
                hint: declared.length ? `tags in the suite: ${declared.join(", ")}` : "no case in the suite has tags",
            });
        }
    }
    return cases;
}
function selectRunners(all, ids) {
    if (!ids?.length)
        return all;
    const unknown = ids.filter((id) => !all.some((r) => r.id === id));
    if (unknown.length) {
        throw configError(`--runner: no runner with id ${unknown
            .map((u) => `"${u}"${didYouMean(u, all.map((r) => r.id))}`)
            .join(", ")}`, {
            hint: all.length ? `configured runners: ${all.map((r) => r.id).join(", ")}` : "no runners are configured; add them to agent-bench.config.*",
        });
    }
    return all.filter((r) => ids.includes(r.id));
}

// The cost guard's estimate, printed before an adaptive run: what min-runs and
// max-runs of every planned cell would cost and take, from the baseline's
// per-cell means. Pure.
/** A cell's mean cost per run in the baseline; undefined when unknown. */
function costPerRun(cell) {
    return cell?.costUsd?.mean;
}
function estimateRun(cells, baseline, settings, parallel) {
    const base = CellMap.of(baseline?.cells ?? []);
    const known = cells.map((c) => base.get(c));
    const sum = (pick) => {
        let total = 0;
        for (const cell of known) {
            const value = cell ? pick(cell) : undefined;
            if (value === undefined || !Number.isFinite(value))
                return null;
            total += value;
        }
        return total;
    };
    const cost = cells.length === 0 ? null : sum(costPerRun);
    const duration = cells.length === 0 ? null : sum((c) => c.durationMs.mean);
    const lanes = Math.max(1, parallel);
    return {
        cells: cells.length,
        executions: { min: cells.length * settings.minRuns, max: cells.length * settings.maxRuns },
        costUsd: cost === null ? null : { min: cost * settings.minRuns, max: cost * settings.maxRuns },
        durationMs: duration === null ? null : { min: (duration * settings.minRuns) / lanes, max: (duration * settings.maxRuns) / lanes },
    };
}
/** One line for stderr before the run. */
function formatEstimate(estimate, settings, parallel) {
    const parts = [
        `adaptive runs: ${settings.minRuns}–${settings.maxRuns} per cell over ${estimate.cells} cell${estimate.cells === 1 ? "" : "s"} (${estimate.executions.min}–${estimate.executions.max} executions)`,
    ];
    parts.push(estimate.costUsd
        ? `estimated ${formatCost(estimate.costUsd.min)}–${formatCost(estimate.costUsd.max)}`
        : "cost unknown (the baseline has no cost for every cell)");
    if (estimate.durationMs)
        parts.push(`${formatDuration(estimate.durationMs.min)}–${formatDuration(estimate.durationMs.max)} at parallel ${parallel}`);
    const budgets = [
        settings.maxCostUsd !== undefined ? `${formatBudgetUsd(settings.maxCostUsd)}` : "",
        settings.maxMinutes !== undefined ? `${settings.maxMinutes} min` : "",
    ].filter(Boolean);
    if (budgets.length > 0)
        parts.push(`budget ${budgets.join(" and ")}`);
    return parts.join("; ");
}
/** "$20" for whole dollars, "$2.50" otherwise. */
function formatBudgetUsd(usd) {
    return Number.isInteger(usd) ? `$${usd}` : formatCost(usd);
}

// Settings of an adaptive run (`--runs auto`) and their checks. Pure.
const ADAPTIVE_DEFAULTS = { minRuns: 3, maxRuns: 10, step: 1, alpha: 0.05, margin: 0.05 };
const FLAG_NAMES = { minRuns: "--min-runs", maxRuns: "--max-runs", maxCostUsd: "--max-cost-usd", maxMinutes: "--max-minutes" };
function resolveAdaptive(input, names = FLAG_NAMES) {
    const settings = {
        minRuns: input.minRuns ?? ADAPTIVE_DEFAULTS.minRuns,
        maxRuns: input.maxRuns ?? Math.max(ADAPTIVE_DEFAULTS.maxRuns, input.minRuns ?? 0),
        step: input.step ?? ADAPTIVE_DEFAULTS.step,
        alpha: input.alpha ?? ADAPTIVE_DEFAULTS.alpha,
        margin: input.margin ?? ADAPTIVE_DEFAULTS.margin,
        ...(input.maxCostUsd !== undefined ? { maxCostUsd: input.maxCostUsd } : {}),
        ...(input.maxMinutes !== undefined ? { maxMinutes: input.maxMinutes } : {}),
    };
    if (!Number.isInteger(settings.minRuns) || settings.minRuns < 1) {
        throw configError(`${names.minRuns} must be a whole number of at least 1 (got ${settings.minRuns})`, { where: names.minRuns, hint: "the default is 3" });
    }
    if (!Number.isInteger(settings.maxRuns) || settings.maxRuns < settings.minRuns) {
        throw configError(`${names.maxRuns} must be a whole number no smaller than ${names.minRuns} (${settings.minRuns}); got ${settings.maxRuns}`, {
            where: names.maxRuns,
            hint: "the default is 10",
        });
    }
    for (const key of ["maxCostUsd", "maxMinutes"]) {
        const value = settings[key];
        if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
            throw configError(`${names[key]} must be a positive number (got ${value})`, {
                where: names[key],
                hint: key === "maxCostUsd" ? "dollars, e.g. 20 or 2.5" : "minutes, e.g. 30",
            });
        }
    }
    return settings;
}
/** A positive number from a flag or input value, or a config error naming it. */
function parsePositive(value, where) {
    if (value === undefined || value.trim() === "")
        return undefined;
    const n = Number(value.trim().replace(/^\$/, ""));
    if (!Number.isFinite(n) || n <= 0)
        throw configError(`${where}: "${value}" is not a positive number`, { where, hint: where.includes("cost") ? "dollars, e.g. 20 or 2.5" : "e.g. 30" });
    return n;
}
/** The head run counts at which cells are looked at: min, min+step, …, max. Fixed before the run (a group-sequential design). */
function looks(settings) {
    const out = [];
    for (let n = settings.minRuns; n < settings.maxRuns; n += Math.max(1, settings.step))
        out.push(n);
    out.push(settings.maxRuns);
    return out;
}

// The adaptive decision's view of the suite-level test (docs/comparison.md,
// "Adaptive runs"): whether the runs still to come could take the suite's mean
// difference to a drop the test would flag (the suite guard), and whether a
// broad drop is already so clear that fixed runs would flag it too
// (curtailment). Pure.
/**
 * "no-drop": the mean head − base difference so far is above −bar by
 * GUARD_SE standard errors of how far the runs every cell could still get
 * (up to max-runs) may move it, where `bar` is the drop the suite-level test
 * needs with max-runs everywhere (the margin, or its significance threshold
 * when that is larger). "regression": a broad drop the test flags now and
 * would still flag at fixed runs' end. "undecided" otherwise.
 */
function suiteGuard(compared, settings, family, onTrack = new Set()) {
    const suiteAlpha = settings.alpha * (1 - CELL_ALPHA_SHARE);
    const cells = compared.filter((c) => c.head.runs > 0);
    const m = cells.length;
    if (m === 0 ||
        !suiteCanReach(cells.map((c) => ({ base: c.base, head: { runs: settings.maxRuns } })), suiteAlpha))
        return "no-drop";
    let sum = 0;
    let remaining = 0;
    let full = 0;
    for (const cell of cells) {
        const { base, head } = cell;
        // A cell its own test is about to flag counts as no change here: its drop is that test's to decide.
        if (!onTrack.has(cell))
            sum += head.passed / head.runs - base.passed / base.runs;
        const v = pooledVariance(base, head);
        remaining += v * Math.max(0, 1 / head.runs - 1 / settings.maxRuns);
        full += v * (1 / base.runs + 1 / settings.maxRuns);
    }
    // A shard's cells stand for the whole suite: the merged mean's noise is that of all the family's cells
    // (m·M in the denominator, which is m² without shards).
    const cellsInTest = m * Math.max(family, m);
    const bar = Math.max(settings.margin, -normalQuantile(suiteAlpha) * Math.sqrt(full / cellsInTest));
    const spread = Math.sqrt(remaining / cellsInTest);
    if (sum / m > -bar + GUARD_SE * spread)
        return "no-drop";
    // Curtailment of a broad drop (stochastic curtailment under "no change from here"): the counts so far already give
    // `regression`, and so would fixed runs' end if the remaining runs changed nothing and still lifted the mean by
    // GUARD_SE standard errors. Not in a shard: its cells alone do not make the merged test.
    if (family <= m && onTrack.size === 0 && sum / m < -bar - GUARD_SE * spread && suiteFlags(cells, settings, suiteAlpha, GUARD_SE * spread))
        return "regression";
    return "undecided";
}
/**
 * The final comparison's suite-level test flags the counts so far, and would still flag where fixed runs would end
 * if the remaining runs passed at each cell's pooled rate (no change from here) and lifted the mean by `lift` more.
 */
function suiteFlags(cells, settings, suiteAlpha, lift) {
    const now = cells.map(({ base, head }) => ({ basePassed: base.passed, baseRuns: base.runs, headPassed: head.passed, headRuns: head.runs }));
    const end = cells.map(({ base, head }) => {
        const runs = Math.max(head.runs, settings.maxRuns);
        const pooled = (base.passed + head.passed) / (base.runs + head.runs);
        const passed = Math.round(Math.min(runs, head.passed + (runs - head.runs) * pooled + lift * runs));
        return { basePassed: base.passed, baseRuns: base.runs, headPassed: passed, headRuns: runs };
    });
    const flags = (arms) => {
        const mean = arms.reduce((s, a) => s + a.headPassed / a.headRuns - a.basePassed / a.baseRuns, 0) / arms.length;
        return mean <= -settings.margin && reaches(stratifiedPermutationTest(arms).pLess, suiteAlpha);
    };
    return flags(end) && flags(now);
}
/** p(1 − p) at the pooled pass rate, smoothed by half a run each way so that 10/10 and 3/3 do not claim no noise at all. */
function pooledVariance(base, head) {
    const pooled = (base.passed + head.passed + 0.5) / (base.runs + head.runs + 1);
    return pooled * (1 - pooled);
}

// The adaptive decision, after each round: which cells are decided (and why),
// and how many more runs each undecided cell gets. Pure: counts in, decisions
// out. docs/comparison.md ("Adaptive runs") explains why this stopping rule
// keeps the verdict's false-alarm rate and the power of fixed runs:
//   - a cell stops as `regression` only by curtailment: its drop is below the
//     cell family's Bonferroni share of alpha now AND would stay below it even
//     if every run it may still get passed, so the final comparison flags it
//     whatever happens, exactly as the full design would: no alpha is spent on
//     the extra looks;
//   - a cell stops as `no-drop` (futility) only when neither test of the
//     final comparison could still flag what it would flag with max-runs
//     everywhere: the suite guard (the suite's mean difference so far is so
//     far above the drop the suite-level test needs that the runs every cell
//     could still get would take it below that drop with probability about
//     1%: 2.25 standard errors of how far they can move it) and the cell
//     guard (the same for the cell's own test, at the level Benjamini–Hochberg
//     gives the cells already below the cell share). A pull request that fixed runs
//     would flag almost never has a cell stopped early (conditional power, as
//     in stochastic curtailment); while the suite guard fails every cell goes
//     on, and cells that stopped earlier resume;
//   - the run stops for a broad drop only by curtailment too: the suite-level
//     test flags the counts so far, and would still flag where fixed runs
//     would end if the runs left changed nothing (each cell's remaining runs
//     at its pooled rate) and lifted the mean by 2.25 standard errors of how
//     far they can move it (stochastic curtailment under "no change");
//   - the verdict is the fixed comparison applied once, to the final counts.
// The looks (min, min+step, …, max) are fixed before the run.
/**
 * `family`: the number of cells the final comparison may adjust over; a shard
 * passes the whole suite's (the baseline's cell count), so that a regression
 * it curtails stays significant in the merged comparison.
 */
function decideRound(cells, settings, withBaseline, family = 0, targets) {
    const schedule = looks(settings);
    const nextLook = (total) => schedule.find((n) => n > total) ?? settings.maxRuns;
    if (!withBaseline && targets)
        return { cells: cells.map((c) => towardTarget(c, settings, targets.get(c))), suiteUndecided: false };
    if (!withBaseline)
        return { cells: cells.map((c) => decideAlone(c, settings)), suiteUndecided: false };
    const compared = cells.filter((c) => c.base !== null && c.base.runs > 0);
    const cellLevel = settings.alpha * CELL_ALPHA_SHARE;
    // The most cells the final cell family could hold: those whose runs could still reach the cell level, and in a
    // shard every cell of the other shards.
    const largestFamily = compared.filter(({ base, head }) => reaches(fisherReachable(base.passed, base.runs, head.passed, head.runs, settings.maxRuns), cellLevel)).length +
        Math.max(0, family - compared.length);
    // A cell on its way to `regression` by its own test carries its drop there: the suite guard asks what the others'
    // runs could still do. Should it recover, the guard counts it again and the cells stopped meanwhile resume.
    const onTrack = new Set(compared.filter((c) => onTrackToRegress(c, settings, cellLevel, largestFamily)));
    const suite = suiteGuard(compared, settings, family, onTrack);
    const suiteUndecided = suite !== "no-drop";
    const decisions = cells.map((cell) => {
        const runs = cell.head.total;
        const decided = (stop) => ({ caseId: cell.caseId, runnerId: cell.runnerId, runs, stop, next: 0, priority: Infinity });
        const base = cell.base;
        if (runs < settings.minRuns)
            return { caseId: cell.caseId, runnerId: cell.runnerId, runs, next: settings.minRuns - runs, priority: 0 };
        if (base === null || base.runs === 0)
            return decided("not-compared");
        if (cell.head.runs === 0)
            return decided("errored");
        const remaining = settings.maxRuns - runs;
        const { passed, runs: n } = cell.head;
        // Curtailment: even if every remaining run passed, the drop would be significant in the largest family the end
        // could have (an adjustment over K cells multiplies a p-value by at most K).
        const pNow = fisherGreater(base.passed, base.runs, passed, n);
        if (reaches(fisherGreater(base.passed, base.runs, passed + Math.max(0, remaining), n + Math.max(0, remaining)) * Math.max(1, largestFamily), cellLevel)) {
            return decided("regression");
        }
        if (remaining <= 0)
            return decided("max-runs");
        const gap = base.passed / base.runs - passed / n;
        if (!suiteUndecided && cellGuard(base, cell.head, cellLevel, settings.maxRuns))
            return decided("no-drop");
        // Closest to a decision: a small gap to "no drop", or a p-value near the regression level.
        const toRegression = Math.max(0, Math.log10(pNow / cellLevel)) / 10;
        return { caseId: cell.caseId, runnerId: cell.runnerId, runs, next: nextLook(runs) - runs, priority: Math.min(Math.abs(gap), toRegression) };
    });
    // One curtailed regression, or a broad drop the suite-level test flags now and fixed runs would flag too, makes the
    // verdict `regression`: the rest need no more runs.
    if (decisions.some((d) => d.stop === "regression") || suite === "regression") {
        for (const d of decisions)
            if (d.next > 0 && d.runs >= settings.minRuns)
                Object.assign(d, { stop: "verdict-decided", next: 0, priority: Infinity });
    }
    return { suiteUndecided, cells: decisions };
}
/**
 * No baseline: every cell gets min-runs, and no more. A run without a baseline is the one that becomes the next
 * baseline (a push to the main branch), and stopping a cell because its runs so far looked settled (all passed)
 * would store its pass rate biased upward: every later pull request would then look like a drop. Main's history
 * (the pooled baseline) is what makes the base strong.
 */
function decideAlone(cell, settings) {
    const runs = cell.head.total;
    const base = { caseId: cell.caseId, runnerId: cell.runnerId, runs };
    if (runs < settings.minRuns)
        return { ...base, next: settings.minRuns - runs, priority: 0 };
    return { ...base, stop: cell.head.runs === 0 ? "errored" : "not-compared", next: 0, priority: Infinity };
}
/**
 * No baseline, on a push whose runs the next pull request's pooled base takes (history/pool.ts): min-runs, then straight
 * to the runs main's earlier runs do not supply (`target`, within min-runs and max-runs), in one round.
 */
function towardTarget(cell, settings, target = settings.minRuns) {
    const runs = cell.head.total;
    const base = { caseId: cell.caseId, runnerId: cell.runnerId, runs };
    if (runs < settings.minRuns)
        return { ...base, next: settings.minRuns - runs, priority: 0 };
    if (cell.head.runs === 0)
        return { ...base, stop: "errored", next: 0, priority: Infinity };
    if (runs >= Math.min(target, settings.maxRuns))
        return { ...base, stop: "pool-target", next: 0, priority: Infinity };
    return { ...base, next: Math.min(target, settings.maxRuns) - runs, priority: 0 };
}
/**
 * The cell guard, the suite guard's counterpart for the cell's own test: the
 * head's pass rate so far is above the highest one that test could flag at
 * max-runs (at the whole cell level, as if the cell were alone in its family)
 * by GUARD_SE standard errors of how far the remaining runs may move it.
 */
function cellGuard(base, head, cellLevel, maxRuns) {
    const flagged = highestFlagged(base.passed, base.runs, maxRuns, cellLevel);
    if (flagged < 0)
        return true;
    const spread = Math.sqrt(pooledVariance(base, head) * Math.max(0, 1 / head.runs - 1 / maxRuns));
    return head.passed / head.runs - flagged / maxRuns > GUARD_SE * spread;
}
/** The cell's own test would flag it at max-runs, in the largest family the end could have, if its remaining runs went as its runs so far. */
function onTrackToRegress(cell, settings, cellLevel, largestFamily) {
    const { base, head } = cell;
    if (head.runs === 0)
        return false;
    const runs = Math.max(head.runs, settings.maxRuns);
    const passed = Math.round((head.passed * runs) / head.runs);
    return reaches(fisherGreater(base.passed, base.runs, passed, runs) * Math.max(1, largestFamily), cellLevel);
}
const flaggedCache = new Map();
/** The most passes out of `runs` head runs that the cell-level test still flags against this base (−1: none). */
function highestFlagged(basePassed, baseRuns, runs, level) {
    const key = `${basePassed}/${baseRuns}/${runs}/${level}`;
    let x = flaggedCache.get(key);
    if (x === undefined) {
        x = -1;
        // The p-value grows with the head's passes: count up until it no longer reaches the level.
        while (x < runs && reaches(fisherGreater(basePassed, baseRuns, x + 1, runs), level))
            x++;
        flaggedCache.set(key, x);
    }
    return x;
}

// The engine's side of `--runs auto`: after each round, asks decideRound which
// cells get more runs, turns that into executions (closest to a decision
// first), keeps the cost and time budgets, and records per cell how many runs
// it got and why it stopped. The plan's executions (min-runs of every cell in
// this shard) are round 1; each shard adapts only its own cells. A resumed
// run starts from what it finished: its cost and time so far count against the
// budget, and new runs take the run numbers still free.
class AdaptiveRounds {
    #plan;
    #settings;
    #baseline;
    #baseCells;
    #now;
    #startedAt;
    #spentUsd = 0;
    #budgetStop;
    /** Cells whose next round the budget cut. */
    #cut = new CellSet();
    /** Run numbers each cell has results for (a resumed run may have gaps where a cancelled run was set aside). */
    #taken = new CellMap();
    /** A resumed run's first round completes the round the interruption cut short before any cell goes further. */
    #catchUp = false;
    #poolTargets;
    #targets;
    constructor(options) {
        this.#plan = options.plan;
        this.#settings = options.settings;
        this.#baseline = options.baseline;
        this.#baseCells = CellMap.of(options.baseline?.cells ?? []);
        this.#now = options.now ?? Date.now;
        this.#startedAt = this.#now();
        this.#poolTargets = options.baseline ? undefined : options.poolTargets;
        const resumed = options.resumed;
        if (resumed) {
            // The time from the run's start to its last logged result counts against the time budget (not the idle time after it).
            const started = Date.parse(resumed.startedAt);
            // A reduce, not Math.max(...): a log can hold more results than a call has room for arguments.
            const ended = resumed.results.reduce((latest, r) => Math.max(latest, Date.parse(r.endedAt) || latest), started);
            this.#startedAt -= Math.max(0, ended - started) || 0;
            for (const r of resumed.results)
                this.#charge(r);
            for (const r of resumed.results.filter(isFinished))
                this.#take(r);
            this.#catchUp = true;
        }
    }
    record(result) {
        this.#charge(result);
        this.#take(result);
    }
    #charge(result) {
        // An agent that does not report its cost is charged the baseline's mean for its cell.
        this.#spentUsd += result.costUsd ?? costPerRun(this.#baseCells.get(result)) ?? 0;
    }
    #take(result) {
        this.#taken.upsert(result, () => new Set()).add(result.run);
    }
    /** The cell's next `count` free run numbers. */
    #freeRuns(cell, count) {
        const taken = this.#taken.get(cell) ?? new Set();
        const out = [];
        for (let run = 1; out.length < count; run++)
            if (!taken.has(run))
                out.push(run);
        return out;
    }
    shouldStop() {
        const { maxCostUsd, maxMinutes } = this.#settings;
        if (maxCostUsd !== undefined && this.#spentUsd >= maxCostUsd) {
            this.#budgetStop ??= { kind: "cost", limit: maxCostUsd, spentUsd: this.#spentUsd };
            return true;
        }
        const minutes = (this.#now() - this.#startedAt) / 60_000;
        if (maxMinutes !== undefined && minutes >= maxMinutes) {
            this.#budgetStop ??= { kind: "time", limit: maxMinutes, minutes };
            return true;
        }
        return false;
    }
    /** The pool's targets, asked for once, after round 1 (undefined: the pass-rate interval decides). */
    #targetsAfter(stability) {
        if (this.#poolTargets && !this.#targets)
            this.#targets = this.#poolTargets(stability);
        return this.#targets;
    }
    next(stability) {
        const family = this.#baseline?.cells.length ?? 0;
        const decision = decideRound(this.#counts(stability), this.#settings, this.#baseline !== null, family, this.#targetsAfter(stability));
        if (this.shouldStop()) {
            for (const d of decision.cells)
                if (d.next > 0)
                    this.#cut.add(d);
            return [];
        }
        let wanted = decision.cells.filter((d) => d.next > 0).sort((a, b) => a.priority - b.priority);
        if (this.#catchUp) {
            // The cells the interruption left a look behind get their runs first, the others wait for them: the rounds
            // (and the looks at the suite) then fall where an uninterrupted run's would.
            this.#catchUp = false;
            const target = Math.min(...wanted.map((d) => d.runs + d.next));
            wanted = wanted.map((d) => ({ ...d, next: Math.max(0, target - d.runs) })).filter((d) => d.next > 0);
        }
        if (wanted.length === 0)
            return [];
        const planned = new CellMap(this.#plan.cells.map((c) => [cellIdOfPlanned(c), c]));
        const executions = [];
        // Run-major within the round, closest cells first: when the budget runs out mid-round, those got their runs.
        const runs = new CellMap(wanted.map((d) => [d, this.#freeRuns(d, d.next)]));
        const most = Math.max(...wanted.map((d) => d.next));
        for (let k = 0; k < most; k++) {
            for (const d of wanted) {
                const cell = planned.get(d);
                const run = runs.get(d)?.[k];
                if (cell && run !== undefined)
                    executions.push({ case: cell.case, runner: cell.runner, run });
            }
        }
        return executions;
    }
    /** What the rounds decided, for both finished files (the engine puts it into results.json and stability.json). */
    finish(stability, cancelled) {
        const counts = CellMap.of(this.#counts(stability));
        // The final decision on the final counts: a round cut short leaves some cells between looks.
        const final = decideRound([...counts.values()], this.#settings, this.#baseline !== null, this.#baseline?.cells.length ?? 0, this.#targetsAfter(stability)).cells;
        const budget = this.#budgetStop !== undefined;
        const cells = final.map((d) => {
            if (d.stop)
                return { caseId: d.caseId, runnerId: d.runnerId, runs: d.runs, stop: d.stop };
            return { caseId: d.caseId, runnerId: d.runnerId, runs: d.runs, stop: budget || this.#cut.has(d) ? "budget" : "cancelled", undecided: true };
        });
        const executions = cells.reduce((s, c) => s + c.runs, 0);
        const maxExecutions = cells.length * this.#settings.maxRuns;
        const undecided = cells.filter((c) => c.undecided).length;
        return {
            minRuns: this.#settings.minRuns,
            maxRuns: this.#settings.maxRuns,
            ...(this.#settings.maxCostUsd !== undefined ? { maxCostUsd: this.#settings.maxCostUsd } : {}),
            ...(this.#settings.maxMinutes !== undefined ? { maxMinutes: this.#settings.maxMinutes } : {}),
            withBaseline: this.#baseline !== null,
            // Toward the pool's targets a cell goes in one round after the first.
            rounds: this.#targets ? (cells.some((c) => c.runs > this.#settings.minRuns) ? 2 : 1) : roundsRun(cells, this.#settings),
            executions,
            maxExecutions,
            ...(this.#budgetStop ? { budgetStop: this.#budgetStop } : {}),
            undecided,
            message: adaptiveMessage(this.#budgetStop, cancelled && !budget, executions, maxExecutions, undecided, this.#baseline !== null, this.#targets !== undefined),
            cells,
        };
    }
    /** Counts per plan cell (a cell with no result yet has none). */
    #counts(stability) {
        const head = CellMap.of(stability.cells);
        return this.#plan.cells.map((planned) => {
            const id = cellIdOfPlanned(planned);
            const h = head.get(id);
            const b = this.#baseCells.get(id);
            const comparable = b !== undefined && !(b.testFingerprint !== "" && h !== undefined && h.testFingerprint !== "" && b.testFingerprint !== h.testFingerprint);
            return {
                ...id,
                base: comparable ? { passed: b.passed, runs: b.runs - b.errored } : null,
                head: { passed: h?.passed ?? 0, runs: h ? h.runs - h.errored : 0, total: h?.runs ?? 0 },
            };
        });
    }
}
/** The rounds that ran, from the runs the cells got: every round takes the undecided cells to the next look, so the most runs any cell got says how many began (a resumed run gets the same count as an uninterrupted one). */
function roundsRun(cells, settings) {
    const most = cells.reduce((m, c) => Math.max(m, c.runs), 0);
    const schedule = looks(settings);
    return 1 + schedule.slice(1).filter((_, j) => schedule[j] < most).length;
}
/** "stopped at the $20 budget after 312 of at most 600 runs; 4 cells undecided" (plain text: renderers escape it). */
function adaptiveMessage(budgetStop, cancelled, executions, maxExecutions, undecided, withBaseline, pooled = false) {
    const after = `after ${executions} of at most ${maxExecutions} runs`;
    const open = `${undecided} cell${undecided === 1 ? "" : "s"} undecided`;
    if (budgetStop?.kind === "cost")
        return `stopped at the ${formatBudgetUsd(budgetStop.limit)} budget ${after}; ${open}`;
    if (budgetStop?.kind === "time")
        return `stopped at the ${budgetStop.limit}-minute budget ${after}; ${open}`;
    if (cancelled)
        return `cancelled ${after}; ${open}`;
    if (withBaseline)
        return `${executions} of at most ${maxExecutions} runs; every cell decided or at max-runs`;
    return pooled
        ? `${executions} of at most ${maxExecutions} runs, more where main's pooled base for the next pull request needed them`
        : `${executions} of at most ${maxExecutions} runs: min-runs per cell, as there is no baseline to compare with`;
}

// Run-level counts. Errored executions count as not passed; skipped ones are
// not executions of the agent at all.
function summarize(results, planned, durationMs, cancelled) {
    const counts = countStatuses(results);
    const { tokens, costUsd } = resultTotals(results);
    return {
        executions: results.length,
        passed: counts.passed,
        failed: counts.failed,
        errored: counts.errored,
        skipped: counts.skipped,
        expectedFailed: counts.expectedFailed,
        unexpectedPassed: counts.unexpectedPassed,
        passRate: passRateOf(counts) ?? 0,
        durationMs,
        ...(costUsd !== undefined ? { costUsd } : {}),
        ...(tokens !== undefined ? { totalTokens: tokens } : {}),
        notRun: Math.max(0, planned - results.length),
        cancelled,
        completed: !cancelled && results.length >= planned,
    };
}

// Writes a JSON document the way JSON.stringify(value, null, 2) would, without
// ever holding it as one string: the top-level arrays (results, cases) go out
// one element at a time. results.json for 100,000 executions is over 100 MB;
// as one string (plus the copies JSON.stringify makes while building it) it
// was most of a large run's peak memory (bench/items/scale.mjs).
// Write then rename, so a reader never sees half a file.
/** Flush to the file every this many characters. */
const CHUNK = 1 << 20;
async function writeJsonFile(file, value, options = {}) {
    const tmp = `${file}.tmp-${process.pid}`;
    const handle = await open(tmp, "w");
    let pending = [];
    let size = 0;
    const write = async (text) => {
        pending.push(text);
        size += text.length;
        if (size >= CHUNK)
            await flush();
    };
    const flush = async () => {
        const text = pending.join("");
        pending = [];
        size = 0;
        await handle.write(text);
    };
    try {
        for (const piece of jsonPieces(value))
            await write(piece);
        if (options.trailingNewline)
            await write("\n");
        await flush();
    }
    catch (error) {
        await handle.close();
        await rm(tmp, { force: true });
        throw error;
    }
    await handle.close();
    await rename(tmp, file);
}
/** The pieces of JSON.stringify(value, null, 2), top-level arrays element by element. */
function* jsonPieces(value) {
    const entries = Object.entries(value).filter(([, v]) => serializable(v));
    if (entries.length === 0) {
        yield "{}";
        return;
    }
    yield "{\n";
    for (let i = 0; i < entries.length; i++) {
        const [key, v] = entries[i];
        if (Array.isArray(v) && v.length > 0) {
            yield `${i > 0 ? ",\n" : ""}  ${JSON.stringify(key)}: [\n`;
            for (let j = 0; j < v.length; j++)
                yield `${j > 0 ? ",\n" : ""}${atDepth2(v[j])}`;
            yield "\n  ]";
        }
        else {
            yield `${i > 0 ? ",\n" : ""}${atDepth1(key, v)}`;
        }
    }
    yield "\n}";
}
// JSON.stringify indents from the top only: a value stringified inside a wrapper at its own depth comes out
// already indented, which is a third cheaper for a large run than indenting it afterwards line by line.
const DEPTH2_OPEN = "[\n  [\n".length;
const DEPTH2_CLOSE = "\n  ]\n]".length;
/** `"key": value` as JSON.stringify(…, null, 2) writes it one level in. */
function atDepth1(key, v) {
    const json = JSON.stringify({ [key]: v }, null, 2);
    return json.slice(2, -2);
}
/** An element of a top-level array, as JSON.stringify(…, null, 2) writes it two levels in (undefined as null). */
function atDepth2(v) {
    const json = JSON.stringify([[v]], null, 2);
    return json.slice(DEPTH2_OPEN, -DEPTH2_CLOSE);
}
/** JSON.stringify leaves out undefined, functions and symbols in objects. */
function serializable(v) {
    return v !== undefined && typeof v !== "function" && typeof v !== "symbol";
}

// Fits Markdown sections into a size budget (a PR comment holds 65,536
// characters, a check-run summary 65,535): leaner variants of detail sections
// first, then whole detail sections dropped, then a cut at a section boundary
// with a note. A section is never cut inside, so no <details>, table or code
// fence is left open.
const SEPARATOR = "\n\n";
function joinSections(parts) {
    return `${parts.filter((p) => p !== "").join(SEPARATOR)}\n`;
}
function fitSections(sections, maxChars, note) {
    const chosen = sections.map(() => 0);
    const dropped = sections.map(() => false);
    const render = () => sections.map((s, i) => (dropped[i] ? "" : (s.variants[chosen[i]] ?? "")));
    const size = (parts) => joinSections(parts).length;
    const order = sections
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => s.dropOrder !== undefined)
        .sort((a, b) => a.s.dropOrder - b.s.dropOrder || b.i - a.i);
    const shortened = new Set();
    const omitted = [];
    const withNote = () => (omitted.length + shortened.size > 0 ? note([...omitted, ...[...shortened].filter((t) => !omitted.includes(t))]) : "");
    const fits = () => size([...render(), withNote()]) <= maxChars;
    for (const { s, i } of order) {
        if (fits())
            break;
        while (chosen[i] < s.variants.length - 1 && !fits()) {
            chosen[i]++;
            shortened.add(s.title);
        }
        if (!fits()) {
            dropped[i] = true;
            shortened.delete(s.title);
            omitted.push(s.title);
        }
    }
    if (fits()) {
        // Shrinking went in a fixed order; give room left over back to what was shrunk first.
        for (const { s, i } of [...order].reverse()) {
            if (dropped[i]) {
                dropped[i] = false;
                chosen[i] = s.variants.length - 1;
                if (!fits()) {
                    dropped[i] = true;
                    continue;
                }
                omitted.splice(omitted.indexOf(s.title), 1);
                shortened.add(s.title);
            }
            while (chosen[i] > 0) {
                chosen[i]--;
                if (!fits()) {
                    chosen[i]++;
                    break;
                }
            }
            if (chosen[i] === 0)
                shortened.delete(s.title);
        }
        return { text: joinSections([...render(), withNote()]), shortened: [...shortened], omitted };
    }
    // Still too long: keep whole sections from the top while they fit.
    const parts = render();
    const kept = [];
    for (let i = 0; i < parts.length; i++) {
        const rest = sections
            .slice(i)
            .filter((_, j) => parts[i + j] !== "")
            .map((s) => s.title);
        const noteText = note([...omitted, ...rest]);
        if (size([...kept, parts[i], noteText]) > maxChars) {
            omitted.push(...rest);
            // A budget smaller than the note itself: the note, cut safely.
            return { text: truncate(joinSections([...kept, noteText]), maxChars).text, shortened: [...shortened], omitted };
        }
        kept.push(parts[i]);
    }
    return { text: joinSections([...kept, withNote()]), shortened: [...shortened], omitted };
}

// --runs auto in the Markdown report and the PR comment: one line with the
// runs spent (and the budget stop, when one ended the run), and per cell the
// runs it got and why it stopped, folded. Pure.
function adaptiveSection(record, maxRows) {
    if (!record)
        return "";
    const alert = record.budgetStop || record.undecided > 0 ? "> [!WARNING]\n> " : "";
    const line = `${alert}**Adaptive runs** (${record.minRuns}–${record.maxRuns} per cell): ${mdText(record.message)}.`;
    const rows = record.cells.slice(0, maxRows).map((c) => [mdCode(c.caseId), mdCode(c.runnerId), String(c.runs), STOP_LABELS[c.stop]]);
    if (maxRows <= 0)
        return line;
    const more = record.cells.length > maxRows ? `\n\n… and ${record.cells.length - maxRows} more cells` : "";
    const table = mdTable(["case", "runner", "runs", "stopped because"], rows);
    return `${line}\n\n<details><summary>Runs per cell and why each stopped</summary>\n\n${table}${more}\n\n</details>`;
}

// A multi-turn execution in the Markdown report: why the conversation ended,
// each checkpoint's state, and the conversation turn by turn (agent text is
// untrusted: sanitized and cut).
const ENDED = {
    checkpoints: "every required checkpoint was reached",
    "max-turns": "max_turns was used up",
    "goal-achieved": "the simulated user said the goal was achieved",
    "agent-failure": "the agent failed",
    "simulator-error": "the simulated user failed",
    timeout: "the time ran out",
    cancelled: "the run was cancelled",
};
function dialogLines(d, textChars) {
    const lines = [`Conversation: ${plural(d.turns.length, "turn")} of at most ${d.maxTurns}; it ended because ${ENDED[d.ended]}.`, ""];
    lines.push(`Checkpoints: ${d.checkpoints
        .map((c) => `${c.reached ? "✅" : c.required ? "❌" : "⚪"} ${mdCode(c.id, "text")}${c.reached ? ` (turn ${c.reachedAtTurn})` : c.required ? "" : " (optional)"}`)
        .join(" · ")}`, "");
    for (const t of d.turns) {
        lines.push(`${t.turn}. 🧑 ${mdText(t.user || "(no message)", textChars)}`);
        if (t.agent !== undefined)
            lines.push(`   🤖 ${mdText(t.agent || "(no output)", textChars)}${t.reached.length ? ` · reached ${t.reached.map((id) => mdCode(id, "text")).join(", ")}` : ""}`);
        if (t.error)
            lines.push(`   ⚠️ ${mdText(t.error, textChars)}`);
    }
    return lines;
}

// Failures (the agent did not do what the case asks) and errored executions
// (infrastructure: the agent could not run), listed apart. Each failing cell
// is a <details> block with its failed assertions, a short sanitized excerpt of
// the agent's final output and the path of its artifacts.
function failingCells(view) {
    return view.cells.filter((c) => c.results.some(isFailure));
}
function failuresSection(view, level, options, compact) {
    const cells = failingCells(view);
    if (cells.length === 0)
        return "";
    const runs = cells.reduce((n, c) => n + c.results.filter(isFailure).length, 0);
    const heading = `${"#".repeat(level)} Failures (${plural(cells.length, "cell")}, ${plural(runs, "run")})`;
    const shown = cells.slice(0, options.maxCells);
    const body = compact ? shown.map(compactLine) : shown.map((c) => cellDetails(c, options));
    const more = cells.length > shown.length ? [`… and ${plural(cells.length - shown.length, "more failing cell")} (see the HTML report).`] : [];
    return [heading, compact ? body.join("\n") : body.join("\n\n"), ...more].join("\n\n");
}
function failedRunsText(cell) {
    const failed = cell.results.filter(isFailure).length;
    return `${formatCount(failed)} of ${plural(cell.counts.runs, "run")} failed`;
}
function compactLine(cell) {
    const first = cell.results.find(isFailure);
    return `- ❌ ${mdCode(caseLabel(cell), "text", 120)} · ${mdCode(cell.runnerId, "text")} · ${failedRunsText(cell)}: ${mdText(failureMessage(first), 160)}`;
}
function cellDetails(cell, options) {
    const failed = cell.results.filter(isFailure);
    const summary = `❌ ${htmlCode(caseLabel(cell), 120)} · ${htmlCode(cell.runnerId)} · ${failedRunsText(cell)}: ${htmlText(failureMessage(failed[0]), 160)}`;
    const groups = groupAlike(failed);
    const shown = groups.slice(0, options.maxRunsPerCell).map((g) => runDetails(g, options.excerptChars));
    const rest = groups.slice(options.maxRunsPerCell).flat();
    const more = rest.length
        ? [
            `… and ${plural(rest.length, "more failed run")}: ${rest
                .slice(0, 20)
                .map((r) => `run ${r.run}`)
                .join(", ")}${rest.length > 20 ? ", …" : ""}.`,
        ]
        : [];
    // A blank line after <summary> lets GitHub render the Markdown inside; the closing tag stands on its own line.
    return [`<details><summary>${summary}</summary>`, "", [...shown, ...more].join("\n\n"), "", "</details>"].join("\n");
}
/** Failed runs with the same failure and the same output, shown once (a cell failing 10 times alike is one story). */
function groupAlike(results) {
    const groups = new Map();
    for (const r of results) {
        const key = `${r.status}\u0000${failureMessage(r)}\u0000${r.outputDigest ?? r.finalOutput ?? ""}`;
        const group = groups.get(key);
        if (group)
            group.push(r);
        else
            groups.set(key, [r]);
    }
    return [...groups.values()];
}
function runDetails(group, excerptChars) {
    const r = group[0];
    const status = STATUS_LABELS[r.status];
    const which = group.length === 1 ? `Run ${r.run}` : `Runs ${group.map((g) => g.run).join(", ")}`;
    const alike = group.length > 1 ? " (same failure and output)" : "";
    const head = `**${which}** · ${status.label}${alike}${r.failureClass?.label ? ` · ${mdText(r.failureClass.label)}` : ""} · ${formatDuration(r.durationMs)} · artifacts ${mdCode(r.artifactDir, "text")}`;
    const lines = [head, ""];
    const failedAssertions = r.assertions.filter((a) => !a.passed);
    if (failedAssertions.length > 0) {
        lines.push(...failedAssertions.slice(0, 10).map(assertionLine));
        if (failedAssertions.length > 10)
            lines.push(`- … and ${plural(failedAssertions.length - 10, "more failed assertion")}`);
        lines.push("");
    }
    else if (r.status === "unexpected-passed") {
        lines.push("- The case is marked as expected to fail, but every assertion passed.", "");
    }
    else if (r.error) {
        lines.push(`- ${mdText(`${r.error.name}: ${r.error.message}`, 300)}`, "");
    }
    if (r.dialog) {
        lines.push(...dialogLines(r.dialog, Math.max(80, Math.floor(excerptChars / 4))));
    }
    else if (r.finalOutput !== undefined && r.finalOutput.trim() !== "") {
        lines.push("Final output:", "", mdCodeBlock(r.finalOutput, { max: excerptChars, cutWhere: `${r.artifactDir}/session.json` }));
    }
    else {
        lines.push("The agent gave no final output.");
    }
    return lines.join("\n");
}
function assertionLine(a) {
    const where = a.location ? ` (${mdCode(`${a.location.file}${a.location.line ? `:${a.location.line}` : ""}`, "text")})` : "";
    const soft = a.soft ? " (soft)" : "";
    const detail = a.message ?? (a.expected !== undefined ? `expected ${preview(a.expected)}, got ${preview(a.actual)}` : "failed");
    return `- ❌ ${mdCode(a.name, "text")}${soft}: ${mdText(detail, 300)}${where}`;
}
function preview(value) {
    const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
    return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
/** Errored executions: the agent never got a fair run, so they are not failures. */
function erroredSection(view, level, maxRows, compact) {
    const errored = view.model.run.results.filter((r) => r.status === "errored");
    if (errored.length === 0)
        return "";
    const heading = `${"#".repeat(level)} 💥 Errored (${plural(errored.length, "execution")})`;
    const intro = "These executions could not give the agent a fair run (the agent could not start, the provider failed, the workspace could not be prepared, the run was cancelled, or the case uses a feature agent-bench cannot run: unsupported). They count as not passed, apart from failures.";
    if (compact) {
        const byOrigin = new Map();
        for (const r of errored)
            byOrigin.set(r.failureClass?.label ?? r.failureOrigin ?? "error", (byOrigin.get(r.failureClass?.label ?? r.failureOrigin ?? "error") ?? 0) + 1);
        return [heading, [...byOrigin].map(([label, n]) => `${mdText(label)}: ${formatCount(n)}`).join(" · ")].join("\n\n");
    }
    const rows = errored
        .slice(0, maxRows)
        .map((r) => [
        mdCode(r.caseId, "table", 120),
        mdCode(r.runnerId),
        String(r.run),
        mdText(r.failureClass?.label ?? r.failureOrigin ?? "error"),
        mdText(failureMessage(r), 200),
        mdCode(r.artifactDir),
    ]);
    const more = errored.length > maxRows ? [`… and ${plural(errored.length - maxRows, "more errored execution")}.`] : [];
    return [heading, intro, mdTable(["Case", "Runner", "Run", "Cause", "Message", "Artifacts"], rows, "llrlll"), ...more].join("\n\n");
}

// The per-runner table and the case × runner grid.
function runnerTable(view) {
    const rows = view.runners.map((r) => {
        const c = r.counts;
        const counts = [c.failed, c.errored, r.stableCells, r.unstableCells, r.failingCells].map(formatCount);
        return [
            runnerLabel(r),
            formatRateWithInterval(c.passed, c.runs),
            `${formatCount(c.passed)}/${formatCount(c.runs)}`,
            ...counts,
            c.runs ? formatDuration(r.durationMs / c.runs) : "–",
            formatTokens(r.tokens),
            formatCost(r.costUsd),
        ];
    });
    const header = [
        "Runner",
        `Pass rate [${formatConfidence()} CI]`,
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
    return mdTable(header, rows, "llrrrrrrrrr");
}
function runnerLabel(r) {
    const version = r.runner.version && /^\d/u.test(r.runner.version) ? `v${r.runner.version}` : r.runner.version;
    const details = [...new Set([r.runner.type, r.runner.model, version].filter(Boolean))].join(", ");
    return `${mdCode(r.runner.id)}${details ? ` ${mdText(details, 80)}` : ""}`;
}
/** "✅ 3/3", "🟡 2/3", "💥 0/2 (2 errored)", "⏭️ skipped". */
function gridCell(cell) {
    if (!cell)
        return "";
    const c = cell.counts;
    if (c.runs === 0)
        return c.skipped ? "⏭️ skipped" : "· not run";
    const errored = c.errored ? ` (${formatCount(c.errored)} errored)` : "";
    const expected = c.expectedFailed ? ` (${formatCount(c.expectedFailed)} failed as expected)` : "";
    return `${cellIcon(c)} ${formatCount(c.passed)}/${formatCount(c.runs)}${errored}${expected}`;
}
/**
 * The case × runner grid. `onlyAttention` keeps the cases with a cell that did
 * not always pass: the leaner variant when the budget is tight.
 */
function grid(view, maxRows, onlyAttention) {
    const runners = view.runners.map((r) => r.runner.id);
    const byCase = new Map();
    // One row per case, or per case × variant in a run with variants.
    for (const cell of view.cells) {
        let row = byCase.get(caseLabel(cell));
        if (!row)
            byCase.set(caseLabel(cell), (row = new Map()));
        row.set(cell.runnerId, cell);
    }
    let cases = [...byCase.entries()];
    const all = cases.length;
    if (onlyAttention)
        cases = cases.filter(([, row]) => [...row.values()].some((c) => c.counts.passed < c.counts.runs));
    if (cases.length === 0)
        return "";
    const hasTags = view.model.run.cases.some((c) => c.tags.length > 0);
    const header = ["Case", ...(hasTags ? ["Tags"] : []), ...runners.map((r) => mdCode(r))];
    const rows = cases.slice(0, maxRows).map(([caseId, row]) => {
        const tags = hasTags ? [(row.values().next().value?.case?.tags ?? []).map((t) => mdCode(t)).join(" ")] : [];
        // A case with nothing to check passes whenever the agent finishes: say so next to its pass rate.
        const noCheck = row.values().next().value?.case?.noCheck ? " (no check)" : "";
        return [`${mdCode(caseId, "table", 120)}${noCheck}`, ...tags, ...runners.map((r) => gridCell(row.get(r)))];
    });
    const more = cases.length > maxRows ? ["", `… and ${formatCount(cases.length - maxRows)} more cases (see the HTML report).`] : [];
    const what = onlyAttention
        ? `Cells that did not always pass (${formatCount(cases.length)} of ${formatCount(all)} cases)`
        : `All cells (${plural(all, "case")} × ${plural(runners.length, "runner")})`;
    return [`<details><summary>${what}</summary>`, "", mdTable(header, rows), ...more, "", "</details>"].join("\n");
}

// "Open the full report": the HTML report, uploaded unzipped so GitHub serves
// it in the browser; or, where that upload was refused, the zip and why.
function reportLinkSection(links) {
    const open = mdLink("Open the full report", links?.htmlReportUrl);
    if (!open)
        return "";
    if (links?.htmlReportZipped) {
        return `📄 **${open}** (zipped: ${mdText(links.htmlReportZipped)}; download it and open report.html)`;
    }
    return `📄 **${open}** (report.html, opens in the browser)`;
}

// Trigger evals in the Markdown report and the PR comment: precision, recall
// and F1 per skill × runner with their intervals, then the queries the agent
// triggered on wrongly and those it missed. Pure; only shown when a run has
// trigger evals.
function triggersSection(reports, level, maxRows) {
    if (reports.length === 0)
        return "";
    const rows = reports.map((r) => [mdCode(r.skill), mdCode(r.runner), ...triggerCells(r).map((c) => mdText(c))]);
    const lists = reports.flatMap((r) => [
        ...queryList(`False triggers of ${mdCode(r.skill, "text")} on ${mdCode(r.runner, "text")} (used though it should not be)`, r.falseTriggers, maxRows),
        ...queryList(`Misses of ${mdCode(r.skill, "text")} on ${mdCode(r.runner, "text")} (not used though it should be)`, r.misses, maxRows),
    ]);
    return [
        `${"#".repeat(level)} Skill triggering`,
        "",
        mdTable(TRIGGER_COLUMNS, rows),
        "",
        `<sub>${mdText(TRIGGER_METHOD)}.</sub>`,
        ...(lists.length > 0 ? ["", ...lists] : []),
    ].join("\n");
}
function queryList(title, queries, maxRows) {
    if (queries.length === 0)
        return [];
    const items = queries.slice(0, maxRows).map((q) => `- ${mdCode(q.caseId, "text")} ${q.used}/${q.runs} runs: ${mdText(q.query, 200)}`);
    const more = queries.length > maxRows ? [`- … and ${plural(queries.length - maxRows, "more query", "more queries")}`] : [];
    return [`**${title}:**`, "", ...items, ...more, ""];
}

// The "Skill lift" section of the PR comment, the check run and the job
// summary (the action's `lift` input), in report/lift/words.ts's words: per
// measured skill the pass rate with and without it, the lift with its
// interval and the verdict; then why, the skill's use, each measure, and the
// cells that changed on their own. Pure; skill names and ids are untrusted.
const LIFT_SECTION_TITLE = "Skill lift";
/** `maxCells`: changed cells listed per skill (0: none, for the shortest variant). */
function liftSection(lifts, level, maxCells) {
    if (!lifts || lifts.length === 0)
        return "";
    const rate = (r) => (r === null ? "–" : `${Math.round(r * 100)}%`);
    const rows = lifts.map((l) => [
        mdCode(l.skill),
        rate(l.passRate.treatment),
        rate(l.passRate.control),
        l.passRate.lift === null ? "–" : `${points(l.passRate.lift)} ${pointsInterval(l.passRate.interval)}`,
        `${LIFT_ICONS[l.verdict]} ${mdText(verdictLine(l))}`,
    ]);
    return [
        `${"#".repeat(level)} ${LIFT_SECTION_TITLE}`,
        `This run (with the skill) against one more run of the same cases without it. The lift informs; it fails the check only with fail-if-not-helping.`,
        mdTable(["Skill", "With", "Without", "Lift", "Verdict"], rows),
        ...lifts.map((l) => skillDetail(l, maxCells)),
        `<sub>${mdText(methodLine(lifts[0]))}</sub>`,
    ].join("\n\n");
}
function skillDetail(l, maxCells) {
    const use = skillUseLine(l.skill, l.skillUse);
    const lines = [whyLine(l), ...(use ? [use] : []), ...l.measures.map(measureLine)].map((d) => `- ${mdText(d)}`);
    const changed = l.cells.filter((c) => c.tier === "helps" || c.tier === "hurts");
    const shown = maxCells > 0 ? changed.slice(0, maxCells) : [];
    for (const c of shown) {
        lines.push(`- ${LIFT_ICONS[c.tier]} ${c.tier} in ${mdCode(c.caseId, "text", 120)} on ${mdCode(c.runnerId, "text", 120)}: ${cellCounts(c)}`);
        // What the agent did differently without the skill, as the comparison words a cell's base → head.
        for (const change of (c.behaviour ?? []).slice(0, 3))
            lines.push(`  - ${behaviourPhrase(change, (l) => mdCode(l, "text", 120))}`);
    }
    const left = changed.length - shown.length;
    if (left > 0)
        lines.push(`- ${shown.length ? "… and " : ""}${plural(left, shown.length ? "more cell" : "cell", shown.length ? "more cells" : "cells")} changed on ${left === 1 ? "its" : "their"} own`);
    return [`**${mdCode(l.skill, "text")}: ${VERDICT_WORDS[l.verdict]}**`, lines.join("\n")].join("\n\n");
}

// The Markdown report (-o report.md), and the sections the GitHub Action
// reuses for the PR comment, the check-run summary and the job summary.
// Pure: model in, string out. Only non-empty sections are shown.
function markdownSections(model, options = {}, view = buildView(model)) {
    const level = Math.min(5, Math.max(1, options.headingLevel ?? 2));
    const sub = level + 1;
    const maxRows = options.maxRows ?? 100;
    const failure = { maxCells: options.maxFailureCells ?? 20, maxRunsPerCell: options.maxRunsPerCell ?? 3, excerptChars: options.excerptChars ?? 600 };
    const comparison = model.comparison;
    const multiRunner = view.runners.length > 1;
    const now = model.trend?.flaky.length ? headCells(model) : undefined;
    const sections = [
        { id: "title", title: "title", variants: [titleSection(view, options.title ?? "agent-bench", level)] },
        { id: "verdict", title: "verdict", variants: [comparison ? verdictAlert(comparison) : ""] },
        { id: "headline", title: "summary", variants: [headline(view)] },
        { id: "notes", title: "notes", variants: [runNotes(view)] },
        { id: "explanations", title: "the explanations link", variants: [explanationsNote(model.explanations, model.links?.htmlReportUrl)] },
        // --runs auto: the budget stop is never dropped.
        { id: "adaptive", title: "the runs per cell", variants: [adaptiveSection(model.run.adaptive, maxRows)] },
        { id: "triggers", title: "skill triggering", dropOrder: 4.5, variants: triggerVariants(model, sub, maxRows) },
        { id: "report-link", title: "the report link", variants: [reportLinkSection(model.links)] },
        {
            id: "comparison",
            title: "the changed cells",
            dropOrder: 5,
            variants: comparison ? [comparisonSection(comparison, sub, maxRows, false), comparisonSection(comparison, sub, Math.min(maxRows, 20), true)] : [""],
        },
        {
            id: "lift",
            title: "the skill lift",
            dropOrder: 4.8,
            variants: [liftSection(model.lifts, sub, maxRows), liftSection(model.lifts, sub, 5), liftSection(model.lifts, sub, 0)],
        },
        { id: "flaky", title: "the flaky-on-main list", dropOrder: 6, variants: [flakySection(model.trend, sub, now), flakySection(model.trend, sub, now, 5)] },
        { id: "trend", title: "the trend chart", dropOrder: 1.5, variants: [trendChartSection(model.trend, 30), trendChartSection(model.trend, 10)] },
        {
            id: "runners",
            title: "the per-runner table",
            dropOrder: 4,
            // One runner: the headline already says it all, unless there are cell counts to show.
            variants: [multiRunner || view.model.run.plan.runs > 1 ? `${"#".repeat(sub)} Runners\n\n${runnerTable(view)}` : ""],
        },
        {
            id: "failures",
            title: "failure details",
            dropOrder: 2,
            variants: [failuresSection(view, sub, failure, false), failuresSection(view, sub, { ...failure, maxCells: Math.min(failure.maxCells, 20) }, true)],
        },
        {
            id: "errored",
            title: "errored executions",
            dropOrder: 3,
            variants: [erroredSection(view, sub, maxRows, false), erroredSection(view, sub, maxRows, true)],
        },
        { id: "grid", title: "the full grid", dropOrder: 1, variants: [grid(view, maxRows, false), grid(view, Math.min(maxRows, 50), true)] },
        { id: "footer", title: "footer", variants: [footer(view)] },
    ];
    return sections.filter((s) => s.variants[0] !== "");
}
/** Trigger evals: the table and every false trigger and miss; shortened, at most five of each. */
function triggerVariants(model, level, maxRows) {
    const reports = triggerReports(model.run);
    return [triggersSection(reports, level, maxRows), triggersSection(reports, level, Math.min(maxRows, 5))];
}
function headCells(model) {
    const cells = new CellMap();
    for (const r of model.run.results) {
        if (r.status === "skipped")
            continue;
        const cell = cells.upsert(r, () => ({ passed: 0, runs: 0 }));
        cell.runs++;
        if (r.passed)
            cell.passed++;
    }
    return cells;
}
function renderMarkdown(model, options = {}) {
    const sections = markdownSections(model, options);
    if (options.maxChars === undefined)
        return joinSections(sections.map((s) => s.variants[0]));
    const more = mdLink("full report", model.links?.htmlReportUrl) ?? mdLink("artifacts", model.links?.artifactUrl);
    const note = (left) => `<sub>Shortened to fit ${formatCount(options.maxChars)} characters: left out or shortened ${left.join(", ")}.${more ? ` See the ${more}.` : " The HTML report and the artifacts have everything."}</sub>`;
    return fitSections(sections, options.maxChars, note).text;
}

export { AdaptiveRounds as A, adaptiveMessage as a, resolveAdaptive as b, parseShard as c, buildPlan as d, cellIdOfPlanned as e, runnerSettings as f, estimateRun as g, formatEstimate as h, joinSections as j, markdownSections as m, parsePositive as p, renderMarkdown as r, summarize as s, writeJsonFile as w };
