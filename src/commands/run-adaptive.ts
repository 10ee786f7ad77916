// agent-bench run's adaptive settings: --runs auto and its budget flags, and
// the settings a resumed run keeps from its log (its plan, adaptive settings
// and baseline), with the budgets the resuming command may raise.

import type { RunSettings } from "../config/settings.ts";
import { configError } from "../errors.ts";
import { parsePositive, resolveAdaptive } from "../adaptive/options.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";
import type { RunInvocation } from "../model/result.ts";
import { intFlag } from "../cli/args.ts";

/** --runs auto and its budget flags; the budget flags without it are a mistake. */
export function adaptiveFromFlags(values: FlagValues, resuming: boolean): AdaptiveSettings | undefined {
  const str = (k: string): string | undefined => (typeof values[k] === "string" ? values[k] : undefined);
  const auto = str("runs")?.trim().toLowerCase() === "auto";
  if (!auto) {
    // Resuming, the budgets may change (the run's adaptive settings come from its log).
    const stray = (resuming ? ["min-runs", "max-runs"] : ["min-runs", "max-runs", "max-cost-usd", "max-minutes"]).find((f) => values[f] !== undefined);
    if (stray) throw configError(`--${stray} only applies to adaptive runs`, { where: `--${stray}`, hint: "add --runs auto, or drop it" });
    return undefined;
  }
  return resolveAdaptive({
    ...defined("minRuns", intFlag(str("min-runs"), "--min-runs")),
    ...defined("maxRuns", intFlag(str("max-runs"), "--max-runs")),
    ...budgetFlags(values),
  });
}

type FlagValues = Record<string, string | boolean | string[] | undefined>;

export function budgetFlags(values: FlagValues): Pick<AdaptiveSettings, "maxCostUsd" | "maxMinutes"> {
  const str = (k: string): string | undefined => (typeof values[k] === "string" ? values[k] : undefined);
  return {
    ...defined("maxCostUsd", parsePositive(str("max-cost-usd"), "--max-cost-usd")),
    ...defined("maxMinutes", parsePositive(str("max-minutes"), "--max-minutes")),
  };
}

function defined<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

export function resumedSettings(flags: RunSettings, invocation: RunInvocation | undefined, dir: string): RunSettings {
  if (!invocation) throw configError(`${dir} was written by an agent-bench that did not record how it was run`, { where: "--resume", hint: "start a new run" });
  const { adaptive, base, ...plan } = invocation;
  const baseArg = flags.base ?? base;
  if (flags.resumeBudget && !adaptive) {
    const flag = flags.resumeBudget.maxCostUsd !== undefined ? "--max-cost-usd" : "--max-minutes";
    throw configError(`${flag}: the run in ${dir} is not an adaptive run (--runs auto)`, { where: flag, hint: "drop it: a fixed run has no budget" });
  }
  return {
    ...flags,
    ...plan,
    ...(adaptive ? { adaptive: resolveAdaptive({ ...adaptive, ...flags.resumeBudget }) } : {}),
    ...(baseArg !== undefined ? { base: baseArg } : {}),
    outputs: flags.outputs,
    outDir: dir,
  };
}
