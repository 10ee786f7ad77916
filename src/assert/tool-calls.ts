// assert.toolCalls.*: the agent's tool calls in order. A matcher is
// { tool?, where? }: `tool` is a substring of the tool name (skillgym's rule)
// or a RegExp; `where(args, event)` is a predicate on the call's arguments.

import type { Session, ToolCallEvent } from "../model/session.ts";
import { plural } from "../format.ts";
import { compose, describeMatcher, matchesText, observedList, safeJson } from "./format.ts";
import { helper, type Verdict } from "./helper.ts";
import { toolCallQuestions } from "./questions.ts";
import { toolCallsOf } from "./session-views.ts";
import type { AssertionOptions, ToolCallAssertions, ToolCallMatcher } from "./types.ts";

export function describeToolCallMatcher(matcher: ToolCallMatcher): string {
  const parts: string[] = [];
  if (matcher.tool !== undefined) parts.push(`tool ${describeMatcher(matcher.tool)}`);
  if (matcher.where !== undefined) parts.push(`where ${matcher.where.name ? `${matcher.where.name}()` : "(custom predicate)"}`);
  return parts.length ? parts.join(" ") : "any tool call";
}

export function matchesToolCall(event: ToolCallEvent, matcher: ToolCallMatcher): boolean {
  if (typeof matcher !== "object" || matcher === null)
    throw new TypeError(`a tool call matcher is an object { tool?, where? }, got ${matcher === null ? "null" : typeof matcher}`);
  if (matcher.tool !== undefined && !matchesText(event.tool, matcher.tool)) return false;
  // Truthy, as in skillgym (JavaScript suites may return a match object).
  return matcher.where === undefined || Boolean(matcher.where(event.args, event));
}

const showCall = (e: ToolCallEvent) => (e.args === undefined ? e.tool : `${e.tool} ${safeJson(e.args)}`);

function observed(calls: ToolCallEvent[]): string {
  return observedList("tool calls", calls.map(showCall));
}

function verdict(
  passed: boolean,
  detail: string,
  calls: ToolCallEvent[],
  options: AssertionOptions | undefined,
  expected: unknown,
  actual: unknown,
  question: string,
): Verdict {
  return { passed, ...(passed ? {} : { message: compose(detail, observed(calls), options?.message), question }), expected, actual, observed: calls };
}

const countOf = (calls: ToolCallEvent[], m: ToolCallMatcher) => calls.filter((c) => matchesToolCall(c, m)).length;

function countCheck(label: (n: number) => string, ok: (count: number, n: number) => boolean, question: (d: string, n: number) => string) {
  return (report: Session, matcher: ToolCallMatcher, n: number, options?: AssertionOptions): Verdict => {
    const calls = toolCallsOf(report);
    const count = countOf(calls, matcher);
    const d = describeToolCallMatcher(matcher);
    return verdict(ok(count, n), `Expected ${label(n)} matching ${d}, but found ${count}.`, calls, options, n, count, question(d, n));
  };
}

const checks = {
  has: (report: Session, matcher: ToolCallMatcher, options?: AssertionOptions): Verdict => {
    const calls = toolCallsOf(report);
    const d = describeToolCallMatcher(matcher);
    return verdict(
      calls.some((c) => matchesToolCall(c, matcher)),
      `Expected a tool call matching ${d}, but none did.`,
      calls,
      options,
      d,
      calls.map(showCall),
      toolCallQuestions.has(d),
    );
  },
  count: countCheck(
    (n) => plural(n, "tool call", "tool calls"),
    (c, n) => c === n,
    toolCallQuestions.count,
  ),
  atLeast: countCheck(
    (n) => `at least ${plural(n, "tool call", "tool calls")}`,
    (c, n) => c >= n,
    toolCallQuestions.atLeast,
  ),
  atMost: countCheck(
    (n) => `at most ${plural(n, "tool call", "tool calls")}`,
    (c, n) => c <= n,
    toolCallQuestions.atMost,
  ),
  before: (report: Session, first: ToolCallMatcher, second: ToolCallMatcher, options?: AssertionOptions): Verdict => {
    const calls = toolCallsOf(report);
    const a = calls.findIndex((c) => matchesToolCall(c, first));
    const b = calls.findIndex((c) => matchesToolCall(c, second));
    const da = describeToolCallMatcher(first);
    const db = describeToolCallMatcher(second);
    const reason =
      a === -1
        ? `no tool call matched ${da}`
        : b === -1
          ? `no tool call matched ${db}`
          : `the first match of ${da} is #${a + 1} and the first match of ${db} is #${b + 1}`;
    return verdict(
      a !== -1 && b !== -1 && a < b,
      `Expected a tool call matching ${da} before one matching ${db}, but ${reason}.`,
      calls,
      options,
      [da, db],
      {
        first: a === -1 ? null : a + 1,
        second: b === -1 ? null : b + 1,
      },
      toolCallQuestions.before(da, db),
    );
  },
  sequence: (report: Session, matchers: readonly ToolCallMatcher[], options?: AssertionOptions): Verdict => {
    const calls = toolCallsOf(report);
    const chain = matchers.map(describeToolCallMatcher);
    let at = -1;
    for (const [i, m] of matchers.entries()) {
      const next = calls.findIndex((c, j) => j > at && matchesToolCall(c, m));
      if (next === -1) {
        const where = at === -1 ? "" : ` after #${at + 1}`;
        return verdict(
          false,
          `Expected tool calls in the order ${chain.join(" -> ")}, but no call matching ${chain[i]} came${where}.`,
          calls,
          options,
          chain,
          calls.map(showCall),
          toolCallQuestions.sequence(chain),
        );
      }
      at = next;
    }
    return verdict(true, "", calls, options, chain, calls.map(showCall), toolCallQuestions.sequence(chain));
  },
  only: (report: Session, matchers: readonly ToolCallMatcher[], options?: AssertionOptions): Verdict => {
    const calls = toolCallsOf(report);
    const bad = calls.flatMap((c, i) => (matchers.some((m) => matchesToolCall(c, m)) ? [] : [i]));
    const list = matchers.map(describeToolCallMatcher).join(", ") || "(none)";
    const detail = `Expected every tool call to match one of: ${list}, but ${plural(bad.length, "tool call", "tool calls")} did not (${bad.map((i) => `#${i + 1}`).join(", ")}).`;
    return verdict(
      bad.length === 0,
      detail,
      calls,
      options,
      matchers.map(describeToolCallMatcher),
      bad.map((i) => showCall(calls[i])),
      toolCallQuestions.only(list),
    );
  },
};

export function toolCallAssertions(soft: boolean): ToolCallAssertions {
  return {
    has: helper("toolCalls.has", checks.has, soft),
    count: helper("toolCalls.count", checks.count, soft),
    atLeast: helper("toolCalls.atLeast", checks.atLeast, soft),
    atMost: helper("toolCalls.atMost", checks.atMost, soft),
    before: helper("toolCalls.before", checks.before, soft),
    sequence: helper("toolCalls.sequence", checks.sequence, soft),
    only: helper("toolCalls.only", checks.only, soft),
  };
}
