// A fault of agent-bench itself (not of an agent) mid-run: the scheduler's
// error used to be swallowed by a `return` in a `finally`, and the run ended
// as "2 not run (--fail-fast)" with exit 0. It is exit 3 with its message, and
// results.json and stability.json still hold what finished.
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { after, test } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "suite.jsonl": '{"id":"a","input":"x","assert":{"type":"contains","value":"hi"}}\n{"id":"b","input":"y","assert":{"type":"contains","value":"hi"}}\n',
  "agent-bench.config.json": JSON.stringify({ runners: { s: { type: "scripted", steps: [{ text: "hi" }] } } }),
});
after(() => project.remove());

test("an internal failure mid-run exits 3 with its message, and the summary files are written", async () => {
  // A file where the executions folder should be: every execution's folder fails with ENOTDIR.
  project.write("out/.keep", "");
  writeFileSync(project.file("out/executions"), "");
  const r = await runCli(["run", "suite.jsonl", "--out-dir", "out"], { cwd: project.dir });
  assert.equal(r.code, 3, r.stderr);
  assert.match(
    r.stderr,
    /agent-bench: the run stopped: ENOTDIR: not a directory, mkdir '.*executions\/a\/s\/run-1'; the 0 execution\(s\) that finished are in /u,
  );
  assert.match(r.stderr, /hint: .*--resume the run/u);
  assert.doesNotMatch(r.stderr, /not run \(--fail-fast\)|\n\s+at /u);
  const run = JSON.parse(readFileSync(project.file("out/results.json"), "utf8")) as RunFile;
  assert.equal(run.summary.executions, 0);
  assert.ok((JSON.parse(readFileSync(project.file("out/stability.json"), "utf8")) as StabilityFile).cells);
});
