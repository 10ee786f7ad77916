// Qwen Code's stream-json is Claude Code's format, so the Claude Code parser
// reads it; this adapts what differs: Gemini CLI tool names (commands, reads,
// writes, skills and sub-agents are derived here), the shell's exit code in
// its display text, usage whose input_tokens already include cached input, no
// cost, `--output-format json` as one array, and API errors that arrive as
// assistant text "[API Error: …]" (with is_error:false before 0.2x).

import type { Session, SessionError, SessionEvent, Usage } from "../../model/session.ts";
import { kindForStatus, statusIn } from "../api-errors.ts";
import { parseClaudeCode } from "../claude-code/parse.ts";
import { markPhases } from "../phases.ts";
import type { CapturedOutput, ParseContext } from "../runner.ts";
import { SessionBuilder } from "../session-builder.ts";
import { arr, isRecord, num, parseJsonLines, rec, str } from "../stream.ts";
import { isSubagentTool, SHELL_TOOL, shellExitCode, toolEvents } from "./tools.ts";
import { exitCodeOf } from "../../model/process-end.ts";

const API_ERROR = /^\s*\[API Error:?\s*([\s\S]*?)\]?\s*$/;
const MODEL_REJECTED = /model_not_found|does not exist or you do not have access|model \S+ (?:is )?not (?:found|supported)|unsupported model|Model not exist/i;

export function parseQwen(output: CapturedOutput, ctx: ParseContext): Session {
  const stdout = asJsonLines(output.stdout);
  const claude = parseClaudeCode({ ...output, stdout }, ctx);
  const records = parseJsonLines(stdout).flatMap((l) => (l.kind === "json" && isRecord(l.value) ? [l.value] : []));
  const init = records.find((r) => r.type === "system" && r.subtype === "init") ?? {};
  const results = records.filter((r) => r.type === "result");
  const slashCommands = new Set(arr(init.slash_commands).filter((s): s is string => typeof s === "string"));
  const cwd = str(init.cwd);

  const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
  b.sessionId = claude.sessionId;
  b.cliVersion = str(init.qwen_code_version);
  b.model = claude.model;
  Object.assign(b.unknownEvents, claude.unknownEvents);
  adaptEvents(b, claude.events, slashCommands, cwd);
  resultErrors(b, results, output.stderr);
  const last = results.at(-1);
  if (typeof last?.result === "string" && !API_ERROR.test(last.result)) b.finalOutput = last.result;
  const turns = results.map((r) => num(r.num_turns)).filter((n): n is number => n !== undefined);
  if (turns.length > 0) b.turns = turns.reduce((a, n) => a + n, 0);
  b.usage = usageOf(results);
  if (claude.errors.some((e) => e.kind === "output")) {
    addError(b, { kind: "output", message: "Qwen Code printed no stream-json events; runner args must not change --output-format" });
  }
  markPhases(b.events, b.finalOutput);
  return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

/** A fatal error, once: the stream and the result line often say the same thing. */
function addError(b: SessionBuilder, error: SessionError, at?: string): void {
  if (b.errors.some((e) => e.message === error.message)) return;
  b.errors.push(error);
  b.push({ type: "error", ...error, fatal: true, ...(at ? { at } : {}) });
}

/** Claude Code's reading of the stream, with Qwen's tools, API errors in assistant text, and only the slash commands Qwen offered. */
function adaptEvents(b: SessionBuilder, events: readonly SessionEvent[], slashCommands: ReadonlySet<string>, cwd: string | undefined): void {
  const tools = new Map<string, string>();
  for (const event of events) {
    const e: SessionEvent = { ...event };
    if (e.type === "error" && e.fatal && e.kind !== "permission") continue; // Claude Code's reading of the result: resultErrors redoes it
    if (e.type === "error" && e.fatal) {
      addError(b, { kind: e.kind, message: e.message, ...(e.status !== undefined ? { status: e.status } : {}) }, e.at);
      continue;
    }
    if (e.type === "skillSignal" && e.signal.startsWith("prompt:/") && !slashCommands.has(e.skill)) continue;
    if (e.type === "message" && e.role === "assistant" && e.phase !== "thinking") {
      const apiError = API_ERROR.exec(e.text);
      if (apiError && !e.parentToolCallId) {
        addError(b, classify(e.text), e.at);
        continue;
      }
      delete e.phase;
    }
    b.push(e);
    if (e.type === "toolCall") {
      if (e.id) tools.set(e.id, e.tool);
      for (const derived of toolEvents(b, e, cwd)) b.push(derived);
    } else if (e.type === "toolResult") toolResultFacts(b, e, e.tool ?? (e.id ? tools.get(e.id) : undefined));
  }
}

/** What a tool's result tells beyond Claude Code's reading: the shell's exit code, a created file, a sub-agent's end. */
function toolResultFacts(b: SessionBuilder, e: Extract<SessionEvent, { type: "toolResult" }>, tool: string | undefined): void {
  if (tool === SHELL_TOOL) {
    const exitCode = shellExitCode(e);
    if (exitCode !== undefined) {
      e.exitCode = exitCode;
      const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === e.id);
      if (command?.type === "command") command.exitCode = exitCode;
    }
  }
  if (tool === "write_file" && !e.isError && /created and wrote to new file/i.test(e.output)) {
    const write = b.events.findLast((ev) => ev.type === "fileWrite" && ev.toolCallId === e.id);
    if (write?.type === "fileWrite") write.kind = "create";
  }
  if (isSubagentTool(tool)) b.push({ type: "subagent", toolCallId: e.id, status: e.isError ? "failed" : "completed", ...(e.at ? { at: e.at } : {}) });
}

