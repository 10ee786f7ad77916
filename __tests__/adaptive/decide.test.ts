// The adaptive decision after a round, the rounds it drives (closest cells
// first, budgets, shards) and the cost estimate.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { decideRound, type CellCounts } from "../../src/adaptive/decide.ts";
import { estimateRun, formatEstimate } from "../../src/adaptive/estimate.ts";
import { looks, resolveAdaptive } from "../../src/adaptive/options.ts";
import { AdaptiveRounds } from "../../src/adaptive/rounds.ts";
import type { SuiteCase } from "../../src/model/case.ts";
import type { RunFile } from "../../src/model/result.ts";
import type { ExecutionResult } from "../../src/model/result.ts";
import { buildPlan } from "../../src/plan/plan.ts";
import type { RunnerConfig } from "../../src/runners/runner.ts";
import { stabilityFile } from "../helpers/stability.ts";

const SETTINGS = resolveAdaptive({});
const cell = (id: string, base: [number, number] | null, head: [number, number]): CellCounts => ({
  caseId: id,
  runnerId: "agent",
  base: base ? { passed: base[0], runs: base[1] } : null,
  head: { passed: head[0], runs: head[1], total: head[1] },
});

describe("decideRound with a baseline", () => {
  it("stops a cell within noise of its base (10/10 → 3/3, 7/10 → 3/3), keeps one that fell (10/10 → 1/3) or rose far (5/10 → 3/3) for the next look, and never goes past max-runs", () => {
    // The cells that rose keep the suite's mean difference above −2.5 points: it does not lean towards a drop.
    const d = decideRound([cell("same", [10, 10], [3, 3]), cell("fell", [10, 10], [1, 3]), cell("full", [8, 10], [5, 10]), cell("new", null, [3, 3]), cell("up", [5, 10], [3, 3]), cell("near", [7, 10], [3, 3]), cell("up2", [4, 10], [3, 3])], SETTINGS, true);
    assert.equal(d.suiteLeansDrop, false);
    assert.deepEqual(
      d.cells.map((c) => [c.caseId, c.stop ?? "undecided", c.next]),
      [["same", "no-drop", 0], ["fell", "undecided", 2], ["full", "max-runs", 0], ["new", "not-compared", 0], ["up", "undecided", 2], ["near", "no-drop", 0], ["up2", "undecided", 2]],
    );
  });

  it("a cell whose every run errored stops after min-runs, with or without a baseline: more runs would not decide it", () => {
    const erroring: CellCounts = { caseId: "down", runnerId: "agent", base: { passed: 9, runs: 10 }, head: { passed: 0, runs: 0, total: 3 } };
    assert.equal(decideRound([erroring], SETTINGS, true).cells[0].stop, "errored");
    assert.equal(decideRound([{ ...erroring, base: null }], SETTINGS, false).cells[0].stop, "errored");
  });

  it("the looks are fixed before the run: min, min+step, …, max", () => {
    assert.deepEqual(looks(SETTINGS), [3, 5, 7, 9, 10]);
    assert.deepEqual(looks(resolveAdaptive({ minRuns: 2, maxRuns: 4 })), [2, 4]);
  });

  it("stops a clear regression only when it stays significant whatever the remaining runs give, and then the verdict is decided for every cell", () => {
    // 20/20 → 0/9: even a 10th run passing leaves p far below 0.01 / 3.
    const broken = decideRound([cell("broke", [20, 20], [0, 9]), cell("other", [10, 10], [2, 3]), cell("third", [6, 10], [1, 3])], SETTINGS, true);
    assert.deepEqual(broken.cells.map((c) => c.stop), ["regression", "verdict-decided", "verdict-decided"]);
    // 10/10 → 0/3 with 7 runs to go: not yet (7 passes would undo it).
    const early = decideRound([cell("broke", [10, 10], [0, 3])], SETTINGS, true, 3);
    assert.equal(early.cells[0].stop, undefined);
    // A shard passes the whole suite's family: 10/10 → 0/9 is curtailed among 3 cells, not among 1000.
    assert.equal(decideRound([cell("broke", [10, 10], [0, 9])], SETTINGS, true, 3).cells[0].stop, "regression");
    assert.equal(decideRound([cell("broke", [10, 10], [0, 9])], SETTINGS, true, 1000).cells[0].stop, undefined);
  });

  it("when the suite leans towards a drop, no cell stops for `no drop`: stopped cells resume", () => {
    const cells = [cell("a", [10, 10], [3, 3]), cell("b", [10, 10], [0, 3]), cell("c", [9, 10], [1, 3])];
    const d = decideRound(cells, SETTINGS, true);
    assert.equal(d.suiteLeansDrop, true);
    assert.equal(d.cells[0].stop, undefined);
    assert.equal(d.cells[0].next, 2);
  });
});

