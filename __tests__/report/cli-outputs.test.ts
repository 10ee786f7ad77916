// `agent-bench run -o FILE` end to end: a real CLI process, real scripted runs,
// every built-in format written, and bad -o paths refused before any agent runs.

import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";
import { SUITE } from "./_fixture.ts";

const project = tempProject();
after(() => project.remove());

describe("-o reports from a real run", () => {
  it("writes Markdown, HTML, JUnit, JSON and JSON Lines, each by its extension", async () => {
    const out = project.file("formats");
    const files = ["report.md", "report.html", "junit.xml", "report.json", "events.jsonl"].map((f) => path.join(out, "reports", f));
    const r = await runCli(["run", SUITE, "--out-dir", path.join(out, "run"), ...files.flatMap((f) => ["-o", f])], { cwd: project.dir });
    assert.equal(r.code, 1, `failures give exit code 1\n${r.stderr}`);
    for (const f of files) assert.ok(existsSync(f), `${f} written`);

    const [md, html, xml, json, jsonl] = files.map((f) => readFileSync(f, "utf8")) as [string, string, string, string, string];
    assert.match(md, /^## ❌ agent-bench\n\n\*\*25 of 42 executions passed/u);
    assert.match(html, /^<!doctype html>/u);
    assert.match(html, /<script type="application\/json" id="agent-bench-data">/u);
    assert.match(xml, /<testsuites name="agent-bench" tests="16" failures="6" errors="1" skipped="2"/u);

    const report = JSON.parse(json) as Record<string, unknown>;
    for (const key of ["summary", "environment", "results", "stability", "comparison", "cases", "plan"]) assert.ok(key in report, `report.json has ${key}`);
    assert.equal((report.results as unknown[]).length, 48);
    assert.equal((report.stability as { cells: unknown[] }).cells.length, 14);
    assert.equal(report.comparison, null);

    const lines = jsonl
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string });
    assert.equal(lines[0].type, "start");
    assert.equal(lines.filter((l) => l.type === "execution").length, 48);
    assert.equal(lines.at(-1)!.type, "summary");
    const firstStability = lines.findIndex((l) => l.type === "stability");
    assert.ok(firstStability > lines.findLastIndex((l) => l.type === "execution"), "stability lines come after the executions");
    assert.equal(lines.filter((l) => l.type === "stability").length, 14, "one stability line per cell, before the summary");
  });

  it("adds the comparison to every report when a baseline is given", async () => {
    const out = project.file("compared");
    const base = await runCli(["run", SUITE, "--out-dir", path.join(out, "base")], { cwd: project.dir, env: { REPORT_FIXTURE: "base" } });
    assert.ok(existsSync(path.join(out, "base", "stability.json")), base.stderr);
    const md = path.join(out, "report.md");
    const json = path.join(out, "report.json");
    const r = await runCli(["run", SUITE, "--out-dir", path.join(out, "head"), "--base", path.join(out, "base"), "-o", md, "-o", json], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    assert.match(readFileSync(md, "utf8"), /^## (🔴|🟠) agent-bench\n\n> \[!(CAUTION|WARNING)\]\n/u);
    const comparison = (JSON.parse(readFileSync(json, "utf8")) as { comparison: { verdict: string; cells: unknown[] } }).comparison;
    assert.match(comparison.verdict, /regression/u);
    assert.equal(comparison.cells.length, 14);
  });

  it("streams the .jsonl log while the run goes: a later execution can read an earlier one's line", async () => {
    const events = project.file("stream/events.jsonl");
    project.write(
      "stream/agent.mjs",
      `import { readFileSync } from "node:fs";
export default ({ caseId }) => [{ text: caseId === "second" ? readFileSync(${JSON.stringify(events)}, "utf8") : "first done" }];`,
    );
    project.write("stream/suite.jsonl", '{"id": "first", "input": "one","assert":[]}\n{"id": "second", "input": "two","assert":[]}\n');
    project.write("stream/agent-bench.config.json", JSON.stringify({ runners: { agent: { type: "scripted", script: "./agent.mjs" } } }));
    const r = await runCli(["run", "stream/suite.jsonl", "-p", "1", "--out-dir", project.file("stream/run"), "-o", events], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    const results = JSON.parse(readFileSync(project.file("stream/run/results.json"), "utf8")) as { results: Array<{ caseId: string; finalOutput: string }> };
    const seen = results.results
      .find((x) => x.caseId === "second")!
      .finalOutput.trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; result?: { caseId: string } });
    assert.deepEqual(
      seen.map((l) => l.type),
      ["start", "execution"],
    );
    assert.equal(seen[1].result!.caseId, "first");
  });

  it("refuses an -o extension nothing renders before any agent runs", async () => {
    const out = project.file("refused");
    const r = await runCli(["run", SUITE, "--out-dir", out, "-o", path.join(out, "report.pdf")], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /report\.pdf: unknown report format "\.pdf"/u);
    assert.match(r.stderr, /hint: the extension chooses the format: \.json, \.jsonl, .*\.md.*\.html.*\.xml/u);
    assert.equal(existsSync(path.join(out, "results.jsonl")), false, "nothing ran");
  });
});
