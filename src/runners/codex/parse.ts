// `codex exec --json` → session. Each item (command, file change, MCP call,
// message) is reported when it starts and again when it completes: calls are
// taken once, on first sight, and results on completion. Commands come from
// the items (unwrapped from `bash -lc '…'`); Codex has no read tool, so reads
// are the files its shell commands view, and skill use is a read of SKILL.md.

import type { Session, SessionErrorKind } from "../../model/session.ts";
import { kindForStatus, statusIn } from "../api-errors.ts";
import { cliVersionOf } from "../cli-env.ts";
import type { CapturedOutput, ParseContext } from "../runner.ts";
import { SessionBuilder } from "../session-builder.ts";
import { markPhases } from "../phases.ts";
import { shellReads, unwrapShell } from "../shell-reads.ts";
import { arr, isRecord, num, rec, str, textOf } from "../stream.ts";
import { modelResponses } from "./steps.ts";
import type { CodexEvent, CodexItem } from "./types.ts";
import { exitCodeOf } from "../../model/process-end.ts";

/** Messages of a request for a model the provider does not offer (API key and ChatGPT sign-in). */
const MODEL_REJECTED = /model_not_found|does not exist or you do not have access|model is not supported|unsupported model|model \S+ (?:was )?not found/i;
const WRITE_KINDS = { add: "create", update: "edit", delete: "delete" } as const;

