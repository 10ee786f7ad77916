// Where in the suite an assertion was called: the first stack frame outside
// agent-bench's own files (src/ when run from source, dist/ when bundled) and
// Node's internals, made repository-relative. Never a file:// URL.

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SourceLocation } from "../model/result.ts";
import { originalPosition } from "../load/source-maps.ts";

const OWN_DIRS = ownDirs();

function ownDirs(): string[] {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "package.json"))) return ["src", "dist", "bin"].map((d) => path.join(dir, d) + path.sep);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  // No package.json (a bundle copied elsewhere): the bundle's folder, chunks/ included.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [(path.basename(here) === "chunks" ? path.dirname(here) : here) + path.sep];
}

const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/;

/** Where the current call came from in the user's code (absolute path), or undefined. */
export interface CallerFrame {
  file: string;
  line: number;
  column: number;
}

/**
 * The first frame of the current call outside agent-bench and Node: the suite's line that called an
 * assertion helper. Read from V8's structured call sites, a few frames deep first: formatting a
 * 60-frame stack as text was most of what a passing assertion cost. With source maps on, the text
 * stack is used, since only it maps positions back to the sources.
 */
export function callerFrame(): CallerFrame | undefined {
  if (process.sourceMapsEnabled) return frameOf(textStack());
  for (const limit of [12, 60]) {
    const sites = callSites(limit);
    for (const site of sites) {
      const name = site.getFileName() ?? site.getScriptNameOrSourceURL();
      const file = name ? userFile(name) : undefined;
      if (file === undefined) continue;
      return { file, ...originalPosition(file, site.getLineNumber() ?? 0, site.getColumnNumber() ?? 0) };
    }
    if (sites.length < limit) return undefined;
  }
  return undefined;
}

function callSites(limit: number): NodeJS.CallSite[] {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- saved to be put back as it was, never called here
  const prepare = Error.prepareStackTrace;
  const previous = Error.stackTraceLimit;
  Error.prepareStackTrace = (_error, sites) => sites;
  Error.stackTraceLimit = limit;
  try {
    const holder: { stack?: NodeJS.CallSite[] } = {};
    Error.captureStackTrace(holder, callerFrame);
    return holder.stack ?? [];
  } finally {
    Error.prepareStackTrace = prepare;
    Error.stackTraceLimit = previous;
  }
}

function textStack(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  return stack;
}

/** The first frame of `stack` in the user's code, relative to `repoRoot` when inside it. */
export function userLocation(stack: string | undefined, repoRoot: string): SourceLocation | undefined {
  const frame = frameOf(stack);
  return frame && locationIn(frame, repoRoot);
}

/** A caller frame as results show it: repository-relative when inside the repository. */
export function locationIn(frame: CallerFrame, repoRoot: string): SourceLocation {
  return { file: repoRelative(frame.file, repoRoot), line: frame.line, column: frame.column };
}

function frameOf(stack: string | undefined): CallerFrame | undefined {
  if (!stack) return undefined;
  for (const line of stack.split("\n")) {
    const match = FRAME.exec(line);
    if (!match) continue;
    const file = toPath(match[1]);
    if (file === undefined || isOwn(file)) continue;
    return { file, ...originalPosition(file, Number(match[2]), Number(match[3])) };
  }
  return undefined;
}

/**
 * A stack for results.json: the message, then only the user's frames, with
 * repository-relative paths (agent-bench's and Node's own frames say nothing
 * about the suite, and absolute paths differ per machine).
 */
export function userStack(stack: string, repoRoot: string): string {
  const lines = stack.split("\n");
  const firstFrame = lines.findIndex((l) => FRAME.test(l));
  if (firstFrame === -1) return stack;
  const frames = lines.slice(firstFrame).flatMap((line) => {
    const match = FRAME.exec(line);
    const file = match ? toPath(match[1]) : undefined;
    if (!match || file === undefined || isOwn(file)) return [];
    const at = originalPosition(file, Number(match[2]), Number(match[3]));
    return [line.replace(`${match[1]}:${match[2]}:${match[3]}`, `${repoRelative(file, repoRoot)}:${at.line}:${at.column}`)];
  });
  return [...lines.slice(0, firstFrame), ...frames].join("\n");
}

// A frame's script name → the user's file, or undefined for agent-bench's own and Node's: the same few
// names come back on every assertion, and turning a file:// URL into a path is most of what a frame costs.
const userFiles = new Map<string, string | undefined>();

function userFile(name: string): string | undefined {
  if (userFiles.has(name)) return userFiles.get(name);
  const absolute = toPath(name);
  const file = absolute === undefined || isOwn(absolute) ? undefined : absolute;
  if (userFiles.size < 10_000) userFiles.set(name, file);
  return file;
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

// Every assertion of a suite names the same file or two.
const relatives = new Map<string, string>();

export function repoRelative(file: string, repoRoot: string): string {
  const key = `${repoRoot}\0${file}`;
  let relative = relatives.get(key);
  if (relative === undefined) {
    const rel = path.relative(repoRoot, file);
    relative = rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
    if (relatives.size < 10_000) relatives.set(key, relative);
  }
  return relative;
}
