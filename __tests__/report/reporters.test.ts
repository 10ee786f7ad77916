// Custom reporters end to end: hooks in order, render() for its own -o
// extensions, read-only data, clear errors that never lose the results, and
// the example prose-summary reporter asking an offline scripted writer.

import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "suite.jsonl": '{"id": "one", "input": "say one","assert":[]}\n{"id": "two", "input": "say two","assert":[]}\n',
  "script.json": JSON.stringify({ cases: { one: [{ text: "one" }], two: { runs: [[{ text: "two" }], [{ fail: 500 }]] } } }),
  "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", script: "./script.json" } }, defaults: { runs: 2, parallel: 1 } }),
  "log.mjs": `import { appendFileSync } from "node:fs";
const log = (line) => appendFileSync(process.env.REPORTER_LOG, line + "\\n");
export const extensions = [".txt", "csv"];
export function onSuiteStart(info) { log("start " + info.executions + " " + info.runners.map((r) => r.id).join(",")); }
export async function onExecutionFinish(result) {
  await new Promise((resolve) => setImmediate(resolve));
  try { result.status = "passed"; } catch { log("frozen"); }
  log("execution " + result.caseId + " " + result.run + " " + result.status);
}
export function render(report, options) {
  log("render " + options.extension);
  return options.extension === ".csv"
    ? report.run.results.map((r) => [r.caseId, r.run, r.status].join(",")).join("\\n") + "\\n"
    : "passed " + report.run.summary.passed + " of " + report.run.summary.executions + "\\n";
}
export function onSuiteFinish(report, context) { log("finish " + report.stability.cells.length + " " + context.runners.length); }
`,
  "bad.mjs": `export const extensions = [".txt"];
export function onExecutionFinish() { throw new Error("boom in a hook"); }
export function render() { return 42; }
`,
  "stream.mjs": `export const extensions = [".jsonl"];
export function render() { return "mine\\n"; }
`,
  "empty.mjs": "export const name = 'nothing here';\n",
  "no-ext.mjs": "export function render() { return ''; }\n",
});
after(() => project.remove());

