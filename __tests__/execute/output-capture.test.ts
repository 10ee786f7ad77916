import assert from "node:assert/strict";
import { readFileSync, statSync } from "node:fs";
import { after, describe, it } from "node:test";
import { OutputBudget, OutputCapture, PARSE_WINDOW } from "../../src/execute/output-capture.ts";
import { runProcess } from "../../src/execute/process.ts";
import type { SpawnSpec } from "../../src/runners/runner.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());

function capture(name: string, maxBytes = 1 << 30) {
  let stopped = 0;
  const budget = new OutputBudget(maxBytes, () => stopped++);
  const out = new OutputCapture(project.file(name), { keepEmpty: true, budget });
  return { out, budget, stopped: () => stopped };
}

describe("an execution's output: bounded in memory and on disk", () => {
  it("hands parsers the whole output when it fits the window", () => {
    const { out } = capture("small.log");
    out.write("one\n");
    out.write("two\n");
    out.close();
    assert.equal(out.text, "one\ntwo\n");
    assert.equal(readFileSync(project.file("small.log"), "utf8"), "one\ntwo\n");
  });

  it("past the window keeps whole lines from both ends around one line saying how much was cut", () => {
    const { out } = capture("big.log");
    const line = `${"x".repeat(1023)}\n`;
    const lines = Math.ceil((3 * PARSE_WINDOW) / line.length);
    out.write("first\n");
    for (let i = 0; i < lines; i++) out.write(line);
    out.write("last\n");
    out.close();
    const text = out.text;
    assert.ok(text.length <= 2 * PARSE_WINDOW + 200, `bounded: ${text.length}`);
    assert.ok(text.startsWith("first\n"));
    assert.ok(text.endsWith("\nlast\n"));
    const marker = text.split("\n").find((l) => l.startsWith("[agent-bench:"));
    assert.ok(marker, "the cut is marked");
    const cut = Number(/(\d+) bytes/.exec(marker)![1]);
    assert.equal(text.length - marker.length - 1 + cut, 6 + lines * line.length + 5, "the marker counts exactly what is missing");
    for (const l of text.split("\n")) assert.ok(l === "" || l === "first" || l === "last" || l === marker || l === "x".repeat(1023), "no line is cut in half");
  });

  it("sees non-ASCII output whole up to twice the window, split across chunks anywhere", () => {
    const { out } = capture("utf8.log");
    const text = `${"a".repeat(PARSE_WINDOW - 3)}${"é ✓ 🚀 日本\n".repeat(100_000)}`;
    // Chunks end anywhere but inside a surrogate pair (the helper decodes whole characters).
    for (let i = 0; i < text.length;) {
      let end = Math.min(text.length, i + 65_531);
      if (/[\ud800-\udbff]/.test(text[end - 1])) end++;
      out.write(text.slice(i, end));
      i = end;
    }
    out.close();
    assert.equal(out.text, text);
  });

  it("keeps a bounded window of one endless line too", () => {
    const { out } = capture("one-line.log");
    const chunk = "y".repeat(1 << 20);
    for (let i = 0; i < 40; i++) out.write(chunk);
    out.close();
    assert.ok(out.text.length <= 2 * PARSE_WINDOW + 200);
    assert.match(out.text, /\[agent-bench: \d+ bytes of output cut here/);
  });

  it("writes the log file up to maxOutputBytes and stops the agent once past it", () => {
    const { out, budget, stopped } = capture("capped.log", 4096);
    for (let i = 0; i < 10; i++) out.write("z".repeat(1000));
    out.close();
    assert.equal(statSync(project.file("capped.log")).size, 4096);
    assert.equal(budget.limitHit, true);
    assert.equal(budget.received, 10_000);
    assert.equal(stopped(), 1);
  });
});

describe("an agent that prints without end", () => {
  it("is stopped at maxOutputBytes: the log holds exactly the cap, the outcome says the size reached", async () => {
    const spec: SpawnSpec = { kind: "spawn", executable: "yes", args: ["endless output"], env: { PATH: process.env.PATH ?? "" }, cwd: project.dir };
    const out = await runProcess(spec, {
      timeoutMs: 30_000,
      signal: new AbortController().signal,
      stdoutPath: project.file("yes.out"),
      stderrPath: project.file("yes.err"),
      maxOutputBytes: 1 << 20,
    });
    assert.ok(out.end.kind === "output-limit", `stopped at the cap, not by the timeout: ${JSON.stringify(out.end)}`);
    assert.equal(out.end.maxBytes, 1 << 20);
    assert.ok(out.end.receivedBytes > 1 << 20);
    assert.equal(statSync(project.file("yes.out")).size, 1 << 20);
    assert.ok(out.stdout.length <= 2 * PARSE_WINDOW + 200);
    assert.ok(out.stdout.startsWith("endless output\n"));
  });
});