describe("decideRound without a baseline", () => {
  it("gives min-runs to every cell, then more to the widest pass-rate intervals until they settle or reach max-runs", () => {
    const d = decideRound([cell("sure", null, [7, 7]), cell("flaky", null, [2, 3]), cell("young", null, [0, 0])], SETTINGS, false);
    assert.deepEqual(d.cells.map((c) => [c.stop ?? "undecided", c.next]), [["settled", 0], ["undecided", 2], ["undecided", 3]]);
  });
});

const runner = { id: "agent", type: "scripted" } as RunnerConfig;
const suiteCase = (id: string) => ({ id, prompt: id, tags: [], expectedFail: false, source: { file: "suite.jsonl" } }) as unknown as SuiteCase;
const result = (caseId: string, run: number, passed: boolean, costUsd?: number) => ({ caseId, runnerId: "agent", run, passed, status: passed ? "passed" : "failed", ...(costUsd !== undefined ? { costUsd } : {}) }) as ExecutionResult;

describe("AdaptiveRounds", () => {
  const cases = ["a", "b", "c", "d"].map(suiteCase);
  const baseline = stabilityFile(["a", "b", "c", "d"].map((id) => ({ caseId: id, passed: 10, runs: 10, costUsd: 1, durationMs: 60_000 })));

  it("schedules the next look of undecided cells only, closest to a decision first, with run numbers after the ones they have", () => {
    const plan = buildPlan({ cases, runners: [runner], runs: 3 });
    const rounds = new AdaptiveRounds({ plan, settings: SETTINGS, baseline });
    const head = stabilityFile([{ caseId: "a", passed: 3, runs: 3 }, { caseId: "b", passed: 0, runs: 3 }, { caseId: "c", passed: 2, runs: 3 }, { caseId: "d", passed: 3, runs: 3 }]);
    const next = rounds.next(head);
    // The suite leans towards a drop (mean −0.42), so a and d (3/3, at "no drop") resume; b (0/3, p below the
    // cell level already, not yet curtailed) is as close to a decision; c (2/3) is the furthest.
    assert.deepEqual(next.slice(0, 4).map((e) => `${e.case.id}#${e.run}`), ["a#4", "b#4", "d#4", "c#4"]);
    assert.equal(next.length, 8);
  });

  it("stops scheduling once the cost budget is spent (agents without a cost are charged the baseline's mean) and records why each cell stopped", () => {
    const plan = buildPlan({ cases, runners: [runner], runs: 3 });
    const rounds = new AdaptiveRounds({ plan, settings: resolveAdaptive({ maxCostUsd: 5 }), baseline });
    for (let i = 0; i < 4; i++) rounds.record(result(cases[i].id, 1, false, 1));
    assert.equal(rounds.shouldStop(), false);
    rounds.record(result("a", 2, false));
    assert.equal(rounds.shouldStop(), true);
    const head = stabilityFile(["a", "b", "c", "d"].map((id) => ({ caseId: id, passed: 0, runs: id === "a" ? 2 : 1 })));
    assert.deepEqual(rounds.next(head), []);
    const run = {} as RunFile;
    rounds.finish(run, head, false);
    assert.equal(run.adaptive!.message, "stopped at the $5 budget after 5 of at most 40 runs; 4 cells undecided");
    assert.deepEqual(run.adaptive!.cells.map((c) => c.stop), ["budget", "budget", "budget", "budget"]);
  });

  it("stops at the time budget with an injected clock", () => {
    let now = 0;
    const plan = buildPlan({ cases, runners: [runner], runs: 3 });
    const rounds = new AdaptiveRounds({ plan, settings: resolveAdaptive({ maxMinutes: 2 }), baseline, now: () => now });
    assert.equal(rounds.shouldStop(), false);
    now = 120_000;
    assert.equal(rounds.shouldStop(), true);
    const run = {} as RunFile;
    rounds.finish(run, stabilityFile(["a", "b", "c", "d"].map((id) => ({ caseId: id, passed: 1, runs: 1 }))), false);
    assert.match(run.adaptive!.message, /^stopped at the 2-minute budget after 4 of at most 40 runs; 4 cells undecided$/);
  });

  it("with sharding, each shard adapts only its own cells", () => {
    const shard1 = buildPlan({ cases, runners: [runner], runs: 3, shard: { index: 1, total: 2 } });
    const rounds = new AdaptiveRounds({ plan: shard1, settings: SETTINGS, baseline });
    const mine = new Set(shard1.cells.map((c) => c.case.id));
    const head = stabilityFile([...mine].map((id) => ({ caseId: id, passed: 1, runs: 3 })));
    const next = rounds.next(head);
    assert.ok(next.length > 0);
    assert.ok(next.every((e) => mine.has(e.case.id)));
    const run = {} as RunFile;
    rounds.finish(run, head, false);
    assert.deepEqual(run.adaptive!.cells.map((c) => c.caseId), [...mine]);
    assert.equal(run.adaptive!.maxExecutions, mine.size * 10);
  });
});

