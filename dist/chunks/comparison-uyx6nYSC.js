import { rmSync } from 'node:fs';
import { mkdir, writeFile, stat, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { c as configError, i as isAgentBenchError, e as errorMessage } from './suggest-A8yN1XQm.js';
import { t as throttleOptions, m as candidateRun, s as searchBaseline, a as ageOf, n as statusOf } from './compare-C6EX8UYv.js';
import { inflateRawSync } from 'node:zlib';
import { s as suiteChange, c as arm, d as cellP } from './load-transcripts-iJtjmjNO.js';
import { p as plural, f as formatPercent, b as formatSignedPoints, c as formatSigned, a as formatDuration, d as formatTokens, e as formatCost } from './session-CJniFQm8.js';
import { V as VERDICT_LABELS, t as terminalSafe, g as TIER_ORDER, h as CHANGED_TIERS, T as TIER_LABELS } from './render-afaqytsm.js';
import { a as alignTable } from './table-7IWti96C.js';

// Reads a zip archive (an artifact as GitHub's REST API serves it): stored and
// deflated entries, through the central directory. Entry names are untrusted:
// unzipTo refuses an absolute path or a ".." step.
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The files of a zip (relative path → content); directories are left out. */
function readZip(zip) {
    const end = zip.lastIndexOf(END_OF_CENTRAL_DIRECTORY);
    if (end < 0 || end + 22 > zip.length)
        throw new Error("not a zip archive: no end of central directory");
    const count = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    const files = new Map();
    for (let i = 0; i < count; i++) {
        if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_ENTRY)
            throw new Error("not a zip archive: a broken central directory");
        const method = zip.readUInt16LE(at + 10);
        const packedSize = zip.readUInt32LE(at + 20);
        const nameLength = zip.readUInt16LE(at + 28);
        const extraLength = zip.readUInt16LE(at + 30);
        const commentLength = zip.readUInt16LE(at + 32);
        const localAt = zip.readUInt32LE(at + 42);
        const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
        at += 46 + nameLength + extraLength + commentLength;
        if (name.endsWith("/"))
            continue;
        if (zip.readUInt32LE(localAt) !== LOCAL_HEADER)
            throw new Error(`not a zip archive: no local header for ${name}`);
        const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
        const packed = zip.subarray(dataAt, dataAt + packedSize);
        if (method === 0)
            files.set(name, Buffer.from(packed));
        else if (method === 8)
            files.set(name, inflateRawSync(packed));
        else
            throw new Error(`zip entry ${name}: compression method ${method} is not supported`);
    }
    return files;
}
/** Writes the archive's files under dir; returns their names. */
async function unzipTo(zip, dir) {
    const files = readZip(zip);
    const root = path.resolve(dir);
    for (const name of files.keys()) {
        const target = path.resolve(root, name);
        if (path.isAbsolute(name) || name.split(/[\\/]/).includes("..") || !target.startsWith(root + path.sep)) {
            throw new Error(`the archive holds an entry outside its folder: ${JSON.stringify(name)}`);
        }
    }
    for (const [name, data] of files) {
        const target = path.join(root, name);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, data);
    }
    return [...files.keys()];
}

