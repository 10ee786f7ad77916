import { p as plural } from './format-C1EZlanN.js';

// A small seeded PRNG (sfc32, seeded through splitmix32) so every Monte Carlo
// p-value and every simulation gives the same answer on every machine.
function splitmix32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x9e3779b9) >>> 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
        z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
        return (z ^ (z >>> 16)) >>> 0;
    };
}
function createRng(seed) {
    const init = splitmix32(Number.isFinite(seed) ? Math.trunc(seed) : 0);
    let a = init();
    let b = init();
    let c = init();
    let d = init();
    const nextUint = () => {
        const t = (((a + b) >>> 0) + d) >>> 0;
        d = (d + 1) >>> 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) >>> 0;
        c = ((c << 21) | (c >>> 11)) >>> 0;
        c = (c + t) >>> 0;
        return t >>> 0;
    };
    // Discard the first outputs: sfc32's state mixes in after a few rounds.
    for (let i = 0; i < 12; i++)
        nextUint();
    const next = () => nextUint() / 4294967296;
    return {
        next,
        int: (n) => Math.floor(next() * n),
        binomial: (n, p) => {
            let k = 0;
            for (let i = 0; i < n; i++)
                if (next() < p)
                    k++;
            return k;
        },
    };
}

// Where a pooled base came from, in words every renderer shares (Markdown,
// text, the HTML page script, the step log): "base: 20 runs over 6 commits
// (a1b2c3d…f4e5d6c)". Pure and free of imports, so the page script can
// bundle it. Shas are shown only when they are full 40-hex ones.
const FULL_SHA = /^[0-9a-f]{40}$/;
const STOPS = {
    "no-history": "the baseline's run carried no history of the base branch",
    "older-history": "the earlier runs were recorded by an older agent-bench",
    test: "the case's test changed",
    treatment: "the treatment changed",
    cli: "the agent CLI version changed",
    age: "the earlier runs are older than the age bound",
    unverified: "an earlier entry is not one of the base branch's push runs",
    "history-start": "the history holds no earlier runs",
};
/** "base: 20 runs over 6 commits (a1b2c3d…f4e5d6c)", "base: 9–20 runs per case over 6 commits (…)", "base: 3 runs from commit f4e5d6c". */
function poolPhrase(pool) {
    const runs = pool.cells.map((c) => c.runs);
    const low = runs.length ? Math.min(...runs) : 0;
    const high = runs.length ? Math.max(...runs) : 0;
    const count = low === high ? `${high} run${high === 1 ? "" : "s"}` : `${low}–${high} runs per case`;
    const shas = pool.commits.filter((c) => FULL_SHA.test(c)).map((c) => c.slice(0, 7));
    if (shas.length <= 1)
        return `base: ${count}${shas.length ? ` from commit ${shas[0]}` : ""}`;
    return `base: ${count} over ${shas.length} commits (${shas.at(-1)}…${shas[0]})`;
}
/** Why some cells hold fewer than `baseline-runs`: "earlier runs not pooled: the treatment changed" (undefined when every cell is full). */
function poolShortfall(pool) {
    const short = pool.cells.filter((c) => c.stop !== undefined);
    if (short.length === 0)
        return undefined;
    const counts = new Map();
    for (const c of short)
        counts.set(c.stop, (counts.get(c.stop) ?? 0) + 1);
    const [stop] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    const which = short.length === pool.cells.length ? "" : ` for ${short.length} of ${pool.cells.length} cells`;
    const reason = stop === "age" ? `the earlier runs are older than ${pool.maxAgeDays} days` : STOPS[stop];
    return `fewer than ${pool.maxRuns} runs${which}: ${reason}${counts.size > 1 ? " (and other reasons, see comparison.json)" : ""}`;
}

// Workspace mode "none": the reports' warning that executions changed files in
// the folder they all work in (results' sharedChanges, execute/shared-folder.ts).
// Plain text: each renderer escapes it (file names and ids are untrusted).
const SHOWN = 5;
function sharedChangesNote(results) {
    const changed = results.filter((r) => r.sharedChanges);
    if (changed.length === 0)
        return undefined;
    const listed = changed.slice(0, SHOWN).map((r) => {
        const { files, count } = r.sharedChanges;
        const shown = files.slice(0, 3).join(", ") + (count > 3 ? ` and ${count - 3} more` : "");
        return `run ${r.run} of ${r.caseId} (${r.runnerId}): ${shown}`;
    });
    const more = changed.length > SHOWN ? `; ${plural(changed.length - SHOWN, "more execution")}` : "";
    return (`${plural(changed.length, "execution")} changed files in the folder every execution works in (workspace mode "none"), ` +
        `so the executions after ${changed.length === 1 ? "it" : "them"} saw the changes and the runs are not independent: ${listed.join("; ")}${more}. ` +
        `The default workspace gives each execution its own copy of the repository.`);
}

// Events the runners' parsers did not understand, summed over a run: one note
// per runner. Agent CLIs change their output formats without notice; a run
// that met unknown event types says so, so a format change shows up as this
// note rather than as assertions failing for no visible reason. Pure.
const LISTED = 5;
function unknownEventNotes(results) {
    const byRunner = new Map();
    for (const r of results) {
        if (!r.unknownEvents)
            continue;
        const entry = byRunner.get(r.runnerId) ?? { counts: new Map(), versions: new Set() };
        for (const [type, n] of Object.entries(r.unknownEvents))
            entry.counts.set(type, (entry.counts.get(type) ?? 0) + n);
        if (r.cliVersion)
            entry.versions.add(r.cliVersion);
        byRunner.set(r.runnerId, entry);
    }
    return [...byRunner].map(([runner, { counts, versions }]) => {
        const total = [...counts.values()].reduce((a, b) => a + b, 0);
        const types = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
        const listed = types.slice(0, LISTED).map(([type, n]) => `${type} (${n})`);
        if (types.length > LISTED)
            listed.push(`${types.length - LISTED} more`);
        const cli = versions.size > 0 ? ` (${[...versions].sort().join(", ")})` : "";
        return `${runner}: ${plural(total, "event")} of types this version does not understand: ${listed.join(", ")}; the agent CLI${cli} may have changed its output format`;
    });
}

export { poolShortfall as a, createRng as c, poolPhrase as p, sharedChangesNote as s, unknownEventNotes as u };
