// agent-bench lift's command line: its own flags, run's flags passed through
// to run's parser, the skills and suites it measures, and bad input exiting 2
// with one message. (A lift of a real run needs the variants engine: the
// integration branch runs it end to end.)

import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { parseLiftArgs } from "../../src/commands/lift-args.ts";
import { liftGroups, liftVariants } from "../../src/commands/lift.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { runCli } from "../helpers/cli.ts";

const tmp = mkdtempSync(path.join(os.tmpdir(), "lift-cmd-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

function repo(name: string, skills: Record<string, boolean>): string {
  const root = path.join(tmp, name);
  for (const [skill, evals] of Object.entries(skills)) {
    const dir = path.join(root, ".claude/skills", skill);
    mkdirSync(path.join(dir, "evals"), { recursive: true });
    writeFileSync(path.join(dir, "SKILL.md"), `---\nname: ${skill}\ndescription: test\n---\nSay hello.\n`);
    if (evals) writeFileSync(path.join(dir, "evals/evals.json"), JSON.stringify({ skill_name: skill, evals: [{ id: 1, prompt: "hi" }] }));
  }
  mkdirSync(root, { recursive: true });
  return root;
}

const configError = (where: string) => (e: unknown) => isAgentBenchError(e) && e.where === where && e.exitCode === 2;

describe("lift flags", () => {
  it("takes its own flags and leaves run's to run's parser", () => {
    const args = parseLiftArgs([
      "cases.jsonl",
      "--skill",
      "greet,pdf",
      "--skill=lint",
      "-c",
      "x.yml",
      "-r",
      "claude",
      "-n",
      "5",
      "--format",
      "md",
      "-o",
      "lift.md",
      "--fail-if-not-helping",
    ]);
    assert.deepEqual(args.skills, ["greet", "pdf", "lint"]);
    assert.equal(args.format, "md");
    assert.deepEqual(args.outputs, ["lift.md"]);
    assert.equal(args.failIfNotHelping, true);
    assert.equal(args.auto, undefined);
    assert.deepEqual(args.runArgv, ["cases.jsonl", "-c", "x.yml", "-r", "claude", "--runs", "5"]);
  });

  it("--runs auto: two looks, 3 and 10 unless --min-runs / --max-runs say otherwise", () => {
    assert.deepEqual(parseLiftArgs(["--runs", "auto"]).auto, { minRuns: 3, maxRuns: 10 });
    assert.deepEqual(parseLiftArgs(["--runs", "auto", "--min-runs", "5", "--max-runs", "20"]).auto, { minRuns: 5, maxRuns: 20 });
    assert.throws(() => parseLiftArgs(["--runs", "auto", "--min-runs", "5", "--max-runs", "4"]), configError("--max-runs"));
  });

  it("rejects what a lift is not: a format it lacks, a base, an empty skill", () => {
    assert.throws(() => parseLiftArgs(["--format", "xml"]), configError("--format"));
    assert.throws(() => parseLiftArgs(["--base", "main"]), configError("--base"));
    assert.throws(() => parseLiftArgs(["--skill", ","]), configError("--skill"));
    assert.throws(() => parseLiftArgs(["--skill"]), configError("--skill"));
  });

  it("the variants it runs: default, and one without each skill", () => {
    assert.deepEqual(liftVariants(["greet"]), [{ id: "default" }, { id: "without:greet", skills: { remove: ["greet"] } }]);
  });
});

describe("lift's skills and suites", () => {
  it("every skill the workspace holds by default; each on its own evals without a suite", () => {
    const root = repo("both", { greet: true, pdf: true });
    assert.deepEqual(liftGroups([], [], root), [
      { suites: [path.join(root, ".claude/skills/greet/evals/evals.json")], skills: ["greet"] },
      { suites: [path.join(root, ".claude/skills/pdf/evals/evals.json")], skills: ["pdf"] },
    ]);
    assert.deepEqual(liftGroups(["cases.jsonl"], ["greet"], root), [{ suites: ["cases.jsonl"], skills: ["greet"] }]);
  });

  it("no skill, or a skill without evals and no suite: a clear error", () => {
    assert.throws(() => liftGroups([], [], repo("none", {})), configError("--skill"));
    assert.throws(() => liftGroups([], [], repo("no-evals", { greet: false })), configError("SUITE"));
  });

  it("the CLI exits 2 with one message, never a stack trace", async () => {
    const none = await runCli(["lift"], { cwd: repo("cli-none", {}) });
    assert.equal(none.code, 2, none.stderr);
    assert.match(none.stderr, /no skill to measure/u);
    assert.doesNotMatch(none.stderr, /\n\s+at /u);
    const format = await runCli(["lift", "--format", "yaml"], { cwd: tmp });
    assert.equal(format.code, 2);
    assert.match(format.stderr, /--format: "yaml" is not a lift format/u);
    const help = await runCli(["lift", "--help"], { cwd: tmp });
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--fail-if-not-helping/u);
  });
});
