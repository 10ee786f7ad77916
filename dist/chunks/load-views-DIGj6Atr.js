import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { s as stableJson, g as commandLabel } from './table-CFKi2sh-.js';
import { j as table, k as count, l as text, n as amount, q as list, s as id, u as shortText, v as usageSchema, f as truncate, p as plainText, r as readRunFile } from './sanitize-CGuhO3m3.js';
import { P as PARSE_ONCE, g as sameCell, F as cellKey } from './unknown-events-zNQq38TK.js';
import { o as object, n as number, s as string, _ as _enum, e as discriminatedUnion, l as literal, f as unknown, g as boolean } from './schemas-CaY1ir08.js';

// What a variant changes against the unmodified treatment, item by item, from
// the run's treatment manifest: skills removed or added, workspace files
// replaced or added, and each runner setting it overrides with its new value.
// Pure; report/variant-text.ts words it ("skill `greet` removed").
/** Empty for the unmodified treatment, a variant the manifest does not record, or a manifest without variants. */
function variantChanges(manifest, variant) {
    // Keys from a saved file: only its own entries count ("constructor" is a variant id or file name like any other).
    const changes = manifest?.variants && Object.hasOwn(manifest.variants, variant) ? manifest.variants[variant] : undefined;
    if (!manifest || !changes)
        return [];
    const out = [];
    for (const skill of changes.skillsRemoved ?? [])
        out.push({ kind: "skill-removed", skill });
    for (const skill of Object.keys(changes.skillsAdded ?? {}))
        out.push({ kind: "skill-added", skill });
    for (const file of Object.keys(changes.files ?? {}))
        out.push({ kind: Object.hasOwn(manifest.workspace.files, file) ? "file-replaced" : "file-added", file });
    for (const [runnerId, after] of Object.entries(changes.runners ?? {}))
        out.push(...runnerChanges(runnerId, Object.hasOwn(manifest.runners, runnerId) ? manifest.runners[runnerId] : undefined, after));
    return out;
}
function runnerChanges(runnerId, before, after) {
    const out = [];
    const settings = (r) => {
        if (!r)
            return {};
        const { options, ...rest } = r;
        return { ...rest, ...options };
    };
    const b = settings(before);
    const a = settings(after);
    for (const field of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
        if (stableJson(b[field]) !== stableJson(a[field]))
            out.push({ kind: "runner", runnerId, field, value: show(a[field]) });
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
    return stableJson(value);
}

// session.json (model/session.ts): what the HTML report reads back for its
// transcripts and side-by-side view, from a downloaded artifact too. Parsed
// with this schema, so an event of the wrong shape cannot reach the renderer.
// A session holds the agent's whole output (the transcript cuts it): bounded only against absurd sizes.
const longText = string().max(50_000_000);
const confidence = _enum(["weak", "medium", "strong", "explicit"]);
const at = string().max(40).optional();
const callId = shortText.optional();
const exitCode = number().int().optional();
const sessionErrorKindSchema = _enum(["api", "authentication", "rate-limit", "max-turns", "permission", "model-rejected", "tool", "crash", "output", "other"]);
const sessionEventSchema = discriminatedUnion("type", [
    object({
        type: literal("message"),
        role: _enum(["user", "assistant", "system"]),
        phase: _enum(["thinking", "commentary", "final"]).optional(),
        text: longText,
        at,
        parentToolCallId: callId,
    }),
    object({ type: literal("toolCall"), id: callId, tool: text, args: unknown().optional(), at, parentToolCallId: callId }),
    object({
        type: literal("toolResult"),
        id: callId,
        tool: text.optional(),
        output: longText,
        isError: boolean().optional(),
        exitCode,
        at,
        parentToolCallId: callId,
    }),
    object({ type: literal("command"), command: longText, exitCode, toolCallId: callId, at, parentToolCallId: callId }),
    object({ type: literal("fileRead"), path: text, toolCallId: callId, at, parentToolCallId: callId }),
    object({
        type: literal("fileWrite"),
        path: text,
        kind: _enum(["create", "edit", "delete", "write"]).optional(),
        toolCallId: callId,
        at,
        parentToolCallId: callId,
    }),
    object({ type: literal("skillSignal"), skill: text, signal: text, confidence, at }),
    object({
        type: literal("subagent"),
        toolCallId: callId,
        status: _enum(["started", "progress", "completed", "failed"]),
        description: longText.optional(),
        at,
    }),
    object({
        type: literal("error"),
        kind: sessionErrorKindSchema,
        message: longText,
        status: number().int().optional(),
        fatal: boolean().optional(),
        at,
    }),
    object({ type: literal("raw"), raw: unknown(), at }),
    object({ type: literal("unparsed"), raw: longText }),
]);
const paths = list(text, 1_000_000);
const sessionSchema = object({
    runner: object({ id, pathKey: text, agent: object({ type: id, model: id }) }),
    sessionId: text.optional(),
    prompt: longText,
    cliVersion: id.optional(),
    model: id.optional(),
    usage: usageSchema,
    costUsd: amount.optional(),
    turns: count.optional(),
    files: object({ observedReads: paths, observedSkillReads: paths, observedWrites: paths }),
    detectedSkills: list(object({ skill: text, confidence, evidence: list(longText, 10_000) }), 10_000),
    events: list(sessionEventSchema),
    finalOutput: longText,
    errors: list(object({ kind: sessionErrorKindSchema, message: longText, status: number().int().optional() }), 100_000),
    startedAt: at,
    endedAt: at,
    durationMs: amount.optional(),
    exitCode: number().int().nullable().optional(),
    rawArtifacts: object({
        stdoutPath: text.optional(),
        stderrPath: text.optional(),
        sessionPath: text.optional(),
        exportPath: text.optional(),
        telemetryPath: text.optional(),
    }),
    unknownEvents: table(count).optional(),
});

// One execution's session.json for the HTML report, parsed with the session
// schema: a missing, damaged or crafted one (from a downloaded artifact) is
// "unreadable" and the page says so; it never reaches the renderer.
//
// Read synchronously: the report is built once the agents are done, and a
// large run's 10,000 small files read through the thread pool (open, stat,
// read, close, each a round trip) took three times as long (bench item 4).
// A report of a few sessions parses them without zod's compiled parser, a large one compiles it once they are many.
const COMPILED_AFTER = 1_000;
let read = 0;
function readSession(file) {
    let json;
    try {
        json = JSON.parse(readFileSync(file, "utf8"));
    }
    catch {
        return undefined;
    }
    // JSON.parse keeps "__proto__" as an own key, which zod drops; the rest is checked field by field.
    const parsed = sessionSchema.safeParse(json, ++read <= COMPILED_AFTER ? PARSE_ONCE : undefined);
    return parsed.success ? parsed.data : undefined;
}

// A passing run and a failing run of one cell, step by step (messages, tool
// calls, commands, files, skills, errors), aligned so that what both did sits
// on one row and what only one did stands alone; the first row where they part
// is marked. The alignment is a longest common subsequence over each step's
// key (kind plus tool, program or file name), never over agent text. Pure.
const MAX_STEPS = 300;
const STEP_CHARS = 300;
function stepsOf(session) {
    const all = session.events.flatMap((e) => {
        const s = keyed(e);
        return s ? [s] : [];
    });
    return { steps: all.slice(0, MAX_STEPS), omitted: Math.max(0, all.length - MAX_STEPS) };
}
function keyed(e) {
    const text = (value) => truncate(plainText(value).replace(/\s+/gu, " ").trim(), STEP_CHARS).text;
    switch (e.type) {
        case "message":
            if (e.role !== "assistant" || e.phase === "thinking")
                return undefined;
            return { key: "say", step: ["say", text(e.text)] };
        case "toolCall":
            return { key: `call:${e.tool}`, step: ["call", text(`${e.tool}${e.args === undefined ? "" : ` ${brief(e.args)}`}`)] };
        case "command":
            return { key: `cmd:${commandLabel(e.command)}`, step: ["cmd", text(e.command)] };
        case "fileRead":
            return { key: `read:${path.basename(e.path)}`, step: ["read", text(e.path)] };
        case "fileWrite":
            return { key: `write:${path.basename(e.path)}`, step: ["write", text(`${e.kind ?? "write"} ${e.path}`)] };
        case "skillSignal":
            return { key: `skill:${e.skill}`, step: ["skill", text(e.skill)] };
        case "error":
            return { key: `error:${e.kind}`, step: ["error", text(`${e.kind}: ${e.message}`)] };
        default:
            return undefined;
    }
}
function brief(args) {
    if (typeof args === "string")
        return args;
    try {
        return JSON.stringify(args) ?? "";
    }
    catch {
        return "";
    }
}
function sideBySide(cell, base, head) {
    const b = stepsOf(base.session);
    const h = stepsOf(head.session);
    const rows = align(b.steps.map((s) => s.key), h.steps.map((s) => s.key));
    const diverge = rows.findIndex(([i, j]) => i < 0 || j < 0);
    return {
        caseId: cell.caseId,
        runnerId: cell.runnerId,
        ...(cell.variant === undefined ? {} : { variant: cell.variant }),
        base: { run: base.run, passed: base.passed, steps: b.steps.map((s) => s.step), omitted: b.omitted },
        head: { run: head.run, passed: head.passed, steps: h.steps.map((s) => s.step), omitted: h.omitted },
        rows,
        diverge,
    };
}
/** Longest common subsequence of two key lists, as rows; unmatched steps keep their order, base first. */
function align(a, b) {
    const n = a.length;
    const m = b.length;
    // lengths[i][j]: LCS of a[i..] and b[j..], in one flat array.
    const width = m + 1;
    const lengths = new Uint16Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--) {
            lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
        }
    }
    const rows = [];
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
        if (a[i] === b[j])
            rows.push([i++, j++]);
        else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
            rows.push([i++, -1]);
        else
            rows.push([-1, j++]);
    }
    while (i < n)
        rows.push([i++, -1]);
    while (j < m)
        rows.push([-1, j++]);
    return rows;
}

