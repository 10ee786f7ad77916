import assert from "node:assert/strict";
import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import type { RunFile } from "../../src/model/result.ts";
import type { TriggerReport } from "../../src/report/triggers.ts";
import { f1Interval, f1Score } from "../../src/stats/f1.ts";
import { wilsonInterval } from "../../src/stats/wilson.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/suites/skill-creator");
const TRIGGERS = ".claude/skills/skill-creator/evals/trigger-evals.json";
const use = [{ tool: "skill", name: "skill-creator" }, { text: "Done, with the skill." }];
const plain = [{ text: "Done." }];

// Over 2 runs: queries 1–4 (should trigger) always use the skill, query 5 in run 1 only;
// query 6 (should not) always uses it, 7–10 never: TP 9, FN 1, FP 2, TN 8.
const project = tempProject({
  "agent.json": JSON.stringify({
    cases: {
      "skill-creator-trigger-1": use,
      "skill-creator-trigger-2": use,
      "skill-creator-trigger-3": use,
      "skill-creator-trigger-4": use,
      "skill-creator-trigger-5": { runs: [use, plain] },
      "skill-creator-trigger-6": use,
    },
    steps: plain,
  }),
  "agent-bench.config.json": JSON.stringify({
    // The skill sits beside the suite in this temp folder; the agent works there (the count is what is tested).
    defaults: { workspace: { mode: "none" } },
    runners: { agent: { type: "scripted", script: "agent.json" }, shell: { type: "command", command: ["echo", "hi"] } },
  }),
});
cpSync(FIXTURE, project.dir, { recursive: true });
after(() => project.remove());