/** The result lines' errors (and a max-turns stop only stderr reports). */
function resultErrors(b: SessionBuilder, results: readonly Record<string, unknown>[], stderr: string): void {
  for (const r of results) {
    if (r.subtype === "error_max_turns") addError(b, { kind: "max-turns", message: "Qwen Code reached its maximum number of session turns" });
    else if (r.is_error === true)
      addError(
        b,
        classify(
          str(rec(r.error)?.message) ||
            arr(r.errors)
              .filter((x) => typeof x === "string")
              .join("; ") ||
            str(r.result) ||
            "Qwen Code reported an error",
        ),
      );
  }
  if (results.length === 0 && /Reached max session turns/i.test(stderr)) {
    addError(b, { kind: "max-turns", message: "Qwen Code reached its maximum number of session turns (--max-session-turns)" });
  }
}

function classify(text: string): SessionError {
  const message = API_ERROR.exec(text)?.[1]?.trim() || text;
  const status = statusIn(text) ?? leadingStatus(message);
  if (MODEL_REJECTED.test(message)) return { kind: "model-rejected", message, ...(status !== undefined ? { status } : {}) };
  return { kind: API_ERROR.test(text) || status !== undefined ? kindForStatus(status) : "crash", message, ...(status !== undefined ? { status } : {}) };
}

/** "[API Error: 500 the provider is down]": the status leads the message. */
function leadingStatus(message: string): number | undefined {
  const m = /^(\d{3})\b/.exec(message);
  const status = m ? Number(m[1]) : undefined;
  return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}

/** Qwen's input_tokens already count cached input (Claude Code's leave it out). */
function usageOf(results: Record<string, unknown>[]): Partial<Usage> {
  const usages = results.map((r) => rec(r.usage)).filter((u): u is Record<string, unknown> => u !== undefined);
  if (usages.length === 0) return {};
  const sum = (key: string) => usages.reduce((n, u) => n + (num(u[key]) ?? 0), 0);
  const input = sum("input_tokens");
  const output = sum("output_tokens");
  const totals = usages.map((u) => num(u.total_tokens));
  const thinking = usages.map((u) => num(u.thoughts_tokens) ?? num(rec(u.output_tokens_details)?.reasoning_tokens)).filter((n): n is number => n !== undefined);
  return {
    inputTokens: input,
    outputTokens: output,
    cacheReadTokens: sum("cache_read_input_tokens"),
    ...(thinking.length > 0 ? { reasoningTokens: thinking.reduce((a, n) => a + n, 0) } : {}),
    totalTokens: totals.every((t) => t !== undefined) ? totals.reduce((a, n) => a + n, 0) : input + output,
  };
}

/** `--output-format json` prints the same messages as one JSON array. */
function asJsonLines(stdout: string): string {
  const trimmed = stdout.trim();
  if (!trimmed.startsWith("[")) return stdout;
  try {
    const value = JSON.parse(trimmed) as unknown;
    return Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join("\n") : stdout;
  } catch {
    return stdout;
  }
}