// Reads what the HTML report's side-by-side view needs (its only I/O besides
// the transcripts): for each cell that flipped, a passing and a failing run's
// session.json from the base run's folder and the head's. The base folder is
// a downloaded artifact, so nothing in it is trusted: its results.json is
// parsed with the results.json schema and no path in it may lead outside the folder.
/** Cells shown side by side, at most. */
const MAX_CELLS = 20;
const REGRESSION_TIERS = new Set(["regressed", "possible-regression"]);
const IMPROVEMENT_TIERS = new Set(["improved", "possible-improvement"]);
async function loadSideBySide(baseDir, headDir, headResults, comparison) {
    const baseResults = await readResults(baseDir);
    if (!baseResults)
        return [];
    const out = [];
    for (const cell of comparison.cells) {
        if (out.length >= MAX_CELLS)
            break;
        const regression = REGRESSION_TIERS.has(cell.tier);
        if (!regression && !IMPROVEMENT_TIERS.has(cell.tier))
            continue;
        const base = pick(baseResults, cell, regression);
        const head = pick(headResults, cell, !regression);
        if (!base || !head)
            continue;
        const baseSession = readSessionIn(baseDir, base.artifactDir);
        const headSession = readSessionIn(headDir, head.artifactDir);
        if (!baseSession || !headSession)
            continue;
        out.push(sideBySide(cell, { run: base.run, passed: base.passed, session: baseSession }, { run: head.run, passed: head.passed, session: headSession }));
    }
    return out;
}
/**
 * One run of a cell from each of two sources side by side (a lift's arm with the skill, `a`, and without it, `b`):
 * a passing `a` against a failing `b` when the arms differ that way, else the reverse, else each arm's first run.
 */
