// Results → stability.json. The engine feeds every result as it finishes; the
// accumulator keeps a few numbers and a 16-character output hash per
// execution (never text): about 250 bytes each, 25 MB for 100,000 executions.

import { CellMap, cellIdOf } from "../model/cell.ts";
import { outcomeOf, resultTokens, roundCost } from "../model/result-math.ts";
import type { ExecutionResult, RunFile } from "../model/result.ts";
import { DEFAULT_FAILURE_CLASSES, UNEXPECTED_PASS_CLASS } from "../model/result.ts";
import type { StabilityCell, StabilityFile, StabilityRunner } from "../model/stability.ts";
import type { TreatmentManifest } from "../model/treatment.ts";
import { cellStability, type RunRecord } from "./cell-stats.ts";
import { outputHash } from "./normalize-output.ts";
import { assertionLabel } from "./behaviour.ts";
import type { ExecutionBehaviour } from "../model/behaviour.ts";

export interface StabilityMeta {
  tool: { name: string; version: string };
  suite: { path: string; fingerprint: string };
  commit?: { sha: string; ref?: string };
  runsPerCase: number;
  runners: StabilityRunner[];
  /** A case's test fingerprint (CaseInfo.testFingerprint in results.json); "" when unknown. */
  testFingerprint: (caseId: string) => string;
  treatment?: TreatmentManifest;
  /** 1 when computed from an older results.json, whose fingerprints cannot be used; else 2, or 3 once a cell has a variant. */
  schemaVersion?: 1 | 2;
  /** --variant ids in plan order, so a cell's variants come out in that order. */
  variants?: readonly string[];
  /** Case ids in suite order, so cells come out in the order the suite declares them. */
  cases?: string[];
}

interface CellState {
  caseId: string;
  runnerId: string;
  variant?: string;
  /** Keyed by run number: a re-run of the same run (--resume) replaces the earlier result. */
  runs: Map<number, RunRecord>;
}

export class StabilityAccumulator {
  readonly #meta: StabilityMeta;
  readonly #cells = new CellMap<CellState>();
  readonly #observed = new Map<string, { versions: Map<string, number>; models: Map<string, number> }>();

  constructor(meta: StabilityMeta) {
    this.#meta = meta;
  }

  add(result: ExecutionResult): void {
    const outcome = outcomeOf(result.status);
    // A skipped execution is not a run.
    if (outcome === "skipped") return;
    const cell = this.#cells.upsert(result, () => ({ ...cellIdOf(result), runs: new Map() }));
    cell.runs.set(result.run, toRecord(result, outcome));
    this.#observe(result);
  }

  /** The stability of the results added so far (after each round, and once more when the run ends); the accumulator keeps adding. */
  stabilityAt(createdAt: string): StabilityFile {
    const cells = this.#orderedCells().map((cell) =>
      cellStability(cell.caseId, cell.runnerId, this.#meta.testFingerprint(cell.caseId), [...cell.runs.values()], cell.variant),
    );
    const variants = cells.some((c) => c.variant !== undefined);
    return {
      schemaVersion: this.#meta.schemaVersion === 1 ? 1 : variants ? 3 : 2,
      tool: this.#meta.tool,
      createdAt,
      suite: this.#meta.suite,
      ...(this.#meta.commit ? { commit: this.#meta.commit } : {}),
      runsPerCase: this.#meta.runsPerCase,
      runners: this.#runners(),
      ...(this.#meta.treatment ? { treatment: this.#meta.treatment } : {}),
      cells,
      summary: summarize(cells, this.#totalDurationMs()),
    };
  }

  #totalDurationMs(): number {
    let total = 0;
    for (const cell of this.#cells.values()) for (const record of cell.runs.values()) total += record.durationMs;
    return total;
  }

  #observe(result: ExecutionResult): void {
    let seen = this.#observed.get(result.runnerId);
    if (!seen) {
      seen = { versions: new Map(), models: new Map() };
      this.#observed.set(result.runnerId, seen);
    }
    if (result.cliVersion) seen.versions.set(result.cliVersion, (seen.versions.get(result.cliVersion) ?? 0) + 1);
    if (result.model) seen.models.set(result.model, (seen.models.get(result.model) ?? 0) + 1);
  }

  /** The configured runners, with the CLI version and model the sessions reported when the configuration did not say. */
  #runners(): StabilityRunner[] {
    const runners = this.#meta.runners.map((runner) => ({ ...runner }));
    for (const runnerId of this.#observed.keys()) {
      if (!runners.some((r) => r.id === runnerId)) runners.push({ id: runnerId, type: "unknown" });
    }
    for (const runner of runners) {
      const seen = this.#observed.get(runner.id);
      if (!seen) continue;
      runner.version ??= mostCommon(seen.versions);
      runner.model ??= mostCommon(seen.models);
      if (runner.version === undefined) delete runner.version;
      if (runner.model === undefined) delete runner.model;
    }
    return runners;
  }

  #orderedCells(): CellState[] {
    const caseRank = new Map((this.#meta.cases ?? []).map((id, i) => [id, i]));
    const runnerRank = new Map(this.#meta.runners.map((r, i) => [r.id, i]));
    const variantRank = new Map((this.#meta.variants ?? []).map((id, i) => [id, i]));
    const variantOrder = (c: CellState): number => (c.variant === undefined ? -1 : rank(variantRank, c.variant));
    const rank = (map: Map<string, number>, id: string): number => map.get(id) ?? Number.MAX_SAFE_INTEGER;
    return [...this.#cells.values()].sort(
      (a, b) =>
        rank(caseRank, a.caseId) - rank(caseRank, b.caseId) ||
        compareText(a.caseId, b.caseId) ||
        rank(runnerRank, a.runnerId) - rank(runnerRank, b.runnerId) ||
        compareText(a.runnerId, b.runnerId) ||
        variantOrder(a) - variantOrder(b) ||
        compareText(a.variant ?? "", b.variant ?? ""),
    );
  }
}

/** stability.json for a finished results.json. */
export function computeStability(run: RunFile): StabilityFile {
  const fingerprints = new Map(run.cases.map((c) => [c.id, run.schemaVersion >= 2 ? (c.testFingerprint ?? "") : ""]));
  const accumulator = new StabilityAccumulator({
    tool: run.tool,
    suite: { path: run.suite.path, fingerprint: run.suite.fingerprint },
    ...(run.environment.commit ? { commit: run.environment.commit } : {}),
    runsPerCase: run.plan.runs,
    runners: run.plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}), ...(r.version ? { version: r.version } : {}) })),
    testFingerprint: (caseId) => fingerprints.get(caseId) ?? "",
    ...(run.treatment ? { treatment: run.treatment } : {}),
    schemaVersion: run.schemaVersion >= 2 ? 2 : 1,
    cases: run.plan.cases,
    ...(run.plan.variants ? { variants: run.plan.variants } : {}),
  });
  for (const result of run.results) accumulator.add(result);
  const stability = accumulator.stabilityAt(run.endedAt);
  if (run.adaptive) stability.adaptive = run.adaptive;
  return stability;
}

