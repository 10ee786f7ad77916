// A reporter agent that is a real agent CLI: Claude Code, offline against the
// scripted model server in a loopback-only network namespace, is handed the
// run's JSON report ({report, format, options}) and writes report.md and
// report.html. The scripted model reads the request it was given and answers
// with a report of its numbers. Never skipped.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { assertNamespace, installed, runIsolated } from "./isolated-run.ts";

// The model's side: for the reporter's prompt (case "report"), a report in the format asked for, from the JSON.
const WRITER_MODEL = `export default ({ caseId, prompt }) => {
  if (caseId !== "report") return undefined;
  const { report, format, options } = JSON.parse(prompt);
  const s = report.summary;
  const failed = report.results.filter((r) => !r.passed).map((r) => r.caseId).join(", ");
  return [{ text: format === "html"
    ? "<!doctype html><html><head><title>run</title></head><body><h1>" + s.passed + " of " + s.executions + " passed</h1><p>failed: " + failed + "</p></body></html>"
    : "# Run report\\n\\n" + s.passed + " of " + s.executions + " passed; failed: " + failed + " (for " + options.team + ")" }];
};
`;

const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-e2e-reporter-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

test("Claude Code as a reporter agent writes report.md and report.html from the JSON report it is handed", async () => {
  writeFileSync(path.join(tmp, "writer-model.mjs"), WRITER_MODEL);
  writeFileSync(
    path.join(tmp, "suite.jsonl"),
    `${JSON.stringify({ id: "up", input: "say up", assert: [{ type: "contains", value: "up" }] })}\n${JSON.stringify({ id: "down", input: "say down", assert: [{ type: "contains", value: "down" }] })}\n`,
  );
  writeFileSync(
    path.join(tmp, "agent-bench.config.json"),
    JSON.stringify({
      runners: {
        agent: { type: "scripted", steps: [{ text: "up" }] },
        writer: { type: "claude-code", model: "sonnet", command: [installed("claude-code").path], scriptedModel: "./writer-model.mjs" },
      },
      reporters: [{ agent: "writer", options: { team: "evals" } }],
      defaults: { timeout: "4m" },
    }),
  );
  const run = await runIsolated(tmp, ["suite.jsonl", "--out-dir", "out", "-o", "reports/report.md", "-o", "reports/report.html"]);
  assertNamespace(run);
  assert.equal(run.code, 1, `one case fails; the reporter does not change that\n${run.stderr}`);
  assert.doesNotMatch(run.stderr, /reporter .* failed/u, run.stderr);
  assert.equal(readFileSync(path.join(tmp, "reports", "report.md"), "utf8"), "# Run report\n\n1 of 2 passed; failed: down (for evals)\n");
  const html = readFileSync(path.join(tmp, "reports", "report.html"), "utf8");
  assert.match(html, /<h1>1 of 2 passed<\/h1><p>failed: down<\/p>/u);
  assert.match(html, /Content-Security-Policy/u);
  const log = readFileSync(path.join(tmp, "out", "reporters", "model-server.log"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { execution?: string; userAgent?: string; role?: string });
  const calls = log.filter((l) => l.role === "main");
  assert.equal(calls.length, 2, "one model call per report file");
  assert.ok(calls.every((l) => l.userAgent?.startsWith("claude-cli/") && l.execution?.includes('runner "writer"')));
});
