import { c as configError, e as errorMessage } from './version-C7MafhBl.js';
import { createWriteStream, readSync, existsSync } from 'node:fs';
import { stat, mkdir, open, rm, readdir } from 'node:fs/promises';
import path, { join } from 'node:path';
import { d as readSavedJson, p as parseSaved, R as RUN_FILE_FORMAT, e as runFileSchema, S as STABILITY_FILE_VERSIONS, g as stabilityFileReader, r as readRunFile } from './explanations-CwQwpKUT.js';
import { i as classify, j as passKTable, k as computeStability, l as roundCost } from './render-BHPV23Q8.js';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { r as readHistoryFile, H as HISTORY_FILE } from './schema-HjsoMr_s.js';
import { t as treatmentHash } from './treatment-hash-Dmo9iH77.js';
import { w as wilsonInterval, g as formatPoints, p as plural, h as formatPointsInterval, b as formatSignedPoints, i as formatPInText, f as formatPercent, j as formatLevel } from './session-RpVLZdow.js';
import { B as BottleneckLight, f as getOctokit, r as retry, w as warning } from './index-CEDXj1IU.js';
import { g as agentRate, h as reaches, T as TARGET_POWER, c as resolveOptions, i as compareCells, j as suiteTest, k as cellKey } from './load-transcripts-Dh_6i-pe.js';
import { d as diffTreatment } from './treatment-DkqmYpAm.js';

// Which of main's earlier runs of a cell may join a pooled baseline. Pure:
// history entries, the conditions to match and the base branch's push runs
// (as the REST API lists them) in, runs per cell out. The rules
// (docs/comparison.md, "Pooled baseline"):
//   - newest first, and a change stops the pool for good: the treatment (what
//     the agent was given) or the runner's agent CLI version for every cell
//     concerned, the case's test fingerprint for that case; an entry written
//     by an older agent-bench (no fingerprints) stops it too;
//   - only entries of push runs of this repository on the base branch, with
//     the commit the API names for that run (else the pool stops there), and
//     none older than the age bound;
//   - each run once: an entry whose run was already taken adds nothing;
//   - whole runs, errored ones left out, until the cell has `room` runs.
const FULL_SHA$1 = /^[0-9a-f]{40}$/;
const DAY_MS$2 = 86_400_000;
function takeEarlierRuns(cells, input) {
    const key = (caseId, runnerId) => `${caseId}\u0000${runnerId}`;
    const taken = new Map(cells.map((c) => [key(c.caseId, c.runnerId), { passed: 0, runs: 0, commits: [], runIds: [] }]));
    const open = new Map(cells.filter((c) => c.room > 0).map((c) => [key(c.caseId, c.runnerId), c]));
    const seen = new Set(input.exclude ?? []);
    const stopAll = (stop) => {
        for (const k of open.keys())
            taken.get(k).stop = stop;
        open.clear();
    };
    for (const entry of input.entries) {
        if (open.size === 0)
            break;
        if (entry.runId !== undefined && seen.has(entry.runId))
            continue;
        const problem = entryProblem(entry, input);
        if (problem) {
            stopAll(problem);
            break;
        }
        seen.add(entry.runId);
        const cellsOf = new Map(entry.cells.map((c) => [key(c[0], c[1]), c]));
        for (const [k, want] of [...open]) {
            const t = taken.get(k);
            const stop = cellProblem(entry, want, input.conditions);
            if (stop) {
                t.stop = stop;
                open.delete(k);
                continue;
            }
            // Not run then (filtered out, or the case did not exist yet): not a change.
            const outcomes = cellsOf.get(k)?.[4];
            if (outcomes === undefined)
                continue;
            const before = t.runs;
            for (const o of outcomes) {
                if (t.runs >= want.room)
                    break;
                if (o === "e")
                    continue;
                t.runs++;
                if (o === "p")
                    t.passed++;
            }
            if (t.runs > before) {
                t.commits.push(entry.commit);
                t.runIds.push(entry.runId);
            }
            if (t.runs >= want.room)
                open.delete(k);
        }
    }
    stopAll("history-start");
    return taken;
}
/** Why this entry and every earlier one cannot be pooled, or undefined. */
function entryProblem(entry, input) {
    if (entry.tests === undefined || entry.cells.some((c) => c[4] === undefined))
        return "older-history";
    const run = entry.runId === undefined ? undefined : input.trusted.get(entry.runId);
    if (!run || !FULL_SHA$1.test(entry.commit) || run.sha !== entry.commit)
        return "unverified";
    const created = Date.parse(run.createdAt);
    if (!Number.isFinite(created) || input.now.getTime() - created > input.maxAgeDays * DAY_MS$2)
        return "age";
    if (entry.treatment === undefined || input.conditions.treatment === undefined || entry.treatment !== input.conditions.treatment)
        return "treatment";
    return undefined;
}
/** Why this cell's pool stops at this entry, or undefined. */
function cellProblem(entry, cell, conditions) {
    if ((own(entry.cli, cell.runnerId) ?? "") !== (own(conditions.cli, cell.runnerId) ?? ""))
        return "cli";
    const test = own(conditions.tests, cell.caseId);
    if (!test)
        return "older-history";
    const then = entry.tests ? own(entry.tests, cell.caseId) : undefined;
    if (then !== undefined && then !== test)
        return "test";
    return undefined;
}
/** A record's own value (ids come from files: "constructor" is a case id, not Object's). */
function own(record, key) {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}

// The pooled baseline (docs/comparison.md, "Pooled baseline"): the latest
// baseline's runs plus main's earlier runs of the same cells while the test,
// the treatment and the CLI version stayed the same (pool-take.ts has the
// rules), up to `maxRuns` runs per cell; and, for a push run with runs: auto,
// how many runs each cell needs so that the next pull request gets such a
// base. Pure.
/** 20 runs: a pooled 20/20 against a head's 0/3 is p = 1/C(23, 3) = 0.00056 (docs/comparison.md). 14 days: see docs/action.md. */
const DEFAULT_POOL = { maxRuns: 20, maxAgeDays: 14 };
const FULL_SHA = /^[0-9a-f]{40}$/;
/**
 * The latest baseline with main's earlier runs pooled in, from the history its own run carried
 * (`history`, undefined when it had none). Undefined when pooling is off or the baseline's commit
 * is not a full sha: then the latest baseline is the base, as before.
 */
