// Behaviour labels of one execution (from its normalized session) and the
// profile of a cell (counts over its runs). Pure. Labels are bounded and hold
// no agent text: a command becomes "program subcommand", a path becomes
// workspace-relative, an assertion its name and where it is.

import path from "node:path";
import { parseCommand } from "../assert/command-parser.ts";
import { BEHAVIOUR_LIST_LIMIT, type BehaviourProfile, type ExecutionBehaviour } from "../model/behaviour.ts";
import type { AssertionResult } from "../model/result.ts";
import { SKILL_CONFIDENCE_ORDER, type Session } from "../model/session.ts";
import { mean, sampleStd } from "../stats/descriptive.ts";

const MAX_LABEL = 80;
/** Programs whose first positional argument names what they do (`git commit`, `npm install`). */
const SUBCOMMAND_PROGRAMS = new Set([
  "git",
  "npm",
  "npx",
  "pnpm",
  "yarn",
  "bun",
  "cargo",
  "go",
  "docker",
  "kubectl",
  "pip",
  "pip3",
  "uv",
  "poetry",
  "make",
  "gh",
  "dotnet",
  "mvn",
  "gradle",
  "deno",
  "brew",
  "apt",
  "apt-get",
  "terraform",
  "helm",
  "rustup",
  "conda",
]);
const MEDIUM = SKILL_CONFIDENCE_ORDER.indexOf("medium");

export function behaviourOf(session: Session, workspace: string): ExecutionBehaviour {
  const skills = new Set(session.detectedSkills.filter((d) => SKILL_CONFIDENCE_ORDER.indexOf(d.confidence) >= MEDIUM).map((d) => label(d.skill)));
  const tools = new Map<string, number>();
  const commands = new Set<string>();
  const writes = new Set<string>();
  for (const e of session.events) {
    if (e.type === "toolCall") tools.set(label(e.tool), (tools.get(label(e.tool)) ?? 0) + 1);
    else if (e.type === "command") commands.add(commandLabel(e.command));
    else if (e.type === "fileWrite") writes.add(relativeTo(workspace, e.path));
  }
  if (writes.size === 0) for (const p of session.files?.observedWrites ?? []) writes.add(relativeTo(workspace, p));
  return {
    skills: first([...skills].sort()),
    tools: Object.fromEntries([...tools].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0])).slice(0, BEHAVIOUR_LIST_LIMIT)),
    commands: first([...commands].sort()),
    writes: first([...writes].sort()),
  };
}

/** "npm install", "git commit", "ls", "python": the program and, for tools with subcommands, the first positional. */
export function commandLabel(command: string): string {
  const parsed = parseCommand(command);
  const program = parsed.executable ? path.basename(parsed.executable) : (command.trim().split(/\s+/u)[0] ?? "");
  const sub = SUBCOMMAND_PROGRAMS.has(program) ? parsed.positionals.find((p) => /^[a-z][\w:.-]*$/iu.test(p)) : undefined;
  return label(sub ? `${program} ${sub}` : program || "(empty)");
}

/** A failed assertion as a short label from the suite, never the agent: its name and where it is, or its expected value. */
export function assertionLabel(a: AssertionResult): string {
  const where = a.location ? ` at ${path.basename(a.location.file)}:${a.location.line ?? "?"}` : "";
  const expected = !where && a.expected !== undefined ? ` ${JSON.stringify(a.expected)}` : "";
  return label(`${a.name}${where}${expected}`);
}

/** What the accumulator keeps per run for the profile. */
export interface BehaviourRecord {
  behaviour?: ExecutionBehaviour;
  failedAssertions?: string[];
  turns?: number;
  tokens?: number;
}

export function behaviourProfile(records: readonly BehaviourRecord[]): BehaviourProfile {
  const skills = new Map<string, number>();
  const tools = new Map<string, { runs: number; calls: number }>();
  const commands = new Map<string, number>();
  const writes = new Map<string, number>();
  const failed = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const r of records) {
    for (const s of r.behaviour?.skills ?? []) bump(skills, s);
    for (const [tool, calls] of Object.entries(r.behaviour?.tools ?? {})) {
      const t = tools.get(tool) ?? { runs: 0, calls: 0 };
      tools.set(tool, { runs: t.runs + 1, calls: t.calls + calls });
    }
    for (const c of r.behaviour?.commands ?? []) bump(commands, c);
    for (const w of r.behaviour?.writes ?? []) bump(writes, w);
    for (const a of new Set(r.failedAssertions ?? [])) bump(failed, a);
  }
  const other: NonNullable<BehaviourProfile["other"]> = {};
  const top = <T>(name: keyof typeof other, map: Map<string, T>, count: (v: T) => number): Record<string, T> => {
    const sorted = [...map].sort((a, b) => count(b[1]) - count(a[1]) || compareText(a[0], b[0]));
    if (sorted.length > BEHAVIOUR_LIST_LIMIT) other[name] = sorted.length - BEHAVIOUR_LIST_LIMIT;
    return Object.fromEntries(sorted.slice(0, BEHAVIOUR_LIST_LIMIT));
  };
  const profile: BehaviourProfile = {
    runs: records.length,
    skills: top("skills", skills, (n) => n),
    tools: top("tools", tools, (t) => t.runs),
    commands: top("commands", commands, (n) => n),
    writes: top("writes", writes, (n) => n),
    failedAssertions: top("failedAssertions", failed, (n) => n),
    turns: spread(records.map((r) => r.turns)),
    tokens: spread(records.map((r) => r.tokens)),
  };
  if (Object.keys(other).length > 0) profile.other = other;
  return profile;
}

function spread(values: ReadonlyArray<number | undefined>): { mean: number; std: number } | null {
  const known = values.filter((v): v is number => v !== undefined && Number.isFinite(v));
  if (known.length === 0) return null;
  return { mean: round(mean(known)), std: round(known.length > 1 ? sampleStd(known) : 0) };
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function relativeTo(workspace: string, file: string): string {
  if (!path.isAbsolute(file)) return label(file.split(path.sep).join("/"));
  const rel = path.relative(workspace, file);
  return label(rel.startsWith("..") || path.isAbsolute(rel) ? path.basename(file) : rel.split(path.sep).join("/"));
}

/** One line, bounded. */
function label(text: string): string {
  const one = text.replace(/[\u0000-\u001f\u007f]+/gu, " ").trim();
  return one.length > MAX_LABEL ? `${one.slice(0, MAX_LABEL - 1)}…` : one;
}

function first(list: string[]): string[] {
  return list.slice(0, BEHAVIOUR_LIST_LIMIT);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
