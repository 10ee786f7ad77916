// Which executions `agent-bench explain` asks, and what: every failed
// execution (--case, --runner narrow them) with the questions its failed
// checks recorded, each question once. Pure.

import { configError } from "../errors.ts";
import type { ExplanationAnswer } from "../model/explanations.ts";
import type { ExecutionResult } from "../model/result.ts";
import { suggest } from "../suggest.ts";

export interface ExplainTarget {
  result: ExecutionResult;
  questions: Array<{ question: string; check: ExplanationAnswer["check"] }>;
}

export interface ExplainFilters {
  cases?: readonly string[];
  runners?: readonly string[];
}

export interface Selection {
  targets: ExplainTarget[];
  /** Failed executions none of whose checks recorded a question (a timeout, a crash, an unexpected pass). */
  unasked: ExecutionResult[];
}

/** A failure the agent can answer for: errored executions are infrastructure, skipped ones never ran. */
export function isExplainable(result: ExecutionResult): boolean {
  return result.status === "failed" || result.status === "unexpected-passed";
}

export function questionsOf(result: ExecutionResult): ExplainTarget["questions"] {
  const seen = new Set<string>();
  const questions: ExplainTarget["questions"] = [];
  for (const a of result.assertions) {
    if (a.passed || !a.question || seen.has(a.question)) continue;
    seen.add(a.question);
    questions.push({ question: a.question, check: { kind: a.kind, name: a.name, ...(a.location ? { location: a.location } : {}) } });
  }
  return questions;
}

/** The failed executions to ask, after the filters; `where` names the run folder in errors. */
export function selectTargets(results: readonly ExecutionResult[], filters: ExplainFilters, where: string): Selection {
  checkIds(results, filters.cases, (r) => r.caseId, "--case", "case", where);
  checkIds(results, filters.runners, (r) => r.runnerId, "--runner", "runner", where);
  const chosen = results.filter(
    (r) => (!filters.cases?.length || filters.cases.includes(r.caseId)) && (!filters.runners?.length || filters.runners.includes(r.runnerId)),
  );
  const failed = chosen.filter(isExplainable);
  if (failed.length === 0) {
    const narrowed = filters.cases?.length || filters.runners?.length ? " of the cases and runners you chose" : "";
    throw configError(`${where}: no execution${narrowed} failed, so there is nothing to explain (${tally(chosen)})`, {
      where,
      hint: "explain asks a failed execution why its checks failed; pass the folder of a run with failures",
    });
  }
  const targets = failed.map((result) => ({ result, questions: questionsOf(result) })).filter((t) => t.questions.length > 0);
  if (targets.length === 0) {
    const origins = [...new Set(failed.map((r) => r.failureOrigin ?? r.status))].join(", ");
    throw configError(`${where}: ${failed.length} execution(s) failed (${origins}) but no failed check recorded a question to ask`, {
      where,
      hint: "explain asks about failed checks (assertions, rules, checkpoints); a run that timed out or crashed has none. A run from an agent-bench before explain existed recorded no questions: run it again",
    });
  }
  return { targets, unasked: failed.filter((r) => questionsOf(r).length === 0) };
}

function checkIds(
  results: readonly ExecutionResult[],
  wanted: readonly string[] | undefined,
  idOf: (r: ExecutionResult) => string,
  flag: string,
  what: string,
  where: string,
): void {
  const known = [...new Set(results.map(idOf))];
  for (const id of wanted ?? []) {
    if (known.includes(id)) continue;
    const near = suggest(id, known);
    throw configError(`${flag} ${id}: no ${what} "${id}" in ${where}`, {
      where: flag,
      hint: near ? `did you mean "${near}"?` : `the run has: ${known.slice(0, 20).join(", ")}${known.length > 20 ? ", …" : ""}`,
    });
  }
}

function tally(results: readonly ExecutionResult[]): string {
  const counts = new Map<string, number>();
  for (const r of results) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} ${status}`).join(", ") || "no executions";
}
