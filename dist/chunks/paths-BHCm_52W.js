import { hash } from 'node:crypto';

// File-system names for cases, runners and executions.
function sha256(text) {
    // The one-shot form: no Hash object per call (paths and runner keys are hashed for every execution).
    return hash("sha256", text, "hex");
}
/** Readable and safe: ids that are already safe stay as they are; others get a hash suffix so two ids never collide. */
function pathSegment(id) {
    const slug = id
        .replace(/[^a-zA-Z0-9._-]/g, "-")
        .replace(/^[.-]+/, "")
        .slice(0, 80) || "x";
    return slug === id ? id : `${slug}--${sha256(id).slice(0, 8)}`;
}
/** skillgym's RunnerInfo.pathKey: <slug(id)>--<first 8 hex chars of sha256(id)>. */
function runnerPathKey(id) {
    let key = pathKeys.get(id);
    if (key === undefined) {
        key = `${id.replace(/[^a-zA-Z0-9._-]/g, "-")}--${sha256(id).slice(0, 8)}`;
        pathKeys.set(id, key);
    }
    return key;
}
// Asked for every execution; a run has a few runners.
const pathKeys = new Map();
/** executions/<case>/<runner>/run-<k>, relative to the out-dir (a variant's: <runner>~<variant>). */
function executionDir(cell, run) {
    return `executions/${cellPath(cell)}/run-${run}`;
}
function workspaceDir(cell, run) {
    return `workspaces/${cellPath(cell)}/run-${run}`;
}
// A path segment never holds "~", so <runner>~<variant> cannot be another runner's folder.
function cellPath(cell) {
    const runner = pathSegment(cell.runnerId);
    return `${pathSegment(cell.caseId)}/${cell.variant === undefined ? runner : `${runner}~${pathSegment(cell.variant)}`}`;
}
/** An ISO timestamp usable as a folder name: 2026-11-21T05-58-00-123Z. */
function timestampSlug(date = new Date()) {
    return date.toISOString().replace(/[:.]/g, "-");
}

export { executionDir as e, pathSegment as p, runnerPathKey as r, sha256 as s, timestampSlug as t, workspaceDir as w };
