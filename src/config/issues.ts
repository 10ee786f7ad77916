// Turns zod issues into one configuration error that names the file, the line
// when we know it, the key path and what is allowed.

import type { z } from "zod";
import { configError, type AgentBenchError } from "../errors.ts";

export type LineOf = (path: PropertyKey[]) => number | undefined;

export function keyPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out;
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_type":
      return `expected ${issue.expected}${"input" in issue && issue.input !== undefined ? `, got ${typeName(issue.input)}` : ""}`;
    default:
      return issue.message;
  }
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;
}

export interface IssueContext {
  file: string;
  /** Maps a key path to a 1-based line of the file, when the format allows. */
  lineOf?: LineOf;
  /** Prefix for key paths (e.g. "runners.claude"). */
  prefix?: PropertyKey[];
  /** Extra advice per key path. */
  allowed?: (path: PropertyKey[], issue: z.core.$ZodIssue) => string | undefined;
}

export function issuesToError(issues: readonly z.core.$ZodIssue[], ctx: IssueContext): AgentBenchError {
  const lines = issues.slice(0, 5).map((issue) => {
    const full = [...(ctx.prefix ?? []), ...issue.path];
    const keyed = issue.code === "unrecognized_keys" ? [...full, issue.keys[0]!] : full;
    const line = ctx.lineOf?.(keyed) ?? ctx.lineOf?.(full);
    const where = line ? `${ctx.file}:${line}` : ctx.file;
    const key = keyPath(full);
    const extra = ctx.allowed?.(full, issue);
    return `${where}: ${key ? `${key}: ` : ""}${describe(issue)}${extra ? ` (${extra})` : ""}`;
  });
  const more = issues.length > 5 ? `\n  …and ${issues.length - 5} more` : "";
  const [first, ...rest] = lines;
  return configError(`${first}${rest.map((l) => `\n  ${l}`).join("")}${more}`, {
    hint: "fix the keys above; docs/configuration.md lists every key",
  });
}
