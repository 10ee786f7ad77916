import { createHash } from 'node:crypto';

// Durations as users write them: "30s", "5m", "1h30m", "250ms", or a number of milliseconds.
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** Milliseconds, or undefined when the text is not a duration. */
function parseDuration(value) {
    if (typeof value === "number")
        return Number.isFinite(value) && value > 0 ? value : undefined;
    const text = value.trim();
    if (/^\d+(\.\d+)?$/.test(text)) {
        const ms = Number(text);
        return ms > 0 ? ms : undefined;
    }
    const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
    if (parts.length === 0 || parts.map((p) => p[0]).join("") !== text)
        return undefined;
    const ms = parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_MS[p[2]], 0);
    return ms > 0 ? Math.round(ms) : undefined;
}
const DURATION_HINT = 'write a duration such as "30s", "5m", "1h30m", "250ms", or a number of milliseconds';
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)}s`;
    const minutes = Math.floor(ms / 60_000);
    const seconds = Math.round((ms % 60_000) / 1000);
    if (minutes < 60)
        return seconds ? `${minutes}m${seconds}s` : `${minutes}m`;
    const hours = Math.floor(minutes / 60);
    return `${hours}h${minutes % 60}m`;
}

// File-system names for cases, runners and executions.
function sha256(text) {
    return createHash("sha256").update(text).digest("hex");
}
/** Readable and safe: ids that are already safe stay as they are; others get a hash suffix so two ids never collide. */
function pathSegment(id) {
    const slug = id.replace(/[^a-zA-Z0-9._-]/g, "-").replace(/^[.-]+/, "").slice(0, 80) || "x";
    return slug === id ? id : `${slug}--${sha256(id).slice(0, 8)}`;
}
/** skillgym's RunnerInfo.pathKey: <slug(id)>--<first 8 hex chars of sha256(id)>. */
function runnerPathKey(id) {
    const slug = id.replace(/[^a-zA-Z0-9._-]/g, "-");
    return `${slug}--${sha256(id).slice(0, 8)}`;
}
/** executions/<case>/<runner>/run-<k>, relative to the out-dir. */
function executionDir(caseId, runnerId, run) {
    return `executions/${pathSegment(caseId)}/${pathSegment(runnerId)}/run-${run}`;
}
function workspaceDir(caseId, runnerId, run) {
    return `workspaces/${pathSegment(caseId)}/${pathSegment(runnerId)}/run-${run}`;
}
/** An ISO timestamp usable as a folder name: 2026-11-21T05-58-00-123Z. */
function timestampSlug(date = new Date()) {
    return date.toISOString().replace(/[:.]/g, "-");
}

export { DURATION_HINT as D, executionDir as e, formatDuration as f, parseDuration as p, runnerPathKey as r, sha256 as s, timestampSlug as t, workspaceDir as w };
