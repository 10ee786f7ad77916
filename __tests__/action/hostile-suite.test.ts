// A suite is code and data from the pull request. A catastrophic regex in a
// JSONL rule must not block the run (it matches in linear time: the case ends
// well within its timeout, failed, and the other cases run on); a YAML alias
// bomb in the config is one error naming the file, never a crash
// (dist/index.js, end to end).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { commitCheckout } from "../helpers/git-checkout.ts";
import { describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { pushEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";

/** A checkout with evals/suite.jsonl and a scripted agent that answers each case as given. */
function checkout(cases: Array<{ id: string; answer: string; line: Record<string, unknown> }>, config?: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-hostile-"));
  mkdirSync(path.join(dir, "evals"), { recursive: true });
  writeFileSync(path.join(dir, "evals", "suite.jsonl"), cases.map((c) => JSON.stringify({ id: c.id, input: `answer ${c.id}`, ...c.line })).join("\n"));
  const script = { cases: Object.fromEntries(cases.map((c) => [c.id, [{ text: c.answer }]])) };
  writeFileSync(path.join(dir, "evals", "script.json"), JSON.stringify(script));
  writeFileSync(path.join(dir, "evals", "agent-bench.config.json"), JSON.stringify({ runners: { bot: { type: "scripted", script: "./script.json" } } }));
  if (config) writeFileSync(path.join(dir, "evals", "agent-bench.config.yaml"), config);
  commitCheckout(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe("a hostile suite", () => {
  it('a catastrophic regex (^(a+)+$ against 40 a\'s and "!", timeout 5s) ends within the timeout, not passed; the other cases run on', async (t) => {
    const github = await startFakeGitHub({ t });
    const work = checkout([
      { id: "before", answer: "done", line: { assert: { type: "contains", value: "done" } } },
      { id: "catastrophic", answer: `${"a".repeat(40)}!`, line: { timeout: "5s", assert: { type: "regex", value: "^(a+)+$" } } },
      { id: "nested", answer: `${"x".repeat(30)}y`, line: { timeout: "5s", assert: { type: "regex", value: "^(x+x+)+$", negate: true } } },
      { id: "after", answer: "done", line: { assert: { type: "regex", value: "(?i)^DONE$" } } },
    ]);
    t.after(() => work.remove());
    const result = await runAction({
      github,
      event: pushEvent(github),
      workspace: work.dir,
      inputs: { suite: "evals/suite.jsonl", runs: 1, "fail-on": "never" },
      timeoutMs: 120_000,
    });
    assert.equal(result.exitCode, 0, result.stdout);
    const artifact = github.state.artifactsOf(result.run.id).find((a) => a.name === "agent-bench-results")!;
    const run = JSON.parse((await github.artifactFiles(artifact.id)).get("results.json")!.toString()) as RunFile;
    const byId = new Map(run.results.map((r) => [r.caseId, r]));
    const catastrophic = byId.get("catastrophic")!;
    assert.equal(catastrophic.passed, false, "a pattern that does not match fails the case");
    assert.equal(catastrophic.status, "failed");
    assert.match(catastrophic.assertions[0].message ?? "", /output does not match \/\^\(a\+\)\+\$\//u);
    assert.ok(catastrophic.durationMs < 5_000 + 2_000, `the case took ${catastrophic.durationMs} ms`);
    assert.equal(byId.get("nested")?.passed, true, "a negated catastrophic pattern passes when it does not match");
    assert.equal(byId.get("before")?.passed, true);
    assert.equal(byId.get("after")?.passed, true, "the case after it ran");
  });

  it("a lookahead, which needs backtracking, is refused when the suite loads, naming the file and line", async (t) => {
    const github = await startFakeGitHub({ t });
    const work = checkout([
      { id: "ok", answer: "done", line: { assert: { type: "contains", value: "done" } } },
      { id: "look", answer: "done", line: { assert: { type: "regex", value: "^(?=(a+)+$)" } } },
    ]);
    t.after(() => work.remove());
    const result = await runAction({
      github,
      event: pushEvent(github),
      workspace: work.dir,
      inputs: { suite: "evals/suite.jsonl", runs: 1 },
      timeoutMs: 120_000,
    });
    assert.notEqual(result.exitCode, 0);
    const errors = result.commands.filter((c) => c.command === "error");
    assert.equal(errors.length, 1, result.stdout);
    assert.match(
      errors[0].message,
      /evals\/suite\.jsonl:2: assert: invalid regex "\^\(\?=\(a\+\)\+\$\)": lookahead and lookbehind .* are not supported\n {2}hint: regexes use RE2 syntax/u,
    );
    assert.doesNotMatch(result.stdout, /internal error|\n\s+at /u);
    // The check run opened as the run started is completed as a failure that names the error, never left in progress.
    const checks = [...github.state.checkRuns.values()];
    assert.equal(checks.length, 1);
    assert.equal(checks[0].status, "completed");
    assert.equal(checks[0].conclusion, "failure");
    assert.match(checks[0].output.summary ?? "", /invalid regex/u);
  });

  it("a YAML alias bomb in the config: one error naming the file and line; no crash", async (t) => {
    const github = await startFakeGitHub({ t });
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 9; i++) {
      const name = String.fromCharCode(97 + i);
      levels.push(
        `${name}: &${name} [${Array(9)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(", ")}]`,
      );
    }
    const work = checkout(
      [{ id: "ok", answer: "done", line: { assert: { type: "contains", value: "done" } } }],
      `runners:\n  bot: { type: scripted }\n${levels.join("\n")}\n`,
    );
    t.after(() => work.remove());
    const result = await runAction({
      github,
      event: pushEvent(github),
      workspace: work.dir,
      inputs: { suite: "evals/suite.jsonl", runs: 1, config: "evals/agent-bench.config.yaml" },
      timeoutMs: 120_000,
    });
    assert.notEqual(result.exitCode, 0);
    const errors = result.commands.filter((c) => c.command === "error");
    assert.equal(errors.length, 1, result.stdout);
    assert.match(
      errors[0].message,
      /^agent-bench: \S+agent-bench\.config\.yaml:4: YAML aliases expand too far: .*\(limit: 1000\)\n {2}hint: write the repeated values out/u,
    );
    assert.doesNotMatch(result.stdout, /internal error|ReferenceError|\n\s+at /u);
  });
});
