// The first hour's smaller things that are not mistakes: a quoted glob runs every suite it matches
// (as the action's suite input does), the scripted agent costs nothing and says so, a run piped
// into `tail` prints plain text, and init's TODO prompts are named before the run (a warning with
// the scripted agent; a stop before a paid agent, unless --allow-todo).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text: "hello" }] } } }),
  "evals/a.jsonl": '{"id":"a","input":"say hello","assert":{"type":"contains","value":"hello"}}\n',
  "evals/b.jsonl": '{"id":"b","input":"say hello","assert":{"type":"contains","value":"goodbye"}}\n',
  "evals/notes.txt": "not a suite\n",
});
after(() => project.remove());

describe("the first hour", () => {
  it("a quoted glob runs every suite it matches, as the action's suite input does", async () => {
    const r = await runCli(["run", "evals/*.jsonl", "--out-dir", "glob"], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    const run = JSON.parse(readFileSync(project.file("glob/results.json"), "utf8")) as RunFile;
    assert.deepEqual(run.results.map((x) => x.caseId).sort(), ["a", "b"]);
  });

  it("the scripted agent reports no cost: the quickstart example's run costs nothing", async () => {
    const r = await runCli(["run", path.join(ROOT, "examples/quickstart/suite.ts"), "-n", "1", "--out-dir", "quick"], { cwd: project.dir });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    const run = JSON.parse(readFileSync(project.file("quick/results.json"), "utf8")) as RunFile;
    assert.equal(run.summary.costUsd, undefined);
    assert.ok(run.results.every((x) => x.costUsd === undefined));
    assert.match(r.stdout, /^scripted\s.*\s–$/m, "the cost column says –");
  });

  it("piped into tail, run --base prints plain text, not Markdown", () => {
    execFileSync(process.execPath, [path.join(ROOT, "src/cli.ts"), "run", "evals/a.jsonl", "-n", "2", "--out-dir", "pipe-base"], {
      cwd: project.dir,
      stdio: "ignore",
    });
    const cli = `'${process.execPath}' '${path.join(ROOT, "src/cli.ts")}' run evals/a.jsonl -n 2 --base pipe-base --out-dir pipe-head 2>/dev/null | tail -n 40`;
    const out = execFileSync("sh", ["-c", cli], { cwd: project.dir, encoding: "utf8" });
    assert.match(out, /^(No change|Inconclusive): /m, out);
    assert.doesNotMatch(out, /\[!NOTE\]|\[!TIP\]|&lt;|&gt;|^#{2,4} |\| -/mu, out);
  });

  it("init's TODO prompts: a warning at plan time with the scripted agent, a stop before a paid agent unless --allow-todo", async () => {
    const p = tempProject({ "CLAUDE.md": "x\n" });
    try {
      assert.equal((await runCli(["init", "--agent", "scripted,claude-code", "--no-workflow"], { cwd: p.dir })).code, 0);
      const scripted = await runCli(["run", "evals/suite.ts", "-r", "scripted", "-n", "1"], { cwd: p.dir });
      assert.equal(scripted.code, 0, scripted.stderr);
      assert.match(scripted.stderr, /^warning: 1 case still has the starter prompt that begins with TODO: answers; write the task the agent should do$/m);
      // claude is not installed here: with --allow-todo the run goes on and errors at spawn (exit 3), i.e. the prompt was not held back.
      const paid = await runCli(["run", "evals/suite.ts", "-r", "claude-code", "-n", "1"], { cwd: p.dir, env: { PATH: path.dirname(process.execPath) } });
      assert.equal(paid.code, 2, paid.stderr);
      assert.match(paid.stderr, /nothing was sent to claude-code/);
      const allowed = await runCli(["run", "evals/suite.ts", "-r", "claude-code", "-n", "1", "--allow-todo"], {
        cwd: p.dir,
        env: { PATH: path.dirname(process.execPath) },
      });
      assert.equal(allowed.code, 3, allowed.stderr);
      assert.match(allowed.stderr, /errored \(spawn\)/);
    } finally {
      p.remove();
    }
  });
});
