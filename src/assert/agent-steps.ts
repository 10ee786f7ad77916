// What the agent did, as short lines for an LLM judge: skill-creator's grader
// reads the transcript, since expectations are often about actions ("The
// skill used script Y"), not only about the final answer. Pure; bounded.

import path from "node:path";
import type { Session, SessionEvent } from "../model/session.ts";
import { cutText } from "./bound.ts";

const MAX_STEPS = 80;
const MAX_LINE = 300;

/** One line per step (messages, commands with exit codes, reads, writes, skills, other tool calls, errors), workspace paths relative. */
export function agentSteps(session: Session, workspace: string): string {
  const shown = (p: string) => {
    const rel = path.relative(workspace, p);
    return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : p;
  };
  // Commands, reads and writes name the tool call they came from: that call is not listed twice.
  const covered = new Set(session.events.flatMap((e) => ("toolCallId" in e && e.toolCallId ? [e.toolCallId] : [])));
  const lines = session.events.flatMap((e) => stepOf(e, shown, covered));
  const more = lines.length > MAX_STEPS ? [`… and ${lines.length - MAX_STEPS} more steps`] : [];
  return [...lines.slice(0, MAX_STEPS), ...more].map((l) => cutText(l.replace(/\s+/g, " ").trim(), MAX_LINE)).join("\n");
}

function stepOf(e: SessionEvent, shown: (p: string) => string, covered: Set<string>): string[] {
  switch (e.type) {
    case "message":
      return e.role === "assistant" && e.phase !== "thinking" && e.text.trim() !== "" ? [`said: ${e.text.slice(0, MAX_LINE)}`] : [];
    case "command":
      return [`ran: ${e.command}${e.exitCode !== undefined ? ` (exit ${e.exitCode})` : ""}`];
    case "fileRead":
      return [`read: ${shown(e.path)}`];
    case "fileWrite":
      return [`${e.kind === "delete" ? "deleted" : "wrote"}: ${shown(e.path)}`];
    case "skillSignal":
      return [`used skill: ${e.skill} (${e.confidence}, ${e.signal})`];
    case "toolCall":
      return e.id && covered.has(e.id) ? [] : [`called tool: ${e.tool}${e.args !== undefined ? ` ${(JSON.stringify(e.args) ?? "").slice(0, MAX_LINE)}` : ""}`];
    case "error":
      return [`error: ${e.message}`];
    default:
      return [];
  }
}

/** The files the agent wrote inside the workspace (relative, "/"-separated, each once, deleted ones left out). */
export function writtenFiles(session: Session, workspace: string): string[] {
  const files = new Map<string, boolean>();
  for (const e of session.events) {
    if (e.type !== "fileWrite") continue;
    const rel = path.relative(workspace, e.path);
    if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) continue;
    files.set(rel.split(path.sep).join("/"), e.kind !== "delete");
  }
  return [...files].filter(([, kept]) => kept).map(([f]) => f);
}
