import { h as mean, o as outcomeOf, i as resultTokens, j as sampleVariance, k as resultsStability } from './table-CFKi2sh-.js';
import { l as logChoose, T as TARGET_POWER, h as adjustInFamily, i as fisherTwoSidedAttainable, j as fisherTwoSided, k as reaches, m as stratifiedPermutationTest, n as suiteCanReach, o as diffBehaviour } from './comparison-BapfbRxQ.js';
import { w as wilsonInterval, e as createRng, H as studentTQuantile, I as normalQuantile, a as CellMap, c as configError } from './unknown-events-zNQq38TK.js';

// Newcombe's hybrid score interval for a difference of two independent pass
// rates (Newcombe 1998, method 10): each arm's Wilson interval, combined. Unlike
// the Wald interval it stays honest at 0/n and n/n, where a skill's lift is
// most often measured (0/5 without it, 5/5 with it).
/** Two-sided (1 - alpha) interval for p1 - p2, with x1 of n1 and x2 of n2; [-1, 1] when an arm has no runs. */
function newcombeInterval(x1, n1, x2, n2, alpha = 0.05) {
    if (n1 <= 0 || n2 <= 0)
        return { low: -1, high: 1 };
    const p1 = x1 / n1;
    const p2 = x2 / n2;
    const a = wilsonInterval(x1, n1, alpha);
    const b = wilsonInterval(x2, n2, alpha);
    const d = p1 - p2;
    return {
        low: Math.max(-1, d - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2)),
        high: Math.min(1, d + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2)),
    };
}

// A two-sided permutation test of a per-run measure (tokens, cost, turns,
// duration) between two arms, stratified by cell: under "no difference" a
// cell's runs are exchangeable between its arms, whatever the cell's own level
// or spread. The statistic is the sum over cells of the difference of the arm
// means (treatment − control), so an expensive cell weighs as much as it
// costs, as the suite's total does; under the permutation its expectation is
// exactly 0, so |T*| ≥ |T| is a two-sided test. Exact by enumeration when the
// splits are few, seeded sequential Monte Carlo otherwise (Besag & Clifford
// 1991). Makes no assumption about the measure's distribution, which for cost
// is skewed and for a scripted agent often constant.
/** Splits enumerated exactly up to this many (product over cells of C(runs, treatment runs)). */
const MAX_EXACT = 20_000;
const SEED = 1;
const EXCEEDANCES = 25;
const RESAMPLES = 2_000;
function meanPermutationTest(cells) {
    const tested = cells.filter((c) => c.treatment.length > 0 && c.control.length > 0);
    const statistic = tested.reduce((sum, c) => sum + difference(c.treatment, c.control), 0);
    // A cell whose runs all measured the same adds 0 under every split.
    const varying = tested.filter((c) => !constant([...c.treatment, ...c.control]));
    const smallest = smallestP(varying);
    if (varying.length === 0)
        return { p: 1, statistic, exact: true, smallest: 1 };
    const observed = Math.abs(statistic);
    const tolerance = 1e-9 * (1 + observed);
    const splits = varying.reduce((n, c) => n * choose(c.treatment.length + c.control.length, c.treatment.length), 1);
    if (splits <= MAX_EXACT) {
        let sums = [0];
        for (const cell of varying) {
            const values = cellDifferences(cell);
            sums = sums.flatMap((s) => values.map((v) => s + v));
        }
        const extreme = sums.filter((s) => Math.abs(s) >= observed - tolerance).length;
        return { p: extreme / sums.length, statistic, exact: true, smallest };
    }
    const rng = createRng(SEED);
    const pools = varying.map((c) => {
        const values = Float64Array.from([...c.treatment, ...c.control]);
        return { values, k: c.treatment.length, total: values.reduce((a, b) => a + b, 0) };
    });
    let extreme = 0;
    for (let r = 1; r <= RESAMPLES; r++) {
        let sum = 0;
        for (const { values, k, total } of pools) {
            // A partial Fisher–Yates shuffle: the first k are the treatment's.
            let inTreatment = 0;
            for (let i = 0; i < k; i++) {
                const j = i + rng.int(values.length - i);
                const picked = values[j];
                values[j] = values[i];
                values[i] = picked;
                inTreatment += picked;
            }
            sum += inTreatment / k - (total - inTreatment) / (values.length - k);
        }
        if (Math.abs(sum) >= observed - tolerance && ++extreme === EXCEEDANCES)
            return { p: EXCEEDANCES / r, statistic, exact: false, smallest };
    }
    // Counting the observed split keeps the p-value valid (never 0).
    return { p: (extreme + 1) / (RESAMPLES + 1), statistic, exact: false, smallest };
}
function difference(treatment, control) {
    return mean(treatment) - mean(control);
}
/** The statistic of one cell under each split of its runs (treatment first). */
function cellDifferences(cell) {
    const values = [...cell.treatment, ...cell.control];
    const k = cell.treatment.length;
    const total = values.reduce((a, b) => a + b, 0);
    const out = [];
    const pick = (start, left, sum) => {
        if (left === 0) {
            out.push(sum / k - (total - sum) / (values.length - k));
            return;
        }
        for (let i = start; i <= values.length - left; i++)
            pick(i + 1, left - 1, sum + values[i]);
    };
    pick(0, k, 0);
    return out;
}
/**
 * A lower bound on the p-value: the most extreme split (the largest values all in one arm in every cell) alone, and
 * its mirror too when every cell's arms are the same size (the mirror then gives −T).
 */
