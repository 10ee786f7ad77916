// Suite paths that are globs ('evals/*.ts', quoted so the shell leaves them):
// the CLI's SUITE arguments and the action's `suite` input expand them alike.

import { glob } from "node:fs/promises";
import path from "node:path";
import { isSkillFormatFile } from "./skill-formats.ts";

const SUITE_FILE = /\.(jsonl|ts|mts|js|mjs)$/u;

export function isGlob(pattern: string): boolean {
  return /[*?[{]/u.test(pattern);
}

/** The suite files the glob matches under `cwd` (absolute, sorted), node_modules left out; .json files only in an Agent Skills format. */
export async function matchSuites(pattern: string, cwd: string): Promise<string[]> {
  const suites: string[] = [];
  for await (const match of glob(pattern, { cwd, exclude: (p: string) => p.includes("node_modules") })) {
    const file = path.resolve(cwd, match);
    if (SUITE_FILE.test(file) || (file.endsWith(".json") && (await isSkillFormatFile(file)))) suites.push(file);
  }
  return suites.sort();
}
