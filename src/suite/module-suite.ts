// Suite modules (.ts/.mts/.js/.mjs): default export Case[] or Record<string, Case>,
// optional named export `workspace`. skillgym suites load unchanged.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { CASE_ID_HINT, caseIdProblem } from "../model/case-id.ts";
import { configError } from "../errors.ts";
import { importModule } from "../load/load-file.ts";
import { issuesToError } from "../issues.ts";
import { resolveWorkspace } from "../config/config.ts";
import { workspaceSchema } from "../config/schema.ts";
import type { Case, LoadedSuite, SuiteCase } from "../model/case.ts";
import { normalizeTags } from "./tags.ts";
import { caseFieldProblem, unknownFieldProblem } from "./case-fields.ts";

export async function loadModuleSuite(file: string): Promise<LoadedSuite> {
  const mod = (await importModule(file, "*")) as Record<string, unknown>;
  const exported = mod.default;
  if (exported === undefined) {
    throw configError(`${file}: the suite has no default export`, { hint: "export default [ { id, prompt, assert } ] (a Case[] or Record<string, Case>)" });
  }
  const entries: Array<[string | undefined, unknown]> = Array.isArray(exported)
    ? exported.map((c) => [undefined, c])
    : typeof exported === "object" && exported !== null
      ? Object.entries(exported)
      : [];
  if (typeof exported !== "object" || exported === null) {
    throw configError(`${file}: the default export must be a Case[] or a Record<string, Case>`, { hint: "export default [ { id, prompt, assert } ]" });
  }
  if (entries.length === 0) {
    throw configError(`${file}: no cases`, {
      hint: 'the default export is empty: add a case, e.g. export default [ { id: "greets", prompt: "Say hello", assert(report) { … } } ]',
    });
  }
  const text = await readFile(file, "utf8").catch(() => "");
  const seen = new Map<string, number>();
  const cases = entries.map(([key, value], index) => toSuiteCase(value, key, index, file, text));
  for (const c of cases) {
    if (seen.has(c.id)) throw configError(`${file}: duplicate case id "${c.id}"`, { hint: "every case needs its own id" });
    seen.set(c.id, 1);
  }
  let workspace;
  if (mod.workspace !== undefined) {
    const parsed = workspaceSchema.safeParse(mod.workspace);
    if (!parsed.success) throw issuesToError(parsed.error.issues, { file, prefix: ["workspace"] });
    workspace = resolveWorkspace(parsed.data, path.dirname(file), `${file}: workspace`);
  }
  return { path: file, format: "module", cases, workspace };
}

function toSuiteCase(value: unknown, key: string | undefined, index: number, file: string, text: string): SuiteCase {
  const label = key !== undefined ? `case "${key}"` : `case ${index + 1}`;
  if (typeof value !== "object" || value === null) throw configError(`${file}: ${label} is not an object`, { hint: "a case is { id, prompt, assert? }" });
  const c = value as Partial<Case> & Record<string, unknown>;
  const id = c.id ?? key;
  const line = lineOf(text, id);
  const fail = (what: string, hint: string) => configError(`${file}${line ? `:${line}` : ""}: ${label}: ${what}`, { hint });
  // A misspelt field first: `promt: "hi"` is the reason there is no prompt.
  const unknown = unknownFieldProblem(c);
  if (unknown) throw fail(unknown.what, unknown.hint);
  if (typeof id !== "string" || id.trim() === "") throw fail("id must be a non-empty string", 'give the case an id, e.g. id: "lists-files"');
  const idProblem = caseIdProblem(id);
  if (idProblem) throw fail(idProblem, CASE_ID_HINT);
  if (typeof c.prompt !== "string") throw fail("prompt must be a string", "the prompt is the text given to the agent");
  const problem = caseFieldProblem(c);
  if (problem) throw fail(problem.what, problem.hint);
  if (c.assert !== undefined && typeof c.assert !== "function")
    throw fail("assert must be a function (report, ctx) => void", "assert receives the session and throws to fail");
  if (c.classifyFailure !== undefined && typeof c.classifyFailure !== "function")
    throw fail("classifyFailure must be a function", "classifyFailure(result) returns a failure class id or { id, label }");
  if (c.timeoutMs !== undefined && (typeof c.timeoutMs !== "number" || !(c.timeoutMs > 0)))
    throw fail("timeoutMs must be a positive number", "timeoutMs is in milliseconds");
  if (c.expectedFail !== undefined && typeof c.expectedFail !== "boolean")
    throw fail("expectedFail must be a boolean", "set expectedFail: true for a case that is known to fail");
  if (c.tags !== undefined && (!Array.isArray(c.tags) || c.tags.some((t) => typeof t !== "string")))
    throw fail("tags must be an array of strings", 'e.g. tags: ["smoke"]');
  if (c.env !== undefined && (typeof c.env !== "object" || c.env === null)) throw fail("env must be an object of strings", 'e.g. env: { "DEBUG": "1" }');
  return {
    id,
    prompt: c.prompt,
    messages: [{ role: "user", content: c.prompt }],
    tags: normalizeTags(c.tags ?? []),
    timeoutMs: c.timeoutMs,
    expectedFail: c.expectedFail ?? false,
    skip: c.skip === true ? "skipped" : typeof c.skip === "string" && c.skip !== "" ? c.skip : undefined,
    user: typeof c.user === "string" ? c.user : undefined,
    team: typeof c.team === "string" ? c.team : undefined,
    metadata: c.metadata,
    env: c.env ? Object.fromEntries(Object.entries(c.env).map(([k, v]) => [k, String(v)])) : undefined,
    hasExpected: false,
    assert: c.assert,
    classifyFailure: c.classifyFailure,
    source: { file, ...(line ? { line } : {}) },
    definition: [c.assert?.toString() ?? "", c.classifyFailure?.toString() ?? "", String(c.expectedFail ?? false)].join("\n"),
  };
}

/** The line where the case's id appears as a string literal (for annotations and errors). */
export function lineOf(text: string, id: unknown): number | undefined {
  // Most generated ids (`case-${i}`) are nowhere in the text: skip the three scans of it.
  if (typeof id !== "string" || !text.includes(id)) return undefined;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = [new RegExp(`\\bid\\s*:\\s*["'\`]${escaped}["'\`]`), new RegExp(`["'\`]${escaped}["'\`]\\s*:`), new RegExp(`["'\`]${escaped}["'\`]`)];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return text.slice(0, match.index).split("\n").length;
  }
  return undefined;
}