describe("trigger evals: precision, recall and F1 per skill", () => {
  it("counts the scripted agent's skill use against should_trigger, in the terminal, Markdown, HTML and JSON", async () => {
    const out = project.file("out");
    const r = await runCli(["run", TRIGGERS, "-r", "agent", "-n", "2", "--out-dir", out, "-o", `${out}/r.md`, "-o", `${out}/r.html`, "-o", `${out}/r.json`], {
      cwd: project.dir,
    });
    assert.equal(r.code, 1, r.stderr);
    const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
    assert.equal(run.results.filter((x) => x.status === "passed").length, 17);

    const [report, ...others] = (JSON.parse(readFileSync(`${out}/r.json`, "utf8")) as { triggers: TriggerReport[] }).triggers;
    assert.equal(others.length, 0);
    assert.equal(report.skill, "skill-creator");
    assert.deepEqual(
      [report.truePositives, report.falsePositives, report.falseNegatives, report.trueNegatives, report.executions, report.queries],
      [9, 2, 1, 8, 20, 10],
    );
    assert.deepEqual([report.precision?.k, report.precision?.n], [9, 11]);
    assert.deepEqual([report.recall?.k, report.recall?.n], [9, 10]);
    assert.deepEqual(report.precision?.interval, wilsonInterval(9, 11));
    assert.equal(report.f1?.value, 18 / 21);
    assert.ok(report.f1?.interval && report.f1.interval.low < 18 / 21 && report.f1.interval.high <= 1);
    assert.deepEqual(
      report.falseTriggers.map((q) => [q.caseId, q.used, q.runs, q.query]),
      [["skill-creator-trigger-6", 2, 2, "What's the weather in Tokyo?"]],
    );
    assert.deepEqual(
      report.misses.map((q) => [q.caseId, q.used, q.runs]),
      [["skill-creator-trigger-5", 1, 2]],
    );

    const precision = `82% [${Math.round(wilsonInterval(9, 11).low * 100)}–${Math.round(wilsonInterval(9, 11).high * 100)}%] (9/11)`;
    assert.match(
      r.stdout,
      /skill triggering:\nskill +runner +precision +recall +F1 +executions\nskill-creator +agent +82% \[\d+–\d+%\] \(9\/11\) +90% \[\d+–\d+%\] \(9\/10\) +0\.86 \[0\.\d\d–1\.00\] +20/,
    );
    assert.ok(r.stdout.includes(precision), r.stdout);
    assert.match(r.stdout, /false triggers of skill-creator on agent:\n {2}skill-creator-trigger-6 2\/2 runs: What's the weather in Tokyo\?/);
    assert.match(r.stdout, /misses of skill-creator on agent:\n {2}skill-creator-trigger-5 1\/2 runs: Evaluate my skill's trigger quality/);

    const md = readFileSync(`${out}/r.md`, "utf8");
    assert.match(md, /### Skill triggering\n\n\| skill \| runner \| precision \| recall \| F1 \| executions \|/);
    assert.match(
      md,
      /\| `skill-creator` \| `agent` \| 82% \\\[\d+–\d+%\\\] \(9\/11\) \| 90% \\\[\d+–\d+%\\\] \(9\/10\) \| 0\.86 \\\[0\.\d\d–1\.00\\\] \| 20 \|/,
    );
    assert.match(
      md,
      /\*\*False triggers of `skill-creator` on `agent` \(used though it should not be\):\*\*\n\n- `skill-creator-trigger-6` 2\/2 runs: What's the weather in Tokyo\?/,
    );
    assert.match(md, /\*\*Misses of `skill-creator` on `agent` \(not used though it should be\):\*\*\n\n- `skill-creator-trigger-5` 1\/2 runs/);

    const html = readFileSync(`${out}/r.html`, "utf8");
    assert.match(html, /<section id="triggers">\n<h2>Skill triggering<\/h2>/);
    assert.match(
      html,
      /<td><code>skill-creator<\/code><\/td><td><code>agent<\/code><\/td><td>82% \[\d+–\d+%\] \(9\/11\)<\/td><td>90% \[\d+–\d+%\] \(9\/10\)<\/td>/,
    );
    assert.match(
      html,
      /<h3>False triggers of skill-creator on agent \(used though it should not be\)<\/h3>\n<ul>\n<li><code>skill-creator-trigger-6<\/code> 2\/2 runs: What&#39;s the weather in Tokyo\?<\/li>/,
    );
    assert.match(html, /<h3>Misses of skill-creator on agent/);
  });

  it("a runner that cannot show skill use does not run trigger evals: errored (unsupported), outside the counts", async () => {
    const out = project.file("out-command");
    const r = await runCli(["run", TRIGGERS, "-r", "shell", "--case", "skill-creator-trigger-1", "--out-dir", out, "-o", `${out}/r.json`], {
      cwd: project.dir,
    });
    const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
    assert.deepEqual([run.results[0].status, run.results[0].failureOrigin], ["errored", "unsupported"], r.stderr);
    assert.match(run.results[0].error!.message, /runner "shell" \(command\) cannot tell whether a skill was used/);
    const [report] = (JSON.parse(readFileSync(`${out}/r.json`, "utf8")) as { triggers: TriggerReport[] }).triggers;
    assert.deepEqual([report.executions, report.noVerdict, report.precision, report.recall, report.f1], [0, 1, null, null, null]);
  });

  it("a skill missing from the workspace errors the execution instead of counting a miss", async () => {
    project.write("elsewhere/.claude/skills/skill-creator/SKILL.md", readFileSync(project.file(".claude/skills/skill-creator/SKILL.md"), "utf8"));
    const file = project.write("elsewhere/.claude/skills/skill-creator/evals/t.json", '[{"query": "Create a skill", "should_trigger": true}]');
    project.write("empty/README.md", "no skills here\n");
    const config = project.write(
      "cfg.json",
      JSON.stringify({ runners: { agent: { type: "scripted", steps: use } }, defaults: { workspace: { mode: "isolated", templateDir: "./empty" } } }),
    );
    const out = project.file("out-missing");
    await runCli(["run", file, "-c", config, "--out-dir", out], { cwd: project.dir });
    const run = JSON.parse(readFileSync(`${out}/results.json`, "utf8")) as RunFile;
    assert.deepEqual([run.results[0].status, run.results[0].failureOrigin], ["errored", "workspace"]);
    assert.match(run.results[0].error!.message, /skill "skill-creator" is not in the workspace/);
  });
});

describe("F1 with a bootstrap interval over queries", () => {
  it("is 2TP / (2TP + FP + FN), undefined with nothing to score, and its interval is the same on every call (seeded)", () => {
    assert.equal(f1Score({ tp: 9, fp: 2, fn: 1 }), 18 / 21);
    assert.equal(f1Score({ tp: 0, fp: 0, fn: 0 }), undefined);
    const groups = [
      { tp: 2, fp: 0, fn: 0 },
      { tp: 1, fp: 0, fn: 1 },
      { tp: 0, fp: 2, fn: 0 },
      { tp: 0, fp: 0, fn: 0 },
    ];
    const a = f1Interval(groups);
    assert.deepEqual(a, f1Interval(groups));
    assert.ok(a && a.low < f1Score({ tp: 3, fp: 2, fn: 1 })! && a.high === 1);
    assert.equal(f1Interval(groups.slice(0, 1)), undefined);
    const perfect = f1Interval([
      { tp: 2, fp: 0, fn: 0 },
      { tp: 0, fp: 0, fn: 0 },
    ]);
    assert.deepEqual(perfect, { low: 1, high: 1 });
  });
});
