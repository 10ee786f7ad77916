// Rules on what the agent did: tool_called, tool_result, skill_used,
// command_ran, file_read, file_written. Tool names match exactly or as the last
// part of a namespaced name ("mcp__github__create_issue", "fs.read"), never as
// an arbitrary substring.

import type { AssertionRule } from "../../model/case.ts";
import { SKILL_CONFIDENCE_ORDER, type Session, type SkillConfidence, type ToolCallEvent } from "../../model/session.ts";
import { commandPredicate, describeCommandMatcher } from "../command-matcher.ts";
import { jsonEqual } from "../json/compare.ts";
import { commandsOf, fileReadsOf, fileWritesOf, resultOf, toolCallsOf } from "../session-views.ts";
import type { CommandValueMatcher, Matcher, StructuredCommandMatcher } from "../types.ts";
import { partialMatch, compilePatterns } from "./partial.ts";
import type { CompileContext, RuleDefinition, RuleOutcome } from "./types.ts";
import { describeText, matchText, regexOrFail, show, stringList, textMatcher } from "./values.ts";

export function toolNameMatches(actual: string, expected: string): boolean {
  return actual === expected || actual.endsWith(`__${expected}`) || actual.endsWith(`.${expected}`);
}

function argsOf(call: ToolCallEvent): unknown {
  if (typeof call.args !== "string") return call.args;
  try {
    return JSON.parse(call.args);
  } catch {
    return call.args;
  }
}

function argsInclude(actual: unknown, expected: Record<string, unknown>): boolean {
  if (typeof actual !== "object" || actual === null) return false;
  return Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && jsonEqual((actual as Record<string, unknown>)[k], v));
}

/** "Bash ×2, Read" */
function toolSummary(calls: ToolCallEvent[]): string {
  if (calls.length === 0) return "no tools were called";
  const counts = new Map<string, number>();
  for (const c of calls) counts.set(c.tool, (counts.get(c.tool) ?? 0) + 1);
  const list = [...counts].slice(0, 20).map(([tool, n]) => (n > 1 ? `${tool} ×${n}` : tool));
  return `tools called: ${list.join(", ")}${counts.size > 20 ? ", …" : ""}`;
}

