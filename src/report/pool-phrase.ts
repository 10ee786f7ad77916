// Where a pooled base came from, in words every renderer shares (Markdown,
// text, the HTML page script, the step log): "base: 20 runs over 6 commits
// (a1b2c3d…f4e5d6c)". Pure and free of imports, so the page script can
// bundle it. Shas are shown only when they are full 40-hex ones.

import type { BaselinePool, PoolStop } from "../model/pool.ts";

const FULL_SHA = /^[0-9a-f]{40}$/;

const STOPS: Record<PoolStop, string> = {
  "no-history": "the baseline's run carried no history of the base branch",
  "older-history": "the earlier runs were recorded by an older agent-bench",
  test: "the case's test changed",
  treatment: "the treatment changed",
  cli: "the agent CLI version changed",
  age: "the earlier runs are older than the age bound",
  unverified: "an earlier entry is not one of the base branch's push runs",
  "history-start": "the history holds no earlier runs",
};

/** "base: 20 runs over 6 commits (a1b2c3d…f4e5d6c)", "base: 9–20 runs per case over 6 commits (…)", "base: 3 runs from commit f4e5d6c". */
export function poolPhrase(pool: BaselinePool): string {
  const runs = pool.cells.map((c) => c.runs);
  const low = runs.length ? Math.min(...runs) : 0;
  const high = runs.length ? Math.max(...runs) : 0;
  const count = low === high ? `${high} run${high === 1 ? "" : "s"}` : `${low}–${high} runs per case`;
  const shas = pool.commits.filter((c) => FULL_SHA.test(c)).map((c) => c.slice(0, 7));
  if (shas.length <= 1) return `base: ${count}${shas.length ? ` from commit ${shas[0]}` : ""}`;
  return `base: ${count} over ${shas.length} commits (${shas.at(-1)}…${shas[0]})`;
}

/** Why some cells hold fewer than `baseline-runs`: "earlier runs not pooled: the treatment changed" (undefined when every cell is full). */
export function poolShortfall(pool: BaselinePool): string | undefined {
  const short = pool.cells.filter((c) => c.stop !== undefined);
  if (short.length === 0) return undefined;
  const counts = new Map<PoolStop, number>();
  for (const c of short) counts.set(c.stop!, (counts.get(c.stop!) ?? 0) + 1);
  const [stop] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const which = short.length === pool.cells.length ? "" : ` for ${short.length} of ${pool.cells.length} cells`;
  const reason = stop === "age" ? `the earlier runs are older than ${pool.maxAgeDays} days` : STOPS[stop];
  return `fewer than ${pool.maxRuns} runs${which}: ${reason}${counts.size > 1 ? " (and other reasons, see comparison.json)" : ""}`;
}
