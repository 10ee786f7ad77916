import { stat } from 'node:fs/promises';
import { c as configError } from './unknown-events-zNQq38TK.js';
import { d as readSavedFile } from './sanitize-CGuhO3m3.js';
import { n as number, s as string, t as tuple, a as strictObject, _ as _enum, r as record, b as array, u as union, l as literal } from './schemas-CaY1ir08.js';

// history.json as read back: from a push run's history artifact or from a
// file given to `agent-bench history`. Validated and bounded, so a damaged,
// foreign or crafted file is an error naming what is wrong, never a chart of
// garbage or a pooled baseline built on it. Version 1 (before per-case test
// fingerprints and per-run outcomes) is still read: its entries never pool;
// version 2 is version 3 without skills' lifts; version 4 is version 3 with
// cells of runs with --variant (their sixth item).
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
    id.optional(),
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
    version: union([literal(1), literal(2), literal(3), literal(4)]),
    suite: string().max(1000),
    // history-length is at most 1000.
    entries: array(historyEntrySchema).max(1000),
})
    .superRefine((h, ctx) => {
    if (h.version === 4)
        return;
    // Named at the first such cell: that is what a reader of the crafted or damaged file looks for.
    for (const [i, e] of h.entries.entries()) {
        const j = e.cells.findIndex((c) => c[5] !== undefined);
        if (j < 0)
            continue;
        ctx.addIssue({ code: "custom", message: `a cell with a variant (the sixth item) needs version 4, not ${h.version}`, path: ["entries", i, "cells", j] });
        return;
    }
});
const HISTORY_FORMAT = {
    name: "history file",
    hint: "a history.json written by agent-bench (the action's history artifact)",
    version: { key: "version", supported: [1, 2, 3, 4] },
};
async function readHistoryFile(file) {
    const size = await stat(file).then((s) => s.size, () => 0);
    if (size > MAX_HISTORY_BYTES)
        throw configError(`${file}: ${size} bytes, more than a history file can hold (${MAX_HISTORY_BYTES})`, { where: file, hint: HISTORY_FORMAT.hint });
    return readSavedFile(file, historyFileSchema, HISTORY_FORMAT);
}

export { readHistoryFile as r };
