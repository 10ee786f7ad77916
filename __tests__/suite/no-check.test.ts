// A yao case with neither assert nor expected runs as yao runs it: it passes when the agent
// finishes without an error, fails when it does not; the run warns once per file naming such
// cases, and the Markdown and HTML reports mark them "no check". TS cases still need an assert.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", script: "./agent.json" } } }),
  "agent.json": JSON.stringify({
    cases: { greets: [{ text: "hi" }], crashes: [{ text: "partial" }, { exit: 2, stderr: "boom\n" }], checked: [{ text: "ok" }] },
  }),
  "cases.jsonl": [
    '{"id": "greets", "name": "A greeting", "input": "Say hi"}',
    '{"id": "crashes", "input": "Do something"}',
    '{"id": "checked", "input": "Say ok", "assert": {"type": "contains", "value": "ok"}}',
  ].join("\n"),
  "bad.ts": 'export default [{ id: "a", prompt: "hi" }];\n',
});
after(() => project.remove());

describe("a yao JSONL case with no check", () => {
  it("runs: it passes when the agent finishes, fails when the agent errors; one warning names the cases; the reports say no check", async () => {
    const out = project.file("out");
    const r = await runCli(["run", "cases.jsonl", "--out-dir", out, "-o", "out/r.md", "-o", "out/r.html"], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
    assert.deepEqual(run.results.map((x) => [x.caseId, x.status, x.failureOrigin]).sort(), [
      ["checked", "passed", undefined],
      ["crashes", "failed", "runner"],
      ["greets", "passed", undefined],
    ]);
    const warnings = r.stderr.split("\n").filter((l) => l.includes("no check"));
    assert.deepEqual(warnings, [
      `warning: ${project.file("cases.jsonl")}: 2 cases have no check ("greets", "crashes"): as in yao, each passes whenever the agent finishes without an error; add "assert" rules or an "expected" value to check the reply, or write "assert": [] to say the case only measures`,
    ]);
    assert.deepEqual(
      run.cases.map((c) => [c.id, c.noCheck]),
      [
        ["greets", true],
        ["crashes", true],
        ["checked", undefined],
      ],
    );
    const md = readFileSync(`${out}/r.md`, "utf8");
    assert.match(md, /\| `greets` \(no check\) \| ✅ 1\/1 \|/);
    assert.match(md, /\| `checked` \| ✅ 1\/1 \|/);
    const html = readFileSync(`${out}/r.html`, "utf8");
    const data = JSON.parse(/<script type="application\/json" id="agent-bench-data">(.*?)<\/script>/s.exec(html)![1]) as {
      cases: Array<{ id: string; nc?: true }>;
    };
    assert.deepEqual(
      data.cases.map((c) => [c.id, c.nc ?? false]),
      [
        ["greets", true],
        ["crashes", true],
        ["checked", false],
      ],
    );
    // The page's script writes the mark next to the case.
    assert.match(html, /" \(no check\)"/);
  });

  it("a TS case still needs an assert or measureOnly", async () => {
    const r = await runCli(["run", "bad.ts"], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /bad\.ts:1: case 1: no assert: nothing checks what the agent did/);
  });
});
