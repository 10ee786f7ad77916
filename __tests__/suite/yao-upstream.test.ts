// yao's own test files, unchanged (fixtures/suites/yao-upstream/README.md): a case with yao's
// before/after process hooks is not run and is reported errored (unsupported), naming the field and
// file:line, in every report; the file's other cases run and the run exits 1. --strict makes such a
// case a load error (exit 2) naming file:line.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const DIR = path.join(ROOT, "__tests__/fixtures/suites/yao-upstream");
const REL = "__tests__/fixtures/suites/yao-upstream";
const temp = tempProject();
after(() => temp.remove());

const readRun = (out: string) => JSON.parse(readFileSync(path.join(out, "results.json"), "utf8")) as RunFile;

describe("yao's dynamic-mode test cases, as yao's own tests write them", () => {
  it("loads with no warning: name fields, simulators and checkpoints are yao's, the hook case is marked unsupported", async () => {
    const { suite, warnings } = await loadSuite(path.join(DIR, "dynamic.jsonl"));
    assert.deepEqual(warnings, []);
    assert.equal(suite.cases.length, 6);
    assert.equal(suite.cases.filter((c) => c.dialog).length, 5);
    const hook = suite.cases.find((c) => c.id === "hook-test-1")!;
    assert.deepEqual(
      hook.unsupported?.map((f) => f.field),
      ["before", "after"],
    );
    assert.equal(hook.source.line, 6);
  });

  it("the other cases run, the hook case is errored (unsupported: before, after) naming file:line, and the run exits 1", async () => {
    const out = temp.file("dynamic");
    const r = await runCli(["run", `${REL}/dynamic.jsonl`, "--out-dir", out], { cwd: ROOT });
    assert.equal(r.code, 1, r.stderr);
    const run = readRun(out);
    const byId = new Map(run.results.map((x) => [x.caseId, x]));
    assert.equal(run.results.length, 6);
    // Five dynamic cases ran with the scripted barista and customer; yao's own max-turns case fails as yao expects.
    assert.deepEqual(
      [...byId.values()]
        .filter((x) => x.failureOrigin !== "unsupported")
        .map((x) => [x.caseId, x.status, x.dialog?.turns.length])
        .sort(),
      [
        ["coffee-order-flow", "passed", 3],
        ["coffee-with-initial", "passed", 2],
        ["max-turns-test", "failed", 2],
        ["optional-checkpoint-test", "passed", 1],
        ["ordered-checkpoints", "passed", 3],
      ],
    );
    const hook = byId.get("hook-test-1")!;
    assert.equal(hook.status, "errored");
    assert.equal(hook.passed, false);
    assert.equal(hook.failureOrigin, "unsupported");
    assert.deepEqual(hook.failureClass, { id: "unsupported: before, after", label: "unsupported: before, after" });
    assert.match(
      hook.error!.message,
      new RegExp(`^not run \\(${REL}/dynamic\\.jsonl:6\\): "before" calls the Yao process "env_test\\.Before", which agent-bench cannot run`),
    );
    // The agent was never started for it.
    assert.equal(existsSync(path.join(out, hook.artifactDir, "stdout.log")), false);
    assert.match(r.stderr, /^! hook-test-1 · agent · \S+ errored \(unsupported: before, after\): not run/m);
  });

  it("stays out of the base-vs-head statistics: a case that ran on the base and is unsupported on the head is no regression", async () => {
    // The base: the same cases with the hooks taken out, so the hook case ran (and passed) there.
    const base = temp.write("base/dynamic.jsonl", readFileSync(path.join(DIR, "dynamic.jsonl"), "utf8").replace(/, "before": "[^"]*", "after": "[^"]*"/, ""));
    for (const f of ["agent-bench.config.json", "agent.json", "simulator.json"]) temp.write(`base/${f}`, readFileSync(path.join(DIR, f), "utf8"));
    // 6 of 6 passing runs against 6 not passing: as failures, a certain regression.
    const only = ["--case", "hook-test-1", "-n", "6"];
    assert.equal((await runCli(["run", base, ...only, "--out-dir", temp.file("base-run")], { cwd: temp.dir })).code, 0);
    assert.equal((await runCli(["run", `${REL}/dynamic.jsonl`, ...only, "--out-dir", temp.file("head-run")], { cwd: ROOT })).code, 1);
    const r = await runCli(["compare", temp.file("base-run"), temp.file("head-run"), "--format", "json"], { cwd: temp.dir });
    assert.equal(r.code, 0, r.stderr);
    const comparison = JSON.parse(r.stdout) as { verdict: string; cells: Array<{ caseId: string; tier: string; head: { errored: number } | null }> };
    assert.notEqual(comparison.verdict, "regression");
    const hook = comparison.cells.find((c) => c.caseId === "hook-test-1")!;
    assert.equal(hook.head?.errored, 6);
    assert.equal(hook.tier, "insufficient-data");
  });

  it("--strict: exit 2 before anything runs, one line naming file:line and the field, and a hint", async () => {
    const out = temp.file("strict");
    const r = await runCli(["run", `${REL}/dynamic.jsonl`, "--strict", "--out-dir", out], { cwd: ROOT });
    assert.equal(r.code, 2);
    const lines = r.stderr.trim().split("\n");
    assert.equal(lines.length, 2, r.stderr);
    assert.equal(
      lines[0],
      `agent-bench: ${path.join(DIR, "dynamic.jsonl")}:6: case "hook-test-1": "before" calls the Yao process "env_test.Before", which agent-bench cannot run; "after" calls the Yao process "env_test.After", which agent-bench cannot run`,
    );
    assert.match(
      lines[1],
      /^ {2}hint: prepare the agent's workspace with a workspace bootstrap instead .*without --strict such a case is reported errored \(unsupported\) and the other cases run$/,
    );
    assert.equal(existsSync(out), false);
  });
});