function smallestP(cells) {
    if (cells.length === 0)
        return 1;
    const logSplits = cells.reduce((sum, c) => sum + logChoose(c.treatment.length + c.control.length, c.treatment.length), 0);
    const mirrored = cells.every((c) => c.treatment.length === c.control.length);
    return Math.min(1, (mirrored ? 2 : 1) * Math.exp(-logSplits));
}
function constant(values) {
    return values.every((v) => v === values[0]);
}
function choose(n, k) {
    return Math.round(Math.exp(logChoose(n, k)));
}

// A lift's measures: tokens, cost, turns and duration, treatment against
// control. The suite's figure is the sum over cells of each arm's mean (what
// one run of every case costs), so the change is a ratio of totals: −0.5 is
// half the cost. The test is a permutation test stratified by cell
// (stats/mean-permutation.ts): exact for any distribution, skewed cost and a
// scripted agent's constant one alike. The interval is for reading: the delta
// method on the log of the ratio, each arm's total with its runs' spread
// (Student's t on the within-cell degrees of freedom). Only non-errored runs
// count, failed ones included: a failed run costs too.
const MEASURES = ["tokens", "costUsd", "turns", "durationMs"];
/** The measure of each non-errored run that reported it. */
function measureValues(records, measure) {
    const out = [];
    for (const r of records) {
        if (outcomeOf(r.status) === "errored")
            continue;
        const v = measure === "tokens" ? resultTokens(r) : r[measure];
        if (v !== undefined && Number.isFinite(v))
            out.push(v);
    }
    return out;
}
/**
 * One lift per measure that some cell reported in both arms. The measure the verdict reads (cost when any cell
 * reported it in both arms, else tokens) is tested, with its level and the change it could detect; the others are
 * for reading (their intervals), so they spend no alpha.
 */
