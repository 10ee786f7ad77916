// Variants (docs/configuration.md#variants, `run --variant`): a named change to
// the treatment, one more axis of the plan. Mistakes stop the run before any
// agent starts; the agent sees each variant's workspace; results, stability.json
// and reports carry the variant; a run without --variant is what it was.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { RunSettings } from "../../src/config/settings.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { prepareRun } from "../../src/execute/prepare.ts";
import { pendingExecutions } from "../../src/execute/resume.ts";
import type { DescribedComparison } from "../../src/model/comparison.ts";
import type { ExecutionResult, RunFile } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { cellIdOfPlanned } from "../../src/plan/plan.ts";
import { loadStability } from "../../src/stability/load.ts";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const skill = (name: string) => `---\nname: ${name}\ndescription: ${name} things\n---\nDo ${name} things.\n`;
const config = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    runners: { agent: { type: "command", command: ["sh", "./agent.sh"] } },
    variants: {
      "no-greet": { skills: { remove: ["greet"] } },
      "with-extra": { skills: { add: ["./extra"] } },
      terse: { files: { "CLAUDE.md": "./variants/terse.md" } },
      slow: { runners: { agent: { timeout: "45s" } } },
    },
    ...extra,
  });

// The agent says what it sees: whether the greet skill is there, every skill folder, and CLAUDE.md.
const project = tempProject({
  ".claude/skills/greet/SKILL.md": skill("greet"),
  ".claude/skills/other-folder/SKILL.md": skill("other"),
  "extra/SKILL.md": skill("extra"),
  "variants/terse.md": "be terse\n",
  "CLAUDE.md": "be thorough\n",
  "agent.sh":
    'if [ -f .claude/skills/greet/SKILL.md ]; then echo "greet present"; else echo "greet absent"; fi\nls .claude/skills | tr "\\n" " "\ncat CLAUDE.md\n',
  "agent-bench.config.json": config(),
  "suite.jsonl":
    ['{"id":"sees-greet","input":"hi","assert":{"type":"contains","value":"greet present"}}', '{"id":"other-case","input":"hi"}'].join("\n") + "\n",
});
chmodSync(project.file("agent.sh"), 0o755);
execFileSync("sh", ["-c", "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm fixture"], { cwd: project.dir });
after(() => project.remove());

const prepare = (flags: Partial<RunSettings> = {}) => prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: project.dir, ...flags });
const read = <T>(rel: string): T => JSON.parse(readFileSync(project.file(rel), "utf8")) as T;

/** The config error a call throws: its message and hint, as the CLI prints them. */
async function configMistake(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (error) {
    assert.ok(isAgentBenchError(error) && error.kind === "config", `a config error, got ${String(error)}`);
    return `${error.message}\nhint: ${error.hint ?? ""}`;
  }
  assert.fail("expected a config error");
}