describe("yao-dev-app's hooks-test inputs.jsonl", () => {
  it("runs the case without hooks; the two with hooks are errored in the Markdown, HTML and JUnit reports", async () => {
    const out = temp.file("hooks");
    const reports = ["r.md", "r.html", "r.xml"].map((f) => path.join(out, f));
    const r = await runCli(["run", `${REL}/hooks-test.jsonl`, "-r", "agent", "--out-dir", out, ...reports.flatMap((f) => ["-o", f])], { cwd: ROOT });
    assert.equal(r.code, 1, r.stderr);
    const run = readRun(out);
    assert.deepEqual(
      run.results.map((x) => [x.caseId, x.status, x.failureOrigin]),
      [
        ["T001", "errored", "unsupported"],
        ["T002", "errored", "unsupported"],
        ["T003", "passed", undefined],
      ],
    );
    const [md, html, xml] = reports.map((f) => readFileSync(f, "utf8"));
    assert.match(md, /💥 2 errored \(unsupported features, not counted as agent failures\)/);
    assert.match(md, /\| `T001` \| `agent` \| 1 \| unsupported: before, after \| not run \(.*hooks-test\.jsonl:1\)/);
    assert.match(xml, /<error message="1 of 1 runs errored: not run \([^"]*hooks-test\.jsonl:2\)[^"]*" type="unsupported: before, after">/);
    // The HTML page's data: the errored executions carry the class the page shows on them.
    const data = JSON.parse(/<script type="application\/json" id="agent-bench-data">(.*?)<\/script>/s.exec(html)![1]) as {
      executions: Array<{ s: string; fc?: string; m?: string }>;
    };
    assert.deepEqual(
      data.executions.map((e) => [e.s, e.fc]),
      [
        ["errored", "unsupported: before, after"],
        ["errored", "unsupported: before, after"],
        ["passed", undefined],
      ],
    );
    assert.match(data.executions[0].m!, /hooks-test\.jsonl:1\): "before" calls the Yao process "env_test\.Before"/);
  });
});