function poolBaseline(latest, history, input) {
    if (input.settings.maxRuns <= 0 || !FULL_SHA.test(latest.sha))
        return undefined;
    const { stability } = latest;
    const ownIndex = history?.suite === stability.suite.path ? history.entries.findLastIndex((e) => e.runId === latest.runId && e.commit === latest.sha) : -1;
    const own = ownIndex >= 0 ? history.entries[ownIndex] : undefined;
    if (!own?.tests)
        return pooledStability(latest, new Map(), [], own ? "older-history" : "no-history", input.settings);
    const tests = own.tests;
    // A case whose fingerprint in stability.json is not the one its run recorded cannot be matched: it pools nothing.
    const cells = stability.cells
        .filter((c) => Object.hasOwn(tests, c.caseId) && tests[c.caseId] === c.testFingerprint)
        .map((c) => ({ caseId: c.caseId, runnerId: c.runnerId, room: input.settings.maxRuns - (c.runs - c.errored) }));
    const earlier = history.entries.slice(0, ownIndex).reverse();
    const taken = takeEarlierRuns(cells, {
        entries: earlier,
        conditions: { ...(own.treatment ? { treatment: own.treatment } : {}), cli: own.cli, tests },
        trusted: input.trusted,
        maxAgeDays: input.settings.maxAgeDays,
        now: input.now,
        exclude: [latest.runId],
    });
    return pooledStability(latest, taken, earlier.map((e) => e.runId ?? 0), "test", input.settings);
}
/** `order`: the earlier entries' run ids, newest first; `missing`: why a cell that took nothing from them has no earlier runs. */
function pooledStability(latest, taken, order, missing, settings) {
    const { stability } = latest;
    const poolCells = [];
    const used = new Map();
    let added = 0;
    let addedPassed = 0;
    const cells = stability.cells.map((cell) => {
        const t = taken.get(`${cell.caseId}\u0000${cell.runnerId}`);
        const own = cell.runs - cell.errored;
        const runs = own + (t?.runs ?? 0);
        const stop = runs >= settings.maxRuns ? undefined : t ? t.stop : missing;
        poolCells.push({ caseId: cell.caseId, runnerId: cell.runnerId, runs, commits: (own > 0 ? 1 : 0) + (t?.commits.length ?? 0), ...(stop ? { stop } : {}) });
        if (!t || t.runs === 0)
            return cell;
        t.runIds.forEach((id, i) => used.set(id, t.commits[i]));
        added += t.runs;
        addedPassed += t.passed;
        return withRuns(cell, t.passed, t.runs);
    });
    // Newest first, in the history's order, whatever order the cells met them in.
    const runIds = [...new Set(order)].filter((id) => used.has(id));
    const pool = {
        maxRuns: settings.maxRuns,
        maxAgeDays: settings.maxAgeDays,
        commits: [...new Set([latest.sha, ...runIds.map((id) => used.get(id))])],
        runIds: [latest.runId, ...runIds],
        cells: poolCells,
    };
    const summary = stability.summary;
    const executions = summary.executions + added;
    const passed = summary.passed + addedPassed;
    return {
        ...stability,
        cells,
        summary: { ...summary, executions, passed, failed: summary.failed + added - addedPassed, passRate: executions === 0 ? 0 : passed / executions },
        pool,
    };
}
/** The cell with `runs` more non-errored runs, `passed` of them passing. Durations, tokens and cost stay the latest run's. */
function withRuns(cell, passed, runs) {
    const total = cell.runs + runs;
    const passes = cell.passed + passed;
    const passRate = passes / total;
    return {
        ...cell,
        runs: total,
        passed: passes,
        failed: cell.failed + runs - passed,
        passRate,
        wilson: wilsonInterval(passes, total),
        ...passKTable(total, passes),
        classification: classify(passRate),
    };
}
/**
 * Runs per cell a push run with runs: auto aims for, so that the next pull request's pool holds
 * `maxRuns`: what main's earlier runs under the same conditions do not supply, between min-runs and
 * max-runs. `history`: the previous push run's (this run is not in it yet).
 */
function poolTargets(cells, conditions, history, input, range) {
    const want = input.settings.maxRuns;
    const taken = takeEarlierRuns(cells.map((c) => ({ ...c, room: want })), {
        entries: [...(history?.entries ?? [])].reverse(),
        conditions,
        trusted: input.trusted,
        maxAgeDays: input.settings.maxAgeDays,
        now: input.now,
        ...(input.exclude ? { exclude: input.exclude } : {}),
    });
    return new Map(cells.map((c) => {
        const key = `${c.caseId}\u0000${c.runnerId}`;
        return [key, Math.min(range.maxRuns, Math.max(range.minRuns, want - (taken.get(key)?.runs ?? 0)))];
    }));
}
/** A run's conditions as its stability says (a push run's, after its first round): what main's earlier runs must share with it. */
function conditionsOf(stability) {
    return {
        ...(stability.treatment ? { treatment: treatmentHash(stability.treatment) } : {}),
        cli: Object.fromEntries(stability.runners.flatMap((r) => (r.version ? [[r.id, r.version]] : []))),
        tests: Object.fromEntries(stability.cells.flatMap((c) => (c.testFingerprint ? [[c.caseId, c.testFingerprint]] : []))),
    };
}

// `baseline-runs` and `baseline-max-age` (action inputs; `--baseline-runs`
// and `--baseline-max-age` for `--base github:`): parsed the same way for
// both, every mistake naming where it came from.
/** The most runs per cell a pool may take (the exact tests' cost grows with it). */
const MAX_BASELINE_RUNS = 1000;
function parsePoolSettings(runs, maxAge, names) {
    return {
        maxRuns: runs === undefined || runs.trim() === "" ? DEFAULT_POOL.maxRuns : baselineRuns(runs.trim(), names.runs),
        maxAgeDays: maxAge === undefined || maxAge.trim() === "" ? DEFAULT_POOL.maxAgeDays : ageInDays(maxAge.trim(), names.maxAge),
    };
}
function baselineRuns(value, { label, where }) {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n > MAX_BASELINE_RUNS)
        throw configError(`${label}: "${value}" is not valid`, {
            where,
            hint: `a whole number from 0 to ${MAX_BASELINE_RUNS}: the runs per case the baseline pools from the base branch's push runs (default ${DEFAULT_POOL.maxRuns}; 0 compares with the latest run alone)`,
        });
    return n;
}
/** "14d" or "36h" → days. A bare number is refused: days to one reader, hours to another. */
function ageInDays(value, { label, where }) {
    const match = /^(\d+(?:\.\d+)?)(d|h)$/.exec(value);
    const days = match ? Number(match[1]) / (match[2] === "h" ? 24 : 1) : NaN;
    if (!(days > 0 && days <= 3650))
        throw configError(`${label}: "${value}" is not valid`, {
            where,
            hint: `an age with a unit, in days or hours, e.g. 14d or 36h (default ${DEFAULT_POOL.maxAgeDays}d): older push runs are not pooled into the baseline`,
        });
    return days;
}

