// JSONL suites (yao agent test format): one case per line. Every problem is
// an error naming file:line and what to do.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { CASE_ID_HINT, caseIdProblem } from "./case-id.ts";
import { configError } from "../errors.ts";
import { parseDuration, DURATION_HINT } from "../config/duration.ts";
import { compileRules } from "../assert/rules/compile.ts";
import type { LoadedSuite, SuiteCase } from "../model/case.ts";
import { parseInput, promptOf } from "./input.ts";
import { normalizeTags } from "./tags.ts";

const FIELDS = new Set(["id", "input", "expected", "assert", "user", "team", "metadata", "skip", "timeout", "tags", "env", "expectedFail", "description"]);
/** yao fields agent-bench accepts but does not act on: the suite still runs, with a warning. */
const YAO_ONLY = new Set(["options", "before", "after", "simulator", "checkpoints", "max_turns"]);

export interface JsonlSuite extends LoadedSuite {
  warnings: string[];
}

export async function loadJsonlSuite(file: string): Promise<JsonlSuite> {
  const text = await readFile(file, "utf8");
  const baseDir = path.dirname(file);
  const cases: SuiteCase[] = [];
  const warnings: string[] = [];
  const ids = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === "" || raw.startsWith("//")) continue;
    const where = `${file}:${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      throw configError(`${where}: not valid JSON: ${(error as Error).message}`, {
        hint: "each line must be one complete JSON object (a case cannot span lines)",
      });
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw configError(`${where}: a case must be a JSON object`, { hint: '{"id": "T001", "input": "..."}' });
    }
    const c = value as Record<string, unknown>;
    for (const key of Object.keys(c)) {
      if (YAO_ONLY.has(key)) warnings.push(`${where}: "${key}" is not supported and is ignored`);
      else if (!FIELDS.has(key)) {
        throw configError(`${where}: unknown field "${key}"`, { hint: `case fields are ${[...FIELDS].join(", ")}` });
      }
    }
    if (typeof c.id !== "string" || c.id.trim() === "") throw configError(`${where}: missing "id"`, { hint: 'every case needs a string id, e.g. "id": "T001"' });
    const idProblem = caseIdProblem(c.id);
    if (idProblem) throw configError(`${where}: ${idProblem}`, { hint: CASE_ID_HINT });
    if (!("input" in c)) throw configError(`${where}: case "${c.id}" has no "input"`, { hint: 'add "input": "the prompt"' });
    const first = ids.get(c.id);
    if (first !== undefined) throw configError(`${where}: duplicate id "${c.id}" (first on line ${first})`, { hint: "ids must be unique within a suite" });
    ids.set(c.id, i + 1);
    cases.push(toCase(c, where, file, i + 1, baseDir));
  }
  if (cases.length === 0) throw configError(`${file}: no cases`, { hint: 'add one JSON object per line: {"id": "T001", "input": "..."}' });
  return { path: file, format: "jsonl", cases, warnings };
}

function toCase(c: Record<string, unknown>, where: string, file: string, line: number, baseDir: string): SuiteCase {
  const id = c.id as string;
  const messages = parseInput(c.input, { where, baseDir });
  let timeoutMs: number | undefined;
  if (c.timeout !== undefined) {
    timeoutMs = typeof c.timeout === "string" || typeof c.timeout === "number" ? parseDuration(c.timeout) : undefined;
    if (timeoutMs === undefined) throw configError(`${where}: invalid timeout ${JSON.stringify(c.timeout)}`, { hint: DURATION_HINT });
  }
  if (c.tags !== undefined && (!Array.isArray(c.tags) || c.tags.some((t) => typeof t !== "string"))) {
    throw configError(`${where}: tags must be an array of strings`, { hint: '"tags": ["smoke"]' });
  }
  for (const key of ["user", "team"] as const) {
    if (c[key] !== undefined && typeof c[key] !== "string") throw configError(`${where}: ${key} must be a string`, { hint: `"${key}": "..."` });
  }
  if (c.metadata !== undefined && (typeof c.metadata !== "object" || c.metadata === null || Array.isArray(c.metadata))) {
    throw configError(`${where}: metadata must be an object`, { hint: '"metadata": {"area": "billing"}' });
  }
  if (c.env !== undefined && (typeof c.env !== "object" || c.env === null || Array.isArray(c.env))) {
    throw configError(`${where}: env must be an object`, { hint: '"env": {"DEBUG": "1"}' });
  }
  if (c.skip !== undefined && typeof c.skip !== "boolean" && typeof c.skip !== "string") {
    throw configError(`${where}: skip must be true, false or a reason`, { hint: '"skip": "flaky upstream"' });
  }
  if (c.expectedFail !== undefined && typeof c.expectedFail !== "boolean") throw configError(`${where}: expectedFail must be a boolean`, { hint: '"expectedFail": true' });
  const rules = c.assert !== undefined ? compileRules(c.assert, { where, suiteDir: baseDir }) : undefined;
  const hasExpected = "expected" in c && rules === undefined;
  return {
    id,
    prompt: promptOf(messages),
    messages,
    tags: normalizeTags((c.tags as string[] | undefined) ?? []),
    timeoutMs,
    expectedFail: (c.expectedFail as boolean | undefined) ?? false,
    skip: c.skip === true ? "skipped" : typeof c.skip === "string" && c.skip !== "" ? c.skip : undefined,
    user: c.user as string | undefined,
    team: c.team as string | undefined,
    metadata: c.metadata as Record<string, unknown> | undefined,
    env: c.env ? Object.fromEntries(Object.entries(c.env as object).map(([k, v]) => [k, String(v)])) : undefined,
    expected: c.expected,
    hasExpected,
    rules,
    source: { file, line },
    definition: JSON.stringify({ assert: c.assert ?? null, expected: c.expected ?? null }),
  };
}
