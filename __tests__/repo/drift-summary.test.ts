// The drift canary's failure summary (scripts/drift-summary.ts): an issue-ready job summary naming
// the failed tests and the event types the newest CLIs emit that this version does not understand,
// with the agent output kept inert inside code fences.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { driftSummary } from "../../scripts/drift-summary.ts";
import { ROOT } from "../helpers/cli.ts";

const LOG = [
  "▶ real agent CLIs against the scripted model server",
  "  ✔ gemini: a passing case passes (2013ms)",
  "  ✖ claude-code: a passing case passes (3120ms)",
  "claude-code 2.2.0: 12 events of types this version does not understand: server_tool_use (7), web_fetch (5); the agent CLI may have changed its output format",
  "agent text: ``` <img src=x onerror=alert(1)> @maintainers",
  "\u001b[31m✖ failing tests:\u001b[39m",
  "  ✖ claude-code: a passing case passes (3120ms)",
  "ℹ fail 1",
].join("\n");

describe("the drift canary's failure summary", () => {
  const summary = driftSummary(LOG, { date: "2026-11-30", runUrl: "https://github.com/agent-bench/agent-bench/actions/runs/1" });

  it("names the failed test once, the unknown event types, the run and how to reproduce", () => {
    assert.match(summary, /^## Agent CLI drift: 2026-11-30$/m);
    const listed = /### Failed tests\n\n(`{3,})text\n([\s\S]*?)\n\1\n/.exec(summary);
    assert.equal(listed?.[2], "✖ claude-code: a passing case passes (3120ms)", "listed once");
    assert.match(summary, /### Event types this version does not understand\n\n`{3,}text\nclaude-code 2\.2\.0: 12 events of types/);
    assert.match(summary, /Run: https:\/\/github\.com\/agent-bench\/agent-bench\/actions\/runs\/1/);
    assert.match(summary, /AGENT_BENCH_CLI_CHANNEL=latest npm run test:drift/);
  });

  it("keeps the log inert: inside fences longer than any backtick run in it, colour codes stripped", () => {
    const tail = /<summary>Last 80 lines of the log<\/summary>\n\n(`{3,})text\n/.exec(summary);
    assert.equal(tail?.[1].length, 4, "longer than the ``` in the agent's text");
    assert.doesNotMatch(summary, /\u001b/);
    // Every <img only inside a fenced block.
    const outside = summary.replace(/^(`{3,})text\n[\s\S]*?\n\1$/gm, "");
    assert.doesNotMatch(outside, /<img|@maintainers/);
  });

  it("is what the workflow step writes, and still says something without a log", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-drift-"));
    try {
      writeFileSync(path.join(dir, "drift.log"), LOG);
      const r = spawnSync(process.execPath, [path.join(ROOT, "scripts/drift-summary.ts"), path.join(dir, "drift.log")], { encoding: "utf8" });
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout, /### Failed tests/);
      const missing = spawnSync(process.execPath, [path.join(ROOT, "scripts/drift-summary.ts"), path.join(dir, "none.log")], { encoding: "utf8" });
      assert.equal(missing.status, 0);
      assert.match(missing.stdout, /No failed test named in the log[\s\S]*\(no log: ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
