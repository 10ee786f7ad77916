// Builds a Session from events: every parser pushes events in order and calls
// finish(), which derives files, skills and character counts the same way for
// all runners.

import path from "node:path";
import type { RunnerInfo, Session, SessionError, SessionEvent, SkillConfidence, SkillDetection, Usage } from "../model/session.ts";
import { SKILL_CONFIDENCE_ORDER } from "../model/session.ts";
import type { KnownSkill } from "./runner.ts";
import { isRecord, parseJsonLines } from "./stream.ts";

export class SessionBuilder {
  readonly events: SessionEvent[] = [];
  readonly errors: SessionError[] = [];
  sessionId?: string;
  cliVersion?: string;
  model?: string;
  costUsd?: number;
  turns?: number;
  finalOutput?: string;
  usage: Partial<Usage> = {};
  /** JSON lines of the stream seen by records(), objects or not. */
  jsonLines = 0;
  /** Events of types this parser does not understand, counted by type: kept raw, and reported. */
  readonly unknownEvents: Record<string, number> = {};
  readonly runner: RunnerInfo;
  readonly prompt: string;
  private readonly cwd: string;
  private readonly knownSkills: KnownSkill[];
  private readonly skillRoots: string[];

  constructor(runner: RunnerInfo, prompt: string, cwd: string, knownSkills: KnownSkill[] = [], skillRoots: string[] = []) {
    this.runner = runner;
    this.prompt = prompt;
    this.cwd = cwd;
    this.knownSkills = knownSkills;
    this.skillRoots = skillRoots;
  }

  push(event: SessionEvent): void {
    this.events.push(event);
  }

  /**
   * An event of a type this parser does not know (`type` names it: "system/hook_x", "assistant block
   * server_tool_use"): kept as a raw event, so it shows in the transcript, and counted, so the run
   * says the agent CLI may have changed its output format instead of failing assertions mysteriously.
   */
  unknown(raw: unknown, type: string, at?: string): { type: "raw"; raw: unknown; at?: string } {
    const event = { type: "raw" as const, raw, ...(at ? { at } : {}) };
    this.push(event);
    // The type name comes from the agent's stream: printable ASCII, short, never a key with a meaning.
    const key = `${type.replace(/[^\x20-\x7e]/gu, "?").slice(0, 100)}`;
    if (key === "__proto__") return event;
    this.unknownEvents[key] = (this.unknownEvents[key] ?? 0) + 1;
    return event;
  }

  /**
   * The stream's JSON objects, in order. Every other line is kept as an event
   * (text as "unparsed", other JSON as "raw"): parsers are lenient, and what
   * they do not understand still shows in the transcript. `onText` runs for
   * each text line, for parsers that end a streamed message there.
   */
  *records(stdout: string, onText?: () => void): Generator<Record<string, unknown>> {
    for (const line of parseJsonLines(stdout)) {
      if (line.kind === "text") {
        this.push({ type: "unparsed", raw: line.text });
        onText?.();
        continue;
      }
      this.jsonLines++;
      if (isRecord(line.value)) yield line.value;
      else this.unknown(line.value, "a JSON value that is not an object");
    }
  }

  /** An output error when the agent printed something, but no JSON event: its flags were changed. */
  requireJsonStream(stdout: string, message: string): void {
    if (this.jsonLines === 0 && stdout.trim() !== "") this.error({ kind: "output", message });
  }

  error(error: SessionError): void {
    this.errors.push(error);
    this.events.push({ type: "error", kind: error.kind, message: error.message, status: error.status, fatal: true });
  }

  /** Makes a path reported by the agent absolute (relative paths are relative to its cwd). */
  resolve(p: string, base?: string): string {
    if (path.isAbsolute(p)) return path.normalize(p);
    return path.resolve(base ?? this.cwd, p);
  }

