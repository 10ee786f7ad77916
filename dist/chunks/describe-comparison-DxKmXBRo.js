import { a as CellMap, N as pairingId, C as CellSet, z as cellIdOf, w as wilsonInterval, c as configError, p as plural, A as formatLevel, O as formatPoints, t as formatPercent, Q as formatPointsInterval, B as formatSignedPoints, R as formatPInText, g as sameCell } from './unknown-events-zNQq38TK.js';
import { p as agentRate, k as reaches, T as TARGET_POWER, a as resolveOptions, q as compareCells, t as suiteTest } from './comparison-BapfbRxQ.js';
import { l as roundCost, n as classify, u as passKTable, t as treatmentHash, a as computeStability } from './table-CFKi2sh-.js';
import { h as historyCellId } from './entry-BqMlPlwk.js';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { C as readSavedJson, E as parseSaved, R as RUN_FILE_FORMAT, F as runFileSchema, S as STABILITY_FILE_VERSIONS, G as stabilityFileReader } from './sanitize-CGuhO3m3.js';

// What changed for the agent between the baseline and the head: files of its
// workspace added, removed or modified, runner settings before → after, and
// agent CLI versions. Pure; the manifests are built by execute/treatment.ts.
function diffTreatment(base, head, baseRunners, headRunners) {
    const changes = {
        known: base !== undefined && head !== undefined,
        files: { added: [], removed: [], modified: [], omittedChanged: false },
        settings: [],
        versions: versionChanges(baseRunners, headRunners),
    };
    if (base && head)
        diffManifests(base, head, changes);
    // The model the sessions reported, when the configuration left it to the CLI.
    for (const h of headRunners) {
        const b = baseRunners.find((r) => r.id === h.id);
        const recorded = changes.settings.some((c) => c.runnerId === h.id && (c.field === "model" || c.field === "type"));
        if (!recorded && b?.model !== undefined && h.model !== undefined && b.model !== h.model)
            changes.settings.push({ runnerId: h.id, field: "model", base: b.model, head: h.model });
        if (!recorded && !changes.known && b && b.type !== h.type)
            changes.settings.push({ runnerId: h.id, field: "type", base: b.type, head: h.type });
    }
    return changes;
}
function diffManifests(base, head, changes) {
    const before = base.workspace.files;
    const after = head.workspace.files;
    for (const [file, hash] of Object.entries(after)) {
        if (!(file in before))
            changes.files.added.push(file);
        else if (before[file] !== hash)
            changes.files.modified.push(file);
    }
    for (const file of Object.keys(before))
        if (!(file in after))
            changes.files.removed.push(file);
    changes.files.omittedChanged = base.workspace.omitted?.hash !== head.workspace.omitted?.hash;
    const ws = (field, b, h) => {
        if (show(b) !== show(h))
            changes.settings.push({ runnerId: "", field: `workspace ${field}`, base: show(b), head: show(h) });
    };
    ws("mode", base.workspace.mode, head.workspace.mode);
    ws("bootstrap", base.workspace.bootstrap, head.workspace.bootstrap);
    for (const [runnerId, h] of Object.entries(head.runners)) {
        const b = base.runners[runnerId];
        if (b)
            changes.settings.push(...runnerSettingChanges(runnerId, b, h));
    }
    for (const kind of ["added", "removed", "modified"])
        changes.files[kind].sort();
}
function runnerSettingChanges(runnerId, base, head) {
    const out = [];
    const fields = new Set([...Object.keys(base), ...Object.keys(head)]);
    for (const field of [...fields].sort()) {
        if (field === "files" || field === "options")
            continue;
        const b = show(base[field]);
        const h = show(head[field]);
        if (b !== h)
            out.push({ runnerId, field, base: b, head: h });
    }
    const options = new Set([...Object.keys(base.options), ...Object.keys(head.options)]);
    for (const key of [...options].sort()) {
        const b = show(base.options[key]);
        const h = show(head.options[key]);
        if (b !== h)
            out.push({ runnerId, field: key, base: b, head: h });
    }
    const files = new Set([...Object.keys(base.files ?? {}), ...Object.keys(head.files ?? {})]);
    for (const file of [...files].sort()) {
        const b = base.files?.[file];
        const h = head.files?.[file];
        if (b !== h)
            out.push({
                runnerId,
                field: file,
                base: b === undefined ? "(none)" : "content",
                head: h === undefined ? "(none)" : b === undefined ? "content" : "modified",
            });
    }
    return out;
}
/** CLI versions that differ; a version known on one side only is not a difference. */
function versionChanges(base, head) {
    const out = [];
    for (const h of head) {
        const b = base.find((r) => r.id === h.id);
        if (b?.version !== undefined && h.version !== undefined && b.version !== h.version)
            out.push({ runnerId: h.id, base: b.version, head: h.version });
    }
    return out;
}
function show(value) {
    if (value === undefined || value === null)
        return "(none)";
    if (typeof value === "string")
        return value;
    if (Array.isArray(value) && value.every((v) => typeof v === "string"))
        return value.length === 0 ? "(none)" : value.join(" ");
    return JSON.stringify(value);
}

