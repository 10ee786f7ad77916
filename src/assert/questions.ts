// The follow-up question a failed assertion records for `agent-bench explain`
// (skillgym's `explain`): a helper's own `explain.question`, else skillgym's
// default for the helper group (its wording, word for word), else a generic
// question naming the failed check. Pure.

import type { AssertionResult } from "../model/result.ts";
import type { Session } from "../model/session.ts";
import type { ExplainOptions } from "./types.ts";

const confidence = (min: string | undefined) => (min === undefined ? "" : ` with minimum confidence ${min}`);
const q = JSON.stringify;

/** assert.skills.* (skillgym src/assertions/skills.ts). */
export const skillQuestions = {
  has: (skill: string, min?: string) => `You were expected to load the skill ${q(skill)}${confidence(min)}. Why did you not load it?`,
  notHas: (skill: string, min?: string) => `You were expected not to load the skill ${q(skill)}${confidence(min)}. Why did you load it anyway?`,
  includes: (missing: readonly string[], min?: string) =>
    `You were expected to load all required skills${confidence(min)}. Why were these skills missing: ${missing.map((s) => q(s)).join(", ") || "(none)"}?`,
  count: (skill: string, expected: number, actual: number, min?: string) =>
    `You were expected to load the skill ${q(skill)} exactly ${expected} time(s)${confidence(min)}, but loaded it ${actual} time(s). Why?`,
  exactlyOne: (skill: string, actual: number, min?: string) =>
    `You were expected to load the skill ${q(skill)} exactly once${confidence(min)}, but loaded it ${actual} time(s). Why?`,
  only: (skills: readonly string[], unexpected: readonly string[], min?: string) =>
    `You were expected to load only these skills${confidence(min)}: ${skills.map((s) => q(s)).join(", ") || "(none)"}. Why did you also load: ${unexpected.join(" | ") || "(none)"}?`,
};

/** Questions of the ordered-list helpers, one table per group; `d` is a matcher as described in messages. */
export interface ListQuestions {
  includes: (d: string) => string;
  notIncludes: (d: string) => string;
  count: (d: string, n: number) => string;
  atLeast: (d: string, n: number) => string;
  atMost: (d: string, n: number) => string;
  before: (a: string, b: string) => string;
  only: (list: string) => string;
  size: (n: number, actual: number) => string;
  exactlyOne: (d: string) => string;
  first: (d: string) => string;
  last: (d: string) => string;
}

/** assert.commands.* (skillgym src/assertions/commands.ts). */
export const commandQuestions: ListQuestions = {
  includes: (d) => `You were expected to run a command matching ${d}. Why did you not do that?`,
  notIncludes: (d) => `You were expected not to run a command matching ${d}. Why did you run it anyway?`,
  count: (d, n) => `You were expected to run ${n} command(s) matching ${d}. Why did your command choices differ?`,
  atLeast: (d, n) => `You were expected to run at least ${n} command(s) matching ${d}. Why did you run fewer?`,
  atMost: (d, n) => `You were expected to run at most ${n} command(s) matching ${d}. Why did you run more?`,
  before: (a, b) => `You were expected to run a command matching ${a} before ${b}. Why did you choose a different order?`,
  only: (list) => `You were expected to run only commands matching one of: ${list}. Why did you choose a different command set?`,
  size: (n, actual) => `You were expected to run exactly ${n} command(s), but ran ${actual}. Why?`,
  exactlyOne: (d) => `You were expected to run exactly one command matching ${d}. Why did you not do that?`,
  first: (d) => `You were expected to make your first command match ${d}. Why did you choose a different first step?`,
  last: (d) => `You were expected to make your last command match ${d}. Why did you choose a different final command?`,
};

