// The adaptive decision after a round, the rounds it drives (closest cells
// first, budgets, shards) and the cost estimate.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { decideRound, type CellCounts } from "../../src/adaptive/decide.ts";
import { estimateRun, formatEstimate } from "../../src/adaptive/estimate.ts";
import { looks, resolveAdaptive } from "../../src/adaptive/options.ts";
import { AdaptiveRounds } from "../../src/adaptive/rounds.ts";
import type { SuiteCase } from "../../src/model/case.ts";
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
  it("stops cells that neither test could still flag (10/10 → 3/3, 7/10 → 3/3, and those that rose: 2/10 → 3/3), keeps one that fell (10/10 → 1/3) for the next look, and never goes past max-runs", () => {
    // The cells that rose keep the suite's mean difference (+17 points) well clear of a drop: the suite guard holds.
    const d = decideRound(
      [
        cell("same", [10, 10], [3, 3]),
        cell("fell", [10, 10], [1, 3]),
        cell("full", [8, 10], [5, 10]),
        cell("new", null, [3, 3]),
        cell("up", [2, 10], [3, 3]),
        cell("near", [7, 10], [3, 3]),
        cell("up2", [1, 10], [3, 3]),
      ],
      SETTINGS,
      true,
    );
    assert.equal(d.suiteUndecided, false);
    assert.deepEqual(
      d.cells.map((c) => [c.caseId, c.stop ?? "undecided", c.next]),
      [
        ["same", "no-drop", 0],
        ["fell", "undecided", 1],
        ["full", "max-runs", 0],
        ["new", "not-compared", 0],
        ["up", "no-drop", 0],
        ["near", "no-drop", 0],
        ["up2", "no-drop", 0],
      ],
    );
  });

  it("the suite guard: a suite whose mean is not clearly above a broad drop stops no cell, even cells that look unchanged; once it is, they stop", () => {
    // 20 cells at 7/10 → 2/3 (−3 points each): the 7 runs each cell may still get could take the mean past −5 points.
    const near = Array.from({ length: 20 }, (_, i) => cell(`c${i}`, [7, 10], [2, 3]));
    const undecided = decideRound(near, SETTINGS, true);
    assert.equal(undecided.suiteUndecided, true);
    assert.ok(undecided.cells.every((c) => c.stop === undefined && c.next === 1));
    // The same cells at 7/10 → 5/7 (+1 point) after four more looks: the remaining 3 runs cannot move the mean that far.
    const later = decideRound(
      Array.from({ length: 20 }, (_, i) => cell(`c${i}`, [7, 10], [5, 7])),
      SETTINGS,
      true,
    );
    assert.equal(later.suiteUndecided, false);
    assert.ok(later.cells.every((c) => c.stop === "no-drop"));
    // 20 cells at 10/10 → 3/3 stop at the first look.
    assert.ok(
      decideRound(
        Array.from({ length: 20 }, (_, i) => cell(`c${i}`, [10, 10], [3, 3])),
        SETTINGS,
        true,
      ).cells.every((c) => c.stop === "no-drop"),
    );
  });

  it("a cell on its way to a regression by its own test leaves the suite guard to the others: 19 cells at 3/3 against 3/3 stop at the first look, the one at 0/3 goes on", () => {
    // Counted, 3/3 → 0/3 would pull the suite's mean down 5 points and hold every cell; it is its own test's to decide.
    const cells = [cell("broke", [3, 3], [0, 3]), ...Array.from({ length: 19 }, (_, i) => cell(`c${i}`, [3, 3], [3, 3]))];
    const d = decideRound(cells, SETTINGS, true);
    assert.equal(d.suiteUndecided, false);
    assert.deepEqual([d.cells[0].stop, d.cells[0].next], [undefined, 1]);
    assert.ok(d.cells.slice(1).every((c) => c.stop === "no-drop"));
    // Should it recover (3/3 → 2/5, no longer on its way), the others' stops are undone: they resume.
    const recovered = decideRound([cell("broke", [3, 3], [2, 5]), ...cells.slice(1)], SETTINGS, true);
    assert.equal(recovered.suiteUndecided, true);
    assert.ok(recovered.cells.slice(1).every((c) => c.stop === undefined && c.next === 1));
  });

  it("the cell guard: a cell close to what the cell-level test flags goes on (9/10 → 1/3 among 20 cells at 9/10 → 3/3)", () => {
    const cells = [...Array.from({ length: 19 }, (_, i) => cell(`c${i}`, [9, 10], [3, 3])), cell("slipping", [9, 10], [1, 3])];
    const d = decideRound(cells, SETTINGS, true);
    assert.equal(d.suiteUndecided, false);
    assert.equal(d.cells[0].stop, "no-drop");
    assert.equal(d.cells[19].stop, undefined);
    assert.equal(d.cells[19].next, 1);
  });

  it("a cell whose every run errored stops after min-runs, with or without a baseline: more runs would not decide it", () => {
    const erroring: CellCounts = { caseId: "down", runnerId: "agent", base: { passed: 9, runs: 10 }, head: { passed: 0, runs: 0, total: 3 } };
    assert.equal(decideRound([erroring], SETTINGS, true).cells[0].stop, "errored");
    assert.equal(decideRound([{ ...erroring, base: null }], SETTINGS, false).cells[0].stop, "errored");
  });

  it("the looks are fixed before the run: min, min+step, …, max", () => {
    assert.deepEqual(looks(SETTINGS), [3, 4, 5, 6, 7, 8, 9, 10]);
    assert.deepEqual(looks(resolveAdaptive({ step: 2 })), [3, 5, 7, 9, 10]);
    assert.deepEqual(looks(resolveAdaptive({ minRuns: 2, maxRuns: 4, step: 2 })), [2, 4]);
  });

  it("stops a clear regression only when it stays significant whatever the remaining runs give, and then the verdict is decided for every cell", () => {
    // 20/20 → 0/9: even a 10th run passing leaves p far below 0.01 / 3.
    const broken = decideRound([cell("broke", [20, 20], [0, 9]), cell("other", [10, 10], [2, 3]), cell("third", [6, 10], [1, 3])], SETTINGS, true);
    assert.deepEqual(
      broken.cells.map((c) => c.stop),
      ["regression", "verdict-decided", "verdict-decided"],
    );
    // 10/10 → 0/3 with 7 runs to go: not yet (7 passes would undo it).
    const early = decideRound([cell("broke", [10, 10], [0, 3])], SETTINGS, true, 3);
    assert.equal(early.cells[0].stop, undefined);
    // A shard passes the whole suite's family: 10/10 → 0/9 is curtailed among 3 cells, not among 1000.
    assert.equal(decideRound([cell("broke", [10, 10], [0, 9])], SETTINGS, true, 3).cells[0].stop, "regression");
    assert.equal(decideRound([cell("broke", [10, 10], [0, 9])], SETTINGS, true, 1000).cells[0].stop, undefined);
  });

  it("stops a broad drop the suite-level test flags now when the runs left could not lift fixed runs' mean above the drop it needs: the verdict is decided", () => {
    // 20 cells at 8/10 → 1/5 (−60 points each): significant now, and 5 more runs each cannot undo it.
    const broad = decideRound(
      Array.from({ length: 20 }, (_, i) => cell(`c${i}`, [8, 10], [1, 5])),
      SETTINGS,
      true,
    );
    assert.ok(broad.cells.every((c) => c.stop === "verdict-decided" && c.next === 0));
    // 20 cells at 8/10 → 2/3 (−13 points): a drop so far, but 7 more runs each could still take it back: every cell goes on.
    const early = decideRound(
      Array.from({ length: 20 }, (_, i) => cell(`c${i}`, [8, 10], [2, 3])),
      SETTINGS,
      true,
    );
    assert.ok(early.cells.every((c) => c.stop === undefined && c.next === 1));
    // A shard's 20 cells of a 1000-cell suite do not make the merged suite-level test: they go on.
    const shard = decideRound(
      Array.from({ length: 20 }, (_, i) => cell(`c${i}`, [8, 10], [1, 5])),
      SETTINGS,
      true,
      1000,
    );
    assert.ok(shard.cells.every((c) => c.stop === undefined));
  });

  it("when the suite leans towards a drop, no cell stops for `no drop`: stopped cells resume", () => {
    const cells = [
      cell("a", [10, 10], [3, 3]),
      cell("b", [10, 10], [0, 3]),
      cell("c", [9, 10], [1, 3]),
      cell("d", [8, 10], [2, 3]),
      cell("e", [9, 10], [2, 3]),
    ];
    const d = decideRound(cells, SETTINGS, true);
    assert.equal(d.suiteUndecided, true);
    assert.equal(d.cells[0].stop, undefined);
    assert.equal(d.cells[0].next, 1);
  });
});

