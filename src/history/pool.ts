// The pooled baseline (docs/comparison.md, "Pooled baseline"): the latest
// baseline's runs plus main's earlier runs of the same cells while the test,
// the treatment and the CLI version stayed the same (pool-take.ts has the
// rules), up to `maxRuns` runs per cell; and, for a push run with runs: auto,
// how many runs each cell needs so that the next pull request gets such a
// base. Pure.

import { CellMap, type CellId } from "../model/cell.ts";
import type { BaselinePool, PoolCell, PoolStop } from "../model/pool.ts";
import type { StabilityCell, StabilityFile } from "../model/stability.ts";
import { treatmentHash } from "../model/treatment-hash.ts";
import { pairingId } from "../model/variant.ts";
import { classify } from "../stability/cell-stats.ts";
import { passKTable } from "../stats/pass-at-k.ts";
import { wilsonInterval } from "../stats/wilson.ts";
import type { HistoryFile } from "./entry.ts";
import { takeEarlierRuns, type PoolConditions, type Taken, type TrustedRun } from "./pool-take.ts";

export type { PoolConditions, TrustedRun } from "./pool-take.ts";

export interface PoolSettings {
  /** `baseline-runs`: runs per cell the pool takes (0: no pooling). */
  maxRuns: number;
  /** `baseline-max-age`: earlier runs older than this many days are not pooled. */
  maxAgeDays: number;
}

/** 20 runs: a pooled 20/20 against a head's 0/3 is p = 1/C(23, 3) = 0.00056 (docs/comparison.md). 14 days: see docs/action.md. */
export const DEFAULT_POOL: PoolSettings = { maxRuns: 20, maxAgeDays: 14 };

const FULL_SHA = /^[0-9a-f]{40}$/;

export interface LatestBaseline {
  stability: StabilityFile;
  /** The workflow run and commit it came from (the REST API's). */
  runId: number;
  sha: string;
}

export interface PoolInput {
  settings: PoolSettings;
  /** The base branch's push runs of this repository, by id (the REST API's list). */
  trusted: ReadonlyMap<number, TrustedRun>;
  now: Date;
}

/**
 * The latest baseline with main's earlier runs pooled in, from the history its own run carried
 * (`history`, undefined when it had none). Undefined when pooling is off or the baseline's commit
 * is not a full sha: then the latest baseline is the base, as before.
 */
export function poolBaseline(latest: LatestBaseline, history: HistoryFile | undefined, input: PoolInput): StabilityFile | undefined {
  if (input.settings.maxRuns <= 0 || !FULL_SHA.test(latest.sha)) return undefined;
  const { stability } = latest;
  const ownIndex = history?.suite === stability.suite.path ? history.entries.findLastIndex((e) => e.runId === latest.runId && e.commit === latest.sha) : -1;
  const own = ownIndex >= 0 ? history!.entries[ownIndex] : undefined;
  if (!own?.tests) return pooledStability(latest, new CellMap(), [], own ? "older-history" : "no-history", input.settings);
  const tests = own.tests;
  // A case whose fingerprint in stability.json is not the one its run recorded cannot be matched: it pools nothing.
  const cells = stability.cells
    .filter((c) => Object.hasOwn(tests, c.caseId) && tests[c.caseId] === c.testFingerprint)
    .map((c) => ({ ...pairingId(c), room: input.settings.maxRuns - (c.runs - c.errored) }));
  const earlier = history!.entries.slice(0, ownIndex).reverse();
  const taken = takeEarlierRuns(cells, {
    entries: earlier,
    conditions: { ...(own.treatment ? { treatment: own.treatment } : {}), cli: own.cli, tests },
    trusted: input.trusted,
    maxAgeDays: input.settings.maxAgeDays,
    now: input.now,
    exclude: [latest.runId],
  });
  return pooledStability(
    latest,
    taken,
    earlier.map((e) => e.runId ?? 0),
    "test",
    input.settings,
  );
}