// Which earlier run is the baseline. Pure: the I/O that pages through runs
// and artifacts is in baseline.ts.
/**
 * Trust only push runs of the base repository itself: a fork can have a
 * branch called "main" too, and its runs must never become a baseline. A run
 * whose gate (or another job) failed is still a candidate: whether agent-bench
 * finished is for its artifact to say (isCompleteBaseline).
 */
function isTrustedBaseline(run, rules) {
    return run.event === "push" && run.conclusion !== null && run.headBranch === rules.branch && run.headRepo.toLowerCase() === rules.repository.toLowerCase();
}
/**
 * The artifact's results.json summary says every planned execution ran. Artifacts
 * from before the marker are trusted only from runs that succeeded.
 */
function isCompleteBaseline(run, summary) {
    if (summary?.completed !== undefined)
        return summary.completed && summary.cancelled !== true;
    return run.conclusion === "success" && summary?.cancelled !== true;
}
function usableArtifact(artifacts, name) {
    // Several with the same name: the newest (highest id) wins, as @actions/artifact does.
    return artifacts.filter((a) => a.name === name && !a.expired).sort((a, b) => b.id - a.id)[0];
}
function ageOf(createdAt, now) {
    const ms = now.getTime() - new Date(createdAt).getTime();
    const hours = ms / 3_600_000;
    const unit = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
    if (hours < 1)
        return unit(Math.max(1, Math.round(ms / 60_000)), "minute");
    if (hours < 48)
        return unit(Math.round(hours), "hour");
    return unit(Math.round(hours / 24), "day");
}

// Reads the stability of a run for `compare`: a stability.json, a results.json
// (stability is computed from it), or an out-dir holding either.
const STABILITY_FILE = "stability.json";
const RESULTS_FILE = "results.json";
const HINT$1 = `pass a ${STABILITY_FILE} (or ${RESULTS_FILE}) written by \`agent-bench run\`, or the out-dir that holds it`;
/** Version 1 (before the test/treatment split) is still read: its fingerprints are unknown and compare says so. */
const STABILITY_FORMAT = { name: STABILITY_FILE, hint: HINT$1, version: { key: "schemaVersion", supported: STABILITY_FILE_VERSIONS } };
async function loadStability(pathOrDir) {
    const file = await resolveFile(pathOrDir);
    const data = await readSavedJson(file, STABILITY_FORMAT);
    const record = data;
    // A results.json: stability is computed from its results.
    if (record && typeof record === "object" && Array.isArray(record.results) && !("cells" in record)) {
        return computeStability(parseSaved(data, file, runFileSchema, { ...RUN_FILE_FORMAT, hint: HINT$1 }));
    }
    return parseSaved(data, file, stabilityFileReader, STABILITY_FORMAT);
}
async function resolveFile(pathOrDir) {
    const info = await stat(pathOrDir).catch(() => null);
    if (!info)
        throw configError(`${pathOrDir} does not exist`, { where: pathOrDir, hint: HINT$1 });
    if (!info.isDirectory())
        return pathOrDir;
    for (const name of [STABILITY_FILE, RESULTS_FILE]) {
        const candidate = join(pathOrDir, name);
        if (await stat(candidate).then((s) => s.isFile(), () => false))
            return candidate;
    }
    throw configError(`${pathOrDir} holds neither ${STABILITY_FILE} nor ${RESULTS_FILE}`, { where: pathOrDir, hint: HINT$1 });
}