describe("decideRound without a baseline", () => {
  it("gives every cell min-runs and no more: stopping cells whose runs looked settled would store the next baseline biased high", () => {
    const d = decideRound([cell("sure", null, [3, 3]), cell("flaky", null, [2, 3]), cell("young", null, [0, 0])], SETTINGS, false);
    assert.deepEqual(
      d.cells.map((c) => [c.stop ?? "undecided", c.next]),
      [
        ["not-compared", 0],
        ["not-compared", 0],
        ["undecided", 3],
      ],
    );
  });
});

const runner = { id: "agent", type: "scripted" } as RunnerConfig;
const suiteCase = (id: string) => ({ id, prompt: id, tags: [], expectedFail: false, source: { file: "suite.jsonl" } }) as unknown as SuiteCase;
const result = (caseId: string, run: number, passed: boolean, costUsd?: number) =>
  ({ caseId, runnerId: "agent", run, passed, status: passed ? "passed" : "failed", ...(costUsd !== undefined ? { costUsd } : {}) }) as ExecutionResult;

describe("AdaptiveRounds", () => {
  const cases = ["a", "b", "c", "d"].map(suiteCase);
  const baseline = stabilityFile(["a", "b", "c", "d"].map((id) => ({ caseId: id, passed: 10, runs: 10, costUsd: 1, durationMs: 60_000 })));

  it("schedules the next look of undecided cells only, closest to a decision first, with run numbers after the ones they have", () => {
    const plan = buildPlan({ cases, runners: [runner], runs: 3 });
    const rounds = new AdaptiveRounds({ plan, settings: SETTINGS, baseline });
    const passes: Record<string, number> = { a: 3, b: 0, c: 2, d: 3 };
    for (const [id, passed] of Object.entries(passes)) for (let run = 1; run <= 3; run++) rounds.record(result(id, run, run <= passed));
    const head = stabilityFile(Object.entries(passes).map(([caseId, passed]) => ({ caseId, passed, runs: 3 })));
    const next = rounds.next(head);
    // With 4 cells the suite-level test can flag a drop too, and the runs left could still take the mean of a, c and d
    // there (b, on its way to a regression by its own test, is left to that test): no cell stops yet. Closest to a
    // decision first: a and d (no gap to "no drop") and b (p already below the cell level), then c (2/3).
    assert.deepEqual(
      next.map((e) => `${e.case.id}#${e.run}`),
      ["a#4", "b#4", "d#4", "c#4"],
    );
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
    const run = { adaptive: rounds.finish(head, false) };
    assert.equal(run.adaptive.message, "stopped at the $5 budget after 5 of at most 40 runs; 4 cells undecided");
    assert.deepEqual(
      run.adaptive.cells.map((c) => c.stop),
      ["budget", "budget", "budget", "budget"],
    );
  });

  it("resumed: the earlier session's cost counts against the budget, and new runs fill the numbers a set-aside run left free", () => {
    const plan = buildPlan({ cases, runners: [runner], runs: 3 });
    // b's run 4 was cancelled (errored) when the run was interrupted: it was set aside, its number is free again.
    const earlier = [
      ...["a", "b", "c", "d"].flatMap((id) => [1, 2, 3].map((run) => ({ ...result(id, run, false, 0.5), endedAt: "2026-01-01T00:01:00.000Z" }))),
      { ...result("b", 5, false, 0.5), endedAt: "2026-01-01T00:02:00.000Z" },
      { ...result("b", 4, false, 0.5), status: "errored", endedAt: "2026-01-01T00:02:00.000Z" } as ExecutionResult,
    ];
    const rounds = new AdaptiveRounds({
      plan,
      settings: resolveAdaptive({ maxCostUsd: 20 }),
      baseline,
      resumed: { startedAt: "2026-01-01T00:00:00.000Z", results: earlier },
    });
    const head = stabilityFile(["a", "b", "c", "d"].map((id) => ({ caseId: id, passed: 0, runs: id === "b" ? 4 : 3 })));
    // The first round completes the interrupted one: b (a run ahead) waits while the others catch up.
    const next = rounds.next(head);
    assert.deepEqual(
      next.filter((e) => e.case.id === "b").map((e) => e.run),
      [],
    );
    assert.deepEqual(
      next.filter((e) => e.case.id === "a").map((e) => e.run),
      [4],
    );
    for (const id of ["a", "c", "d"]) rounds.record(result(id, 4, false, 0));
    const after = rounds.next(stabilityFile(["a", "b", "c", "d"].map((id) => ({ caseId: id, passed: 0, runs: 4 }))));
    assert.deepEqual(
      after.filter((e) => e.case.id === "b").map((e) => e.run),
      [4],
    );
    // $7 before the interruption (the three runs above were free): 26 more runs at $0.50 reach the $20 budget.
    for (let i = 0; i < 25; i++) rounds.record(result("a", 10 + i, false, 0.5));
    assert.equal(rounds.shouldStop(), false);
    rounds.record(result("a", 40, false, 0.5));
    assert.equal(rounds.shouldStop(), true);
  });

  it("stops at the time budget with an injected clock", () => {
    let now = 0;
    const plan = buildPlan({ cases, runners: [runner], runs: 3 });
    const rounds = new AdaptiveRounds({ plan, settings: resolveAdaptive({ maxMinutes: 2 }), baseline, now: () => now });
    assert.equal(rounds.shouldStop(), false);
    now = 120_000;
    assert.equal(rounds.shouldStop(), true);
    const run = { adaptive: rounds.finish(stabilityFile(["a", "b", "c", "d"].map((id) => ({ caseId: id, passed: 1, runs: 1 }))), false) };
    assert.match(run.adaptive.message, /^stopped at the 2-minute budget after 4 of at most 40 runs; 4 cells undecided$/);
  });

  it("with sharding, each shard adapts only its own cells", () => {
    const shard1 = buildPlan({ cases, runners: [runner], runs: 3, shard: { index: 1, total: 2 } });
    const rounds = new AdaptiveRounds({ plan: shard1, settings: SETTINGS, baseline });
    const mine = new Set(shard1.cells.map((c) => c.case.id));
    const head = stabilityFile([...mine].map((id) => ({ caseId: id, passed: 1, runs: 3 })));
    const next = rounds.next(head);
    assert.ok(next.length > 0);
    assert.ok(next.every((e) => mine.has(e.case.id)));
    const run = { adaptive: rounds.finish(head, false) };
    assert.deepEqual(
      run.adaptive.cells.map((c) => c.caseId),
      [...mine],
    );
    assert.equal(run.adaptive.maxExecutions, mine.size * 10);
  });
});