  finish(extra: { exitCode?: number | null; stdoutPath?: string; stderrPath?: string } = {}): Session {
    const finalOutput = this.finalOutput ?? lastAssistantText(this.events);
    const reads = unique(this.events.flatMap((e) => (e.type === "fileRead" ? [e.path] : [])));
    const writes = unique(this.events.flatMap((e) => (e.type === "fileWrite" ? [e.path] : [])));
    const skillReads = reads.filter((p) => path.basename(p) === "SKILL.md");
    const reasoningChars = this.events.reduce((n, e) => n + (e.type === "message" && e.phase === "thinking" ? e.text.length : 0), 0);
    const u = this.usage;
    const usage: Usage = {
      ...u,
      cacheTokens: u.cacheTokens ?? u.cacheReadTokens,
      inputChars: this.prompt.length,
      outputChars: finalOutput.length,
      reasoningChars,
      source: {
        input: u.inputTokens !== undefined ? "provider" : "chars",
        output: u.outputTokens !== undefined ? "provider" : "chars",
        reasoning: u.reasoningTokens !== undefined ? "provider" : "chars",
      },
    };
    return {
      runner: this.runner,
      sessionId: this.sessionId,
      prompt: this.prompt,
      cliVersion: this.cliVersion,
      model: this.model,
      usage,
      costUsd: this.costUsd,
      turns: this.turns,
      files: { observedReads: reads, observedSkillReads: skillReads, observedWrites: writes },
      detectedSkills: detectSkills(this.events, reads, this.knownSkills, this.skillRoots),
      events: this.events,
      finalOutput,
      errors: this.errors,
      exitCode: extra.exitCode,
      rawArtifacts: { stdoutPath: extra.stdoutPath, stderrPath: extra.stderrPath },
      ...(Object.keys(this.unknownEvents).length > 0 ? { unknownEvents: { ...this.unknownEvents } } : {}),
    };
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function lastAssistantText(events: SessionEvent[]): string {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === "message" && e.role === "assistant" && e.phase !== "thinking" && !e.parentToolCallId && e.text.trim() !== "") {
      return e.text;
    }
  }
  return "";
}

/**
 * One detection per skill name; the strongest confidence wins and evidence is
 * concatenated. A read of <dir>/SKILL.md is strong evidence for skill <dir>.
 */
export function detectSkills(events: SessionEvent[], reads: string[], knownSkills: KnownSkill[] = [], skillRoots: string[] = []): SkillDetection[] {
  const byName = new Map<string, SkillDetection>();
  const add = (skill: string, confidence: SkillConfidence, evidence: string) => {
    const current = byName.get(skill);
    if (!current) {
      byName.set(skill, { skill, confidence, evidence: [evidence] });
      return;
    }
    if (SKILL_CONFIDENCE_ORDER.indexOf(confidence) > SKILL_CONFIDENCE_ORDER.indexOf(current.confidence)) {
      current.confidence = confidence;
    }
    if (!current.evidence.includes(evidence)) current.evidence.push(evidence);
  };
  for (const e of events) {
    if (e.type === "skillSignal") add(e.skill, e.confidence, e.signal);
  }
  for (const p of reads) {
    if (path.basename(p) !== "SKILL.md") continue;
    const dir = path.dirname(p);
    const known = knownSkills.find((k) => path.resolve(k.dir) === dir);
    // A SKILL.md in an agent's own skill folder that holds no such skill when the run ends (a variant removed it, or
    // it never was there): the read found nothing, so the skill was not used.
    if (!known && skillRoots.some((root) => path.dirname(dir) === path.resolve(root))) continue;
    add(known?.name ?? path.basename(dir), "strong", `Read ${p}`);
  }
  return [...byName.values()];
}

/** A user-typed `/name args` prompt invokes skill `name` explicitly (Claude Code leaves no event for it). */
export function promptSkill(prompt: string): string | undefined {
  const match = /^\s*\/([A-Za-z0-9][\w.:-]*)(?:\s|$)/.exec(prompt);
  return match?.[1];
}

/** The session of an execution whose output could not be read at all. */
export function emptySession(runner: RunnerInfo, prompt: string): Session {
  return new SessionBuilder(runner, prompt, process.cwd()).finish();
}