// Duration, token and cost deltas: per runner as the average per run (so a
// different number of runs does not look like a change), and for the suite as
// totals (what each run cost).
function suiteArm(file) {
    return {
        passRate: meanRate(file.cells) ?? 0,
        runs: file.summary.executions,
        cases: file.summary.cases,
        errored: file.summary.errored,
        costUsd: file.summary.costUsd,
        durationMs: file.summary.durationMs,
        tokens: totalTokens(file.cells),
    };
}
function runnerDeltas(base, head) {
    const ids = [
        ...new Set([
            ...head.runners.map((r) => r.id),
            ...head.cells.map((c) => c.runnerId),
            ...(base?.runners.map((r) => r.id) ?? []),
            ...(base?.cells.map((c) => c.runnerId) ?? []),
        ]),
    ];
    return ids.map((runnerId) => {
        const b = base ? base.cells.filter((c) => c.runnerId === runnerId) : null;
        const h = head.cells.filter((c) => c.runnerId === runnerId);
        const of = (pick) => delta(b && b.length > 0 ? pick(b) : null, h.length > 0 ? pick(h) : null);
        return {
            runnerId,
            passRate: of(meanRate),
            durationMs: of((cells) => perRun(cells, (c) => c.durationMs.mean)),
            tokens: of((cells) => perRun(cells, (c) => c.tokens?.mean ?? null)),
            costUsd: dollars(of((cells) => perRun(cells, (c) => c.costUsd?.mean ?? null))),
        };
    });
}
function totals(base, head) {
    return {
        durationMs: delta(base ? base.summary.durationMs : null, head.summary.durationMs),
        tokens: delta(base ? totalTokens(base.cells) : null, totalTokens(head.cells)),
        costUsd: dollars(delta(base ? base.summary.costUsd : null, head.summary.costUsd)),
    };
}
function dollars(value) {
    const round = (n) => (n === null ? null : roundCost(n));
    return { base: round(value.base), head: round(value.head), delta: round(value.delta) };
}
function delta(base, head) {
    return { base, head, delta: base === null || head === null ? null : head - base };
}
/** Unweighted mean over cells of the pass rate over non-errored runs: each cell counts once. */
function meanRate(cells) {
    const rates = cells.flatMap((c) => {
        const rate = agentRate(c);
        return rate === null ? [] : [rate];
    });
    return rates.length === 0 ? null : rates.reduce((sum, r) => sum + r, 0) / rates.length;
}
/** Run-weighted mean of a per-cell mean over the cells that report it. */
function perRun(cells, pick) {
    let sum = 0;
    let runs = 0;
    for (const cell of cells) {
        const value = pick(cell);
        if (value === null || cell.runs === 0)
            continue;
        sum += value * cell.runs;
        runs += cell.runs;
    }
    return runs === 0 ? null : sum / runs;
}
function totalTokens(cells) {
    const reported = cells.filter((c) => c.tokens !== null);
    return reported.length === 0 ? null : reported.reduce((sum, c) => sum + c.tokens.total, 0);
}

// Pairs the base's and the head's cells by their identity (case, runner and
// variant), and says which pairs are not like for like: the case's test
// changed. A changed treatment (skills, workspace, runner settings, CLI
// version) is what a pull request measures, so it never makes a pair
// incomparable.
/** Head cells in head order, then the base's cells missing from the head. */
function pairCells(base, head) {
    const baseCells = new CellMap(base.cells.map((c) => [pairingId(c), c]));
    const pairs = [];
    const seen = new CellSet();
    for (const cell of head.cells) {
        seen.add(pairingId(cell));
        const other = baseCells.get(pairingId(cell)) ?? null;
        pairs.push({
            ...identity(cell, other),
            base: other,
            head: cell,
            // An empty fingerprint means "unknown" (an older or hand-made file): not evidence of a change.
            testChanged: other !== null && other.testFingerprint !== "" && cell.testFingerprint !== "" && other.testFingerprint !== cell.testFingerprint,
        });
    }
    for (const cell of base.cells) {
        if (!seen.has(pairingId(cell)))
            pairs.push({ ...identity(cell, null), base: cell, head: null, testChanged: false });
    }
    return pairs;
}
/** The head's identity (its variant), else the base's. */
function identity(cell, other) {
    const variant = cell.variant ?? other?.variant;
    return variant === undefined ? { caseId: cell.caseId, runnerId: cell.runnerId } : { caseId: cell.caseId, runnerId: cell.runnerId, variant };
}

