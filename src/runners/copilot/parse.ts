// `copilot -p … --output-format json` → session. Most lines are ephemeral
// progress (deltas, background-task pings) and are dropped, except the list
// of loaded skills and failed model calls. A tool is announced three ways
// (the assistant's toolRequests, tool.execution_start, telemetry): it is
// taken once, from tool.execution_start. A shell command that exits non-zero
// still reports success:true, so its exit code comes from shellExecution.
// The stream has no token counts: they come from --usage-output-file.

import type { Session, SessionErrorKind } from "../../model/session.ts";
import { kindForStatus, statusIn } from "../api-errors.ts";
import { cliVersionOf } from "../cli-env.ts";
import { patchedFiles } from "../patch-files.ts";
import { markPhases } from "../phases.ts";
import type { CapturedOutput, ParseContext } from "../runner.ts";
import { SessionBuilder } from "../session-builder.ts";
import { shellReads } from "../shell-reads.ts";
import { arr, isRecord, num, rec, str, textOf } from "../stream.ts";
import { usageFromFile } from "./usage.ts";
import { exitCodeOf } from "../../model/process-end.ts";

const MODEL_REJECTED =
  /Model '[^']*' not found|model_not_found|does not exist or you do not have access|model is not supported|unsupported model|not a valid model/i;
const SHELLS = new Set(["bash", "powershell", "shell"]);
const WRITE_KINDS = { create: "create", edit: "edit", delete: "delete" } as const;

interface Tool {
  name: string;
  args: Record<string, unknown>;
  raw: unknown;
}