/** `order`: the earlier entries' run ids, newest first; `missing`: why a cell that took nothing from them has no earlier runs. */
function pooledStability(latest: LatestBaseline, taken: CellMap<Taken>, order: readonly number[], missing: PoolStop, settings: PoolSettings): StabilityFile {
  const { stability } = latest;
  const poolCells: PoolCell[] = [];
  const used = new Map<number, string>();
  let added = 0;
  let addedPassed = 0;
  const cells = stability.cells.map((cell) => {
    const t = taken.get(pairingId(cell));
    const own = cell.runs - cell.errored;
    const runs = own + (t?.runs ?? 0);
    const stop = runs >= settings.maxRuns ? undefined : t ? t.stop : missing;
    poolCells.push({ caseId: cell.caseId, runnerId: cell.runnerId, runs, commits: (own > 0 ? 1 : 0) + (t?.commits.length ?? 0), ...(stop ? { stop } : {}) });
    if (!t || t.runs === 0) return cell;
    t.runIds.forEach((id, i) => used.set(id, t.commits[i]));
    added += t.runs;
    addedPassed += t.passed;
    return withRuns(cell, t.passed, t.runs);
  });
  // Newest first, in the history's order, whatever order the cells met them in.
  const runIds = [...new Set(order)].filter((id) => used.has(id));
  const pool: BaselinePool = {
    maxRuns: settings.maxRuns,
    maxAgeDays: settings.maxAgeDays,
    commits: [...new Set([latest.sha, ...runIds.map((id) => used.get(id)!)])],
    runIds: [latest.runId, ...runIds],
    cells: poolCells,
  };
  const summary = stability.summary;
  const executions = summary.executions + added;
  const passed = summary.passed + addedPassed;
  return {
    ...stability,
    cells,
    summary: { ...summary, executions, passed, failed: summary.failed + added - addedPassed, passRate: executions === 0 ? 0 : passed / executions },
    pool,
  };
}

/** The cell with `runs` more non-errored runs, `passed` of them passing. Durations, tokens and cost stay the latest run's. */
function withRuns(cell: StabilityCell, passed: number, runs: number): StabilityCell {
  const total = cell.runs + runs;
  const passes = cell.passed + passed;
  const passRate = passes / total;
  return {
    ...cell,
    runs: total,
    passed: passes,
    failed: cell.failed + runs - passed,
    passRate,
    wilson: wilsonInterval(passes, total),
    ...passKTable(total, passes),
    classification: classify(passRate),
  };
}

/**
 * Runs per cell a push run with runs: auto aims for, so that the next pull request's pool holds
 * `maxRuns`: what main's earlier runs under the same conditions do not supply, between min-runs and
 * max-runs. `history`: the previous push run's (this run is not in it yet).
 */
export function poolTargets(
  cells: readonly CellId[],
  conditions: PoolConditions,
  history: HistoryFile | undefined,
  input: PoolInput & { exclude?: readonly number[] },
  range: { minRuns: number; maxRuns: number },
): CellMap<number> {
  const want = input.settings.maxRuns;
  const taken = takeEarlierRuns(
    cells.map((c) => ({ ...c, room: want })),
    {
      entries: [...(history?.entries ?? [])].reverse(),
      conditions,
      trusted: input.trusted,
      maxAgeDays: input.settings.maxAgeDays,
      now: input.now,
      ...(input.exclude ? { exclude: input.exclude } : {}),
    },
  );
  return new CellMap(cells.map((c) => [c, Math.min(range.maxRuns, Math.max(range.minRuns, want - (taken.get(pairingId(c))?.runs ?? 0)))]));
}

/** A run's conditions as its stability says (a push run's, after its first round): what main's earlier runs must share with it. */
export function conditionsOf(stability: StabilityFile): PoolConditions {
  return {
    ...(stability.treatment ? { treatment: treatmentHash(stability.treatment) } : {}),
    cli: Object.fromEntries(stability.runners.flatMap((r) => (r.version ? [[r.id, r.version]] : []))),
    tests: Object.fromEntries(stability.cells.flatMap((c) => (c.testFingerprint ? [[c.caseId, c.testFingerprint]] : []))),
  };
}
