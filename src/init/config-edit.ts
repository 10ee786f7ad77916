// Runners `agent-bench init --agent X` adds to a config that exists: JSON and
// YAML are edited in place (YAML keeps its comments and layout); a module
// config (.ts, .js) is code, so init prints the exact lines to add instead.

import path from "node:path";
import { parseDocument } from "yaml";
import { configError, errorMessage } from "../errors.ts";

export type RunnerEntry = Record<string, string>;

export type ConfigEdit = { kind: "edited"; text: string } | { kind: "by-hand"; lines: string[] };

/** The config's text with `add` (runner id → settings) in its `runners`, or the lines a person adds to a module config. */
export function addRunners(file: string, text: string, add: ReadonlyArray<[string, RunnerEntry]>): ConfigEdit {
  const ext = path.extname(file);
  if (ext === ".json") return { kind: "edited", text: editJson(file, text, add) };
  if (ext === ".yaml" || ext === ".yml") return { kind: "edited", text: editYaml(file, text, add) };
  return {
    kind: "by-hand",
    lines: add.map(
      ([id, entry]) =>
        `${/^[A-Za-z_$][\w$]*$/u.test(id) ? id : JSON.stringify(id)}: { ${Object.entries(entry)
          .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
          .join(", ")} },`,
    ),
  };
}

function editJson(file: string, text: string, add: ReadonlyArray<[string, RunnerEntry]>): string {
  let config: { runners?: Record<string, unknown> } & Record<string, unknown>;
  try {
    config = JSON.parse(text) as typeof config;
  } catch (error) {
    throw configError(`${file}: not valid JSON (${errorMessage(error)})`, { where: file, hint: "fix the JSON, then run agent-bench init again" });
  }
  const runners = { ...config.runners, ...Object.fromEntries(add) };
  // The file's own indentation, so the diff is the new runners only.
  const indent = /^([ \t]+)"/mu.exec(text)?.[1] ?? "  ";
  return `${JSON.stringify({ ...config, runners }, null, indent)}\n`;
}

function editYaml(file: string, text: string, add: ReadonlyArray<[string, RunnerEntry]>): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0)
    throw configError(`${file}: invalid YAML (${doc.errors[0].message})`, { where: file, hint: "fix the YAML, then run agent-bench init again" });
  for (const [id, entry] of add) doc.setIn(["runners", id], doc.createNode(entry));
  return doc.toString();
}

/** A runner id for `type` that the config does not use yet: the type itself, else type-2, type-3, … */
export function freeRunnerId(type: string, taken: ReadonlySet<string>): string {
  if (!taken.has(type)) return type;
  for (let n = 2; ; n++) if (!taken.has(`${type}-${n}`)) return `${type}-${n}`;
}
