import assert from "node:assert/strict";
import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { isAgentBenchError } from "../../src/errors.ts";
import { loadSuite } from "../../src/suite/load.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/suites/skill-creator");
const project = tempProject();
cpSync(FIXTURE, project.dir, { recursive: true });
after(() => project.remove());

const SKILL = ".claude/skills/example-skill";

async function loadError(rel: string, content: string, skill?: string): Promise<string> {
  const file = project.write(rel, content);
  try {
    await loadSuite(file, { skill });
  } catch (error) {
    assert.ok(isAgentBenchError(error), `expected an AgentBenchError, got ${String(error)}`);
    assert.equal(error.exitCode, 2);
    return `${error.message}\nhint: ${error.hint ?? ""}`;
  }
  assert.fail("the suite should not load");
}

describe("skill-creator's evals.json as a suite", () => {
  it("reads the documented example unchanged: the eval's id, its files from the skill folder, each expectation with its line", async () => {
    const file = project.file(`${SKILL}/evals/evals.json`);
    const { suite, warnings } = await loadSuite(file);
    assert.deepEqual(warnings, []);
    assert.equal(suite.format, "skill-evals");
    assert.equal(suite.cases.length, 1);
    const [c] = suite.cases;
    assert.equal(c.id, "1");
    assert.equal(c.prompt, "User's example prompt\n\nInput files: evals/files/sample1.pdf");
    assert.deepEqual(c.files, [{ source: project.file(`${SKILL}/evals/files/sample1.pdf`), path: "evals/files/sample1.pdf" }]);
    assert.equal(c.source.line, 4);
    assert.deepEqual(c.skillEval, {
      kind: "task",
      skill: { name: "example-skill", dir: project.file(SKILL) },
      expectations: [
        { text: "The output includes X", line: 10 },
        { text: "The skill used script Y", line: 11 },
      ],
      expectedOutput: "Description of expected result",
    });
  });

  it("is recognized by its content whatever the file is called", async () => {
    const renamed = project.write(`${SKILL}/evals/my-cases.txt`, readFileSync(project.file(`${SKILL}/evals/evals.json`), "utf8"));
    const { suite } = await loadSuite(renamed);
    assert.equal(suite.format, "skill-evals");
    assert.equal(suite.cases[0].id, "1");
  });

  it("a changed input file changes the test's fingerprint input (the case definition)", async () => {
    const file = project.file(`${SKILL}/evals/evals.json`);
    const before = (await loadSuite(file)).suite.cases[0].definition;
    project.write(`${SKILL}/evals/files/sample1.pdf`, "%PDF-1.4 changed\n");
    const afterChange = (await loadSuite(file)).suite.cases[0].definition;
    cpSync(path.join(FIXTURE, ".claude/skills/example-skill/evals/files/sample1.pdf"), project.file(`${SKILL}/evals/files/sample1.pdf`));
    assert.notEqual(before, afterChange);
  });

  it("bad files are load errors naming the file, the line and the key", async () => {
    const at = `${SKILL}/evals/bad.json`;
    const cases: Array<[string, RegExp]> = [
      ['{"skill_name": "example-skill",\n"evals": [{"id": 1 "prompt": "x"}]}', /bad\.json:2: invalid JSON/],
      [
        '{"skill_name": "example-skill", "evals": [\n{"id": 1, "prompt": "x"},\n{"id": 1, "prompt": "y"}]}',
        /bad\.json:3: evals\[1\] \(id 1\): duplicate id \(first in evals\[0\]\)/,
      ],
      [
        '{"skill_name": "example-skill", "evals": [\n{"id": 1, "prompt": "x", "expectatons": ["y"]}]}',
        /bad\.json:2: evals\[0\] \(id 1\): unknown field "expectatons" \(did you mean "expectations"\?\)/,
      ],
      ['{"skill_name": "example-skill", "evals": [\n{"id": 1, "prompt": ""}]}', /bad\.json:2: evals\[0\] \(id 1\): "prompt" must be the task/],
      ['{"skill_name": "example-skill", "evals": [\n{"prompt": "x"}]}', /bad\.json:2: evals\[0\] has no "id"/],
      ['{"skill_name": "example-skill", "evals": [\n{"id": 1, "prompt": "x", "expectations": "y"}]}', /"expectations" must be a list of statements/],
      [
        '{"skill_name": "example-skill", "evals": [\n{"id": 1, "prompt": "x", "files": ["../../other/SKILL.md"]}]}',
        /files\[0\]: "\.\.\/\.\.\/other\/SKILL\.md" is outside the skill folder/,
      ],
      [
        '{"skill_name": "example-skill", "evals": [\n{"id": 1, "prompt": "x", "files": ["evals/files/nope.pdf"]}]}',
        /files\[0\]: "evals\/files\/nope\.pdf" does not exist/,
      ],
      ['{"skill_name": "example-skill", "evals": []}', /bad\.json: no evals/],
    ];
    for (const [content, expected] of cases) assert.match(await loadError(at, content), expected, content);
  });

  it("every problem of a file is listed at once", async () => {
    const message = await loadError(`${SKILL}/evals/bad.json`, '{"evals": [\n{"id": 1},\n{"id": 2, "prompt": "x", "files": 3}]}');
    assert.match(message, /2 problems:/);
    assert.match(message, /bad\.json:2: evals\[0\] \(id 1\): "prompt"/);
    assert.match(message, /bad\.json:3: evals\[1\] \(id 2\): "files" must be a list of paths/);
  });

  it('reads "assertions" as expectations, and warns about an eval without any and about a skill_name its SKILL.md does not have', async () => {
    const file = project.write(
      `${SKILL}/evals/other.json`,
      '{"skill_name": "pdf", "evals": [\n{"id": "a", "prompt": "x", "assertions": ["It says hi"]},\n{"id": "b", "prompt": "y"}]}',
    );
    const { suite, warnings } = await loadSuite(file);
    assert.deepEqual(
      suite.cases.map((c) => (c.skillEval?.kind === "task" ? c.skillEval.expectations.map((e) => e.text) : undefined)),
      [["It says hi"], []],
    );
    assert.equal(warnings.length, 2, warnings.join("\n"));
    assert.match(warnings[0], /other\.json:1: "skill_name": "pdf", but the skill in .*SKILL\.md is named "example-skill"/);
    assert.match(warnings[1], /other\.json: eval b has no expectations: they run and pass whenever the agent finishes without an error/);
  });

  it("a JSON file of another shape is an unknown suite format whose hint names the formats", async () => {
    const message = await loadError("package.json", '{"name": "x"}');
    assert.match(message, /package\.json: unknown suite format/);
    assert.match(message, /an Agent Skills evals\.json/);
    assert.match(message, /a trigger eval set/);
  });
});

