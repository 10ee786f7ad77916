import { j as agentRate, k as roundCost, p as plural, m as formatSignedPoints, n as formatPInText, q as formatPoints, T as TARGET_POWER, u as formatPercent, v as compareCells, x as suiteTest, y as computeStability, V as VERDICT_LABELS, z as mdText, A as verdictAlert, C as comparisonSection, F as runnerDeltaTable } from './summary-table-q0Jwhq9I.js';
import { c as configError } from './errors-Cn0EvSBK.js';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { n as number, l as looseObject, s as string, r as record, d as unknown, a as array, _ as _enum, e as discriminatedUnion, c as literal, b as boolean, u as union } from './schemas-BEFBGtYL.js';

// What changed for the agent between the baseline and the head: files of its
// workspace added, removed or modified, runner settings before → after, and
// agent CLI versions. Pure; the manifests are built by execute/treatment.ts.
function diffTreatment(base, head, baseRunners, headRunners) {
    const changes = { known: base !== undefined && head !== undefined, files: { added: [], removed: [], modified: [], omittedChanged: false }, settings: [], versions: versionChanges(baseRunners, headRunners) };
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
            out.push({ runnerId, field: file, base: b === undefined ? "(none)" : "content", head: h === undefined ? "(none)" : b === undefined ? "content" : "modified" });
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
    const ids = [...new Set([...head.runners.map((r) => r.id), ...head.cells.map((c) => c.runnerId), ...(base?.runners.map((r) => r.id) ?? []), ...(base?.cells.map((c) => c.runnerId) ?? [])])];
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

// Pairs the base's and the head's cells by case id and runner id, and says
// which pairs are not like for like: the case's test changed. A changed
// treatment (skills, workspace, runner settings, CLI version) is what a pull
// request measures, so it never makes a pair incomparable.
/** Head cells in head order, then the base's cells missing from the head. */
function pairCells(base, head) {
    const key = (c) => JSON.stringify([c.caseId, c.runnerId]);
    const baseCells = new Map(base.cells.map((c) => [key(c), c]));
    const pairs = [];
    const seen = new Set();
    for (const cell of head.cells) {
        const k = key(cell);
        seen.add(k);
        const other = baseCells.get(k) ?? null;
        pairs.push({
            caseId: cell.caseId,
            runnerId: cell.runnerId,
            base: other,
            head: cell,
            // An empty fingerprint means "unknown" (an older or hand-made file): not evidence of a change.
            testChanged: other !== null && other.testFingerprint !== "" && cell.testFingerprint !== "" && other.testFingerprint !== cell.testFingerprint,
        });
    }
    for (const cell of base.cells) {
        if (!seen.has(key(cell)))
            pairs.push({ caseId: cell.caseId, runnerId: cell.runnerId, base: cell, head: null, testChanged: false });
    }
    return pairs;
}

// compare() options, their defaults and their checks.
/**
 * The cell family's share of alpha. A case that really broke gives an extreme
 * p-value (10/10 → 0/10: p ≈ 1e-6), so a fifth of alpha catches it even after
 * adjusting for 100 cells, while the suite-level test, which must see broad
 * drops of a few points, keeps most of alpha (docs/comparison.md).
 */
const CELL_ALPHA_SHARE = 0.2;
const DEFAULT_SEVERITY = { minBaseRate: 0.9, minBaseRuns: 5, maxHeadRate: 0, minHeadRuns: 3 };
function resolveOptions(options = {}) {
    const resolved = {
        alpha: options.alpha ?? 0.05,
        margin: options.margin ?? 0.05,
        seed: options.seed ?? 1,
        adjust: options.adjust ?? "bh",
        maxBaselineAgeDays: options.maxBaselineAgeDays ?? 7,
        severity: { ...DEFAULT_SEVERITY, ...options.severity },
        suiteAlpha: 0,
        cellAlpha: 0,
    };
    resolved.cellAlpha = resolved.alpha * CELL_ALPHA_SHARE;
    resolved.suiteAlpha = resolved.alpha - resolved.cellAlpha;
    checkRange("alpha", resolved.alpha, 0, 0.5, false, "a significance level such as 0.05");
    checkRange("margin", resolved.margin, 0, 1, true, "a fraction of the pass rate such as 0.05 for 5 points");
    checkRange("severity.minBaseRate", resolved.severity.minBaseRate, 0, 1, true, "a fraction such as 0.9");
    checkRange("severity.maxHeadRate", resolved.severity.maxHeadRate, 0, 1, true, "a fraction such as 0");
    for (const key of ["minBaseRuns", "minHeadRuns"]) {
        const value = resolved.severity[key];
        if (!Number.isInteger(value) || value < 1) {
            throw configError(`severity.${key} must be a positive integer (got ${value})`, { where: `severity.${key}` });
        }
    }
    if (resolved.adjust !== "bh" && resolved.adjust !== "holm") {
        throw configError(`adjust must be "bh" or "holm" (got ${String(resolved.adjust)})`, { where: "adjust" });
    }
    return resolved;
}
function checkRange(name, value, low, high, lowInclusive, hint) {
    const ok = Number.isFinite(value) && (lowInclusive ? value >= low : value > low) && value < high;
    if (!ok) {
        throw configError(`${name} must be ${lowInclusive ? "at least" : "greater than"} ${low} and less than ${high} (got ${value})`, { where: name, hint: `use ${hint}` });
    }
}

// The suite verdict and the one sentence that explains it (docs/comparison.md,
// "Verdict rules"). The rules, in order:
//   regression          a broad drop: drop ≥ margin and the sign-flip test significant at the suite level
//                       (0.8 alpha), or a case that broke: a cell's drop significant after the adjustment at
//                       the cell level (0.2 alpha); together they false-alarm at most alpha
//   possible-regression evidence short of that: a reliable cell broke outright (severity guard) without
//                       staying significant, or a drop ≥ margin significant at alpha but not at the suite level
//   improvement         gain ≥ margin and significant at the suite level
//   no-change           |change| < margin and the runs had ≥ 80% power to see a drop of the margin
//                       (5 points stand in for a margin of 0)
//   inconclusive        everything else: the data cannot tell
const EPSILON = 1e-12;
function decideVerdict(test, cells, options) {
    const { alpha, margin, suiteAlpha } = options;
    const regressed = cells.filter((c) => c.tier === "regressed");
    const broadDrop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON && test.pLess < suiteAlpha;
    if (broadDrop || regressed.length > 0)
        return { verdict: "regression", reason: regressionReason(test, regressed, options, broadDrop) };
    if (test.cells === 0 || test.delta === null || test.pLess === null || test.pGreater === null) {
        return { verdict: "inconclusive", reason: `No cell can be compared: ${whyNothingCompares(cells)}.` };
    }
    const delta = test.delta;
    const over = `over ${plural(test.cells, "comparable cell")}`;
    const ci = test.ci ? `, ${Math.round((1 - alpha) * 100)}% CI ${formatSignedPoints(test.ci[0])} to ${formatSignedPoints(test.ci[1])}` : "";
    const broke = cells.filter((c) => c.tier === "possible-regression" && c.severe);
    if (broke.length > 0) {
        return {
            verdict: "possible-regression",
            reason: `${plural(broke.length, "case")} that passed reliably on the base ${broke.length === 1 ? "passes" : "pass"} no run on the head (${example(broke[0])}), but the drop is not significant after adjusting for the ${plural(cells.filter((c) => c.adjustedPValue !== null).length, "cell")} compared; the suite changed ${formatSignedPoints(delta)} ${over} (${formatPInText(test.pLess)}).`,
        };
    }
    if (delta <= -margin + EPSILON && test.pLess < alpha) {
        return {
            verdict: "possible-regression",
            reason: `The pass rate fell by ${formatPoints(delta)} ${over} (${formatPInText(test.pLess)}${ci}): significant at ${alpha} but not at ${suiteAlpha}, the level a regression needs.`,
        };
    }
    if (delta >= margin - EPSILON && test.pGreater < suiteAlpha) {
        return {
            verdict: "improvement",
            reason: `The pass rate rose by ${formatPoints(delta)} ${over} (${formatPInText(test.pGreater)}${ci}), at least the margin of ${formatPoints(margin)}.`,
        };
    }
    const p = delta < 0 ? test.pLess : test.pGreater;
    const observed = `${formatSignedPoints(delta)} ${over} (${formatPInText(p)}${ci})`;
    if (Math.abs(delta) < test.detectableDrop - EPSILON && test.power >= TARGET_POWER) {
        const significance = p < suiteAlpha ? "significant but smaller than the margin" : "not significant";
        return {
            verdict: "no-change",
            reason: `No change of ${formatPoints(test.detectableDrop)} or more: ${observed}, ${significance}; these runs had ${percent(test.power)} power to detect a drop of ${formatPoints(test.detectableDrop)}.`,
        };
    }
    if (test.cells < test.minCells) {
        return {
            verdict: "inconclusive",
            reason: `The data cannot tell: ${observed}, and with ${plural(test.cells, "comparable cell")} the suite-level test cannot reach p < ${suiteAlpha}; it needs at least ${test.minCells} cells, so add cases.`,
        };
    }
    const large = Math.abs(delta) >= test.detectableDrop - EPSILON ? ", not significant" : "";
    const more = test.runsPerCaseFor80 !== undefined && test.runsPerCaseFor80 > test.runsPerArm ? `; about ${test.runsPerCaseFor80} runs per case would give ${percent(TARGET_POWER)}` : "";
    const power = test.power < TARGET_POWER ? `; these runs had only ${percent(test.power)} power to detect a drop of ${formatPoints(test.detectableDrop)}${more}` : "";
    return { verdict: "inconclusive", reason: `The data cannot tell: ${observed}${large}${power}.` };
}
function regressionReason(test, regressed, options, broadDrop) {
    const parts = [];
    if (broadDrop) {
        const ci = test.ci ? `, ${Math.round((1 - options.alpha) * 100)}% CI ${formatSignedPoints(test.ci[0])} to ${formatSignedPoints(test.ci[1])}` : "";
        parts.push(`The pass rate fell by ${formatPoints(test.delta)} over ${plural(test.cells, "comparable cell")} (${formatPInText(test.pLess)}${ci}), at least the margin of ${formatPoints(options.margin)}`);
    }
    if (regressed.length > 0) {
        const worst = [...regressed].sort((a, b) => (a.adjustedPValue ?? 1) - (b.adjustedPValue ?? 1))[0];
        const others = regressed.length > 1 ? ` and ${plural(regressed.length - 1, "other cell")}` : "";
        const which = `${example(worst)}, adjusted ${formatPInText(worst.adjustedPValue ?? 1)}${others}`;
        parts.push(`${broadDrop ? "; " : ""}${plural(regressed.length, "case")} regressed significantly (${which})`);
    }
    return `${parts.join("")}.`;
}
/** "case `x` on runner `y` 10/10 → 0/10" (plain text: renderers escape it). */
function example(cell) {
    const arm = (a) => (a ? `${a.passed}/${a.runs - (a.errored ?? 0)}` : "–");
    return `${cell.caseId} on ${cell.runnerId} ${arm(cell.base)} → ${arm(cell.head)}`;
}
function whyNothingCompares(cells) {
    if (cells.length === 0)
        return "neither run has any cells";
    const count = (predicate) => cells.filter(predicate).length;
    const parts = [
        [count((c) => c.tier === "new"), "new"],
        [count((c) => c.tier === "removed"), "missing from the head"],
        [count((c) => c.tier === "case-changed"), "whose case changed (prompt, assertions, expected values or timeout)"],
        [count((c) => c.base !== null && c.head !== null && c.tier !== "case-changed"), "had only errored runs on one side"],
    ];
    return parts
        .filter(([n]) => n > 0)
        .map(([n, what]) => `${plural(n, "cell")} ${what}`)
        .join(", ");
}
function percent(x) {
    return formatPercent(x, 0);
}

// What a reader should know before trusting the comparison.
const DAY_MS = 24 * 60 * 60 * 1000;
function comparisonWarnings(base, head, cells, treatment, maxBaselineAgeDays) {
    const warnings = [];
    if (base.schemaVersion < 2) {
        warnings.push(`The baseline was written by agent-bench ${base.tool.version}, which did not record what each case tests: a changed prompt or assertion cannot be detected against it, so every cell is compared. The next run on the base branch fixes this.`);
    }
    for (const change of treatment.versions) {
        warnings.push(`Runner "${change.runnerId}" ran a different agent CLI version (${change.base} → ${change.head}): its effect is mixed into this comparison. Pin the CLI version if this pull request did not mean to change it.`);
    }
    const redefined = cells.filter((c) => c.tier === "case-changed").length;
    if (redefined > 0)
        warnings.push(`${count$1(redefined, "cell")} changed ${redefined === 1 ? "its case" : "their cases"} since the baseline (prompt, assertions, expected values or timeout): head numbers shown, not compared.`);
    const added = cells.filter((c) => c.tier === "new").length;
    if (added > 0)
        warnings.push(`${count$1(added, "cell")} not in the baseline (new): not compared.`);
    const removed = cells.filter((c) => c.tier === "removed").length;
    if (removed > 0)
        warnings.push(`${count$1(removed, "cell")} of the baseline did not run on the head (removed, filtered out or skipped): a missing cell is not a pass.`);
    const both = cells.filter((c) => c.base !== null && c.head !== null);
    const errored = both.reduce((sum, c) => sum + (c.base?.errored ?? 0) + (c.head?.errored ?? 0), 0);
    if (errored > 0)
        warnings.push(`${count$1(errored, "run")} errored (infrastructure, not the agent) and ${errored === 1 ? "was" : "were"} left out of the tests.`);
    if (base.runsPerCase !== head.runsPerCase)
        warnings.push(`The baseline ran ${base.runsPerCase} runs per case and the head ${head.runsPerCase}.`);
    const age = Date.parse(head.createdAt) - Date.parse(base.createdAt);
    if (Number.isFinite(age) && age > maxBaselineAgeDays * DAY_MS) {
        warnings.push(`The baseline is ${Math.floor(age / DAY_MS)} days older than this run: agents and their APIs drift, so refresh it with a run on the base branch.`);
    }
    return warnings;
}
function count$1(n, word) {
    return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// Baseline vs head → Comparison. Pure and deterministic: the only randomness
// (the Monte Carlo fallback of the sign-flip test) is seeded.
function compare(base, head, options = {}) {
    const resolved = resolveOptions(options);
    if (base === null)
        return withoutBaseline(head, resolved);
    const treatment = diffTreatment(base.treatment, head.treatment, base.runners, head.runners);
    const pairs = pairCells(base, head);
    const cells = compareCells(pairs, resolved);
    const test = suiteTest(pairs, resolved);
    const { verdict, reason } = decideVerdict(test, cells, resolved);
    const comparison = {
        schemaVersion: 2,
        verdict,
        reason,
        alpha: resolved.alpha,
        levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
        adjust: resolved.adjust,
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
        baseline: { createdAt: base.createdAt, runsPerCase: base.runsPerCase, ...(base.commit ? { commit: base.commit } : {}) },
        treatment,
        warnings: comparisonWarnings(base, head, cells, treatment, resolved.maxBaselineAgeDays),
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
function withoutBaseline(head, resolved) {
    const { alpha, margin } = resolved;
    const arm = suiteArm(head);
    const pairs = head.cells.map((cell) => ({ caseId: cell.caseId, runnerId: cell.runnerId, base: null, head: cell, testChanged: false }));
    const cells = compareCells(pairs, resolved);
    return {
        schemaVersion: 2,
        verdict: "no-baseline",
        reason: `No baseline to compare with: the head passed ${(arm.passRate * 100).toFixed(1)}% on average over ${head.cells.length} cell${head.cells.length === 1 ? "" : "s"} (${arm.runs} runs). Run agent-bench on the base branch to get one.`,
        alpha,
        levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
        adjust: resolved.adjust,
        margin,
        suite: { base: null, head: arm, delta: null, ci: null, pValue: null, pairedCases: 0 },
        cells,
        runners: runnerDeltas(null, head),
        totals: totals(null, head),
        warnings: [],
    };
}

// zod schemas for the files `compare` reads: stability.json, and the parts of
// results.json that stability is computed from. Objects are loose so a file
// from a newer agent-bench with extra fields still loads.
const count = number().int().nonnegative();
const rate = number().min(0).max(1);
const commit = looseObject({ sha: string(), ref: string().optional() });
const distribution = looseObject({ mean: number(), min: number(), max: number(), p50: number(), p90: number(), std: number() });
const meanTotal = looseObject({ mean: number(), total: number() }).nullable();
const runner = looseObject({ id: string(), type: string(), model: string().optional(), version: string().optional() });
const hashes = record(string(), string().max(64));
/** The treatment manifest (model/treatment.ts). */
const treatmentSchema = looseObject({
    workspace: looseObject({
        mode: _enum(["none", "shared", "isolated"]),
        root: string(),
        scope: _enum(["template", "context"]),
        files: hashes,
        omitted: looseObject({ files: count, hash: string() }).optional(),
        bootstrap: looseObject({ command: string(), args: array(string()), env: array(string()) }).optional(),
    }),
    runners: record(string(), looseObject({
        type: string(),
        model: string().optional(),
        command: array(string()).optional(),
        args: array(string()),
        env: array(string()),
        maxSteps: number().optional(),
        timeoutMs: number().optional(),
        options: record(string(), unknown()),
        files: hashes.optional(),
    })),
});
const cellFields = {
    caseId: string(),
    runnerId: string(),
    runs: count,
    passed: count,
    failed: count,
    errored: count,
    passRate: rate,
    wilson: looseObject({ low: rate, high: rate }),
    passAtK: record(string(), rate),
    passHatK: record(string(), rate),
    classification: _enum(["stable", "mostly-stable", "unstable", "highly-unstable"]),
    consistency: rate,
    durationMs: distribution,
    tokens: meanTotal,
    costUsd: meanTotal,
    failureClasses: record(string(), count),
    behaviour: looseObject({
        runs: count,
        skills: record(string(), count),
        tools: record(string(), looseObject({ runs: count, calls: count })),
        commands: record(string(), count),
        writes: record(string(), count),
        failedAssertions: record(string(), count),
        turns: looseObject({ mean: number(), std: number() }).nullable(),
        tokens: looseObject({ mean: number(), std: number() }).nullable(),
        other: record(string(), count).optional(),
    })
        .optional(),
};
const consistent = { message: "passed + failed + errored must equal runs" };
const sums = (c) => c.passed + c.failed + c.errored === c.runs;
// Version 1 held a fingerprint that mixed the test with the treatment and machine paths: unusable, so unknown ("").
const cellV1 = looseObject({ ...cellFields, caseFingerprint: string().optional() })
    .refine(sums, consistent)
    .transform(({ caseFingerprint: _old, ...c }) => ({ ...c, testFingerprint: "" }));
const cellV2 = looseObject({ ...cellFields, testFingerprint: string() }).refine(sums, consistent);
const stabilityCommon = {
    tool: looseObject({ name: string(), version: string() }),
    createdAt: string(),
    suite: looseObject({ path: string(), fingerprint: string() }),
    commit: commit.optional(),
    runsPerCase: count,
    runners: array(runner),
    summary: looseObject({
        cases: count,
        cells: count,
        executions: count,
        passed: count,
        failed: count,
        errored: count,
        passRate: rate,
        stableCells: count,
        unstableCells: count,
        costUsd: number().nullable(),
        durationMs: number(),
    }),
};
const stabilityFileSchema = discriminatedUnion("schemaVersion", [
    looseObject({ ...stabilityCommon, schemaVersion: literal(2), treatment: treatmentSchema.optional(), cells: array(cellV2) }),
    looseObject({ ...stabilityCommon, schemaVersion: literal(1), cells: array(cellV1) }),
]);
const result = looseObject({
    caseId: string(),
    runnerId: string(),
    run: number().int().positive(),
    status: _enum(["passed", "failed", "expected-failed", "unexpected-passed", "errored", "skipped"]),
    durationMs: number(),
    usage: looseObject({ totalTokens: number().optional(), inputTokens: number().optional(), outputTokens: number().optional() }).optional(),
    costUsd: number().optional(),
    finalOutput: string().optional(),
    outputDigest: string().optional(),
    failureClass: looseObject({ id: string() }).optional(),
    failureOrigin: string().optional(),
    cliVersion: string().optional(),
    model: string().optional(),
    turns: number().optional(),
    assertions: array(looseObject({ name: string(), passed: boolean() })).optional(),
    behaviour: looseObject({ skills: array(string()), tools: record(string(), number()), commands: array(string()), writes: array(string()) })
        .optional(),
});
/** What computeStability reads from results.json. */
const runFileSchema = looseObject({
    schemaVersion: union([literal(1), literal(2)]),
    tool: looseObject({ name: string(), version: string() }),
    endedAt: string(),
    suite: looseObject({ path: string(), fingerprint: string() }),
    plan: looseObject({ cases: array(string()), runners: array(runner), runs: count }),
    environment: looseObject({ commit: commit.optional() }),
    // Version 1 files have per-runner `fingerprints` instead, which are not used (computeStability).
    cases: array(looseObject({ id: string(), testFingerprint: string().optional() })),
    treatment: treatmentSchema.optional(),
    results: array(result),
});

// Reads the stability of a run for `compare`: a stability.json, a results.json
// (stability is computed from it), or an out-dir holding either.
const STABILITY_FILE = "stability.json";
const RESULTS_FILE = "results.json";
/** Version 1 (before the test/treatment split) is still read: its fingerprints are unknown and compare says so. */
const KNOWN_SCHEMA_VERSIONS = [1, 2];
const CURRENT_SCHEMA_VERSION = 2;
const HINT = `pass a ${STABILITY_FILE} (or ${RESULTS_FILE}) written by \`agent-bench run\`, or the out-dir that holds it`;
async function loadStability(pathOrDir) {
    const file = await resolveFile(pathOrDir);
    let text;
    try {
        text = await readFile(file, "utf8");
    }
    catch (error) {
        throw configError(`cannot read ${file}: ${error.message}`, { where: file, hint: HINT, cause: error });
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw configError(`${file} is not valid JSON (${error.message})`, { where: file, hint: HINT, cause: error });
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw configError(`${file} does not hold a JSON object`, { where: file, hint: HINT });
    }
    const record = data;
    checkSchemaVersion(record, file);
    if (Array.isArray(record.results) && !("cells" in record)) {
        return computeStability(validate(runFileSchema, record, file));
    }
    return validate(stabilityFileSchema, record, file);
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
function checkSchemaVersion(record, file) {
    const version = record.schemaVersion;
    if (typeof version === "number" && KNOWN_SCHEMA_VERSIONS.includes(version))
        return;
    if (typeof version === "number") {
        throw configError(`${file} has schemaVersion ${version}; this agent-bench reads schemaVersion ${KNOWN_SCHEMA_VERSIONS.join(" and ")}`, {
            where: `${file}: schemaVersion`,
            hint: version > CURRENT_SCHEMA_VERSION ? "upgrade agent-bench to read files from newer versions" : "re-run the baseline with this version of agent-bench",
        });
    }
    throw configError(`${file} has no schemaVersion, so it is not a stability.json or results.json written by agent-bench`, {
        where: `${file}: schemaVersion`,
        hint: HINT,
    });
}
function validate(schema, data, file) {
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const issues = parsed.error.issues;
    const lines = issues.slice(0, 5).map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`);
    if (issues.length > 5)
        lines.push(`  … and ${issues.length - 5} more`);
    const first = issues[0];
    throw configError(`${file} is not a valid ${Array.isArray(data.results) ? RESULTS_FILE : STABILITY_FILE}:\n${lines.join("\n")}`, {
        where: `${file}: ${formatPath(first.path)}`,
        hint: HINT,
    });
}
function formatPath(path) {
    if (path.length === 0)
        return "(top level)";
    return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

// A Comparison on its own as GitHub-flavoured Markdown (`agent-bench compare`,
// `agent-bench run --base`): the title and verdict, then the same comparison
// section the PR comment and the Markdown report use (markdown/comparison.ts),
// the per-runner changes and the warnings. Pure.
function renderComparisonMarkdown(comparison, options = {}) {
    const verdict = VERDICT_LABELS[comparison.verdict];
    const parts = [`### ${verdict.icon} ${mdText(options.title ?? "agent-bench comparison")}: ${verdict.label}`, verdictAlert(comparison)];
    parts.push(comparisonSection(comparison, 4, options.maxRows ?? 100, false, Infinity));
    if (comparison.suite.base && comparison.runners.length > 0)
        parts.push(`#### Runners\n\n${runnerDeltaTable(comparison)}`);
    if (comparison.warnings.length > 0)
        parts.push(["> [!WARNING]", ...comparison.warnings.map((w) => `> - ${mdText(w)}`)].join("\n"));
    return `${parts.filter(Boolean).join("\n\n")}\n`;
}

export { resolveOptions as a, compare as c, diffTreatment as d, loadStability as l, renderComparisonMarkdown as r };
