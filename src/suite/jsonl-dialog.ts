// yao's multi-turn ("dynamic") fields: `simulator`, `checkpoints`, `max_turns`.
// yao runs a case in this mode only with a simulator and at least one
// checkpoint, and silently ignores either one alone; here half a dialog is an
// error, because a case whose checkpoints are dropped would pass unchecked.

import { docUrl } from "../doc-link.ts";
import { configError } from "../errors.ts";
import { compileRules } from "../assert/rules/compile.ts";
import type { CheckpointSpec, DialogSpec, UnsupportedFeature } from "../model/case.ts";
import { suggest } from "../suggest.ts";

const DEFAULT_MAX_TURNS = 20;
const MAX_MAX_TURNS = 1000;
const SIMULATOR_KEYS = ["use", "options"];
const SIMULATOR_OPTION_KEYS = ["metadata"];
const CHECKPOINT_KEYS = ["id", "description", "assert", "after", "required"];

/** `unsupported` collects what agent-bench cannot run (a yao connector, a Yao process script): the case is then reported errored. */
export function parseDialog(
  c: Record<string, unknown>,
  where: string,
  suiteDir: string,
  unsupported: (feature: UnsupportedFeature) => void,
): DialogSpec | undefined {
  const has = (k: string) => c[k] !== undefined;
  if (!has("simulator") && !has("checkpoints") && !has("max_turns")) return undefined;
  if (!has("simulator")) {
    throw configError(`${where}: "${has("checkpoints") ? "checkpoints" : "max_turns"}" needs a "simulator" (a multi-turn case)`, {
      hint: `add "simulator": {"use": "<runner id>"}: the runner that plays the user; see ${docUrl("suites.md#multi-turn-cases")}`,
    });
  }
  if (!has("checkpoints"))
    throw configError(`${where}: a "simulator" needs "checkpoints"`, {
      hint: 'add "checkpoints": [{"id": "greets", "assert": {"type": "contains", "value": "hello"}}]',
    });
  const simulator = parseSimulator(c.simulator, where, unsupported);
  const checkpoints = parseCheckpoints(c.checkpoints, where, suiteDir, unsupported);
  let maxTurns = DEFAULT_MAX_TURNS;
  if (has("max_turns")) {
    const m = c.max_turns;
    if (typeof m !== "number" || !Number.isInteger(m) || m < 1 || m > MAX_MAX_TURNS) {
      throw configError(`${where}: "max_turns" must be a whole number from 1 to ${MAX_MAX_TURNS}, got ${JSON.stringify(m)}`, { hint: '"max_turns": 10' });
    }
    maxTurns = m;
  }
  return { simulator, checkpoints, maxTurns };
}

function parseSimulator(value: unknown, where: string, unsupported: (feature: UnsupportedFeature) => void): DialogSpec["simulator"] {
  if (!isRecord(value))
    throw configError(`${where}: "simulator" must be an object`, {
      hint: '"simulator": {"use": "<runner id>", "options": {"metadata": {"persona": "…", "goal": "…"}}}',
    });
  unknownKeys(value, SIMULATOR_KEYS, `${where}: simulator`);
  if (typeof value.use !== "string" || value.use.trim() === "") {
    throw configError(`${where}: simulator.use must name the runner that plays the user`, {
      hint: '"use": "user-sim" (a runner id from the config; a yao "agents:" prefix is allowed)',
    });
  }
  let metadata: Record<string, unknown> = {};
  if (value.options !== undefined) {
    if (!isRecord(value.options))
      throw configError(`${where}: simulator.options must be an object`, { hint: '"options": {"metadata": {"persona": "…", "goal": "…"}}' });
    // yao uses the simulator's own connector when this one is empty.
    if (value.options.connector !== undefined && value.options.connector !== "" && value.options.connector !== null) {
      unsupported({
        field: "simulator.options.connector",
        reason: `names the yao connector ${JSON.stringify(value.options.connector)}, which only Yao can turn into the simulator's model`,
        hint: "set the model of the simulator's runner in the config, and drop simulator.options.connector",
      });
    }
    unknownKeys(value.options, [...SIMULATOR_OPTION_KEYS, "connector"], `${where}: simulator.options`);
    if (value.options.metadata !== undefined) {
      if (!isRecord(value.options.metadata))
        throw configError(`${where}: simulator.options.metadata must be an object`, { hint: '"metadata": {"persona": "…", "goal": "…"}' });
      metadata = value.options.metadata;
    }
  }
  return { runner: value.use.replace(/^agents:/, ""), metadata };
}