// Reads a zip archive (an artifact as GitHub serves it): stored and deflated
// entries, through the central directory. An artifact can come from a fork's
// code, so everything in it is untrusted: the limits (entry count, bytes per
// file, bytes in all) are checked against the sizes the archive declares
// before anything is expanded, each entry is stopped at its declared size
// while it streams to disk, and names are refused when absolute, with a ".."
// step, or not plain files (links, devices).
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const TAIL = 22 + 65_535;
/** 65,535 entries with names of a few hundred bytes. */
const MAX_DIRECTORY = 64 * 1024 * 1024;
/** What an agent-bench artifact may hold (docs/action.md#security-model). */
const ARTIFACT_LIMITS = {
    zipBytes: 1024 * 1024 * 1024,
    totalBytes: 2 * 1024 * 1024 * 1024,
    fileBytes: 256 * 1024 * 1024,
    entries: 65_535,
};
const HINT = "an agent-bench artifact stays far below these limits; this one was altered or is not agent-bench's";
function limitError(what, limit) {
    return configError(`the artifact ${what} (limit: ${limit})`, { hint: HINT });
}
function mib(bytes) {
    return `${Math.round(bytes / (1024 * 1024))} MiB`;
}
/** The central directory's entries, checked against the limits. Nothing is expanded yet. */
function readDirectory(tail, tailAt, readAt, limits) {
    const end = tail.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
    if (end < 0 || end + 22 > tail.length)
        throw new Error("not a zip archive: no end of central directory");
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryAt = tail.readUInt32LE(end + 16);
    // Zip64 markers: more than 65,535 entries or 4 GiB, beyond every limit here.
    if (count === 0xffff || directoryAt === 0xffffffff)
        throw limitError("is a zip64 archive (over 65,535 entries or 4 GiB)", `${limits.entries} entries`);
    if (count > limits.entries)
        throw limitError(`holds ${count} entries`, `${limits.entries} entries`);
    if (directoryAt + directorySize > tailAt + end || directorySize > MAX_DIRECTORY)
        throw new Error("not a zip archive: a broken central directory");
    const directory = readAt(directoryAt, directorySize);
    const entries = [];
    let total = 0;
    let at = 0;
    for (let i = 0; i < count; i++) {
        if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY)
            throw new Error("not a zip archive: a broken central directory");
        const nameLength = directory.readUInt16LE(at + 28);
        const name = directory.toString("utf8", at + 46, at + 46 + nameLength);
        const unixMode = directory.readUInt32LE(at + 38) >>> 16;
        const fileType = unixMode & 0o170000;
        const entry = {
            name,
            method: directory.readUInt16LE(at + 10),
            packedSize: directory.readUInt32LE(at + 20),
            size: directory.readUInt32LE(at + 24),
            localAt: directory.readUInt32LE(at + 42),
            // A Unix mode of 0 (archivers that do not record one) is a plain file.
            isFile: !name.endsWith("/") && (fileType === 0 || fileType === 0o100000),
        };
        at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
        if (entry.size === 0xffffffff || entry.packedSize === 0xffffffff)
            throw limitError(`entry ${JSON.stringify(name)} is a zip64 entry (over 4 GiB)`, mib(limits.fileBytes));
        if (entry.size > limits.fileBytes)
            throw limitError(`entry ${JSON.stringify(name)} expands to ${mib(entry.size)}`, `${mib(limits.fileBytes)} per file`);
        total += entry.size;
        if (total > limits.totalBytes)
            throw limitError(`expands to more than ${mib(limits.totalBytes)}`, `${mib(limits.totalBytes)} in all`);
        entries.push(entry);
    }
    return entries;
}
function dataOffset(readAt, entry) {
    const local = readAt(entry.localAt, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_HEADER)
        throw new Error(`not a zip archive: no local header for ${entry.name}`);
    return entry.localAt + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
}
/** Writes the archive's files under dir, streaming each entry to disk; returns their names. */
async function unzipTo(zip, dir, limits = ARTIFACT_LIMITS) {
    const source = typeof zip === "string" ? await fileSource(zip, limits) : bufferSource(zip);
    try {
        const entries = readDirectory(source.tail, source.tailAt, source.readAt, limits).filter((e) => e.isFile);
        const root = path.resolve(dir);
        const names = new Set(entries.map((e) => path.posix.normalize(e.name.replaceAll("\\", "/"))));
        for (const { name } of entries) {
            const target = path.resolve(root, name);
            if (path.isAbsolute(name) || name.split(/[\\/]/).includes("..") || !target.startsWith(root + path.sep)) {
                throw new Error(`the archive holds an entry outside its folder: ${JSON.stringify(name)}`);
            }
            // "a.json" and "a.json/x": the second cannot be written, and a reader would find a folder.
            for (let dir = path.posix.dirname(path.posix.normalize(name.replaceAll("\\", "/"))); dir !== "." && dir !== "/"; dir = path.posix.dirname(dir)) {
                if (names.has(dir))
                    throw configError(`the artifact holds ${JSON.stringify(dir)} both as a file and as a folder`, { hint: HINT });
            }
        }
        for (const entry of entries) {
            if (entry.method !== 0 && entry.method !== 8)
                throw new Error(`zip entry ${entry.name}: compression method ${entry.method} is not supported`);
            const target = path.join(root, entry.name);
            await mkdir(path.dirname(target), { recursive: true });
            const start = dataOffset(source.readAt, entry);
            const raw = source.stream(start, entry.packedSize);
            const stages = entry.method === 8 ? [raw, createInflateRaw(), atMost(entry)] : [raw, atMost(entry)];
            await pipeline([...stages, createWriteStream(target)]);
        }
        return entries.map((e) => e.name);
    }
    finally {
        await source.close();
    }
}
/** Stops an entry that expands past the size the directory declared for it. */
function atMost(entry) {
    let seen = 0;
    return new Transform({
        transform(chunk, _encoding, done) {
            seen += chunk.length;
            if (seen > entry.size)
                done(limitError(`entry ${JSON.stringify(entry.name)} expands past its declared ${entry.size} bytes`, "the declared size"));
            else
                done(null, chunk);
        },
    });
}
function bufferSource(zip) {
    const tailAt = Math.max(0, zip.length - TAIL);
    return {
        tail: zip.subarray(tailAt),
        tailAt,
        readAt: (at, length) => zip.subarray(at, at + length),
        stream: (at, length) => Readable.from([zip.subarray(at, at + length)]),
        close: async () => { },
    };
}
/** The archive on disk: only its tail, its directory and one entry's bytes at a time are read. */
async function fileSource(file, limits) {
    const handle = await open(file, "r");
    try {
        const { size } = await handle.stat();
        if (size > limits.zipBytes)
            throw limitError(`is ${mib(size)}`, `${mib(limits.zipBytes)} for the archive`);
        const tailAt = Math.max(0, size - TAIL);
        const tail = Buffer.alloc(size - tailAt);
        await handle.read(tail, 0, tail.length, tailAt);
        // The directory and the local headers are small: read synchronously from the open file.
        const readAt = (at, length) => {
            const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - at)));
            readSync(handle.fd, buffer, 0, buffer.length, at);
            return buffer;
        };
        const stream = (at, length) => length === 0 ? Readable.from([]) : handle.createReadStream({ start: at, end: at + length - 1, autoClose: false });
        return { tail, tailAt, readAt, stream, close: () => handle.close() };
    }
    catch (error) {
        await handle.close();
        throw error;
    }
}

// Results folders in and out of GitHub Actions artifacts.
// @actions/artifact (with its archiver and storage clients) is most of the action's
// bundle: loaded when an artifact is first needed, not before the agents start
// (bench/items/startup.mjs, docs/performance.md).
async function artifactClient() {
    const { DefaultArtifactClient } = await import('./artifact-BZ8tTXAm.js');
    return new DefaultArtifactClient();
}
async function uploadFolder(name, dir, options = {}) {
    const excluded = new Set((options.exclude ?? []).map((p) => path.resolve(dir, p)));
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const files = entries
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
        .filter((f) => !excluded.has(f));
    const client = await artifactClient();
    const result = await client.uploadArtifact(name, files, dir, options.retentionDays ? { retentionDays: options.retentionDays } : {});
    return { id: result.id, size: result.size };
}
/**
 * One file uploaded without a zip around it (GitHub serves it as is, e.g. an HTML page that opens in
 * the browser). The artifact takes the file's name; its content type comes from the extension.
 */
async function uploadUnzipped(file, options = {}) {
    const client = await artifactClient();
    const result = await client.uploadArtifact(path.basename(file), [file], path.dirname(file), {
        skipArchive: true,
        ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
    });
    return { id: result.id };
}
/**
 * Downloads an artifact by id (from another run when findBy is given) and expands it into dir. The
 * zip is kept whole on disk and expanded here, within ARTIFACT_LIMITS (unzip.ts), never by the
 * artifact client's own unzip, which has no limit.
 */
