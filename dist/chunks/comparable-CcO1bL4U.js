import { rmSync } from 'node:fs';
import { stat, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { c as configError, i as isAgentBenchError, e as errorMessage } from './version-C7MafhBl.js';
import { D as DEFAULT_POOL, p as parsePoolSettings, o as throttleOptions, q as unzipTo, r as candidateRun, s as searchBaseline, a as ageOf, v as statusOf } from './compare-BBMW1y00.js';
import { p as poolPhrase, a as poolShortfall, T as TIER_LABELS, g as behaviourPhrase, V as VERDICT_LABELS, h as TIER_ORDER, C as CHANGED_TIERS } from './render-BHPV23Q8.js';
import { s as settingPhrase, d as suiteChange, e as arm, f as cellP } from './load-transcripts-Dh_6i-pe.js';
import { p as plural, f as formatPercent, b as formatSignedPoints, c as formatSigned, a as formatDuration, d as formatTokens, e as formatCost } from './session-RpVLZdow.js';
import { b as truncate, o as oneLine, t as terminalSafe } from './explanations-CwQwpKUT.js';
import { a as alignTable } from './table-7IWti96C.js';

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
async function fetchGithubBaseline(spec, where, env = process.env, pool = DEFAULT_POOL) {
    const token = env.GITHUB_TOKEN || env.GH_TOKEN;
    if (!token)
        throw configError(`${where} github:${spec.owner}/${spec.repo}: needs a token to read the repository's artifacts`, {
            where,
            hint: "set GITHUB_TOKEN or GH_TOKEN (for example GITHUB_TOKEN=$(gh auth token))",
        });
    // Loaded only for a github: baseline, not on every run's start-up.
    const [{ Octokit }, { retry }, { throttling }] = await Promise.all([
        import('./dist-src-D0SPOaJB.js'),
        import('./index-CEDXj1IU.js').then(n => n.o),
        import('./compare-BBMW1y00.js').then(n => n.w),
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
        const search = await searchBaseline(source, { repository: `${owner}/${repo}`, branch, artifactName: DEFAULT_ARTIFACT_NAME, dir, pool });
        if (!search.baseline)
            throw configError(`${where} github:${owner}/${repo}@${branch}: no baseline: ${search.reason}`, {
                where,
                hint: "push to that branch with the agent-bench workflow first, or pass a local stability.json",
            });
        const b = search.baseline;
        const pooled = b.stability.pool ? `; ${[poolPhrase(b.stability.pool), poolShortfall(b.stability.pool)].filter(Boolean).join("; ")}` : "";
        return {
            stability: b.stability,
            description: `baseline: github:${owner}/${repo}@${branch}, run ${b.runId}, commit ${b.sha.slice(0, 7)}, ${ageOf(b.createdAt, new Date())} old${pooled}`,
            ...(b.poolWarning ? { warning: b.poolWarning } : {}),
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
/**
 * A baseline argument: github:OWNER/REPO[@BRANCH] (pooled with `pool`, by default 20 runs within 14 days), else a
 * stability.json, results.json or run folder.
 */
async function loadBaselineArg(value, where, loadLocal, pool) {
    if (!isGithubBase(value))
        return { stability: await loadLocal(value), dir: await runFolderOf(value), dispose: async () => { } };
    const remote = await fetchGithubBaseline(parseGithubBase(value, where), where, process.env, pool);
    process.stderr.write(`${remote.description}\n`);
    if (remote.warning)
        process.stderr.write(`warning: ${remote.warning}\n`);
    return remote;
}
/** --baseline-runs and --baseline-max-age: only with a github: baseline (a local one has no history to pool). */
function poolFlags(values, base, baseName) {
    const given = ["baseline-runs", "baseline-max-age"].find((f) => values[f] !== undefined);
    if (given === undefined)
        return undefined;
    if (base === undefined || !isGithubBase(base))
        throw configError(`--${given} pools a github: baseline's earlier runs; ${baseName} is not one`, {
            where: `--${given}`,
            hint: `use it with ${baseName} github:OWNER/REPO[@BRANCH], or drop it`,
        });
    return parsePoolSettings(values["baseline-runs"], values["baseline-max-age"], {
        runs: { label: "--baseline-runs", where: "--baseline-runs" },
        maxAge: { label: "--baseline-max-age", where: "--baseline-max-age" },
    });
}
/** The run folder a local baseline path points into (the folder itself, or a stability.json's folder). */
async function runFolderOf(base) {
    return (await stat(base).then((s) => s.isDirectory(), () => false))
        ? base
        : path.dirname(base);
}

// The comparison's explanations for a terminal, the same sections the
// Markdown shows: "What the agent did differently" (the behaviour changes of
// each changed cell) and "What changed for the agent" (files, runner settings,
// CLI versions). Plain indented text; every label, path and value from the
// repository or the agent is made terminal-safe.
/** One line of untrusted text for the terminal, cut to `max` characters. */
function label(text, max = 120) {
    const { text: kept, cut } = truncate(oneLine(text), max);
    return terminalSafe(cut > 0 ? `${kept} …` : kept);
}
function behaviourText(cells) {
    const explained = cells.filter((c) => c.behaviour && c.behaviour.length > 0);
    if (explained.length === 0)
        return "";
    const lines = ["What the agent did differently:"];
    for (const cell of explained) {
        lines.push(`  ${TIER_LABELS[cell.tier].label}: ${label(cell.caseId)} on ${label(cell.runnerId, 60)}`);
        for (const change of cell.behaviour ?? [])
            lines.push(`    - ${behaviourPhrase(change, (l) => label(l))}`);
    }
    return lines.join("\n");
}
function treatmentText(changes) {
    if (!changes)
        return "";
    const heading = "What changed for the agent:";
    const lines = [];
    const files = (name, list) => {
        if (list.length === 0)
            return;
        const shown = list.slice(0, 30).map((f) => label(f, 200));
        lines.push(`  ${name}: ${shown.join(", ")}${list.length > 30 ? ` and ${plural(list.length - 30, "more file")}` : ""}`);
    };
    files("Modified", changes.files.modified);
    files("Added", changes.files.added);
    files("Removed", changes.files.removed);
    if (changes.files.omittedChanged)
        lines.push("  Some of the workspace files past the listing limit changed (see stability.json)");
    for (const s of changes.settings.slice(0, 50))
        lines.push(`  ${settingPhrase(s, (v) => label(v, 200), (w) => label(w, 200))}`);
    for (const v of changes.versions) {
        lines.push(`  Runner ${label(v.runnerId, 60)} agent CLI version: ${label(v.base, 60)} → ${label(v.head, 60)} (pin it if this change did not mean to change it)`);
    }
    if (lines.length === 0) {
        return changes.known
            ? `${heading} nothing (the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline)`
            : `${heading} unknown (the baseline was written by an older agent-bench that did not record what the agent was given)`;
    }
    const unknown = changes.known ? "" : "\n  (the baseline did not record its workspace files and runner settings: only these differences could be seen)";
    return `${heading}\n${lines.join("\n")}${unknown}`;
}

// A Comparison as plain aligned text for a terminal (`agent-bench compare` on
// a TTY): the verdict and its reason, the suite's change, the cells that
// changed, what the agent did differently, what changed for it and the
// per-runner numbers. No Markdown: nothing to escape, nothing
// to render. Agent-controlled text (case and runner ids) is made terminal-safe.
function renderComparisonText(comparison, maxRows = 100) {
    const verdict = VERDICT_LABELS[comparison.verdict];
    const parts = [`${verdict.label}: ${terminalSafe(comparison.reason)}`];
    if (comparison.suite.base) {
        const pool = comparison.baseline?.pool;
        if (pool)
            parts.push([poolPhrase(pool), poolShortfall(pool)].filter(Boolean).join("; "));
        parts.push(suiteLines(comparison));
        const changed = TIER_ORDER.flatMap((tier) => comparison.cells.filter((c) => c.tier === tier && CHANGED_TIERS.has(tier)));
        parts.push(changed.length ? cellLines(changed, maxRows) : "No cell changed significantly.");
        const quiet = comparison.cells.filter((c) => !CHANGED_TIERS.has(c.tier)).length;
        if (quiet && changed.length)
            parts.push(`${plural(quiet, "other cell")} with no significant change or too few runs to tell.`);
        parts.push(behaviourText(changed.slice(0, maxRows)), treatmentText(comparison.treatment));
        if (comparison.runners.length)
            parts.push(runnerLines(comparison));
    }
    if (comparison.warnings.length)
        parts.push(comparison.warnings.map((w) => `warning: ${terminalSafe(w)}`).join("\n"));
    return `${parts.filter(Boolean).join("\n\n")}\n`;
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

// Two runs that share no cell (case × runner) ran different suites or
// runners: a comparison of them says nothing but "every cell new, every cell
// missing". `compare` and `run --base` stop with exit 2 and say so, naming
// both sides, before anything is printed (or, for run, before any agent starts).
function checkComparable(base, head, names) {
    if (base.cells.length === 0 || head.cells.length === 0)
        return;
    const key = (c) => `${c.caseId}\u0000${c.runnerId}`;
    const inBase = new Set(base.cells.map(key));
    if (head.cells.some((c) => inBase.has(key(c))))
        return;
    const describe = (side) => {
        const cases = new Set(side.cells.map((c) => c.caseId)).size;
        const runners = [...new Set(side.cells.map((c) => c.runnerId))];
        return `${side.suite.path || "an unnamed suite"}: ${plural(cases, "case")} on ${runners.slice(0, 3).join(", ")}${runners.length > 3 ? ", …" : ""}`;
    };
    const suites = base.suite.path !== head.suite.path ? "they ran different suites" : "they ran the same suite file with other cases or runners";
    throw configError(`${names.base} and ${names.head} have no cell (case × runner) in common: ${suites} (${names.base} ${describe(base)}; ${names.head} ${describe(head)})`, {
        where: names.base,
        hint: names.hint,
    });
}

export { checkComparable as c, isGithubBase as i, loadBaselineArg as l, poolFlags as p, renderComparisonText as r };