describe("the cost estimate", () => {
  it("multiplies the baseline's per-cell means by min-runs and max-runs, and says when the cost is unknown", () => {
    const baseline = stabilityFile([
      { caseId: "a", passed: 5, runs: 5, costUsd: 0.25, durationMs: 30_000 },
      { caseId: "b", passed: 5, runs: 5, costUsd: 0.75, durationMs: 90_000 },
    ]);
    const settings = resolveAdaptive({ maxCostUsd: 20 });
    const cells = [
      { caseId: "a", runnerId: "agent" },
      { caseId: "b", runnerId: "agent" },
    ];
    const estimate = estimateRun(cells, baseline, settings, 2);
    assert.deepEqual(estimate.costUsd, { min: 3, max: 10 });
    assert.deepEqual(estimate.durationMs, { min: 180_000, max: 600_000 });
    assert.match(
      formatEstimate(estimate, settings, 2),
      /^adaptive runs: 3–10 per cell over 2 cells \(6–20 executions\); estimated \$3\.00–\$10\.00; 3m.*10m.* at parallel 2; budget \$20$/,
    );
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
    const merged = mergeAdaptive([
      shard(
        [
          ["a", 3, "no-drop"],
          ["c", 5, "budget"],
        ],
        true,
      ),
      shard([["b", 3, "no-drop"]], false),
    ])!;
    assert.deepEqual(
      merged.cells.map((c) => c.caseId),
      ["a", "c", "b"],
    );
    assert.equal(merged.message, "stopped at the $20 budget after 11 of at most 30 runs; 1 cell undecided");
    assert.equal(mergeAdaptive([undefined, undefined]), undefined);
  });
});
