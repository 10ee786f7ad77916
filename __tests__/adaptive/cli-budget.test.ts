// `agent-bench run --runs auto` end to end with a scripted agent whose cost is
// known ($0.50 a run): the cost estimate before the run, the budget stop within
// one round of the budget, and the stop named in stdout, report.md,
// results.json and stability.json; without a baseline, every cell gets min-runs.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { ADAPTIVE_DEFAULTS } from "../../src/adaptive/options.ts";
import type { RunFile } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const COST = 0.5;
const CASES = ["alpha", "beta", "gamma", "delta"];
const config = (text: string) =>
  JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text }, { usage: { input: 100, output: 10 }, cost: COST }] } } });

const project = tempProject({
  "suite.jsonl": CASES.map((id) => JSON.stringify({ id, input: `do ${id}`, assert: { type: "contains", value: "done" } })).join("\n") + "\n",
  "good.config.json": config("done"),
  // The pull request broke the agent: every run fails, so no cell can stop for "no drop".
  "broken.config.json": config("gave up"),
});
after(() => project.remove());

const read = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;

describe("agent-bench run --runs auto", () => {
  before(async () => {
    const r = await runCli(["run", "suite.jsonl", "-c", "good.config.json", "-n", "5", "--out-dir", "base"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
  });

  it("prints the cost estimate, stops scheduling at the $8 budget within one round, and every report says so", async () => {
    const r = await runCli(
      [
        "run",
        "suite.jsonl",
        "-c",
        "broken.config.json",
        "--runs",
        "auto",
        "--max-cost-usd",
        "8",
        "-p",
        "2",
        "--base",
        "base",
        "--out-dir",
        "head",
        "-o",
        "report.md",
        "-o",
        "report.json",
        "-o",
        "report.html",
        "-o",
        "results.xml",
      ],
      { cwd: project.dir },
    );
    assert.equal(r.code, 1, r.stderr);
    // Before the run: 4 cells × 3–10 runs at the baseline's $0.50 a run.
    assert.match(r.stderr, /adaptive runs: 3–10 per cell over 4 cells \(12–40 executions\); estimated \$6\.00–\$20\.00; .*budget \$8/);
    const run = read<RunFile>(project.file("head/results.json"));
    const spent = run.summary.costUsd!;
    const roundSize = CASES.length * ADAPTIVE_DEFAULTS.step;
    // Round 1 (12 runs, $6) fits; a later round is cut once $8 is spent: runs in flight finish, nothing new starts.
    assert.ok(spent >= 8, `spent ${spent}`);
    assert.ok(spent <= 8 + roundSize * COST, `spent ${spent}: more than one round over the budget`);
    assert.ok(run.summary.executions < CASES.length * 10);
    const adaptive = run.adaptive!;
    assert.equal(adaptive.budgetStop?.kind, "cost");
    assert.equal(adaptive.executions, run.summary.executions);
    assert.equal(adaptive.undecided, 4);
    assert.deepEqual(new Set(adaptive.cells.map((c) => c.stop)), new Set(["budget"]));
    const message = `stopped at the $8 budget after ${run.summary.executions} of at most 40 runs; 4 cells undecided`;
    assert.equal(adaptive.message, message);
    assert.ok(r.stdout.includes(`adaptive runs: ${message}`), r.stdout);
    // Markdown escapes the dollar sign (GitHub would start math at it).
    assert.ok(readFileSync(project.file("report.md"), "utf8").includes(message.replace("$", "\\$")));
    assert.equal(read<StabilityFile>(project.file("head/stability.json")).adaptive?.message, message);
    const html = readFileSync(project.file("report.html"), "utf8");
    assert.ok(html.includes(`Adaptive runs (3–10 per cell): ${message}.`));
    // The per-cell table is rendered on the server side, beside the client's page.
    for (const c of adaptive.cells) {
      assert.ok(
        html.includes(
          `<tr><td><code>${c.caseId}</code></td><td><code>agent</code></td><td class="n">${c.runs}</td><td class="undecided">budget ran out (undecided)</td></tr>`,
        ),
        c.caseId,
      );
    }
    assert.equal(read<{ adaptive?: { message: string } }>(project.file("report.json")).adaptive?.message, message);
    // JUnit: the testsuite carries the budget stop as properties and in <system-out>; each testcase why it stopped.
    const xml = readFileSync(project.file("results.xml"), "utf8");
    assert.ok(xml.includes(`<property name="adaptive" value="${message}"/>`), xml);
    assert.ok(xml.includes('<property name="adaptive_runs" value="3-10"/>'));
    assert.ok(xml.includes('<property name="budget_stop" value="cost"/>'));
    assert.ok(xml.includes(`<system-out>Adaptive runs (3–10 per cell): ${message}.</system-out>`));
    assert.equal(xml.match(/<property name="stopped_because" value="budget"\/>/g)?.length, 4);
    assert.equal(xml.match(/<property name="undecided" value="true"\/>/g)?.length, 4);
  });

  it("without a budget, cells that show no drop stop early; the report gives each cell's runs and reason", async () => {
    const r = await runCli(
      ["run", "suite.jsonl", "-c", "good.config.json", "--runs", "auto", "--base", "base", "--out-dir", "same", "-o", "same.md", "-o", "same.xml"],
      { cwd: project.dir },
    );
    assert.equal(r.code, 0, r.stderr);
    const run = read<RunFile>(project.file("same/results.json"));
    // 4 cells passing every run: the suite-level test could still see a drop of 4 cells after 3 runs each against 5
    // base runs, not after 4.
    assert.equal(run.summary.executions, 16);
    assert.deepEqual(
      run.adaptive!.cells.map((c) => [c.caseId, c.runs, c.stop]),
      CASES.map((id) => [id, 4, "no-drop"]),
    );
    const md = readFileSync(project.file("same.md"), "utf8");
    assert.match(md, /\*\*Adaptive runs\*\* \(3–10 per cell\): 16 of at most 40 runs; every cell decided or at max-runs\./);
    assert.match(md, /\| `alpha` \| `agent` \| 4 \| no drop \|/);
    const xml = readFileSync(project.file("same.xml"), "utf8");
    assert.equal(
      xml.match(/<property name="runs" value="4"\/>\n\s*(<property [^\n]*\n\s*)*<property name="stopped_because" value="no-drop"\/>/g)?.length,
      4,
      xml,
    );
    assert.doesNotMatch(xml, /budget_stop|name="undecided"/);
  });

  it("without a baseline (a push run), every cell gets min-runs and no more: the next baseline is not biased by stopping cells that looked settled", async () => {
    const r = await runCli(["run", "suite.jsonl", "-c", "good.config.json", "--runs", "auto", "--out-dir", "push"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    // Nothing to estimate a cost from: no line about the baseline's cost, just what the rounds will do.
    assert.match(r.stderr, /^adaptive runs: no baseline, so no comparison to decide: 3 runs for every cell, and no more/m);
    assert.doesNotMatch(r.stderr, /cost unknown|baseline has no cost/);
    const run = read<RunFile>(project.file("push/results.json"));
    assert.deepEqual(
      run.adaptive!.cells.map((c) => [c.runs, c.stop]),
      CASES.map(() => [3, "not-compared"]),
    );
    assert.equal(run.adaptive!.withBaseline, false);
    assert.equal(run.adaptive!.message, "12 of at most 40 runs: min-runs per cell, as there is no baseline to compare with");
    assert.equal(read<StabilityFile>(project.file("push/stability.json")).cells[0].runs, 3);
  });

  it("rejects budget flags without --runs auto, and bad values, naming the flag (exit 2)", async () => {
    const stray = await runCli(["run", "suite.jsonl", "-c", "good.config.json", "--max-cost-usd", "5"], { cwd: project.dir });
    assert.equal(stray.code, 2);
    assert.match(stray.stderr, /^agent-bench: --max-cost-usd only applies to adaptive runs\n {2}hint: add --runs auto, or drop it\n$/);
    const bad = await runCli(["run", "suite.jsonl", "-c", "good.config.json", "--runs", "auto", "--min-runs", "5", "--max-runs", "4"], { cwd: project.dir });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--max-runs/);
    assert.doesNotMatch(bad.stderr, /at .*\.ts:\d+/);
  });
});
