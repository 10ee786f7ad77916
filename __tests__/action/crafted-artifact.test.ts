// mode: report reads a fork's artifact, written by code nobody reviewed: a
// crafted results.json or agent-bench-pr.json in it is one error naming the
// file and the JSON path (dist/index.js, end to end), never a crash, a
// comment or a check.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { computeStability } from "../../src/stability/accumulate.ts";
import { ROOT } from "../helpers/cli.ts";
import { workflowRunEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";

const RUN = JSON.parse(readFileSync(path.join(ROOT, "__tests__/fixtures/runs/quickstart-base/results.json"), "utf8")) as RunFile;

describe("mode: report with a crafted fork artifact", () => {
  const rows = [
    {
      name: "results.json with a __proto__ key and an over-long case id",
      files: (pr: number, sha: string) => ({
        "results.json": JSON.stringify({ ...RUN, results: [{ ...RUN.results[0], caseId: "x".repeat(5000) }, ...RUN.results.slice(1)] }).replace(
          '"environment":{',
          '"environment":{"__proto__":{"ci":false},',
        ),
        "stability.json": JSON.stringify(computeStability(RUN)),
        "agent-bench-pr.json": JSON.stringify({ number: pr, headSha: sha, baseRef: "main", baseSha: "b".repeat(40), repository: "acme/widgets" }),
      }),
      error: /^agent-bench: \S+\/agent-bench-report\/\d+\/results\.json: environment\.__proto__: the key "__proto__" is not allowed\n {2}hint: \S/u,
    },
    {
      name: "agent-bench-pr.json whose PR number is not a number",
      files: (_pr: number, sha: string) => ({
        "results.json": JSON.stringify(RUN),
        "stability.json": JSON.stringify(computeStability(RUN)),
        "agent-bench-pr.json": JSON.stringify({ number: "1; DROP TABLE", headSha: sha, baseRef: "main", baseSha: "b".repeat(40), repository: "acme/widgets" }),
      }),
      error: /^agent-bench: \S+\/agent-bench-report\/\d+\/agent-bench-pr\.json: number: expected number, got string "1; DROP TABLE"\n {2}hint: \S/u,
    },
  ];
  for (const row of rows) {
    it(`${row.name}: one error naming the file and the JSON path; no comment, no check`, async (t) => {
      const github = await startFakeGitHub({ t });
      const pr = github.state.addPull({ number: 41, head: { repo: "contributor/widgets" } });
      const run = github.state.addRun({ event: "pull_request", headRepository: "contributor/widgets", headBranch: pr.head.ref, headSha: pr.head.sha });
      await seedArtifact(github, { runId: run.id, name: "agent-bench-results", files: row.files(pr.number, pr.head.sha) });
      const report = await runAction({
        github,
        event: workflowRunEvent(github, run),
        inputs: { mode: "report" },
        workflow: "bench-report.yml",
        timeoutMs: 120_000,
      });
      assert.notEqual(report.exitCode, 0, report.stdout);
      const errors = report.commands.filter((c) => c.command === "error");
      assert.equal(errors.length, 1, report.stdout);
      assert.match(errors[0].message, row.error);
      assert.doesNotMatch(report.stdout, /internal error|\n\s+at /u, "no stack trace");
      assert.equal(github.state.commentsOn(41).length, 0);
      assert.equal(github.state.checkRunsFor(pr.head.sha).length, 0);
    });
  }
});