function measureLifts(arms, options) {
    const lifts = [];
    for (const measure of MEASURES) {
        const cellArms = arms
            .map((a) => ({ treatment: measureValues(a.treatment, measure), control: measureValues(a.control, measure) }))
            .filter((c) => c.treatment.length > 0 && c.control.length > 0);
        if (cellArms.length === 0)
            continue;
        const treatment = cellArms.reduce((sum, c) => sum + mean(c.treatment), 0);
        const control = cellArms.reduce((sum, c) => sum + mean(c.control), 0);
        const lift = {
            measure,
            cells: cellArms.length,
            treatment,
            control,
            change: control > 0 ? treatment / control - 1 : null,
            interval: ratioInterval(cellArms, treatment, control, options.alpha),
        };
        lifts.push({ lift, cellArms });
    }
    const deciding = lifts.find((l) => l.lift.measure === "costUsd") ?? lifts.find((l) => l.lift.measure === "tokens");
    if (deciding) {
        const test = meanPermutationTest(deciding.cellArms);
        deciding.lift.pValue = test.p;
        deciding.lift.level = options.measureLevel;
        deciding.lift.detectable = test.smallest > options.measureLevel ? null : detectableChange(deciding.cellArms, deciding.lift.control, options);
    }
    return lifts.map((l) => l.lift);
}
/** The measure the verdict reads: the one that was tested. */
function decidingMeasure(lifts) {
    return lifts.find((l) => l.level !== undefined);
}
/** A cell's spread: each arm's own sample variance, or the cell's pooled one for an arm of a single run. */
function armVariances(c) {
    const df = c.treatment.length + c.control.length - 2;
    if (df < 1)
        return undefined;
    const pooled = (sampleVariance(c.treatment) * (c.treatment.length - 1) + sampleVariance(c.control) * (c.control.length - 1)) / df;
    return {
        treatment: c.treatment.length >= 2 ? sampleVariance(c.treatment) : pooled,
        control: c.control.length >= 2 ? sampleVariance(c.control) : pooled,
        df,
    };
}
function ratioInterval(cells, treatment, control, alpha) {
    if (treatment <= 0 || control <= 0)
        return null;
    let varT = 0;
    let varC = 0;
    let df = 0;
    for (const c of cells) {
        const v = armVariances(c);
        if (!v)
            return null;
        varT += v.treatment / c.treatment.length;
        varC += v.control / c.control.length;
        df += v.df;
    }
    const seLog = Math.sqrt(varT / (treatment * treatment) + varC / (control * control));
    const half = studentTQuantile(1 - alpha / 2, df) * seLog;
    const center = Math.log(treatment / control);
    return { low: Math.exp(center - half) - 1, high: Math.exp(center + half) - 1 };
}
/**
 * The smallest relative change the test would find 80% of the time, by the normal approximation with the cells'
 * pooled spread (the permutation test is close to it once a few cells vary); never below the margin.
 */
function detectableChange(cells, control, options) {
    if (control <= 0)
        return null;
    let variance = 0;
    for (const c of cells) {
        const v = armVariances(c);
        if (!v)
            return null;
        const pooled = (v.treatment * (c.treatment.length - 1) + v.control * (c.control.length - 1)) / Math.max(1, v.df);
        variance += pooled * (1 / c.treatment.length + 1 / c.control.length);
    }
    const z = normalQuantile(1 - options.measureLevel / 2) + normalQuantile(TARGET_POWER);
    return Math.max(options.measureMargin, (z * Math.sqrt(variance)) / control);
}

// A lift's cells: per case × runner, the treatment's pass rate against the
// control's. Fisher's exact test, two-sided; the cell family is the cells
// whose margins (each arm's non-errored runs and their total passes) let the
// test reach the cell level at all, and Holm's step-down over it counts each
// member by the chance it had of a p-value that small (stats/tarone.ts, as
// compare/cells.ts does one-sided). Conditional on the margins, so the
// family is fixed before any p-value is looked at. Newcombe's interval for
// the lift in each cell.
function liftCells(arms, skill, options) {
    const counted = arms.map((a) => ({ treatment: armOf(a.treatment, options.alpha), control: armOf(a.control, options.alpha) }));
    const tests = counted.map(({ treatment, control }) => testOf(treatment, control));
    const family = adjustInFamily(tests, options.cellLevel, "holm");
    const cells = arms.map((a, i) => {
        const { treatment, control } = counted[i];
        const test = tests[i];
        const adjusted = family.adjusted[i];
        const tested = treatment.passRate !== null && control.passRate !== null;
        const lift = tested ? treatment.passRate - control.passRate : null;
        const significant = adjusted !== null && reaches(adjusted, options.cellLevel) && lift !== null && lift !== 0;
        const cell = {
            caseId: a.caseId,
            runnerId: a.runnerId,
            treatment,
            control,
            lift,
            interval: tested ? newcombeInterval(treatment.passed, nonErrored(treatment), control.passed, nonErrored(control), options.alpha) : null,
            pValue: test?.p ?? null,
            adjustedPValue: adjusted,
            inFamily: family.members[i],
            tier: !tested ? "insufficient-data" : significant ? (lift > 0 ? "helps" : "hurts") : "no-significant-change",
            measures: cellMeasures(a),
        };
        const use = skillUse(a.treatment, a.control, skill);
        if (use)
            cell.skillUse = use;
        return cell;
    });
    return { cells, family: { level: options.cellLevel, size: family.size } };
}
function armOf(records, alpha) {
    let passed = 0;
    let errored = 0;
    for (const r of records) {
        const outcome = outcomeOf(r.status);
        if (outcome === "passed")
            passed++;
        else if (outcome === "errored")
            errored++;
    }
    const runs = records.length;
    return { passed, runs, errored, passRate: runs - errored > 0 ? passed / (runs - errored) : null, wilson: wilsonInterval(passed, runs - errored, alpha) };
}
function nonErrored(arm) {
    return arm.runs - arm.errored;
}
function testOf(treatment, control) {
    const nt = nonErrored(treatment);
    const nc = nonErrored(control);
    if (nt === 0 || nc === 0)
        return null;
    return {
        p: fisherTwoSided(treatment.passed, nt, control.passed, nc),
        attainable: fisherTwoSidedAttainable(nt, nc, treatment.passed + control.passed),
    };
}
function cellMeasures(arms) {
    const out = {};
    for (const measure of MEASURES) {
        const treatment = measureValues(arms.treatment, measure);
        const control = measureValues(arms.control, measure);
        if (treatment.length > 0 && control.length > 0)
            out[measure] = { treatment: mean(treatment), control: mean(control) };
    }
    return out;
}
/** Runs whose session shows the skill used, of the non-errored runs that recorded behaviour; undefined when neither arm recorded any. */
function skillUse(treatment, control, skill) {
    const count = (records) => {
        const seen = records.filter((r) => r.behaviour && outcomeOf(r.status) !== "errored");
        return { used: seen.filter((r) => r.behaviour.skills.includes(skill)).length, runs: seen.length };
    };
    const use = { treatment: count(treatment), control: count(control) };
    return use.treatment.runs + use.control.runs > 0 ? use : undefined;
}

