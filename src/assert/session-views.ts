// The lists assertions look at, read from a normalized session the same way
// for helpers, rules and the assertion context.

import type { AssertionContext } from "../model/case.ts";
import type { Session, ToolCallEvent, ToolResultEvent } from "../model/session.ts";

export function commandsOf(session: Session): string[] {
  return session.events.flatMap((e) => (e.type === "command" ? [e.command] : []));
}

/** Every read in order (a file read twice counts twice); the files summary when a parser left no events. */
export function fileReadsOf(session: Session): string[] {
  const reads = session.events.flatMap((e) => (e.type === "fileRead" ? [e.path] : []));
  return reads.length > 0 ? reads : [...(session.files?.observedReads ?? [])];
}

export function fileWritesOf(session: Session): string[] {
  const writes = session.events.flatMap((e) => (e.type === "fileWrite" ? [e.path] : []));
  return writes.length > 0 ? writes : [...(session.files?.observedWrites ?? [])];
}

export function toolCallsOf(session: Session, tool?: string): ToolCallEvent[] {
  return session.events.filter((e): e is ToolCallEvent => e.type === "toolCall" && (tool === undefined || e.tool === tool));
}

/** The result of a tool call: paired by id, else the next result after the call. */
export function resultOf(session: Session, call: ToolCallEvent): ToolResultEvent | undefined {
  const events = session.events;
  if (call.id !== undefined) {
    const byId = events.find((e): e is ToolResultEvent => e.type === "toolResult" && e.id === call.id);
    if (byId) return byId;
  }
  const start = events.indexOf(call);
  for (let i = start + 1; i < events.length; i++) {
    const e = events[i];
    if (e.type === "toolCall" && e.parentToolCallId === call.parentToolCallId) return undefined;
    if (e.type === "toolResult" && (e.id === undefined || e.id === call.id)) return e;
  }
  return undefined;
}

export interface ContextFacts {
  caseId: string;
  runnerId: string;
  run: number;
  workspace: string;
}

/** The second argument of a suite's assert(report, ctx). */
export function createContext(session: Session, facts: ContextFacts): AssertionContext {
  return {
    caseId: facts.caseId,
    runnerId: facts.runnerId,
    run: facts.run,
    workspace: facts.workspace,
    events: session.events,
    getCommands: () => commandsOf(session),
    getToolCalls: (tool) => toolCallsOf(session, tool),
    getFileReads: () => [...session.files.observedReads],
    getFileWrites: () => [...session.files.observedWrites],
    detectedSkills: () => session.detectedSkills,
    finalOutput: () => session.finalOutput,
  };
}
