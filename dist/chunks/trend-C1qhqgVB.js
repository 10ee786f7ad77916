import { t as treatmentHash, c as flakyOnMain } from './trend-w8-kqHr3.js';
import { b as readSavedFile } from './render-afaqytsm.js';
import { n as number, s as string, t as tuple, a as strictObject, b as array, r as record, l as literal } from './schemas-DdBkgWhy.js';
import { w as wilsonInterval } from './session-CJniFQm8.js';

// One run of the default branch, kept compact for the history that each push
// run carries forward: enough to draw trends and judge flakiness, nothing a
// reader would need the artifact for. Pure: results in, entry out.
const HISTORY_FILE = "history.json";
const DEFAULT_HISTORY_LENGTH = 50;
function historyEntry(run, runId) {
    const cells = new Map();
    const cli = {};
    for (const r of run.plan.runners)
        if (r.version)
            cli[r.id] = r.version;
    for (const result of run.results) {
        if (result.cliVersion && !cli[result.runnerId])
            cli[result.runnerId] = result.cliVersion;
        if (result.status === "skipped")
            continue;
        const key = `${result.caseId}\u0000${result.runnerId}`;
        const cell = cells.get(key) ?? [result.caseId, result.runnerId, 0, 0];
        cell[3]++;
        if (result.passed)
            cell[2]++;
        cells.set(key, cell);
    }
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
        cells: [...cells.values()],
    };
}
/** The history with `entry` appended, keeping the last `limit` entries; a re-run of the same commit and run replaces its entry. */
function appendEntry(history, entry, limit) {
    const kept = history.entries.filter((e) => !(e.commit === entry.commit && e.runId === entry.runId));
    return { ...history, entries: [...kept, entry].slice(-limit) };
}
function emptyHistory(suite) {
    return { version: 1, suite, entries: [] };
}

// history.json as read back: from the previous push run's artifact or from a
// file given to `agent-bench history`. Validated, so a damaged or foreign file
// is an error naming what is wrong, never a chart of garbage.
const count = number().int().nonnegative();
const id = string().max(500);
const cellSchema = tuple([id, id, count, count])
    .refine(([, , passed, runs]) => passed <= runs, { message: "passed (the third item) must not exceed runs (the fourth)" });
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
    cells: array(cellSchema).max(100_000),
})
    .refine((e) => e.passed <= e.runs, { message: "passed must not exceed runs", path: ["passed"] });
const historyFileSchema = strictObject({
    version: literal(1),
    suite: string().max(1000),
    entries: array(historyEntrySchema).max(10_000),
});
const HISTORY_FORMAT = {
    name: "history file",
    hint: "a history.json written by agent-bench (the action's history artifact)",
    version: { key: "version", supported: [1] },
};
async function readHistoryFile(file) {
    return readSavedFile(file, historyFileSchema, HISTORY_FORMAT);
}

// The trend views' data: main's runs as points (pass rate with its interval,
// cost, duration), where the agent CLI or the treatment changed, per-cell
// series, the flaky cells, and optionally the pull request's own point. Pure.
function point(entry, previous) {
    const { low, high } = wilsonInterval(entry.passed, entry.runs);
    return {
        commit: entry.commit,
        time: entry.time,
        ...(entry.runId ? { runId: entry.runId } : {}),
        passed: entry.passed,
        runs: entry.runs,
        rate: entry.runs ? entry.passed / entry.runs : 0,
        low,
        high,
        ...(entry.costUsd !== undefined ? { costUsd: entry.costUsd } : {}),
        durationMs: entry.durationMs,
        changes: previous ? changesBetween(previous, entry) : [],
    };
}
function changesBetween(before, after) {
    const changes = [];
    for (const runner of [...new Set([...Object.keys(before.cli), ...Object.keys(after.cli)])].sort()) {
        const a = before.cli[runner];
        const b = after.cli[runner];
        if (a && b && a !== b)
            changes.push(`${runner} ${a} → ${b}`);
    }
    if (before.treatment && after.treatment && before.treatment !== after.treatment)
        changes.push("treatment changed");
    return changes;
}
/** `head`: this PR's run (not part of main's history), with its label ("PR #12"). */
function buildTrend(history, head) {
    const entries = history.entries;
    const main = entries.map((e, i) => point(e, entries[i - 1]));
    const flaky = flakyOnMain(entries);
    const flakyKeys = new Set(flaky.map((f) => `${f.caseId}\u0000${f.runnerId}`));
    const keys = new Map();
    for (const e of entries)
        for (const [caseId, runnerId] of e.cells)
            keys.set(`${caseId}\u0000${runnerId}`, { caseId, runnerId });
    const cells = [...keys.entries()].map(([key, { caseId, runnerId }]) => ({
        caseId,
        runnerId,
        points: entries.map((e) => {
            const c = e.cells.find((x) => x[0] === caseId && x[1] === runnerId);
            return c ? { passed: c[2], runs: c[3] } : null;
        }),
        flaky: flakyKeys.has(key),
    }));
    cells.sort((a, b) => Number(b.flaky) - Number(a.flaky) || a.caseId.localeCompare(b.caseId) || a.runnerId.localeCompare(b.runnerId));
    return {
        suite: history.suite,
        main,
        ...(head ? { head: { ...point(head.entry, entries.at(-1)), label: head.label } } : {}),
        cells,
        flaky,
    };
}

export { DEFAULT_HISTORY_LENGTH as D, HISTORY_FILE as H, appendEntry as a, buildTrend as b, emptyHistory as e, historyEntry as h, readHistoryFile as r };
