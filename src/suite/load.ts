// One entry for every suite format, chosen by extension (Agent Skills eval files
// by their content, whatever their name); `-i` gives an inline case.

import { docUrl } from "../doc-link.ts";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { configError } from "../errors.ts";
import { suggest } from "../suggest.ts";
import type { LoadedSuite } from "../model/case.ts";
import { isModulePath } from "../load/load-file.ts";
import { loadJsonlSuite, type SuiteLoadOptions } from "./jsonl-suite.ts";
import { loadModuleSuite } from "./module-suite.ts";
import { parseInput, promptOf } from "./input.ts";
import type { SkillFormatOptions } from "./skill-formats.ts";
import { loadSkillSuite } from "./skill-suite.ts";
import { provideSuiteApi } from "./user-api.ts";

export interface SuiteLoad {
  suite: LoadedSuite;
  warnings: string[];
}

export async function loadSuite(file: string, options: SuiteLoadOptions & SkillFormatOptions = {}): Promise<SuiteLoad> {
  provideSuiteApi();
  const abs = path.resolve(file);
  if (!existsSync(abs)) {
    const near = suggest(path.basename(abs), siblings(abs));
    throw configError(`suite not found: ${shownPath(abs)}${near ? ` (did you mean ${shownPath(path.join(path.dirname(abs), near))}?)` : ""}`, {
      hint: "pass the path of a .ts/.js suite module or a .jsonl file",
    });
  }
  if (statSync(abs).isDirectory())
    throw configError(`${file} is a folder, not a suite file`, { hint: "pass the suite file itself (e.g. suite.ts or cases.jsonl)" });
  if (abs.endsWith(".jsonl")) {
    const suite = await loadJsonlSuite(abs, options);
    return { suite, warnings: suite.warnings };
  }
  if (isModulePath(abs)) return { suite: await loadModuleSuite(abs), warnings: [] };
  return loadSkillSuite(abs, options);
}

function siblings(file: string): string[] {
  try {
    return readdirSync(path.dirname(file));
  } catch {
    return [];
  }
}

/** The path as the user likely typed it: relative to the working folder when inside it. */
function shownPath(abs: string): string {
  const relative = path.relative(process.cwd(), abs);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : abs;
}

/** Direct message mode (`-i "prompt"`): one ad-hoc case. */
export function inlineSuite(message: string, cwd: string): LoadedSuite {
  if (/^(scripts[.:]|agents:)/.test(message)) {
    throw configError(
      `-i "${message}": yao ${message.startsWith("agents:") ? "generated test cases (agents:…)" : "script tests (scripts.…)"} are not supported`,
      {
        where: "-i",
        hint: `write the cases as a JSONL suite, or put script checks in a "script" rule (${docUrl("suites.md")})`,
      },
    );
  }
  let input: unknown = message;
  // A JSON message or conversation is accepted as well as plain text.
  if (/^\s*[[{]/.test(message)) {
    try {
      input = JSON.parse(message);
    } catch {
      input = message;
    }
  }
  const messages = parseInput(input, { where: "-i", baseDir: cwd });
  return {
    path: "<inline>",
    format: "inline",
    cases: [
      {
        id: "direct",
        prompt: promptOf(messages),
        messages,
        tags: [],
        expectedFail: false,
        hasExpected: false,
        // yao's direct message mode has nothing to assert: the case measures the reply.
        measureOnly: true,
        source: { file: "<inline>" },
        definition: "",
      },
    ],
  };
}

/** yao's rule: `-i` names a suite file when it ends in .jsonl/.json, or contains "/" and the file exists. */
export function isSuitePath(value: string, cwd: string): boolean {
  if (/\.(jsonl|json|ts|mts|js|mjs)$/.test(value) && existsSync(path.resolve(cwd, value))) return true;
  return value.includes("/") && !/\s/.test(value) && existsSync(path.resolve(cwd, value));
}
