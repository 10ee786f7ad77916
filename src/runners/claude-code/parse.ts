// Claude Code's stream-json (and the single-object --output-format json) →
// session. One line per content block, usage repeated on each (never summed);
// the totals come from the result lines. Lenient: unknown lines are kept raw.

import type { Session } from "../../model/session.ts";
import { kindForStatus } from "../api-errors.ts";
import type { CapturedOutput, ParseContext } from "../runner.ts";
import { SessionBuilder, promptSkill } from "../session-builder.ts";
import { markPhases } from "../phases.ts";
import { shellReads } from "../shell-reads.ts";
import { isRecord, num, rec, str, textOf } from "../stream.ts";
import type { ClaudeAssistant, ClaudeContentBlock, ClaudeInit, ClaudeResult, ClaudeUser } from "./types.ts";
import { applyResults } from "./results.ts";
import { exitCodeOf } from "../../model/process-end.ts";

/** Lines that repeat what other lines say (partial stream events, status pings): not kept. */
const NOISE = new Set(["thinking_tokens", "status", "background_tasks_changed", "task_updated", "hook_started", "hook_progress"]);

interface ToolUse {
  name: string;
  input: Record<string, unknown>;
}

interface State {
  tools: Map<string, ToolUse>;
  /** The session's working directory (init.cwd): relative paths resolve against it. */
  cwd?: string;
}

export function parseClaudeCode(output: CapturedOutput, ctx: ParseContext): Session {
  const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
  const state: State = { tools: new Map() };
  const results: ClaudeResult[] = [];
  const availableSkills = new Set<string>();
  let initModel: string | undefined;
  let synthetic: { code?: string; text: string } | undefined;

  for (const e of b.records(output.stdout)) {
    if (e.type === "system") {
      if (e.subtype === "init") {
        const init = e as unknown as ClaudeInit;
        b.sessionId ??= str(init.session_id);
        b.cliVersion ??= str(init.claude_code_version);
        initModel ??= str(init.model);
        state.cwd ??= str(init.cwd);
        for (const s of Array.isArray(init.skills) ? init.skills : []) if (typeof s === "string") availableSkills.add(s);
      } else if (e.subtype === "api_retry") {
        const status = num(e.error_status);
        b.push({
          type: "error",
          kind: kindForStatus(status),
          status,
          fatal: false,
          message: `retrying the model request (attempt ${num(e.attempt) ?? "?"} of ${num(e.max_retries) ?? "?"}): ${str(e.error) ?? "error"}`,
        });
      } else if (e.subtype === "task_started" || e.subtype === "task_progress" || e.subtype === "task_notification") {
        subagent(b, e);
      } else if (!NOISE.has(String(e.subtype))) {
        b.unknown(e, `system/${String(e.subtype)}`);
      }
    } else if (e.type === "assistant") {
      const a = e as unknown as ClaudeAssistant;
      if (a.message?.model === "<synthetic>") {
        // The CLI's stand-in for a failed request: its text is the error, not an answer.
        synthetic = {
          code: str(a.error),
          text: blocks(a.message.content)
            .map((c) => (c.type === "text" ? (str(c.text) ?? "") : ""))
            .join(""),
        };
        continue;
      }
      const message = rec(a.message);
      b.model ??= str(message?.model);
      for (const block of blocks(message?.content)) assistantBlock(b, block, a, state);
    } else if (e.type === "user") {
      userLine(b, e as unknown as ClaudeUser, state.tools);
    } else if (e.type === "result") {
      results.push(e as unknown as ClaudeResult);
    } else if (e.type !== "stream_event") {
      b.unknown(e, String(e.type));
    }
  }

  const skill = promptSkill(ctx.prompt);
  if (skill && (availableSkills.has(skill) || ctx.knownSkills?.some((k) => k.name === skill))) {
    b.events.unshift({ type: "skillSignal", skill, signal: `prompt:/${skill}`, confidence: "explicit" });
  }
  b.model ??= initModel?.replace(/\[[^\]]*\]$/, "");
  applyResults(b, results, synthetic);
  b.requireJsonStream(output.stdout, "Claude Code printed no stream-json events; keep --output-format stream-json (runner args must not change it)");
  markPhases(b.events, b.finalOutput);
  return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

