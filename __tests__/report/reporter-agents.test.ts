// Reporter agents (`--reporter agent:RUNNER`, yao's `-r`) end to end with the
// scripted runner: the agent gets {report, format, options} and writes the -o
// files; yao's built-in ids render with agent-bench's own renderers; a failing
// agent (crash, timeout, empty answer) costs no other output and never changes
// the exit code, not even a regression's.

import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

// Eight cases: a drop in all of them is a regression even at 3 runs (docs/comparison.md).
const CASES = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];

const project = tempProject({
  "suite.jsonl": CASES.map((id) => JSON.stringify({ id, input: `say ${id}`, assert: [{ type: "contains", value: id }] })).join("\n") + "\n",
  // AGENT_MODE=fail: every case fails (the head of a regression).
  "agent.mjs": `export default ({ caseId }) => [{ text: process.env.AGENT_MODE === "fail" ? "no" : caseId }];\n`,
  // Writes what it was given back, so the test sees the request: format, options, the report's own fields.
  "writer.mjs": `export default ({ prompt }) => {
  const { report, format, options, instructions } = JSON.parse(prompt);
  const s = report.summary;
  const facts = [s.passed + " of " + s.executions + " passed", "format " + format, "verbose " + options.verbose, "channel " + options.channel,
    "cases " + report.cases.map((c) => c.id + (c.prompt ? "=" + c.prompt : "")).join(","), "schema " + report.schemaVersion, "told " + /reply with the document only/.test(instructions), "outputs " + report.results.filter((r) => r.finalOutput !== undefined).length];
  const text = format === "html"
    ? "<!doctype html><html><head><title>run</title></head><body><ul>" + facts.map((f) => "<li>" + f + "</li>").join("") + "</ul></body></html>"
    : "\`\`\`markdown\\n# Run report\\n\\n" + facts.map((f) => "- " + f).join("\\n") + "\\n\`\`\`";
  return [{ text }];
};
`,
  "agent-bench.config.json": JSON.stringify({
    runners: {
      agent: { type: "scripted", script: "./agent.mjs" },
      writer: { type: "scripted", script: "./writer.mjs" },
    },
    reporters: [{ agent: "writer", extensions: [".md", ".html"], options: { channel: "#evals" } }],
  }),
  "failing/agent-bench.config.json": JSON.stringify({
    runners: {
      agent: { type: "scripted", script: "../agent.mjs" },
      crashing: { type: "scripted", steps: [{ stderr: "the reporter crashed\n" }, { exit: 3 }] },
      hanging: { type: "scripted", steps: [{ hang: true }], timeout: "10m" },
      silent: { type: "scripted", steps: [{ text: "   " }] },
    },
  }),
  // The entry's timeout beats the runner's 10 minutes.
  "failing/hanging.json": JSON.stringify({
    runners: { agent: { type: "scripted", script: "../agent.mjs" }, hanging: { type: "scripted", steps: [{ hang: true }], timeout: "10m" } },
    reporters: [{ agent: "hanging", extensions: [".md"], timeout: "300ms" }],
  }),
});
after(() => project.remove());

const run = (name: string, args: string[], env: Record<string, string> = {}) =>
  runCli(["run", "suite.jsonl", "-r", "agent", "--out-dir", project.file(`${name}/run`), ...args], { cwd: project.dir, env });

