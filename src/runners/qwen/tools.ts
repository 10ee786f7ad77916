// What Qwen Code's tools show (the Gemini CLI names, in Claude Code's
// stream): commands, reads, writes, skills and sub-agents, derived from the
// tool calls the Claude Code parser keeps as they are.

import type { SessionEvent, ToolCallEvent, ToolResultEvent } from "../../model/session.ts";
import type { SessionBuilder } from "../session-builder.ts";
import { shellReads } from "../shell-reads.ts";
import { arr, rec, str } from "../stream.ts";

export const SHELL_TOOL = "run_shell_command";
const SUBAGENT_TOOLS = new Set(["agent", "task"]);

/** The events a tool call implies, placed right after it. */
export function toolEvents(b: SessionBuilder, call: ToolCallEvent, cwd: string | undefined): SessionEvent[] {
  const args = rec(call.args) ?? {};
  const ref = { toolCallId: call.id, ...(call.parentToolCallId ? { parentToolCallId: call.parentToolCallId } : {}), ...(call.at ? { at: call.at } : {}) };
  const resolve = (p: string) => b.resolve(p, cwd);
  const file = str(args.file_path) ?? str(args.absolute_path) ?? str(args.path);
  const out: SessionEvent[] = [];
  if (call.tool === SHELL_TOOL && typeof args.command === "string") {
    const dir = str(args.directory) ?? str(args.dir_path);
    out.push({ type: "command", command: args.command, ...ref });
    for (const p of shellReads(args.command)) out.push({ type: "fileRead", path: b.resolve(p, dir ? resolve(dir) : cwd), ...ref });
  } else if (call.tool === "read_file" && file) {
    out.push({ type: "fileRead", path: resolve(file), ...ref });
  } else if (call.tool === "read_many_files") {
    for (const p of arr(args.paths)) if (typeof p === "string" && !/[*?[]/.test(p)) out.push({ type: "fileRead", path: resolve(p), ...ref });
  } else if (call.tool === "write_file" && file) {
    out.push({ type: "fileWrite", path: resolve(file), kind: "write", ...ref });
  } else if ((call.tool === "edit" || call.tool === "replace" || call.tool === "notebook_edit") && file) {
    out.push({ type: "fileWrite", path: resolve(file), kind: "edit", ...ref });
  } else if (call.tool === "skill") {
    const skill = str(args.skill) ?? str(args.name);
    if (skill) out.push({ type: "skillSignal", skill, signal: "tool:skill", confidence: "explicit", ...(call.at ? { at: call.at } : {}) });
  } else if (SUBAGENT_TOOLS.has(call.tool)) {
    out.push({
      type: "subagent",
      toolCallId: call.id,
      status: "started",
      description: str(args.description) ?? str(args.subagent_type),
      ...(call.at ? { at: call.at } : {}),
    });
  }
  return out;
}

/** A shell result is display text: "Exit Code: N" when it names one, else 0 unless it failed. */
export function shellExitCode(result: ToolResultEvent): number | undefined {
  const m = /^Exit Code: (\d+)\s*$/m.exec(result.output);
  if (m) return Number(m[1]);
  return result.isError ? undefined : 0;
}

export function isSubagentTool(tool: string | undefined): boolean {
  return tool !== undefined && SUBAGENT_TOOLS.has(tool);
}
