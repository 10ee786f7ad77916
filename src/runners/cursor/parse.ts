// `cursor-agent -p --output-format stream-json` → session, from the schema
// Cursor documents (../shared/docs/agent-clis.md §8; not recorded: the CLI
// cannot run offline). A tool call is printed when it starts and again when it
// completes: the call is taken once per call_id, on first sight, and its
// result on completion. Tool lines hold one "<kind>ToolCall" object
// (shellToolCall, readToolCall, writeToolCall, …) or a "function".

import type { Session, SessionErrorKind } from "../../model/session.ts";
import { kindForStatus, statusIn } from "../api-errors.ts";
import { markPhases } from "../phases.ts";
import type { CapturedOutput, ParseContext } from "../runner.ts";
import { SessionBuilder } from "../session-builder.ts";
import { shellReads } from "../shell-reads.ts";
import { isRecord, num, rec, str, textOf } from "../stream.ts";
import { modelSteps } from "./steps.ts";
import { exitCodeOf } from "../../model/process-end.ts";

export const MODEL_REJECTED = /Cannot use this model:/;

interface Call {
  tool: string;
  args: Record<string, unknown>;
}

export function parseCursor(output: CapturedOutput, ctx: ParseContext): Session {
  const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
  const calls = new Map<string, Call>();
  const steps = modelSteps();
  let thinking: { text: string } | undefined;
  let responses = 0;
  let result: Record<string, unknown> | undefined;

  for (const e of b.records(output.stdout)) {
    responses = steps(e);
    b.sessionId ??= str(e.session_id);
    const at = atOf(e.timestamp_ms);
    if (e.type !== "thinking") thinking = undefined;
    switch (e.type) {
      case "system":
        if (e.subtype === "init") b.model ??= str(e.model);
        else b.unknown(e, `system/${String(e.subtype)}`);
        break;
      case "user":
        b.push({ type: "message", role: "user", text: textOf(rec(e.message)?.content), ...at });
        break;
      case "thinking": {
        // Deltas of one thought are joined; "completed" ends it.
        const text = str(e.text) ?? "";
        if (thinking) thinking.text += text;
        else if (text !== "" || e.subtype !== "completed") {
          const message = { type: "message" as const, role: "assistant" as const, phase: "thinking" as const, text, ...at };
          b.push(message);
          thinking = message;
        }
        if (e.subtype === "completed") thinking = undefined;
        break;
      }
      case "assistant":
        b.push({ type: "message", role: "assistant", text: textOf(rec(e.message)?.content), ...at });
        break;
      case "tool_call":
        toolCall(b, e, calls, at);
        break;
      case "result":
        result = e;
        break;
      default:
        b.unknown(e, String(e.type));
    }
  }

  if (result) applyResult(b, result);
  if (responses > 0) b.turns = responses;
  const rejected = output.stderr.split("\n").find((l) => MODEL_REJECTED.test(l));
  if (rejected) b.error({ kind: "model-rejected", message: rejected.trim() });
  else if (!result && (exitCodeOf(output.end) ?? 0) !== 0) {
    // No result line: the reason is on stderr.
    const message = lastLine(output.stderr);
    if (message) b.error(classify(message));
  }
  markPhases(b.events, b.finalOutput);
  b.requireJsonStream(output.stdout, "Cursor agent printed no stream-json events; runner args must not change --output-format");
  return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

function toolCall(b: SessionBuilder, e: Record<string, unknown>, calls: Map<string, Call>, at: { at?: string }): void {
  const id = str(e.call_id);
  const body = rec(e.tool_call) ?? {};
  const [key, value] = Object.entries(body).find(([, v]) => isRecord(v)) ?? ["unknown", {}];
  const inner = rec(value) ?? {};
  const tool = key === "function" ? (str(inner.name) ?? "function") : key.replace(/ToolCall$/, "");
  const args = key === "function" ? (parseArguments(inner.arguments) ?? {}) : (rec(inner.args) ?? {});
  const first = id === undefined || !calls.has(id);
  if (first) {
    if (id) calls.set(id, { tool, args });
    b.push({ type: "toolCall", id, tool, args, ...at });
    derived(b, tool, args, id, at);
  }
  if (e.subtype !== "completed") return;
  const outcome = rec(inner.result) ?? {};
  const success = rec(outcome.success);
  const failure = outcome.error ?? outcome.failure ?? outcome.rejected;
  const exitCode = num(success?.exitCode) ?? num(rec(failure)?.exitCode);
  if (tool === "shell" && exitCode !== undefined) {
    const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
    if (command?.type === "command") command.exitCode = exitCode;
  }
  const isError = failure !== undefined || (exitCode !== undefined && exitCode !== 0);
  if (failure === undefined) writes(b, tool, args, success, id, at);
  const text = success ? (str(success.stdout) ?? str(success.content) ?? textOf(success)) : textOf(rec(failure)?.message ?? rec(failure)?.stderr ?? failure);
  b.push({ type: "toolResult", id, tool, output: text, isError, ...(exitCode !== undefined ? { exitCode } : {}), ...at });
}

function derived(b: SessionBuilder, tool: string, args: Record<string, unknown>, id: string | undefined, at: { at?: string }): void {
  const ref = { toolCallId: id, ...at };
  const file = str(args.path) ?? str(args.filePath) ?? str(args.file_path);
  if (tool === "shell" && typeof args.command === "string") {
    const dir = str(args.workingDirectory) ?? str(args.cwd);
    b.push({ type: "command", command: args.command, ...ref });
    for (const p of shellReads(args.command)) b.push({ type: "fileRead", path: b.resolve(p, dir ? b.resolve(dir) : undefined), ...ref });
  } else if (tool === "read" && file) {
    b.push({ type: "fileRead", path: b.resolve(file), ...ref });
  } else if (/skill/i.test(tool)) {
    // No documented skill tool: any tool named like one (skillgym's rule) loads the skill it names.
    const skill = str(args.name) ?? str(args.skill);
    if (skill) b.push({ type: "skillSignal", skill, signal: `tool:${tool}`, confidence: "explicit", ...at });
  }
}

function writes(
  b: SessionBuilder,
  tool: string,
  args: Record<string, unknown>,
  success: Record<string, unknown> | undefined,
  id: string | undefined,
  at: { at?: string },
): void {
  const file = str(success?.path) ?? str(args.path) ?? str(args.filePath) ?? str(args.file_path);
  const kind = tool === "write" ? "write" : tool === "edit" ? "edit" : tool === "delete" ? "delete" : undefined;
  if (file && kind) b.push({ type: "fileWrite", path: b.resolve(file), kind, toolCallId: id, ...at });
}

function applyResult(b: SessionBuilder, r: Record<string, unknown>): void {
  b.sessionId ??= str(r.session_id);
  if (typeof r.result === "string") b.finalOutput = finalAnswer(b, r.result);
  // The documented result has no usage; a newer CLI's, when present, is read.
  const usage = rec(r.usage);
  const input = num(usage?.inputTokens) ?? num(usage?.input_tokens);
  const output = num(usage?.outputTokens) ?? num(usage?.output_tokens);
  if (input !== undefined || output !== undefined) {
    const cacheRead = num(usage?.cacheReadTokens) ?? num(usage?.cache_read_input_tokens);
    const cacheWrite = num(usage?.cacheWriteTokens) ?? num(usage?.cache_creation_input_tokens);
    b.usage = { inputTokens: input, outputTokens: output, cacheReadTokens: cacheRead, cacheWriteTokens: cacheWrite, totalTokens: (input ?? 0) + (output ?? 0) };
  }
  if (r.is_error === true || (typeof r.subtype === "string" && r.subtype !== "success")) {
    b.error(classify((typeof r.result === "string" && r.result) || str(r.error) || `Cursor agent reported ${str(r.subtype) ?? "an error"}`));
  }
}

/** The documented result joins every assistant text; the answer is the last of them. */
function finalAnswer(b: SessionBuilder, result: string): string {
  const texts = b.events.flatMap((e) => (e.type === "message" && e.role === "assistant" && e.phase !== "thinking" ? [e.text] : []));
  if (texts.length > 1 && (result === texts.join("") || result === texts.join("\n") || result === texts.join("\n\n"))) return texts.at(-1)!;
  return result;
}

function classify(message: string): { kind: SessionErrorKind; message: string; status?: number } {
  if (MODEL_REJECTED.test(message)) return { kind: "model-rejected", message };
  const status = statusIn(message);
  if (status !== undefined) return { kind: kindForStatus(status), message, status };
  if (/unauthori[sz]ed|not authenticated|api key|log ?in/i.test(message)) return { kind: "authentication", message };
  if (/rate limit|too many requests|usage limit/i.test(message)) return { kind: "rate-limit", message };
  return { kind: "crash", message };
}

function parseArguments(value: unknown): Record<string, unknown> | undefined {
  if (isRecord(value)) return value;
  if (typeof value !== "string") return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function lastLine(text: string): string | undefined {
  return text
    .trim()
    .split("\n")
    .filter((l) => l.trim() !== "")
    .at(-1)
    ?.trim()
    .slice(0, 500);
}

function atOf(ms: unknown): { at?: string } {
  const n = num(ms);
  return n !== undefined && n > 0 && n < 8.64e15 ? { at: new Date(n).toISOString() } : {};
}
