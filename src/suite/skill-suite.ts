// A suite file that is neither a module nor JSONL: an Agent Skills eval file,
// recognized by its content whatever its name, or an unknown format.

import { configError } from "../errors.ts";
import type { LoadedSuite } from "../model/case.ts";
import { loadSkillEvals } from "./skill-evals.ts";
import { readSkillFile, skillFormatOf, type SkillFormatOptions } from "./skill-formats.ts";
import { loadTriggerEvals } from "./trigger-evals.ts";

export async function loadSkillSuite(file: string, options: SkillFormatOptions): Promise<{ suite: LoadedSuite; warnings: string[] }> {
  const f = await readSkillFile(file);
  const format = skillFormatOf(f.value);
  if (format === "skill-evals") return loadSkillEvals(f, options);
  if (format === "trigger-evals") return loadTriggerEvals(f, options);
  throw configError(`${file}: unknown suite format`, {
    hint:
      'suites are .ts, .mts, .js or .mjs modules, .jsonl files, an Agent Skills evals.json ({"skill_name": …, "evals": [{"id", "prompt", …}]}) ' +
      'or a trigger eval set ([{"query": …, "should_trigger": true}])',
  });
}