// What a lift reads: execution results of one run with variants, each with the
// variant it ran under. Grouped into cells (case × runner) with the
// treatment's and the control's results side by side. Skipped results are not
// runs; errored ones are counted but say nothing about the agent.
/** The variant a record ran under, `default` when it names none. */
function variantOf(record, defaultVariant) {
    return record.variant ?? defaultVariant;
}
/** Cells in the order their first result came, each with the results of both variants (others left out). */
function groupArms(records, treatment, control, defaultVariant = "default") {
    const cells = new CellMap();
    for (const record of records) {
        if (record.status === "skipped")
            continue;
        const variant = variantOf(record, defaultVariant);
        if (variant !== treatment && variant !== control)
            continue;
        const cell = cells.upsert({ caseId: record.caseId, runnerId: record.runnerId }, () => ({
            caseId: record.caseId,
            runnerId: record.runnerId,
            treatment: [],
            control: [],
        }));
        (variant === treatment ? cell.treatment : cell.control).push(record);
    }
    return [...cells.values()];
}

// lift()'s options, their defaults and how alpha is split. A skill is `helps`
// or `hurts` when any of three tests decides: the suite's pass rate, the cell
// family, or one measure (cost, or tokens when no run reported cost). Their
// levels add up to alpha (a weighted Bonferroni split), so a skill that changes
// nothing gets either verdict at most alpha of the time (docs/lift.md).
const LIFT_SHARES = { suite: 0.6, cells: 0.2, measure: 0.2 };
const LIFT_DEFAULTS = { alpha: 0.05, margin: 0.05, measureMargin: 0.1 };
function resolveLiftOptions(options = {}) {
    const alpha = options.alpha ?? LIFT_DEFAULTS.alpha;
    const margin = options.margin ?? LIFT_DEFAULTS.margin;
    const measureMargin = options.measureMargin ?? LIFT_DEFAULTS.measureMargin;
    check("alpha", alpha, alpha > 0 && alpha < 0.5, "a significance level such as 0.05");
    check("margin", margin, margin >= 0 && margin < 1, "a fraction of the pass rate such as 0.05 for 5 points");
    check("measureMargin", measureMargin, measureMargin >= 0 && measureMargin < 1, "a fraction such as 0.1 for 10%");
    return {
        alpha,
        margin,
        measureMargin,
        suiteLevel: alpha * LIFT_SHARES.suite,
        cellLevel: alpha * LIFT_SHARES.cells,
        measureLevel: alpha * LIFT_SHARES.measure,
    };
}
function check(name, value, ok, hint) {
    if (!Number.isFinite(value) || !ok)
        throw configError(`${name} is out of range (got ${value})`, { where: name, hint: `use ${hint}` });
}

