import { B as BottleneckLight, g as getOctokit, r as retry, w as warning } from './index-B-xAsMhq.js';
import { createWriteStream, readSync, existsSync } from 'node:fs';
import { mkdir, open, rm, readdir } from 'node:fs/promises';
import path from 'node:path';
import { r as readRunFile } from './sanitize-CGuhO3m3.js';
import { a as poolBaseline, l as loadStability } from './describe-comparison-DxKmXBRo.js';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { c as configError, k as errorMessage } from './unknown-events-zNQq38TK.js';
import { H as HISTORY_FILE } from './entry-BqMlPlwk.js';
import { r as readHistoryFile } from './schema-DOrziY8g.js';

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
    const { DefaultArtifactClient } = await import('./artifact-DM7HzOoT.js');
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
const DAY_MS = 86_400_000;
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
    const trusted = earlier.length > 0 ? await trustedRuns(source, rules, now.getTime() - options.maxAgeDays * DAY_MS) : new Map();
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

export { ARTIFACT_LIMITS as A, ageOf as a, statusOf as b, candidateRun as c, usableArtifact as d, downloadArtifact as e, findBaseline as f, uploadFolder as g, uploadUnzipped as h, isTrustedBaseline as i, listRunArtifacts as j, trustedRuns as k, listRuns as l, isForbidden as m, createOctokit as n, index as o, searchBaseline as s, throttleOptions as t, unzipTo as u };