async function downloadArtifact(id, dir, findBy) {
    const client = await artifactClient();
    const zipDir = `${path.resolve(dir)}.zip`;
    await rm(zipDir, { recursive: true, force: true });
    await mkdir(zipDir, { recursive: true });
    try {
        await client.downloadArtifact(id, { path: zipDir, skipDecompress: true, ...(findBy ? { findBy } : {}) });
        const [zip] = await readdir(zipDir);
        if (zip === undefined)
            throw new Error(`artifact ${id}: the download wrote no file`);
        await mkdir(dir, { recursive: true });
        await unzipTo(path.join(zipDir, zip), dir);
    }
    finally {
        await rm(zipDir, { recursive: true, force: true });
    }
    return dir;
}
/** This workflow run's artifacts (no findBy: the results service of the current run). */
async function listRunArtifacts() {
    const client = await artifactClient();
    const { artifacts } = await client.listArtifacts({ latest: true });
    return artifacts.map((a) => ({ id: a.id, name: a.name }));
}

// Pools the base branch's earlier runs into a baseline that was found
// (baseline.ts): reads the history artifact the baseline's own run carried
// (so every entry is at or before it), checks each entry against the base
// branch's push runs of this repository as the REST API lists them, and
// hands both to the pure rules (history/pool.ts). Shared by the action and
// `--base github:`. A missing or unreadable history is no pool, never a lost
// baseline.
/** Pages of runs listed to check entries: 10 × 30 runs, far more than 14 days of pushes hold for most repositories. */
const MAX_PAGES = 10;
const PAGE$1 = 30;
const DAY_MS$1 = 86_400_000;
async function poolFoundBaseline(source, rules, found, options) {
    if (options.maxRuns <= 0)
        return {};
    const now = options.now ?? new Date();
    let history;
    try {
        history = await downloadHistory(source, found.run, `${rules.artifactName}-history`, `${found.dir}-history`);
    }
    catch (error) {
        return {
            warning: `the history of the baseline's run ${found.run.id} could not be read, so main's earlier runs were not pooled into the baseline: ${errorMessage(error).split("\n")[0]}`,
        };
    }
    // Only a history with earlier entries that could pool needs the runs listed to check them.
    const earlier = history?.entries.filter((e) => e.runId !== found.run.id && e.tests !== undefined) ?? [];
    const trusted = earlier.length > 0 ? await trustedRuns(source, rules, now.getTime() - options.maxAgeDays * DAY_MS$1) : new Map();
    const stability = poolBaseline({ stability: found.stability, runId: found.run.id, sha: found.run.headSha }, history, {
        settings: options,
        trusted,
        now,
    });
    return stability ? { stability } : {};
}
async function downloadHistory(source, run, name, dir) {
    const artifact = usableArtifact(await source.listArtifacts(run.id, name), name);
    if (!artifact)
        return undefined;
    await mkdir(dir, { recursive: true });
    await source.download(artifact, run, dir);
    return readHistoryFile(path.join(dir, HISTORY_FILE));
}
/** The base branch's push runs of this repository since `since` (ms), by id: what a history entry must be to pool. */
async function trustedRuns(source, rules, since) {
    const trusted = new Map();
    for (let page = 1; page <= MAX_PAGES; page++) {
        const runs = await source.listRuns({ branch: rules.branch }, page);
        for (const run of runs)
            if (isTrustedBaseline(run, rules))
                trusted.set(run.id, { id: run.id, sha: run.headSha, createdAt: run.createdAt });
        const oldest = Date.parse(runs.at(-1)?.createdAt ?? "");
        if (runs.length < PAGE$1 || !(oldest >= since))
            break;
    }
    return trusted;
}

// Finds the base branch's baseline: the newest completed push run on the base
// branch of the repository (never a fork's branch of the same name) whose
// artifact says agent-bench finished, even when its gate failed, preferring
// the run of the PR's base commit, and downloads its artifact. The action
// looks through its own workflow's runs; `--base github:` (remote-baseline.ts)
// through the repository's, with the same rules. With pool settings, the
// base branch's earlier runs of each cell are pooled in (baseline-pool.ts).
const MAX_RUNS_SCANNED = 50;
const PAGE = 30;
async function searchBaseline(uncached, options) {
    const rules = { repository: options.repository, branch: options.branch, preferSha: options.preferSha, artifactName: options.artifactName };
    // The pool lists the branch's runs again to check its entries: each page is fetched once.
    const pages = new Map();
    const source = {
        ...uncached,
        listRuns(filter, page) {
            const key = JSON.stringify([filter.branch, filter.head_sha ?? null, page]);
            if (!pages.has(key))
                pages.set(key, uncached.listRuns(filter, page));
            return pages.get(key);
        },
    };
    let expired = 0;
    let incomplete = 0;
    let scanned = 0;
    const tried = new Set();
    const attempt = async (run, exact) => {
        if (tried.has(run.id) || !isTrustedBaseline(run, rules))
            return undefined;
        tried.add(run.id);
        const candidates = await source.listArtifacts(run.id, options.artifactName);
        const artifact = usableArtifact(candidates, options.artifactName);
        if (!artifact) {
            if (candidates.some((a) => a.name === options.artifactName && a.expired))
                expired++;
            return undefined;
        }
        const dir = path.join(options.dir, String(run.id));
        await mkdir(dir, { recursive: true });
        await source.download(artifact, run, dir);
        if (!isCompleteBaseline(run, await runSummary(dir))) {
            incomplete++;
            return undefined;
        }
        const latest = await loadStability(dir);
        const pooled = options.pool ? await poolFoundBaseline(source, rules, { run, stability: latest, dir }, options.pool) : {};
        return {
            stability: pooled.stability ?? latest,
            runId: run.id,
            sha: run.headSha,
            createdAt: run.createdAt,
            artifactId: artifact.id,
            exact,
            dir,
            ...(pooled.warning ? { poolWarning: pooled.warning } : {}),
        };
    };
    if (options.preferSha) {
        for (const run of await source.listRuns({ branch: options.branch, head_sha: options.preferSha }, 1)) {
            const found = await attempt(run, true);
            if (found)
                return { baseline: found };
        }
    }
    for (let page = 1; scanned < MAX_RUNS_SCANNED; page++) {
        const runs = await source.listRuns({ branch: options.branch }, page);
        if (runs.length === 0)
            break;
        for (const run of runs) {
            scanned++;
            const found = await attempt(run, run.headSha === options.preferSha);
            if (found)
                return { baseline: found };
        }
        if (runs.length < PAGE)
            break;
    }
    if (incomplete > 0 && expired === 0)
        return {
            reason: `the newest push runs on ${options.branch} did not finish their agent-bench run (cancelled mid-way); the next complete push run makes a baseline`,
        };
    if (expired > 0)
        return { reason: `the newest baseline artifact on ${options.branch} has expired; the next push to ${options.branch} will make a new one` };
    return {
        reason: `no completed push run of this workflow on ${options.branch} has an "${options.artifactName}" artifact yet; the first push to ${options.branch} with agent-bench makes one`,
    };
}
/** The action's search: this workflow's runs, artifacts through @actions/artifact. */
async function findBaseline(octokit, ctx, options) {
    const source = {
        listRuns: (filter, page) => listRuns(octokit, ctx, filter, page),
        async listArtifacts(runId, name) {
            const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({ owner: ctx.owner, repo: ctx.repo, run_id: runId, name, per_page: 100 });
            return data.artifacts.map((a) => ({ id: a.id, name: a.name, expired: a.expired }));
        },
        async download(artifact, run, dir) {
            await downloadArtifact(artifact.id, dir, { token: options.token, workflowRunId: run.id, repositoryOwner: ctx.owner, repositoryName: ctx.repo });
        },
    };
    return searchBaseline(source, {
        repository: `${ctx.owner}/${ctx.repo}`,
        branch: options.branch,
        preferSha: options.preferSha,
        artifactName: options.artifactName,
        dir: options.dir,
        ...(options.pool ? { pool: options.pool } : {}),
    });
}
/** Completed push runs of this workflow on `branch` (and commit), newest first: one page of 30. The history lookup reads them too. */
async function listRuns(octokit, ctx, filter, page) {
    const params = {
        owner: ctx.owner,
        repo: ctx.repo,
        branch: filter.branch,
        event: "push",
        status: "completed",
        per_page: PAGE,
        page,
        ...(filter.head_sha ? { head_sha: filter.head_sha } : {}),
    };
    const { data } = ctx.workflowFile
        ? await octokit.rest.actions.listWorkflowRuns({ ...params, workflow_id: ctx.workflowFile })
        : await octokit.rest.actions.listWorkflowRunsForRepo(params);
    return data.workflow_runs.map(candidateRun);
}
/** A workflow run as the REST API gives it → what the rules look at. */
function candidateRun(r) {
    return {
        id: r.id,
        event: r.event,
        headSha: r.head_sha,
        headBranch: r.head_branch ?? "",
        headRepo: r.head_repository?.full_name ?? "",
        conclusion: r.conclusion,
        createdAt: r.created_at,
    };
}
async function runSummary(dir) {
    // A baseline may hold only stability.json; a results.json that is there is parsed like any other.
    if (!existsSync(path.join(dir, "results.json")))
        return undefined;
    return (await readRunFile(dir)).summary;
}

