// The plan: cases × runners (× variants) × runs after filters and sharding. Pure.

import { configError } from "../errors.ts";
import { didYouMean } from "../did-you-mean.ts";
import type { SuiteCase } from "../model/case.ts";
import { CellSet, type CellId } from "../model/cell.ts";
import type { ResolvedVariant } from "../model/variant.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { shardCells, type Shard } from "./shard.ts";

export interface Cell {
  case: SuiteCase;
  /** The runner's settings for this cell (a variant's overrides applied). */
  runner: RunnerConfig;
  variant?: ResolvedVariant;
}

export interface PlannedExecution extends Cell {
  run: number;
}

/** A variant of the run, with the runners whose settings it overrides (id → the resulting settings). */
export interface PlanVariant {
  variant: ResolvedVariant;
  runners: ReadonlyMap<string, RunnerConfig>;
}

export interface Plan {
  cases: SuiteCase[];
  runners: RunnerConfig[];
  runs: number;
  cells: Cell[];
  /** In scheduling order: run-major, then case, runner and variant, so runners, variants and repetitions interleave. */
  executions: PlannedExecution[];
  /** --variant: each cell runs under every one of them; absent for an ordinary run. */
  variants?: PlanVariant[];
  shard?: Shard;
  filters: { cases?: string[]; tags?: string[]; runners?: string[] };
}

export interface PlanOptions {
  cases: SuiteCase[];
  runners: RunnerConfig[];
  runs: number;
  caseIds?: string[];
  tags?: string[];
  /** Where the tags came from, for messages: "--tag" (default), or the config's default tags. */
  tagsFrom?: string;
  runnerIds?: string[];
  shard?: Shard;
  variants?: PlanVariant[];
}

export function buildPlan(options: PlanOptions): Plan {
  const cases = selectCases(options.cases, options.caseIds, options.tags, options.tagsFrom ?? "--tag");
  const runners = selectRunners(options.runners, options.runnerIds);
  const all: Cell[] = cases.flatMap((c) => runners.flatMap((r) => cellsOf(c, r, options.variants)));
  const cells = options.shard ? shardCells(all, options.shard) : all;
  const inShard = new CellSet(cells.map(cellIdOfPlanned));
  const executions: PlannedExecution[] = [];
  for (let run = 1; run <= options.runs; run++) {
    for (const cell of all) if (inShard.has(cellIdOfPlanned(cell))) executions.push({ ...cell, run });
  }
  return {
    cases,
    runners,
    runs: options.runs,
    cells,
    executions,
    shard: options.shard,
    ...(options.variants ? { variants: options.variants } : {}),
    filters: {
      ...(options.caseIds?.length ? { cases: options.caseIds } : {}),
      ...(options.tags?.length ? { tags: options.tags } : {}),
      ...(options.runnerIds?.length ? { runners: options.runnerIds } : {}),
    },
  };
}

/** Every runner settings the plan runs with: the runners, and each variant's overridden ones (to check and preflight). */
export function runnerSettings(plan: Plan): RunnerConfig[] {
  return [...plan.runners, ...(plan.variants ?? []).flatMap((v) => [...v.runners.values()])];
}

/** A case × runner's cells: one per variant, or the one cell of an ordinary run. */
function cellsOf(c: SuiteCase, r: RunnerConfig, variants: readonly PlanVariant[] | undefined): Cell[] {
  if (!variants) return [{ case: c, runner: r }];
  return variants.map((v) => ({ case: c, runner: v.runners.get(r.id) ?? r, variant: v.variant }));
}

/** The identity of a planned cell or execution. */
export function cellIdOfPlanned(c: Cell | PlannedExecution): CellId {
  return c.variant ? { caseId: c.case.id, runnerId: c.runner.id, variant: c.variant.id } : { caseId: c.case.id, runnerId: c.runner.id };
}

function selectCases(all: SuiteCase[], ids: string[] | undefined, tags: string[] | undefined, tagsFrom: string): SuiteCase[] {
  let cases = all;
  if (ids?.length) {
    const known = new Set(all.map((c) => c.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      throw configError(`--case: no case with id ${unknown.map((u) => `"${u}"${didYouMean(u, [...known])}`).join(", ")}`, {
        hint: `the suite has: ${all
          .slice(0, 10)
          .map((c) => c.id)
          .join(", ")}${all.length > 10 ? ", …" : ""}`,
      });
    }
    cases = cases.filter((c) => ids.includes(c.id));
  }
  if (tags?.length) {
    const selected = cases;
    cases = cases.filter((c) => c.tags.some((t) => tags.includes(t)));
    if (cases.length === 0 && ids?.length && all.some((c) => c.tags.some((t) => tags.includes(t)))) {
      // The tag exists: it is the two filters together that leave nothing.
      throw configError(`--case and ${tagsFrom} together leave nothing to run: no case given to --case has tag ${tags.map((t) => `"${t}"`).join(" or ")}`, {
        hint: `${selected
          .slice(0, 5)
          .map((c) => `"${c.id}" has ${c.tags.length ? `tags ${c.tags.join(", ")}` : "no tags"}`)
          .join("; ")}; drop one of the two filters`,
      });
    }
    if (cases.length === 0) {
      const declared = [...new Set(all.flatMap((c) => c.tags))];
      throw configError(`${tagsFrom}: no case has tag ${tags.map((t) => `"${t}"${didYouMean(t, declared)}`).join(" or ")}`, {
        hint: declared.length ? `tags in the suite: ${declared.join(", ")}` : "no case in the suite has tags",
      });
    }
  }
  return cases;
}

function selectRunners(all: RunnerConfig[], ids: string[] | undefined): RunnerConfig[] {
  if (!ids?.length) return all;
  const unknown = ids.filter((id) => !all.some((r) => r.id === id));
  if (unknown.length) {
    throw configError(
      `--runner: no runner with id ${unknown
        .map(
          (u) =>
            `"${u}"${didYouMean(
              u,
              all.map((r) => r.id),
            )}`,
        )
        .join(", ")}`,
      {
        hint: all.length ? `configured runners: ${all.map((r) => r.id).join(", ")}` : "no runners are configured; add them to agent-bench.config.*",
      },
    );
  }
  return all.filter((r) => ids.includes(r.id));
}