function parseCheckpoints(value: unknown, where: string, suiteDir: string, unsupported: (feature: UnsupportedFeature) => void): CheckpointSpec[] {
  if (!Array.isArray(value) || value.length === 0)
    throw configError(`${where}: "checkpoints" must be a non-empty list`, { hint: '[{"id": "greets", "assert": {"type": "contains", "value": "hello"}}]' });
  const checkpoints: CheckpointSpec[] = [];
  const ids = new Set<string>();
  for (const [i, raw] of value.entries()) {
    const at = `${where}: checkpoints[${i}]`;
    if (!isRecord(raw)) throw configError(`${at} must be an object`, { hint: '{"id": "greets", "assert": {"type": "contains", "value": "hello"}}' });
    if ("assertion" in raw && !("assert" in raw))
      throw configError(`${at}: unknown field "assertion" (did you mean "assert"?)`, {
        hint: 'yao reads a checkpoint\'s rules from "assert"; with "assertion" it would have none',
      });
    unknownKeys(raw, CHECKPOINT_KEYS, at);
    if (typeof raw.id !== "string" || raw.id.trim() === "") throw configError(`${at}: missing "id"`, { hint: '"id": "asks-size"' });
    if (ids.has(raw.id)) throw configError(`${at}: duplicate checkpoint id "${raw.id}"`, { hint: "checkpoint ids must be unique within a case" });
    ids.add(raw.id);
    if (raw.assert === undefined || (Array.isArray(raw.assert) && raw.assert.length === 0)) {
      throw configError(`${at} ("${raw.id}") has no "assert"`, { hint: "a checkpoint is reached when its rules pass: give it at least one rule" });
    }
    const rules = compileRules(raw.assert, { where, suiteDir, label: `checkpoints[${i}].assert`, unsupported });
    const after = raw.after ?? [];
    if (!Array.isArray(after) || after.some((a) => typeof a !== "string"))
      throw configError(`${at}: "after" must be a list of checkpoint ids`, { hint: '"after": ["greets"]' });
    if (raw.required !== undefined && typeof raw.required !== "boolean")
      throw configError(`${at}: "required" must be true or false`, { hint: '"required": false makes the checkpoint optional' });
    checkpoints.push({
      id: raw.id,
      ...(typeof raw.description === "string" ? { description: raw.description } : {}),
      rules,
      after: after as string[],
      required: raw.required !== false,
    });
  }
  for (const [i, cp] of checkpoints.entries()) {
    for (const dep of cp.after) {
      if (dep === cp.id) throw configError(`${where}: checkpoints[${i}] ("${cp.id}") lists itself in "after"`, { hint: "remove it from its own after list" });
      if (!ids.has(dep)) {
        const close = suggest(dep, [...ids]);
        throw configError(`${where}: checkpoints[${i}] ("${cp.id}"): "after" names no checkpoint "${dep}"${close ? ` (did you mean "${close}"?)` : ""}`, {
          hint: `checkpoints: ${[...ids].join(", ")}`,
        });
      }
    }
  }
  const cycle = findCycle(checkpoints);
  if (cycle)
    throw configError(`${where}: the checkpoints' "after" lists form a cycle: ${cycle.join(" → ")}`, {
      hint: "such checkpoints can never be reached; break the cycle",
    });
  return checkpoints;
}

function findCycle(checkpoints: CheckpointSpec[]): string[] | undefined {
  const byId = new Map(checkpoints.map((c) => [c.id, c]));
  const state = new Map<string, "open" | "done">();
  const walk = (id: string, trail: string[]): string[] | undefined => {
    if (state.get(id) === "done") return undefined;
    if (state.get(id) === "open") return [...trail.slice(trail.indexOf(id)), id];
    state.set(id, "open");
    for (const dep of byId.get(id)?.after ?? []) {
      const found = walk(dep, [...trail, id]);
      if (found) return found;
    }
    state.set(id, "done");
    return undefined;
  };
  for (const c of checkpoints) {
    const found = walk(c.id, []);
    if (found) return found;
  }
  return undefined;
}

function unknownKeys(value: Record<string, unknown>, allowed: string[], at: string): void {
  for (const key of Object.keys(value)) {
    if (allowed.includes(key)) continue;
    const close = suggest(key, allowed);
    throw configError(`${at}: unknown field "${key}"${close ? ` (did you mean "${close}"?)` : ""}`, { hint: `fields: ${allowed.join(", ")}` });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
