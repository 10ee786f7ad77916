import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { c as configError, l as poolPhrase, m as poolShortfall, i as isAgentBenchError, k as errorMessage } from './unknown-events-zNQq38TK.js';
import { D as DEFAULT_POOL } from './describe-comparison-DxKmXBRo.js';
import { s as searchBaseline, a as ageOf, b as statusOf, t as throttleOptions, u as unzipTo, c as candidateRun } from './baseline-C0w7ppSc.js';
import './comparison-BapfbRxQ.js';
import './table-CFKi2sh-.js';
import 'node:crypto';
import './sanitize-CGuhO3m3.js';
import './schemas-CaY1ir08.js';
import './entry-BqMlPlwk.js';
import './index-B-xAsMhq.js';
import 'os';
import 'crypto';
import 'fs';
import 'path';
import 'string_decoder';
import 'events';
import 'child_process';
import 'assert';
import 'timers';
import 'net';
import 'tls';
import 'util';
import 'node:assert';
import 'node:net';
import 'node:stream';
import 'node:buffer';
import 'node:util';
import 'node:querystring';
import 'node:events';
import 'node:diagnostics_channel';
import 'node:tls';
import 'node:zlib';
import 'node:perf_hooks';
import 'node:util/types';
import 'node:worker_threads';
import 'node:url';
import 'node:async_hooks';
import 'node:console';
import 'node:dns';
import 'node:stream/promises';
import './schema-DOrziY8g.js';

// `--base github:OWNER/REPO[@BRANCH]` for run and compare (commands/base-arg.ts): the newest trusted
// baseline artifact of that branch (default: the repository's default branch),
// found with the action's rules (baseline.ts) through the GitHub REST API and
// a GITHUB_TOKEN or GH_TOKEN. GITHUB_API_URL points it at GitHub Enterprise
// (or, in tests, at the offline test bed).
const DEFAULT_ARTIFACT_NAME = "agent-bench-results";
const SPEC = /^github:([A-Za-z0-9][A-Za-z0-9-]*)\/([A-Za-z0-9._-]+)(?:@(.+))?$/;
const HINT = "e.g. --base github:acme/widgets@main (the branch defaults to the repository's default branch)";
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
    const octokit = await remoteOctokit(token, env);
    const { owner, repo } = spec;
    const { dir, dispose } = await downloadFolder();
    try {
        const branch = spec.branch ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch;
        const search = await searchBaseline(restSource(octokit, owner, repo), {
            repository: `${owner}/${repo}`,
            branch,
            artifactName: DEFAULT_ARTIFACT_NAME,
            dir,
            pool,
        });
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
        throw configError(`${where} github:${owner}/${repo}: ${errorMessage(error).split("\n")[0]}`, { where, hint: failureHint(statusOf(error)) });
    }
}
/** An Octokit with the action's retry and rate-limit handling, so a flaky API does not fail a local check either. */
async function remoteOctokit(token, env) {
    // Loaded only for a github: baseline, not on every run's start-up.
    const [{ Octokit }, { retry }, { throttling }] = await Promise.all([
        import('./dist-src-BpmNKDgw.js'),
        import('./index-B-xAsMhq.js').then(n => n.u),
        import('./baseline-C0w7ppSc.js').then(n => n.o),
    ]);
    return new (Octokit.plugin(retry, throttling))({
        auth: token,
        baseUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
        userAgent: "agent-bench",
        throttle: throttleOptions((message) => process.stderr.write(`warning: ${message}\n`)),
    });
}
/** A temporary folder for the artifact, removed at exit whatever happens (an error, a signal), or earlier by dispose(). */
async function downloadFolder() {
    const dir = await mkdtemp(path.join(os.tmpdir(), "agent-bench-base-"));
    const removeAtExit = () => rmSync(dir, { recursive: true, force: true });
    process.once("exit", removeAtExit);
    const dispose = async () => {
        process.off("exit", removeAtExit);
        await rm(dir, { recursive: true, force: true });
    };
    return { dir, dispose };
}
/** The branch's push runs, their artifacts and downloads, through the REST API (what baseline.ts searches). */
function restSource(octokit, owner, repo) {
    return {
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
}
/** What to check when the API refused or failed, by HTTP status. */
function failureHint(status) {
    return status === 401
        ? "the token was refused: check GITHUB_TOKEN / GH_TOKEN"
        : status === 404
            ? "check OWNER/REPO, and that the token can read the repository (and its Actions)"
            : status === 403
                ? "the token lacks access (it needs actions: read on the repository) or the rate limit was hit"
                : "check the network and GITHUB_API_URL";
}

export { DEFAULT_ARTIFACT_NAME, fetchGithubBaseline, parseGithubBase };
