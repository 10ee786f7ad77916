// Where in the suite an assertion was called: the first stack frame outside
// agent-bench's own files (src/ when run from source, dist/ when bundled) and
// Node's internals, made repository-relative. Never a file:// URL.

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SourceLocation } from "../model/result.ts";

const OWN_DIRS = ownDirs();

function ownDirs(): string[] {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "package.json"))) return ["src", "dist", "bin"].map((d) => path.join(dir, d) + path.sep);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return [path.dirname(fileURLToPath(import.meta.url)) + path.sep];
}

const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/;

/** The stack of the current call, deep enough to get past agent-bench's own frames. */
export function captureStack(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  return stack;
}

/** The first frame of `stack` in the user's code, relative to `repoRoot` when inside it. */
export function userLocation(stack: string | undefined, repoRoot: string): SourceLocation | undefined {
  if (!stack) return undefined;
  for (const line of stack.split("\n")) {
    const match = FRAME.exec(line);
    if (!match) continue;
    const file = toPath(match[1]!);
    if (file === undefined || isOwn(file)) continue;
    return { file: repoRelative(file, repoRoot), line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}

function toPath(location: string): string | undefined {
  if (location.startsWith("file://")) {
    try {
      return fileURLToPath(location);
    } catch {
      return undefined;
    }
  }
  // node:internal/…, native frames, eval code and data: URLs are not the user's file.
  if (!path.isAbsolute(location)) return undefined;
  return location;
}

function isOwn(file: string): boolean {
  return OWN_DIRS.some((dir) => file.startsWith(dir));
}

export function repoRelative(file: string, repoRoot: string): string {
  const rel = path.relative(repoRoot, file);
  return rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
}