function loadPair(cell, a, b) {
    const first = (s) => s.results.filter((r) => sameCell(r, cell) && r.status !== "skipped").sort((x, y) => x.run - y.run)[0];
    const pa = pick(a.results, cell, true) && pick(b.results, cell, false);
    const pb = pick(a.results, cell, false) && pick(b.results, cell, true);
    const [ra, rb] = pa
        ? [pick(a.results, cell, true), pick(b.results, cell, false)]
        : pb
            ? [pick(a.results, cell, false), pick(b.results, cell, true)]
            : [first(a), first(b)];
    if (!ra || !rb)
        return undefined;
    const sa = readSessionIn(a.dir, ra.artifactDir);
    const sb = readSessionIn(b.dir, rb.artifactDir);
    if (!sa || !sb)
        return undefined;
    return sideBySide(cell, { run: ra.run, passed: ra.passed, session: sa }, { run: rb.run, passed: rb.passed, session: sb });
}
/** The first run of the cell that passed (or failed, not errored). */
function pick(results, cell, passed) {
    return results.filter((r) => sameCell(r, cell) && r.passed === passed && (passed || r.status === "failed")).sort((a, b) => a.run - b.run)[0];
}
async function readResults(dir) {
    // A base given as a stability.json alone has no runs to show.
    if (!existsSync(path.join(dir, "results.json")))
        return undefined;
    return (await readRunFile(dir)).results;
}
function readSessionIn(dir, artifactDir) {
    const root = path.resolve(dir);
    const file = path.resolve(root, artifactDir, "session.json");
    if (!file.startsWith(root + path.sep))
        return undefined;
    return readSession(file);
}

