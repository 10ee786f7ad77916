// A base run and a head run of a flipped cell, step by step: the alignment,
// reading the base folder (an untrusted artifact), and `compare -o report.html`
// over two real run folders.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { compareCommand } from "../../src/commands/compare.ts";
import { compare } from "../../src/compare/compare.ts";
import { AgentBenchError } from "../../src/errors.ts";
import type { RunFile } from "../../src/model/result.ts";
import type { SessionEvent } from "../../src/model/session.ts";
import { loadSideBySide } from "../../src/report/html/load-side-by-side.ts";
import { align, sideBySide } from "../../src/report/html/side-by-side.ts";
import { SessionBuilder } from "../../src/runners/session-builder.ts";
import { ROOT } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";
import { stabilityFile } from "../helpers/stability.ts";
import { runFixture, type FixtureRun } from "./_fixture.ts";

function session(events: SessionEvent[]) {
  const b = new SessionBuilder({ id: "bot", pathKey: "bot", agent: { type: "scripted", model: "m" } }, "do it", "/ws");
  for (const e of events) b.push(e);
  return b.finish();
}

describe("aligning two runs", () => {
  it("pairs what both did and leaves what only one did alone, in order", () => {
    assert.deepEqual(align(["a", "b", "c", "d"], ["a", "c", "x", "d"]), [
      [0, 0],
      [1, -1],
      [2, 1],
      [-1, 2],
      [3, 3],
    ]);
    assert.deepEqual(align([], ["a"]), [[-1, 0]]);
    assert.deepEqual(align(["a"], []), [[0, -1]]);
  });

  it("marks the first step where the runs part: the skill the head never loaded", () => {
    const base = session([
      { type: "toolCall", tool: "Skill", args: { skill: "greet" } },
      { type: "command", command: "npm test -- --grep greet" },
      { type: "message", role: "assistant", text: "ok, hello" },
    ]);
    const head = session([
      { type: "command", command: "npm test" },
      { type: "message", role: "assistant", phase: "thinking", text: "hmm" },
      { type: "message", role: "assistant", text: "Hello there" },
    ]);
    const view = sideBySide({ caseId: "greets", runnerId: "bot" }, { run: 1, passed: true, session: base }, { run: 2, passed: false, session: head });
    assert.equal(view.diverge, 0);
    assert.deepEqual(view.rows, [
      [0, -1],
      [1, 0],
      [2, 1],
    ]);
    assert.deepEqual(view.base.steps[0], ["call", 'Skill {"skill":"greet"}']);
    assert.deepEqual(view.head.steps, [
      ["cmd", "npm test"],
      ["say", "Hello there"],
    ]);
  });

  it("says -1 when the two runs take the same steps", () => {
    const s = session([{ type: "command", command: "ls" }]);
    assert.equal(sideBySide({ caseId: "c", runnerId: "r" }, { run: 1, passed: true, session: s }, { run: 1, passed: false, session: s }).diverge, -1);
  });
});

describe("reading the base run's folder", () => {
  const project = tempProject();
  after(() => project.remove());
  const comparison = compare(
    stabilityFile([{ caseId: "greets", runnerId: "bot", passed: 10, runs: 10 }]),
    stabilityFile([{ caseId: "greets", runnerId: "bot", passed: 0, runs: 10 }]),
  );
  const headResults = [{ caseId: "greets", runnerId: "bot", run: 1, passed: false, status: "failed", artifactDir: "executions/greets/bot/run-1" }];

  it("never reads outside the base folder, whatever its results.json says", async () => {
    project.write("secret/session.json", JSON.stringify(session([{ type: "command", command: "cat /etc/shadow" }])));
    const run = JSON.parse(readFileSync(path.join(ROOT, "__tests__/fixtures/runs/quickstart-base/results.json"), "utf8")) as RunFile;
    const escape = { ...run.results[0], caseId: "greets", runnerId: "bot", run: 1, passed: true, status: "passed" as const, artifactDir: "../secret" };
    project.write("base/results.json", JSON.stringify({ ...run, results: [escape] }));
    project.write("head/executions/greets/bot/run-1/session.json", JSON.stringify(session([{ type: "command", command: "ls" }])));
    assert.equal(comparison.cells[0]?.tier, "regressed");
    assert.deepEqual(await loadSideBySide(project.file("base"), project.file("head"), headResults, comparison), []);
  });

  it("shows nothing for a base without results.json; a malformed or foreign one is a config error naming the file and the JSON path", async () => {
    assert.deepEqual(await loadSideBySide(project.file("missing"), project.file("head"), headResults, comparison), []);
    project.write("bad/results.json", "{ not json");
    project.write("odd/results.json", JSON.stringify({ schemaVersion: 2, results: [{ caseId: 1, passed: "yes" }, null, "x"] }));
    for (const [dir, where] of [
      ["bad", "(top level)"],
      ["odd", "startedAt"],
    ] as const) {
      await assert.rejects(loadSideBySide(project.file(dir), project.file("head"), headResults, comparison), (error: AgentBenchError) => {
        assert.equal(error.exitCode, 2);
        assert.ok(error.message.startsWith(`${project.file(`${dir}/results.json`)}: ${where}: `), error.message);
        return true;
      });
    }
  });
});

describe("agent-bench compare BASE HEAD -o report.html", () => {
  let base: FixtureRun;
  let head: FixtureRun;
  const project = tempProject();
  before(async () => {
    [base, head] = [await runFixture({ variant: "base" }), await runFixture()];
  });
  after(() => {
    base?.remove();
    head?.remove();
    project.remove();
  });

  it("writes HEAD's report with the comparison and the flipped cells side by side", async () => {
    const file = project.file("report.html");
    await compareCommand([base.outDir, head.outDir, "-o", file]);
    const html = readFileSync(file, "utf8");
    const data = JSON.parse(/<script type="application\/json" id="agent-bench-data">([\s\S]*?)<\/script>/u.exec(html)![1]) as {
      comparison: { verdict: string } | null;
      pairs: Array<{ b: { ok: boolean }; h: { ok: boolean }; rows: unknown[]; div: number }>;
    };
    assert.ok(data.comparison, "the report carries the comparison");
    assert.ok(data.pairs.length > 0, "at least one flipped cell side by side");
    for (const pair of data.pairs) {
      assert.notEqual(pair.b.ok, pair.h.ok, "a passing and a failing run");
      assert.ok(pair.rows.length > 0);
    }
    assert.equal(path.extname(file), ".html");
  });
});