// The suite's lift in pass rate: one difference per comparable cell
// (treatment − control, over non-errored runs), their mean, and a two-sided
// test of it conditional on each cell's margins (the permutation test
// compare/suite-test.ts uses, twice its smaller tail). The interval is
// Newcombe's on the suite's two pass rates (each the mean over the cells, over
// every non-errored run of its arm): like the test it takes the cases as they
// are, the suite the skill is measured on, and asks only how much the runs'
// noise could move the rates; between-case spread of a binomial kind only
// widens it. The smallest
// detectable lift is the normal approximation at 80% power at the test's
// level (statistics.md §5.1), and null when these run counts could reach the
// level with no outcome at all.
function passRateLift(cells, options) {
    const level = options.suiteLevel;
    const comparable = cells.filter((c) => c.lift !== null);
    const m = comparable.length;
    if (m === 0)
        return { cells: 0, treatment: null, control: null, lift: null, interval: null, pValue: null, level, canReach: false, detectable: null };
    const arms = comparable.map((c) => ({
        base: { passed: c.control.passed, runs: nonErrored(c.control) },
        head: { passed: c.treatment.passed, runs: nonErrored(c.treatment) },
    }));
    const differences = comparable.map((c) => c.lift);
    const lift = mean(differences);
    const test = stratifiedPermutationTest(arms.map(({ base, head }) => ({ basePassed: base.passed, baseRuns: base.runs, headPassed: head.passed, headRuns: head.runs })));
    // Two-sided: each tail at half the level.
    const canReach = suiteCanReach(arms, level / 2);
    const passed = arms.reduce((sum, a) => sum + a.base.passed + a.head.passed, 0);
    const runs = arms.reduce((sum, a) => sum + a.base.runs + a.head.runs, 0);
    // Add-one smoothed, so "every run passed" in a few runs does not claim zero noise.
    const pooled = (passed + 1) / (runs + 2);
    const binomialVariance = pooled * (1 - pooled) * mean(arms.map((a) => 1 / a.base.runs + 1 / a.head.runs));
    const se = Math.sqrt(Math.max(sampleVariance(differences), binomialVariance) / m);
    const z = normalQuantile(1 - level / 2) + normalQuantile(TARGET_POWER);
    const detectable = canReach && z * se <= 1 ? Math.max(options.margin, z * se) : null;
    const treatment = mean(comparable.map((c) => c.treatment.passRate));
    const control = mean(comparable.map((c) => c.control.passRate));
    const treatmentRuns = arms.reduce((sum, a) => sum + a.head.runs, 0);
    const controlRuns = arms.reduce((sum, a) => sum + a.base.runs, 0);
    return {
        cells: m,
        treatment,
        control,
        lift,
        interval: newcombeInterval(treatment * treatmentRuns, treatmentRuns, control * controlRuns, controlRuns, options.alpha),
        pValue: Math.min(1, 2 * Math.min(test.pLess, test.pGreater)),
        level,
        canReach,
        detectable,
    };
}