// The suite verdict, the tests that decided it, and why, as a code and the
// figures of the deciding test first (docs/comparison.md, "Verdict rules";
// report/verdict-reason.ts says it in words). The rules, in order:
//   regression          a case that broke: a cell's drop significant among the cells that could reach the cell
//                       level (0.2 alpha), or a broad drop: drop ≥ margin and the suite-level test significant at
//                       the suite level (0.8 alpha); together they false-alarm at most alpha
//   possible-regression evidence short of that: a cell's drop significant at alpha among the cells that could
//                       reach alpha, a reliable cell that broke outright (severity guard), or a drop ≥ margin
//                       significant at alpha but not at the suite level
//   improvement         gain ≥ margin and significant at the suite level
//   no-change           |change| < margin and the runs had ≥ 80% power to see a drop of the margin
//                       (5 points stand in for a margin of 0)
//   inconclusive        everything else: the data cannot tell
const EPSILON = 1e-12;
function decideVerdict(test, results, options) {
    const { margin, suiteAlpha } = options;
    const { cells, families } = results;
    const regressed = cells.filter((c) => c.tier === "regressed");
    const drop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON;
    const broadDrop = drop && reaches(test.pLess, suiteAlpha);
    if (regressed.length > 0) {
        const worst = clearest(regressed, (c) => c.adjustedPValue ?? 1);
        return {
            verdict: "regression",
            why: {
                code: "regression",
                cells: reasonCell(worst, regressed.length, worst.adjustedPValue ?? 1, families.regression),
                ...(broadDrop ? { suite: suiteFigure$1(test, test.pLess) } : {}),
            },
            decidedBy: broadDrop ? ["cells", "suite"] : ["cells"],
        };
    }
    if (broadDrop)
        return { verdict: "regression", why: { code: "regression", suite: suiteFigure$1(test, test.pLess) }, decidedBy: ["suite"] };
    if (test.cells === 0 || test.delta === null || test.pLess === null || test.pGreater === null) {
        return { verdict: "inconclusive", why: nothingComparable(cells), decidedBy: [] };
    }
    const possible = possibleRegression$1(test, results, options);
    if (possible)
        return possible;
    const delta = test.delta;
    if (delta >= margin - EPSILON && reaches(test.pGreater, suiteAlpha)) {
        return { verdict: "improvement", why: { code: "improvement", suite: suiteFigure$1(test, test.pGreater) }, decidedBy: ["suite"] };
    }
    const suite = suiteFigure$1(test, delta < 0 ? test.pLess : test.pGreater);
    if (Math.abs(delta) < test.detectableDrop - EPSILON && test.power >= TARGET_POWER) {
        const why = {
            code: "no-change",
            suite,
            significant: reaches(suite.p, suiteAlpha),
            power: test.power,
            detectableDrop: test.detectableDrop,
        };
        return { verdict: "no-change", why, decidedBy: ["suite"] };
    }
    if (!test.canReach)
        return { verdict: "inconclusive", why: { code: "cannot-reach", suite }, decidedBy: ["suite"] };
    const more = test.runsPerCaseFor80 !== undefined && test.runsPerCaseFor80 > test.runsPerArm ? { runsPerCaseFor80: test.runsPerCaseFor80 } : {};
    const why = {
        code: "undecided",
        suite,
        large: Math.abs(delta) >= test.detectableDrop - EPSILON,
        ...(test.power < TARGET_POWER ? { power: { power: test.power, detectableDrop: test.detectableDrop, ...more } } : {}),
    };
    return { verdict: "inconclusive", why, decidedBy: ["suite"] };
}
/** Evidence short of a regression, strongest first: the cell family at alpha, the severity guard, the suite-level test at alpha. */
function possibleRegression$1(test, results, options) {
    const { alpha, margin } = options;
    const decidedBy = [];
    const why = { code: "possible-regression" };
    if (results.possible.length > 0) {
        const first = clearest(results.possible, (p) => p.adjustedPValue);
        why.cells = reasonCell(first.cell, results.possible.length, first.adjustedPValue, results.families.possibleRegression);
        decidedBy.push("cells");
    }
    // A reliable case that broke outright, unless the cell family at alpha already named it.
    const named = new Set(results.possible.map((p) => p.cell));
    const broke = results.cells.filter((c) => c.tier === "possible-regression" && c.severe && !named.has(c));
    if (broke.length > 0) {
        const [first] = broke;
        why.severity =
            first.adjustedPValue === null
                ? reasonCell(first, broke.length, first.pValue ?? 1)
                : reasonCell(first, broke.length, first.adjustedPValue, results.families.regression);
        decidedBy.push("severity");
    }
    const drop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON;
    if (drop && reaches(test.pLess, alpha)) {
        why.suite = { ...suiteFigure$1(test, test.pLess), significant: true };
        decidedBy.push("suite");
    }
    else if (decidedBy.length > 0 && test.delta !== null && test.pLess !== null) {
        // The other test's figure, labelled as the suite's, so it never reads as the deciding one.
        why.suite = { ...suiteFigure$1(test, test.pLess), significant: false };
    }
    return decidedBy.length > 0 ? { verdict: "possible-regression", why, decidedBy } : undefined;
}
/** The cell with the lowest p (the first of equals). */
function clearest(items, p) {
    return [...items].sort((a, b) => p(a) - p(b))[0];
}
function reasonCell(cell, count, p, family) {
    return { ...cellIdOf(cell), count, p, ...(family ? { family } : {}), broke: cell.head?.passed === 0 };
}
/** The suite-level test's own figure. */
function suiteFigure$1(test, p) {
    return { delta: test.delta, cells: test.cells, p };
}
function nothingComparable(cells) {
    const count = (predicate) => cells.filter(predicate).length;
    return {
        code: "nothing-comparable",
        new: count((c) => c.tier === "new"),
        removed: count((c) => c.tier === "removed"),
        caseChanged: count((c) => c.tier === "case-changed"),
        oneSideErrored: count((c) => c.base !== null && c.head !== null && c.tier !== "case-changed"),
    };
}

// What a reader should know before trusting the comparison, as codes and
// their figures (report/comparison-notes.ts says them).
const DAY_MS$1 = 24 * 60 * 60 * 1000;
function comparisonNotes(base, head, cells, treatment, maxBaselineAgeDays) {
    const notes = [];
    if (base.schemaVersion < 2)
        notes.push({ code: "no-fingerprints", toolVersion: base.tool.version });
    if (base.adaptive?.withBaseline)
        notes.push({ code: "adaptive-baseline" });
    for (const change of treatment.versions)
        notes.push({ code: "cli-version", runnerId: change.runnerId, base: change.base, head: change.head });
    const count = (tier) => cells.filter((c) => c.tier === tier).length;
    const counted = [
        ["case-changed", count("case-changed")],
        ["new-cells", count("new")],
        ["removed-cells", count("removed")],
    ];
    for (const [code, n] of counted)
        if (n > 0)
            notes.push({ code, cells: n });
    const both = cells.filter((c) => c.base !== null && c.head !== null);
    const errored = both.reduce((sum, c) => sum + (c.base?.errored ?? 0) + (c.head?.errored ?? 0), 0);
    if (errored > 0)
        notes.push({ code: "errored-runs", runs: errored });
    const age = Date.parse(head.createdAt) - Date.parse(base.createdAt);
    if (Number.isFinite(age) && age > maxBaselineAgeDays * DAY_MS$1)
        notes.push({ code: "old-baseline", days: Math.floor(age / DAY_MS$1) });
    return notes;
}

