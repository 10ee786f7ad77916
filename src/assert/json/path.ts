// JSONPath through jsonpath-plus: wildcards, filters, slices, recursive
// descent and `$`. A path that matches nothing is a failure, never `null`.
// yao-style paths without `$` ("a.b[0]") are read as "$.a.b[0]".

import { JSONPath } from "jsonpath-plus";

export function normalizePath(path: string): string {
  const p = path.trim();
  if (p.startsWith("$")) return p;
  return p.startsWith("[") ? `$${p}` : `$.${p}`;
}

/** Why a path is invalid, or undefined when it is fine. jsonpath-plus accepts some broken paths silently, so structure is checked here too. */
export function jsonPathProblem(path: string): string | undefined {
  if (path.trim() === "") return "the path is empty";
  const p = normalizePath(path);
  const balance = bracketProblem(p);
  if (balance) return balance;
  if (/\.$/.test(p)) return `the path ends with "${p.endsWith("..") ? ".." : "."}"`;
  let segments: string[];
  try {
    segments = JSONPath.toPathArray(p);
  } catch (error) {
    return (error as Error).message;
  }
  // Filter and script segments are parsed only when evaluated: evaluate each on a probe so syntax errors show now.
  for (const segment of segments) {
    if (!segment.startsWith("?(") && !segment.startsWith("(")) continue;
    try {
      JSONPath({ path: `$[${segment}]`, json: [{}], wrap: true, eval: "safe", ignoreEvalErrors: true });
    } catch (error) {
      return `invalid expression ${segment}: ${(error as Error).message}`;
    }
  }
  return undefined;
}

function bracketProblem(p: string): string | undefined {
  const stack: string[] = [];
  let quote: string | undefined;
  for (let i = 0; i < p.length; i++) {
    const ch = p[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = undefined;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === "[" || ch === "(") stack.push(ch === "[" ? "]" : ")");
    else if (ch === "]" || ch === ")") {
      if (stack.pop() !== ch) return `unexpected "${ch}" at character ${i + 1}`;
    }
  }
  if (quote) return `unclosed quote ${quote}`;
  if (stack.length > 0) return `missing "${stack.at(-1)}"`;
  return undefined;
}

/** Every value the path selects (empty when it selects nothing). */
export function queryJsonPath(json: unknown, path: string): unknown[] {
  const p = normalizePath(path);
  if (json === null || json === undefined) return p === "$" ? [json ?? null] : [];
  const found = JSONPath({ path: p, json: json, wrap: true, eval: "safe", ignoreEvalErrors: true }) as unknown[] | undefined;
  return Array.isArray(found) ? found : [];
}