function assistantBlock(b: SessionBuilder, block: ClaudeContentBlock, line: ClaudeAssistant, state: State): void {
  const parent = str(line.parent_tool_use_id);
  const at = str(line.timestamp);
  const common = { ...(parent ? { parentToolCallId: parent } : {}), ...(at ? { at } : {}) };
  if (block.type === "text") {
    b.push({ type: "message", role: "assistant", text: str(block.text) ?? "", ...common });
  } else if (block.type === "thinking") {
    b.push({ type: "message", role: "assistant", phase: "thinking", text: str(block.thinking) ?? "", ...common });
  } else if (block.type === "tool_use") {
    const id = str(block.id);
    const name = str(block.name) ?? "unknown";
    const input = isRecord(block.input) ? block.input : {};
    if (id) state.tools.set(id, { name, input });
    const resolve = (p: string) => b.resolve(p, state.cwd);
    b.push({ type: "toolCall", id, tool: name, args: input, ...common });
    const ref = { toolCallId: id, ...common };
    const file = str(input.file_path) ?? str(input.notebook_path);
    if (name === "Bash" && typeof input.command === "string") {
      b.push({ type: "command", command: input.command, ...ref });
      for (const p of shellReads(input.command)) b.push({ type: "fileRead", path: resolve(p), ...ref });
    } else if (name === "Read" && file) {
      b.push({ type: "fileRead", path: resolve(file), ...ref });
    } else if (name === "Write" && file) {
      b.push({ type: "fileWrite", path: resolve(file), kind: "write", ...ref });
    } else if ((name === "Edit" || name === "MultiEdit" || name === "NotebookEdit") && file) {
      b.push({ type: "fileWrite", path: resolve(file), kind: "edit", ...ref });
    } else if (name === "Skill") {
      const skill = str(input.skill) ?? str(input.name);
      if (skill) b.push({ type: "skillSignal", skill, signal: "tool:Skill", confidence: "explicit", ...(at ? { at } : {}) });
    } else if (name === "Agent" || name === "Task") {
      b.push({ type: "subagent", toolCallId: id, status: "started", description: str(input.description), ...(at ? { at } : {}) });
    }
  } else if (!QUIET_BLOCKS.has(String(block.type))) {
    // A block type this version does not know (server_tool_use, a new kind of content): kept, counted.
    b.unknown(block, `assistant block ${String(block.type)}`, at);
  }
}

/** Content blocks known and deliberately not shown: redacted reasoning has no text to show. */
const QUIET_BLOCKS = new Set(["redacted_thinking"]);

function userLine(b: SessionBuilder, line: ClaudeUser, tools: Map<string, ToolUse>): void {
  const parent = str(line.parent_tool_use_id);
  const at = str(line.timestamp);
  const common = { ...(parent ? { parentToolCallId: parent } : {}), ...(at ? { at } : {}) };
  const content = rec(line.message)?.content;
  if (typeof content === "string") {
    b.push({ type: "message", role: line.isSynthetic ? "system" : "user", text: content, ...common });
    return;
  }
  for (const block of blocks(content)) {
    if (block.type === "text") {
      // Synthetic user text is the CLI's own (a loaded skill's body), not the user's.
      b.push({ type: "message", role: line.isSynthetic ? "system" : "user", text: str(block.text) ?? "", ...common });
      continue;
    }
    if (block.type === "image") continue;
    if (block.type !== "tool_result") {
      b.unknown(block, `user block ${String(block.type)}`, at);
      continue;
    }
    const id = str(block.tool_use_id);
    const tool = id ? tools.get(id) : undefined;
    const output = textOf(block.content);
    const isError = block.is_error === true;
    let exitCode: number | undefined;
    if (tool?.name === "Bash") {
      // The exit code is only in the text ("Exit code 3\n…") when the command failed.
      const m = /^Exit code (\d+)/.exec(output);
      exitCode = m ? Number(m[1]) : isError ? undefined : 0;
      const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
      if (command?.type === "command" && exitCode !== undefined) command.exitCode = exitCode;
    }
    if (tool?.name === "Write" && isRecord(line.tool_use_result) && line.tool_use_result.type === "create") {
      const write = b.events.findLast((ev) => ev.type === "fileWrite" && ev.toolCallId === id);
      if (write?.type === "fileWrite") write.kind = "create";
    }
    if (tool?.name === "Skill" && isError) {
      // Claude Code refused the call (no such skill): the skill was asked for, not used.
      const skill = str(tool.input.skill) ?? str(tool.input.name);
      const signal = b.events.findLastIndex((ev) => ev.type === "skillSignal" && ev.signal === "tool:Skill" && ev.skill === skill);
      if (signal >= 0) b.events.splice(signal, 1);
    }
    b.push({ type: "toolResult", id, tool: tool?.name, output, isError, ...(exitCode !== undefined ? { exitCode } : {}), ...common });
    if ((tool?.name === "Agent" || tool?.name === "Task") && !/agent launched/i.test(output)) {
      b.push({ type: "subagent", toolCallId: id, status: isError ? "failed" : "completed", ...(at ? { at } : {}) });
    }
  }
}

function subagent(b: SessionBuilder, e: Record<string, unknown>): void {
  const toolCallId = str(e.tool_use_id);
  // The Agent tool_use already said "started".
  if (e.subtype === "task_started") return;
  if (e.subtype === "task_progress") {
    b.push({ type: "subagent", toolCallId, status: "progress", description: str(e.description) ?? str(e.last_tool_name) });
    return;
  }
  const done = b.events.some((ev) => ev.type === "subagent" && ev.toolCallId === toolCallId && (ev.status === "completed" || ev.status === "failed"));
  if (!done) b.push({ type: "subagent", toolCallId, status: e.status === "completed" ? "completed" : "failed", description: str(e.summary) });
}

/** Content blocks, whatever the line holds (odd values are skipped). */
function blocks(content: unknown): ClaudeContentBlock[] {
  return Array.isArray(content) ? (content.filter(isRecord) as unknown as ClaudeContentBlock[]) : [];
}
