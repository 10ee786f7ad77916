import { existsSync } from 'node:fs';
import { stat, readdir, mkdir } from 'node:fs/promises';
import path, { join } from 'node:path';
import { i as readSavedJson, j as computeStability, p as parseSaved, R as RUN_FILE_FORMAT, k as runFileSchema, l as STABILITY_FILE_VERSIONS, s as stabilityFileReader, a as readRunFile, n as roundCost } from './render-afaqytsm.js';
import { c as configError } from './suggest-A8yN1XQm.js';
import { B as BottleneckLight, h as getOctokit, r as retry, w as warning } from './index-x1IDzvfH.js';
import { p as plural, g as formatPointsInterval, b as formatSignedPoints, h as formatPInText, i as formatPoints, f as formatPercent } from './session-CJniFQm8.js';
import { e as agentRate, T as TARGET_POWER, b as resolveOptions, f as diffTreatment, g as compareCells, h as suiteTest } from './load-transcripts-iJtjmjNO.js';

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
const HINT = `pass a ${STABILITY_FILE} (or ${RESULTS_FILE}) written by \`agent-bench run\`, or the out-dir that holds it`;
/** Version 1 (before the test/treatment split) is still read: its fingerprints are unknown and compare says so. */
const STABILITY_FORMAT = { name: STABILITY_FILE, hint: HINT, version: { key: "schemaVersion", supported: STABILITY_FILE_VERSIONS } };
async function loadStability(pathOrDir) {
    const file = await resolveFile(pathOrDir);
    const data = await readSavedJson(file, STABILITY_FORMAT);
    const record = data;
    // A results.json: stability is computed from its results.
    if (record && typeof record === "object" && Array.isArray(record.results) && !("cells" in record)) {
        return computeStability(parseSaved(data, file, runFileSchema, { ...RUN_FILE_FORMAT, hint: HINT }));
    }
    return parseSaved(data, file, stabilityFileReader, STABILITY_FORMAT);
}
async function resolveFile(pathOrDir) {
    const info = await stat(pathOrDir).catch(() => null);
    if (!info)
        throw configError(`${pathOrDir} does not exist`, { where: pathOrDir, hint: HINT });
    if (!info.isDirectory())
        return pathOrDir;
    for (const name of [STABILITY_FILE, RESULTS_FILE]) {
        const candidate = join(pathOrDir, name);
        if (await stat(candidate).then((s) => s.isFile(), () => false))
            return candidate;
    }
    throw configError(`${pathOrDir} holds neither ${STABILITY_FILE} nor ${RESULTS_FILE}`, { where: pathOrDir, hint: HINT });
}

