// The suite input: a path or a glob (several suites: one comment and one check each).

import { existsSync } from "node:fs";
import path from "node:path";
import { configError } from "../errors.ts";
import { isGlob, matchSuites } from "../suite/glob.ts";

export async function expandSuites(pattern: string, cwd: string): Promise<string[]> {
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
      hint: "suites are .ts/.mts/.js/.mjs modules or .jsonl files",
    });
  return suites;
}
