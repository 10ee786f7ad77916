// The BASE of `compare` and the --base of `run`: a local stability.json,
// results.json or run folder, read here; or github:OWNER/REPO[@BRANCH], the
// branch's newest baseline found through the GitHub API (github/remote-baseline.ts,
// loaded only then).

import { stat } from "node:fs/promises";
import path from "node:path";
import { configError } from "../errors.ts";
import type { PoolSettings } from "../history/pool.ts";
import { parsePoolSettings } from "../history/pool-options.ts";
import type { StabilityFile } from "../model/stability.ts";
import { loadStability } from "../stability/load.ts";

export function isGithubBase(value: string): boolean {
  return value.startsWith("github:");
}

export interface BaselineArg {
  stability: StabilityFile;
  /** The base run's folder for the side-by-side view: the local one, or the downloaded artifact (untrusted). */
  dir: string;
  /** Removes a downloaded artifact (a no-op for a local baseline). */
  dispose(): Promise<void>;
}

/**
 * A baseline argument: github:OWNER/REPO[@BRANCH] (pooled with `pool`, by default 20 runs within 14 days), else a
 * stability.json, results.json or run folder.
 */
export async function loadBaselineArg(value: string, where: string, pool?: PoolSettings): Promise<BaselineArg> {
  if (!isGithubBase(value)) return { stability: await loadStability(value), dir: await runFolderOf(value), dispose: async () => {} };
  const { fetchGithubBaseline, parseGithubBase } = await import("../github/remote-baseline.ts");
  const remote = await fetchGithubBaseline(parseGithubBase(value, where), where, process.env, pool);
  process.stderr.write(`${remote.description}\n`);
  if (remote.warning) process.stderr.write(`warning: ${remote.warning}\n`);
  return remote;
}

/** --baseline-runs and --baseline-max-age: only with a github: baseline (a local one has no history to pool). */
export function poolFlags(
  values: { "baseline-runs"?: string; "baseline-max-age"?: string },
  base: string | undefined,
  baseName: string,
): PoolSettings | undefined {
  const given = (["baseline-runs", "baseline-max-age"] as const).find((f) => values[f] !== undefined);
  if (given === undefined) return undefined;
  if (base === undefined || !isGithubBase(base))
    throw configError(`--${given} pools a github: baseline's earlier runs; ${baseName} is not one`, {
      where: `--${given}`,
      hint: `use it with ${baseName} github:OWNER/REPO[@BRANCH], or drop it`,
    });
  return parsePoolSettings(values["baseline-runs"], values["baseline-max-age"], {
    runs: { label: "--baseline-runs", where: "--baseline-runs" },
    maxAge: { label: "--baseline-max-age", where: "--baseline-max-age" },
  });
}

/** The run folder a local baseline path points into (the folder itself, or a stability.json's folder). */
async function runFolderOf(base: string): Promise<string> {
  return (await stat(base).then(
    (s) => s.isDirectory(),
    () => false,
  ))
    ? base
    : path.dirname(base);
}
