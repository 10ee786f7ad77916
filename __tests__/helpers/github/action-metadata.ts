// An action's action.yml as the runner reads it: the entry script, and the inputs with their
// defaults (expressions such as ${{ github.token }} evaluated) turned into INPUT_* variables.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export interface ActionMetadata {
  main: string;
  using: string;
  inputs: Record<string, { default?: string; required?: boolean }>;
}

/** The action.yml (or action.yaml) in `dir`, or undefined when there is none. */
export function readActionMetadata(dir: string): ActionMetadata | undefined {
  const file = ["action.yml", "action.yaml"].map((name) => join(dir, name)).find((path) => existsSync(path));
  if (!file) return undefined;
  const doc = parse(readFileSync(file, "utf8")) as { runs?: { using?: string; main?: string }; inputs?: ActionMetadata["inputs"] };
  if (!doc?.runs?.main || !doc.runs.using) throw new Error(`${file}: runs.using and runs.main are required for a JavaScript action`);
  if (!/^node\d+$/.test(doc.runs.using)) throw new Error(`${file}: runs.using is "${doc.runs.using}", the harness runs node actions only`);
  return { main: doc.runs.main, using: doc.runs.using, inputs: doc.inputs ?? {} };
}

/** The name of an input's environment variable, as @actions/core looks it up (hyphens kept). */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}

function lookup(context: Record<string, unknown>, path: string): unknown {
  let node: unknown = context;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Evaluates the `${{ github.x.y }}` / `${{ runner.temp }}` references a default may hold. */
export function evaluateDefault(text: string, context: Record<string, unknown>, where: string): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_whole, expression: string) => {
    if (!/^(github|runner|env)(\.[\w-]+)+$/.test(expression)) {
      throw new Error(`${where}: the harness evaluates only context references like github.token, not "${expression}"`);
    }
    const value = lookup(context, expression);
    if (value === undefined || value === null) return "";
    // Context values come from JSON: a string as it is, anything else as JSON (5, true, {...}).
    return typeof value === "string" ? value : JSON.stringify(value);
  });
}
