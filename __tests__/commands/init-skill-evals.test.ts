import assert from "node:assert/strict";
import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { expandSuites } from "../../src/action/suites.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/suites/skill-creator/.claude/skills/example-skill");
const EVALS = ".claude/skills/example-skill/evals/evals.json";

const projects: Array<{ remove(): void }> = [];
after(() => projects.forEach((p) => p.remove()));

function repo(files: Record<string, string>) {
  const p = tempProject(files);
  projects.push(p);
  cpSync(FIXTURE, p.file(".claude/skills/example-skill"), { recursive: true });
  return p;
}

describe("agent-bench init with skill-creator evals", () => {
  it("finds <skill>/evals/evals.json and wires it into the config (a judge) and the workflow (a suite of its own)", async () => {
    const p = repo({ "CLAUDE.md": "# rules\n", ".claude/skills/greet/SKILL.md": "---\nname: greet\n---\n", "package.json": '{"name": "not a suite"}\n' });
    const r = await runCli(["init"], { cwd: p.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /\nnext:\n(?: {2}.*\n)* {2}npx agent-bench run \.claude\/skills\/example-skill\/evals\/evals\.json\n/);

    const config = JSON.parse(readFileSync(p.file("agent-bench.config.json"), "utf8")) as { runners: Record<string, { type: string }>; judge?: string };
    assert.equal(config.judge, "judge");
    assert.deepEqual(config.runners.judge, { type: "claude-code" });

    const workflow = parse(readFileSync(p.file(".github/workflows/agent-bench.yml"), "utf8")) as {
      jobs: { bench: { steps: Array<{ with?: { suite?: string } }> } };
    };
    const suite = workflow.jobs.bench.steps.at(-1)!.with!.suite!;
    assert.equal(suite, `{evals/suite.ts,${EVALS}}`);
    // The action expands that glob to both suites (and to no other JSON file).
    assert.deepEqual(await expandSuites(suite, p.dir), [p.file(EVALS), p.file("evals/suite.ts")].sort());
  });

  it("with the scripted agent, the written config runs the evals offline, and the judge says it is a placeholder", async () => {
    const p = repo({});
    const r = await runCli(["init", "--agent", "scripted", "--no-workflow"], { cwd: p.dir });
    assert.equal(r.code, 0, r.stderr);
    const run = await runCli(["run", EVALS, "-n", "1", "--out-dir", p.file("out")], { cwd: p.dir });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    // The default workspace is a copy of the repository per execution: the input file goes into the copy, never
    // into the repository, and there is nothing to warn about.
    assert.doesNotMatch(run.stderr, /the evals' "files" are copied into the folder the agent runs in/);
    assert.equal(existsSync(p.file("evals/files/sample1.pdf")), false);
    const results = JSON.parse(readFileSync(p.file("out/results.json"), "utf8")) as {
      results: Array<{ assertions: Array<{ name: string; message?: string }> }>;
    };
    assert.deepEqual(
      results.results[0].assertions.map((a) => a.name),
      ["The output includes X", "The skill used script Y"],
    );
    assert.match(results.results[0].assertions[0].message!, /the scripted judge passes every expectation; make this runner a real agent/);
  });

  it("a repository without evals gets the config and workflow it always got (no judge, one suite)", async () => {
    const p = tempProject({ "CLAUDE.md": "# rules\n", ".claude/skills/greet/SKILL.md": "---\nname: greet\n---\n" });
    projects.push(p);
    assert.equal((await runCli(["init"], { cwd: p.dir })).code, 0);
    assert.equal((JSON.parse(readFileSync(p.file("agent-bench.config.json"), "utf8")) as { judge?: string }).judge, undefined);
    assert.match(readFileSync(p.file(".github/workflows/agent-bench.yml"), "utf8"), /suite: "evals\/suite\.ts"/);
  });
});
