import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { gate } from "../../src/action/gate.ts";

const base = { verdict: "no-change" as const, passRate: 0.9, notPassed: 1, executions: 10 };

describe("the gate", () => {
  it("fails on a regression by default, and only on a regression", () => {
    assert.equal(gate({ ...base, failOn: "regression", verdict: "regression" }).conclusion, "failure");
    assert.equal(gate({ ...base, failOn: "regression", verdict: "possible-regression" }).conclusion, "success");
    assert.equal(gate({ ...base, failOn: "regression", verdict: "inconclusive" }).conclusion, "success");
    assert.equal(gate({ ...base, failOn: "regression", verdict: "no-baseline" }).conclusion, "success");
  });

  it("possible-regression also fails on a possible regression", () => {
    assert.equal(gate({ ...base, failOn: "possible-regression", verdict: "possible-regression" }).conclusion, "failure");
    assert.equal(gate({ ...base, failOn: "possible-regression", verdict: "inconclusive" }).conclusion, "success");
  });

  it("failure fails when any execution did not pass; never never fails on the verdict", () => {
    assert.deepEqual(gate({ ...base, failOn: "failure" }).reasons, ["1 of 10 executions did not pass"]);
    assert.equal(gate({ ...base, failOn: "failure", notPassed: 0 }).conclusion, "success");
    assert.equal(gate({ ...base, failOn: "never", verdict: "regression" }).conclusion, "success");
  });

  it("min-pass-rate fails below the threshold whatever fail-on says", () => {
    const g = gate({ ...base, failOn: "never", minPassRate: 95 });
    assert.equal(g.conclusion, "failure");
    assert.match(g.reasons[0], /pass rate 90% is below min-pass-rate 95%/);
    assert.equal(gate({ ...base, failOn: "never", minPassRate: 90 }).conclusion, "success");
  });

  it("is neutral when nothing ran", () => {
    assert.equal(gate({ ...base, failOn: "regression", executions: 0, notPassed: 0 }).conclusion, "neutral");
  });
});
