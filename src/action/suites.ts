// The suite input: a path or a glob (several suites: one comment and one check each).

import { existsSync } from "node:fs";
import path from "node:path";
import { configError } from "../errors.ts";
import { isGlob, matchSuites } from "../suite/glob.ts";

/** A suite path reaches log lines, check names and comment markers: printable text on one line. */
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

export async function expandSuites(pattern: string, cwd: string): Promise<string[]> {
  const suites = await findSuites(pattern, cwd);
  const bad = suites.find((file) => NOT_PRINTABLE.test(path.relative(cwd, file)));
  if (bad)
    throw configError(`input "suite": the suite path ${JSON.stringify(path.relative(cwd, bad))} holds a control or invisible character`, {
      where: "with.suite",
      hint: "rename the suite file to printable characters (letters, digits, punctuation, spaces)",
    });
  return suites;
}

async function findSuites(pattern: string, cwd: string): Promise<string[]> {
  if (!isGlob(pattern)) {
    const file = path.resolve(cwd, pattern);
    if (!existsSync(file))
      throw configError(`input "suite": ${pattern} does not exist in ${cwd}`, {
        where: "with.suite",
        hint: "give the suite's path relative to the repository (or to working-directory)",
      });
    return [file];
  }
  const suites = await matchSuites(pattern, cwd);
  if (suites.length === 0)
    throw configError(`input "suite": the glob ${pattern} matches no suite file in ${cwd}`, {
      where: "with.suite",
      hint: "suites are .ts/.mts/.js/.mjs modules, .jsonl files or Agent Skills eval files (.json)",
    });
  return suites;
}