// A skill's verdict, and why (docs/lift.md, "How the verdict is decided"). In order:
//   helps / hurts  the suite's pass rate moved by at least the margin, significant at the suite's share of
//                  alpha; or else a cell changed significantly within the cell family (any cell it breaks makes it
//                  `hurts`, however many it helps); or else cost (tokens when no run reported cost) changed by at
//                  least the measure margin, significant at the measure's share, and the pass rate's interval does
//                  not lie wholly the other way (half the cost at a lower pass rate is no help)
//   no-detectable-difference  everything else, with the smallest lift these runs could have detected
// The three levels add up to alpha, so a skill that changes nothing is `helps` or `hurts` at most alpha of the time.
const EPSILON = 1e-12;
function decideLift(passRate, cells, family, deciding, options) {
    if (passRate.cells === 0)
        return { verdict: "no-detectable-difference", why: { code: "nothing-comparable", cells: cells.length } };
    const { lift, pValue } = passRate;
    if (lift !== null && pValue !== null && Math.abs(lift) >= options.margin - EPSILON && lift !== 0 && reaches(pValue, options.suiteLevel)) {
        return { verdict: lift > 0 ? "helps" : "hurts", why: { code: "pass-rate", lift, pValue, cells: passRate.cells } };
    }
    const hurt = cells.filter((c) => c.tier === "hurts");
    const helped = cells.filter((c) => c.tier === "helps");
    const deciders = hurt.length > 0 ? hurt : helped;
    if (deciders.length > 0) {
        const clearest = [...deciders].sort((a, b) => (a.adjustedPValue ?? 1) - (b.adjustedPValue ?? 1))[0];
        const why = {
            code: "cells",
            count: deciders.length,
            caseId: clearest.caseId,
            runnerId: clearest.runnerId,
            lift: clearest.lift,
            pValue: clearest.adjustedPValue,
            family: family.size,
            against: hurt.length > 0 ? helped.length : 0,
        };
        return { verdict: hurt.length > 0 ? "hurts" : "helps", why };
    }
    if (deciding?.pValue !== undefined &&
        deciding.change !== null &&
        lift !== null &&
        Math.abs(deciding.change) >= options.measureMargin - EPSILON &&
        reaches(deciding.pValue, options.measureLevel)) {
        const cheaper = deciding.change < 0;
        // Cheaper but likely worse (or dearer but likely better) is not a verdict the cost alone can give.
        const interval = passRate.interval;
        const opposed = interval !== null && (cheaper ? interval.high < 0 : interval.low > 0);
        if (!opposed)
            return { verdict: cheaper ? "helps" : "hurts", why: { code: "measure", measure: deciding.measure, change: deciding.change, pValue: deciding.pValue } };
    }
    const why = { code: "no-difference", detectable: passRate.detectable };
    if (deciding)
        why.measure = { measure: deciding.measure, detectable: deciding.detectable ?? null };
    return { verdict: "no-detectable-difference", why };
}

// A skill's lift: the results of one run with two variants, the skill present
// (treatment) and removed (control), paired by case × runner. Per cell an
// exact test and an interval; for the suite a test of the pass rate
// conditional on each cell's margins, lifts in tokens, cost, turns and
// duration, and a verdict. Pure; data only (report/ words it).
function liftOf(records, arms, options = {}) {
    const resolved = resolveLiftOptions(options);
    const grouped = groupArms(records, arms.treatment, arms.control, arms.defaultVariant);
    const { cells, family } = liftCells(grouped, arms.skill, resolved);
    const passRate = passRateLift(cells, resolved);
    const measures = measureLifts(grouped, resolved);
    const decision = decideLift(passRate, cells, family, decidingMeasure(measures), resolved);
    return {
        skill: arms.skill,
        treatment: arms.treatment,
        control: arms.control,
        verdict: decision.verdict,
        why: decision.why,
        alpha: resolved.alpha,
        margin: resolved.margin,
        passRate,
        cellFamily: family,
        measures,
        cells,
        skillUse: skillUse(grouped.flatMap((g) => g.treatment), grouped.flatMap((g) => g.control), arms.skill) ?? null,
    };
}

// The behaviour diff between a lift's two arms, per cell: the same test a
// comparison runs between base and head (compare/behaviour.ts), with the arm
// that has the skill as the base and the one without it as the head, so a
// cell reads "skill `greet` used in 5/5 → 0/5 runs", "tool `Bash` called in
// 5/5 → 1/5 runs", "turns per run up 80%". Pure; from the arms' full results.
/** The lift with each cell's behaviour changes added (a cell with none listed gets none). */
function withLiftBehaviour(lift, results, defaultVariant = "default") {
    const arms = new CellMap();
    for (const r of results) {
        const variant = variantOf(r, defaultVariant);
        if (variant !== lift.treatment && variant !== lift.control)
            continue;
        const cell = arms.upsert({ caseId: r.caseId, runnerId: r.runnerId }, () => ({ treatment: [], control: [] }));
        (variant === lift.treatment ? cell.treatment : cell.control).push(r);
    }
    const cells = lift.cells.map((cell) => {
        const arm = arms.get(cell);
        if (!arm || arm.treatment.length === 0 || arm.control.length === 0)
            return cell;
        const changes = diffBehaviour(resultsStability(cell, arm.treatment), resultsStability(cell, arm.control));
        return changes.length > 0 ? { ...cell, behaviour: changes } : cell;
    });
    return { ...lift, cells };
}

export { LIFT_DEFAULTS as L, liftOf as l, withLiftBehaviour as w };
