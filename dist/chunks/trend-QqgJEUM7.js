import { C as CellSet, a as CellMap, w as wilsonInterval } from './unknown-events-zNQq38TK.js';
import { h as historyCellId } from './entry-BqMlPlwk.js';
import { f as flakyOnMain } from './trend-CnJqKq7K.js';

// The trend views' data: main's runs as points (pass rate with its interval,
// cost, duration), where the agent CLI or the treatment changed, per-cell
// series, each measured skill's lift, the flaky cells, and optionally the pull
// request's own point. Pure.
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
    const flakyCells = new CellSet(flaky);
    const byEntry = entries.map((e) => new CellMap(e.cells.map((c) => [historyCellId(c), c])));
    const seen = new CellSet(byEntry.flatMap((m) => [...m.keys()]));
    const cells = [...seen].map((id) => ({
        ...id,
        points: byEntry.map((m) => {
            const c = m.get(id);
            return c ? { passed: c[2], runs: c[3] } : null;
        }),
        flaky: flakyCells.has(id),
    }));
    cells.sort((a, b) => Number(b.flaky) - Number(a.flaky) ||
        a.caseId.localeCompare(b.caseId) ||
        a.runnerId.localeCompare(b.runnerId) ||
        (a.variant ?? "").localeCompare(b.variant ?? ""));
    const skills = skillTrends(entries, head?.entry);
    return {
        suite: history.suite,
        main,
        ...(head ? { head: { ...point(head.entry, entries.at(-1)), label: head.label } } : {}),
        cells,
        flaky,
        ...(skills.length > 0 ? { skills } : {}),
    };
}
/** Every skill main measured, by name, with one point per entry. */
function skillTrends(entries, head) {
    const names = [...new Set(entries.flatMap((e) => Object.keys(e.lifts ?? {})))].sort();
    return names.map((skill) => {
        const lift = (e) => (e?.lifts && Object.hasOwn(e.lifts, skill) ? e.lifts[skill] : undefined);
        const mine = lift(head);
        return { skill, points: entries.map((e) => lift(e) ?? null), ...(mine ? { head: mine } : {}) };
    });
}

export { buildTrend as b };
