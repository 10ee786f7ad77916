import { w as wilsonInterval } from './session-RpVLZdow.js';
import { a as flakyOnMain } from './trend-D5pp_UJv.js';

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

export { buildTrend as b };
