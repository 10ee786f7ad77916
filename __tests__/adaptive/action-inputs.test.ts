// runs: auto and its inputs in the action: parsed into the same settings as
// the CLI flags, and every mistake names the input (exit 2).

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseInputs, type InputName } from "../../src/action/inputs.ts";
import { isAgentBenchError } from "../../src/errors.ts";

const inputs = (values: Partial<Record<InputName, string>>) => parseInputs((name) => values[name] ?? "");

function rejects(values: Partial<Record<InputName, string>>, where: string, pattern: RegExp): void {
  assert.throws(
    () => inputs({ suite: "s.ts", ...values }),
    (error: unknown) => isAgentBenchError(error) && error.exitCode === 2 && error.where === where && pattern.test(`${error.message}\n${error.hint ?? ""}`),
  );
}

describe("action inputs for adaptive runs", () => {
  it("runs: auto gives min-runs 3, max-runs 10 and no budget; the first round is min-runs", () => {
    const i = inputs({ suite: "s.ts", runs: "auto" });
    assert.equal(i.runs, 3);
    assert.deepEqual(i.adaptive, { minRuns: 3, maxRuns: 10, step: 1, alpha: 0.05, margin: 0.05 });
  });

  it("runs: auto is the default, min-runs and max-runs work without it, and a number turns it off", () => {
    assert.deepEqual(inputs({ suite: "s.ts" }).adaptive, { minRuns: 3, maxRuns: 10, step: 1, alpha: 0.05, margin: 0.05 });
    assert.equal(inputs({ suite: "s.ts", "max-runs": "12" }).adaptive?.maxRuns, 12);
    assert.equal(inputs({ suite: "s.ts", runs: "3" }).adaptive, undefined);
  });

  it("reads min-runs, max-runs and both budgets", () => {
    const i = inputs({ suite: "s.ts", runs: "AUTO", "min-runs": "2", "max-runs": "12", "max-cost-usd": "$20", "max-minutes": "45" });
    assert.equal(i.runs, 2);
    assert.deepEqual(i.adaptive, { minRuns: 2, maxRuns: 12, step: 1, alpha: 0.05, margin: 0.05, maxCostUsd: 20, maxMinutes: 45 });
    assert.equal(inputs({ suite: "s.ts", runs: "5" }).adaptive, undefined);
  });

  it("names the input of every mistake", () => {
    rejects({ runs: "5", "max-cost-usd": "20" }, "with.max-cost-usd", /runs: auto/);
    rejects({ runs: "auto", "max-cost-usd": "lots" }, "with.max-cost-usd", /dollars/);
    rejects({ runs: "auto", "max-minutes": "-1" }, "with.max-minutes", /minutes/);
    rejects({ runs: "auto", "min-runs": "0" }, "with.min-runs", /whole number/);
    rejects({ runs: "auto", "min-runs": "6", "max-runs": "4" }, "with.max-runs", /max-runs/);
    rejects({ runs: "often" }, "with.runs", /whole number/);
  });
});
