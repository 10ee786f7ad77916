// Helpers and rules on sessions parsed from real recorded agent streams
// (__tests__/fixtures/agents): what a suite checks against Claude Code, Codex
// and Gemini CLI passes and fails as it should.
import nodeAssert from "node:assert/strict";
import { test } from "node:test";
import { assert, commandMatcher } from "../../src/api.ts";
import { evaluateCase } from "../../src/assert/evaluate.ts";
import type { Session } from "../../src/model/session.ts";
import { getAdapter } from "../../src/runners/registry.ts";
import { parseRecorded } from "../runners/fixtures.ts";
import { EVAL_OPTIONS, rulesCase, thrownMessage } from "./_sessions.ts";

const session = (cli: string, scenario: string, cwd = `/ws/${scenario}`): Session => parseRecorded(getAdapter(cli)!, cli, scenario, { cwd });

async function rules(s: Session, list: unknown[]) {
  const outcome = await evaluateCase(rulesCase(list), s, EVAL_OPTIONS);
  return outcome.assertions.map((a) => [a.name, a.passed]);
}

test("Claude Code: a model-invoked skill, then a shell command", async () => {
  const s = session("claude-code", "claude-skill");
  assert.skills.has(s, "greet", { minConfidence: "explicit" });
  assert.skills.only(s, ["greet"]);
  assert.commands.includes(s, commandMatcher("echo").arg("hello-from-skill").strict());
  assert.toolCalls.sequence(s, [{ tool: /^Skill$/ }, { tool: /^Bash$/, where: (args) => (args as { command?: string }).command === "echo hello-from-skill" }]);
  assert.output.includes(s, "Greeted you.");
  nodeAssert.equal(
    thrownMessage(() => assert.skills.has(s, "deploy")),
    'Expected skill "deploy" to be detected, but it was not.\nObserved skills: greet (explicit: tool:Skill)',
  );
  nodeAssert.deepEqual(
    await rules(s, [
      { type: "skill_used", value: "greet" },
      { type: "tool_called", value: { name: "Bash", arguments: { command: "echo hello-from-skill" } } },
      { type: "tool_result", value: { tool: "Skill", result: "regex:^Launching skill: greet$" } },
      { type: "command_ran", value: "hello-from-skill" },
      { type: "equals", value: "Greeted you." },
      { type: "skill_used", value: "pdf" },
    ]),
    [
      ["skill_used", true],
      ["tool_called", true],
      ["tool_result", true],
      ["command_ran", true],
      ["equals", true],
      ["skill_used", false],
    ],
  );
});

test("Claude Code: write, read, edit and a failing command", async () => {
  const s = session("claude-code", "claude-files");
  assert.fileWrites.includes(s, "/ws/claude-files/a.txt");
  assert.fileReads.atLeast(s, /a\.txt$/, 1);
  assert.toolCalls.before(s, { tool: "Write" }, { tool: "Read" });
  assert.commands.last(s, "exit 3");
  nodeAssert.deepEqual(
    await rules(s, [
      { type: "file_written", value: "a.txt" },
      { type: "file_read", value: "regex:/claude-files/a\\.txt$" },
      { type: "tool_result", value: { tool: "Bash" } },
      { type: "tool_result", value: { tool: "Read", result: "regex:one" } },
    ]),
    [
      ["file_written", true],
      ["file_read", true],
      ["tool_result", false],
      ["tool_result", true],
    ],
    "a tool that failed does not satisfy tool_result",
  );
});

test("Codex: commands arrive wrapped in bash -lc and still match structurally", async () => {
  const s = session("codex", "codex2");
  assert.commands.exactlyOne(s, commandMatcher("echo").arg("hi"));
  assert.toolCalls.has(s, { tool: "command_execution", where: (args) => String((args as { command?: string }).command).includes("-lc") });
  assert.fileWrites.includes(s, "/ws/codex2/hello.txt");
  assert.commands.notIncludes(s, "rm ");
  nodeAssert.deepEqual(
    await rules(s, [
      { type: "command_ran", value: { executable: "echo", positionals: ["hi"], strict: true } },
      { type: "file_written", value: "hello.txt" },
      { type: "contains", value: "Patched" },
    ]),
    [
      ["command_ran", true],
      ["file_written", true],
      ["contains", true],
    ],
  );
  const tools = session("codex", "ab-tools");
  assert.skills.has(tools, "greet", { minConfidence: "strong" });
  assert.skills.notHas(tools, "greet", { minConfidence: "explicit" });
  assert.fileReads.before(tools, /README\.md$/, /SKILL\.md$/);
});

test("Gemini CLI: a failed read and a skill activation", async () => {
  const err = session("gemini", "gem-err");
  assert.fileReads.includes(err, "/nonexistent/x.txt");
  assert.commands.size(err, 0);
  nodeAssert.deepEqual(
    await rules(err, [
      { type: "tool_result", value: { tool: "read_file" } },
      { type: "tool_called", value: "read_file" },
      { type: "tool_called", value: "read" },
    ]),
    [
      ["tool_result", false],
      ["tool_called", true],
      ["tool_called", false],
    ],
  );
  const tools = session("gemini", "ab-tools");
  assert.skills.exactlyOne(tools, "greet", { minConfidence: "explicit" });
  assert.commands.includes(tools, /^echo hi\b/);
  // Compound commands are not split (as in skillgym): "hi;" is the positional here.
  assert.commands.notIncludes(tools, commandMatcher("echo").arg("hi"));
  assert.commands.includes(tools, commandMatcher("echo").arg("hi;"));
  assert.fileWrites.count(tools, /out\.txt$/, 2);
  nodeAssert.match(
    thrownMessage(() => assert.commands.includes(tools, "pnpm test")),
    /^Expected a command matching "pnpm test", but none did\.\nObserved commands \(1\):\n {2}1\. echo hi; exit 3$/,
  );
});