// Baseline vs head → Comparison. Pure and deterministic: the same inputs
// always give the same comparison.
function compare(base, head, options = {}) {
    const resolved = resolveOptions(options);
    if (base === null)
        return withoutBaseline(head, resolved);
    const treatment = diffTreatment(base.treatment, head.treatment, base.runners, head.runners);
    const pairs = pairCells(base, head);
    const results = compareCells(pairs, resolved, stoppedEarly(head));
    const cells = results.cells;
    const test = suiteTest(pairs, resolved);
    const { verdict, why, decidedBy } = decideVerdict(test, results, resolved);
    const comparison = {
        schemaVersion: 3,
        verdict,
        why,
        alpha: resolved.alpha,
        levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
        adjust: resolved.adjust,
        families: results.families,
        decidedBy,
        margin: resolved.margin,
        suite: {
            base: suiteArm(base),
            head: suiteArm(head),
            delta: test.delta,
            ci: test.ci,
            pValue: test.delta === null ? null : test.delta < 0 ? test.pLess : test.pGreater,
            pairedCases: test.cells,
        },
        cells,
        runners: runnerDeltas(base, head),
        totals: totals(base, head),
        baseline: {
            createdAt: base.createdAt,
            runsPerCase: base.runsPerCase,
            ...(base.commit ? { commit: base.commit } : {}),
            ...(base.pool ? { pool: base.pool } : {}),
        },
        treatment,
        notes: comparisonNotes(base, head, cells, treatment, resolved.maxBaselineAgeDays),
    };
    if (test.cells > 0) {
        comparison.suite.power = {
            detectableDrop: test.detectableDrop,
            power: test.power,
            ...(test.runsPerCaseFor80 !== undefined ? { runsPerCaseFor80: test.runsPerCaseFor80 } : {}),
        };
    }
    return comparison;
}
/** The cells an adaptive head stopped before max-runs for no drop (or any stop but a regression), with that max-runs. */
function stoppedEarly(head) {
    const record = head.adaptive;
    if (!record?.withBaseline)
        return undefined;
    const early = record.cells.filter((c) => c.runs < record.maxRuns && !FINAL_STOPS.has(c.stop));
    return new CellMap(early.map((c) => [c, record.maxRuns]));
}
/** Stops after which more runs were never going to come or could not change the cell's margins' reach. */
const FINAL_STOPS = new Set(["regression", "max-runs", "not-compared", "errored"]);
function withoutBaseline(head, resolved) {
    const { alpha, margin } = resolved;
    const pairs = head.cells.map((cell) => ({ ...cellIdOf(cell), base: null, head: cell, testChanged: false }));
    const { cells } = compareCells(pairs, resolved);
    return {
        schemaVersion: 3,
        verdict: "no-baseline",
        why: { code: "no-baseline" },
        alpha,
        levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
        adjust: resolved.adjust,
        decidedBy: [],
        margin,
        suite: { base: null, head: suiteArm(head), delta: null, ci: null, pValue: null, pairedCases: 0 },
        cells,
        runners: runnerDeltas(null, head),
        totals: totals(null, head),
        notes: [],
    };
}