describe("trigger eval sets as suites", () => {
  it("reads a list of {query, should_trigger} in a skill's evals folder: one case per query, the skill from its SKILL.md", async () => {
    const { suite } = await loadSuite(project.file(".claude/skills/skill-creator/evals/trigger-evals.json"));
    assert.equal(suite.format, "trigger-evals");
    assert.equal(suite.cases.length, 10);
    assert.equal(suite.cases[0].id, "skill-creator-trigger-1");
    assert.equal(suite.cases[0].prompt, "Create a skill for code review");
    assert.equal(suite.cases[0].source.line, 2);
    assert.deepEqual(
      suite.cases.map((c) => (c.skillEval?.kind === "trigger" ? c.skillEval.shouldTrigger : undefined)),
      [true, true, true, true, true, false, false, false, false, false],
    );
    assert.equal(suite.cases[5].skillEval?.skill?.dir, project.file(".claude/skills/skill-creator"));
  });

  it('reads {"evals": [{"prompt", "should_trigger"}]} too; outside a skill folder the skill comes from "skill_name" or --skill', async () => {
    const b = await loadSuite(project.file("format-b.json"), { skill: "skill-creator" });
    assert.deepEqual(
      b.suite.cases.map((c) => [c.id, c.prompt]),
      [
        ["skill-creator-trigger-1", "Improve this SKILL.md description"],
        ["skill-creator-trigger-2", "Write a fibonacci function"],
      ],
    );
    const named = project.write("named.json", '{"skill_name": "pdf", "evals": [{"prompt": "fill this form", "should_trigger": true}]}');
    assert.equal((await loadSuite(named)).suite.cases[0].id, "pdf-trigger-1");
  });

  it("a trigger set that names no skill, or the wrong one, is an error that says how to name it", async () => {
    assert.match(
      await loadError("alone.json", readFileSync(project.file("format-a.json"), "utf8")),
      /alone\.json: a trigger eval set needs the skill it tests[\s\S]*--skill NAME/,
    );
    const wrong = '{"skill_name": "pdf", "evals": [{"query": "x", "should_trigger": true}]}';
    assert.match(
      await loadError(".claude/skills/skill-creator/evals/wrong.json", wrong),
      /wrong\.json:1: "skill_name": "pdf", but the skill in .*SKILL\.md is named "skill-creator"/,
    );
  });

  it("a query without a boolean should_trigger, or a misspelt one, names its line", async () => {
    const at = ".claude/skills/skill-creator/evals/bad.json";
    assert.match(
      await loadError(at, '[\n{"query": "x", "should_trigger": true},\n{"query": "y"}\n]'),
      /bad\.json:3: \[1\]: "should_trigger" must be true or false/,
    );
    assert.match(await loadError(at, '[\n{"query": "x", "should_trigger": "yes"}\n]'), /bad\.json:2: \[0\]: "should_trigger" must be true or false/);
    assert.match(
      await loadError(at, '[\n{"query": "x", "shouldTrigger": true}\n]'),
      /bad\.json:2: \[0\]: unknown field "shouldTrigger" \(did you mean "should_trigger"\?\)/,
    );
  });
});

describe("agent-bench run with a bad Agent Skills file", () => {
  it("exits 2 with one message naming the file and line, and runs nothing", async () => {
    project.write("agent-bench.config.json", JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text: "ok" }] } } }));
    const bad = project.write(
      ".claude/skills/skill-creator/evals/broken.json",
      '[\n{"query": "x", "should_trigger": true},\n{"query": "y", "should_trigger": 1}\n]',
    );
    const r = await runCli(["run", bad, "--out-dir", project.file("out")], { cwd: project.dir });
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /broken\.json:3: \[1\]: "should_trigger" must be true or false/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  });

  it("expectations with no judge configured stop the run before it starts, naming the eval and the fix", async () => {
    project.write("agent-bench.config.json", JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text: "ok" }] } } }));
    const r = await runCli(["run", `${SKILL}/evals/evals.json`, "--out-dir", project.file("out2")], { cwd: project.dir });
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /evals\.json:4: eval 1 has expectations, which an LLM judge grades, but no judge is configured/);
    assert.match(r.stderr, /judge: grader/);
  });
});