// Reads what a lift report's side-by-side views need: per skill and per cell,
// one run with the skill and one without it (opposite outcomes when the arms
// have them), step by step. The same view compare shows between a base run and
// a head run (report/html/side-by-side.ts), read from the runs' folders.
/** Cells shown side by side per skill, at most (the changed ones first). */
const MAX_PAIRS = 20;
function loadLiftPairs(lifts, sources) {
    const out = new Map();
    for (const lift of lifts) {
        const pairs = new Map();
        const changed = (c) => (c.tier === "helps" || c.tier === "hurts" ? 0 : c.behaviour?.length ? 1 : 2);
        const cells = [...lift.cells].sort((a, b) => changed(a) - changed(b)).slice(0, MAX_PAIRS);
        for (const cell of cells) {
            const id = { caseId: cell.caseId, runnerId: cell.runnerId };
            // The arms may sit in different folders (the action runs the one without the skill on its own).
            const combos = sources.flatMap((a) => sources.map((b) => [a, b]));
            for (const [a, b] of combos) {
                const pair = loadPair(id, arm(a, lift.treatment), arm(b, lift.control));
                if (pair) {
                    pairs.set(cellKey(id), pair);
                    break;
                }
            }
        }
        out.set(lift.skill, pairs);
    }
    return out;
}
function arm(source, variant) {
    return { dir: source.dir, results: source.results.filter((r) => (r.variant ?? "default") === variant).map(({ variant: _v, ...r }) => r) };
}

// What a lift report shows beyond the figures, read from the runs' folders:
// each cell's arms side by side (load-pairs.ts) and, from the treatment
// manifest of the run that holds the arm without the skill, what that arm
// changed. One reader for `agent-bench lift` (one run holds both arms) and the
// action's `lift` (the head's run, and each arm's own folder inside it).
function liftViews(lifts, runs) {
    const changes = new Map();
    for (const l of lifts)
        changes.set(l.control, variantChanges(runs.find((r) => r.treatment?.variants?.[l.control])?.treatment, l.control));
    return { pairs: loadLiftPairs(lifts, runs), changes };
}
/** The runs in these folders (a folder without results.json, such as a look that never ran, is left out). */
async function readLiftRuns(dirs) {
    const runs = [];
    for (const dir of dirs) {
        if (!existsSync(path.join(dir, "results.json")))
            continue;
        const run = await readRunFile(dir);
        runs.push({ dir, results: run.results, treatment: run.treatment });
    }
    return runs;
}

export { loadSideBySide as a, readLiftRuns as b, liftViews as l, readSession as r, variantChanges as v };
