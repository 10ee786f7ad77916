import assert from "node:assert/strict";
import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/suites/skill-creator");
const EVALS = ".claude/skills/example-skill/evals/evals.json";

// The agent reads the eval's input file and writes a report; the judge passes only "The output includes X".
const project = tempProject({
  "agent.json": JSON.stringify({
    cases: {
      "1": [
        { tool: "read", path: "evals/files/sample1.pdf" },
        { tool: "write", path: "report.txt", content: "X: found on page 1" },
        { text: "The file contains X." },
      ],
    },
    steps: [{ text: "ok" }],
  }),
  "judge.json": JSON.stringify({
    match: [{ prompt: "<criteria>\\nThe output includes X\\n", steps: [{ text: '{"passed": true, "reason": "the answer names X"}' }] }],
    steps: [{ text: '{"passed": false, "reason": "no script Y was run"}' }],
  }),
  "agent-bench.config.json": JSON.stringify({
    runners: { agent: { type: "scripted", script: "agent.json" }, grader: { type: "scripted", script: "judge.json" } },
    judge: "grader",
    defaults: { workspace: { mode: "isolated", templateDir: "./template" } },
  }),
  "template/README.md": "the repository the agent works in\n",
});
cpSync(FIXTURE, project.dir, { recursive: true });
after(() => project.remove());

describe("skill-creator's evals.json, run unchanged", () => {
  it("copies the eval's files into each execution's workspace and grades each expectation with the judge, reported by its text", async () => {
    const out = project.file("out");
    const r = await runCli(["run", EVALS, "-n", "2", "--out-dir", out, "-o", `${out}/report.md`, "-o", `${out}/report.json`], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /✗ 1 · agent · run 1\/2 .*expectation not met: "The skill used script Y"/);

    const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
    assert.equal(run.suite.format, "skill-evals");
    assert.deepEqual(
      run.results.map((x) => [x.caseId, x.status]),
      [
        ["1", "failed"],
        ["1", "failed"],
      ],
    );
    const result = run.results[0];
    assert.deepEqual(
      result.assertions.map((a) => [a.kind, a.name, a.passed, a.message, a.location?.line]),
      [
        ["expectation", "The output includes X", true, "the answer names X", 10],
        ["expectation", "The skill used script Y", false, "no script Y was run", 11],
      ],
    );

    // The input file was in the workspace (the read found it) and is still there in the kept, failed workspace.
    const session = readFileSync(`${out}/${result.artifactDir}/session.json`, "utf8");
    assert.match(session, /%PDF-1\.4/);
    assert.doesNotMatch(session, /File not found/);
    const kept = path.join(out, result.workspacePath!);
    assert.equal(
      readFileSync(`${kept}/evals/files/sample1.pdf`, "utf8"),
      readFileSync(path.join(FIXTURE, ".claude/skills/example-skill/evals/files/sample1.pdf"), "utf8"),
    );
    assert.equal(existsSync(project.file("template/evals")), false, "the template itself is left as it was");

    // The judge saw expected_output, what the agent did and the file it wrote; one call per expectation.
    const prompt = (n: number) => (JSON.parse(readFileSync(`${out}/${result.artifactDir}/judge-${n}/session.json`, "utf8")) as { prompt: string }).prompt;
    assert.match(prompt(1), /<criteria>\nThe output includes X\n<\/criteria>/);
    assert.match(prompt(2), /<criteria>\nThe skill used script Y\n<\/criteria>/);
    assert.match(prompt(1), /<expected_output>\nDescription of expected result\n<\/expected_output>/);
    assert.match(prompt(1), /<steps>\nread: evals\/files\/sample1\.pdf\nwrote: report\.txt\nsaid: The file contains X\.\n<\/steps>/);
    assert.match(prompt(1), /<files_written>\n--- report\.txt\nX: found on page 1\n<\/files_written>/);

    const md = readFileSync(`${out}/report.md`, "utf8");
    assert.match(md, /2 of 2 runs failed: &quot;The skill used script Y&quot;: no script Y was run<\/summary>/);
    assert.match(md, /- ❌ `The skill used script Y`: no script Y was run \(`evals\.json:11`\)/);
    const json = JSON.parse(readFileSync(`${out}/report.json`, "utf8")) as { results: RunFile["results"] };
    assert.deepEqual(
      json.results[0].assertions.map((a) => a.name),
      ["The output includes X", "The skill used script Y"],
    );
  });

  it("a judge that cannot answer is a crash of the check (origin assert-hook, as for JSONL judge rules), not an unmet expectation", async () => {
    project.write("judge.json", JSON.stringify({ steps: [{ text: "I am not sure." }] }));
    const out = project.file("out-broken");
    const r = await runCli(["run", EVALS, "--out-dir", out], { cwd: project.dir });
    const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
    assert.equal(run.results[0].failureOrigin, "assert-hook", r.stderr);
    assert.match(run.results[0].error!.message, /^"The output includes X": the judge could not decide: the judge "grader" did not answer/);
    assert.match(r.stderr, /failed \(assert-hook\): "The output includes X": the judge could not decide/);
  });

  it("in workspace mode none, an input file the folder already has with other content is never replaced: the execution errors", async () => {
    project.write(
      "none.json",
      JSON.stringify({
        defaults: { workspace: { mode: "none" } },
        runners: { agent: { type: "scripted", script: "agent.json" }, grader: { type: "scripted", script: "judge.json" } },
        judge: "grader",
      }),
    );
    project.write("evals/files/sample1.pdf", "the user's own file\n");
    const out = project.file("out-none");
    const r = await runCli(["run", EVALS, "-c", "none.json", "--out-dir", out], { cwd: project.dir });
    const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
    assert.deepEqual([run.results[0].status, run.results[0].failureOrigin], ["errored", "workspace"], r.stderr);
    assert.match(run.results[0].error!.message, /"files": evals\/files\/sample1\.pdf already exists in the shared workspace .* with other content/);
    assert.equal(readFileSync(project.file("evals/files/sample1.pdf"), "utf8"), "the user's own file\n");
  });
});
