// Turns zod issues into configuration errors that name the file, the line
// when we know it, the key path, what is allowed and the key a typo meant.

import { docUrl } from "./doc-link.ts";
import type { z } from "zod";
import { configError, type AgentBenchError } from "./errors.ts";
import { didYouMean } from "./did-you-mean.ts";

export type LineOf = (path: PropertyKey[]) => number | undefined;

export function keyPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else if (!PLAIN_KEY.test(String(part))) out += `[${JSON.stringify(cut(String(part)))}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out;
}

// A key from a file (a crafted one too) is shown on one short line: quoted when it holds spaces, quotes or control characters.
const PLAIN_KEY = /^[\w$@/:.+-]{1,60}$/u;
const cut = (text: string): string => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

function describe(issue: z.core.$ZodIssue, known: readonly string[]): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((k) => `unknown key "${k}"${didYouMean(k, known)}`).join(", ");
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_key":
      return issue.issues[0]?.message ?? issue.message;
    case "invalid_type":
      if (/received undefined$/.test(issue.message)) return `required (${issue.expected === "record" ? "an object" : issue.expected})`;
      return `expected ${issue.expected}${"input" in issue && issue.input !== undefined ? `, got ${typeName(issue.input)}` : ""}`;
    default:
      return issue.message;
  }
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `${typeof value} ${cut(JSON.stringify(value) ?? "")}`;
}

export interface IssueContext {
  file: string;
  /** Maps a key path to a 1-based line of the file, when the format allows. */
  lineOf?: LineOf;
  /** Prefix for key paths (e.g. "runners.claude"). */
  prefix?: PropertyKey[];
  /** Extra advice per key path. */
  allowed?: (path: PropertyKey[], issue: z.core.$ZodIssue) => string | undefined;
  /** The schema that reported the issues: its keys are the did-you-mean candidates for an unknown key. */
  schema?: z.ZodType;
  /** More keys allowed at the schema's top level (a runner's common keys next to its type's options). */
  extraKeys?: readonly string[];
}

/** One line per problem: "file:line: key.path: what is wrong (did you mean …)". */
export function issueLines(issues: readonly z.core.$ZodIssue[], ctx: IssueContext): string[] {
  return issues.map((issue) => {
    const full = [...(ctx.prefix ?? []), ...issue.path];
    const keyed = issue.code === "unrecognized_keys" ? [...full, issue.keys[0]] : full;
    const line = ctx.lineOf?.(keyed) ?? ctx.lineOf?.(full);
    const where = line ? `${ctx.file}:${line}` : ctx.file;
    const key = keyPath(full);
    const known = [...(ctx.schema ? keysAt(ctx.schema, issue.path) : []), ...(issue.path.length === 0 ? (ctx.extraKeys ?? []) : [])];
    const extra = ctx.allowed?.(full, issue);
    return `${where}: ${key ? `${key}: ` : ""}${describe(issue, known)}${extra ? ` (${extra})` : ""}`;
  });
}

export function issuesToError(issues: readonly z.core.$ZodIssue[], ctx: IssueContext): AgentBenchError {
  return problemsError(issueLines(issues, ctx));
}

/** Every problem found, in one error: the first on the error's line, the rest below it. */
export function problemsError(
  lines: readonly string[],
  hint = `fix the keys above; ${docUrl("configuration.md")} lists every key, ${docUrl("runners.md")} each runner type's`,
): AgentBenchError {
  // In the order of the file: the first line to fix comes first.
  const lineNo = (l: string) => Number(/^[^\n]*?:(\d+): /.exec(l)?.[1] ?? 0);
  const shown = [...lines].sort((a, b) => lineNo(a) - lineNo(b)).slice(0, 20);
  const more = lines.length > shown.length ? `\n  …and ${lines.length - shown.length} more` : "";
  const head = lines.length > 1 ? `${lines.length} problems:\n  ${shown.join("\n  ")}` : shown[0];
  return configError(`${head}${more}`, { hint });
}

/** The keys of the object schema at `path` (records and optional wrappers are looked through). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node = unwrap(schema);
  for (const part of path) {
    const def = node?._zod.def;
    if (!def) return [];
    if (def.type === "object") node = unwrap((def as unknown as { shape: Record<string, z.ZodType> }).shape[String(part)]);
    else if (def.type === "record") node = unwrap((def as unknown as { valueType: z.ZodType }).valueType);
    else if (def.type === "array") node = unwrap((def as unknown as { element: z.ZodType }).element);
    else return [];
  }
  const def = node?._zod.def;
  return def?.type === "object" ? Object.keys((def as unknown as { shape: Record<string, unknown> }).shape) : [];
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let node = schema;
  for (let i = 0; node && i < 10; i++) {
    const def = node._zod.def as unknown as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if ((def.type === "optional" || def.type === "nullable" || def.type === "default") && def.innerType) node = def.innerType;
    else if (def.type === "pipe" && def.in) node = def.in;
    else break;
  }
  return node;
}
