// prepareRun decides every setting once: a flag beats the config, the config
// beats the default (docs/configuration.md), and the case's own timeout beats
// them all; the resolved run cannot be changed afterwards.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { prepareRun } from "../../src/execute/prepare.ts";
import type { RunSettings } from "../../src/config/settings.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "agent-bench.config.json": JSON.stringify({
    runners: {
      own: { type: "scripted", steps: [{ text: "ok" }], timeout: "30s", maxSteps: 5 },
      plain: { type: "scripted", steps: [{ text: "ok" }] },
    },
    defaults: { parallel: 3, timeout: "1m", maxSteps: 9, failFast: true, user: "config-user", outDir: "runs" },
    outputs: ["config-report.md"],
  }),
  "suite.jsonl": ['{"id":"own-timeout","input":"x","expected":"ok","timeout":"5s"}', '{"id":"plain","input":"x","expected":"ok"}'].join("\n"),
});
after(() => project.remove());

const prepare = (flags: Partial<RunSettings> = {}) => prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: project.dir, ...flags });

describe("the resolved run", () => {
  it("takes the config's settings when no flag is given", async () => {
    const run = await prepare();
    const [ownCase, plainCase] = run.suite.cases;
    const [own, plain] = run.plan.runners;
    assert.equal(run.parallel, 3);
    assert.equal(run.failFast, true);
    assert.equal(run.user, "config-user");
    assert.equal(run.team, "test-team");
    // The case's own timeout beats everything; then the runner's, then the config's.
    assert.equal(run.limits.timeoutFor(ownCase, plain), 5_000);
    assert.equal(run.limits.timeoutFor(plainCase, own), 30_000);
    assert.equal(run.limits.timeoutFor(plainCase, plain), 60_000);
    assert.equal(run.limits.maxStepsFor(own), 5);
    assert.equal(run.limits.maxStepsFor(plain), 9);
    assert.deepEqual(run.outputs, [project.file("config-report.md")]);
    assert.equal(run.defaultOutDir, true);
    assert.match(run.outDir, new RegExp(`^${project.file("runs")}/`));
  });

  it("lets a flag beat the config, except a case's own timeout", async () => {
    const run = await prepare({
      parallel: 1,
      failFast: false,
      timeoutMs: 7_000,
      maxSteps: 2,
      user: "flag-user",
      outDir: "here",
      outputs: [project.file("flag-report.json"), project.file("config-report.md")],
    });
    const [ownCase, plainCase] = run.suite.cases;
    const [own] = run.plan.runners;
    assert.equal(run.parallel, 1);
    assert.equal(run.failFast, false);
    assert.equal(run.user, "flag-user");
    assert.equal(run.limits.timeoutFor(ownCase, own), 5_000);
    assert.equal(run.limits.timeoutFor(plainCase, own), 7_000);
    assert.equal(run.limits.maxStepsFor(own), 2);
    // One file named twice (a flag and the config) is written once.
    assert.deepEqual(run.outputs, [project.file("flag-report.json"), project.file("config-report.md")]);
    assert.equal(run.outDir, project.file("here"));
    assert.equal(run.defaultOutDir, false);
  });

  it("cannot be changed once built", async () => {
    const run = await prepare();
    assert.throws(() => Object.assign(run, { parallel: 8 }), TypeError);
    assert.throws(() => (run.outputs as string[]).push("late.md"), TypeError);
    assert.throws(() => Object.assign(run.settings, { outputs: ["late.md"] }), TypeError);
    assert.equal(run.parallel, 3);
  });
});
