import { C as CellMap, a as readSavedFile } from './explanations-CLvCRjum.js';
import { t as treatmentHash } from './treatment-hash-BFbB1N2F.js';
import { stat } from 'node:fs/promises';
import { c as configError } from './version-C7MafhBl.js';
import { n as number, s as string, t as tuple, f as strictObject, _ as _enum, r as record, g as array, e as union, l as literal } from './schemas-BBMKcEik.js';

// One run of the default branch, kept compact for the history that each push
// run carries forward: enough to draw trends, judge flakiness and pool main's
// recent runs into a pull request's baseline (pool.ts), nothing a reader would
// need the artifact for. Pure: results in, entry out.
const HISTORY_FILE = "history.json";
const HISTORY_VERSION = 3;
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
        const cell = cells.upsert(result, () => ({ caseId: result.caseId, runnerId: result.runnerId, outcomes: new Map() }));
        // Keyed by run number: a run done again (--resume) replaces the earlier result, as in stability.json.
        cell.outcomes.set(result.run, result.status === "errored" ? "e" : result.passed ? "p" : "f");
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
        ...(run.treatment ? { treatment: treatmentHash(run.treatment) } : {}),
        ...(Object.keys(tests).length > 0 ? { tests } : {}),
        cells: [...cells.values()].map(({ caseId, runnerId, outcomes }) => {
            const letters = [...outcomes.entries()]
                .sort((a, b) => a[0] - b[0])
                .map(([, o]) => o)
                .join("");
            return [caseId, runnerId, [...letters].filter((o) => o === "p").length, letters.length, letters];
        }),
        ...(lifts.length > 0 ? { lifts: Object.fromEntries(lifts.map((l) => [l.skill, historyLift(l)])) } : {}),
    };
}
function historyLift(l) {
    const p = l.passRate;
    return { verdict: l.verdict, with: p.treatment, without: p.control, lift: p.lift, low: p.interval?.low ?? null, high: p.interval?.high ?? null };
}
/** The history with `entry` appended, keeping the last `limit` entries; a re-run of the same commit and run replaces its entry. */
function appendEntry(history, entry, limit) {
    const kept = history.entries.filter((e) => !(e.commit === entry.commit && e.runId === entry.runId));
    // An older history goes on as the current version: its old entries stay as they were (they never pool).
    return { ...history, version: HISTORY_VERSION, entries: [...kept, entry].slice(-limit) };
}
function emptyHistory(suite) {
    return { version: HISTORY_VERSION, suite, entries: [] };
}

// history.json as read back: from a push run's history artifact or from a
// file given to `agent-bench history`. Validated and bounded, so a damaged,
// foreign or crafted file is an error naming what is wrong, never a chart of
// garbage or a pooled baseline built on it. Version 1 (before per-case test
// fingerprints and per-run outcomes) is still read: its entries never pool;
// version 2 is version 3 without skills' lifts.
const count = number().int().nonnegative();
const id = string().max(500);
/** Runs per cell in one entry: the action runs at most 100 (runs and max-runs); room for a merge of many shards. */
const MAX_CELL_RUNS = 1000;
/** A history of the default length (50 entries) is about 100 KB; anything near this is not one agent-bench wrote. */
const MAX_HISTORY_BYTES = 64 * 1024 * 1024;
const cellSchema = tuple([
    id,
    id,
    count,
    count.max(MAX_CELL_RUNS),
    string()
        .regex(/^[pfe]*$/)
        .max(MAX_CELL_RUNS)
        .optional(),
])
    .refine(([, , passed, runs]) => passed <= runs, { message: "passed (the third item) must not exceed runs (the fourth)" })
    .refine(([, , passed, runs, outcomes]) => outcomes === undefined || (outcomes.length === runs && [...outcomes].filter((o) => o === "p").length === passed), {
    message: "the outcomes (the fifth item) must have one letter per run and as many p as runs passed",
});
const rate = number().min(-1).max(1).nullable();
const liftSchema = strictObject({
    verdict: _enum(["helps", "hurts", "no-detectable-difference"]),
    with: rate,
    without: rate,
    lift: rate,
    low: rate,
    high: rate,
});
const historyEntrySchema = strictObject({
    commit: string().regex(/^([0-9a-f]{7,64})?$/i),
    time: string().max(40),
    runId: number().int().positive().optional(),
    passed: count,
    runs: count,
    costUsd: number().nonnegative().optional(),
    durationMs: number().nonnegative(),
    cli: record(id, string().max(100)),
    treatment: string()
        .regex(/^[0-9a-f]{1,64}$/)
        .optional(),
    tests: record(id, string().regex(/^[0-9a-f]{1,64}$/)).optional(),
    cells: array(cellSchema).max(100_000),
    lifts: record(id, liftSchema).optional(),
})
    .refine((e) => e.passed <= e.runs, { message: "passed must not exceed runs", path: ["passed"] });
const historyFileSchema = strictObject({
    version: union([literal(1), literal(2), literal(3)]),
    suite: string().max(1000),
    // history-length is at most 1000.
    entries: array(historyEntrySchema).max(1000),
});
const HISTORY_FORMAT = {
    name: "history file",
    hint: "a history.json written by agent-bench (the action's history artifact)",
    version: { key: "version", supported: [1, 2, 3] },
};
async function readHistoryFile(file) {
    const size = await stat(file).then((s) => s.size, () => 0);
    if (size > MAX_HISTORY_BYTES)
        throw configError(`${file}: ${size} bytes, more than a history file can hold (${MAX_HISTORY_BYTES})`, { where: file, hint: HISTORY_FORMAT.hint });
    return readSavedFile(file, historyFileSchema, HISTORY_FORMAT);
}

export { DEFAULT_HISTORY_LENGTH as D, HISTORY_FILE as H, appendEntry as a, emptyHistory as e, historyEntry as h, readHistoryFile as r };