describe("custom reporters", () => {
  it("get the lifecycle hooks in order, read-only data, and render their own -o extensions", async () => {
    const log = project.file("hooks.log");
    const r = await runCli(
      [
        "run",
        "suite.jsonl",
        "--out-dir",
        project.file("ok"),
        "--reporter",
        "./log.mjs",
        "-o",
        "out/summary.txt",
        "-o",
        "out/results.csv",
        "-o",
        "out/report.md",
      ],
      {
        cwd: project.dir,
        env: { REPORTER_LOG: log },
      },
    );
    assert.equal(r.code, 1, `one errored run gives exit code 1\n${r.stderr}`);
    const lines = readFileSync(log, "utf8").trim().split("\n");
    assert.equal(lines[0], "start 4 agent");
    const executions = lines.filter((l) => l.startsWith("execution"));
    assert.deepEqual(executions.sort(), ["execution one 1 passed", "execution one 2 passed", "execution two 1 passed", "execution two 2 errored"]);
    assert.equal(lines.filter((l) => l === "frozen").length, 4, "a reporter cannot change a result");
    assert.deepEqual(lines.slice(-3), ["render .txt", "render .csv", "finish 2 1"]);
    assert.equal(readFileSync(project.file("out/summary.txt"), "utf8"), "passed 3 of 4\n");
    assert.equal(readFileSync(project.file("out/results.csv"), "utf8").split("\n").length, 5);
    assert.ok(existsSync(project.file("out/report.md")), "built-in formats still work next to a reporter");
  });

  it("cannot claim .jsonl, the event log the engine streams: refused before the run, so the file is never written twice", async () => {
    const r = await runCli(["run", "suite.jsonl", "--out-dir", project.file("claimed"), "--reporter", "./stream.mjs", "-o", "claimed-out/events.jsonl"], {
      cwd: project.dir,
    });
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /reporter \.\/stream\.mjs: \.jsonl is the event log the engine streams during the run; a reporter cannot render it/u);
    assert.equal(existsSync(project.file("claimed/results.jsonl")), false, "nothing ran");
    assert.equal(existsSync(project.file("claimed-out/events.jsonl")), false);
  });

  it("report a failing hook or render with the reporter and the hook, after writing the results and the other reports, keeping the exit code", async () => {
    const out = project.file("bad");
    const r = await runCli(["run", "suite.jsonl", "--out-dir", out, "--reporter", "./bad.mjs", "-o", "bad/summary.txt", "-o", "bad/report.md"], {
      cwd: project.dir,
    });
    assert.equal(r.code, 1, `the run's own exit code (one execution errored), not a reporter's\n${r.stderr}`);
    assert.match(r.stderr, /warning: 5 reporter hooks failed \(the results and the other reports are written; the exit code is the run's\)/u);
    assert.match(r.stderr, /reporter \.\/bad\.mjs: onExecutionFinish failed: Error: boom in a hook \(.*bad\.mjs:2\)/u);
    assert.match(r.stderr, /reporter \.\/bad\.mjs: render failed: TypeError: render\(\) returned number, not a string/u);
    assert.match(r.stderr, /hint: fix the reporter module; this run.s results are in .*bad/u);
    assert.doesNotMatch(r.stderr, /internal error|^\s+at /mu, "no stack trace");
    assert.ok(existsSync(path.join(out, "results.json")), "the results are kept");
    assert.ok(existsSync(project.file("bad/report.md")), "the other reports are written");
    assert.equal(existsSync(project.file("bad/summary.txt")), false);
  });

  it("are checked before the run: a missing module, one that exports nothing, render() without extensions", async () => {
    const cases: Array<[string, RegExp]> = [
      ["./missing.mjs", /reporter \.\/missing\.mjs: .*missing\.mjs does not exist/u],
      ["./empty.mjs", /reporter \.\/empty\.mjs exports none of onSuiteStart, onExecutionFinish, onSuiteFinish, render/u],
      ["./no-ext.mjs", /reporter \.\/no-ext\.mjs has render\(\) but declares no extensions/u],
      ["no-such-reporter-package", /reporter no-such-reporter-package: no such file, and no installed package of that name/u],
    ];
    for (const [spec, message] of cases) {
      const out = project.file(`early-${path.basename(spec)}`);
      const r = await runCli(["run", "suite.jsonl", "--out-dir", out, "--reporter", spec], { cwd: project.dir });
      assert.equal(r.code, 2, `${spec}: ${r.stderr}`);
      assert.match(r.stderr, message);
      assert.equal(existsSync(path.join(out, "results.jsonl")), false, `${spec}: nothing ran`);
    }
  });

  it("the example prose-summary asks the configured writer runner, offline", async () => {
    const out = project.file("prose");
    const summary = project.file("prose/summary.txt");
    const r = await runCli(
      [
        "run",
        path.join(ROOT, "examples/quickstart/suite.ts"),
        "-c",
        path.join(ROOT, "examples/reporters/agent-bench.config.json"),
        "-r",
        "scripted",
        "--out-dir",
        path.join(out, "run"),
        "-o",
        summary,
      ],
      { cwd: project.dir },
    );
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    const results = JSON.parse(readFileSync(path.join(out, "run/results.json"), "utf8")) as { summary: { passed: number; executions: number } };
    const text = readFileSync(summary, "utf8");
    assert.match(text, new RegExp(`^${results.summary.passed} of ${results.summary.executions} executions of examples/quickstart/suite\\.ts passed`, "u"));
    assert.match(text, /The slowest execution was [\w-]+ on scripted \(run \d, \d+ ms\)\./u);
    assert.ok(existsSync(path.join(out, "run/reporters/ask-1/results.json")), "the writer's execution keeps its artifacts");
  });
});