// pkg/dist-src/index.js

// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = BottleneckLight,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;

const index = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
    __proto__: null,
    throttling
}, Symbol.toStringTag, { value: 'Module' }));

// The one Octokit the action uses: GitHub's own client (it honours
// GITHUB_API_URL and proxies) with retries for transient failures and
// rate-limit handling, so a flaky API never loses a comment.
const MAX_RATE_LIMIT_RETRIES = 3;
function createOctokit(token) {
    return getOctokit(token, { throttle: throttleOptions((message) => warning(message)) }, throttling, retry);
}
/**
 * The throttling plugin's handlers, for the action's client and the CLI's (@octokit/rest, for
 * `--base github:`): say what happened, and retry a rate-limited request a few times.
 */
function throttleOptions(warn) {
    return {
        onRateLimit: (retryAfter, options, _octokit, retryCount) => {
            warn(`GitHub rate limit hit on ${options.method} ${options.url}; retrying in ${retryAfter}s`);
            return retryCount < MAX_RATE_LIMIT_RETRIES;
        },
        onSecondaryRateLimit: (retryAfter, options, _octokit, retryCount) => {
            warn(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s`);
            return retryCount < MAX_RATE_LIMIT_RETRIES;
        },
    };
}
/** HTTP status of an Octokit error, when it has one. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === "number" ? status : undefined;
}
/** A read-only token (fork pull requests) cannot write: GitHub answers 403 "Resource not accessible by integration". */
function isForbidden(error) {
    return statusOf(error) === 403 && /not accessible by integration|forbidden|permission/i.test(error.message ?? "");
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
    const ids = [
        ...new Set([
            ...head.runners.map((r) => r.id),
            ...head.cells.map((c) => c.runnerId),
            ...(base?.runners.map((r) => r.id) ?? []),
            ...(base?.cells.map((c) => c.runnerId) ?? []),
        ]),
    ];
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

// The suite verdict, the tests that decided it, and the one sentence that
// explains it, leading with the deciding test's figure (docs/comparison.md,
// "Verdict rules"). The rules, in order:
//   regression          a case that broke: a cell's drop significant among the cells that could reach the cell
//                       level (0.2 alpha), or a broad drop: drop ≥ margin and the suite-level test significant at
//                       the suite level (0.8 alpha); together they false-alarm at most alpha
//   possible-regression evidence short of that: a cell's drop significant at alpha among the cells that could
//                       reach alpha, a reliable cell that broke outright (severity guard), or a drop ≥ margin
//                       significant at alpha but not at the suite level
//   improvement         gain ≥ margin and significant at the suite level
//   no-change           |change| < margin and the runs had ≥ 80% power to see a drop of the margin
//                       (5 points stand in for a margin of 0)
//   inconclusive        everything else: the data cannot tell
const EPSILON = 1e-12;
function decideVerdict(test, results, options) {
    const { alpha, margin, suiteAlpha } = options;
    const { cells, families } = results;
    const regressed = cells.filter((c) => c.tier === "regressed");
    const drop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON;
    const broadDrop = drop && reaches(test.pLess, suiteAlpha);
    if (regressed.length > 0) {
        const suite = broadDrop ? `; the pass rate also fell by ${formatPoints(test.delta)} ${suiteFigure(test, test.pLess)}` : "";
        return {
            verdict: "regression",
            reason: capitalized(`${cellsReason(regressed, families.regression)}${suite}.`),
            decidedBy: broadDrop ? ["cells", "suite"] : ["cells"],
        };
    }
    if (broadDrop) {
        return {
            verdict: "regression",
            reason: `The pass rate fell by ${formatPoints(test.delta)} ${suiteFigure(test, test.pLess)}, at least the margin of ${formatPoints(margin)}.`,
            decidedBy: ["suite"],
        };
    }
    if (test.cells === 0 || test.delta === null || test.pLess === null || test.pGreater === null) {
        return { verdict: "inconclusive", reason: `No cell can be compared: ${whyNothingCompares(cells)}.`, decidedBy: [] };
    }
    const possible = possibleRegression(test, results, options);
    if (possible)
        return possible;
    const delta = test.delta;
    const over = `over ${plural(test.cells, "comparable cell")}`;
    if (delta >= margin - EPSILON && reaches(test.pGreater, suiteAlpha)) {
        return {
            verdict: "improvement",
            reason: `The pass rate rose by ${formatPoints(delta)} ${suiteFigure(test, test.pGreater)}, at least the margin of ${formatPoints(margin)}.`,
            decidedBy: ["suite"],
        };
    }
    const p = delta < 0 ? test.pLess : test.pGreater;
    const ci = test.ci ? `, ${formatPointsInterval(test.ci, alpha)}` : "";
    const observed = `${formatSignedPoints(delta)} ${over} (${formatPInText(p)}${ci})`;
    if (Math.abs(delta) < test.detectableDrop - EPSILON && test.power >= TARGET_POWER) {
        const significance = reaches(p, suiteAlpha) ? "significant but smaller than the margin" : "not significant";
        return {
            verdict: "no-change",
            reason: `No change of ${formatPoints(test.detectableDrop)} or more: ${observed}, ${significance}; these runs had ${formatPercent(test.power, 0)} power to detect a drop of ${formatPoints(test.detectableDrop)}.`,
            decidedBy: ["suite"],
        };
    }
    if (!test.canReach) {
        return {
            verdict: "inconclusive",
            reason: `The data cannot tell: ${observed}, and with so few runs the suite-level test cannot reach p ≤ ${formatLevel(suiteAlpha)} even if every base run passed and every head run failed; add runs or cases.`,
            decidedBy: ["suite"],
        };
    }
    const large = Math.abs(delta) >= test.detectableDrop - EPSILON ? ", not significant" : "";
    const more = test.runsPerCaseFor80 !== undefined && test.runsPerCaseFor80 > test.runsPerArm
        ? `; about ${test.runsPerCaseFor80} runs per case would give ${formatPercent(TARGET_POWER, 0)}`
        : "";
    const power = test.power < TARGET_POWER
        ? `; these runs had only ${formatPercent(test.power, 0)} power to detect a drop of ${formatPoints(test.detectableDrop)}${more}`
        : "";
    return { verdict: "inconclusive", reason: `The data cannot tell: ${observed}${large}${power}.`, decidedBy: ["suite"] };
}
/** Evidence short of a regression, strongest first: the cell family at alpha, the severity guard, the suite-level test at alpha. */
function possibleRegression(test, results, options) {
    const { alpha, cellAlpha, suiteAlpha, margin } = options;
    const decidedBy = [];
    const parts = [];
    if (results.possible.length > 0) {
        const [first] = [...results.possible].sort((a, b) => a.adjustedPValue - b.adjustedPValue);
        const family = results.families.possibleRegression;
        const others = results.possible.length > 1 ? ` (and ${plural(results.possible.length - 1, "other cell")})` : "";
        parts.push(`${caseName(first.cell)} ${first.cell.head?.passed === 0 ? "broke" : "dropped"}: ${counts(first.cell)} (${familyP(first.adjustedPValue, family)} at ${formatLevel(alpha)})${others}, significant at ${formatLevel(alpha)} but not at ${formatLevel(cellAlpha)}, the level a regression needs`);
        decidedBy.push("cells");
    }
    // A reliable case that broke outright, unless the cell family at alpha already named it.
    const named = new Set(results.possible.map((p) => p.cell));
    const broke = results.cells.filter((c) => c.tier === "possible-regression" && c.severe && !named.has(c));
    if (broke.length > 0) {
        const [first] = broke;
        const short = first.adjustedPValue === null
            ? `its drop cannot reach ${formatLevel(cellAlpha)} with these runs (${formatPInText(first.pValue ?? 1)})`
            : `its drop is not significant at ${formatLevel(cellAlpha)} (${familyP(first.adjustedPValue, results.families.regression)})`;
        const who = broke.length === 1
            ? `${caseName(first)} passed reliably on the base and no run on the head (${counts(first)})`
            : `${plural(broke.length, "case")} that passed reliably on the base pass no run on the head (${caseName(first)}: ${counts(first)})`;
        parts.push(`${parts.length ? "; " : ""}${who}, but ${short}`);
        decidedBy.push("severity");
    }
    const drop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON;
    if (drop && reaches(test.pLess, alpha)) {
        parts.push(`${parts.length ? "; the pass rate also fell by" : "The pass rate fell by"} ${formatPoints(test.delta)} ${suiteFigure(test, test.pLess)}${parts.length ? "" : `: significant at ${formatLevel(alpha)} but not at ${formatLevel(suiteAlpha)}, the level a regression needs`}`);
        decidedBy.push("suite");
    }
    else if (parts.length > 0 && test.delta !== null && test.pLess !== null) {
        // The other test's figure, labelled as the suite's, so it never reads as the deciding one.
        parts.push(`; the suite changed ${formatSignedPoints(test.delta)} over ${plural(test.cells, "comparable cell")} (suite-level test ${formatPInText(test.pLess)})`);
    }
    return parts.length > 0 ? { verdict: "possible-regression", reason: capitalized(`${parts.join("")}.`), decidedBy } : undefined;
}
/** "case login on claude broke: 5/5 → 0/5 (p = 0.004 among the 1 cell that could reach significance)" (plain text: renderers escape it). */
function cellsReason(regressed, family) {
    const [worst] = [...regressed].sort((a, b) => (a.adjustedPValue ?? 1) - (b.adjustedPValue ?? 1));
    const evidence = `${counts(worst)} (${familyP(worst.adjustedPValue ?? 1, family)})`;
    if (regressed.length === 1)
        return `${caseName(worst)} ${worst.head?.passed === 0 ? "broke" : "regressed"}: ${evidence}`;
    return `${plural(regressed.length, "case")} regressed, the clearest ${caseName(worst)}: ${evidence}`;
}
/** "p = 0.004 among the 1 cell that could reach significance", "adjusted p = 0.008 among the 3 cells …". */
function familyP(adjusted, family) {
    return `${family.size === 1 ? "" : "adjusted "}${formatPInText(adjusted)} among the ${plural(family.size, "cell")} that could reach significance`;
}
/**
 * "over 20 comparable cells (suite-level test p = 0.002)": the test's own figure. The interval of the mean over
 * cells is the suite row's to show: next to a significant p from one broken case among unchanged ones it is wide,
 * and in one sentence the two would read as a contradiction.
 */
function suiteFigure(test, p) {
    return `over ${plural(test.cells, "comparable cell")} (suite-level test ${formatPInText(p)})`;
}
function caseName(cell) {
    return `case ${cell.caseId} on ${cell.runnerId}`;
}
/** The reason starts a sentence. */
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** "10/10 → 0/10" over the non-errored runs. */
function counts(cell) {
    const arm = (a) => (a ? `${a.passed}/${a.runs - (a.errored ?? 0)}` : "–");
    return `${arm(cell.base)} → ${arm(cell.head)}`;
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

// What a reader should know before trusting the comparison.
const DAY_MS = 24 * 60 * 60 * 1000;
function comparisonWarnings(base, head, cells, treatment, maxBaselineAgeDays) {
    const warnings = [];
    if (base.schemaVersion < 2) {
        warnings.push(`The baseline was written by agent-bench ${base.tool.version}, which did not record what each case tests: a changed prompt or assertion cannot be detected against it, so every cell is compared. The next run on the base branch fixes this.`);
    }
    if (base.adaptive?.withBaseline) {
        warnings.push("The baseline is an adaptive run that adapted to a baseline of its own (--runs auto with a base): it stopped cells whose runs looked fine, so its pass rates lean high and this comparison leans towards a drop. Compare with a push run's baseline instead.");
    }
    for (const change of treatment.versions) {
        warnings.push(`Runner "${change.runnerId}" ran a different agent CLI version (${change.base} → ${change.head}): its effect is mixed into this comparison. Pin the CLI version if this pull request did not mean to change it.`);
    }
    const redefined = cells.filter((c) => c.tier === "case-changed").length;
    if (redefined > 0)
        warnings.push(`${plural(redefined, "cell")} changed ${redefined === 1 ? "its case" : "their cases"} since the baseline (prompt, assertions, expected values or timeout): head numbers shown, not compared.`);
    const added = cells.filter((c) => c.tier === "new").length;
    if (added > 0)
        warnings.push(`${plural(added, "cell")} not in the baseline (new): not compared.`);
    const removed = cells.filter((c) => c.tier === "removed").length;
    if (removed > 0)
        warnings.push(`${plural(removed, "cell")} of the baseline did not run on the head (removed, filtered out or skipped): a missing cell is not a pass.`);
    const both = cells.filter((c) => c.base !== null && c.head !== null);
    const errored = both.reduce((sum, c) => sum + (c.base?.errored ?? 0) + (c.head?.errored ?? 0), 0);
    if (errored > 0)
        warnings.push(`${plural(errored, "run")} errored (infrastructure, not the agent) and ${errored === 1 ? "was" : "were"} left out of the tests.`);
    const age = Date.parse(head.createdAt) - Date.parse(base.createdAt);
    if (Number.isFinite(age) && age > maxBaselineAgeDays * DAY_MS) {
        warnings.push(`The baseline is ${Math.floor(age / DAY_MS)} days older than this run: agents and their APIs drift, so refresh it with a run on the base branch.`);
    }
    return warnings;
}

// Baseline vs head → Comparison. Pure and deterministic: the same inputs
// always give the same comparison.
function compare(base, head, options = {}) {
    const resolved = resolveOptions(options);
    if (base === null)
        return withoutBaseline(head, resolved);
    const treatment = diffTreatment(base.treatment, head.treatment, base.runners, head.runners);
    const pairs = pairCells(base, head);
    const results = compareCells(pairs, resolved, stoppedEarly(head));
    const cells = results.cells;
    const test = suiteTest(pairs, resolved);
    const { verdict, reason, decidedBy } = decideVerdict(test, results, resolved);
    const comparison = {
        schemaVersion: 2,
        verdict,
        reason,
        alpha: resolved.alpha,
        levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
        adjust: resolved.adjust,
        families: results.families,
        decidedBy,
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
        baseline: {
            createdAt: base.createdAt,
            runsPerCase: base.runsPerCase,
            ...(base.commit ? { commit: base.commit } : {}),
            ...(base.pool ? { pool: base.pool } : {}),
        },
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
/** The cells an adaptive head stopped before max-runs for no drop (or any stop but a regression), with that max-runs. */
function stoppedEarly(head) {
    const record = head.adaptive;
    if (!record?.withBaseline)
        return undefined;
    const early = record.cells.filter((c) => c.runs < record.maxRuns && !FINAL_STOPS.has(c.stop));
    return new Map(early.map((c) => [cellKey(c.caseId, c.runnerId), record.maxRuns]));
}
/** Stops after which more runs were never going to come or could not change the cell's margins' reach. */
const FINAL_STOPS = new Set(["regression", "max-runs", "not-compared", "errored"]);
function withoutBaseline(head, resolved) {
    const { alpha, margin } = resolved;
    const arm = suiteArm(head);
    const pairs = head.cells.map((cell) => ({ caseId: cell.caseId, runnerId: cell.runnerId, base: null, head: cell, testChanged: false }));
    const { cells } = compareCells(pairs, resolved);
    return {
        schemaVersion: 2,
        verdict: "no-baseline",
        reason: `No baseline to compare with: the head passed ${formatPercent(arm.passRate)} on average over ${plural(head.cells.length, "cell")} (${plural(arm.runs, "run")}). Run agent-bench on the base branch to get one.`,
        alpha,
        levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
        adjust: resolved.adjust,
        decidedBy: [],
        margin,
        suite: { base: null, head: arm, delta: null, ci: null, pValue: null, pairedCases: 0 },
        cells,
        runners: runnerDeltas(null, head),
        totals: totals(null, head),
        warnings: [],
    };
}

export { ARTIFACT_LIMITS as A, DEFAULT_POOL as D, ageOf as a, uploadFolder as b, compare as c, downloadArtifact as d, uploadUnzipped as e, findBaseline as f, listRunArtifacts as g, loadStability as h, isTrustedBaseline as i, poolTargets as j, conditionsOf as k, listRuns as l, isForbidden as m, createOctokit as n, throttleOptions as o, parsePoolSettings as p, unzipTo as q, candidateRun as r, searchBaseline as s, trustedRuns as t, usableArtifact as u, statusOf as v, index as w };