/** File questions: skillgym's for reads (src/assertions/file-reads.ts); agent-bench's writes say the same of writing. */
function fileQuestions(verb: "read" | "write", past: "read" | "wrote", noun: "reads" | "writes"): ListQuestions {
  return {
    includes: (d) => `You were expected to ${verb} a file matching ${d}. Why did you not ${verb} it?`,
    notIncludes: (d) => `You were expected not to ${verb} a file matching ${d}. Why did you ${verb} it anyway?`,
    count: (d, n) => `You were expected to ${verb} ${n} file(s) matching ${d}. Why did your ${noun} differ?`,
    atLeast: (d, n) => `You were expected to ${verb} at least ${n} file(s) matching ${d}. Why did you ${verb} fewer?`,
    atMost: (d, n) => `You were expected to ${verb} at most ${n} file(s) matching ${d}. Why did you ${verb} more?`,
    before: (a, b) => `You were expected to ${verb} a file matching ${a} before ${b}. Why did you choose a different order?`,
    only: (list) => `You were expected to ${verb} only files matching one of: ${list}. Why did you ${verb} different files?`,
    size: (n, actual) => `You were expected to ${verb} exactly ${n} file(s), but ${past} ${actual}. Why?`,
    exactlyOne: (d) => `You were expected to ${verb} exactly one file matching ${d}. Why did you not do that?`,
    first: (d) => `You were expected to make your first file ${verb} match ${d}. Why did you choose a different first ${verb}?`,
    last: (d) => `You were expected to make your last file ${verb} match ${d}. Why did you choose a different final ${verb}?`,
  };
}

export const fileReadQuestions = fileQuestions("read", "read", "reads");
export const fileWriteQuestions = fileQuestions("write", "wrote", "writes");

/** assert.toolCalls.* (skillgym src/assertions/tool-calls.ts). */
export const toolCallQuestions = {
  has: (d: string) => `You were expected to make a tool call matching ${d}. Why did you not do that?`,
  count: (d: string, n: number) => `You were expected to make ${n} tool call(s) matching ${d}. Why did your tool choices differ?`,
  atLeast: (d: string, n: number) => `You were expected to make at least ${n} tool call(s) matching ${d}. Why did you make fewer?`,
  atMost: (d: string, n: number) => `You were expected to make at most ${n} tool call(s) matching ${d}. Why did you make more?`,
  before: (a: string, b: string) => `You were expected to make a tool call matching ${a} before ${b}. Why did you choose a different order?`,
  sequence: (chain: readonly string[]) =>
    `You were expected to follow this tool call sequence: ${chain.join(" -> ")}. Why did you choose a different sequence?`,
  only: (list: string) => `You were expected to make only tool calls matching one of: ${list}. Why did you choose different tools?`,
};

/** For a failed check with no question of its own (output, node:assert, JSONL rules, checkpoints). */
export function genericQuestion(name: string, message: string | undefined): string {
  const first = (message ?? "").split("\n")[0].trim();
  return `The check ${q(name)} failed${first ? `: ${first.replace(/[.:]$/u, "")}` : ""}. Why did your run not meet it?`;
}

/** What the helper's options ask (`explain.question`, a string or a function of the failure), else `fallback`; a blank question is none. */
export function helperQuestion(
  args: readonly unknown[],
  failure: { expected?: unknown; actual?: unknown; observed?: unknown },
  fallback: string | undefined,
): string | undefined {
  const explain = explainOption(args.at(-1));
  let question: string | undefined;
  if (typeof explain?.question === "string") question = explain.question;
  else if (typeof explain?.question === "function") {
    try {
      question = explain.question({ report: args[0] as Session, ...failure });
    } catch {
      // A question that cannot be built falls back to the default; the assertion's own outcome stands.
    }
  }
  const chosen = question ?? fallback;
  return chosen !== undefined && chosen.trim() !== "" ? chosen : undefined;
}

function explainOption(value: unknown): ExplainOptions | undefined {
  if (typeof value !== "object" || value === null || !("explain" in value)) return undefined;
  const explain = (value as { explain?: unknown }).explain;
  return typeof explain === "object" && explain !== null ? (explain as ExplainOptions) : undefined;
}

/** Failed checks of a failed execution that recorded no question get the generic one (a crashed assert hook gets none: it is the suite's fault). */
export function withQuestions(assertions: readonly AssertionResult[], hookCrashed: boolean): AssertionResult[] {
  return assertions.map((a) =>
    a.passed || a.question !== undefined || (a.kind === "hook" && hookCrashed) ? a : { ...a, question: genericQuestion(a.name, a.message) },
  );
}
