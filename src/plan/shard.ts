// Sharding splits the plan's cells (never a cell's runs) over N jobs, so that
// N jobs together run every cell exactly once and one slow runner's cells
// spread over every job.

import { configError } from "../errors.ts";
import type { Shard } from "../model/shard.ts";

export function parseShard(value: string, where = "--shard"): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const index = match ? Number(match[1]) : NaN;
  const total = match ? Number(match[2]) : NaN;
  if (!match || total < 1 || index < 1 || index > total) {
    throw configError(`${where}: invalid shard "${value}"`, { hint: "write I/N with 1 ≤ I ≤ N, e.g. 2/3" });
  }
  return { index, total };
}

/**
 * Cells ordered runner-major are dealt round-robin: each runner's cells land
 * evenly on every shard, and shard sizes differ by at most one.
 */
export function shardCells<T extends { case: { id: string }; runner: { id: string } }>(cells: readonly T[], shard: Shard): T[] {
  const runnerOrder = [...new Set(cells.map((c) => c.runner.id))];
  const ordered = [...cells].sort((a, b) => runnerOrder.indexOf(a.runner.id) - runnerOrder.indexOf(b.runner.id));
  return ordered.filter((_, i) => i % shard.total === shard.index - 1);
}
