// File-system names for cases, runners and executions.

import { hash } from "node:crypto";
import type { CellId } from "../model/cell.ts";

export function sha256(text: string | Buffer): string {
  // The one-shot form: no Hash object per call (paths and runner keys are hashed for every execution).
  return hash("sha256", text, "hex");
}

/** Readable and safe: ids that are already safe stay as they are; others get a hash suffix so two ids never collide. */
export function pathSegment(id: string): string {
  const slug =
    id
      .replace(/[^a-zA-Z0-9._-]/g, "-")
      .replace(/^[.-]+/, "")
      .slice(0, 80) || "x";
  return slug === id ? id : `${slug}--${sha256(id).slice(0, 8)}`;
}

/** skillgym's RunnerInfo.pathKey: <slug(id)>--<first 8 hex chars of sha256(id)>. */
export function runnerPathKey(id: string): string {
  let key = pathKeys.get(id);
  if (key === undefined) {
    key = `${id.replace(/[^a-zA-Z0-9._-]/g, "-")}--${sha256(id).slice(0, 8)}`;
    pathKeys.set(id, key);
  }
  return key;
}

// Asked for every execution; a run has a few runners.
const pathKeys = new Map<string, string>();

/** executions/<case>/<runner>/run-<k>, relative to the out-dir (a variant's: <runner>~<variant>). */
export function executionDir(cell: CellId, run: number): string {
  return `executions/${cellPath(cell)}/run-${run}`;
}

export function workspaceDir(cell: CellId, run: number): string {
  return `workspaces/${cellPath(cell)}/run-${run}`;
}

// A path segment never holds "~", so <runner>~<variant> cannot be another runner's folder.
function cellPath(cell: CellId): string {
  const runner = pathSegment(cell.runnerId);
  return `${pathSegment(cell.caseId)}/${cell.variant === undefined ? runner : `${runner}~${pathSegment(cell.variant)}`}`;
}

/** An ISO timestamp usable as a folder name: 2026-11-21T05-58-00-123Z. */
export function timestampSlug(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, "-");
}
