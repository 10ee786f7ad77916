// `compare` on the out-dirs of two real `agent-bench run`s of examples/quickstart
// (scripted runner, 5 runs per case). The head's scripted agent was changed to
// answer "I found some files." in lists-files, which the case's assertion rejects.
// Recorded with: agent-bench run suite.ts -n 5 --out-dir <dir> (results.json only;
// stability is computed from it because those runs wrote no stability.json).

import assert from "node:assert/strict";
import { test } from "node:test";
import { compareInWords } from "../helpers/compare-words.ts";
import { renderComparisonMarkdown } from "../../src/report/markdown/comparison.ts";
import { loadStability } from "../../src/stability/load.ts";

const BASE = new URL("../fixtures/runs/quickstart-base", import.meta.url).pathname;
const HEAD = new URL("../fixtures/runs/quickstart-head", import.meta.url).pathname;

test("stability of a real run: counts, consistency and usage come from the results", async () => {
  const base = await loadStability(BASE);
  assert.deepEqual(
    base.cells.map((c) => c.caseId),
    ["lists-files", "writes-summary", "uses-greet-skill"],
  );
  // Recorded by an older agent-bench (results.json version 1): its fingerprints mixed the test with
  // the treatment and machine paths, so they are read as unknown.
  assert.equal(base.schemaVersion, 1);
  assert.ok(base.cells.every((c) => c.runs === 5 && c.passRate === 1 && c.testFingerprint === ""));
  // uses-greet-skill's scripted agent answers three different ways; every answer passes.
  const greet = base.cells.find((c) => c.caseId === "uses-greet-skill")!;
  assert.ok(greet.consistency < 1);
  assert.equal(greet.classification, "stable");
  assert.deepEqual(base.cells[0].tokens, { mean: 458, total: 2290 });
  assert.equal(base.summary.executions, 15);
  assert.ok(base.commit?.sha);
});

test("comparing the two runs (an older agent-bench's) finds the broken case a regression and warns that case changes cannot be seen", async () => {
  const comparison = compareInWords(await loadStability(BASE), await loadStability(HEAD));
  const lists = comparison.cells.find((c) => c.caseId === "lists-files")!;
  assert.equal(lists.tier, "regressed");
  assert.equal(lists.severe, true);
  assert.equal(lists.testChanged, false);
  assert.deepEqual(
    comparison.cells.filter((c) => c.caseId !== "lists-files").map((c) => c.tier),
    ["no-significant-change", "no-significant-change"],
  );
  assert.equal(comparison.verdict, "regression");
  assert.equal(comparison.warnings.filter((w) => /cannot be detected against it/u.test(w)).length, 1);
  assert.equal(comparison.suite.pairedCases, 3);
  assert.ok(Math.abs(comparison.suite.delta! + 1 / 3) < 1e-12);
  assert.match(renderComparisonMarkdown(comparison), /`lists-files` \| `scripted` \| 5\/5 100% \[57–100%\] \| 0\/5 0% \[0–43%\]/u);
});
