// How the bench starts agent-bench: the built CLI (bin/agent-bench.js → dist/,
// what users run) by default, or the TypeScript sources with --src (to measure
// an engine change before dist/ is rebuilt).

import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let fromSources = false;
let dist = path.join(ROOT, "dist");

export function useSources(value) {
  fromSources = value;
}

/** The build to measure: dist/ by default; another build's dist/ (with its bin/ beside it) with --dist. */
export function useDist(dir) {
  dist = path.resolve(dir);
}

let against;

/** A second build measured in the same run beside the first (--against): DIR is its dist/, with its bin/ beside it. */
export function useAgainst(dir) {
  against = path.resolve(dir);
}

/** The --against build's label, argv builder and dist/, or undefined. */
export function againstBuild() {
  if (!against) return undefined;
  const bin = binOf(against);
  return { label: path.relative(ROOT, against) || against, runArgs: (args) => [bin, "run", ...args], dist: against };
}

function binOf(distPath) {
  const bin = path.join(distPath, "../bin/agent-bench.js");
  if (!existsSync(bin)) throw new Error(`${distPath}: no ${bin} next to it (copy bin/ beside that dist/)`);
  return bin;
}

export function distDir() {
  return dist;
}

export function cliEntry() {
  if (fromSources) return path.join(ROOT, "src/cli.ts");
  // bin/agent-bench.js loads the dist/ next to it: another build is measured through its own bin/.
  return binOf(dist);
}

export function cliLabel() {
  return fromSources
    ? "src/cli.ts"
    : `${path.relative(ROOT, path.join(dist, "../bin/agent-bench.js")) || "bin/agent-bench.js"} (${path.relative(ROOT, dist) || "dist"}/)`;
}

/** argv for `node <agent-bench> run ...`. */
export function runArgs(args) {
  return [cliEntry(), "run", ...args];
}

/**
 * Config defaults for the items that measure orchestration (overhead, scripted, scale, scheduling,
 * runaway, suite load): the agent works in the item's folder (workspace mode "none", as in runs before
 * the default became a copy of the repository per execution), so their numbers stay comparable with
 * earlier ones and with skillgym's. Items 3 and 3b measure the copies.
 */
export const NO_COPY = { workspace: { mode: "none" } };

/** The environment agent-bench runs in: CI=true keeps the progress output to plain lines. */
export function benchEnv(extra = {}) {
  return { ...process.env, CI: "true", NO_COLOR: "1", ...extra };
}

/** dist/ older than a source file: the bench would measure old code. */
export function distIsStale() {
  const built = path.join(ROOT, "dist/cli.js");
  if (!existsSync(built)) return true;
  return newestMtime(path.join(ROOT, "src")) > statSync(built).mtimeMs;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(file) : statSync(file).mtimeMs);
  }
  return newest;
}