describe("variants in the config and on the command line", () => {
  it("an unknown key in a variant names the file, the line and the key it meant", async () => {
    const dir = tempProject({
      "suite.jsonl": '{"id":"a","input":"x"}\n',
      "agent-bench.config.yaml": "runners:\n  a: { type: scripted, steps: [] }\nvariants:\n  v:\n    skils: { remove: [x] }\n",
    });
    try {
      const message = await configMistake(() => prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: dir.dir }));
      assert.match(message, /agent-bench\.config\.yaml:5: variants\.v: unknown key "skils" \(did you mean "skills"\?\)/);
    } finally {
      dir.remove();
    }
  });

  it("a bad path, a folder without SKILL.md and an unknown runner are each named with the variant's key", async () => {
    const bad = tempProject({
      "suite.jsonl": '{"id":"a","input":"x"}\n',
      "nothing/README.md": "not a skill\n",
      "agent-bench.config.json": JSON.stringify({
        runners: { agent: { type: "command", command: ["true"] } },
        variants: {
          v: { files: { "CLAUDE.md": "./missing.md" }, skills: { add: ["./nothing"] }, runners: { agnet: { model: "x" } } },
          w: { runners: { agent: { type: "codex" } } },
          x: { files: { "../outside.md": "./suite.jsonl" } },
        },
      }),
    });
    try {
      const message = await configMistake(() => prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: bad.dir }));
      assert.match(message, /variants\.v\.files\.CLAUDE\.md: no file \.\/missing\.md/);
      assert.match(message, /variants\.v\.skills\.add\[0\]: \.\/nothing holds no SKILL\.md/);
      assert.match(message, /variants\.v\.runners\.agnet: no runner with id "agnet" \(did you mean "agent"\?\)/);
      assert.match(message, /variants\.w\.runners\.agent\.type: a variant cannot change a runner's type/);
      assert.match(message, /variants\.x\.files\.\.\.\/outside\.md: the workspace file must be a relative path inside the workspace/);
    } finally {
      bad.remove();
    }
  });

  it("--variant with an unknown id suggests the near one and lists the config's variants", async () => {
    const message = await configMistake(() => prepare({ variants: ["no-gret"] }));
    assert.match(message, /--variant: no variant "no-gret" \(did you mean "no-greet"\?\)/);
    assert.match(message, /hint: the config's variants: no-greet, with-extra, terse, slow; "default" is the unmodified treatment/);
  });

  it("removing a skill no agent folder holds names the variant and the skills that exist, before any agent starts", async () => {
    const message = await configMistake(() => prepare({ variants: [{ id: "without:gret", skills: { remove: ["gret"] } }] }));
    assert.match(message, /variant "without:gret": skills\.remove: no agent skill folder holds "gret" \(did you mean "greet"\?\)/);
    assert.match(message, /hint: skills in the workspace: greet, other/);
  });

  it('a variant that changes files in workspace mode "none" is an error with a hint; one that only overrides runners is not', async () => {
    const none = { "agent-bench.config.json": config({ defaults: { workspace: { mode: "none" } } }) };
    const dir = tempProject({ ...none, "suite.jsonl": '{"id":"a","input":"x"}\n', "agent.sh": "echo hi\n", ".claude/skills/greet/SKILL.md": skill("greet") });
    for (const f of ["extra/SKILL.md", "variants/terse.md"]) dir.write(f, "---\nname: extra\n---\n");
    try {
      const message = await configMistake(() => prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: dir.dir, variants: ["no-greet"] }));
      assert.match(message, /variant "no-greet" changes workspace files, and workspace mode "none" runs the agent in your own folder/);
      assert.match(message, /hint: drop the workspace mode for the default/);
      const run = await prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: dir.dir, variants: ["slow", "default"] });
      assert.equal(run.plan.cells.length, 2);
    } finally {
      dir.remove();
    }
  });

  it('"default" is the unmodified treatment: a program cannot give it changes', async () => {
    const message = await configMistake(() => prepare({ variants: [{ id: "default", skills: { remove: ["greet"] } }] }));
    assert.match(message, /"default" is the unmodified treatment and cannot change anything/);
  });
});

