import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { cellKey } from "../../src/model/cell.ts";
import { buildPlan, cellIdOfPlanned } from "../../src/plan/plan.ts";
import { parseShard } from "../../src/plan/shard.ts";
import type { SuiteCase } from "../../src/model/case.ts";
import type { RunnerConfig } from "../../src/runners/runner.ts";
import { isAgentBenchError } from "../../src/errors.ts";

function caseOf(id: string, tags: string[] = []): SuiteCase {
  return { id, prompt: id, messages: [], tags, expectedFail: false, hasExpected: false, source: { file: "s.jsonl" }, definition: "" };
}
function runnerOf(id: string): RunnerConfig {
  return { id, type: "scripted", args: [], env: {}, options: {}, baseDir: "/" };
}
const cases = ["a", "b", "c"].map((id, i) => caseOf(id, i === 0 ? ["smoke"] : i === 1 ? ["slow", "smoke"] : []));
const runners = ["r1", "r2"].map(runnerOf);

function throwsConfig(fn: () => unknown, pattern: RegExp): void {
  assert.throws(fn, (error: unknown) => isAgentBenchError(error) && error.exitCode === 2 && pattern.test(error.message));
}

describe("the plan", () => {
  it("is cases × runners × runs, ordered so runners and repetitions interleave", () => {
    const plan = buildPlan({ cases, runners, runs: 2 });
    assert.equal(plan.executions.length, 12);
    assert.deepEqual(
      plan.executions.slice(0, 6).map((e) => `${e.case.id}/${e.runner.id}/${e.run}`),
      ["a/r1/1", "a/r2/1", "b/r1/1", "b/r2/1", "c/r1/1", "c/r2/1"],
    );
    assert.ok(plan.executions.slice(6).every((e) => e.run === 2));
  });

  it("filters by case id, by tag (OR) and by runner", () => {
    assert.deepEqual(
      buildPlan({ cases, runners, runs: 1, caseIds: ["c", "a"] }).cases.map((c) => c.id),
      ["a", "c"],
    );
    assert.deepEqual(
      buildPlan({ cases, runners, runs: 1, tags: ["slow", "nope"] }).cases.map((c) => c.id),
      ["b"],
    );
    assert.deepEqual(
      buildPlan({ cases, runners, runs: 1, tags: ["smoke"] }).cases.map((c) => c.id),
      ["a", "b"],
    );
    assert.deepEqual(
      buildPlan({ cases, runners, runs: 1, runnerIds: ["r2"] }).executions.map((e) => e.runner.id),
      ["r2", "r2", "r2"],
    );
  });

  it("explains a filter that selects nothing", () => {
    throwsConfig(() => buildPlan({ cases, runners, runs: 1, caseIds: ["zzz"] }), /--case: no case with id "zzz"/);
    throwsConfig(() => buildPlan({ cases, runners, runs: 1, tags: ["nope"] }), /--tag: no case has tag "nope"/);
    throwsConfig(() => buildPlan({ cases, runners, runs: 1, runnerIds: ["r9"] }), /--runner: no runner with id "r9"/);
  });
});

describe("sharding", () => {
  it("parses I/N and rejects anything else", () => {
    assert.deepEqual(parseShard("2/3"), { index: 2, total: 3 });
    for (const bad of ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3"]) throwsConfig(() => parseShard(bad), /--shard: invalid shard/);
  });

  it("covers every cell exactly once for any N, keeps each cell's runs together and balances shards", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        (nCases, nRunners, total, runs) => {
          const cs = Array.from({ length: nCases }, (_, i) => caseOf(`case-${i}`));
          const rs = Array.from({ length: nRunners }, (_, i) => runnerOf(`runner-${i}`));
          const seen = new Map<string, number>();
          const sizes: number[] = [];
          for (let index = 1; index <= total; index++) {
            const plan = buildPlan({ cases: cs, runners: rs, runs, shard: { index, total } });
            sizes.push(plan.cells.length);
            for (const cell of plan.cells) {
              const key = cellKey(cellIdOfPlanned(cell));
              seen.set(key, (seen.get(key) ?? 0) + 1);
              // All runs of a cell are in the same shard.
              assert.equal(plan.executions.filter((e) => e.case.id === cell.case.id && e.runner.id === cell.runner.id).length, runs);
            }
            assert.equal(plan.executions.length, plan.cells.length * runs);
          }
          assert.equal(seen.size, nCases * nRunners);
          assert.ok([...seen.values()].every((n) => n === 1));
          assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `unbalanced: ${sizes.join(", ")}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("spreads one runner's cells over every shard", () => {
    const cs = Array.from({ length: 9 }, (_, i) => caseOf(`c${i}`));
    for (let index = 1; index <= 3; index++) {
      const plan = buildPlan({ cases: cs, runners: [runnerOf("slow"), runnerOf("fast")], runs: 1, shard: { index, total: 3 } });
      assert.ok(plan.cells.filter((c) => c.runner.id === "slow").length >= 3);
    }
  });
});