// Which of main's earlier runs of a cell may join a pooled baseline. Pure:
// history entries, the conditions to match and the base branch's push runs
// (as the REST API lists them) in, runs per cell out. The rules
// (docs/comparison.md, "Pooled baseline"):
//   - newest first, and a change stops the pool for good: the treatment (what
//     the agent was given) or the runner's agent CLI version for every cell
//     concerned, the case's test fingerprint for that case; an entry written
//     by an older agent-bench (no fingerprints, or a run with variants whose
//     cells it did not tell apart) stops it too;
//   - only entries of push runs of this repository on the base branch, with
//     the commit the API names for that run (else the pool stops there), and
//     none older than the age bound;
//   - each run once: an entry whose run was already taken adds nothing;
//   - whole runs, errored ones left out, until the cell has `room` runs;
//   - a cell pairs by its full identity: an earlier run's cell of variant
//     `default` is the unmodified treatment (it pools into a cell without a
//     variant), one of any other variant never pools into it.
const FULL_SHA$1 = /^[0-9a-f]{40}$/;
const DAY_MS = 86_400_000;
function takeEarlierRuns(cells, input) {
    const taken = new CellMap(cells.map((c) => [pairingId(c), { passed: 0, runs: 0, commits: [], runIds: [] }]));
    const open = new CellMap(cells.filter((c) => c.room > 0).map((c) => [pairingId(c), c]));
    const seen = new Set(input.exclude ?? []);
    const stopAll = (stop) => {
        for (const k of open.keys())
            taken.get(k).stop = stop;
        open.clear();
    };
    for (const entry of input.entries) {
        if (open.size === 0)
            break;
        if (entry.runId !== undefined && seen.has(entry.runId))
            continue;
        const problem = entryProblem(entry, input);
        if (problem) {
            stopAll(problem);
            break;
        }
        seen.add(entry.runId);
        const cellsOf = new CellMap(entry.cells.map((c) => [pairingId(historyCellId(c)), c]));
        for (const [k, want] of [...open]) {
            const t = taken.get(k);
            const stop = cellProblem(entry, want, input.conditions);
            if (stop) {
                t.stop = stop;
                open.delete(k);
                continue;
            }
            // Not run then (filtered out, or the case did not exist yet): not a change.
            const outcomes = cellsOf.get(k)?.[4];
            if (outcomes === undefined)
                continue;
            const before = t.runs;
            for (const o of outcomes) {
                if (t.runs >= want.room)
                    break;
                if (o === "e")
                    continue;
                t.runs++;
                if (o === "p")
                    t.passed++;
            }
            if (t.runs > before) {
                t.commits.push(entry.commit);
                t.runIds.push(entry.runId);
            }
            if (t.runs >= want.room)
                open.delete(k);
        }
    }
    stopAll("history-start");
    return taken;
}
/** Why this entry and every earlier one cannot be pooled, or undefined. */
function entryProblem(entry, input) {
    if (entry.tests === undefined || entry.cells.some((c) => c[4] === undefined) || flattenedVariants(entry))
        return "older-history";
    const run = entry.runId === undefined ? undefined : input.trusted.get(entry.runId);
    if (!run || !FULL_SHA$1.test(entry.commit) || run.sha !== entry.commit)
        return "unverified";
    const created = Date.parse(run.createdAt);
    if (!Number.isFinite(created) || input.now.getTime() - created > input.maxAgeDays * DAY_MS)
        return "age";
    if (entry.treatment === undefined || input.conditions.treatment === undefined || entry.treatment !== input.conditions.treatment)
        return "treatment";
    return undefined;
}
/** A run with --variant as a build before version 4 kept it: each variant's cells under one case × runner, not told apart. */
function flattenedVariants(entry) {
    const ids = new CellSet();
    for (const c of entry.cells) {
        const id = historyCellId(c);
        if (ids.has(id))
            return true;
        ids.add(id);
    }
    return false;
}
/** Why this cell's pool stops at this entry, or undefined. */
function cellProblem(entry, cell, conditions) {
    if ((own(entry.cli, cell.runnerId) ?? "") !== (own(conditions.cli, cell.runnerId) ?? ""))
        return "cli";
    const test = own(conditions.tests, cell.caseId);
    if (!test)
        return "older-history";
    const then = entry.tests ? own(entry.tests, cell.caseId) : undefined;
    if (then !== undefined && then !== test)
        return "test";
    return undefined;
}
/** A record's own value (ids come from files: "constructor" is a case id, not Object's). */
function own(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}

// The pooled baseline (docs/comparison.md, "Pooled baseline"): the latest
// baseline's runs plus main's earlier runs of the same cells while the test,
// the treatment and the CLI version stayed the same (pool-take.ts has the
// rules), up to `maxRuns` runs per cell; and, for a push run with runs: auto,
// how many runs each cell needs so that the next pull request gets such a
// base. Pure.
/** 20 runs: a pooled 20/20 against a head's 0/3 is p = 1/C(23, 3) = 0.00056 (docs/comparison.md). 14 days: see docs/action.md. */
const DEFAULT_POOL = { maxRuns: 20, maxAgeDays: 14 };
const FULL_SHA = /^[0-9a-f]{40}$/;
/**
 * The latest baseline with main's earlier runs pooled in, from the history its own run carried
 * (`history`, undefined when it had none). Undefined when pooling is off or the baseline's commit
 * is not a full sha: then the latest baseline is the base, as before.
 */
function poolBaseline(latest, history, input) {
    if (input.settings.maxRuns <= 0 || !FULL_SHA.test(latest.sha))
        return undefined;
    const { stability } = latest;
    const ownIndex = history?.suite === stability.suite.path ? history.entries.findLastIndex((e) => e.runId === latest.runId && e.commit === latest.sha) : -1;
    const own = ownIndex >= 0 ? history.entries[ownIndex] : undefined;
    if (!own?.tests)
        return pooledStability(latest, new CellMap(), [], own ? "older-history" : "no-history", input.settings);
    const tests = own.tests;
    // A case whose fingerprint in stability.json is not the one its run recorded cannot be matched: it pools nothing.
    const cells = stability.cells
        .filter((c) => Object.hasOwn(tests, c.caseId) && tests[c.caseId] === c.testFingerprint)
        .map((c) => ({ ...pairingId(c), room: input.settings.maxRuns - (c.runs - c.errored) }));
    const earlier = history.entries.slice(0, ownIndex).reverse();
    const taken = takeEarlierRuns(cells, {
        entries: earlier,
        conditions: { ...(own.treatment ? { treatment: own.treatment } : {}), cli: own.cli, tests },
        trusted: input.trusted,
        maxAgeDays: input.settings.maxAgeDays,
        now: input.now,
        exclude: [latest.runId],
    });
    return pooledStability(latest, taken, earlier.map((e) => e.runId ?? 0), "test", input.settings);
}
/** `order`: the earlier entries' run ids, newest first; `missing`: why a cell that took nothing from them has no earlier runs. */
function pooledStability(latest, taken, order, missing, settings) {
    const { stability } = latest;
    const poolCells = [];
    const used = new Map();
    let added = 0;
    let addedPassed = 0;
    const cells = stability.cells.map((cell) => {
        const t = taken.get(pairingId(cell));
        const own = cell.runs - cell.errored;
        const runs = own + (t?.runs ?? 0);
        const stop = runs >= settings.maxRuns ? undefined : t ? t.stop : missing;
        poolCells.push({ caseId: cell.caseId, runnerId: cell.runnerId, runs, commits: (own > 0 ? 1 : 0) + (t?.commits.length ?? 0), ...(stop ? { stop } : {}) });
        if (!t || t.runs === 0)
            return cell;
        t.runIds.forEach((id, i) => used.set(id, t.commits[i]));
        added += t.runs;
        addedPassed += t.passed;
        return withRuns(cell, t.passed, t.runs);
    });
    // Newest first, in the history's order, whatever order the cells met them in.
    const runIds = [...new Set(order)].filter((id) => used.has(id));
    const pool = {
        maxRuns: settings.maxRuns,
        maxAgeDays: settings.maxAgeDays,
        commits: [...new Set([latest.sha, ...runIds.map((id) => used.get(id))])],
        runIds: [latest.runId, ...runIds],
        cells: poolCells,
    };
    const summary = stability.summary;
    const executions = summary.executions + added;
    const passed = summary.passed + addedPassed;
    return {
        ...stability,
        cells,
        summary: { ...summary, executions, passed, failed: summary.failed + added - addedPassed, passRate: executions === 0 ? 0 : passed / executions },
        pool,
    };
}
/** The cell with `runs` more non-errored runs, `passed` of them passing. Durations, tokens and cost stay the latest run's. */
function withRuns(cell, passed, runs) {
    const total = cell.runs + runs;
    const passes = cell.passed + passed;
    const passRate = passes / total;
    return {
        ...cell,
        runs: total,
        passed: passes,
        failed: cell.failed + runs - passed,
        passRate,
        wilson: wilsonInterval(passes, total),
        ...passKTable(total, passes),
        classification: classify(passRate),
    };
}
/**
 * Runs per cell a push run with runs: auto aims for, so that the next pull request's pool holds
 * `maxRuns`: what main's earlier runs under the same conditions do not supply, between min-runs and
 * max-runs. `history`: the previous push run's (this run is not in it yet).
 */
