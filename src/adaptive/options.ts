// Settings of an adaptive run (`--runs auto`) and their checks. Pure.

import { configError } from "../errors.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";

export const ADAPTIVE_DEFAULTS = { minRuns: 3, maxRuns: 10, step: 1, alpha: 0.05, margin: 0.05 } as const;

/** Where each setting comes from, for error messages: CLI flags or action inputs. */
export interface SettingNames {
  minRuns: string;
  maxRuns: string;
  maxCostUsd: string;
  maxMinutes: string;
}

export const FLAG_NAMES: SettingNames = { minRuns: "--min-runs", maxRuns: "--max-runs", maxCostUsd: "--max-cost-usd", maxMinutes: "--max-minutes" };

export function resolveAdaptive(input: Partial<AdaptiveSettings>, names: SettingNames = FLAG_NAMES): AdaptiveSettings {
  const settings: AdaptiveSettings = {
    minRuns: input.minRuns ?? ADAPTIVE_DEFAULTS.minRuns,
    maxRuns: input.maxRuns ?? Math.max(ADAPTIVE_DEFAULTS.maxRuns, input.minRuns ?? 0),
    step: input.step ?? ADAPTIVE_DEFAULTS.step,
    alpha: input.alpha ?? ADAPTIVE_DEFAULTS.alpha,
    margin: input.margin ?? ADAPTIVE_DEFAULTS.margin,
    ...(input.maxCostUsd !== undefined ? { maxCostUsd: input.maxCostUsd } : {}),
    ...(input.maxMinutes !== undefined ? { maxMinutes: input.maxMinutes } : {}),
  };
  if (!Number.isInteger(settings.minRuns) || settings.minRuns < 1) {
    throw configError(`${names.minRuns} must be a whole number of at least 1 (got ${settings.minRuns})`, { where: names.minRuns, hint: "the default is 3" });
  }
  if (!Number.isInteger(settings.maxRuns) || settings.maxRuns < settings.minRuns) {
    throw configError(`${names.maxRuns} must be a whole number no smaller than ${names.minRuns} (${settings.minRuns}); got ${settings.maxRuns}`, {
      where: names.maxRuns,
      hint: "the default is 10",
    });
  }
  for (const key of ["maxCostUsd", "maxMinutes"] as const) {
    const value = settings[key];
    if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
      throw configError(`${names[key]} must be a positive number (got ${value})`, {
        where: names[key],
        hint: key === "maxCostUsd" ? "dollars, e.g. 20 or 2.5" : "minutes, e.g. 30",
      });
    }
  }
  return settings;
}

/** A positive number from a flag or input value, or a config error naming it. */
export function parsePositive(value: string | undefined, where: string): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const n = Number(value.trim().replace(/^\$/, ""));
  if (!Number.isFinite(n) || n <= 0)
    throw configError(`${where}: "${value}" is not a positive number`, { where, hint: where.includes("cost") ? "dollars, e.g. 20 or 2.5" : "e.g. 30" });
  return n;
}

/** The head run counts at which cells are looked at: min, min+step, …, max. Fixed before the run (a group-sequential design). */
export function looks(settings: Pick<AdaptiveSettings, "minRuns" | "maxRuns" | "step">): number[] {
  const out: number[] = [];
  for (let n = settings.minRuns; n < settings.maxRuns; n += Math.max(1, settings.step)) out.push(n);
  out.push(settings.maxRuns);
  return out;
}