function listed(values: string[]): string {
  if (values.length === 0) return "(none)";
  const shown = values.slice(0, 10).map((v) => show(v, 120));
  return `${shown.join(", ")}${values.length > 10 ? `, … ${values.length - 10} more` : ""}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export const sessionRules: Record<string, RuleDefinition> = {
  tool_called: {
    value: "required",
    example: '{"type": "tool_called", "value": {"name": "search", "arguments": {"query": "weather"}}}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      const v = rule.value;
      const names = isRecord(v) ? stringList(v.name) : stringList(v);
      const args = isRecord(v) ? v.arguments : undefined;
      if (!names) ctx.fail('"value" must be a tool name, a list of names (any of them), or {"name", "arguments"}', this.example);
      if (args !== undefined && !isRecord(args)) ctx.fail('"arguments" must be an object (the call must have these keys with these values)', this.example);
      if (isRecord(v)) for (const key of Object.keys(v)) if (key !== "name" && key !== "arguments") ctx.fail(`unknown key "${key}" in value`, this.example);
      const wanted = `${names.length > 1 ? `any of ${names.map((n) => JSON.stringify(n)).join(", ")}` : JSON.stringify(names[0])}${args ? ` with arguments ${show(args)}` : ""}`;
      return ({ session }): RuleOutcome => {
        const calls = toolCallsOf(session);
        const named = calls.filter((c) => names.some((n) => toolNameMatches(c.tool, n)));
        const hit = named.find((c) => !args || argsInclude(argsOf(c), args));
        if (hit)
          return {
            passed: true,
            message: `${hit.tool} was called (tool call #${calls.indexOf(hit) + 1})`,
            expected: v,
            actual: { tool: hit.tool, args: hit.args },
          };
        const detail =
          named.length > 0
            ? `; its calls had arguments ${named
                .slice(0, 3)
                .map((c) => show(c.args, 200))
                .join(", ")}`
            : `; ${toolSummary(calls)}`;
        return {
          passed: false,
          message: `no call of ${wanted}${detail}`,
          expected: v,
          actual: named.length > 0 ? named.map((c) => c.args) : calls.map((c) => c.tool),
        };
      };
    },
  },
  tool_result: {
    value: "required",
    example: '{"type": "tool_result", "value": {"tool": "search", "result": {"status": "ok"}}}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      const v = rule.value;
      if (!isRecord(v) || typeof v.tool !== "string" || v.tool === "")
        ctx.fail('"value" must be {"tool": "<name>", "result": <partial result>} ("result" optional)', this.example);
      for (const key of Object.keys(v)) if (key !== "tool" && key !== "result") ctx.fail(`unknown key "${key}" in value`, this.example);
      const tool = v.tool;
      const hasResult = "result" in v;
      const patterns = compilePatterns(v.result, rule.flags, ctx);
      return ({ session }): RuleOutcome => {
        const calls = toolCallsOf(session).filter((c) => toolNameMatches(c.tool, tool));
        if (calls.length === 0)
          return { passed: false, message: `tool ${JSON.stringify(tool)} was not called; ${toolSummary(toolCallsOf(session))}`, expected: v, actual: null };
        const seen: string[] = [];
        for (const call of calls) {
          const result = resultOf(session, call);
          if (!result) {
            seen.push("(no result)");
            continue;
          }
          if (result.isError) {
            seen.push(`error: ${show(result.output, 200)}`);
            continue;
          }
          if (!hasResult || partialMatch(result.output, v.result, patterns)) {
            return {
              passed: true,
              message: `${call.tool} returned ${hasResult ? `a result matching ${show(v.result)}` : "without an error"}`,
              expected: v,
              actual: result.output,
            };
          }
          seen.push(show(result.output, 200));
        }
        const want = hasResult ? `a result matching ${show(v.result)}` : "a result without an error";
        return { passed: false, message: `${JSON.stringify(tool)} returned no ${want.slice(2)}; results: ${seen.join(" | ")}`, expected: v, actual: seen };
      };
    },
  },
  skill_used: {
    value: "required",
    example: '{"type": "skill_used", "value": "pdf"}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      const v = rule.value;
      const skills = isRecord(v) ? stringList(v.skill ?? v.name) : stringList(v);
      const min = isRecord(v) ? v.minConfidence : undefined;
      if (!skills) ctx.fail('"value" must be a skill name, a list of names (all of them), or {"skill", "minConfidence"}', this.example);
      if (min !== undefined && !SKILL_CONFIDENCE_ORDER.includes(min as SkillConfidence))
        ctx.fail(`"minConfidence" must be one of ${SKILL_CONFIDENCE_ORDER.join(", ")}`, '{"skill": "pdf", "minConfidence": "strong"}');
      const rank = min === undefined ? 0 : SKILL_CONFIDENCE_ORDER.indexOf(min as SkillConfidence);
      return ({ session }): RuleOutcome => {
        const detected = session.detectedSkills.filter((d) => SKILL_CONFIDENCE_ORDER.indexOf(d.confidence) >= rank);
        const missing = skills.filter((s) => !detected.some((d) => d.skill === s));
        const observed = session.detectedSkills.map((d) => `${d.skill} (${d.confidence})`);
        const at = min ? ` with confidence ${min as string} or higher` : "";
        if (missing.length === 0)
          return { passed: true, message: `skill ${skills.map((s) => JSON.stringify(s)).join(", ")} detected${at}`, expected: v, actual: observed };
        return {
          passed: false,
          message: `skill ${missing.map((s) => JSON.stringify(s)).join(", ")} not detected${at}; detected: ${observed.join(", ") || "(none)"}`,
          expected: v,
          actual: observed,
        };
      };
    },
  },
  command_ran: {
    value: "required",
    fields: ["flags"],
    example: '{"type": "command_ran", "value": {"executable": "pnpm", "positionals": ["test"]}}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      const items = Array.isArray(rule.value) ? rule.value : [rule.value];
      if (items.length === 0) ctx.fail('"value" is an empty list', this.example);
      const matchers = items.map((item) => commandMatcherOf(item, rule.flags, ctx));
      return ({ session }) =>
        allMatch(
          commandsOf(session),
          matchers.map((m) => ({ test: commandPredicate(m), label: describeCommandMatcher(m) })),
          "command",
          "commands run",
        );
    },
  },
  file_read: pathRule("file_read", "file read", "files read", fileReadsOf),
  file_written: pathRule("file_written", "file written", "files written", fileWritesOf),
};

