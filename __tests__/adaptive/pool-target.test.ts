// A push run with runs: auto and a thin pool (no baseline to compare with): after min-runs, each cell
// goes in one round to the runs main's pooled base still lacks for the next pull request, and stops as
// `pool-target`; with the pool already full it stops at min-runs. The targets are asked for once, from
// the stability after the first round.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { decideRound, type CellCounts } from "../../src/adaptive/decide.ts";
import { resolveAdaptive } from "../../src/adaptive/options.ts";
import { AdaptiveRounds } from "../../src/adaptive/rounds.ts";
import type { SuiteCase } from "../../src/model/case.ts";
import type { ExecutionResult } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { CellMap } from "../../src/model/cell.ts";
import { buildPlan } from "../../src/plan/plan.ts";
import type { RunnerConfig } from "../../src/runners/runner.ts";
import { stabilityFile } from "../helpers/stability.ts";

const SETTINGS = resolveAdaptive({});
const head = (id: string, passed: number, runs: number, errored = 0): CellCounts => ({
  caseId: id,
  runnerId: "agent",
  base: null,
  head: { passed, runs: runs - errored, total: runs },
});

describe("decideRound toward the pool's targets", () => {
  it("min-runs first, then straight to the target in one round; a full pool stops at min-runs", () => {
    const targets = new CellMap([
      [{ caseId: "thin", runnerId: "agent" }, 10],
      [{ caseId: "half", runnerId: "agent" }, 6],
      [{ caseId: "full", runnerId: "agent" }, 3],
    ]);
    const first = decideRound([head("thin", 0, 0), head("half", 0, 0), head("full", 0, 0)], SETTINGS, false, 0, targets);
    assert.deepEqual(
      first.cells.map((c) => c.next),
      [3, 3, 3],
    );
    const second = decideRound([head("thin", 3, 3), head("half", 3, 3), head("full", 3, 3)], SETTINGS, false, 0, targets);
    assert.deepEqual(
      second.cells.map((c) => [c.stop ?? "more", c.next]),
      [
        ["more", 7],
        ["more", 3],
        ["pool-target", 0],
      ],
    );
    const done = decideRound([head("thin", 10, 10), head("half", 5, 6)], SETTINGS, false, 0, targets);
    assert.deepEqual(
      done.cells.map((c) => c.stop),
      ["pool-target", "pool-target"],
    );
    // A cell whose every run errored gets no more: more runs would not fill the pool either.
    assert.equal(decideRound([head("thin", 0, 3, 3)], SETTINGS, false, 0, targets).cells[0].stop, "errored");
  });
});

describe("AdaptiveRounds with pool targets", () => {
  const runner = { id: "agent", type: "scripted" } as RunnerConfig;
  const cases = ["a", "b"].map((id) => ({ id, prompt: id, tags: [], expectedFail: false, source: { file: "suite.jsonl" } }) as unknown as SuiteCase);
  const result = (caseId: string, run: number) => ({ caseId, runnerId: "agent", run, passed: true, status: "passed" }) as ExecutionResult;

  it("asks for the targets once, after round 1, and records 2 rounds, pool-target and why in its message", () => {
    const plan = buildPlan({ cases, runners: [runner], runs: 3 });
    const asked: StabilityFile[] = [];
    const rounds = new AdaptiveRounds({
      plan,
      settings: SETTINGS,
      baseline: null,
      poolTargets: (s) => {
        asked.push(s);
        return new CellMap([
          [{ caseId: "a", runnerId: "agent" }, 10],
          [{ caseId: "b", runnerId: "agent" }, 3],
        ]);
      },
    });
    for (const id of ["a", "b"]) for (let run = 1; run <= 3; run++) rounds.record(result(id, run));
    const next = rounds.next(
      stabilityFile([
        { caseId: "a", passed: 3, runs: 3 },
        { caseId: "b", passed: 3, runs: 3 },
      ]),
    );
    assert.deepEqual(
      next.map((e) => `${e.case.id}#${e.run}`),
      ["a#4", "a#5", "a#6", "a#7", "a#8", "a#9", "a#10"],
    );
    for (let run = 4; run <= 10; run++) rounds.record(result("a", run));
    const after = stabilityFile([
      { caseId: "a", passed: 10, runs: 10 },
      { caseId: "b", passed: 3, runs: 3 },
    ]);
    assert.deepEqual(rounds.next(after), []);
    const run = { adaptive: rounds.finish(after, false) };
    assert.equal(asked.length, 1, "asked once");
    assert.equal(run.adaptive?.rounds, 2);
    assert.deepEqual(
      run.adaptive?.cells.map((c) => [c.caseId, c.runs, c.stop]),
      [
        ["a", 10, "pool-target"],
        ["b", 3, "pool-target"],
      ],
    );
    assert.match(run.adaptive?.message ?? "", /^13 of at most 20 runs, more where main's pooled base for the next pull request needed them$/);
  });

  it("is ignored with a baseline: a pull request's cells stop by the comparison", () => {
    const plan = buildPlan({ cases, runners: [runner], runs: 3 });
    let asked = 0;
    const baseline = stabilityFile([
      { caseId: "a", passed: 20, runs: 20 },
      { caseId: "b", passed: 20, runs: 20 },
    ]);
    const rounds = new AdaptiveRounds({ plan, settings: SETTINGS, baseline, poolTargets: () => (asked++, new CellMap<number>()) });
    rounds.next(
      stabilityFile([
        { caseId: "a", passed: 3, runs: 3 },
        { caseId: "b", passed: 3, runs: 3 },
      ]),
    );
    assert.equal(asked, 0);
  });
});
