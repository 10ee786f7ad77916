import { a as CellMap } from './unknown-events-zNQq38TK.js';
import { t as treatmentHash } from './table-CFKi2sh-.js';

// The treatment one variant's executions ran under, from a run's manifest:
// the workspace and runners, with the variant's runner settings in place and
// its skill and file changes beside them. The unmodified treatment (no
// variant, or one that changes nothing, as `default`) is the manifest a run
// without variants records, so its hash is the same.
function variantManifest(manifest, variant) {
    const { variants, ...base } = manifest;
    return base;
}

// One run of the default branch, kept compact for the history that each push
// run carries forward: enough to draw trends, judge flakiness and pool main's
// recent runs into a pull request's baseline (pool.ts), nothing a reader would
// need the artifact for. Pure: results in, entry out.
const HISTORY_FILE = "history.json";
const HISTORY_VERSION = 3;
/** The version of a history with a cell of a run with --variant. */
const HISTORY_VARIANTS_VERSION = 4;
const DEFAULT_HISTORY_LENGTH = 50;
function historyEntry(run, runId, lifts = []) {
    const cells = new CellMap();
    const cli = {};
    for (const r of run.plan.runners)
        if (r.version)
            cli[r.id] = r.version;
    for (const result of run.results) {
        if (result.cliVersion && !cli[result.runnerId])
            cli[result.runnerId] = result.cliVersion;
        if (result.status === "skipped")
            continue;
        const outcomes = cells.upsert(result, () => new Map());
        // Keyed by run number: a run done again (--resume) replaces the earlier result, as in stability.json.
        outcomes.set(result.run, result.status === "errored" ? "e" : result.passed ? "p" : "f");
    }
    const tests = {};
    for (const c of run.cases)
        if (c.testFingerprint)
            tests[c.id] = c.testFingerprint;
    const s = run.summary;
    return {
        commit: run.environment.commit?.sha ?? "",
        time: run.startedAt,
        ...(runId ? { runId } : {}),
        passed: s.passed,
        runs: s.executions - s.skipped,
        ...(s.costUsd !== undefined ? { costUsd: s.costUsd } : {}),
        durationMs: s.durationMs,
        cli,
        // The unmodified treatment's hash, with or without variants: the pool takes a variant-less head's
        // cells only from runs of that treatment (their `default` cells), never from the variants' changes.
        ...(run.treatment ? { treatment: treatmentHash(variantManifest(run.treatment)) } : {}),
        ...(Object.keys(tests).length > 0 ? { tests } : {}),
        cells: [...cells].map(([id, outcomes]) => historyCell(id, outcomes)),
        ...(lifts.length > 0 ? { lifts: Object.fromEntries(lifts.map((l) => [l.skill, historyLift(l)])) } : {}),
    };
}
function historyCell({ caseId, runnerId, variant }, outcomes) {
    const letters = [...outcomes.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([, o]) => o)
        .join("");
    const passed = [...letters].filter((o) => o === "p").length;
    return variant === undefined ? [caseId, runnerId, passed, letters.length, letters] : [caseId, runnerId, passed, letters.length, letters, variant];
}
/** A history cell's identity: case, runner and, for a run with --variant, its variant. */
function historyCellId(cell) {
    const variant = cell[5];
    return variant === undefined ? { caseId: cell[0], runnerId: cell[1] } : { caseId: cell[0], runnerId: cell[1], variant };
}
/** The version a history with these entries is written as: 4 only when a cell has a variant. */
function historyVersion(entries) {
    return entries.some((e) => e.cells.some((c) => c[5] !== undefined)) ? HISTORY_VARIANTS_VERSION : HISTORY_VERSION;
}
function historyLift(l) {
    const p = l.passRate;
    return { verdict: l.verdict, with: p.treatment, without: p.control, lift: p.lift, low: p.interval?.low ?? null, high: p.interval?.high ?? null };
}
/** The history with `entry` appended, keeping the last `limit` entries; a re-run of the same commit and run replaces its entry. */
function appendEntry(history, entry, limit) {
    const kept = history.entries.filter((e) => !(e.commit === entry.commit && e.runId === entry.runId));
    // An older history goes on as the current version: its old entries stay as they were (they never pool).
    const entries = [...kept, entry].slice(-limit);
    return { ...history, version: historyVersion(entries), entries };
}
function emptyHistory(suite) {
    return { version: HISTORY_VERSION, suite, entries: [] };
}

export { DEFAULT_HISTORY_LENGTH as D, HISTORY_FILE as H, historyEntry as a, historyVersion as b, appendEntry as c, emptyHistory as e, historyCellId as h };
