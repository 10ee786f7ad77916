// A misspelled helper in a suite (`assert.skill.has`, `assert.comands.includes`)
// found in the suite's source before any agent starts, with its file:line and
// the name it looks like. Only names close to a real one count, in files that
// import agent-bench's (or skillgym's) assert. Pure.

import { suggest } from "../suggest.ts";
import { assert } from "./assert.ts";

export interface AssertTypo {
  line: number;
  message: string;
}

const IMPORTS_ASSERT = /\bimport\s*\{[^}]*\bassert\b[^}]*\}\s*from\s*["'](?:agent-bench|skillgym)["']/u;
const USE = /(?<![\w$.])assert\.([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?/gu;

export function findAssertTypos(source: string): AssertTypo[] {
  if (!IMPORTS_ASSERT.test(source)) return [];
  const top = assert as unknown as Record<string, unknown>;
  const topNames = Object.keys(top);
  const out: AssertTypo[] = [];
  source.split("\n").forEach((text, i) => {
    for (const [, first, second] of text.matchAll(USE)) {
      if (!(first in top)) {
        const near = suggest(first, topNames);
        if (near) out.push({ line: i + 1, message: `assert.${first} is not part of the agent-bench API (did you mean assert.${near}?)` });
        continue;
      }
      const group = top[first];
      if (second === undefined || typeof group !== "object" || group === null || second in group) continue;
      const near = suggest(second, Object.keys(group));
      if (near) out.push({ line: i + 1, message: `assert.${first}.${second} is not part of the agent-bench API (did you mean assert.${first}.${near}?)` });
    }
  });
  return out;
}