function poolTargets(cells, conditions, history, input, range) {
    const want = input.settings.maxRuns;
    const taken = takeEarlierRuns(cells.map((c) => ({ ...c, room: want })), {
        entries: [...(history?.entries ?? [])].reverse(),
        conditions,
        trusted: input.trusted,
        maxAgeDays: input.settings.maxAgeDays,
        now: input.now,
        ...(input.exclude ? { exclude: input.exclude } : {}),
    });
    return new CellMap(cells.map((c) => [c, Math.min(range.maxRuns, Math.max(range.minRuns, want - (taken.get(pairingId(c))?.runs ?? 0)))]));
}
/** A run's conditions as its stability says (a push run's, after its first round): what main's earlier runs must share with it. */
function conditionsOf(stability) {
    return {
        ...(stability.treatment ? { treatment: treatmentHash(stability.treatment) } : {}),
        cli: Object.fromEntries(stability.runners.flatMap((r) => (r.version ? [[r.id, r.version]] : []))),
        tests: Object.fromEntries(stability.cells.flatMap((c) => (c.testFingerprint ? [[c.caseId, c.testFingerprint]] : []))),
    };
}

// `baseline-runs` and `baseline-max-age` (action inputs; `--baseline-runs`
// and `--baseline-max-age` for `--base github:`): parsed the same way for
// both, every mistake naming where it came from.
/** The most runs per cell a pool may take (the exact tests' cost grows with it). */
const MAX_BASELINE_RUNS = 1000;
function parsePoolSettings(runs, maxAge, names) {
    return {
        maxRuns: runs === undefined || runs.trim() === "" ? DEFAULT_POOL.maxRuns : baselineRuns(runs.trim(), names.runs),
        maxAgeDays: maxAge === undefined || maxAge.trim() === "" ? DEFAULT_POOL.maxAgeDays : ageInDays(maxAge.trim(), names.maxAge),
    };
}
function baselineRuns(value, { label, where }) {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n > MAX_BASELINE_RUNS)
        throw configError(`${label}: "${value}" is not valid`, {
            where,
            hint: `a whole number from 0 to ${MAX_BASELINE_RUNS}: the runs per case the baseline pools from the base branch's push runs (default ${DEFAULT_POOL.maxRuns}; 0 compares with the latest run alone)`,
        });
    return n;
}
/** "14d" or "36h" → days. A bare number is refused: days to one reader, hours to another. */
function ageInDays(value, { label, where }) {
    const match = /^(\d+(?:\.\d+)?)(d|h)$/.exec(value);
    const days = match ? Number(match[1]) / (match[2] === "h" ? 24 : 1) : NaN;
    if (!(days > 0 && days <= 3650))
        throw configError(`${label}: "${value}" is not valid`, {
            where,
            hint: `an age with a unit, in days or hours, e.g. 14d or 36h (default ${DEFAULT_POOL.maxAgeDays}d): older push runs are not pooled into the baseline`,
        });
    return days;
}

// Reads the stability of a run for `compare`: a stability.json, a results.json
// (stability is computed from it), or an out-dir holding either.
const STABILITY_FILE = "stability.json";
const RESULTS_FILE = "results.json";
const HINT = `pass a ${STABILITY_FILE} (or ${RESULTS_FILE}) written by \`agent-bench run\`, or the out-dir that holds it`;
/** Version 1 (before the test/treatment split) is still read: its fingerprints are unknown and compare says so. */
const STABILITY_FORMAT = { name: STABILITY_FILE, hint: HINT, version: { key: "schemaVersion", supported: STABILITY_FILE_VERSIONS } };
async function loadStability(pathOrDir) {
    const file = await resolveFile(pathOrDir);
    const data = await readSavedJson(file, STABILITY_FORMAT);
    const record = data;
    // A results.json: stability is computed from its results.
    if (record && typeof record === "object" && Array.isArray(record.results) && !("cells" in record)) {
        return computeStability(parseSaved(data, file, runFileSchema, { ...RUN_FILE_FORMAT, hint: HINT }));
    }
    return parseSaved(data, file, stabilityFileReader, STABILITY_FORMAT);
}
async function resolveFile(pathOrDir) {
    const info = await stat(pathOrDir).catch(() => null);
    if (!info)
        throw configError(`${pathOrDir} does not exist`, { where: pathOrDir, hint: HINT });
    if (!info.isDirectory())
        return pathOrDir;
    for (const name of [STABILITY_FILE, RESULTS_FILE]) {
        const candidate = join(pathOrDir, name);
        if (await stat(candidate).then((s) => s.isFile(), () => false))
            return candidate;
    }
    throw configError(`${pathOrDir} holds neither ${STABILITY_FILE} nor ${RESULTS_FILE}`, { where: pathOrDir, hint: HINT });
}

