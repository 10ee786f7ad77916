// Finds the config file: --config, else the nearest agent-bench.config.* or
// skillgym.config.* walking up from the suite's folder.

import { existsSync } from "node:fs";
import path from "node:path";
import { configError } from "../errors.ts";

export const CONFIG_NAMES = ["ts", "mts", "js", "mjs", "json", "yaml", "yml"].map((ext) => `agent-bench.config.${ext}`);
export const SKILLGYM_CONFIG_NAMES = ["ts", "mts", "cts", "js", "mjs", "cjs"].map((ext) => `skillgym.config.${ext}`);

export function findConfig(startDir: string): string | undefined {
  let dir = path.resolve(startDir);
  for (;;) {
    const found = [...CONFIG_NAMES, ...SKILLGYM_CONFIG_NAMES].filter((name) => existsSync(path.join(dir, name)));
    const own = found.filter((name) => name.startsWith("agent-bench."));
    if (own.length > 1 || (own.length === 0 && found.length > 1)) {
      throw configError(`${dir}: several config files: ${found.join(", ")}`, {
        hint: "keep one, or choose with --config FILE",
      });
    }
    // An agent-bench config next to a skillgym one wins: it is the one written for us.
    const pick = own[0] ?? found[0];
    if (pick) return path.join(dir, pick);
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function isSkillgymConfig(file: string): boolean {
  return path.basename(file).startsWith("skillgym.config.");
}

/** A skillgym config under another name: runners are `{ agent: { type, model } }`, or skillgym's own top-level `run`. */
export function looksLikeSkillgym(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  if ("run" in v) return true;
  const runners = v.runners;
  if (typeof runners !== "object" || runners === null) return false;
  const entries = Object.values(runners as Record<string, unknown>);
  return entries.length > 0 && entries.every((r) => typeof r === "object" && r !== null && "agent" in r && !("type" in r));
}
