// The cost guard's estimate, printed before an adaptive run: what min-runs and
// max-runs of every planned cell would cost and take, from the baseline's
// per-cell means. Pure.

import type { StabilityCell, StabilityFile } from "../model/stability.ts";
import { CellMap, type CellId } from "../model/cell.ts";
import { formatCost, formatDuration } from "../format.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";

export interface Estimate {
  cells: number;
  executions: { min: number; max: number };
  /** null when the baseline has no cost for some planned cell. */
  costUsd: { min: number; max: number } | null;
  /** Wall-clock at `parallel` executions in flight; null without a baseline duration. */
  durationMs: { min: number; max: number } | null;
}

/** A cell's mean cost per run in the baseline; undefined when unknown. */
export function costPerRun(cell: StabilityCell | undefined): number | undefined {
  return cell?.costUsd?.mean;
}

export function estimateRun(cells: readonly CellId[], baseline: StabilityFile | null, settings: AdaptiveSettings, parallel: number): Estimate {
  const base = CellMap.of(baseline?.cells ?? []);
  const known = cells.map((c) => base.get(c));
  const sum = (pick: (c: StabilityCell) => number | undefined): number | null => {
    let total = 0;
    for (const cell of known) {
      const value = cell ? pick(cell) : undefined;
      if (value === undefined || !Number.isFinite(value)) return null;
      total += value;
    }
    return total;
  };
  const cost = cells.length === 0 ? null : sum(costPerRun);
  const duration = cells.length === 0 ? null : sum((c) => c.durationMs.mean);
  const lanes = Math.max(1, parallel);
  return {
    cells: cells.length,
    executions: { min: cells.length * settings.minRuns, max: cells.length * settings.maxRuns },
    costUsd: cost === null ? null : { min: cost * settings.minRuns, max: cost * settings.maxRuns },
    durationMs: duration === null ? null : { min: (duration * settings.minRuns) / lanes, max: (duration * settings.maxRuns) / lanes },
  };
}

/** One line for stderr before the run. */
export function formatEstimate(estimate: Estimate, settings: AdaptiveSettings, parallel: number): string {
  const parts = [
    `adaptive runs: ${settings.minRuns}–${settings.maxRuns} per cell over ${estimate.cells} cell${estimate.cells === 1 ? "" : "s"} (${estimate.executions.min}–${estimate.executions.max} executions)`,
  ];
  parts.push(
    estimate.costUsd
      ? `estimated ${formatCost(estimate.costUsd.min)}–${formatCost(estimate.costUsd.max)}`
      : "cost unknown (the baseline has no cost for every cell)",
  );
  if (estimate.durationMs) parts.push(`${formatDuration(estimate.durationMs.min)}–${formatDuration(estimate.durationMs.max)} at parallel ${parallel}`);
  const budgets = [
    settings.maxCostUsd !== undefined ? `${formatBudgetUsd(settings.maxCostUsd)}` : "",
    settings.maxMinutes !== undefined ? `${settings.maxMinutes} min` : "",
  ].filter(Boolean);
  if (budgets.length > 0) parts.push(`budget ${budgets.join(" and ")}`);
  return parts.join("; ");
}

/** "$20" for whole dollars, "$2.50" otherwise. */
export function formatBudgetUsd(usd: number): string {
  return Number.isInteger(usd) ? `$${usd}` : formatCost(usd);
}