export function parseCopilot(output: CapturedOutput, ctx: ParseContext): Session {
  const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
  const tools = new Map<string, Tool>();
  let turns = 0;

  for (const e of b.records(output.stdout)) {
    const data = rec(e.data) ?? {};
    const at = str(e.timestamp) ? { at: str(e.timestamp)! } : {};
    const parent = str(data.parentToolCallId);
    const common = { ...(parent ? { parentToolCallId: parent } : {}), ...at };
    if (e.ephemeral === true) {
      ephemeral(b, String(e.type), data, e, at);
      continue;
    }
    switch (e.type) {
      case "user.message":
        b.push({ type: "message", role: "user", text: str(data.content) ?? "", ...common });
        break;
      case "assistant.turn_start":
        if (!parent) turns++;
        break;
      case "assistant.turn_end":
        break;
      case "assistant.message": {
        if (!parent) b.model ??= str(data.model);
        const reasoning = str(data.reasoningText);
        if (reasoning) b.push({ type: "message", role: "assistant", phase: "thinking", text: reasoning, ...common });
        const content = str(data.content);
        if (content) b.push({ type: "message", role: "assistant", text: content, ...common });
        break;
      }
      case "tool.execution_start":
        toolStart(b, data, tools, common);
        break;
      case "tool.execution_complete":
        toolComplete(b, data, tools, common);
        break;
      case "session.error":
        b.error(classify(data));
        break;
      case "result":
        b.sessionId ??= str(e.sessionId);
        break;
      case "abort":
        // {"data": {"reason": "user_initiated"}}: the session was interrupted (agent-bench stops it at
        // maxSteps, or the run was cancelled); the engine knows why. Kept for the transcript.
        b.push({ type: "raw", raw: e, ...at });
        break;
      default:
        b.unknown(e, String(e.type));
    }
  }

  if (turns > 0) b.turns = turns;
  const usage = usageFromFile(output.files.usage);
  if (usage) {
    b.usage = usage.usage;
    b.model ??= usage.model;
  }
  b.cliVersion = cliVersionOf(output.files.package);
  markPhases(b.events);
  b.requireJsonStream(output.stdout, "Copilot printed no --output-format json events; runner args must not change --output-format");
  return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

function ephemeral(b: SessionBuilder, type: string, data: Record<string, unknown>, e: Record<string, unknown>, at: { at?: string }): void {
  // The skills the session offered (project and built-in): kept for the transcript.
  if (type === "session.skills_loaded") b.push({ type: "raw", raw: e, ...at });
  else if (type === "model.call_failure") {
    const status = num(data.statusCode);
    b.push({
      type: "error",
      kind: kindForStatus(status),
      status,
      fatal: false,
      message: `model request failed (attempt ${(num(data.retryAttempt) ?? 0) + 1})${status ? `: HTTP ${status}` : ""}`,
      ...at,
    });
  }
}

function toolStart(b: SessionBuilder, data: Record<string, unknown>, tools: Map<string, Tool>, common: { parentToolCallId?: string; at?: string }): void {
  const id = str(data.toolCallId);
  if (id && tools.has(id)) return;
  const name = str(data.toolName) ?? "unknown";
  const args = rec(data.arguments) ?? {};
  if (id) tools.set(id, { name, args, raw: data.arguments });
  b.push({ type: "toolCall", id, tool: name, args: data.arguments ?? {}, ...common });
  const ref = { toolCallId: id, ...common };
  const file = str(args.path) ?? str(args.file_path) ?? str(args.filePath);
  if (SHELLS.has(name) && typeof args.command === "string") {
    b.push({ type: "command", command: args.command, ...ref });
    for (const p of shellReads(args.command)) b.push({ type: "fileRead", path: b.resolve(p), ...ref });
  } else if ((name === "view" || name === "read" || name === "read_file") && file) {
    b.push({ type: "fileRead", path: b.resolve(file), ...ref });
  } else if (name === "skill") {
    const skill = str(args.skill) ?? str(args.name);
    if (skill) b.push({ type: "skillSignal", skill, signal: "tool:skill", confidence: "explicit", ...(common.at ? { at: common.at } : {}) });
  } else if (name === "task") {
    b.push({
      type: "subagent",
      toolCallId: id,
      status: "started",
      description: str(args.description) ?? str(args.agent_type),
      ...(common.at ? { at: common.at } : {}),
    });
  }
}

function toolComplete(b: SessionBuilder, data: Record<string, unknown>, tools: Map<string, Tool>, common: { parentToolCallId?: string; at?: string }): void {
  const id = str(data.toolCallId);
  const tool = id ? tools.get(id) : undefined;
  const success = data.success !== false;
  const exitCode = num(rec(data.shellExecution)?.exitCode);
  const ref = { toolCallId: id, ...common };
  if (exitCode !== undefined) {
    const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
    if (command?.type === "command") command.exitCode = exitCode;
  }
  if (success) writes(b, tool, arr(data.fileEdits), ref);
  const result = rec(data.result);
  const output = success ? (str(result?.content) ?? textOf(data.result)) : (str(rec(data.error)?.message) ?? str(data.error) ?? str(result?.content) ?? "");
  b.push({
    type: "toolResult",
    id,
    tool: tool?.name,
    output,
    isError: !success || (exitCode !== undefined && exitCode !== 0),
    ...(exitCode !== undefined ? { exitCode } : {}),
    ...common,
  });
  if (tool?.name === "task") b.push({ type: "subagent", toolCallId: id, status: success ? "completed" : "failed", ...(common.at ? { at: common.at } : {}) });
}

/** Files a tool changed: its fileEdits, else what its arguments name (create/edit path, an apply_patch input). */
function writes(b: SessionBuilder, tool: Tool | undefined, edits: unknown[], ref: { toolCallId?: string; at?: string; parentToolCallId?: string }): void {
  const listed = edits.filter(isRecord).flatMap((edit) => {
    const file = str(edit.path);
    return file ? [{ path: file, kind: WRITE_KINDS[String(edit.kind) as keyof typeof WRITE_KINDS] ?? ("write" as const) }] : [];
  });
  const files = listed.length > 0 ? listed : tool ? fromArguments(tool) : [];
  for (const f of files) b.push({ type: "fileWrite", path: b.resolve(f.path), kind: f.kind, ...ref });
}

function fromArguments(tool: Tool): Array<{ path: string; kind: "create" | "edit" | "delete" | "write" }> {
  const file = str(tool.args.path);
  if (tool.name === "create" && file) return [{ path: file, kind: "create" }];
  if ((tool.name === "edit" || tool.name === "str_replace" || tool.name === "insert") && file) return [{ path: file, kind: "edit" }];
  if (tool.name === "apply_patch") return patchedFiles(typeof tool.raw === "string" ? tool.raw : (str(tool.args.input) ?? ""));
  return [];
}

function classify(data: Record<string, unknown>): { kind: SessionErrorKind; message: string; status?: number } {
  const message = str(data.message) ?? "Copilot reported an error";
  const status = num(data.statusCode) ?? statusIn(message);
  if (MODEL_REJECTED.test(message)) return { kind: "model-rejected", message, status };
  if (data.errorType === "authentication") return { kind: "authentication", message, status };
  if (data.errorType === "rate_limit" || data.errorType === "rateLimit") return { kind: "rate-limit", message, status };
  if (status !== undefined || data.errorType === "query") return { kind: kindForStatus(status), message, status };
  return { kind: "other", message };
}
