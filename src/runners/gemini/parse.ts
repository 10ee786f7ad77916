// Gemini CLI's stream-json (and the one object of --output-format json) →
// session. Assistant text arrives as deltas and is joined; tool results are
// display text (a failing shell command can still say "success"); the totals
// come from the result line's stats.

import type { MessageEvent, Session, SessionErrorKind } from "../../model/session.ts";
import { kindForStatus, statusIn } from "../api-errors.ts";
import { cliVersionOf } from "../cli-env.ts";
import type { CapturedOutput, ParseContext } from "../runner.ts";
import { SessionBuilder } from "../session-builder.ts";
import { markPhases } from "../phases.ts";
import { shellReads } from "../shell-reads.ts";
import { arr, isRecord, num, parseJsonLines, rec, str } from "../stream.ts";
import { modelResponses } from "./steps.ts";
import type { GeminiEvent, GeminiJsonOutput, GeminiStats } from "./types.ts";
import { exitCodeOf } from "../../model/process-end.ts";

const MODEL_REJECTED = /is not found for API version|ModelNotFoundError|model_not_found|models\/\S+ is not found/i;

export function parseGemini(output: CapturedOutput, ctx: ParseContext): Session {
  const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
  const whole = wholeObject(output.stdout);
  const exitCode = exitCodeOf(output.end);
  if (whole) jsonMode(b, whole, exitCode);
  else streamMode(b, output, exitCode);
  b.cliVersion ??= cliVersionOf(output.files.package);
  return b.finish({ exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

function streamMode(b: SessionBuilder, output: CapturedOutput, processExitCode: number | null): void {
  const tools = new Map<string, string>();
  let text: MessageEvent | undefined;
  const count = modelResponses();
  let responses = 0;
  // An error event and the failed result that follows it say the same thing once.
  const fatal = (error: { kind: SessionErrorKind; message: string; status?: number }) => {
    if (!b.errors.some((e) => e.message === error.message)) b.error(error);
  };
  // A line that is not JSON ends the message being streamed.
  const endMessage = () => {
    text = undefined;
  };
  for (const record of b.records(output.stdout, endMessage)) {
    const e = record as GeminiEvent;
    const at = str(e.timestamp);
    responses = count(e);
    if (!(e.type === "message" && e.role === "assistant")) text = undefined;
    switch (e.type) {
      case "init":
        b.sessionId ??= str(e.session_id);
        b.model ??= str(e.model);
        break;
      case "message":
        if (e.role === "assistant") {
          if (text) text.text += str(e.content) ?? "";
          else {
            text = { type: "message", role: "assistant", text: str(e.content) ?? "", ...(at ? { at } : {}) };
            b.push(text);
          }
        } else {
          b.push({ type: "message", role: "user", text: str(e.content) ?? "", ...(at ? { at } : {}) });
        }
        break;
      case "tool_use":
        toolUse(b, e, tools);
        break;
      case "tool_result":
        toolResult(b, e, tools);
        break;
      case "error": {
        const message = str(e.message) ?? "Gemini CLI reported an error";
        if (e.severity === "warning") b.push({ type: "error", kind: "other", message, fatal: false, ...(at ? { at } : {}) });
        else fatal(/maximum session turns/i.test(message) ? { kind: "max-turns", message } : classify(message, processExitCode));
        break;
      }
      case "result":
        if (isRecord(e.stats)) usageFromStats(b, e.stats);
        if (e.status === "error") fatal(classify(str(rec(e.error)?.message) ?? "Gemini CLI reported an error", processExitCode));
        break;
      default:
        b.unknown(e, String((e as { type?: unknown }).type));
    }
  }
  if (responses > 0) b.turns = responses;
  markPhases(b.events);
  b.requireJsonStream(output.stdout, "Gemini CLI printed no stream-json events; runner args must not change --output-format");
  if (b.jsonLines === 0 && output.stdout.trim() === "") {
    // --output-format json writes its errors to stderr.
    const error = stderrError(output.stderr);
    if (error) b.error(classify(str(error.message) ?? "Gemini CLI reported an error", processExitCode, num(error.code)));
  }
}

/** A tool's result is display text: a shell command's exit code is read from it. */
function toolResult(b: SessionBuilder, e: Extract<GeminiEvent, { type: "tool_result" }>, tools: ReadonlyMap<string, string>): void {
  const at = str(e.timestamp);
  const id = str(e.tool_id);
  const tool = id ? tools.get(id) : undefined;
  const out = str(e.output) ?? str(rec(e.error)?.message) ?? "";
  const m = tool === "run_shell_command" ? /(?:exited with code|Exit Code):? (\d+)/i.exec(out) : null;
  const exitCode = m ? Number(m[1]) : undefined;
  if (exitCode !== undefined) {
    const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
    if (command?.type === "command") command.exitCode = exitCode;
  }
  b.push({
    type: "toolResult",
    id,
    tool,
    output: out,
    isError: e.status === "error",
    ...(exitCode !== undefined ? { exitCode } : {}),
    ...(at ? { at } : {}),
  });
  if (tool === "invoke_agent" || tool === "delegate_to_agent")
    b.push({ type: "subagent", toolCallId: id, status: e.status === "error" ? "failed" : "completed" });
}

function toolUse(b: SessionBuilder, e: Extract<GeminiEvent, { type: "tool_use" }>, tools: Map<string, string>): void {
  const id = str(e.tool_id);
  const name = str(e.tool_name) ?? "unknown";
  const params = rec(e.parameters) ?? {};
  const at = str(e.timestamp);
  if (id) tools.set(id, name);
  b.push({ type: "toolCall", id, tool: name, args: params, ...(at ? { at } : {}) });
  const ref = { toolCallId: id, ...(at ? { at } : {}) };
  const file = str(params.file_path) ?? str(params.absolute_path) ?? str(params.path);
  if (name === "run_shell_command" && typeof params.command === "string") {
    const base = str(params.dir_path) ?? str(params.directory);
    b.push({ type: "command", command: params.command, ...ref });
    for (const p of shellReads(params.command)) b.push({ type: "fileRead", path: b.resolve(p, base ? b.resolve(base) : undefined), ...ref });
  } else if (name === "read_file" && file) {
    b.push({ type: "fileRead", path: b.resolve(file), ...ref });
  } else if (name === "read_many_files") {
    for (const p of arr(params.paths ?? params.file_paths))
      if (typeof p === "string" && !/[*?[]/.test(p)) b.push({ type: "fileRead", path: b.resolve(p), ...ref });
  } else if (name === "write_file" && file) {
    b.push({ type: "fileWrite", path: b.resolve(file), kind: "write", ...ref });
  } else if ((name === "replace" || name === "edit") && file) {
    b.push({ type: "fileWrite", path: b.resolve(file), kind: "edit", ...ref });
  } else if (name === "activate_skill" && typeof params.name === "string") {
    b.push({ type: "skillSignal", skill: params.name, signal: "tool:activate_skill", confidence: "explicit", ...(at ? { at } : {}) });
  } else if (name === "invoke_agent" || name === "delegate_to_agent") {
    b.push({ type: "subagent", toolCallId: id, status: "started", description: str(params.agent_name) ?? str(params.objective), ...(at ? { at } : {}) });
  }
}

function usageFromStats(b: SessionBuilder, stats: GeminiStats): void {
  const input = num(stats.input_tokens);
  const outputTokens = num(stats.output_tokens);
  if (input === undefined && outputTokens === undefined) return;
  b.usage = {
    inputTokens: input,
    outputTokens,
    cacheReadTokens: num(stats.cached),
    totalTokens: num(stats.total_tokens) ?? (input ?? 0) + (outputTokens ?? 0),
  };
  if (!b.model && isRecord(stats.models)) b.model = Object.keys(stats.models)[0];
}

/** --output-format json: one (pretty-printed) object with the response and per-model stats. */
function jsonMode(b: SessionBuilder, o: GeminiJsonOutput, exitCode: number | null): void {
  b.sessionId = str(o.session_id);
  if (typeof o.response === "string") {
    b.push({ type: "message", role: "assistant", phase: "final", text: o.response });
    b.finalOutput = o.response;
  }
  const models = Object.entries(rec(rec(o.stats)?.models) ?? {});
  if (models.length > 0) {
    b.model = models[0][0];
    let input = 0,
      output = 0,
      cached = 0,
      thoughts = 0,
      total = 0,
      requests = 0;
    for (const [, m] of models) {
      const t = rec(rec(m)?.tokens) ?? {};
      input += num(t.prompt) ?? num(t.input) ?? 0;
      output += num(t.candidates) ?? 0;
      cached += num(t.cached) ?? 0;
      thoughts += num(t.thoughts) ?? 0;
      total += num(t.total) ?? 0;
      requests += num(rec(rec(m)?.api)?.totalRequests) ?? 0;
    }
    b.usage = { inputTokens: input, outputTokens: output, cacheReadTokens: cached, reasoningTokens: thoughts, totalTokens: total || input + output + thoughts };
    if (requests > 0) b.turns = requests;
  }
  if (isRecord(o.error)) b.error(classify(str(o.error.message) ?? "Gemini CLI reported an error", exitCode, num(o.error.code)));
}

function classify(message: string, exitCode: number | null, code?: number): { kind: SessionErrorKind; message: string; status?: number } {
  // On a fatal API error the exit code is the HTTP status mod 256 (400 → 144, 500 → 244).
  const fromExit = exitCode !== null && exitCode >= 144 && exitCode <= 255 ? exitCode + 256 : undefined;
  const status = code ?? statusIn(message) ?? fromExit;
  if (MODEL_REJECTED.test(message)) return { kind: "model-rejected", message, status };
  if (/^\[API Error/.test(message) || status !== undefined) return { kind: kindForStatus(status), message, status };
  return { kind: "other", message };
}

/** The `{"session_id":…,"error":{…}}` that --output-format json prints on stderr when it fails. */
function stderrError(stderr: string): Record<string, unknown> | undefined {
  for (const line of parseJsonLines(stderr)) {
    if (line.kind === "json" && isRecord(line.value) && isRecord(line.value.error)) return line.value.error;
  }
  const start = stderr.indexOf("{");
  const whole = start >= 0 ? wholeObject(stderr.slice(start)) : undefined;
  return isRecord(whole?.error) ? whole.error : undefined;
}

function wholeObject(text: string): GeminiJsonOutput | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{") || !trimmed.includes("\n")) return undefined;
  try {
    const value = JSON.parse(trimmed) as unknown;
    return isRecord(value) && value.type === undefined ? value : undefined;
  } catch {
    return undefined;
  }
}