describe("the plan with variants", () => {
  it("has a cell per case × runner × variant, each runner with its variant's settings, in the order given", async () => {
    const run = await prepare({ variants: ["default,slow", "no-greet"] });
    assert.deepEqual(
      run.variants?.map((v) => v.id),
      ["default", "slow", "no-greet"],
    );
    assert.deepEqual(
      run.plan.cells.map((c) => `${c.case.id}/${c.runner.id}/${c.variant?.id}/${c.runner.timeoutMs ?? "-"}`),
      [
        "sees-greet/agent/default/-",
        "sees-greet/agent/slow/45000",
        "sees-greet/agent/no-greet/-",
        "other-case/agent/default/-",
        "other-case/agent/slow/45000",
        "other-case/agent/no-greet/-",
      ],
    );
    assert.deepEqual(cellIdOfPlanned(run.plan.executions[1]), { caseId: "sees-greet", runnerId: "agent", variant: "slow" });
  });

  it("a program's definitions (lift's without:<skill>) need no config entry", async () => {
    const run = await prepare({ variants: [{ id: "default" }, { id: "without:greet", skills: { remove: ["greet"] } }] });
    assert.deepEqual(
      run.variants?.map((v) => [v.id, v.removeSkills]),
      [
        ["default", []],
        ["without:greet", ["greet"]],
      ],
    );
    assert.equal(run.plan.executions.length, 4);
  });

  it("without --variant the cells have no variant", async () => {
    const run = await prepare();
    assert.equal(run.variants, undefined);
    assert.deepEqual(run.plan.cells.map(cellIdOfPlanned), [
      { caseId: "sees-greet", runnerId: "agent" },
      { caseId: "other-case", runnerId: "agent" },
    ]);
  });

  it("--shard splits the case × runner × variant cells: the shards together run every cell once", async () => {
    const all = await prepare({ variants: ["default", "no-greet", "terse"] });
    const shards = await Promise.all([1, 2].map((index) => prepare({ variants: ["default", "no-greet", "terse"], shard: { index, total: 2 } })));
    const keys = shards.flatMap((s) => s.plan.cells.map((c) => `${c.case.id}/${c.variant?.id}`));
    assert.equal(keys.length, 6);
    assert.deepEqual(new Set(keys), new Set(all.plan.cells.map((c) => `${c.case.id}/${c.variant?.id}`)));
  });

  it("--resume runs only the executions of the variants that have no result", async () => {
    const run = await prepare({ variants: ["default", "no-greet"] });
    const done = (caseId: string, variant: string) => ({ caseId, runnerId: "agent", variant, run: 1, status: "passed" }) as ExecutionResult;
    const pending = pendingExecutions(run.plan.executions, [done("sees-greet", "default"), done("other-case", "no-greet")]);
    assert.deepEqual(
      pending.map((e) => `${e.case.id}/${e.variant?.id}`),
      ["sees-greet/no-greet", "other-case/default"],
    );
  });
});

