// `baseline-runs` and `baseline-max-age` (action inputs; `--baseline-runs`
// and `--baseline-max-age` for `--base github:`): parsed the same way for
// both, every mistake naming where it came from.

import { configError } from "../errors.ts";
import { DEFAULT_POOL, type PoolSettings } from "./pool.ts";

/** The most runs per cell a pool may take (the exact tests' cost grows with it). */
const MAX_BASELINE_RUNS = 1000;

/** Where each value came from: its name in messages (`input "baseline-runs"`, `--baseline-runs`) and the error's `where`. */
export interface PoolNames {
  runs: { label: string; where: string };
  maxAge: { label: string; where: string };
}

export function parsePoolSettings(runs: string | undefined, maxAge: string | undefined, names: PoolNames): PoolSettings {
  return {
    maxRuns: runs === undefined || runs.trim() === "" ? DEFAULT_POOL.maxRuns : baselineRuns(runs.trim(), names.runs),
    maxAgeDays: maxAge === undefined || maxAge.trim() === "" ? DEFAULT_POOL.maxAgeDays : ageInDays(maxAge.trim(), names.maxAge),
  };
}

function baselineRuns(value: string, { label, where }: PoolNames["runs"]): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > MAX_BASELINE_RUNS)
    throw configError(`${label}: "${value}" is not valid`, {
      where,
      hint: `a whole number from 0 to ${MAX_BASELINE_RUNS}: the runs per case the baseline pools from the base branch's push runs (default ${DEFAULT_POOL.maxRuns}; 0 compares with the latest run alone)`,
    });
  return n;
}

/** "14d" or "36h" → days. A bare number is refused: days to one reader, hours to another. */
function ageInDays(value: string, { label, where }: PoolNames["maxAge"]): number {
  const match = /^(\d+(?:\.\d+)?)(d|h)$/.exec(value);
  const days = match ? Number(match[1]) / (match[2] === "h" ? 24 : 1) : NaN;
  if (!(days > 0 && days <= 3650))
    throw configError(`${label}: "${value}" is not valid`, {
      where,
      hint: `an age with a unit, in days or hours, e.g. 14d or 36h (default ${DEFAULT_POOL.maxAgeDays}d): older push runs are not pooled into the baseline`,
    });
  return days;
}
