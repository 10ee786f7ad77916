import { c as configError } from './suggest-A8yN1XQm.js';
import { a as didYouMean } from './paths-CoITADkl.js';

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

// The plan: cases × runners × runs after filters and sharding. Pure.
function buildPlan(options) {
    const cases = selectCases(options.cases, options.caseIds, options.tags);
    const runners = selectRunners(options.runners, options.runnerIds);
    let cells = cases.flatMap((c) => runners.map((r) => ({ case: c, runner: r })));
    if (options.shard)
        cells = shardCells(cells, options.shard);
    const inShard = new Set(cells.map((c) => cellKey(c.case.id, c.runner.id)));
    const executions = [];
    for (let run = 1; run <= options.runs; run++) {
        for (const c of cases) {
            for (const r of runners) {
                if (inShard.has(cellKey(c.id, r.id)))
                    executions.push({ case: c, runner: r, run });
            }
        }
    }
    return {
        cases,
        runners,
        runs: options.runs,
        cells,
        executions,
        shard: options.shard,
        filters: {
            ...(options.caseIds?.length ? { cases: options.caseIds } : {}),
            ...(options.tags?.length ? { tags: options.tags } : {}),
            ...(options.runnerIds?.length ? { runners: options.runnerIds } : {}),
        },
    };
}
function cellKey(caseId, runnerId) {
    return `${caseId}\u0000${runnerId}`;
}
function selectCases(all, ids, tags) {
    let cases = all;
    if (ids?.length) {
        const known = new Set(all.map((c) => c.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length) {
            throw configError(`--case: no case with id ${unknown.map((u) => `"${u}"${didYouMean(u, [...known])}`).join(", ")}`, {
                hint: `the suite has: ${all.slice(0, 10).map((c) => c.id).join(", ")}${all.length > 10 ? ", …" : ""}`,
            });
        }
        cases = cases.filter((c) => ids.includes(c.id));
    }
    if (tags?.length) {
        cases = cases.filter((c) => c.tags.some((t) => tags.includes(t)));
        if (cases.length === 0) {
            const declared = [...new Set(all.flatMap((c) => c.tags))];
            throw configError(`--tag: no case has tag ${tags.map((t) => `"${t}"${didYouMean(t, declared)}`).join(" or ")}`, {
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
        throw configError(`--runner: no runner with id ${unknown.map((u) => `"${u}"${didYouMean(u, all.map((r) => r.id))}`).join(", ")}`, {
            hint: all.length ? `configured runners: ${all.map((r) => r.id).join(", ")}` : "no runners are configured; add them to agent-bench.config.*",
        });
    }
    return all.filter((r) => ids.includes(r.id));
}

export { buildPlan as b, cellKey as c, parseShard as p };