describe("agent-bench run --variant", () => {
  before(async () => {
    const run = await runCli(
      [
        "run",
        "suite.jsonl",
        "--variant",
        "default,no-greet",
        "--variant",
        "with-extra",
        "--variant",
        "terse",
        "--out-dir",
        "out",
        "-o",
        "out/report.md",
        "-o",
        "out/report.xml",
      ],
      {
        cwd: project.dir,
      },
    );
    assert.equal(run.code, 1, `sees-greet fails without greet (${run.stderr})`);
  });

  it("applies each variant to its execution's own copy: the agent sees the skill in one variant and not in the other", () => {
    const seen = (variant: string) => readFileSync(project.file(`out/executions/sees-greet/agent~${variant}/run-1/stdout.log`), "utf8");
    assert.equal(seen("default"), "greet present\ngreet other-folder be thorough\n");
    assert.equal(seen("no-greet"), "greet absent\nother-folder be thorough\n");
    assert.equal(seen("with-extra"), "greet present\nextra greet other-folder be thorough\n");
    assert.equal(seen("terse"), "greet present\ngreet other-folder be terse\n");
    assert.equal(readFileSync(project.file("CLAUDE.md"), "utf8"), "be thorough\n", "the user's checkout is untouched");
    assert.equal(readFileSync(project.file(".claude/skills/greet/SKILL.md"), "utf8"), skill("greet"));
  });

  it("results.json, results.jsonl and stability.json carry the variant (version 3)", () => {
    const results = read<RunFile>("out/results.json");
    assert.equal(results.schemaVersion, 3);
    assert.deepEqual(results.plan.variants, ["default", "no-greet", "with-extra", "terse"]);
    assert.deepEqual(
      results.results.filter((r) => r.caseId === "sees-greet").map((r) => [r.variant, r.status]),
      [
        ["default", "passed"],
        ["no-greet", "failed"],
        ["with-extra", "passed"],
        ["terse", "passed"],
      ],
    );
    assert.match(readFileSync(project.file("out/results.jsonl"), "utf8"), /"caseId":"sees-greet","runnerId":"agent","variant":"no-greet","run":1/);
    const stability = read<StabilityFile>("out/stability.json");
    assert.equal(stability.schemaVersion, 3);
    assert.deepEqual(
      stability.cells.map((c) => `${c.caseId}/${c.variant}/${c.passed}`),
      [
        "sees-greet/default/1",
        "sees-greet/no-greet/0",
        "sees-greet/with-extra/1",
        "sees-greet/terse/1",
        "other-case/default/1",
        "other-case/no-greet/1",
        "other-case/with-extra/1",
        "other-case/terse/1",
      ],
    );
  });

  it("the reports show the variant beside the case", () => {
    const md = readFileSync(project.file("out/report.md"), "utf8");
    assert.match(md, /\| `sees-greet · no-greet` \| ❌ 0\/1 \|/);
    assert.match(md, /<code>sees-greet · no-greet<\/code> · <code>agent<\/code> · 1 of 1 run failed/);
    assert.match(readFileSync(project.file("out/report.xml"), "utf8"), /<testcase name="sees-greet · terse" classname="agent"/);
  });

  it("--resume of a finished run with variants runs nothing again and keeps the variants", async () => {
    const again = await runCli(["run", "--resume", "out"], { cwd: project.dir });
    assert.equal(again.code, 1, again.stderr);
    const results = read<RunFile>("out/results.json");
    assert.equal(results.results.length, 8);
    assert.deepEqual(results.plan.variants, ["default", "no-greet", "with-extra", "terse"]);
  });

  it("without --variant the files are what they were: version 2, no variant anywhere", async () => {
    const run = await runCli(["run", "suite.jsonl", "--case", "other-case", "--out-dir", "plain"], { cwd: project.dir });
    assert.equal(run.code, 0, run.stderr);
    for (const file of ["results.json", "stability.json", "results.jsonl"]) assert.doesNotMatch(readFileSync(project.file(`plain/${file}`), "utf8"), /variant/);
    assert.equal(read<RunFile>("plain/results.json").schemaVersion, 2);
    assert.equal(read<StabilityFile>("plain/stability.json").schemaVersion, 2);
  });
});

describe("a stability.json written before variants", () => {
  const V2 = path.join(ROOT, "__tests__/fixtures/baselines/v2");
  it("is read, and its cells pair with a head's variant default", async () => {
    const old = await loadStability(path.join(V2, "stability.json"));
    assert.equal(old.schemaVersion, 2);
    assert.ok(old.cells.every((c) => c.variant === undefined));
    const head = tempProject();
    try {
      for (const f of ["suite.jsonl", "scripted-agent.json", "agent-bench.config.json"]) head.write(f, readFileSync(path.join(V2, f), "utf8"));
      const run = await runCli(["run", "suite.jsonl", "--variant", "default", "--base", path.join(V2, "stability.json"), "--out-dir", "out"], {
        cwd: head.dir,
      });
      assert.equal(run.code, 1, `flaky-answer fails its run 2, as on the base (${run.stderr})`);
      const comparison = JSON.parse(readFileSync(head.file("out/comparison.json"), "utf8")) as DescribedComparison;
      assert.equal(comparison.cells.length, 3);
      for (const cell of comparison.cells) {
        assert.equal(cell.variant, "default");
        assert.ok(cell.base && cell.head, `${cell.caseId} is paired`);
        assert.ok(!["new", "removed"].includes(cell.tier), `${cell.caseId}: ${cell.tier}`);
      }
    } finally {
      head.remove();
    }
  });
});
