// Suite paths that are globs ('evals/*.ts', quoted so the shell leaves them):
// the CLI's SUITE arguments and the action's `suite` input expand them alike.

import { glob } from "node:fs/promises";
import path from "node:path";

const SUITE_FILE = /\.(jsonl|ts|mts|js|mjs)$/u;

export function isGlob(pattern: string): boolean {
  return /[*?[{]/u.test(pattern);
}

/** The suite files the glob matches under `cwd` (absolute, sorted), node_modules left out. */
export async function matchSuites(pattern: string, cwd: string): Promise<string[]> {
  const found: string[] = [];
  for await (const match of glob(pattern, { cwd, exclude: (p: string) => p.includes("node_modules") })) found.push(path.resolve(cwd, match));
  return found.filter((f) => SUITE_FILE.test(f)).sort();
}