// `--base github:OWNER/REPO[@BRANCH]` for run and compare: the newest trusted
// baseline artifact of that branch (default: the repository's default branch),
// found with the action's rules (baseline.ts) through the GitHub REST API and
// a GITHUB_TOKEN or GH_TOKEN. GITHUB_API_URL points it at GitHub Enterprise
// (or, in tests, at the offline test bed).
const DEFAULT_ARTIFACT_NAME = "agent-bench-results";
const SPEC = /^github:([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+)(?:@(.+))?$/;
const HINT = "e.g. --base github:acme/widgets@main (the branch defaults to the repository's default branch)";
function isGithubBase(value) {
    return value.startsWith("github:");
}
function parseGithubBase(value, where) {
    const match = SPEC.exec(value);
    if (!match)
        throw configError(`${where} ${value}: not github:OWNER/REPO[@BRANCH]`, { where, hint: HINT });
    return { owner: match[1], repo: match[2], ...(match[3] ? { branch: match[3] } : {}) };
}
async function fetchGithubBaseline(spec, where, env = process.env) {
    const token = env.GITHUB_TOKEN || env.GH_TOKEN;
    if (!token)
        throw configError(`${where} github:${spec.owner}/${spec.repo}: needs a token to read the repository's artifacts`, {
            where,
            hint: "set GITHUB_TOKEN or GH_TOKEN (for example GITHUB_TOKEN=$(gh auth token))",
        });
    // Loaded only for a github: baseline, not on every run's start-up.
    const [{ Octokit }, { retry }, { throttling }] = await Promise.all([
        import('./dist-src-BY_VPX9L.js'),
        import('./index-x1IDzvfH.js').then(n => n.u),
        import('./compare-C6EX8UYv.js').then(n => n.o),
    ]);
    // The action's retry and rate-limit handling, so a flaky API does not fail a local check either.
    const octokit = new (Octokit.plugin(retry, throttling))({
        auth: token,
        baseUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
        userAgent: "agent-bench",
        throttle: throttleOptions((message) => process.stderr.write(`warning: ${message}\n`)),
    });
    const { owner, repo } = spec;
    const dir = await mkdtemp(path.join(os.tmpdir(), "agent-bench-base-"));
    // Removed at exit whatever happens (an error, a signal), or earlier by dispose().
    const removeAtExit = () => rmSync(dir, { recursive: true, force: true });
    process.once("exit", removeAtExit);
    const dispose = async () => {
        process.off("exit", removeAtExit);
        await rm(dir, { recursive: true, force: true });
    };
    try {
        const branch = spec.branch ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch;
        const source = {
            async listRuns(filter, page) {
                const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
                    owner,
                    repo,
                    branch: filter.branch,
                    event: "push",
                    status: "completed",
                    per_page: 30,
                    page,
                    ...(filter.head_sha ? { head_sha: filter.head_sha } : {}),
                });
                return data.workflow_runs.map(candidateRun);
            },
            async listArtifacts(runId, name) {
                const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({ owner, repo, run_id: runId, name, per_page: 100 });
                return data.artifacts.map((a) => ({ id: a.id, name: a.name, expired: a.expired }));
            },
            async download(artifact, _run, into) {
                const { data } = await octokit.rest.actions.downloadArtifact({ owner, repo, artifact_id: artifact.id, archive_format: "zip" });
                await unzipTo(Buffer.from(data), into);
            },
        };
        const search = await searchBaseline(source, { repository: `${owner}/${repo}`, branch, artifactName: DEFAULT_ARTIFACT_NAME, dir });
        if (!search.baseline)
            throw configError(`${where} github:${owner}/${repo}@${branch}: no baseline: ${search.reason}`, {
                where,
                hint: "push to that branch with the agent-bench workflow first, or pass a local stability.json",
            });
        const b = search.baseline;
        return {
            stability: b.stability,
            description: `baseline: github:${owner}/${repo}@${branch}, run ${b.runId}, commit ${b.sha.slice(0, 7)}, ${ageOf(b.createdAt, new Date())} old`,
            dir: b.dir,
            dispose,
        };
    }
    catch (error) {
        await dispose();
        if (isAgentBenchError(error))
            throw error;
        const status = statusOf(error);
        const hint = status === 401
            ? "the token was refused: check GITHUB_TOKEN / GH_TOKEN"
            : status === 404
                ? "check OWNER/REPO, and that the token can read the repository (and its Actions)"
                : status === 403
                    ? "the token lacks access (it needs actions: read on the repository) or the rate limit was hit"
                    : "check the network and GITHUB_API_URL";
        throw configError(`${where} github:${owner}/${repo}: ${errorMessage(error).split("\n")[0]}`, { where, hint });
    }
}
/** A baseline argument: github:OWNER/REPO[@BRANCH], else a stability.json, results.json or run folder. */
async function loadBaselineArg(value, where, loadLocal) {
    if (!isGithubBase(value))
        return { stability: await loadLocal(value), dir: await runFolderOf(value), dispose: async () => { } };
    const remote = await fetchGithubBaseline(parseGithubBase(value, where), where);
    process.stderr.write(`${remote.description}\n`);
    return remote;
}
/** The run folder a local baseline path points into (the folder itself, or a stability.json's folder). */
async function runFolderOf(base) {
    return (await stat(base).then((s) => s.isDirectory(), () => false))
        ? base
        : path.dirname(base);
}

