// A skill's lift from the results of one run with two variants: what each
// verdict needs, the figures behind it, and what a lift leaves out.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { LiftRecord } from "../../src/compare/lift-input.ts";
import { liftOf } from "../../src/compare/lift.ts";
import { isAgentBenchError } from "../../src/errors.ts";

const ARMS = { skill: "greet", treatment: "default", control: "without:greet" };

interface Arm {
  passed: number;
  runs: number;
  cost?: number;
  tokens?: number;
  errored?: number;
  usesSkill?: boolean;
}

/** Results of one cell: `passed` of `runs` in each variant (errored runs on top). */
function cell(caseId: string, withSkill: Arm, without: Arm, runnerId = "claude"): LiftRecord[] {
  const out: LiftRecord[] = [];
  for (const [variant, arm] of [
    ["default", withSkill],
    ["without:greet", without],
  ] as const) {
    for (let r = 0; r < arm.runs + (arm.errored ?? 0); r++) {
      const errored = r >= arm.runs;
      out.push({
        caseId,
        runnerId,
        variant,
        status: errored ? "errored" : r < arm.passed ? "passed" : "failed",
        durationMs: 1000 + 10 * r,
        ...(arm.cost !== undefined ? { costUsd: arm.cost * (1 + 0.05 * (r % 3)) } : {}),
        ...(arm.tokens !== undefined ? { usage: { totalTokens: arm.tokens + r } } : {}),
        turns: 4,
        behaviour: { skills: arm.usesSkill ? ["greet"] : [] },
      });
    }
  }
  return out;
}

