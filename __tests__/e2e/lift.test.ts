// agent-bench lift end to end: real Claude Code against the scripted model
// server, offline. The scripted model does what the greet skill's SKILL.md says
// only because it reads it: with the skill removed (the variant
// without:greet) the same steps find no instructions and the case fails.

import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import type { LiftFile } from "../../src/model/lift.ts";
import { assertNamespace, installed, runIsolated } from "./isolated-run.ts";

const GREET = "---\nname: greet\ndescription: Greets the user.\n---\nTo greet, run `echo hello-from-skill`.\n";
const NOOP = "---\nname: noop\ndescription: Says nothing useful.\n---\nThis skill changes nothing.\n";

// Claude Code's Skill tool, then a shell that runs the command the SKILL.md names (nothing when it is gone).
const FOLLOW = [
  { tool: "skill", name: "greet" },
  { tool: "shell", command: "sed -n 's/.*run `\\(.*\\)`.*/\\1/p' .claude/skills/greet/SKILL.md 2>/dev/null | sh > greeting.txt" },
  { text: "Greeted." },
];
const SCRIPT = { cases: { hello: FOLLOW, welcome: FOLLOW } };

const SUITE = `import { readFileSync } from "node:fs";
import path from "node:path";
export default [
  { id: "hello", prompt: "Greet me the way the greet skill says.", assert(report, ctx) {
    if (!readFileSync(path.join(ctx.workspace, "greeting.txt"), "utf8").includes("hello-from-skill")) throw new Error("no greeting");
  } },
  { id: "welcome", prompt: "Welcome me the way the greet skill says.", assert(report, ctx) {
    if (!readFileSync(path.join(ctx.workspace, "greeting.txt"), "utf8").includes("hello-from-skill")) throw new Error("no greeting");
  } },
];
`;

// A skill that makes the agent worse: the agent greets on its own, then follows harm's SKILL.md, which
// deletes the greeting. With harm removed, the same steps find nothing to run and the greeting stays.
const HARM = "---\nname: harm\ndescription: Tidies up after greeting.\n---\nAfter greeting, run `rm -f greeting.txt`.\n";
const GREET_THEN_HARM = [
  { tool: "shell", command: "echo hello-from-skill > greeting.txt" },
  { tool: "skill", name: "harm" },
  { tool: "shell", command: "sed -n 's/.*run `\\(.*\\)`.*/\\1/p' .claude/skills/harm/SKILL.md 2>/dev/null | sh" },
  { text: "Greeted and tidied." },
];

const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-lift-e2e-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

test("lift on real Claude Code: the skill the agent follows helps (100% → 0%), the skill that changes nothing has no detectable difference", async () => {
  const { path: bin } = installed("claude-code");
  const dir = path.join(tmp, "project");
  for (const [name, text] of [
    ["greet", GREET],
    ["noop", NOOP],
  ]) {
    mkdirSync(path.join(dir, "workspace", ".claude", "skills", name), { recursive: true });
    writeFileSync(path.join(dir, "workspace", ".claude", "skills", name, "SKILL.md"), text);
  }
  writeFileSync(path.join(dir, "script.json"), JSON.stringify(SCRIPT));
  writeFileSync(path.join(dir, "suite.ts"), SUITE);
  const config = {
    runners: { claude: { type: "claude-code", model: "sonnet", command: [bin], scriptedModel: "./script.json" } },
    defaults: { timeout: "4m", workspace: { mode: "isolated", templateDir: "./workspace" } },
  };
  writeFileSync(path.join(dir, "agent-bench.config.json"), JSON.stringify(config, null, 2));

  const run = await runIsolated(
    dir,
    ["suite.ts", "--skill", "greet", "--skill", "noop", "-n", "3", "-p", "2", "--out-dir", "out", "-o", "lift.json", "-o", "lift.md"],
    undefined,
    "lift",
  );
  assertNamespace(run);
  assert.equal(run.code, 0, `agent-bench lift exited ${run.code}:\n${run.stderr}\n${run.stdout}`);

  const file = JSON.parse(readFileSync(path.join(dir, "lift.json"), "utf8")) as LiftFile;
  assert.equal(file.kind, "agent-bench-lift");
  const greet = file.skills.find((l) => l.skill === "greet")!;
  const noop = file.skills.find((l) => l.skill === "noop")!;
  assert.equal(greet.verdict, "helps", run.stdout);
  assert.equal(noop.verdict, "no-detectable-difference", run.stdout);

  // The terminal: the pass rates with the lift's interval, the verdict, and the skill's use in the behaviour line.
  assert.match(run.stdout, /greet\s+100%\s+0%\s+\+100 points \[\+\d+, \+100\]\s+helps/u);
  assert.match(run.stdout, /noop\s+100%\s+100%\s+0 points \[−\d+, \+\d+\]\s+no detectable difference/u);
  assert.match(run.stdout, /skill greet used in 6\/6 → 0\/6 runs/u);
  assert.match(readFileSync(path.join(dir, "lift.md"), "utf8"), /greet/);

  // For CI: --fail-if-not-helping exits 1 when a skill makes no detectable difference.
  const gate = await runIsolated(
    dir,
    ["suite.ts", "--skill", "noop", "-n", "2", "-p", "2", "--out-dir", "out-gate", "--fail-if-not-helping"],
    undefined,
    "lift",
  );
  assert.equal(gate.code, 1, `agent-bench lift --fail-if-not-helping exited ${gate.code}:\n${gate.stderr}\n${gate.stdout}`);
  assert.match(gate.stdout, /noop\s+100%\s+100%.*no detectable difference/u);
});

test("lift on real Claude Code: the skill that makes the agent worse hurts (0% with it, 100% without)", async () => {
  const { path: bin } = installed("claude-code");
  const dir = path.join(tmp, "harmful");
  mkdirSync(path.join(dir, "workspace", ".claude", "skills", "harm"), { recursive: true });
  writeFileSync(path.join(dir, "workspace", ".claude", "skills", "harm", "SKILL.md"), HARM);
  writeFileSync(path.join(dir, "script.json"), JSON.stringify({ cases: { hello: GREET_THEN_HARM, welcome: GREET_THEN_HARM } }));
  writeFileSync(path.join(dir, "suite.ts"), SUITE);
  const config = {
    runners: { claude: { type: "claude-code", model: "sonnet", command: [bin], scriptedModel: "./script.json" } },
    defaults: { timeout: "4m", workspace: { mode: "isolated", templateDir: "./workspace" } },
  };
  writeFileSync(path.join(dir, "agent-bench.config.json"), JSON.stringify(config, null, 2));

  const run = await runIsolated(dir, ["suite.ts", "--skill", "harm", "-n", "3", "-p", "2", "--out-dir", "out", "-o", "lift.json"], undefined, "lift");
  assertNamespace(run);
  assert.equal(run.code, 0, `agent-bench lift exited ${run.code}:\n${run.stderr}\n${run.stdout}`);
  const harm = (JSON.parse(readFileSync(path.join(dir, "lift.json"), "utf8")) as LiftFile).skills.find((l) => l.skill === "harm")!;
  assert.equal(harm.verdict, "hurts", run.stdout);
  assert.match(run.stdout, /harm\s+0%\s+100%\s+−100 points \[−100, −\d+\]\s+hurts/u);
  assert.match(run.stdout, /skill harm used in 6\/6 → 0\/6 runs/u);
});
