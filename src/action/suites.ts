// The suite input: a path or a glob (several suites: one comment and one check each).

import { existsSync } from "node:fs";
import { glob } from "node:fs/promises";
import path from "node:path";
import { configError } from "../errors.ts";
import { isSkillFormatFile } from "../suite/skill-formats.ts";

export async function expandSuites(pattern: string, cwd: string): Promise<string[]> {
  if (!/[*?[{]/.test(pattern)) {
    const file = path.resolve(cwd, pattern);
    if (!existsSync(file))
      throw configError(`input "suite": ${pattern} does not exist in ${cwd}`, {
        where: "with.suite",
        hint: "give the suite's path relative to the repository (or to working-directory)",
      });
    return [file];
  }
  const found: string[] = [];
  for await (const match of glob(pattern, { cwd, exclude: (p: string) => p.includes("node_modules") })) found.push(path.resolve(cwd, match));
  const suites: string[] = [];
  for (const f of found) if (/\.(jsonl|ts|mts|js|mjs)$/.test(f) || (f.endsWith(".json") && (await isSkillFormatFile(f)))) suites.push(f);
  suites.sort();
  if (suites.length === 0)
    throw configError(`input "suite": the glob ${pattern} matches no suite file in ${cwd}`, {
      where: "with.suite",
      hint: "suites are .ts/.mts/.js/.mjs modules, .jsonl files or Agent Skills eval files (.json)",
    });
  return suites;
}