describe("liftOf", () => {
  it("a skill the agent follows only when present: helps, 0% → 100% with an interval, and the skill's use", () => {
    const records = ["a", "b", "c"].flatMap((id) => cell(id, { passed: 5, runs: 5, usesSkill: true }, { passed: 0, runs: 5 }));
    const lift = liftOf(records, ARMS);
    assert.equal(lift.verdict, "helps");
    assert.equal(lift.why.code, "pass-rate");
    assert.equal(lift.passRate.treatment, 1);
    assert.equal(lift.passRate.control, 0);
    assert.equal(lift.passRate.lift, 1);
    // Three cells each 5/5 against 0/5: (2/252)^3 one way; two-sided twice that.
    assert.ok(Math.abs(lift.passRate.pValue! - 2 / 252 ** 3) < 1e-12, String(lift.passRate.pValue));
    assert.ok(lift.passRate.interval!.low > 0.7 && lift.passRate.interval!.high === 1, JSON.stringify(lift.passRate.interval));
    assert.deepEqual(lift.skillUse, { treatment: { used: 15, runs: 15 }, control: { used: 0, runs: 15 } });
    const first = lift.cells[0];
    assert.equal(first.lift, 1);
    assert.ok(first.interval!.low > 0.3 && first.interval!.high === 1);
    assert.deepEqual(first.skillUse, { treatment: { used: 5, runs: 5 }, control: { used: 0, runs: 5 } });
    assert.ok(Math.abs(first.pValue! - 2 / 252) < 1e-12);
  });

  it("a skill that makes the agent worse: hurts", () => {
    const records = ["a", "b", "c", "d"].flatMap((id) => cell(id, { passed: 1, runs: 5 }, { passed: 5, runs: 5 }));
    const lift = liftOf(records, ARMS);
    assert.equal(lift.verdict, "hurts");
    assert.ok(lift.passRate.lift! < -0.7);
  });

  it("one case the skill breaks outright, the suite's mean barely moving: hurts, by the cell family", () => {
    const records = [
      ...cell("broken", { passed: 0, runs: 10 }, { passed: 10, runs: 10 }),
      ...Array.from({ length: 19 }, (_, i) => cell(`case-${i}`, { passed: 6, runs: 10 }, { passed: 5, runs: 10 })).flat(),
    ];
    const lift = liftOf(records, ARMS);
    assert.equal(lift.verdict, "hurts");
    assert.equal(lift.why.code, "cells");
    assert.ok(lift.why.code === "cells" && lift.why.caseId === "broken" && lift.why.count === 1 && lift.why.against === 0);
    assert.equal(lift.cells[0].tier, "hurts");
    assert.equal(lift.cells[1].tier, "no-significant-change");
    // A cell whose runs all passed or all failed in both variants can never be significant: not in the family.
    assert.equal(lift.cellFamily.size, 20);
  });

  it("a skill that keeps the pass rate but halves the cost helps; twice the cost hurts", () => {
    const cases = ["a", "b", "c", "d", "e"];
    const half = liftOf(
      cases.flatMap((id) => cell(id, { passed: 4, runs: 5, cost: 0.1 }, { passed: 4, runs: 5, cost: 0.2 })),
      ARMS,
    );
    assert.equal(half.verdict, "helps");
    assert.ok(half.why.code === "measure" && half.why.measure === "costUsd" && Math.abs(half.why.change + 0.5) < 1e-9, JSON.stringify(half.why));
    const cost = half.measures.find((m) => m.measure === "costUsd")!;
    assert.ok(cost.interval!.low < -0.5 && cost.interval!.high > -0.5 && cost.interval!.high < 0, JSON.stringify(cost.interval));
    assert.ok(Math.abs(cost.level! - 0.01) < 1e-12);
    // Turns and duration are reported, not tested.
    assert.deepEqual(
      half.measures.map((m) => [m.measure, m.pValue === undefined]),
      [
        ["costUsd", false],
        ["turns", true],
        ["durationMs", true],
      ],
    );
    const dearer = liftOf(
      cases.flatMap((id) => cell(id, { passed: 4, runs: 5, cost: 0.4 }, { passed: 4, runs: 5, cost: 0.2 })),
      ARMS,
    );
    assert.equal(dearer.verdict, "hurts");
  });

  it("tokens decide when no run reported a cost", () => {
    const lift = liftOf(
      ["a", "b", "c", "d", "e"].flatMap((id) => cell(id, { passed: 3, runs: 5, tokens: 1000 }, { passed: 3, runs: 5, tokens: 3000 })),
      ARMS,
    );
    assert.equal(lift.verdict, "helps");
    assert.ok(lift.why.code === "measure" && lift.why.measure === "tokens");
  });

  it("cheaper but with a pass rate whose interval lies wholly lower is no help", () => {
    const lift = liftOf(
      ["a", "b", "c", "d", "e", "f"].flatMap((id) => cell(id, { passed: 2, runs: 5, cost: 0.1 }, { passed: 4, runs: 5, cost: 0.2 })),
      ARMS,
    );
    assert.ok(lift.passRate.interval!.high < 0, JSON.stringify(lift.passRate));
    assert.notEqual(lift.verdict, "helps");
  });

  it("no detectable difference, with the smallest lift these runs could have detected", () => {
    const records = Array.from({ length: 10 }, (_, i) => cell(`case-${i}`, { passed: 3 + (i % 2), runs: 5 }, { passed: 4 - (i % 2), runs: 5 })).flat();
    const lift = liftOf(records, ARMS);
    assert.equal(lift.verdict, "no-detectable-difference");
    assert.ok(lift.why.code === "no-difference" && lift.why.detectable !== null);
    const detectable = lift.passRate.detectable!;
    assert.ok(detectable > 0.2 && detectable < 0.5, String(detectable));
    // More runs per case detect a smaller lift.
    const more = liftOf(
      Array.from({ length: 10 }, (_, i) => cell(`case-${i}`, { passed: 6 + (i % 2), runs: 10 }, { passed: 7 - (i % 2), runs: 10 })).flat(),
      ARMS,
    );
    assert.ok(more.passRate.detectable! < detectable);
  });

  it("one case of 3 runs cannot detect any lift: says so rather than a number", () => {
    const lift = liftOf(cell("a", { passed: 3, runs: 3 }, { passed: 0, runs: 3 }), ARMS);
    assert.equal(lift.verdict, "no-detectable-difference");
    assert.equal(lift.passRate.canReach, false);
    assert.equal(lift.passRate.detectable, null);
  });

  it("errored runs are counted but not tested; skipped ones are not runs; a result without a variant ran the default", () => {
    const records: LiftRecord[] = [
      ...cell("a", { passed: 5, runs: 5, errored: 2 }, { passed: 0, runs: 5, errored: 5 }),
      { caseId: "a", runnerId: "claude", status: "skipped", durationMs: 0, variant: "without:greet" },
      ...cell("b", { passed: 2, runs: 2 }, { passed: 0, runs: 2 }).map(({ variant, ...r }) => (variant === "default" ? r : { ...r, variant })),
    ];
    const lift = liftOf(records, ARMS);
    const a = lift.cells[0];
    assert.deepEqual([a.treatment.runs, a.treatment.errored, a.treatment.passRate, a.control.runs, a.control.errored], [7, 2, 1, 10, 5]);
    assert.equal(lift.cells[1].treatment.runs, 2);
    assert.equal(lift.passRate.cells, 2);
  });

  it("nothing comparable (the control never ran): no detectable difference, saying why", () => {
    const lift = liftOf(cell("a", { passed: 5, runs: 5 }, { passed: 0, runs: 0 }), ARMS);
    assert.equal(lift.verdict, "no-detectable-difference");
    assert.deepEqual(lift.why, { code: "nothing-comparable", cells: 1 });
    assert.equal(lift.cells[0].tier, "insufficient-data");
  });

  it("rejects an alpha out of range with the option's name", () => {
    assert.throws(
      () => liftOf([], ARMS, { alpha: 0.7 }),
      (e: unknown) => isAgentBenchError(e) && e.where === "alpha" && e.exitCode === 2,
    );
  });
});
