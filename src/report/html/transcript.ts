// A session reduced to what the HTML report shows when an execution is
// expanded: messages, tool calls with inputs and results, commands, file
// reads and writes, skills, errors, final output and usage; every text cut to
// a limit, and the middle of very long sessions left out, so one transcript
// can never dominate the page.

import type { Session, SessionEvent } from "../../model/session.ts";
import { plainText, truncate } from "../sanitize.ts";
import { formatCount } from "../../format.ts";

export type TranscriptEvent =
  | { k: "msg"; role: string; phase?: string; text: string }
  | { k: "call"; tool: string; id?: string; args?: string }
  | { k: "result"; tool?: string; id?: string; out: string; err?: boolean; exit?: number }
  | { k: "cmd"; cmd: string; exit?: number }
  | { k: "read"; path: string }
  | { k: "write"; path: string; kind?: string }
  | { k: "skill"; skill: string; signal: string; conf: string }
  | { k: "sub"; status: string; desc?: string }
  | { k: "err"; kind: string; msg: string; fatal?: boolean }
  | { k: "raw"; text: string };

export interface Transcript {
  prompt: string;
  model?: string;
  cliVersion?: string;
  turns?: number;
  costUsd?: number;
  durationMs?: number;
  exitCode?: number | null;
  usage: { input?: number; output?: number; reasoning?: number; cacheRead?: number; cacheWrite?: number; total?: number; source: string; note: string };
  skills: Array<{ skill: string; confidence: string }>;
  reads: string[];
  writes: string[];
  errors: Array<{ kind: string; message: string }>;
  events: TranscriptEvent[];
  /** Events left out of the middle of a long session. */
  omittedEvents: number;
  /** Characters cut from texts (event texts, the prompt, the final output). */
  cutChars: number;
  finalOutput: string;
}

export interface TranscriptLimits {
  /** Per event text (default 8,000 characters). */
  eventChars: number;
  /** Events kept: the first and last halves (default 400). */
  events: number;
  /** The whole transcript (default 200,000 characters); events are dropped from the middle until it fits. */
  totalChars: number;
}

export const DEFAULT_TRANSCRIPT_LIMITS: TranscriptLimits = { eventChars: 8_000, events: 400, totalChars: 200_000 };

/** `clean` maps every path and text (e.g. an absolute out-dir to a placeholder) before limits apply. */
export function toTranscript(session: Session, limits: TranscriptLimits = DEFAULT_TRANSCRIPT_LIMITS, clean: (text: string) => string = (t) => t): Transcript {
  let cutChars = 0;
  const text = (value: string, max = limits.eventChars): string => {
    const r = truncate(plainText(clean(value)), max);
    cutChars += r.cut;
    return r.cut > 0 ? `${r.text}\n… (${formatCount(r.cut)} characters cut)` : r.text;
  };
  const all = session.events.map((e) => compactEvent(e, text));
  let events = all;
  let omittedEvents = 0;
  if (all.length > limits.events) {
    const head = Math.ceil(limits.events / 2);
    events = [...all.slice(0, head), ...all.slice(all.length - (limits.events - head))];
    omittedEvents = all.length - events.length;
  }
  // Still too large: drop from the middle, keeping how the session started and ended.
  let size = events.reduce((n, e) => n + eventSize(e), 0);
  while (size > limits.totalChars && events.length > 2) {
    const middle = Math.floor(events.length / 2);
    size -= eventSize(events[middle]);
    events = [...events.slice(0, middle), ...events.slice(middle + 1)];
    omittedEvents++;
  }
  const u = session.usage;
  return {
    prompt: text(session.prompt, 4_000),
    ...(session.model ? { model: plainText(session.model) } : {}),
    ...(session.cliVersion ? { cliVersion: plainText(session.cliVersion) } : {}),
    ...(session.turns !== undefined ? { turns: session.turns } : {}),
    ...(session.costUsd !== undefined ? { costUsd: session.costUsd } : {}),
    ...(session.durationMs !== undefined ? { durationMs: session.durationMs } : {}),
    ...(session.exitCode !== undefined ? { exitCode: session.exitCode } : {}),
    usage: {
      input: u?.inputTokens,
      output: u?.outputTokens,
      reasoning: u?.reasoningTokens,
      cacheRead: u?.cacheReadTokens,
      cacheWrite: u?.cacheWriteTokens,
      total: u?.totalTokens,
      source: u ? `${u.source.input}/${u.source.output}` : "none",
      note: usageNote(u),
    },
    skills: (session.detectedSkills ?? []).slice(0, 50).map((s) => ({ skill: text(s.skill, 200), confidence: s.confidence })),
    reads: (session.files?.observedReads ?? []).slice(0, 200).map((p) => text(p, 500)),
    writes: (session.files?.observedWrites ?? []).slice(0, 200).map((p) => text(p, 500)),
    errors: (session.errors ?? []).slice(0, 20).map((e) => ({ kind: e.kind, message: text(e.message, 2_000) })),
    events,
    omittedEvents,
    cutChars,
    finalOutput: text(session.finalOutput ?? "", 20_000),
  };
}