/** One cell's statistics from its results alone (a lift's arm): the records the accumulator would keep, skipped runs left out. */
export function resultsStability(cell: { caseId: string; runnerId: string }, results: readonly ExecutionResult[]): StabilityCell {
  const records = results.flatMap((r) => {
    const outcome = outcomeOf(r.status);
    return outcome === "skipped" ? [] : [toRecord(r, outcome)];
  });
  return cellStability(cell.caseId, cell.runnerId, "", records);
}

function toRecord(result: ExecutionResult, outcome: RunRecord["outcome"]): RunRecord {
  const record: RunRecord = { outcome, durationMs: Number.isFinite(result.durationMs) ? Math.max(0, result.durationMs) : 0 };
  const tokens = resultTokens(result);
  if (tokens !== undefined && Number.isFinite(tokens)) record.tokens = tokens;
  if (result.costUsd !== undefined && Number.isFinite(result.costUsd)) record.costUsd = result.costUsd;
  // The engine's digest covers the whole output; finalOutput is only an excerpt.
  if (outcome !== "errored") record.output = result.outputDigest ?? outputHash(result.finalOutput);
  const failureClass = failureClassOf(result, outcome);
  if (failureClass !== undefined) record.failureClass = failureClass;
  if (result.behaviour) record.behaviour = internBehaviour(result.behaviour);
  const failed = result.assertions?.filter((a) => !a.passed).map((a) => intern(assertionLabel(a)));
  if (failed && failed.length > 0) record.failedAssertions = [...new Set(failed)];
  if (result.turns !== undefined && Number.isFinite(result.turns)) record.turns = result.turns;
  return record;
}

// Runs of a cell repeat the same labels: one copy of each keeps the accumulator's memory flat.
const interned = new Map<string, string>();
const MAX_INTERNED = 100_000;

function intern(text: string): string {
  const known = interned.get(text);
  if (known !== undefined) return known;
  if (interned.size < MAX_INTERNED) interned.set(text, text);
  return text;
}

function internBehaviour(b: ExecutionBehaviour): ExecutionBehaviour {
  return {
    skills: b.skills.map(intern),
    tools: Object.fromEntries(Object.entries(b.tools).map(([k, v]) => [intern(k), v])),
    commands: b.commands.map(intern),
    writes: b.writes.map(intern),
  };
}

function failureClassOf(result: ExecutionResult, outcome: RunRecord["outcome"]): string | undefined {
  if (outcome === "passed") return undefined;
  if (result.failureClass) return result.failureClass.id;
  if (result.status === "unexpected-passed") return UNEXPECTED_PASS_CLASS.id;
  if (result.failureOrigin) return DEFAULT_FAILURE_CLASSES[result.failureOrigin]?.id ?? result.failureOrigin;
  return "unknown";
}

function summarize(cells: readonly StabilityCell[], durationMs: number): StabilityFile["summary"] {
  const sum = (pick: (c: StabilityCell) => number): number => cells.reduce((total, c) => total + pick(c), 0);
  const executions = sum((c) => c.runs);
  const passed = sum((c) => c.passed);
  const costed = cells.filter((c) => c.costUsd !== null);
  const stableCells = cells.filter((c) => c.classification === "stable").length;
  return {
    cases: new Set(cells.map((c) => c.caseId)).size,
    cells: cells.length,
    executions,
    passed,
    failed: sum((c) => c.failed),
    errored: sum((c) => c.errored),
    passRate: executions === 0 ? 0 : passed / executions,
    stableCells,
    unstableCells: cells.length - stableCells,
    costUsd: costed.length === 0 ? null : roundCost(costed.reduce((total, c) => total + c.costUsd!.total, 0)),
    durationMs,
  };
}

function mostCommon(counts: Map<string, number>): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && value < best)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
