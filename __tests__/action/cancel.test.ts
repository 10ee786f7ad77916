// A job cancelled mid-run still uploads and summarizes what finished.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { pullRequestEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { benchWorkspace } from "./bench-workspace.ts";

describe("cancellation", () => {
  it("on SIGINT the agents stop, and every finished result is uploaded and summarized", async (t) => {
    const github = await startFakeGitHub({ t });
    const checkout = benchWorkspace({ cases: 6 });
    t.after(() => checkout.remove());
    // case-5 hangs until killed; the others answer at once.
    const script = path.join(checkout.dir, "evals", "script.json");
    writeFileSync(script, JSON.stringify({ cases: { "case-5": [{ text: "thinking" }, { hang: true }] }, steps: [{ text: "ok" }] }));
    const pr = github.state.addPull({ number: 61 });
    const started = Date.now();
    const result = await runAction({
      github,
      event: pullRequestEvent(github, pr),
      workspace: checkout.dir,
      inputs: { suite: "evals/suite.mjs", runs: 1, parallel: 1 },
      cancelWhen: (stdout) => /case-4 · bot/.test(stdout),
      timeoutMs: 60_000,
    });
    assert.ok(Date.now() - started < 30_000, "the hanging agent did not hold the job");
    assert.equal(result.exitCode, 1);
    assert.ok(
      result.commands.some((c) => c.command === "error" && /cancelled/.test(c.message)),
      result.stdout,
    );
    const artifact = [...github.state.artifacts.values()].find((a) => a.name === "agent-bench-results");
    assert.ok(artifact, "the finished results were uploaded");
    const files = await github.artifactFiles(artifact.id);
    const results = JSON.parse(files.get("results.json")!.toString()) as {
      results: Array<{ caseId: string; status: string }>;
      summary: { cancelled: boolean };
    };
    assert.equal(results.summary.cancelled, true);
    assert.equal(results.results.filter((r) => r.status === "passed").length, 5);
    assert.match(result.summary, /agent-bench/);
    assert.equal(result.outputs.executions, "6");
  });
});