export function parseCodex(output: CapturedOutput, ctx: ParseContext): Session {
  const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
  const seen = new Set<string>();
  /** Items of unknown types, by id: kept raw from their first event, updated as they progress. */
  const unknownItems = new Map<string, { raw: unknown }>();
  const responses = modelResponses();
  let turns = 0;
  let failed = false;
  let lastError: string | undefined;
  const totals = { input: 0, cached: 0, cacheWrite: 0, output: 0, reasoning: 0, reported: false };

  for (const record of b.records(output.stdout)) {
    const e = record as CodexEvent;
    turns = responses(e);
    switch (e.type) {
      case "thread.started":
        b.sessionId ??= str(e.thread_id);
        break;
      case "turn.started":
        break;
      case "turn.completed": {
        // The turn got through whatever error it reported before.
        lastError = undefined;
        const u = isRecord(e.usage) ? e.usage : {};
        totals.reported = true;
        totals.input += num(u.input_tokens) ?? 0;
        totals.cached += num(u.cached_input_tokens) ?? 0;
        totals.cacheWrite += num(u.cache_write_input_tokens) ?? 0;
        totals.output += num(u.output_tokens) ?? 0;
        totals.reasoning += num(u.reasoning_output_tokens) ?? 0;
        break;
      }
      case "turn.failed":
        failed = true;
        b.error(classify(str(rec(e.error)?.message) ?? lastError ?? "Codex reported a failed turn"));
        break;
      case "error": {
        const message = str(e.message) ?? "";
        // Reconnecting… lines are retries in progress; the turn's fate comes later.
        if (/^Reconnecting\.\.\./.test(message))
          b.push({ type: "error", kind: kindForStatus(statusIn(message)), status: statusIn(message), message, fatal: false });
        else lastError = message;
        break;
      }
      case "item.started":
      case "item.updated":
      case "item.completed":
        if (isRecord(e.item)) item(b, e.item, e.type === "item.completed", seen, unknownItems);
        break;
      default:
        b.unknown(e, String((e as { type?: unknown }).type));
    }
  }

  if (lastError !== undefined && !failed) b.error(classify(lastError));
  if (totals.reported) {
    b.usage = {
      inputTokens: totals.input,
      outputTokens: totals.output,
      reasoningTokens: totals.reasoning,
      cacheReadTokens: totals.cached,
      cacheWriteTokens: totals.cacheWrite,
      // output_tokens already includes the reasoning tokens: never add them again.
      totalTokens: totals.input + totals.output,
    };
  }
  if (turns > 0) b.turns = turns;
  const version = cliVersionOf(output.files.package);
  if (version) b.cliVersion = version;
  markPhases(b.events);
  b.requireJsonStream(output.stdout, "Codex printed no --json events; runner args must not remove --json");
  return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

/** Item types Codex documents that carry nothing a session needs (the agent's plan): kept raw, not counted. */
const QUIET_ITEMS = new Set(["todo_list"]);

/** One event of an item: its id, whether it is the item's first event and whether the item completed. */
interface ItemStep {
  id: string | undefined;
  first: boolean;
  completed: boolean;
}

type ItemOf<T extends CodexItem["type"]> = Extract<CodexItem, { type: T }>;
type ItemHandler = (b: SessionBuilder, it: CodexItem, step: ItemStep) => void;
/** Each handler takes the items of its own type. */
type ItemHandlers = { [T in CodexItem["type"]]?: (b: SessionBuilder, it: ItemOf<T>, step: ItemStep) => void };

function item(b: SessionBuilder, it: CodexItem, completed: boolean, seen: Set<string>, unknownItems: Map<string, { raw: unknown }>): void {
  const id = str(it.id);
  const first = id === undefined || !seen.has(id);
  if (id !== undefined) seen.add(id);
  const type: unknown = it.type;
  // The table is keyed by type, so the item is the one its handler takes.
  const handle = typeof type === "string" && Object.hasOwn(ITEM_HANDLERS, type) ? (ITEM_HANDLERS[type as CodexItem["type"]] as ItemHandler) : undefined;
  if (handle) handle(b, it, { id, first, completed });
  else if (QUIET_ITEMS.has(String(type))) {
    if (completed) b.push({ type: "raw", raw: it });
  } else {
    // A type this version does not know: shown from its first event (some items only ever start), counted once.
    const known = id !== undefined ? unknownItems.get(id) : undefined;
    if (known && !first) known.raw = it;
    else {
      const event = b.unknown(it, `item ${String(type)}`);
      if (id !== undefined) unknownItems.set(id, event);
    }
  }
}

/** Each item type's events, as the session's events. */
const ITEM_HANDLERS: ItemHandlers = {
  agent_message(b, it, { completed }) {
    if (completed) b.push({ type: "message", role: "assistant", text: str(it.text) ?? "" });
  },
  reasoning(b, it, { completed }) {
    if (completed) b.push({ type: "message", role: "assistant", phase: "thinking", text: str(it.text) ?? "" });
  },
  error(b, it, { completed }) {
    // Warnings such as "Model metadata for `x` not found": the turn goes on.
    if (completed) b.push({ type: "error", kind: "other", message: str(it.message) ?? "", fatal: false });
  },
  command_execution: commandExecution,
  file_change: fileChange,
  mcp_tool_call: mcpToolCall,
  collab_tool_call(b, c, { id, first, completed }) {
    if (first) b.push({ type: "toolCall", id, tool: str(c.tool) ?? "collab", args: { prompt: c.prompt } });
    if (completed && c.tool === "spawn_agent")
      b.push({ type: "subagent", toolCallId: id, status: c.status === "failed" ? "failed" : "started", description: str(c.prompt) });
    if (completed && c.tool === "close_agent") b.push({ type: "subagent", toolCallId: id, status: "completed" });
  },
  web_search(b, it, { id, first }) {
    if (first) b.push({ type: "toolCall", id, tool: "web_search", args: { query: it.query } });
  },
};

function commandExecution(b: SessionBuilder, c: ItemOf<"command_execution">, { id, first, completed }: ItemStep): void {
  const raw = str(c.command) ?? "";
  if (first) {
    const command = unwrapShell(raw);
    b.push({ type: "toolCall", id, tool: "command_execution", args: { command: raw } });
    b.push({ type: "command", command, toolCallId: id });
    for (const p of shellReads(raw)) b.push({ type: "fileRead", path: b.resolve(p), toolCallId: id });
  }
  if (!completed) return;
  const exitCode = num(c.exit_code);
  const command = b.events.findLast((e) => e.type === "command" && e.toolCallId === id);
  if (command?.type === "command" && exitCode !== undefined) command.exitCode = exitCode;
  const isError = c.status === "failed" || c.status === "declined" || (exitCode !== undefined && exitCode !== 0);
  b.push({
    type: "toolResult",
    id,
    tool: "command_execution",
    output: str(c.aggregated_output) ?? "",
    isError,
    ...(exitCode !== undefined ? { exitCode } : {}),
  });
}

function fileChange(b: SessionBuilder, c: ItemOf<"file_change">, { id, first, completed }: ItemStep): void {
  const changes = arr(c.changes).filter(isRecord) as Array<{ path?: unknown; kind?: unknown }>;
  if (first) b.push({ type: "toolCall", id, tool: "file_change", args: { changes } });
  if (!completed) return;
  const ok = c.status !== "failed" && c.status !== "declined";
  if (ok) {
    for (const change of changes) {
      const file = str(change.path);
      const name = change.kind ?? "update";
      const kind = (typeof name === "string" ? WRITE_KINDS[name as keyof typeof WRITE_KINDS] : undefined) ?? "write";
      if (file) b.push({ type: "fileWrite", path: b.resolve(file), kind, toolCallId: id });
    }
  }
  b.push({ type: "toolResult", id, tool: "file_change", output: str(c.status) ?? "", isError: !ok });
}

function mcpToolCall(b: SessionBuilder, c: ItemOf<"mcp_tool_call">, { id, first, completed }: ItemStep): void {
  const tool = str(c.tool) ?? "mcp";
  if (first) b.push({ type: "toolCall", id, tool, args: { server: c.server, arguments: c.arguments } });
  if (!completed) return;
  const error = str(rec(c.error)?.message);
  b.push({
    type: "toolResult",
    id,
    tool,
    output: error ?? textOf(rec(c.result)?.content ?? rec(c.result)?.structured_content),
    isError: error !== undefined || c.status === "failed",
  });
}

function classify(message: string): { kind: SessionErrorKind; message: string; status?: number } {
  const status = statusIn(message);
  if (MODEL_REJECTED.test(message)) return { kind: "model-rejected", message, status };
  return { kind: kindForStatus(status), message, status };
}