function compactEvent(e: SessionEvent, text: (value: string, max?: number) => string): TranscriptEvent {
  switch (e.type) {
    case "message":
      return { k: "msg", role: e.role, ...(e.phase ? { phase: e.phase } : {}), text: text(e.text) };
    case "toolCall":
      return {
        k: "call",
        tool: text(e.tool, 200),
        ...(e.id ? { id: text(e.id, 100) } : {}),
        ...(e.args !== undefined ? { args: text(stringify(e.args)) } : {}),
      };
    case "toolResult":
      return {
        k: "result",
        ...(e.tool ? { tool: text(e.tool, 200) } : {}),
        ...(e.id ? { id: text(e.id, 100) } : {}),
        out: text(e.output ?? ""),
        ...(e.isError ? { err: true } : {}),
        ...(e.exitCode !== undefined ? { exit: e.exitCode } : {}),
      };
    case "command":
      return { k: "cmd", cmd: text(e.command, 2_000), ...(e.exitCode !== undefined ? { exit: e.exitCode } : {}) };
    case "fileRead":
      return { k: "read", path: text(e.path, 500) };
    case "fileWrite":
      return { k: "write", path: text(e.path, 500), ...(e.kind ? { kind: e.kind } : {}) };
    case "skillSignal":
      return { k: "skill", skill: text(e.skill, 200), signal: text(e.signal, 200), conf: e.confidence };
    case "subagent":
      return { k: "sub", status: e.status, ...(e.description ? { desc: text(e.description, 500) } : {}) };
    case "error":
      return { k: "err", kind: e.kind, msg: text(e.message, 2_000), ...(e.fatal ? { fatal: true } : {}) };
    case "raw":
      return { k: "raw", text: text(stringify(e.raw), 2_000) };
    case "unparsed":
      return { k: "raw", text: text(e.raw, 2_000) };
  }
}

function stringify(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

function eventSize(e: TranscriptEvent): number {
  let n = 16;
  for (const v of Object.values(e)) if (typeof v === "string") n += v.length;
  return n;
}

/** Rough size of a transcript in the page (characters of JSON), for budgets. */
export function transcriptSize(t: Transcript): number {
  return JSON.stringify(t).length;
}

/** Where the token numbers came from, in words: "estimated" wherever the CLI reported no count. */
export function usageNote(u: Session["usage"] | undefined): string {
  if (!u) return "no usage recorded";
  const estimated = (["input", "output"] as const).filter((k) => u.source[k] === "chars");
  const chars = (k: "input" | "output") => `${formatCount(k === "input" ? u.inputChars : u.outputChars)} characters`;
  if (estimated.length === 2) return `the CLI reported no token counts: estimated from ${chars("input")} in and ${chars("output")} out`;
  if (estimated.length === 1) return `${estimated[0]} estimated from ${chars(estimated[0])} (the CLI did not report it); the rest as reported`;
  const derived = (["input", "output"] as const).some((k) => u.source[k] === "derived");
  return derived ? "derived from the counts the CLI reported" : "as reported by the CLI";
}