// Results folders in and out of GitHub Actions artifacts.
// @actions/artifact (with its archiver and storage clients) is most of the action's
// bundle: loaded when an artifact is first needed, not before the agents start
// (bench/items/startup.mjs, docs/performance.md).
async function artifactClient() {
    const { DefaultArtifactClient } = await import('./artifact-VeRnQCBN.js');
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
/** Downloads an artifact by id (from another run when findBy is given) into dir. */
async function downloadArtifact(id, dir, findBy) {
    const client = await artifactClient();
    const result = await client.downloadArtifact(id, { path: dir, ...(findBy ? { findBy } : {}) });
    return result.downloadPath ?? dir;
}
/** This workflow run's artifacts (no findBy: the results service of the current run). */
async function listRunArtifacts() {
    const client = await artifactClient();
    const { artifacts } = await client.listArtifacts({ latest: true });
    return artifacts.map((a) => ({ id: a.id, name: a.name }));
}

// Finds the base branch's baseline: the newest completed push run on the base
// branch of the repository (never a fork's branch of the same name) whose
// artifact says agent-bench finished, even when its gate failed, preferring
// the run of the PR's base commit, and downloads its artifact. The action
// looks through its own workflow's runs; `--base github:` (remote-baseline.ts)
// through the repository's, with the same rules.
const MAX_RUNS_SCANNED = 50;
const PAGE = 30;
async function searchBaseline(source, options) {
    const rules = { repository: options.repository, branch: options.branch, preferSha: options.preferSha, artifactName: options.artifactName };
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
        return { stability: await loadStability(dir), runId: run.id, sha: run.headSha, createdAt: run.createdAt, artifactId: artifact.id, exact, dir };
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

// The suite verdict and the one sentence that explains it (docs/comparison.md,
// "Verdict rules"). The rules, in order:
//   regression          a broad drop: drop ≥ margin and the sign-flip test significant at the suite level
//                       (0.8 alpha), or a case that broke: a cell's drop significant after the adjustment at
//                       the cell level (0.2 alpha); together they false-alarm at most alpha
//   possible-regression evidence short of that: a reliable cell broke outright (severity guard) without
//                       staying significant, or a drop ≥ margin significant at alpha but not at the suite level
//   improvement         gain ≥ margin and significant at the suite level
//   no-change           |change| < margin and the runs had ≥ 80% power to see a drop of the margin
//                       (5 points stand in for a margin of 0)
//   inconclusive        everything else: the data cannot tell
const EPSILON = 1e-12;
function decideVerdict(test, cells, options) {
    const { alpha, margin, suiteAlpha } = options;
    const regressed = cells.filter((c) => c.tier === "regressed");
    const broadDrop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON && test.pLess < suiteAlpha;
    if (broadDrop || regressed.length > 0)
        return { verdict: "regression", reason: regressionReason(test, regressed, options, broadDrop) };
    if (test.cells === 0 || test.delta === null || test.pLess === null || test.pGreater === null) {
        return { verdict: "inconclusive", reason: `No cell can be compared: ${whyNothingCompares(cells)}.` };
    }
    const delta = test.delta;
    const over = `over ${plural(test.cells, "comparable cell")}`;
    const ci = test.ci ? `, ${formatPointsInterval(test.ci, alpha)}` : "";
    const broke = cells.filter((c) => c.tier === "possible-regression" && c.severe);
    if (broke.length > 0) {
        return {
            verdict: "possible-regression",
            reason: `${plural(broke.length, "case")} that passed reliably on the base ${broke.length === 1 ? "passes" : "pass"} no run on the head (${example(broke[0])}), but the drop is not significant after adjusting for the ${plural(cells.filter((c) => c.adjustedPValue !== null).length, "cell")} compared; the suite changed ${formatSignedPoints(delta)} ${over} (${formatPInText(test.pLess)}).`,
        };
    }
    if (delta <= -margin + EPSILON && test.pLess < alpha) {
        return {
            verdict: "possible-regression",
            reason: `The pass rate fell by ${formatPoints(delta)} ${over} (${formatPInText(test.pLess)}${ci}): significant at ${alpha} but not at ${suiteAlpha}, the level a regression needs.`,
        };
    }
    if (delta >= margin - EPSILON && test.pGreater < suiteAlpha) {
        return {
            verdict: "improvement",
            reason: `The pass rate rose by ${formatPoints(delta)} ${over} (${formatPInText(test.pGreater)}${ci}), at least the margin of ${formatPoints(margin)}.`,
        };
    }
    const p = delta < 0 ? test.pLess : test.pGreater;
    const observed = `${formatSignedPoints(delta)} ${over} (${formatPInText(p)}${ci})`;
    if (Math.abs(delta) < test.detectableDrop - EPSILON && test.power >= TARGET_POWER) {
        const significance = p < suiteAlpha ? "significant but smaller than the margin" : "not significant";
        return {
            verdict: "no-change",
            reason: `No change of ${formatPoints(test.detectableDrop)} or more: ${observed}, ${significance}; these runs had ${formatPercent(test.power, 0)} power to detect a drop of ${formatPoints(test.detectableDrop)}.`,
        };
    }
    if (test.cells < test.minCells) {
        return {
            verdict: "inconclusive",
            reason: `The data cannot tell: ${observed}, and with ${plural(test.cells, "comparable cell")} the suite-level test cannot reach p < ${suiteAlpha}; it needs at least ${test.minCells} cells, so add cases.`,
        };
    }
    const large = Math.abs(delta) >= test.detectableDrop - EPSILON ? ", not significant" : "";
    const more = test.runsPerCaseFor80 !== undefined && test.runsPerCaseFor80 > test.runsPerArm
        ? `; about ${test.runsPerCaseFor80} runs per case would give ${formatPercent(TARGET_POWER, 0)}`
        : "";
    const power = test.power < TARGET_POWER
        ? `; these runs had only ${formatPercent(test.power, 0)} power to detect a drop of ${formatPoints(test.detectableDrop)}${more}`
        : "";
    return { verdict: "inconclusive", reason: `The data cannot tell: ${observed}${large}${power}.` };
}
function regressionReason(test, regressed, options, broadDrop) {
    const parts = [];
    if (broadDrop) {
        const ci = test.ci ? `, ${formatPointsInterval(test.ci, options.alpha)}` : "";
        parts.push(`The pass rate fell by ${formatPoints(test.delta)} over ${plural(test.cells, "comparable cell")} (${formatPInText(test.pLess)}${ci}), at least the margin of ${formatPoints(options.margin)}`);
    }
    if (regressed.length > 0) {
        const worst = [...regressed].sort((a, b) => (a.adjustedPValue ?? 1) - (b.adjustedPValue ?? 1))[0];
        const others = regressed.length > 1 ? ` and ${plural(regressed.length - 1, "other cell")}` : "";
        const which = `${example(worst)}, adjusted ${formatPInText(worst.adjustedPValue ?? 1)}${others}`;
        parts.push(`${broadDrop ? "; " : ""}${plural(regressed.length, "case")} regressed significantly (${which})`);
    }
    return `${parts.join("")}.`;
}
/** "case `x` on runner `y` 10/10 → 0/10" (plain text: renderers escape it). */
function example(cell) {
    const arm = (a) => (a ? `${a.passed}/${a.runs - (a.errored ?? 0)}` : "–");
    return `${cell.caseId} on ${cell.runnerId} ${arm(cell.base)} → ${arm(cell.head)}`;
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
    if (base.runsPerCase !== head.runsPerCase)
        warnings.push(`The baseline ran ${base.runsPerCase} runs per case and the head ${head.runsPerCase}.`);
    const age = Date.parse(head.createdAt) - Date.parse(base.createdAt);
    if (Number.isFinite(age) && age > maxBaselineAgeDays * DAY_MS) {
        warnings.push(`The baseline is ${Math.floor(age / DAY_MS)} days older than this run: agents and their APIs drift, so refresh it with a run on the base branch.`);
    }
    return warnings;
}

// Baseline vs head → Comparison. Pure and deterministic: the only randomness
// (the Monte Carlo fallback of the sign-flip test) is seeded.
function compare(base, head, options = {}) {
    const resolved = resolveOptions(options);
    if (base === null)
        return withoutBaseline(head, resolved);
    const treatment = diffTreatment(base.treatment, head.treatment, base.runners, head.runners);
    const pairs = pairCells(base, head);
    const cells = compareCells(pairs, resolved);
    const test = suiteTest(pairs, resolved);
    const { verdict, reason } = decideVerdict(test, cells, resolved);
    const comparison = {
        schemaVersion: 2,
        verdict,
        reason,
        alpha: resolved.alpha,
        levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
        adjust: resolved.adjust,
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
        baseline: { createdAt: base.createdAt, runsPerCase: base.runsPerCase, ...(base.commit ? { commit: base.commit } : {}) },
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
function withoutBaseline(head, resolved) {
    const { alpha, margin } = resolved;
    const arm = suiteArm(head);
    const pairs = head.cells.map((cell) => ({ caseId: cell.caseId, runnerId: cell.runnerId, base: null, head: cell, testChanged: false }));
    const cells = compareCells(pairs, resolved);
    return {
        schemaVersion: 2,
        verdict: "no-baseline",
        reason: `No baseline to compare with: the head passed ${formatPercent(arm.passRate)} on average over ${plural(head.cells.length, "cell")} (${plural(arm.runs, "run")}). Run agent-bench on the base branch to get one.`,
        alpha,
        levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
        adjust: resolved.adjust,
        margin,
        suite: { base: null, head: arm, delta: null, ci: null, pValue: null, pairedCases: 0 },
        cells,
        runners: runnerDeltas(null, head),
        totals: totals(null, head),
        warnings: [],
    };
}

export { ageOf as a, uploadFolder as b, compare as c, downloadArtifact as d, uploadUnzipped as e, findBaseline as f, listRunArtifacts as g, loadStability as h, isTrustedBaseline as i, isForbidden as j, createOctokit as k, listRuns as l, candidateRun as m, statusOf as n, index as o, searchBaseline as s, throttleOptions as t, usableArtifact as u };