// The comparison's notes in words: what a reader should know before trusting
// it, with the remedy that fits where it was made. Plain text: renderers
// escape it.
function noteText(note, setting) {
    const branch = setting.base === "branch";
    switch (note.code) {
        case "no-fingerprints":
            return `The baseline was written by agent-bench ${note.toolVersion}, which did not record what each case tests: a changed prompt or assertion cannot be detected against it, so every cell is compared. ${branch ? "The next run on the base branch fixes this." : "A baseline made by this agent-bench fixes this."}`;
        case "adaptive-baseline":
            return `The baseline is an adaptive run that adapted to a baseline of its own (--runs auto with a base): it stopped cells whose runs looked fine, so its pass rates lean high and this comparison leans towards a drop. ${branch ? "Compare with a push run's baseline instead." : "Compare with a baseline run without --base instead."}`;
        case "cli-version":
            return `Runner "${note.runnerId}" ran a different agent CLI version (${note.base} → ${note.head}): its effect is mixed into this comparison. Pin the CLI version if ${setting.pullRequest ? "this pull request did not mean to change it" : "the head was not meant to run another one"}.`;
        case "case-changed":
            return `${plural(note.cells, "cell")} changed ${note.cells === 1 ? "its case" : "their cases"} since the baseline (prompt, assertions, expected values or timeout): head numbers shown, not compared.`;
        case "new-cells":
            return `${plural(note.cells, "cell")} not in the baseline (new): not compared.`;
        case "removed-cells":
            return `${plural(note.cells, "cell")} of the baseline did not run on the head (removed, filtered out or skipped): a missing cell is not a pass.`;
        case "errored-runs":
            return `${plural(note.runs, "run")} errored (infrastructure, not the agent) and ${note.runs === 1 ? "was" : "were"} left out of the tests.`;
        case "old-baseline":
            return `The baseline is ${note.days} days older than this run: agents and their APIs drift, so refresh it with ${branch ? "a run on the base branch" : "a new run of the base"}.`;
    }
}