describe("the cost estimate", () => {
  it("multiplies the baseline's per-cell means by min-runs and max-runs, and says when the cost is unknown", () => {
    const baseline = stabilityFile([{ caseId: "a", passed: 5, runs: 5, costUsd: 0.25, durationMs: 30_000 }, { caseId: "b", passed: 5, runs: 5, costUsd: 0.75, durationMs: 90_000 }]);
    const settings = resolveAdaptive({ maxCostUsd: 20 });
    const cells = [{ caseId: "a", runnerId: "agent" }, { caseId: "b", runnerId: "agent" }];
    const estimate = estimateRun(cells, baseline, settings, 2);
    assert.deepEqual(estimate.costUsd, { min: 3, max: 10 });
    assert.deepEqual(estimate.durationMs, { min: 180_000, max: 600_000 });
    assert.match(formatEstimate(estimate, settings, 2), /^adaptive runs: 3–10 per cell over 2 cells \(6–20 executions\); estimated \$3\.00–\$10\.00; 3m.*10m.* at parallel 2; budget \$20$/);
    const unknown = estimateRun([...cells, { caseId: "new", runnerId: "agent" }], baseline, settings, 2);
    assert.equal(unknown.costUsd, null);
    assert.match(formatEstimate(unknown, settings, 2), /cost unknown/);
  });
});

describe("merging the shards of an adaptive run", () => {
  it("lists every shard's cells, adds up the runs, and keeps a budget stop in the message", async () => {
    const { mergeAdaptive } = await import("../../src/adaptive/merge.ts");
    const shard = (cells: [string, number, "no-drop" | "budget"][], budget: boolean) => ({
      minRuns: 3,
      maxRuns: 10,
      withBaseline: true,
      rounds: 2,
      executions: cells.reduce((s, c) => s + c[1], 0),
      maxExecutions: cells.length * 10,
      undecided: cells.filter((c) => c[2] === "budget").length,
      ...(budget ? { budgetStop: { kind: "cost" as const, limit: 20, spentUsd: 20.5 } } : {}),
      message: "",
      cells: cells.map(([caseId, runs, stop]) => ({ caseId, runnerId: "agent", runs, stop, ...(stop === "budget" ? { undecided: true } : {}) })),
    });
    const merged = mergeAdaptive([shard([["a", 3, "no-drop"], ["c", 5, "budget"]], true), shard([["b", 3, "no-drop"]], false)])!;
    assert.deepEqual(merged.cells.map((c) => c.caseId), ["a", "c", "b"]);
    assert.equal(merged.message, "stopped at the $20 budget after 11 of at most 30 runs; 1 cell undecided");
    assert.equal(mergeAdaptive([undefined, undefined]), undefined);
  });
});