// A Comparison as plain aligned text for a terminal (`agent-bench compare` on
// a TTY): the verdict and its reason, the suite's change, the cells that
// changed and the per-runner numbers. No Markdown: nothing to escape, nothing
// to render. Agent-controlled text (case and runner ids) is made terminal-safe.
function renderComparisonText(comparison, maxRows = 100) {
    const verdict = VERDICT_LABELS[comparison.verdict];
    const parts = [`${verdict.label}: ${terminalSafe(comparison.reason)}`];
    if (comparison.suite.base) {
        parts.push(suiteLines(comparison));
        const changed = TIER_ORDER.flatMap((tier) => comparison.cells.filter((c) => c.tier === tier && CHANGED_TIERS.has(tier)));
        parts.push(changed.length ? cellLines(changed, maxRows) : "No cell changed significantly.");
        const quiet = comparison.cells.filter((c) => !CHANGED_TIERS.has(c.tier)).length;
        if (quiet && changed.length)
            parts.push(`${plural(quiet, "other cell")} with no significant change or too few runs to tell.`);
        if (comparison.runners.length)
            parts.push(runnerLines(comparison));
    }
    if (comparison.warnings.length)
        parts.push(comparison.warnings.map((w) => `warning: ${terminalSafe(w)}`).join("\n"));
    return `${parts.join("\n\n")}\n`;
}
function suiteLines(comparison) {
    const { base, head } = comparison.suite;
    const t = comparison.totals;
    const row = (label, d, format) => [
        label,
        d.base === null ? "–" : format(d.base),
        d.head === null ? "–" : format(d.head),
        d.delta === null ? "" : formatSigned(d.delta, format),
    ];
    return alignTable([
        ["", "base", "head", "change"],
        ["pass rate", base ? formatPercent(base.passRate) : "–", formatPercent(head.passRate), suiteChange(comparison)],
        row("duration", t.durationMs, formatDuration),
        row("tokens", t.tokens, formatTokens),
        row("cost", t.costUsd, formatCost),
    ]);
}
function cellLines(cells, maxRows) {
    const rows = cells
        .slice(0, maxRows)
        .map((c) => [
        `${TIER_LABELS[c.tier].label}${c.severe ? " (broke outright)" : ""}`,
        terminalSafe(c.caseId),
        terminalSafe(c.runnerId),
        arm(c.base),
        arm(c.head),
        c.delta === null ? "–" : formatSignedPoints(c.delta),
        cellP(c),
    ]);
    const more = cells.length > maxRows ? `\n… and ${plural(cells.length - maxRows, "more changed cell")}` : "";
    return `${alignTable([["tier", "case", "runner", "base", "head", "change", "p (adjusted)"], ...rows])}${more}`;
}
function runnerLines(comparison) {
    const pair = (d, format) => d.base === null && d.head === null ? "–" : `${d.base === null ? "–" : format(d.base)} → ${d.head === null ? "–" : format(d.head)}`;
    return alignTable([
        ["runner", "pass rate", "duration per run", "tokens per run", "cost per run"],
        ...comparison.runners.map((r) => [
            terminalSafe(r.runnerId),
            pair(r.passRate, (n) => formatPercent(n)),
            pair(r.durationMs, formatDuration),
            pair(r.tokens, formatTokens),
            pair(r.costUsd, formatCost),
        ]),
    ]);
}

export { isGithubBase as i, loadBaselineArg as l, renderComparisonText as r };