function pathRule(type: string, one: string, many: string, values: (s: Session) => string[]): RuleDefinition {
  return {
    value: "required",
    fields: ["flags"],
    example: `{"type": "${type}", "value": "README.md"}`,
    compile(rule: AssertionRule, ctx: CompileContext) {
      const list = stringList(rule.value);
      if (!list) ctx.fail('"value" must be a path (a substring of the absolute path, or "regex:<pattern>") or a list of them (all of them)', this.example);
      const matchers = list.map((s) => textMatcher(s, rule.flags, ctx));
      return ({ session }) =>
        allMatch(
          values(session),
          matchers.map((m) => ({ test: (v: string) => matchText(v, m), label: describeText(m) })),
          one,
          many,
        );
    },
  };
}

function allMatch(values: string[], wanted: Array<{ test: (v: string) => boolean; label: string }>, one: string, many: string): RuleOutcome {
  const missing = wanted.filter((w) => !values.some(w.test));
  const labels = wanted.map((w) => w.label);
  if (missing.length === 0) return { passed: true, message: `${one} matching ${labels.join(" and ")} found`, expected: labels, actual: values };
  return {
    passed: false,
    message: `no ${one} matched ${missing.map((m) => m.label).join(" or ")}; ${many}: ${listed(values)}`,
    expected: labels,
    actual: values,
  };
}

const MATCHER_KEYS = new Set(["executable", "positionals", "options", "endOfOptions", "exact", "strict"]);

/** A JSON command matcher: a string ("regex:" for a pattern), or a structured matcher whose strings may be "regex:…". */
function commandMatcherOf(item: unknown, flags: string | undefined, ctx: CompileContext): Matcher | StructuredCommandMatcher {
  const token = (v: unknown, where: string): Matcher => {
    if (typeof v !== "string")
      return ctx.fail(
        `${where} must be a string ("regex:<pattern>" for a pattern)`,
        '{"executable": "pnpm", "positionals": ["test"], "options": {"--filter": "unit"}}',
      );
    return v.startsWith("regex:") ? regexOrFail(v.slice(6), flags, ctx) : v;
  };
  if (typeof item === "string") {
    if (item === "") ctx.fail('"value" is an empty string, which every command contains', '"value": "pnpm test"');
    return item.startsWith("regex:") ? regexOrFail(item.slice(6), flags, ctx) : item;
  }
  if (!isRecord(item))
    return ctx.fail(
      '"value" must be a command (substring or "regex:…"), a structured matcher object, or a list of them',
      '{"executable": "pnpm", "positionals": ["test"]}',
    );
  for (const key of Object.keys(item)) if (!MATCHER_KEYS.has(key)) ctx.fail(`unknown command matcher key "${key}"`, `keys: ${[...MATCHER_KEYS].join(", ")}`);
  const m: { -readonly [K in keyof StructuredCommandMatcher]: StructuredCommandMatcher[K] } = {};
  if (item.executable !== undefined) m.executable = token(item.executable, '"executable"');
  if (item.positionals !== undefined) {
    if (!Array.isArray(item.positionals)) ctx.fail('"positionals" must be a list', '"positionals": ["test"]');
    m.positionals = (item.positionals as unknown[]).map((p, i) => token(p, `positionals[${i}]`));
  }
  if (item.options !== undefined) {
    if (!isRecord(item.options))
      ctx.fail('"options" must be an object of option name → value (true for a flag)', '"options": {"--filter": "unit", "--watch": true}');
    const value = (v: unknown, name: string): CommandValueMatcher => (v === true ? true : token(v, `options["${name}"]`));
    m.options = Object.fromEntries(Object.entries(item.options).map(([name, v]) => [name, Array.isArray(v) ? v.map((x) => value(x, name)) : value(v, name)]));
  }
  for (const key of ["endOfOptions", "exact", "strict"] as const) {
    if (item[key] !== undefined && typeof item[key] !== "boolean") ctx.fail(`"${key}" must be true or false`, `"${key}": true`);
    if (item[key] !== undefined) m[key] = item[key];
  }
  return m;
}