// The comparison's reason in words: one sentence that names the test that
// decided the verdict and leads with its figure (docs/comparison.md, "One
// story"), from the code and figures compare/ decided it with. Plain text:
// renderers escape it.
function verdictReason(comparison, setting) {
    const why = comparison.why;
    switch (why.code) {
        case "no-baseline":
            return noBaseline(comparison, setting);
        case "nothing-comparable":
            return `No cell can be compared: ${whyNothingCompares(why)}.`;
        case "regression":
            return regression(comparison, why);
        case "possible-regression":
            return possibleRegression(comparison, why);
        case "improvement":
            return `The pass rate rose by ${formatPoints(why.suite.delta)} ${suiteFigure(why.suite)}, at least the margin of ${formatPoints(comparison.margin)}.`;
        case "no-change": {
            const significance = why.significant ? "significant but smaller than the margin" : "not significant";
            const detectable = formatPoints(why.detectableDrop);
            return `No change of ${detectable} or more: ${observed(comparison, why.suite)}, ${significance}; these runs had ${formatPercent(why.power, 0)} power to detect a drop of ${detectable}.`;
        }
        case "cannot-reach":
            return `The data cannot tell: ${observed(comparison, why.suite)}, and with so few runs the suite-level test cannot reach p ≤ ${formatLevel(comparison.levels.suite)} even if every base run passed and every head run failed; add runs or cases.`;
        case "undecided":
            return `The data cannot tell: ${observed(comparison, why.suite)}${why.large ? ", not significant" : ""}${shortOfPower(why.power)}.`;
    }
}
function noBaseline(comparison, setting) {
    if (setting.noBaseline)
        return `No baseline: ${setting.noBaseline}.`;
    const head = comparison.suite.head;
    const advice = setting.base === "branch" ? "Run agent-bench on the base branch to get one." : "Give it a baseline to compare with (--base).";
    return `No baseline to compare with: the head passed ${formatPercent(head.passRate)} on average over ${plural(comparison.cells.length, "cell")} (${plural(head.runs, "run")}). ${advice}`;
}
function regression(comparison, why) {
    if (!why.cells)
        return `The pass rate fell by ${formatPoints(why.suite.delta)} ${suiteFigure(why.suite)}, at least the margin of ${formatPoints(comparison.margin)}.`;
    const suite = why.suite ? `; the pass rate also fell by ${formatPoints(why.suite.delta)} ${suiteFigure(why.suite)}` : "";
    return capitalized(`${cellsReason(comparison, why.cells)}${suite}.`);
}
/** "case login on claude broke: 5/5 → 0/5 (p = 0.004 among the 1 cell that could reach significance)". */
function cellsReason(comparison, named) {
    const evidence = `${counts(comparison, named)} (${familyP(named)})`;
    if (named.count === 1)
        return `${caseName(named)} ${named.broke ? "broke" : "regressed"}: ${evidence}`;
    return `${plural(named.count, "case")} regressed, the clearest ${caseName(named)}: ${evidence}`;
}
/** Evidence short of a regression, strongest first: the cell family at alpha, the severity guard, the suite-level test at alpha. */
function possibleRegression(comparison, why) {
    const { alpha } = comparison;
    const { cell: cellLevel, suite: suiteLevel } = comparison.levels;
    const parts = [];
    if (why.cells) {
        const first = why.cells;
        const others = first.count > 1 ? ` (and ${plural(first.count - 1, "other cell")})` : "";
        parts.push(`${caseName(first)} ${first.broke ? "broke" : "dropped"}: ${counts(comparison, first)} (${familyP(first)} at ${formatLevel(alpha)})${others}, significant at ${formatLevel(alpha)} but not at ${formatLevel(cellLevel)}, the level a regression needs`);
    }
    if (why.severity) {
        const first = why.severity;
        const short = first.family
            ? `its drop is not significant at ${formatLevel(cellLevel)} (${familyP(first)})`
            : `its drop cannot reach ${formatLevel(cellLevel)} with these runs (${formatPInText(first.p)})`;
        const who = first.count === 1
            ? `${caseName(first)} passed reliably on the base and no run on the head (${counts(comparison, first)})`
            : `${plural(first.count, "case")} that passed reliably on the base pass no run on the head (${caseName(first)}: ${counts(comparison, first)})`;
        parts.push(`${parts.length ? "; " : ""}${who}, but ${short}`);
    }
    const suite = why.suite;
    if (suite?.significant) {
        parts.push(`${parts.length ? "; the pass rate also fell by" : "The pass rate fell by"} ${formatPoints(suite.delta)} ${suiteFigure(suite)}${parts.length ? "" : `: significant at ${formatLevel(alpha)} but not at ${formatLevel(suiteLevel)}, the level a regression needs`}`);
    }
    else if (suite) {
        // The other test's figure, labelled as the suite's, so it never reads as the deciding one.
        parts.push(`; the suite changed ${formatSignedPoints(suite.delta)} over ${plural(suite.cells, "comparable cell")} (suite-level test ${formatPInText(suite.p)})`);
    }
    return capitalized(`${parts.join("")}.`);
}
/** "; these runs had only 22% power to detect a drop of 5.0 pts; about 40 runs per case would give 80%"; "" with enough power. */
function shortOfPower(power) {
    if (!power)
        return "";
    const more = power.runsPerCaseFor80 !== undefined ? `; about ${power.runsPerCaseFor80} runs per case would give 80%` : "";
    return `; these runs had only ${formatPercent(power.power, 0)} power to detect a drop of ${formatPoints(power.detectableDrop)}${more}`;
}
/** "−3.0 pts over 20 comparable cells (p = 0.210, 95% CI −8.0 pts to +2.0 pts)". */
function observed(comparison, suite) {
    const ci = comparison.suite.ci ? `, ${formatPointsInterval(comparison.suite.ci, comparison.alpha)}` : "";
    return `${formatSignedPoints(suite.delta)} over ${plural(suite.cells, "comparable cell")} (${formatPInText(suite.p)}${ci})`;
}
/** "p = 0.004 among the 1 cell that could reach significance", "adjusted p = 0.008 among the 3 cells …". */
function familyP(named) {
    const size = named.family?.size ?? 1;
    return `${size === 1 ? "" : "adjusted "}${formatPInText(named.p)} among the ${plural(size, "cell")} that could reach significance`;
}
/**
 * "over 20 comparable cells (suite-level test p = 0.002)": the test's own figure. The interval of the mean over
 * cells is the suite row's to show: next to a significant p from one broken case among unchanged ones it is wide,
 * and in one sentence the two would read as a contradiction.
 */
function suiteFigure(suite) {
    return `over ${plural(suite.cells, "comparable cell")} (suite-level test ${formatPInText(suite.p)})`;
}
function caseName(named) {
    return `case ${named.caseId} on ${named.runnerId}`;
}
/** The reason starts a sentence. */
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** "10/10 → 0/10" over the named cell's non-errored runs. */
function counts(comparison, named) {
    const cell = comparison.cells.find((c) => sameCell(c, named));
    const arm = (a) => (a ? `${a.passed}/${a.runs - (a.errored ?? 0)}` : "–");
    return `${arm(cell?.base)} → ${arm(cell?.head)}`;
}
function whyNothingCompares(why) {
    const parts = [
        [why.new, "new"],
        [why.removed, "missing from the head"],
        [why.caseChanged, "whose case changed (prompt, assertions, expected values or timeout)"],
        [why.oneSideErrored, "had only errored runs on one side"],
    ];
    const said = parts.filter(([n]) => n > 0).map(([n, what]) => `${plural(n, "cell")} ${what}`);
    return said.length > 0 ? said.join(", ") : "neither run has any cells";
}

// A comparison with its words: report/ alone turns compare()'s codes and
// figures into the reason and the warnings, once, where the comparison is
// made; every report, comparison.json and `compare --format json` then show
// the same sentences.
/** The reason follows the verdict and the warnings the notes, as a reader of the JSON looks for them. */
function describeComparison(comparison, setting) {
    const { schemaVersion, verdict, ...rest } = comparison;
    const warnings = comparison.notes.map((note) => noteText(note, setting));
    return { schemaVersion, verdict, reason: verdictReason(comparison, setting), ...rest, warnings };
}

export { DEFAULT_POOL as D, poolBaseline as a, poolTargets as b, compare as c, describeComparison as d, conditionsOf as e, diffTreatment as f, loadStability as l, parsePoolSettings as p };