describe("reporter agents", () => {
  it("write a .md and a .html report from the JSON they receive, as the config entry says", async () => {
    const md = project.file("ok/report.md");
    const html = project.file("ok/report.html");
    const r = await run("ok", ["-v", "-o", md, "-o", html]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(
      readFileSync(md, "utf8"),
      "# Run report\n\n- 8 of 8 passed\n- format markdown\n- verbose true\n- channel #evals\n- cases alpha=say alpha,beta=say beta,gamma=say gamma,delta=say delta,epsilon=say epsilon,zeta=say zeta,eta=say eta,theta=say theta\n- schema 1\n- told true\n- outputs 8\n",
      "the agent's answer, its code fence taken off",
    );
    const page = readFileSync(html, "utf8");
    assert.match(page, /<li>format html<\/li>/u);
    assert.match(page, /<head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'/u, "no script in it can run");
    const results = JSON.parse(readFileSync(project.file("ok/run/results.json"), "utf8")) as { results: Array<{ runnerId: string }> };
    assert.deepEqual([...new Set(results.results.map((x) => x.runnerId))], ["agent"], "the writer writes, it is not benchmarked");
    for (const n of [1, 2]) assert.ok(existsSync(project.file(`ok/run/reporters/writer-${n}/session.json`)), "each call keeps its logs");
  });

  it("leave the prompts and outputs out of the report when include_inputs / include_outputs are false, and take every other -o file without an extensions list", async () => {
    project.write(
      "inputs/agent-bench.config.json",
      JSON.stringify({
        runners: { agent: { type: "scripted", script: "../agent.mjs" }, writer: { type: "scripted", script: "../writer.mjs" } },
        reporters: [{ agent: "writer", options: { include_inputs: false, include_outputs: false } }],
      }),
    );
    const txt = project.file("inputs/out/summary.txt");
    const json = project.file("inputs/out/report.json");
    const r = await runCli(["run", "suite.jsonl", "-c", "inputs/agent-bench.config.json", "--out-dir", project.file("inputs/run"), "-o", txt, "-o", json], {
      cwd: project.dir,
    });
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      readFileSync(txt, "utf8"),
      /- format txt\n- verbose false\n- channel undefined\n- cases alpha,beta,gamma,delta,epsilon,zeta,eta,theta\n- schema 1\n- told true\n- outputs 0\n/u,
    );
    assert.equal((JSON.parse(readFileSync(json, "utf8")) as { schemaVersion: number }).schemaVersion, 1, "the machine formats stay agent-bench's own");
  });

  it("benchmark a reporter agent's runner only when --runner names it", async () => {
    const r = await runCli(["run", "suite.jsonl", "-r", "agent,writer", "--out-dir", project.file("named/run")], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    const results = JSON.parse(readFileSync(project.file("named/run/results.json"), "utf8")) as { results: Array<{ runnerId: string }> };
    assert.deepEqual([...new Set(results.results.map((x) => x.runnerId))].sort(), ["agent", "writer"]);
  });

  it("map yao's built-in ids to agent-bench's own renderers; two agents cannot both take every file", async () => {
    project.write("plain/agent-bench.config.json", JSON.stringify({ runners: { agent: { type: "scripted", script: "../agent.mjs" } } }));
    const summary = project.file("builtin/summary.md");
    const r = await runCli(
      [
        "run",
        "suite.jsonl",
        "-c",
        "plain/agent-bench.config.json",
        "--out-dir",
        project.file("builtin/run"),
        "--reporter",
        "agent:report.summary",
        "-o",
        summary,
      ],
      { cwd: project.dir },
    );
    assert.equal(r.code, 0, r.stderr);
    assert.equal(readFileSync(summary, "utf8").split("\n")[0], "## ✅ agent-bench", "the Markdown report's title, verdict and headline");
    assert.match(readFileSync(summary, "utf8"), /\*\*8 of 8 executions passed/u);
    assert.doesNotMatch(readFileSync(summary, "utf8"), /<details>/u, "a summary, not the whole report");

    project.write(
      "plain/builtins.json",
      JSON.stringify({
        runners: { agent: { type: "scripted", script: "../agent.mjs" } },
        reporters: [
          { agent: "report.html", extensions: [".htm"] },
          { agent: "report.markdown", extensions: [".markdown"] },
          { agent: "report.json", extensions: [".txt"] },
        ],
      }),
    );
    const [htm, markdown, txt] = ["page.htm", "report.markdown", "data.txt"].map((f) => project.file(`builtin/${f}`));
    const own = await runCli(
      ["run", "suite.jsonl", "-c", "plain/builtins.json", "--out-dir", project.file("builtin/run3"), "-o", htm, "-o", markdown, "-o", txt],
      {
        cwd: project.dir,
      },
    );
    assert.equal(own.code, 0, own.stderr);
    assert.match(readFileSync(htm, "utf8"), /^<!doctype html>[\s\S]*id="agent-bench-data"/u, "agent-bench's HTML report");
    assert.match(readFileSync(markdown, "utf8"), /^## ✅ agent-bench\n[\s\S]*<details>/u, "the whole Markdown report");
    assert.equal((JSON.parse(readFileSync(txt, "utf8")) as { results: unknown[] }).results.length, 8, "the JSON report");

    const both = await runCli(
      [
        "run",
        "suite.jsonl",
        "-c",
        "plain/agent-bench.config.json",
        "--out-dir",
        project.file("builtin/run2"),
        "--reporter",
        "agent:report.summary",
        "--reporter",
        "agent:report.html",
      ],
      { cwd: project.dir },
    );
    assert.equal(both.code, 2, both.stderr);
    assert.match(both.stderr, /reporter agents agent:report\.summary and agent:report\.html would each write every -o file/u);
    assert.match(both.stderr, /hint: give each its own extensions in the config/u);
    assert.equal(existsSync(project.file("builtin/run2/results.jsonl")), false, "nothing ran");
  });

  it("name a runner the config has, before anything runs", async () => {
    const r = await run("unknown", ["--reporter", "agent:wrtier", "-o", project.file("unknown/report.md")]);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /reporter agent:wrtier: no runner "wrtier" in the config\n {2}hint: configured runners: agent, writer/u);
    assert.equal(existsSync(project.file("unknown/run/results.jsonl")), false);
  });

  for (const [runner, why] of [
    ["crashing", /report\.md not written: the agent "crashing" exited with code 3; its logs are in reporters\/crashing-1/u],
    ["hanging", /report\.md not written: the agent "hanging" timed out; its logs are in reporters\/hanging-1/u],
    ["silent", /report\.md not written: the agent "silent" gave an empty answer; its logs are in reporters\/silent-1/u],
  ] as const) {
    it(`that fail (${runner}) leave the other outputs written, say why, and keep the run's exit code`, async () => {
      const dir = project.file(`fail-${runner}`);
      const files = ["report.md", "report.json", "junit.xml"].map((f) => path.join(dir, f));
      const r = await runCli(
        [
          "run",
          "suite.jsonl",
          "-r",
          "agent",
          ...(runner === "hanging" ? ["-c", "failing/hanging.json"] : ["-c", "failing/agent-bench.config.json", "--reporter", `agent:${runner}`]),
          "--out-dir",
          path.join(dir, "run"),
          ...files.flatMap((f) => ["-o", f]),
        ],
        {
          cwd: project.dir,
        },
      );
      assert.equal(r.code, 0, `every execution passed: a reporter does not change that\n${r.stderr}`);
      assert.match(
        r.stderr,
        new RegExp(
          `warning: a reporter failed \\(the results and the other reports are written; the exit code is the run's\\):\\n  reporter agent:${runner}: render failed: Error: ${why.source}`,
          "u",
        ),
      );
      assert.equal(existsSync(files[0]), false);
      for (const f of files.slice(1)) assert.ok(existsSync(f), `${path.basename(f)} written`);
      assert.ok(existsSync(path.join(dir, "run", "results.json")));
      assert.doesNotMatch(r.stderr, /internal error|^\s+at /mu);
    });
  }

  it("get a large report as a file in their working folder, and never see or write a secret", async () => {
    const secret = "s3cr3t-value-for-the-test-123456";
    project.write("big/agent.mjs", `export default ({ caseId }) => [{ text: caseId + " " + process.env.AGENT_SECRET_TOKEN + " " + "x".repeat(3000) }];\n`);
    project.write(
      "big/writer.mjs",
      `import { readFileSync } from "node:fs";
const request = JSON.parse(process.argv.at(-1));
const whole = request.report ? request : JSON.parse(readFileSync(request.report_file, "utf8"));
process.stdout.write("inline " + Boolean(request.report) + "; " + whole.report.summary.executions + " executions; " + whole.report.results[0].finalOutput.slice(0, 40) + "; env " + process.env.AGENT_SECRET_TOKEN);
`,
    );
    project.write("big/suite.jsonl", Array.from({ length: 40 }, (_, i) => JSON.stringify({ id: `c${i}`, input: "go", assert: [] })).join("\n") + "\n");
    project.write(
      "big/agent-bench.config.json",
      JSON.stringify({
        runners: {
          agent: { type: "scripted", script: "./agent.mjs" },
          writer: { type: "command", command: ["node", path.join(project.dir, "big/writer.mjs")] },
        },
      }),
    );
    const out = project.file("big/out/summary.txt");
    const r = await runCli(["run", "big/suite.jsonl", "--out-dir", project.file("big/run"), "--reporter", "agent:writer", "-o", out], {
      cwd: project.dir,
      env: { AGENT_SECRET_TOKEN: secret },
    });
    assert.equal(r.code, 0, r.stderr);
    // The report (over 96 KB) came as agent-bench-report.json; the secret in the agent's output and in the writer's own environment reads ***.
    assert.equal(readFileSync(out, "utf8"), `inline false; 40 executions; c0 *** ${"x".repeat(33)}; env ***\n`);
  });

  it("that fail do not hide a regression: the run still exits 1", async () => {
    const base = await run("regress", ["-n", "3"]);
    assert.equal(base.code, 0, base.stderr);
    const report = project.file("regress/report.md");
    const r = await runCli(
      [
        "run",
        "suite.jsonl",
        "-r",
        "agent",
        "-c",
        "failing/agent-bench.config.json",
        "-n",
        "3",
        "--out-dir",
        project.file("regress/head"),
        "--base",
        project.file("regress/run"),
        "--reporter",
        "agent:crashing",
        "-o",
        report,
      ],
      { cwd: project.dir, env: { AGENT_MODE: "fail" } },
    );
    assert.equal(r.code, 1, r.stderr);
    const comparison = JSON.parse(readFileSync(project.file("regress/head/comparison.json"), "utf8")) as { verdict: string };
    assert.equal(comparison.verdict, "regression");
    assert.match(r.stderr, /reporter agent:crashing: render failed/u);
    assert.equal(existsSync(report), false);
  });
});
